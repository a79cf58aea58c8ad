// Student rosters (/dashboard/rosters): the groups of the year with their leaders, child count and how
// many are checked in today (SQL aggregates), and ONE group's roster at a time: the group in the URL
// (?group=<id>, so Back and links work), else the viewer's own group, else the first. Choosing a group
// loads only its roster (RosterGroupPanel); "Find a child" searches every roster on the server. What the
// page reads is bounded by what is on screen, not by the size of the program.
// Print and CSV: the shown group (with the roster's filters), or every group, read on demand, with their code
// (RosterExport.tsx: its queries and the paper view), which the first screen does not need. Their
// buttons are on the first screen; the menus they open (and the roster rows' and the group's) load after it
// (components/LazyMenu.tsx), and a phone picks its group with its own picker: the first load on a phone stays
// within the dashboards' budget (bench/bundle-size.ts).
import { Badge, Button, Grid, Group, Input, Loader, NativeSelect, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { SegmentedChoice } from '../../components/SegmentedChoice.tsx';
import { IconChevronDown, IconDownload, IconFilter, IconPrinter, IconTrophy } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { RostersPageQuery } from '../../__generated__/RostersPageQuery.graphql';
import { lazyPage, preloadOn, usePreloadWhenIdle } from '../../app/lazy-page.ts';
import { toast } from '../../app/toast.ts';
import { LazyMenu } from '../../components/LazyMenu.tsx';
import { useAttendanceChanges } from '../check-in/useAttendanceChanges.ts';
import { GROUP_TYPE_WORDS, type GroupTypeName } from './group-type.ts';
import { displayName } from '../../../../shared/person-name.ts';
import classes from './groups.module.css';
import { NewGroupButton } from './NewGroupButton.tsx';
import { GroupDialog, NewGroupModal } from './parts.ts';
import { canAssignChildren, canManageGroups } from './permissions.ts';
import type { ExportGroup } from './RosterExport.tsx';
import { matchesCheckIn, matchesSearch, rostersCsv, type CheckInFilter } from './roster-filter.ts';
import { RosterGroupPanel, RosterGroupSkeleton } from './RosterGroupPanel.tsx';
import { RosterSearch } from './RosterSearch.tsx';
import { useGroupChanges, useGroupListRefresh } from './useGroupChanges.ts';
import { openInfoSheet } from '../info-sheet/info-sheet-store.ts';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';

const loadExport = () => import('./RosterExport.tsx');
const PrintAllRosters = lazyPage(loadExport, 'PrintAllRosters');

const query = graphql`
  query RostersPageQuery {
    viewer {
      permissions
      staffIdentity {
        groups {
          id
        }
      }
    }
    groupList {
      id
      year
      groups {
        id
        databaseId
        name
        color
        groupType
        childCount
        checkedInCount
        staff {
          id
          firstName
          preferredName
          lastName
        }
        interns {
          id
          firstName
          preferredName
          lastName
        }
      }
    }
  }
`;

const CHECK_IN_FILTERS = defineMessages({
  all: { id: 'staff.groups.checkInFilter.all', defaultMessage: 'All' },
  in: { id: 'staff.groups.checkInFilter.in', defaultMessage: 'Checked in' },
  'not-in': { id: 'staff.groups.checkInFilter.notIn', defaultMessage: 'Not in' },
} satisfies Record<CheckInFilter, unknown>);

type ListGroup = RostersPageQuery['response']['groupList']['groups'][number];

/** The group's leaders and counts under its name: "Ana Lopez +1 · 12 children · 10 checked in". */
const groupLine = (g: ListGroup, intl: IntlShape) => {
  const leaders = [...g.staff.map(displayName), ...g.interns.map((i) => intl.formatMessage({ id: 'staff.groups.internLeader', defaultMessage: '{name} (intern)' }, { name: displayName(i) }))];
  return intl.formatMessage(
    {
      id: 'staff.groups.groupLine',
      defaultMessage: '{leaders, plural, =0 {No leader yet} =1 {{leader}} other {{leader} +{more}}} · {children, plural, one {# child} other {# children}} · {checkedIn} checked in',
    },
    { leaders: leaders.length, leader: leaders[0] ?? '', more: leaders.length - 1, children: g.childCount, checkedIn: g.checkedInCount },
  );
};

/** The page as a route: a child's name opens their info sheet (one call, from anywhere). */
export const RostersRoute = () => <RostersPage onOpenChild={(personId) => openInfoSheet({ personType: 'student', personId })} />;

export function RostersPage({ onOpenChild }: { onOpenChild: (childId: string) => void }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<RostersPageQuery>(query, {});
  useGroupListRefresh<RostersPageQuery>(query, {});
  const list = data.groupList;
  useGroupChanges(list.year);
  useAttendanceChanges<RostersPageQuery>(list.year, { rosters: true }, query, {});
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const [filterInput, setFilter] = useState('');
  const filter = useDeferredValue(filterInput);
  const [checkIn, setCheckIn] = useState<CheckInFilter>('all');
  const [printing, setPrinting] = useState<readonly ExportGroup[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const permissions = data.viewer?.permissions ?? [];
  const canManage = canManageGroups(permissions);
  const canAssign = canAssignChildren(permissions);
  // Print and export for everyone, and for those who manage groups the dialogs: their code once the page is up,
  // before they click.
  usePreloadWhenIdle(PrintAllRosters, ...(canManage ? [NewGroupModal, GroupDialog] : []));

  const own = new Set((data.viewer?.staffIdentity?.groups ?? []).map((g) => g.id));
  const asked = params.get('group');
  const selected =
    list.groups.find((g) => String(g.databaseId) === asked) ?? list.groups.find((g) => own.has(g.id)) ?? list.groups[0] ?? null;
  const choose = (databaseId: string | null) => databaseId && navigate({ search: `?group=${databaseId}` });

  const moveTargets = useMemo(() => list.groups.map(({ id, name, groupType }) => ({ id, name, groupType })), [list.groups]);
  const permanent = list.groups.filter((g) => g.groupType === 'PERMANENT');
  const children = permanent.reduce((n, g) => n + g.childCount, 0);
  const checkedIn = permanent.reduce((n, g) => n + g.checkedInCount, 0);
  const byType = (Object.keys(GROUP_TYPE_WORDS) as GroupTypeName[])
    .map((type) => ({ type, groups: list.groups.filter((g) => g.groupType === type) }))
    .filter((t) => t.groups.length > 0);

  const read = async (which: 'all' | 'shown') => {
    setExporting(true);
    try {
      const { fetchAllRosters, fetchGroupRoster } = await loadExport();
      if (which === 'all') return await fetchAllRosters(environment);
      return selected ? await fetchGroupRoster(environment, selected.id) : [];
    } catch {
      toast.error(intl.formatMessage({ id: 'staff.groups.rostersNotLoaded', defaultMessage: 'The rosters could not be loaded. Please try again.' }), { key: 'rosters-export' });
      return null;
    } finally {
      setExporting(false);
    }
  };
  const exportAll = async () => {
    if (exporting) return;
    const all = await read('all');
    if (all) (await loadExport()).download(`rosters-${list.year}.csv`, rostersCsv(all));
  };
  const exportShown = async () => {
    if (!selected || exporting) return;
    const group = await read('shown');
    if (group) (await loadExport()).download(`roster-${list.year}-${selected.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.csv`, rostersCsv(group, (row, g) => matchesSearch(row, filter, g.name) && matchesCheckIn(row, checkIn)));
  };

  return (
    <Stack gap="lg" className={classes.printRoot} data-print-all={printing ? '' : undefined}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}><FormattedMessage id="staff.groups.rostersTitle" defaultMessage="Student rosters" /></Title>
          <Text c="dimmed">
            <FormattedMessage
              id="staff.groups.rostersSummary"
              defaultMessage="{year}: {groups} groups, {children} children in assigned groups, {checkedIn} checked in"
              values={{ year: String(list.year), groups: list.groups.length, children, checkedIn }}
            />
          </Text>
        </div>
        <Group gap="xs" className="no-print">
          <Button component={Link} to="/dashboard/leaderboard" variant="default" leftSection={<IconTrophy size={16} aria-hidden />}>
            <FormattedMessage id="staff.groups.leaderboard" defaultMessage="Leaderboard" />
          </Button>
          <LazyMenu
            position="bottom-end"
            withinPortal
            target={
              <Button variant="default" {...preloadOn(PrintAllRosters)} leftSection={<IconPrinter size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
                <FormattedMessage id="staff.groups.print" defaultMessage="Print" />
              </Button>
            }
          >
            {(Menu) => (
              <>
                <Menu.Item disabled={!selected} onClick={() => window.print()}>
                  <FormattedMessage id="staff.groups.thisGroup" defaultMessage="{named, select, true {This group ({name})} other {This group}}" values={{ named: String(!!selected), name: selected?.name ?? '' }} />
                </Menu.Item>
                <Menu.Item onClick={async () => setPrinting(await read('all'))}><FormattedMessage id="staff.groups.allGroups" defaultMessage="All groups" /></Menu.Item>
              </>
            )}
          </LazyMenu>
          <LazyMenu
            position="bottom-end"
            withinPortal
            target={
              // Busy while the rosters are read, but never disabled: the menu gives the focus back to this button when
              // it closes, and a disabled button would drop it (a keyboard user would start again from the top).
              <Button
                variant="default"
                aria-busy={exporting || undefined}
                {...preloadOn(PrintAllRosters)}
                leftSection={exporting ? <Loader size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                <FormattedMessage id="staff.groups.exportCsv" defaultMessage="Export CSV" />
              </Button>
            }
          >
            {(Menu) => (
              <>
                <Menu.Item disabled={!selected} onClick={exportShown}>
                  <FormattedMessage id="staff.groups.thisGroup" defaultMessage="{named, select, true {This group ({name})} other {This group}}" values={{ named: String(!!selected), name: selected?.name ?? '' }} />
                </Menu.Item>
                <Menu.Item onClick={exportAll}><FormattedMessage id="staff.groups.allGroups" defaultMessage="All groups" /></Menu.Item>
              </>
            )}
          </LazyMenu>
          {canManage && <NewGroupButton year={list.year} />}
        </Group>
      </Group>

      <RosterSearch onOpenChild={onOpenChild} />

      {list.groups.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage
            id="staff.groups.noGroupsYet"
            defaultMessage="No groups for {year} yet.{canManage, select, true { Create the first one with “New group”.} other {}}"
            values={{ year: String(list.year), canManage: String(canManage) }}
          />
        </Text>
      ) : (
        <Grid gap="lg" className={printing ? classes.screenOnly : undefined}>
          <Grid.Col span={{ base: 12, md: 4 }} className="no-print">
            {/* A phone chooses with its own picker (a native select, by group type); a wider screen lists every group
                with its counts. */}
            <NativeSelect
              hiddenFrom="md"
              label={intl.formatMessage({ id: 'staff.groups.group', defaultMessage: 'Group' })}
              value={selected ? String(selected.databaseId) : ''}
              onChange={(event) => choose(event.currentTarget.value)}
              data={byType.map(({ type, groups }) => ({
                group: intl.formatMessage(GROUP_TYPE_WORDS[type]),
                items: groups.map((g) => ({
                  value: String(g.databaseId),
                  label: intl.formatMessage({ id: 'staff.groups.groupOption', defaultMessage: '{name} ({checkedIn}/{children} in)' }, { name: g.name, checkedIn: g.checkedInCount, children: g.childCount }),
                })),
              }))}
            />
            <Paper withBorder p={4} visibleFrom="md" component="nav" aria-label={intl.formatMessage({ id: 'staff.groups.groups', defaultMessage: 'Groups' })}>
              {byType.map(({ type, groups }) => (
                <div key={type}>
                  <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs" pb={2}>
                    <FormattedMessage {...GROUP_TYPE_WORDS[type]} />
                  </Text>
                  {groups.map((g) => (
                    <NavLink
                      key={g.id}
                      component={Link}
                      to={`?group=${g.databaseId}`}
                      // The chosen group: a bar in the primary color, bold, on the palest tint with the darkest
                      // text (Mantine's own active tint and its hover shade fall below 4.5:1 for the description).
                      aria-current={g.id === selected?.id ? 'page' : undefined}
                      className={classes.rosterGroupItem}
                      fw={g.id === selected?.id ? 700 : undefined}
                      leftSection={<span className={classes.swatch} style={{ background: g.color }} aria-hidden />}
                      label={g.name}
                      description={groupLine(g, intl)}
                      rightSection={
                        <Badge size="sm" variant="outline" color="gray.8" aria-hidden>
                          <FormattedMessage id="staff.groups.checkedInOfChildren" defaultMessage="{checkedIn}/{children}" values={{ checkedIn: g.checkedInCount, children: g.childCount }} />
                        </Badge>
                      }
                    />
                  ))}
                </div>
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <Group gap="sm" align="flex-end" className="no-print" wrap="wrap">
                <TextInput
                  label={intl.formatMessage({ id: 'staff.groups.filterThisRoster', defaultMessage: 'Filter this roster' })}
                  placeholder={intl.formatMessage({ id: 'staff.groups.filterThisRosterPlaceholder', defaultMessage: 'Name, grade or allergy' })}
                  leftSection={<IconFilter size={16} aria-hidden />}
                  value={filterInput}
                  onChange={(e) => setFilter(e.currentTarget.value)}
                  style={{ flex: '1 1 200px' }}
                />
                <div>
                  {/* Mantine's own label, so it has the same weight as the field's label beside it. */}
                  <Input.Label id="checkin-filter-label" mb={4} display="block">
                    <FormattedMessage id="staff.groups.checkIn" defaultMessage="Check-in" />
                  </Input.Label>
                  <SegmentedChoice<CheckInFilter>
                    labelledBy="checkin-filter-label"
                    value={checkIn}
                    onChange={setCheckIn}
                    data={(Object.keys(CHECK_IN_FILTERS) as CheckInFilter[]).map((value) => ({ value, label: intl.formatMessage(CHECK_IN_FILTERS[value]) }))}
                  />
                </div>
              </Group>
              {selected && (
                <Suspense fallback={<RosterGroupSkeleton />}>
                  <RosterGroupPanel
                    key={selected.id}
                    groupId={selected.id}
                    year={list.year}
                    search={filter}
                    checkIn={checkIn}
                    canManage={canManage}
                    canAssign={canAssign}
                    moveTargets={moveTargets}
                    onOpenChild={onOpenChild}
                  />
                </Suspense>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      {/* Every group on paper: the rosters read, rendered for paper only, printed, then let go. */}
      {printing && (
        <Suspense fallback={null}>
          <PrintAllRosters rosters={printing} onPrinted={() => setPrinting(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
