// Check-out of one child: the guardian's pickup code (or the family code scanned at this station), the
// family's authorized pickup people, and anyone who must NOT pick up, as a warning. A code that does not
// match is refused here already; only a staff member may then release the child, with a reason. When the
// server refused this child's last check-out (e.g. locked after too many wrong codes), its words are shown
// here, and staff are offered the override at once.
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Textarea, TextInput } from '../../components/typed-fields.tsx';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { pickupCodeText } from '../../../../shared/codes.ts';
import type { StationChild, StationFamily } from './station-data.ts';
import { formatPhone } from '../../lib/format.ts';

export interface CheckOutDecision {
  pickupCode?: string;
  familyCode?: string;
  overrideReason?: string;
}

interface Props {
  family: StationFamily;
  child: StationChild;
  expectedCode: string | null;
  scannedFamilyCode: string | null;
  isStaff: boolean;
  /** What the server said when it refused this child's last check-out, if it did. */
  refusal?: string | null;
  onClose: () => void;
  onRelease: (decision: CheckOutDecision) => void;
}

export function CheckOutModal({ family, child, expectedCode, scannedFamilyCode, isStaff, refusal, onClose, onRelease }: Props) {
  const [code, setCode] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [reason, setReason] = useState('');
  const allowed = family.pickupPeople.filter((p) => p.mayPickUp);
  const forbidden = family.pickupPeople.filter((p) => !p.mayPickUp);

  const submit = () => {
    const typed = pickupCodeText(code);
    if (!typed) return;
    if (expectedCode && typed !== expectedCode) {
      setMismatch(true);
      return;
    }
    onRelease({ pickupCode: typed });
  };

  const needsOverride = mismatch || Boolean(refusal);

  return (
    <Modal opened onClose={onClose} title={`Check out ${child.name}`} size="lg">
      <Stack gap="md">
        {refusal && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The last check-out was refused" role="alert">
            {refusal}
          </Alert>
        )}
        {forbidden.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Must NOT pick up">
            <List size="sm">
              {forbidden.map((p) => (
                <List.Item key={p.databaseId}>
                  <strong>{p.name}</strong> ({p.relationship}){p.note ? ` — ${p.note}` : ''}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <div>
          <Text fw={600} size="sm">May pick up</Text>
          <List size="sm">
            <List.Item>{family.parentName} (parent){family.phone ? ` · ${formatPhone(family.phone)}` : ''}</List.Item>
            {allowed.map((p) => (
              <List.Item key={p.databaseId}>
                {p.name} ({p.relationship}){p.phone ? ` · ${formatPhone(p.phone)}` : ''}{p.note ? ` — ${p.note}` : ''}
              </List.Item>
            ))}
          </List>
        </div>
        {scannedFamilyCode && (
          <Button color="green" onClick={() => onRelease({ familyCode: scannedFamilyCode })}>Release with the scanned family code</Button>
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
                setMismatch(false);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              data-autofocus
              error={mismatch ? 'This code does not match. Do not release the child.' : undefined}
            />
            <Button type="submit" disabled={!pickupCodeText(code)}>Check out</Button>
          </Group>
        </form>
        {needsOverride && (
          isStaff ? (
            <Stack gap="xs">
              <Textarea label="Staff override: why release the child anyway?" description="Recorded with your name." value={reason} onChange={(e) => setReason(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
              <Button color="red" variant="outline" disabled={!reason.trim()} onClick={() => onRelease({ pickupCode: pickupCodeText(code) || undefined, overrideReason: reason.trim() })}>
                Override and release
              </Button>
            </Stack>
          ) : (
            <Alert color="yellow">Ask a staff member: only staff may release {refusal ? 'this child now' : 'a child whose code does not match'}.</Alert>
          )
        )}
      </Stack>
    </Modal>
  );
}
