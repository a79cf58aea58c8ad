// Check-out of a family: the children going home, picked with check boxes (every child checked in is chosen at
// first; when the family was found by a receipt's pickup code, the children that code checked in), ONE proof for
// all of them (the guardian's pickup code, or the family code scanned at this station), the family's authorized
// pickup people, and anyone who must NOT pick up, as a warning. A code that is not every chosen child's is
// refused here already, naming whose it is not; only a staff member may then release the children, with a
// reason. When the server refused one of these children's last check-out (e.g. locked after too many wrong
// codes), its words are shown here, and staff are offered the override at once. Each child going home and each
// person who may (or must not) pick up is shown with the photo the family added, to compare with who is there.
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { FacePhoto } from '../photos/FacePhoto.tsx';
import { useStationPhoto } from './station-photos.ts';
import { pickupCodeText } from '../../../../shared/codes.ts';
import type { ChildNow, StationChild, StationFamily } from './station-data.ts';
import { formatPhone } from '../../lib/format.ts';
import { FormattedMessage, useIntl, type IntlShape } from '../../i18n/intl.tsx';

export interface CheckOutDecision {
  pickupCode?: string;
  familyCode?: string;
  overrideReason?: string;
}

interface Props {
  family: StationFamily;
  /** The family's children checked in now. */
  checkedIn: readonly StationChild[];
  now: (child: StationChild) => ChildNow;
  /** The pickup code the family was found by, if it was. */
  foundByCode: string | null;
  scannedFamilyCode: string | null;
  isStaff: boolean;
  /** What the server said when it refused one of these children's last check-out, if it did. */
  refusal?: string | null;
  onClose: () => void;
  onRelease: (children: StationChild[], decision: CheckOutDecision) => void;
}

/** A face at check-out: the station's kept copy when it has one (it works offline), else the server's. */
function StationFace({ url, name }: { url: string | null | undefined; name: string }) {
  return <FacePhoto url={useStationPhoto(url)} name={name} size={64} />;
}

/** A person who may (or must not) pick up, with their photo where the family added one. */
function PersonRow({ photoUrl, name, children }: { photoUrl: string | null | undefined; name: string; children: ReactNode }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap">
      <StationFace url={photoUrl} name={name} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** The children going, for a message's plural: the one child's first name, else how many. */
const them = (children: readonly StationChild[]) => ({ count: children.length, name: children[0]?.firstName ?? '' });
const names = (children: readonly StationChild[], intl: IntlShape) => {
  const first = children.map((c) => c.firstName);
  return first.length <= 1 ? (first[0] ?? '') : intl.formatMessage({ id: 'staff.checkIn.namesList', defaultMessage: '{first} and {last}' }, { first: first.slice(0, -1).join(', '), last: first.at(-1)! });
};

export function CheckOutModal({ family, checkedIn, now, foundByCode, scannedFamilyCode, isStaff, refusal, onClose, onRelease }: Props) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<Set<number>>(() => {
    const coded = foundByCode ? checkedIn.filter((c) => now(c).pickupCode === foundByCode) : [];
    return new Set((coded.length ? coded : checkedIn).map((c) => c.childId));
  });
  const [code, setCode] = useState(foundByCode ?? '');
  /** The chosen children the code typed is not the code of, once it was tried; null before. */
  const [notTheirs, setNotTheirs] = useState<StationChild[] | null>(null);
  const [reason, setReason] = useState('');
  const going = checkedIn.filter((c) => chosen.has(c.childId));
  const allowed = family.pickupPeople.filter((p) => p.mayPickUp);
  const forbidden = family.pickupPeople.filter((p) => !p.mayPickUp);

  const submit = () => {
    const typed = pickupCodeText(code);
    if (!typed || going.length === 0) return;
    const others = going.filter((c) => {
      const expected = now(c).pickupCode;
      return expected !== null && expected !== typed;
    });
    if (others.length > 0) {
      setNotTheirs(others);
      return;
    }
    onRelease(going, { pickupCode: typed });
  };

  const needsOverride = (notTheirs !== null && notTheirs.length > 0) || Boolean(refusal);
  const mismatch =
    notTheirs === null || notTheirs.length === 0
      ? undefined
      : notTheirs.length === going.length
        ? intl.formatMessage({ id: 'staff.checkIn.codeDoesNotMatch', defaultMessage: 'This code does not match. Do not release {count, plural, one {the child} other {the children}}.' }, { count: going.length })
        : intl.formatMessage(
            {
              id: 'staff.checkIn.codeNotTheirs',
              defaultMessage: 'This code is not on {names}’s check-in: untick {count, plural, =1 {{name}} other {them}}, or use {count, plural, =1 {that child’s} other {their}} own receipt.',
            },
            { names: names(notTheirs, intl), ...them(notTheirs) },
          );

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'staff.checkIn.close', defaultMessage: 'Close' }) }}
      title={intl.formatMessage({ id: 'staff.checkIn.checkOutTitle', defaultMessage: 'Check out from the {familyName}' }, { familyName: family.familyName })}
      size="lg"
    >
      <Stack gap="md">
        {refusal && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={intl.formatMessage({ id: 'staff.checkIn.lastCheckOutRefused', defaultMessage: 'The last check-out was refused' })} role="alert">
            {refusal}
          </Alert>
        )}
        {forbidden.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={intl.formatMessage({ id: 'staff.checkIn.mustNotPickUp', defaultMessage: 'Must NOT pick up' })}>
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {forbidden.map((p) => (
                <PersonRow key={p.databaseId} photoUrl={p.photoUrl} name={p.name}>
                  <FormattedMessage
                    id="staff.checkIn.mustNotPickUpPerson"
                    defaultMessage="<strong>{name}</strong> ({relationship}){hasNote, select, true { — {note}} other {}}"
                    values={{ name: p.name, relationship: p.relationship, note: p.note ?? '', hasNote: String(Boolean(p.note)), strong: (words) => <strong>{words}</strong> }}
                  />
                </PersonRow>
              ))}
            </Stack>
          </Alert>
        )}
        <section aria-labelledby="may-pick-up">
          <Text fw={600} size="sm" id="may-pick-up" mb={4}><FormattedMessage id="staff.checkIn.mayPickUp" defaultMessage="May pick up" /></Text>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            <PersonRow photoUrl={family.parentPhotoUrl} name={family.parentName}>
              <FormattedMessage
                id="staff.checkIn.parentMayPickUp"
                defaultMessage="{name} (parent){phone, select, none {} other { · {phone}}}"
                values={{ name: family.parentName, phone: family.phone ? formatPhone(family.phone) : 'none' }}
              />
            </PersonRow>
            {allowed.map((p) => (
              <PersonRow key={p.databaseId} photoUrl={p.photoUrl} name={p.name}>
                <FormattedMessage
                  id="staff.checkIn.mayPickUpPerson"
                  defaultMessage="{name} ({relationship}){phone, select, none {} other { · {phone}}}{hasNote, select, true { — {note}} other {}}"
                  values={{ name: p.name, relationship: p.relationship, phone: p.phone ? formatPhone(p.phone) : 'none', note: p.note ?? '', hasNote: String(Boolean(p.note)) }}
                />
              </PersonRow>
            ))}
          </Stack>
        </section>
        <Checkbox.Group
          label={intl.formatMessage({ id: 'staff.checkIn.goingHome', defaultMessage: 'Going home' })}
          value={going.map((c) => String(c.childId))}
          onChange={(values) => {
            setChosen(new Set(values.map(Number)));
            setNotTheirs(null);
          }}
        >
          <Stack gap={6} mt={4}>
            {checkedIn.map((c) => (
              <Group key={c.childId} gap="sm" wrap="nowrap">
                <StationFace url={c.photoUrl} name={c.name} />
                <Checkbox value={String(c.childId)} label={c.name} />
              </Group>
            ))}
          </Stack>
        </Checkbox.Group>
        {scannedFamilyCode && (
          <Button color="green" disabled={going.length === 0} onClick={() => onRelease(going, { familyCode: scannedFamilyCode })}>
            <FormattedMessage id="staff.checkIn.releaseWithFamilyCode" defaultMessage="Release {count, plural, =1 {{name}} other {# children}} with the scanned family code" values={them(going)} />
          </Button>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Group align="end" wrap="wrap">
            <TextInput
              label={intl.formatMessage({ id: 'staff.checkIn.pickupCodeLabel', defaultMessage: 'Pickup code from the guardian receipt' })}
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                setNotTheirs(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              data-autofocus={foundByCode ? undefined : true}
              error={mismatch}
            />
            <Button type="submit" disabled={!pickupCodeText(code) || going.length === 0} data-autofocus={foundByCode ? true : undefined}>
              <FormattedMessage
                id="staff.checkIn.checkOutGoing"
                defaultMessage="{count, plural, =0 {Choose who is going home} =1 {Check out {name}} other {Check out # children}}"
                values={them(going)}
              />
            </Button>
          </Group>
        </form>
        {needsOverride && (
          isStaff ? (
            <Stack gap="xs">
              <Textarea label={intl.formatMessage({ id: 'staff.checkIn.overrideReason', defaultMessage: 'Staff override: why release {count, plural, one {the child} other {them}} anyway?' }, { count: going.length })} description={intl.formatMessage({ id: 'staff.checkIn.overrideReasonHint', defaultMessage: 'Recorded with your name.' })} value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
              <Button color="red" variant="outline" disabled={!reason.trim() || going.length === 0} onClick={() => onRelease(going, { pickupCode: pickupCodeText(code) || undefined, overrideReason: reason.trim() })}>
                <FormattedMessage id="staff.checkIn.overrideAndRelease" defaultMessage="Override and release {count, plural, =1 {{name}} other {# children}}" values={them(going)} />
              </Button>
            </Stack>
          ) : (
            <Alert color="yellow">
              <FormattedMessage
                id="staff.checkIn.askStaff"
                defaultMessage="Ask a staff member: only staff may release {refused, select, true {these children now} other {a child whose code does not match}}."
                values={{ refused: String(Boolean(refusal)) }}
              />
            </Alert>
          )
        )}
      </Stack>
    </Modal>
  );
}
