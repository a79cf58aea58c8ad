// After a bulk approval: how many were approved, how long the e-mails wait, and Undo. The server keeps
// the e-mails until undoUntil whatever this page does; undo after that is refused there.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from '../../app/toast.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { useUndoRegistrationApprovalsMutation } from './useApproveRegistrationsMutation.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  undone: {
    id: 'staff.registration.undo.undone',
    defaultMessage: 'Undone: {count, plural, one {the registration is} other {# registrations are}} waiting again. No e-mail was sent.',
  },
  failed: { id: 'staff.registration.undo.failed', defaultMessage: 'Could not undo. Please reload the page.' },
  sending: { id: 'staff.registration.undo.sending', defaultMessage: '{count, plural, one {# registration} other {# registrations}} approved. The families are being e-mailed.' },
  waiting: {
    id: 'staff.registration.undo.waiting',
    defaultMessage: '{count, plural, one {# registration} other {# registrations}} approved. The families will be e-mailed in {seconds} s.',
  },
  undo: { id: 'staff.registration.undo.undo', defaultMessage: 'Undo' },
});

export interface PendingUndo {
  batch: string;
  count: number;
  undoUntil: string;
}

export function UndoApprovalBanner({ undo, onDone }: { undo: PendingUndo; onDone: () => void }) {
  const intl = useIntl();
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
      toast.success(intl.formatMessage(m.undone, { count: undo.count }));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, intl.formatMessage(m.failed)));
    }
  };

  return (
    <Alert color={sent ? 'green' : 'blue'} variant="light" icon={<IconClockHour4 aria-hidden />} role="status" data-testid="undo-approval">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{intl.formatMessage(sent ? m.sending : m.waiting, { count: undo.count, seconds: secondsLeft })}</Text>
        {!sent && (
          <Button size="compact-sm" variant="white" color="blue" onClick={runUndo} loading={undoing}>
            {intl.formatMessage(m.undo)}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
