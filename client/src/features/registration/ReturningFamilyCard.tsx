// A returning family's contacts carried over from last time: the emergency contacts and pickup people on
// file, to confirm with one tick before registering (or change on the profile first).
import { Anchor, Card, Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ReturningFamilyCard_query$key } from '../../__generated__/ReturningFamilyCard_query.graphql';
import { formatPhone, relationshipText } from '../../lib/format.ts';

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
  const contacts = data.viewer?.parentIdentity?.emergencyContacts ?? [];
  const pickup = data.myPickupPeople.filter((p) => p.mayPickUp);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="returning-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="returning-heading">
          Welcome back
        </Title>
        <Text size="sm">Your details from {props.lastYear} are carried over. Check they are still right.</Text>
        <div>
          <Text fw={600} size="sm">
            Emergency contacts
          </Text>
          {contacts.length === 0 ? (
            <Text size="sm" c="dimmed">
              None yet.
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {contacts.map((c) => (
                <List.Item key={c.id}>
                  {c.name.firstName} {c.name.lastName} ({relationshipText(c.relationship, c.relationshipOther)}) · {formatPhone(c.phone)}
                </List.Item>
              ))}
            </List>
          )}
        </div>
        <div>
          <Text fw={600} size="sm">
            Who may pick up your children
          </Text>
          {pickup.length === 0 ? (
            <Text size="sm" c="dimmed">
              Only you and the other parents on your profile.
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {pickup.map((p) => (
                <List.Item key={p.databaseId}>
                  {p.name} ({p.relationship})
                </List.Item>
              ))}
            </List>
          )}
        </div>
        <Anchor component={Link} to="/dashboard/profile" size="sm">
          Change them on your profile
        </Anchor>
        <Checkbox
          id="contacts-confirmed"
          label="These contacts and pickup people are still right"
          checked={props.confirmed}
          onChange={(e) => props.onConfirm(e.currentTarget.checked)}
          error={props.error}
          size="md"
        />
      </Stack>
    </Card>
  );
}
