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

const TYPE_LABEL: Record<PersonType, string> = { student: 'Student', parent: 'Parent', intern: 'Intern', staff: 'Member' };

interface Row {
  personType: PersonType;
  person: NameParts & { id: string };
  detail: string;
}

function Results({ text }: { text: string }) {
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
  if (rows.length === 0) return <Text c="dimmed">No one matches “{text}”.</Text>;
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="People">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th visibleFrom="xs">Details</Table.Th>
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
                {TYPE_LABEL[personType]}
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
  return (
    <>
      <Group>
        <TextInput
          label="Name"
          description="Find a student, parent, intern or staff member by name."
          placeholder="e.g. Mitchell"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          w={{ base: '100%', xs: 360 }}
        />
      </Group>
      {searched !== '' && (
        <Suspense fallback={<Skeleton height={240} aria-label="Loading people" />}>
          <Results text={searched} />
        </Suspense>
      )}
    </>
  );
}
