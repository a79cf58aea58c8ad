// After a bulk approval: how many were approved, how long the e-mails wait, and Undo. The server keeps
// the e-mails until undoUntil whatever this page does; undo after that is refused there.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from '../../app/toast.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { useUndoRegistrationApprovalsMutation } from './useApproveRegistrationsMutation.ts';

export interface PendingUndo {
  batch: string;
  count: number;
  undoUntil: string;
}

export function UndoApprovalBanner({ undo, onDone }: { undo: PendingUndo; onDone: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const [undoApprovals, undoing] = useUndoRegistrationApprovalsMutation();
  const [sent, setSent] = useState(false);
  const secondsLeft = Math.max(0, Math.ceil((new Date(undo.undoUntil).getTime() - now) / 1000));

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (secondsLeft > 0 || sent) return;
    setSent(true);
    const hide = setTimeout(onDone, 6000);
    return () => clearTimeout(hide);
  }, [secondsLeft, sent, onDone]);

  const runUndo = async () => {
    try {
      await undoApprovals({ batch: undo.batch });
      toast.success(`Undone: ${undo.count === 1 ? 'the registration is' : `${undo.count} registrations are`} waiting again. No e-mail was sent.`);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not undo. Please reload the page.'));
    }
  };

  const what = `${undo.count} ${undo.count === 1 ? 'registration' : 'registrations'} approved.`;
  return (
    <Alert color={sent ? 'green' : 'blue'} variant="light" icon={<IconClockHour4 aria-hidden />} role="status" data-testid="undo-approval">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{sent ? `${what} The families are being e-mailed.` : `${what} The families will be e-mailed in ${secondsLeft} s.`}</Text>
        {!sent && (
          <Button size="compact-sm" variant="white" color="blue" onClick={runUndo} loading={undoing}>
            Undo
          </Button>
        )}
      </Group>
    </Alert>
  );
}
