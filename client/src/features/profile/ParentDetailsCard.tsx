// The parent's own details: shown as the info sheet words them, edited in one form (ParentDetailsForm.tsx,
// loaded when first opened). A new parent (no phone yet) starts in the form.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ParentDetailsCard_parent$key } from '../../__generated__/ParentDetailsCard_parent.graphql';
import { preloadOn } from '../../app/lazy-page.ts';
import { LazyForm } from '../../components/LazyPart.tsx';
import { distinctEmails, formatPhone } from '../../lib/format.ts';
import { yourConsentWords, yourReferralWords } from '../../lib/family-words.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const EMAIL_KIND = defineMessages({
  'Secondary email': { id: 'profile.email.secondary', defaultMessage: '(secondary e-mail)' },
  'Sign-up email': { id: 'profile.email.signUp', defaultMessage: '(sign-up e-mail)' },
});
import { ParentDetailsForm } from './parts.ts';
import { displayName } from '../../../../shared/person-name.ts';

export function ParentDetailsCard({ parent: parentRef }: { parent: ParentDetailsCard_parent$key }) {
  const parent = useFragment(
    graphql`
      fragment ParentDetailsCard_parent on Parent {
        firstName
        preferredName
        lastName
        email
        secondaryEmail
        providerEmail
        phone
        keepInTouch
        otherEventMessages
        referralSource
        referralSources {
          code
          detail
        }
        address {
          street
          city
          state
          postalCode
        }
      }
    `,
    parentRef,
  );
  const intl = useIntl();
  const [editing, setEditing] = useState(!parent.phone);
  const { street, city, state, postalCode } = parent.address;
  const referral = yourReferralWords(intl, parent.referralSource);
  const address = street ? `${street}, ${[city, state].filter(Boolean).join(', ')} ${postalCode ?? ''}`.trim() : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="details-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3" id="details-heading">
              <FormattedMessage id="profile.details" defaultMessage="Your details" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="profile.details.intro" defaultMessage="How we reach you about your children during VBS." />
            </Text>
          </div>
          {!editing && (
            <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)} {...preloadOn(ParentDetailsForm)}>
              <FormattedMessage id="profile.details.edit" defaultMessage="Edit details" />
            </Button>
          )}
        </Group>
        {editing ? (
          <LazyForm label={intl.formatMessage({ id: 'profile.form.loading', defaultMessage: 'Loading the form…' })} rows={7}>
            <ParentDetailsForm parent={parent} onDone={() => setEditing(false)} canCancel={!!parent.phone} />
          </LazyForm>
        ) : (
          <Stack gap={6}>
            <Text fw={600}>{displayName(parent)}</Text>
            {distinctEmails(parent.email, parent.secondaryEmail, parent.providerEmail).map(({ label, email }) => (
              <Text key={label}>
                {email}
                {label !== 'Email' && (
                  <Text span c="dimmed" size="sm" ml={4}>
                    <FormattedMessage {...EMAIL_KIND[label as keyof typeof EMAIL_KIND]} />
                  </Text>
                )}
              </Text>
            ))}
            <Text>{formatPhone(parent.phone)}</Text>
            <Text>
              {address ?? (
                <FormattedMessage id="profile.address.none" defaultMessage="No address yet: add it with “Edit details”." />
              )}
            </Text>
            <Text size="sm">{yourConsentWords(intl, parent.keepInTouch, parent.otherEventMessages)}</Text>
            {referral && <Text size="sm">{referral}</Text>}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
