// A returning family's contacts carried over from last time: the emergency contacts and pickup people on
// file, to confirm with one tick before registering (or change on the profile first).
import { Anchor, Card, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ReturningFamilyCard_query$key } from '../../__generated__/ReturningFamilyCard_query.graphql';
import { formatPhone } from '../../lib/format.ts';
import { relationshipWords } from '../../lib/family-words.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  title: { id: 'registration.returning.title', defaultMessage: 'Welcome back' },
  carried: { id: 'registration.returning.carried', defaultMessage: 'Your details from {year} are carried over. Check they are still right.' },
  contacts: { id: 'registration.returning.contacts', defaultMessage: 'Emergency contacts' },
  none: { id: 'registration.returning.none', defaultMessage: 'None yet.' },
  pickup: { id: 'registration.returning.pickup', defaultMessage: 'Who may pick up your children' },
  onlyParents: { id: 'registration.returning.onlyParents', defaultMessage: 'Only you and the other parents on your profile.' },
  change: { id: 'registration.returning.change', defaultMessage: 'Change them on your profile' },
  confirm: { id: 'registration.returning.confirm', defaultMessage: 'These contacts and pickup people are still right' },
  contact: { id: 'registration.returning.contact', defaultMessage: '{name} ({relationship}) · {phone}' },
  person: { id: 'registration.returning.person', defaultMessage: '{name} ({relationship})' },
});

export function ReturningFamilyCard(props: { query: ReturningFamilyCard_query$key; lastYear: number; confirmed: boolean; onConfirm: (confirmed: boolean) => void; error?: string }) {
  const data = useFragment(
    graphql`
      fragment ReturningFamilyCard_query on Query {
        viewer {
          parentIdentity {
            emergencyContacts {
              id
              name {
                firstName
                lastName
              }
              relationship
              relationshipOther
              phone
            }
          }
        }
        myPickupPeople {
          databaseId
          name
          relationship
          mayPickUp
        }
      }
    `,
    props.query,
  );
  const intl = useIntl();
  const contacts = data.viewer?.parentIdentity?.emergencyContacts ?? [];
  const pickup = data.myPickupPeople.filter((p) => p.mayPickUp);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="returning-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="returning-heading">
          {intl.formatMessage(m.title)}
        </Title>
        <Text size="sm">{intl.formatMessage(m.carried, { year: props.lastYear })}</Text>
        <div>
          <Text fw={600} size="sm">
            {intl.formatMessage(m.contacts)}
          </Text>
          {contacts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.none)}
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {contacts.map((c) => (
                <List.Item key={c.id}>
                  {intl.formatMessage(m.contact, { name: `${c.name.firstName} ${c.name.lastName}`, relationship: relationshipWords(intl, c.relationship, c.relationshipOther), phone: formatPhone(c.phone) })}
                </List.Item>
              ))}
            </List>
          )}
        </div>
        <div>
          <Text fw={600} size="sm">
            {intl.formatMessage(m.pickup)}
          </Text>
          {pickup.length === 0 ? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.onlyParents)}
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {pickup.map((p) => (
                <List.Item key={p.databaseId}>
                  {intl.formatMessage(m.person, { name: p.name, relationship: p.relationship })}
                </List.Item>
              ))}
            </List>
          )}
        </div>
        <Anchor component={Link} to="/dashboard/profile" size="sm">
          {intl.formatMessage(m.change)}
        </Anchor>
        <Checkbox
          id="contacts-confirmed"
          label={intl.formatMessage(m.confirm)}
          checked={props.confirmed}
          onChange={(e) => props.onConfirm(e.currentTarget.checked)}
          error={props.error}
          size="md"
        />
      </Stack>
    </Card>
  );
}
