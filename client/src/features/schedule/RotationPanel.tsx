// The rotation generator: pick groups, stations (activity @ location, one per line), the first slot's
// start, slot length and walking time; the proposal shows slot by slot beside the day's timeline, with any
// collisions with the day's own events; applying writes all its events at once.
import { Alert, Button, Card, Group, MultiSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { NumberInput } from '../../components/typed-number-input.tsx';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { RotationPanelApplyMutation } from '../../__generated__/RotationPanelApplyMutation.graphql';
import type { RotationPanelProposalQuery, RotationPanelProposalQuery$data } from '../../__generated__/RotationPanelProposalQuery.graphql';
import { toast } from '../../app/toast.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import type { GroupOption } from './EventFormModal.tsx';
import classes from './schedule.module.css';
import { useScheduleMutation } from './useScheduleMutation.ts';

const proposalQuery = graphql`
  query RotationPanelProposalQuery($dayId: ID!, $input: RotationInput!) {
    rotationProposal(dayId: $dayId, input: $input) {
      slots {
        startTime
        endTime
        resting
        visits {
          groupId
          station
          activity
          locationName
        }
      }
      collisions {
        kind
        eventName
        startTime
        endTime
        locationName
      }
    }
  }
`;
const apply = graphql`
  mutation RotationPanelApplyMutation($dayId: ID!, $input: RotationInput!) {
    applyRotation(dayId: $dayId, input: $input) {
      id
      ...DayEditor_day
      ...useScheduleChanges_day
    }
  }
`;

const m = defineMessages({
  groups: { id: 'staff.schedule.rotation.groups', defaultMessage: 'Groups' },
  stations: { id: 'staff.schedule.rotation.stations', defaultMessage: 'Stations' },
  stationsHint: { id: 'staff.schedule.rotation.stationsHint', defaultMessage: 'One per line: activity @ location' },
  firstSlot: { id: 'staff.schedule.rotation.firstSlot', defaultMessage: 'First slot starts' },
  slot: { id: 'staff.schedule.rotation.slotMinutes', defaultMessage: 'Slot (minutes)' },
  walk: { id: 'staff.schedule.rotation.walkMinutes', defaultMessage: 'Walk (minutes)' },
  collides: { id: 'staff.schedule.rotation.collides', defaultMessage: 'Collides with this day’s events' },
  collision: {
    id: 'staff.schedule.rotation.collision',
    defaultMessage: '{event} ({start}–{end}){kind, select, group { has one of these groups} other { uses {place}}}',
  },
  noConflicts: { id: 'staff.schedule.rotation.noConflicts', defaultMessage: 'No conflicts' },
  nobody: { id: 'staff.schedule.rotation.nobody', defaultMessage: '—' },
  tableLabel: { id: 'staff.schedule.rotation.tableLabel', defaultMessage: 'Proposed rotation' },
  station: { id: 'staff.schedule.rotation.station', defaultMessage: '{activity}{hasPlace, select, yes { ({place})} other {}}' },
  times: { id: 'staff.schedule.rotation.times', defaultMessage: '{start}–{end}' },
  added: { id: 'staff.schedule.rotation.added', defaultMessage: 'Rotation added to the day.' },
});

const DEFAULT_STATIONS = 'Bible story @ Chapel\nGames @ Gym\nScience and crafts @ Room 104';

export function parseStations(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [activity, locationName = ''] = line.split('@').map((s) => s.trim());
      return { activity, locationName };
    });
}

export function RotationPanel({ dayId, groups }: { dayId: string; groups: readonly GroupOption[] }) {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const [groupIds, setGroupIds] = useState(groups.filter((g) => g.groupType === 'PERMANENT').map((g) => String(g.databaseId)));
  const [stations, setStations] = useState(DEFAULT_STATIONS);
  const [startTime, setStartTime] = useState('09:35');
  const [slotMinutes, setSlotMinutes] = useState<number | string>(30);
  const [gapMinutes, setGapMinutes] = useState<number | string>(5);
  const [seed, setSeed] = useState(1);
  const [proposal, setProposal] = useState<RotationPanelProposalQuery$data['rotationProposal'] | null>(null);
  const [loading, setLoading] = useState(false);
  const [doApply, applying] = useScheduleMutation<RotationPanelApplyMutation>(apply);
  const input = { groupIds: groupIds.map(Number), stations: parseStations(stations), startTime, slotMinutes: Number(slotMinutes), gapMinutes: Number(gapMinutes), seed };
  const nameOf = (id: number) => groups.find((g) => g.databaseId === id)?.name ?? `#${id}`;
  const stationList = parseStations(stations);

  const propose = (nextSeed = seed) => {
    setLoading(true);
    setSeed(nextSeed);
    fetchQuery<RotationPanelProposalQuery>(environment, proposalQuery, { dayId, input: { ...input, seed: nextSeed } }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => setProposal(data.rotationProposal),
      error: (error: Error) => {
        toast.error(error.message);
        setLoading(false);
      },
      complete: () => setLoading(false),
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="rotation-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rotation-heading">
          <FormattedMessage id="staff.schedule.rotation.title" defaultMessage="Rotation generator" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="staff.schedule.rotation.intro"
            defaultMessage="Every group visits every station once; no station has two groups at once; no group waits while a station is free."
          />
        </Text>
        <MultiSelect label={intl.formatMessage(m.groups)} data={groups.map((g) => ({ value: String(g.databaseId), label: g.name }))} value={groupIds} onChange={setGroupIds} searchable />
        <Textarea label={intl.formatMessage(m.stations)} description={intl.formatMessage(m.stationsHint)} autosize minRows={3} value={stations} onChange={(e) => setStations(e.currentTarget.value)} />
        {/* One per line on a phone, so the first slot's time is never cut. */}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label={intl.formatMessage(m.firstSlot)} type="time" value={startTime} onChange={(e) => setStartTime(e.currentTarget.value)} />
          <NumberInput label={intl.formatMessage(m.slot)} min={5} max={180} value={slotMinutes} onChange={setSlotMinutes} />
          <NumberInput label={intl.formatMessage(m.walk)} min={0} max={60} value={gapMinutes} onChange={setGapMinutes} />
        </SimpleGrid>
        <Group>
          <Button onClick={() => propose()} loading={loading}>
            <FormattedMessage id="staff.schedule.rotation.propose" defaultMessage="Propose rotation" />
          </Button>
          {proposal && (
            <Button variant="default" onClick={() => propose(seed + 1)} disabled={loading}>
              <FormattedMessage id="staff.schedule.rotation.another" defaultMessage="Another arrangement" />
            </Button>
          )}
        </Group>
        {proposal && (
          <>
            {proposal.collisions.length > 0 ? (
              <Alert color="orange" title={intl.formatMessage(m.collides)}>
                {proposal.collisions.map((c, i) => (
                  <Text size="sm" key={i}>
                    {intl.formatMessage(m.collision, { event: c.eventName, start: c.startTime, end: c.endTime, kind: c.kind, place: c.locationName ?? '' })}
                  </Text>
                ))}
              </Alert>
            ) : (
              <Alert color="green" title={intl.formatMessage(m.noConflicts)} data-testid="rotation-ok">
                <FormattedMessage id="staff.schedule.rotation.fits" defaultMessage="This rotation fits the day as it is." />
              </Alert>
            )}
            <div className={classes.rotationTable}>
              <Table withTableBorder withColumnBorders aria-label={intl.formatMessage(m.tableLabel)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <FormattedMessage id="staff.schedule.rotation.slot" defaultMessage="Slot" />
                    </Table.Th>
                    {stationList.map((s, i) => (
                      <Table.Th key={i}>
                        {intl.formatMessage(m.station, { activity: s.activity, hasPlace: s.locationName ? 'yes' : 'no', place: s.locationName })}
                      </Table.Th>
                    ))}
                    <Table.Th>
                      <FormattedMessage id="staff.schedule.rotation.resting" defaultMessage="Resting" />
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {proposal.slots.map((slot) => (
                    <Table.Tr key={slot.startTime}>
                      <Table.Td>
                        {intl.formatMessage(m.times, { start: slot.startTime, end: slot.endTime })}
                      </Table.Td>
                      {stationList.map((_, i) => {
                        const visit = slot.visits.find((v) => v.station === i);
                        return <Table.Td key={i}>{visit ? nameOf(visit.groupId) : intl.formatMessage(m.nobody)}</Table.Td>;
                      })}
                      <Table.Td>{slot.resting.map(nameOf).join(', ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
            <Button
              color="green.8"
              disabled={proposal.collisions.length > 0}
              loading={applying}
              onClick={() => void doApply({ dayId, input }, { success: intl.formatMessage(m.added) }).then((ok) => ok && setProposal(null))}
            >
              <FormattedMessage id="staff.schedule.rotation.apply" defaultMessage="Add these events to the day" />
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
