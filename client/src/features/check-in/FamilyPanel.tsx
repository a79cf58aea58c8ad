// One family at the check-in table: its registered children with their groups and today's state, the alert
// lines the parent wrote for everyone with the child (and the medical information itself for staff with
// VIEW_SENSITIVE_INFO), the parent's notes, check-in of all or some with one action, and check-out of all or some
// with one action (the dialog, CheckOutModal.tsx). When nobody is chosen to check in, the check-in button says
// where the family stands ("1 checked in · 1 picked up"). Without the family's details (an intern's station that
// could not read them, offline), check-in still works and check-out waits for them: it needs the pickup people
// and today's codes.
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconNotes } from '@tabler/icons-react';
import { useState } from 'react';
import { preloadOn } from '../../app/lazy-page.ts';
import { hasDetails, type ChildNow, type ListedFamily, type StationChild } from './station-data.ts';
import { formatPhone, gradeLabel } from '../../lib/format.ts';
import { CheckOutModal } from './check-out-part.ts';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';

const STATE_LABEL = defineMessages({
  NOT_HERE_YET: { id: 'staff.checkIn.state.notHereYet', defaultMessage: 'Not here yet' },
  CHECKED_IN: { id: 'staff.checkIn.state.checkedIn', defaultMessage: 'Checked in' },
  CHECKED_OUT: { id: 'staff.checkIn.state.pickedUp', defaultMessage: 'Picked up' },
});
const STATE_COLOR = { NOT_HERE_YET: 'gray.8', CHECKED_IN: '#1b5e20', CHECKED_OUT: 'gray.7' } as const;
type State = keyof typeof STATE_LABEL;

const STATE_COUNT = defineMessages({
  CHECKED_IN: { id: 'staff.checkIn.stateCount.checkedIn', defaultMessage: '{count} checked in' },
  CHECKED_OUT: { id: 'staff.checkIn.stateCount.pickedUp', defaultMessage: '{count} picked up' },
  NOT_HERE_YET: { id: 'staff.checkIn.stateCount.notHereYet', defaultMessage: '{count} not here yet' },
});

/** Where the family stands today, e.g. "1 checked in · 1 picked up". */
export function familyStateText(states: readonly State[], intl: IntlShape): string {
  return (Object.keys(STATE_COUNT) as State[])
    .map((state) => [state, states.filter((s) => s === state).length] as const)
    .filter(([, n]) => n > 0)
    .map(([state, count]) => intl.formatMessage(STATE_COUNT[state], { count }))
    .join(' · ');
}

/** The children a button acts on: the one child's first name, else how many. */
const who = (children: readonly StationChild[]) => ({ count: children.length, name: children[0]?.firstName ?? '' });

interface Props {
  family: ListedFamily;
  now: (child: StationChild) => ChildNow;
  onCheckIn: (children: StationChild[]) => void;
  /** Opens the family's check-out; left out while the family's details are missing. */
  onCheckOut?: () => void;
}

export function FamilyPanel({ family, now, onCheckIn, onCheckOut }: Props) {
  const intl = useIntl();
  const stateOf = (c: StationChild) => now(c).state as State;
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(family.children.filter((c) => stateOf(c) === 'NOT_HERE_YET').map((c) => c.childId)));
  const selected = family.children.filter((c) => chosen.has(c.childId) && stateOf(c) !== 'CHECKED_IN');
  const checkedIn = family.children.filter((c) => stateOf(c) === 'CHECKED_IN');
  const medical = family.children.filter((c) => c.medicalAlert?.trim() || c.hasMedicalInformation);
  const notes = family.children.filter((c) => c.parentNotes?.trim());

  return (
    <Card withBorder padding="md" aria-labelledby="family-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="family-heading">{family.familyName}</Title>
          <Text size="sm" c="dimmed">
            {family.phone ? <FormattedMessage id="staff.checkIn.parentAndPhone" defaultMessage="{parentName} · {phone}" values={{ parentName: family.parentName, phone: formatPhone(family.phone) }} /> : family.parentName}
          </Text>
        </div>
        {!hasDetails(family) && (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={intl.formatMessage({ id: 'staff.checkIn.detailsMissing', defaultMessage: 'This family’s details could not be loaded' })}>
            <FormattedMessage id="staff.checkIn.detailsMissingExplained" defaultMessage="The parent’s notes and alert lines, pickup people and today’s pickup codes need the network. Check-in works; check-out waits until they load." />
          </Alert>
        )}
        {medical.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={intl.formatMessage({ id: 'staff.checkIn.medicalAlerts', defaultMessage: 'Medical alerts' })} data-testid="station-medical-alerts">
            <Stack gap={4}>
              {medical.map((c) => {
                const alert = c.medicalAlert?.trim();
                const information = c.medicalInformation?.trim();
                return (
                  <div key={c.childId}>
                    <Text size="sm"><strong><FormattedMessage id="staff.checkIn.childLabel" defaultMessage="{firstName}:" values={{ firstName: c.firstName }} /></strong> {alert || information || <FormattedMessage id="staff.checkIn.medicalOnFile" defaultMessage="medical information is on file." />}</Text>
                    {alert && information && <Text size="xs"><FormattedMessage id="staff.checkIn.medicalInformation" defaultMessage="Medical information: {information}" values={{ information }} /></Text>}
                    {!alert && !information && <Text size="xs"><FormattedMessage id="staff.checkIn.medicalNeedsPermission" defaultMessage="Staff with the sensitive-information permission can read it." /></Text>}
                  </div>
                );
              })}
            </Stack>
          </Alert>
        )}
        {notes.length > 0 && (
          <Alert color="blue" icon={<IconNotes aria-hidden />} title={intl.formatMessage({ id: 'staff.checkIn.notesFromTheParent', defaultMessage: 'Notes from the parent' })}>
            {notes.map((c) => <Text key={c.childId} size="sm"><strong><FormattedMessage id="staff.checkIn.childLabel" defaultMessage="{firstName}:" values={{ firstName: c.firstName }} /></strong> {c.parentNotes}</Text>)}
          </Alert>
        )}
        <Stack gap="xs">
          {family.children.map((c) => {
            const state = stateOf(c);
            return (
              <Group key={c.childId} justify="space-between" wrap="wrap" gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <Checkbox
                    aria-label={intl.formatMessage({ id: 'staff.checkIn.checkInChild', defaultMessage: 'Check in {name}' }, { name: c.name })}
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
                    <Text fw={600} component="div">{c.name} {(c.medicalAlert?.trim() || c.hasMedicalInformation) && <Badge color="red" size="xs" ml={4}><FormattedMessage id="staff.checkIn.medical" defaultMessage="medical" /></Badge>}</Text>
                    <Text size="xs" c="dimmed">
                      <FormattedMessage
                        id="staff.checkIn.gradeAndGroups"
                        defaultMessage="{grade} · {groups}"
                        values={{ grade: gradeLabel(c.gradeEntering), groups: c.groups.map((g) => g.name).join(', ') || intl.formatMessage({ id: 'staff.checkIn.noGroupYet', defaultMessage: 'no group yet' }) }}
                      />
                    </Text>
                  </div>
                </Group>
                <Badge color={STATE_COLOR[state]} variant={state === 'NOT_HERE_YET' ? 'outline' : 'filled'}><FormattedMessage {...STATE_LABEL[state]} /></Badge>
              </Group>
            );
          })}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <Button onClick={() => onCheckIn(selected)} disabled={selected.length === 0}>
            {selected.length === 0
              ? familyStateText(family.children.map(stateOf), intl)
              : intl.formatMessage({ id: 'staff.checkIn.checkInChosen', defaultMessage: 'Check in {count, plural, =1 {{name}} other {# children}}' }, who(selected))}
          </Button>
          {checkedIn.length > 0 && onCheckOut && (
            <Button variant="light" onClick={onCheckOut} {...preloadOn(CheckOutModal)}><FormattedMessage id="staff.checkIn.checkOutChosen" defaultMessage="Check out {count, plural, =1 {{name}} other {# children}}" values={who(checkedIn)} /></Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
