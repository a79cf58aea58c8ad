// The result of the query held in the URL: total count, the chosen columns (click a heading to sort),
// pages of 50 rows (Relay cursor pagination), each name opening the person's info sheet.
import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { PeopleQueryResultsQuery } from '../../__generated__/PeopleQueryResultsQuery.graphql';
import type { PeopleQueryResults_query$key } from '../../__generated__/PeopleQueryResults_query.graphql';
import { openInfoSheet, type PersonType } from '../info-sheet/info-sheet-store.ts';
import { gradeLabel } from '../../lib/format.ts';
import { encodeDefinition, type Definition } from './query-definition.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const PAGE = 50;

/** A cell as the rest of the product writes it: a grade level as "3rd grade" (the query sorts and filters on the number). */
function cellText(column: string | undefined, cell: string | null | undefined): string {
  if (cell == null) return '';
  if (column === 'grade' && /^\d+$/.test(cell)) return gradeLabel(Number(cell));
  return cell;
}

const fragment = graphql`
  fragment PeopleQueryResults_query on Query
  @refetchable(queryName: "PeopleQueryResultsPaginationQuery")
  @argumentDefinitions(definition: { type: "String!" }, first: { type: "Int", defaultValue: 50 }, after: { type: "String" }) {
    peopleQuery(definition: $definition, first: $first, after: $after) @connection(key: "PeopleQueryResults_peopleQuery") {
      totalCount
      columns {
        key
        label
      }
      edges {
        node {
          personType
          personId
          cells
        }
      }
    }
  }
`;

class ResultsErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return <CannotRun message={this.state.error.message} />;
  }
}

function CannotRun({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <Alert color="red" variant="light" title={intl.formatMessage({ id: 'staff.peopleQuery.results.cannotRun', defaultMessage: 'This query cannot run' })} role="alert">
      {message}
    </Alert>
  );
}

export function PeopleQueryResults(props: { definition: Definition; onSort: (field: string) => void; permissionsKey: string }) {
  const intl = useIntl();
  const text = encodeDefinition(props.definition);
  // A new query, or new permissions (an admin's grant), starts over: the refusal may no longer hold.
  return (
    <ResultsErrorBoundary key={`${text}|${props.permissionsKey}`}>
      <Suspense fallback={<Skeleton height={240} aria-label={intl.formatMessage({ id: 'staff.peopleQuery.results.loading', defaultMessage: 'Loading results' })} />}>
        <Results {...props} text={text} />
      </Suspense>
    </ResultsErrorBoundary>
  );
}

function Results({ definition, text, onSort }: { definition: Definition; text: string; onSort: (field: string) => void }) {
  const root = useLazyLoadQuery<PeopleQueryResultsQuery>(
    graphql`
      query PeopleQueryResultsQuery($definition: String!) {
        ...PeopleQueryResults_query @arguments(definition: $definition)
      }
    `,
    { definition: text },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(fragment, root as PeopleQueryResults_query$key);
  const intl = useIntl();
  const result = data.peopleQuery;
  const sort = definition.sort[0];
  return (
    <Stack gap="sm">
      <Text fw={600} aria-live="polite" data-testid="result-count">
        <FormattedMessage id="staff.peopleQuery.results.count" defaultMessage="{count, plural, one {# person} other {# people}}" values={{ count: result.totalCount }} />
      </Text>
      {result.totalCount === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="staff.peopleQuery.results.none" defaultMessage="No one matches these conditions." />
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={Math.min(900, 160 * result.columns.length)}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={intl.formatMessage({ id: 'staff.peopleQuery.results.table', defaultMessage: 'People matching the query' })}>
            <Table.Thead>
              <Table.Tr>
                {result.columns.map((column) => {
                  const sorted = sort?.field === column.key ? sort.direction : null;
                  const Icon = sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconSelector;
                  return (
                    <Table.Th key={column.key} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                      <UnstyledButton onClick={() => onSort(column.key)} fw={600} fz="sm">
                        <Group gap={4} wrap="nowrap">
                          {column.label}
                          <Icon size={14} aria-hidden />
                        </Group>
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.edges.map(({ node }) => (
                <Table.Tr key={`${node.personType}:${node.personId}`}>
                  {node.cells.map((cell, i) => (
                    <Table.Td key={i}>
                      {i === 0 ? (
                        <Anchor component="button" type="button" ta="left" onClick={() => openInfoSheet({ personType: node.personType as PersonType, personId: String(node.personId) })}>
                          {cell || intl.formatMessage({ id: 'staff.peopleQuery.results.noValue', defaultMessage: '(no value)' })}
                        </Anchor>
                      ) : (
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                          {cellText(result.columns[i]?.key, cell)}
                        </Text>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {hasNext && (
        <Button variant="light" onClick={() => loadNext(PAGE)} loading={isLoadingNext} style={{ alignSelf: 'flex-start' }}>
          <FormattedMessage
            id="staff.peopleQuery.results.more"
            defaultMessage="Show more ({shown} of {count})"
            values={{ shown: result.edges.length, count: result.totalCount }}
          />
        </Button>
      )}
    </Stack>
  );
}
