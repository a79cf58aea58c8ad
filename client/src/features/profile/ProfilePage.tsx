// /dashboard/profile: the parent's details, emergency contacts, children (with this year's
// registration status), other parents/guardians, and any invitation to join another family.
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Suspense, useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';
import { usePreloadWhenIdle } from '../../app/lazy-page.ts';
import { MyDetailsCard } from '../my-details/MyDetailsCard.tsx';
import { ChildrenCard } from './ChildrenCard.tsx';
import { EmergencyContactsCard } from './EmergencyContactsCard.tsx';
import { GuardianInvitations, GuardiansCard } from './GuardiansCard.tsx';
import { ParentDetailsCard } from './ParentDetailsCard.tsx';
import { ReceiptsSwitch } from './ReceiptsSwitch.tsx';
import { PickupPeopleCard } from './PickupPeopleCard.tsx';
import { FamilyFirstAidCard } from './FamilyFirstAidCard.tsx';
import { AccountMergeRequests } from './AccountMergeRequests.tsx';
import { ChildModal, EmergencyContactModal, MyDetailsForm, ParentDetailsForm, PickupPersonModal } from './parts.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export function ProfilePage() {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ProfilePageQuery>(
    graphql`
      query ProfilePageQuery {
        viewer {
          parentIdentity {
            lastName
            ...ParentDetailsCard_parent
            ...EmergencyContactsCard_parent
            ...ChildrenCard_parent
            ...GuardiansCard_parent
          }
        }
        currentEdition {
          generalRegistrationOpen
          electiveSelectionOpen
        }
        ...GuardianInvitations_query
        myDetails {
          ...MyDetailsCard_details
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-and-network' },
  );
  const reload = useCallback(() => setFetchKey((k) => k + 1), []);
  const parent = data.viewer?.parentIdentity;
  // The forms and dialogs are not on the first screen; their code comes once the page is up, before a click.
  usePreloadWhenIdle(...(parent ? [ParentDetailsForm, EmergencyContactModal, ChildModal, PickupPersonModal] : [MyDetailsForm]));
  if (!data.viewer) return null;
  const registrationOpen = data.currentEdition.generalRegistrationOpen || data.currentEdition.electiveSelectionOpen;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          <FormattedMessage id="profile.title" defaultMessage="Your profile" />
        </Title>
        <Text c="dimmed">
          {parent ? (
            <FormattedMessage id="profile.intro" defaultMessage="Your contact details, emergency contacts and children." />
          ) : (
            <FormattedMessage id="profile.intro.staff" defaultMessage="Your name and phone number." />
          )}
        </Text>
      </div>
      <GuardianInvitations query={data} onAccepted={reload} />
      <Suspense fallback={null}>
        <AccountMergeRequests />
      </Suspense>
      {!parent ? (
        // Staff and interns: their own name and phone.
        data.myDetails && <MyDetailsCard details={data.myDetails} />
      ) : (
        <>
          {registrationOpen && (
            <Alert color="indigo" title={intl.formatMessage({ id: 'profile.registrationOpen', defaultMessage: 'Registration is open' })}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  <FormattedMessage
                    id="profile.registrationOpen.text"
                    defaultMessage="When your details, an emergency contact and your children are here, register them for this year."
                  />
                </Text>
                <Button component={Link} to="/dashboard/registration" size="compact-md">
                  <FormattedMessage id="profile.toRegistration" defaultMessage="Go to registration" />
                </Button>
              </Stack>
            </Alert>
          )}
          <ParentDetailsCard parent={parent} />
          <EmergencyContactsCard parent={parent} />
          <ChildrenCard parent={parent} lastName={parent.lastName} />
          <GuardiansCard parent={parent} />
          <Suspense fallback={null}>
            <PickupPeopleCard />
            <FamilyFirstAidCard />
          </Suspense>
          <Suspense
            fallback={
              <Text size="sm" c="dimmed">
                <FormattedMessage id="profile.receipts.loading" defaultMessage="Loading your receipts choice…" />
              </Text>
            }
          >
            <ReceiptsSwitch />
          </Suspense>
        </>
      )}
    </Stack>
  );
}
