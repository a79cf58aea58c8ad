// A second parent or guardian. How it works (the invite/link flow): a parent enters the other parent's
// name and e-mail; that person signs in with a social account that verified the same e-mail and finds
// an invitation at the top of their profile; accepting links them to the same children (they keep
// their own profile and emergency contacts). Until then the invitation can be withdrawn here.
import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { GuardianInvitations_query$key } from '../../__generated__/GuardianInvitations_query.graphql';
import type { GuardiansCard_parent$key } from '../../__generated__/GuardiansCard_parent.graphql';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors } from '../../lib/mutation.ts';
import { useAcceptGuardianInviteMutation } from './useAcceptGuardianInviteMutation.ts';
import { useCancelGuardianInviteMutation } from './useCancelGuardianInviteMutation.ts';
import { useInviteGuardianMutation } from './useInviteGuardianMutation.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

export function GuardiansCard({ parent: parentRef }: { parent: GuardiansCard_parent$key }) {
  const { guardians, children } = useFragment(
    graphql`
      fragment GuardiansCard_parent on Parent {
        guardians {
          databaseId
          firstName
          lastName
          email
          joined
        }
        children {
          id
        }
      }
    `,
    parentRef,
  );
  const intl = useIntl();
  const [invite, inviting] = useInviteGuardianMutation();
  const [cancel] = useCancelGuardianInviteMutation();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const bind = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
    error: errors[field],
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await invite({ input: values });
      toast.success(
        intl.formatMessage(
          { id: 'profile.guardians.invited', defaultMessage: 'Invitation saved. Ask {name} to sign in with {email}.' },
          { name: values.firstName, email: values.email },
        ),
      );
      setValues({ firstName: '', lastName: '', email: '' });
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, intl.formatMessage({ id: 'profile.guardians.failed', defaultMessage: 'The invitation could not be saved. Please try again.' })));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="guardians-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="guardians-heading">
            <FormattedMessage id="profile.guardians" defaultMessage="Other parents and guardians" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="profile.guardians.intro"
              defaultMessage="Invite another parent or guardian by e-mail. When they sign in with that e-mail and accept, they can see and register your children too."
            />
          </Text>
        </div>
        {guardians.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {guardians.map((g) => (
              <Group component="li" key={g.databaseId} justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{[g.firstName, g.lastName].join(' ')}</Text>
                  <Text size="sm" c="dimmed">
                    {g.email}
                  </Text>
                </div>
                <Group gap="xs">
                  <Badge variant="light" color={g.joined ? 'green' : 'yellow'} tt="none">
                    {g.joined ? (
                      <FormattedMessage id="profile.guardians.linked" defaultMessage="Linked" />
                    ) : (
                      <FormattedMessage id="profile.guardians.pending" defaultMessage="Invited" />
                    )}
                  </Badge>
                  {!g.joined && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-md"
                      aria-label={intl.formatMessage(
                        { id: 'profile.guardians.withdrawNamed', defaultMessage: 'Withdraw the invitation for {name}' },
                        { name: `${g.firstName} ${g.lastName}` },
                      )}
                      onClick={() =>
                        cancel({ id: g.databaseId }).then(
                          () => toast.success(intl.formatMessage({ id: 'profile.guardians.withdrawn', defaultMessage: 'Invitation withdrawn.' })),
                          (e) => toast.error(errorMessage(e)),
                        )
                      }
                    >
                      <FormattedMessage id="profile.guardians.withdraw" defaultMessage="Withdraw" />
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {children.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="profile.guardians.childrenFirst" defaultMessage="Add your children first; then you can invite another parent or guardian." />
          </Text>
        ) : (
          <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'profile.guardians.form', defaultMessage: 'Invite a parent or guardian' })}>
            <Grid gap="sm" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <TextInput label={intl.formatMessage({ id: 'person.firstName', defaultMessage: 'First name' })} required {...bind('firstName')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 3 }}>
                <TextInput label={intl.formatMessage({ id: 'person.lastName', defaultMessage: 'Last name' })} required {...bind('lastName')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label={intl.formatMessage({ id: 'profile.guardians.email', defaultMessage: 'Their e-mail' })} type="email" required {...bind('email')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 2 }}>
                <Button type="submit" loading={inviting} fullWidth>
                  <FormattedMessage id="profile.guardians.invite" defaultMessage="Invite" />
                </Button>
              </Grid.Col>
            </Grid>
          </form>
        )}
      </Stack>
    </Card>
  );
}

/** Invitations for the signed-in person to join another family, shown above their profile. */
export function GuardianInvitations({ query: queryRef, onAccepted }: { query: GuardianInvitations_query$key; onAccepted: () => void }) {
  const { guardianInvitations } = useFragment(
    graphql`
      fragment GuardianInvitations_query on Query {
        guardianInvitations {
          databaseId
          invitedBy
          childNames
        }
      }
    `,
    queryRef,
  );
  const intl = useIntl();
  const [accept, accepting] = useAcceptGuardianInviteMutation();
  if (guardianInvitations.length === 0) return null;
  return (
    <Stack gap="sm">
      {guardianInvitations.map((invitation) => (
        <Alert
          key={invitation.databaseId}
          color="blue"
          title={intl.formatMessage({ id: 'profile.invitation.title', defaultMessage: 'You are invited to join a family' })}
        >
          <Stack gap="xs">
            <Text size="sm">
              <FormattedMessage
                id="profile.invitation.text"
                defaultMessage="{count, plural, =0 {A parent} other {{names}}} added you as a parent or guardian of {children}."
                values={{
                  count: invitation.invitedBy.length,
                  names: new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(invitation.invitedBy),
                  children: new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(invitation.childNames),
                }}
              />
            </Text>
            <Group>
              <Button
                loading={accepting}
                onClick={() =>
                  accept({ id: invitation.databaseId }).then(
                    () => {
                      toast.success(intl.formatMessage({ id: 'profile.invitation.accepted', defaultMessage: 'You are now linked to these children.' }));
                      onAccepted();
                    },
                    (e) => toast.error(errorMessage(e)),
                  )
                }
              >
                <FormattedMessage id="profile.invitation.accept" defaultMessage="Accept and link" />
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
