// A volunteers' file in the preview: the volunteers it adds (new accounts, invited) and those already here in
// that role (left as is). Problems, such as a parent's e-mail listed as staff, are in the page's problem list.
import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

interface Volunteer {
  readonly row: number;
  readonly name: string;
  readonly email: string;
  readonly role: string;
  readonly action: string;
}

const ROLE = defineMessages({
  STAFF: { id: 'staff.import.volunteers.roleStaff', defaultMessage: 'staff' },
  INTERN: { id: 'staff.import.volunteers.roleIntern', defaultMessage: 'intern' },
});

const m = defineMessages({
  newTitle: { id: 'staff.import.volunteers.newTitle', defaultMessage: 'Volunteers to add' },
  newNone: { id: 'staff.import.volunteers.newNone', defaultMessage: 'The file brings no new volunteer.' },
  newLabel: { id: 'staff.import.volunteers.newLabel', defaultMessage: 'Volunteers to add' },
  hereTitle: { id: 'staff.import.volunteers.hereTitle', defaultMessage: 'Already here in that role, left as is' },
  hereNone: { id: 'staff.import.volunteers.hereNone', defaultMessage: 'No volunteer of the file is already here.' },
  hereLabel: { id: 'staff.import.volunteers.hereLabel', defaultMessage: 'Volunteers already here' },
});

function Section({ id, title, empty, label, volunteers }: { id: string; title: string; empty: string; label: string; volunteers: readonly Volunteer[] }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        <FormattedMessage id="staff.import.volunteers.sectionTitle" defaultMessage="{title} ({count})" values={{ title, count: volunteers.length }} />
      </Title>
      {volunteers.length === 0 ? (
        <Text size="sm" c="dimmed">{empty}</Text>
      ) : (
        <List size="sm" spacing={4} aria-label={label}>
          {volunteers.map((v) => (
            <List.Item key={v.row}>
              <FormattedMessage
                id="staff.import.volunteers.volunteer"
                defaultMessage="<person>{name}</person> (row {row}, {email}): {role}"
                values={{
                  person: nameInSentence,
                  name: v.name,
                  row: v.row,
                  email: v.email,
                  role: v.role in ROLE ? intl.formatMessage(ROLE[v.role as keyof typeof ROLE]) : v.role,
                }}
              />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function ImportVolunteers({ volunteers }: { volunteers: readonly Volunteer[] }) {
  const intl = useIntl();
  return (
    <>
      <Section
        id="import-volunteers-new-title"
        title={intl.formatMessage(m.newTitle)}
        empty={intl.formatMessage(m.newNone)}
        label={intl.formatMessage(m.newLabel)}
        volunteers={volunteers.filter((v) => v.action === 'CREATE')}
      />
      <Section
        id="import-volunteers-here-title"
        title={intl.formatMessage(m.hereTitle)}
        empty={intl.formatMessage(m.hereNone)}
        label={intl.formatMessage(m.hereLabel)}
        volunteers={volunteers.filter((v) => v.action === 'MATCH')}
      />
    </>
  );
}

/** The person's or family's name in an import preview's sentence (its `<person>` or `<name>` tag), set in medium weight. */
export function nameInSentence(words: ReactNode) {
  return (
    <Text size="sm" span fw={500}>
      {words}
    </Text>
  );
}
