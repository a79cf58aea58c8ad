// A volunteers' file in the preview: the volunteers it adds (new accounts, invited) and those already here in
// that role (left as is). Problems, such as a parent's e-mail listed as staff, are in the page's problem list.
import { List, Stack, Text, Title } from '@mantine/core';

interface Volunteer {
  readonly row: number;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly action: string;
}

const ROLE: Record<string, string> = { STAFF: 'staff', INTERN: 'intern' };

function Section({ id, title, empty, label, volunteers }: { id: string; title: string; empty: string; label: string; volunteers: readonly Volunteer[] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title} ({volunteers.length})
      </Title>
      {volunteers.length === 0 ? (
        <Text size="sm" c="dimmed">{empty}</Text>
      ) : (
        <List size="sm" spacing={4} aria-label={label}>
          {volunteers.map((v) => (
            <List.Item key={v.row}>
              <Text size="sm" span fw={500}>
                {v.name}
              </Text>{' '}
              (row {v.row}, {v.email}): {ROLE[v.role] ?? v.role}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function ImportVolunteers({ volunteers }: { volunteers: readonly Volunteer[] }) {
  return (
    <>
      <Section
        id="import-volunteers-new-title"
        title="Volunteers to add"
        empty="The file brings no new volunteer."
        label="Volunteers to add"
        volunteers={volunteers.filter((v) => v.action === 'CREATE')}
      />
      <Section
        id="import-volunteers-here-title"
        title="Already here in that role, left as is"
        empty="No volunteer of the file is already here."
        label="Volunteers already here"
        volunteers={volunteers.filter((v) => v.action === 'MATCH')}
      />
    </>
  );
}
