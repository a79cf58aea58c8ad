// /dashboard/apq, the advanced people query (staff only): search children, parents, interns and staff
// by name in one request and open anyone in the info sheet.
import { Alert, Anchor, Badge, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PeopleQueryPageQuery } from '../../__generated__/PeopleQueryPageQuery.graphql';
import type { PeopleQueryPageResultsQuery } from '../../__generated__/PeopleQueryPageResultsQuery.graphql';
import { displayName, gradeLabel, type NameParts } from './format.ts';
import { openInfoSheet, type PersonType } from './info-sheet-store.ts';

const TYPE_LABEL: Record<PersonType, string> = { student: 'Student', parent: 'Parent', intern: 'Intern', staff: 'Member' };

interface Row {
  personType: PersonType;
  person: NameParts & { id: string };
  detail: string;
}

function Results({ text }: { text: string }) {
  const { peopleSearch } = useLazyLoadQuery<PeopleQueryPageResultsQuery>(
    graphql`
      query PeopleQueryPageResultsQuery($text: String!) {
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
              <Anchor component="button" type="button" onClick={() => openInfoSheet({ personType, personId: person.id })}>
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

export function PeopleQueryPage() {
  const { viewer } = useLazyLoadQuery<PeopleQueryPageQuery>(
    graphql`
      query PeopleQueryPageQuery {
        viewer {
          isStaff
        }
      }
    `,
    {},
  );
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  // Keeps the last results on screen while the next ones load.
  const searched = useDeferredValue(debounced);
  if (!viewer) return null;
  return (
    <Stack gap="md">
      <Title order={1}>People query</Title>
      {viewer.isStaff ? (
        <>
          <Text c="dimmed">Find a student, parent, intern or staff member by name, then open their info sheet.</Text>
          <Group>
            <TextInput
              label="Name"
              placeholder="e.g. Mitchell"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={100}
              w={{ base: '100%', xs: 360 }}
            />
          </Group>
          <Suspense fallback={<Skeleton height={240} aria-label="Loading people" />}>
            <Results text={searched} />
          </Suspense>
        </>
      ) : (
        <Alert color="gray" title="For staff">
          The people query is for staff members.
        </Alert>
      )}
    </Stack>
  );
}
