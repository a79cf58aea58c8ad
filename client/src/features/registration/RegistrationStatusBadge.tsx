// A registration's status as a family reads it (staff see the same badge), with the reason when it was declined.
import { Badge, Text } from '@mantine/core';
import { defineMessages, useIntl, type MessageDescriptor } from '../../i18n/intl.tsx';

const m = defineMessages({
  pending: { id: 'registration.status.pending', defaultMessage: 'Waiting for approval' },
  approved: { id: 'registration.status.approved', defaultMessage: 'Approved' },
  declined: { id: 'registration.status.declined', defaultMessage: 'Declined' },
  withdrawn: { id: 'registration.status.withdrawn', defaultMessage: 'Withdrawn' },
  none: { id: 'registration.status.none', defaultMessage: 'Not registered' },
  reason: { id: 'registration.status.reason', defaultMessage: 'Reason: {reason}' },
});

const LOOK: Record<string, { color: string; label: MessageDescriptor }> = {
  PENDING: { color: 'yellow', label: m.pending },
  APPROVED: { color: 'green', label: m.approved },
  DECLINED: { color: 'red', label: m.declined },
  WITHDRAWN: { color: 'gray', label: m.withdrawn },
};

export function RegistrationStatusBadge({ status }: { status: string | null | undefined }) {
  const intl = useIntl();
  const look = status ? LOOK[status] : { color: 'gray', label: m.none };
  return (
    // Dark text on the tinted badge: the tint alone carries the color, the words stay readable (AA).
    <Badge color={look?.color ?? 'gray'} c="dark.8" variant="light" size="lg" tt="none">
      {look ? intl.formatMessage(look.label) : status}
    </Badge>
  );
}

export function DeclineReason({ reason }: { reason: string | null | undefined }) {
  const intl = useIntl();
  if (!reason) return null;
  return (
    <Text size="sm" c="red.8">
      {intl.formatMessage(m.reason, { reason })}
    </Text>
  );
}
