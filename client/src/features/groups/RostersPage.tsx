// Student rosters (/dashboard/rosters): every group of the year with its children, counts, grade and
// today's check-in state; search and filters; print and CSV export; live updates from other screens.
// One GraphQL request loads the page (its SQL statement count does not grow with the roster).
import { Button, Group, Input, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconPrinter, IconSearch, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RostersPageQuery } from '../../__generated__/RostersPageQuery.graphql';
import { GROUP_TYPE_LABEL, type GroupTypeName } from './group-type.ts';
import classes from './groups.module.css';
import { NewGroupButton } from './NewGroupButton.tsx';
import { matchesCheckIn, matchesSearch, rostersCsv, type CheckInFilter, type RosterChildRow } from './roster-filter.ts';
import { RosterGroupCard } from './RosterGroupCard.tsx';
import { useGroupChanges, useGroupListRefresh } from './useGroupChanges.ts';
import { canAssignChildren, canManageGroups } from './permissions.ts';
import { useAttendanceChanges } from '../check-in/useAttendanceChanges.ts';

const query = graphql`
  query RostersPageQuery {
    viewer {
      permissions
    }
    groupList {
      id
      year
      groups {
        id
        name
        groupType
        roster {
          checkInState
          child {
            id
            firstName
            preferredName
            lastName
            gradeEntering
            hasMedicalInformation
            medicalAlert
            medicalInformation
            parentContacts {
              firstName
              preferredName
              lastName
              phone
            }
          }
        }
        ...RosterGroupCard_group
      }
    }
  }
`;

const TYPE_FILTER = [{ value: 'ALL', label: 'All groups' }, ...(Object.keys(GROUP_TYPE_LABEL) as GroupTypeName[]).map((value) => ({ value, label: GROUP_TYPE_LABEL[value] }))];

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RostersPage({ onOpenChild }: { onOpenChild: (childId: string) => void }) {
  const data = useLazyLoadQuery<RostersPageQuery>(query, {});
  useGroupListRefresh<RostersPageQuery>(query, {});
  const list = data.groupList;
  useGroupChanges(list.year);
  useAttendanceChanges<RostersPageQuery>(list.year, query, {});

  const [searchInput, setSearch] = useState('');
  const search = useDeferredValue(searchInput);
  const [typeFilter, setTypeFilter] = useState('ALL');
  const [checkIn, setCheckIn] = useState<CheckInFilter>('all');
  const permissions = data.viewer?.permissions ?? [];
  const canManage = canManageGroups(permissions);
  const canAssign = canAssignChildren(permissions);

  const groups = list.groups.filter((g) => typeFilter === 'ALL' || g.groupType === typeFilter);
  const moveTargets = useMemo(() => list.groups.map(({ id, name, groupType }) => ({ id, name, groupType })), [list.groups]);
  const keep = (row: RosterChildRow, group: { name: string }) => matchesSearch(row, search, group.name) && matchesCheckIn(row, checkIn);
  const shown = groups.reduce((n, g) => n + g.roster.filter((r) => keep(r, g)).length, 0);
  const children = new Set(list.groups.flatMap((g) => g.roster.map((r) => r.child.id))).size;
  const checkedIn = list.groups.filter((g) => g.groupType === 'PERMANENT').reduce((n, g) => n + g.roster.filter((r) => r.checkInState === 'CHECKED_IN').length, 0);
  const filtering = search.trim() !== '' || checkIn !== 'all' || typeFilter !== 'ALL';

  return (
    <Stack gap="lg" className={classes.printRoot}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Student rosters</Title>
          <Text c="dimmed">
            {list.year}: {list.groups.length} groups, {children} children, {checkedIn} checked in to their assigned group
          </Text>
        </div>
        <Group gap="xs" className="no-print">
          <Button component={Link} to="/dashboard/leaderboard" variant="default" leftSection={<IconTrophy size={16} aria-hidden />}>
            Leaderboard
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            Print
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(`rosters-${list.year}.csv`, rostersCsv(groups, keep))}
          >
            Export CSV
          </Button>
          {canManage && <NewGroupButton year={list.year} />}
        </Group>
      </Group>

      <Group gap="sm" align="flex-end" className="no-print" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Child, grade or group"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchInput}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select label="Groups" data={TYPE_FILTER} value={typeFilter} onChange={(v) => setTypeFilter(v ?? 'ALL')} allowDeselect={false} w={180} />
        <div>
          {/* Mantine's own label, so it has the same weight as the fields' labels beside it. */}
          <Input.Label id="checkin-filter-label" mb={4} display="block">
            Check-in
          </Input.Label>
          <SegmentedControl
            aria-labelledby="checkin-filter-label"
            value={checkIn}
            onChange={(v) => setCheckIn(v as CheckInFilter)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'in', label: 'Checked in' },
              { value: 'not-in', label: 'Not in' },
            ]}
          />
        </div>
      </Group>

      <Text size="sm" c="dimmed" aria-live="polite">
        {filtering ? `${shown} ${shown === 1 ? 'child matches' : 'children match'}.` : ''}
      </Text>

      {list.groups.length === 0 ? (
        <Text c="dimmed">No groups for {list.year} yet.{canManage ? ' Create the first one with “New group”.' : ''}</Text>
      ) : shown === 0 && filtering ? (
        <Text c="dimmed">No children match. Try another name or clear the filters.</Text>
      ) : (
        groups.map((g) => (
          <RosterGroupCard
            key={g.id}
            group={g}
            search={search}
            checkIn={checkIn}
            canManage={canManage}
            canAssign={canAssign}
            moveTargets={moveTargets}
            onOpenChild={onOpenChild}
          />
        ))
      )}
    </Stack>
  );
}
