// Every group's roster, read only when someone asks for it (the "All groups" CSV or print), never to show
// the page: the page itself reads one group at a time. The same fields and policy as a group's roster:
// parents' phones for staff, the full medical notes only with VIEW_SENSITIVE_INFO (each read audited).
import { Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { fetchQuery, graphql, type Environment } from 'react-relay';
import { readInlineData, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import type { RosterExport_group$data, RosterExport_group$key } from '../../__generated__/RosterExport_group.graphql';
import type { RosterExportGroupQuery } from '../../__generated__/RosterExportGroupQuery.graphql';
import type { RosterExportQuery } from '../../__generated__/RosterExportQuery.graphql';
import { gradeLabel } from '../../lib/format.ts';
import { displayName } from '../../../../shared/person-name.ts';
import classes from './groups.module.css';
import { CHECK_IN_WORDS, hasMedicalMark, MEDICAL_ON_FILE, parentContactsText } from './roster-filter.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const groupFields = graphql`
  fragment RosterExport_group on Group @inline {
    id
    name
    groupType
    roster {
      ...RosterGroupCard_row @relay(mask: false)
    }
  }
`;

const allQuery = graphql`
  query RosterExportQuery {
    groupList {
      id
      groups {
        ...RosterExport_group
      }
    }
  }
`;

const groupQuery = graphql`
  query RosterExportGroupQuery($id: ID!) {
    node(id: $id) {
      ...RosterExport_group @alias(as: "group")
    }
  }
`;

export type ExportGroup = RosterExport_group$data;

function fetchOnce<T extends OperationType>(environment: Environment, query: GraphQLTaggedNode, variables: T['variables']): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    // Not the store: an export is as of now.
    fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({ next: resolve, error: reject });
  });
}

/** Every group's roster, in the groups' order. */
export async function fetchAllRosters(environment: Environment): Promise<ExportGroup[]> {
  const data = await fetchOnce<RosterExportQuery>(environment, allQuery, {});
  return data.groupList.groups.map((g) => readInlineData<RosterExport_group$key>(groupFields, g));
}

/** One group's roster (none when the group is gone). */
export async function fetchGroupRoster(environment: Environment, id: string): Promise<ExportGroup[]> {
  const data = await fetchOnce<RosterExportGroupQuery>(environment, groupQuery, { id });
  return data.node?.group ? [readInlineData<RosterExport_group$key>(groupFields, data.node.group)] : [];
}

export { download } from '../../lib/download.ts';

/**
 * Every roster on paper: a table per group, with the parents' phones and (when sent) the medical notes. Prints
 * once it is on the page (this module is loaded on demand, so only then are the tables there), and calls
 * `onPrinted` when the print dialog closes.
 */
export function PrintAllRosters({ rosters, onPrinted }: { rosters: readonly ExportGroup[]; onPrinted: () => void }) {
  const intl = useIntl();
  const done = useRef(onPrinted);
  done.current = onPrinted;
  // Once per set of rosters the page asked for (not again when the page re-renders meanwhile).
  useEffect(() => {
    const after = () => done.current();
    window.addEventListener('afterprint', after, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', after);
  }, [rosters]);
  return (
    <div className={classes.printOnly} data-testid="print-all-rosters">
      {rosters.map((g) => (
        <section key={g.id} className={classes.groupCard} aria-labelledby={`print-roster-${g.id}`}>
          <Title order={2} size="h3" mt="md" id={`print-roster-${g.id}`}>
            <FormattedMessage id="staff.groups.print.groupTitle" defaultMessage="{name} ({count})" values={{ name: g.name, count: g.roster.length }} />
          </Title>
          {g.roster.length === 0 ? (
            <Text size="sm"><FormattedMessage id="staff.groups.noChildrenYet" defaultMessage="No children in this group yet." /></Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th><FormattedMessage id="staff.groups.column.name" defaultMessage="Name" /></Table.Th>
                  <Table.Th><FormattedMessage id="staff.groups.column.grade" defaultMessage="Grade" /></Table.Th>
                  <Table.Th><FormattedMessage id="staff.groups.column.today" defaultMessage="Today" /></Table.Th>
                  <Table.Th><FormattedMessage id="staff.groups.column.parents" defaultMessage="Parents" /></Table.Th>
                  <Table.Th><FormattedMessage id="staff.groups.column.medical" defaultMessage="Medical" /></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {g.roster.map((row) => (
                  <Table.Tr key={row.child.id}>
                    <Table.Td>{displayName(row.child)}</Table.Td>
                    <Table.Td>{gradeLabel(row.child.gradeEntering)}</Table.Td>
                    <Table.Td>{CHECK_IN_WORDS[row.checkInState] ? intl.formatMessage(CHECK_IN_WORDS[row.checkInState]) : row.checkInState}</Table.Td>
                    <Table.Td>{parentContactsText(row.child.parentContacts)}</Table.Td>
                    <Table.Td>
                      {[row.child.medicalAlert?.trim(), row.child.medicalInformation?.trim(), hasMedicalMark(row) && !row.child.medicalAlert?.trim() && !row.child.medicalInformation?.trim() ? intl.formatMessage(MEDICAL_ON_FILE) : '']
                        .filter(Boolean)
                        .join(' — ')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </section>
      ))}
    </div>
  );
}
