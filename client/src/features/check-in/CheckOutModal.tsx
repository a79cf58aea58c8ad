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

const them = (children: readonly StationChild[]) => (children.length === 1 ? children[0].firstName : `${children.length} children`);
const names = (children: readonly StationChild[]) => {
  const first = children.map((c) => c.firstName);
  return first.length <= 1 ? (first[0] ?? '') : `${first.slice(0, -1).join(', ')} and ${first.at(-1)}`;
};

export function CheckOutModal({ family, checkedIn, now, foundByCode, scannedFamilyCode, isStaff, refusal, onClose, onRelease }: Props) {
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
        ? `This code does not match. Do not release ${going.length === 1 ? 'the child' : 'the children'}.`
        : `This code is not on ${names(notTheirs)}’s check-in: untick ${notTheirs.length === 1 ? notTheirs[0].firstName : 'them'}, or use ${notTheirs.length === 1 ? 'that child’s' : 'their'} own receipt.`;

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': 'Close' }} title={`Check out from the ${family.familyName}`} size="lg">
      <Stack gap="md">
        {refusal && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The last check-out was refused" role="alert">
            {refusal}
          </Alert>
        )}
        {forbidden.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Must NOT pick up">
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {forbidden.map((p) => (
                <PersonRow key={p.databaseId} photoUrl={p.photoUrl} name={p.name}>
                  <strong>{p.name}</strong> ({p.relationship}){p.note ? ` — ${p.note}` : ''}
                </PersonRow>
              ))}
            </Stack>
          </Alert>
        )}
        <section aria-labelledby="may-pick-up">
          <Text fw={600} size="sm" id="may-pick-up" mb={4}>May pick up</Text>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            <PersonRow photoUrl={family.parentPhotoUrl} name={family.parentName}>
              {family.parentName} (parent){family.phone ? ` · ${formatPhone(family.phone)}` : ''}
            </PersonRow>
            {allowed.map((p) => (
              <PersonRow key={p.databaseId} photoUrl={p.photoUrl} name={p.name}>
                {p.name} ({p.relationship}){p.phone ? ` · ${formatPhone(p.phone)}` : ''}{p.note ? ` — ${p.note}` : ''}
              </PersonRow>
            ))}
          </Stack>
        </section>
        <Checkbox.Group
          label="Going home"
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
            Release {them(going)} with the scanned family code
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
              label="Pickup code from the guardian receipt"
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
              {going.length === 0 ? 'Choose who is going home' : `Check out ${them(going)}`}
            </Button>
          </Group>
        </form>
        {needsOverride && (
          isStaff ? (
            <Stack gap="xs">
              <Textarea label={`Staff override: why release ${going.length === 1 ? 'the child' : 'them'} anyway?`} description="Recorded with your name." value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
              <Button color="red" variant="outline" disabled={!reason.trim() || going.length === 0} onClick={() => onRelease(going, { pickupCode: pickupCodeText(code) || undefined, overrideReason: reason.trim() })}>
                Override and release {them(going)}
              </Button>
            </Stack>
          ) : (
            <Alert color="yellow">Ask a staff member: only staff may release {refusal ? 'these children now' : 'a child whose code does not match'}.</Alert>
          )
        )}
      </Stack>
    </Modal>
  );
}
