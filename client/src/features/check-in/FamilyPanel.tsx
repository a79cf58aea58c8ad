// One family at the check-in table: its registered children with their groups and today's state, alerts
// for medical information on file and the parent's notes, check-in of all or some with one action, and
// check-out per child. Without the family's details (an intern's station that could not read them, offline),
// check-in still works and check-out waits for them: it needs the pickup people and today's codes.
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconNotes } from '@tabler/icons-react';
import { useState } from 'react';
import { preloadOn } from '../../app/lazy-page.ts';
import { gradeLabel } from '../groups/group-type.ts';
import { hasDetails, type ChildNow, type ListedFamily, type StationChild } from './station-data.ts';
import { formatPhone } from '../../lib/format.ts';
import { CheckOutModal } from './check-out-part.ts';

const STATE_LABEL = { NOT_HERE_YET: 'Not here yet', CHECKED_IN: 'Checked in', CHECKED_OUT: 'Picked up' } as const;
const STATE_COLOR = { NOT_HERE_YET: 'gray.8', CHECKED_IN: '#1b5e20', CHECKED_OUT: 'gray.7' } as const;

interface Props {
  family: ListedFamily;
  now: (child: StationChild) => ChildNow;
  onCheckIn: (children: StationChild[]) => void;
  /** Left out while the family's details are missing. */
  onCheckOut?: (child: StationChild) => void;
}

export function FamilyPanel({ family, now, onCheckIn, onCheckOut }: Props) {
  const waiting = family.children.filter((c) => now(c).state !== 'CHECKED_IN');
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(waiting.map((c) => c.childId)));
  const selected = family.children.filter((c) => chosen.has(c.childId) && now(c).state !== 'CHECKED_IN');
  const medical = family.children.filter((c) => c.hasMedicalInformation);
  const notes = family.children.filter((c) => c.parentNotes?.trim());

  return (
    <Card withBorder padding="md" aria-labelledby="family-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="family-heading">{family.familyName}</Title>
          <Text size="sm" c="dimmed">{family.parentName}{family.phone ? ` · ${formatPhone(family.phone)}` : ''}</Text>
        </div>
        {!hasDetails(family) && (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="This family’s details could not be loaded">
            The parent’s notes, pickup people and today’s pickup codes need the network. Check-in works; check-out waits until they load.
          </Alert>
        )}
        {medical.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Medical information on file">
            {medical.map((c) => (
              <Text key={c.childId} size="sm"><strong>{c.firstName}:</strong> {c.medicalInformation ?? 'details are visible to staff with the sensitive-information permission'}</Text>
            ))}
          </Alert>
        )}
        {notes.length > 0 && (
          <Alert color="blue" icon={<IconNotes aria-hidden />} title="Notes from the parent">
            {notes.map((c) => <Text key={c.childId} size="sm"><strong>{c.firstName}:</strong> {c.parentNotes}</Text>)}
          </Alert>
        )}
        <Stack gap="xs">
          {family.children.map((c) => {
            const state = now(c).state as keyof typeof STATE_LABEL;
            return (
              <Group key={c.childId} justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <Checkbox
                    aria-label={`Check in ${c.name}`}
                    checked={state !== 'CHECKED_IN' && chosen.has(c.childId)}
                    disabled={state === 'CHECKED_IN'}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.currentTarget.checked) next.add(c.childId);
                      else next.delete(c.childId);
                      setChosen(next);
                    }}
                  />
                  <div>
                    <Text fw={600} component="div">{c.name} {c.hasMedicalInformation && <Badge color="red" size="xs" ml={4}>medical</Badge>}</Text>
                    <Text size="xs" c="dimmed">{gradeLabel(c.gradeEntering)} · {c.groups.map((g) => g.name).join(', ') || 'no group yet'}</Text>
                  </div>
                </Group>
                <Group gap="xs">
                  <Badge color={STATE_COLOR[state]} variant={state === 'NOT_HERE_YET' ? 'outline' : 'filled'}>{STATE_LABEL[state]}</Badge>
                  {state === 'CHECKED_IN' && onCheckOut && <Button size="xs" variant="light" onClick={() => onCheckOut(c)} {...preloadOn(CheckOutModal)}>Check out {c.firstName}</Button>}
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Button onClick={() => onCheckIn(selected)} disabled={selected.length === 0} w="fit-content">
          {selected.length === 0 ? 'Everyone is checked in' : `Check in ${selected.length === 1 ? selected[0].firstName : `${selected.length} children`}`}
        </Button>
      </Stack>
    </Card>
  );
}
