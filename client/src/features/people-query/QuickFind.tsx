// Quick find on /dashboard/apq: children, parents, interns and staff whose name matches, in one request,
// each opening the info sheet. For the everyday "where is this person" before building a query.
import { Anchor, Badge, Group, Skeleton, Table, Text } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { QuickFindResultsQuery } from '../../__generated__/QuickFindResultsQuery.graphql';
import { displayName, gradeLabel, type NameParts } from '../../lib/format.ts';
import { openInfoSheet, type PersonType } from '../info-sheet/info-sheet-store.ts';
import { PERSON_TYPE_LABEL } from '../info-sheet/person-type-words.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const WORDS = defineMessages({
  people: { id: 'staff.peopleQuery.find.people', defaultMessage: 'People' },
  name: { id: 'staff.peopleQuery.find.name', defaultMessage: 'Name' },
  hint: { id: 'staff.peopleQuery.find.hint', defaultMessage: 'Find a student, parent, intern or staff member by name.' },
  example: { id: 'staff.peopleQuery.find.example', defaultMessage: 'e.g. Mitchell' },
  loading: { id: 'staff.peopleQuery.find.loading', defaultMessage: 'Loading people' },
});

interface Row {
  personType: PersonType;
  person: NameParts & { id: string };
  detail: string;
}

function Results({ text }: { text: string }) {
  const intl = useIntl();
  const { peopleSearch } = useLazyLoadQuery<QuickFindResultsQuery>(
    graphql`
      query QuickFindResultsQuery($text: String!) {
        peopleSearch(text: $text, first: 25) {
          children {
            id
            firstName
            preferredName
            lastName
            gradeEntering
          }
          parents {
            id
            firstName
            preferredName
            lastName
            email
          }
          interns {
            id
            firstName
            preferredName
            lastName
            gradeEntering
          }
          staff {
            id
            firstName
            preferredName
            lastName
            email
          }
        }
      }
    `,
    { text },
    { fetchPolicy: 'store-and-network' },
  );
  const rows: Row[] = [
    ...peopleSearch.children.map((c) => ({ personType: 'student' as const, person: c, detail: gradeLabel(c.gradeEntering) })),
    ...peopleSearch.parents.map((p) => ({ personType: 'parent' as const, person: p, detail: p.email })),
    ...peopleSearch.interns.map((i) => ({ personType: 'intern' as const, person: i, detail: gradeLabel(i.gradeEntering) })),
    ...peopleSearch.staff.map((s) => ({ personType: 'staff' as const, person: s, detail: s.email ?? '' })),
  ];
  if (rows.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="staff.peopleQuery.find.none" defaultMessage="No one matches “{text}”." values={{ text }} />
      </Text>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label={intl.formatMessage(WORDS.people)}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <FormattedMessage id="staff.peopleQuery.find.nameColumn" defaultMessage="Name" />
          </Table.Th>
          <Table.Th>
            <FormattedMessage id="staff.peopleQuery.find.typeColumn" defaultMessage="Type" />
          </Table.Th>
          <Table.Th visibleFrom="xs">
            <FormattedMessage id="staff.peopleQuery.find.detailsColumn" defaultMessage="Details" />
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ personType, person, detail }) => (
          <Table.Tr key={person.id}>
            <Table.Td>
              <Anchor component="button" type="button" ta="left" onClick={() => openInfoSheet({ personType, personId: person.id })}>
                {displayName(person)}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" tt="none" color={personType === 'student' ? undefined : 'gray'}>
                {intl.formatMessage(PERSON_TYPE_LABEL[personType])}
              </Badge>
            </Table.Td>
            <Table.Td visibleFrom="xs">
              <Text size="sm" c="dimmed">
                {detail}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function QuickFind() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  // Keeps the last results on screen while the next ones load.
  const searched = useDeferredValue(debounced);
  const intl = useIntl();
  return (
    <>
      <Group>
        <TextInput
          label={intl.formatMessage(WORDS.name)}
          description={intl.formatMessage(WORDS.hint)}
          placeholder={intl.formatMessage(WORDS.example)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          w={{ base: '100%', xs: 360 }}
        />
      </Group>
      {searched !== '' && (
        <Suspense fallback={<Skeleton height={240} aria-label={intl.formatMessage(WORDS.loading)} />}>
          <Results text={searched} />
        </Suspense>
      )}
    </>
  );
}
