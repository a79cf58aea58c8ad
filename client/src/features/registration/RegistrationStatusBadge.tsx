// A registration's status as a family reads it, with the reason when it was declined.
import { Badge, Text } from '@mantine/core';

const LOOK: Record<string, { color: string; label: string }> = {
  PENDING: { color: 'yellow', label: 'Waiting for approval' },
  APPROVED: { color: 'green', label: 'Approved' },
  DECLINED: { color: 'red', label: 'Declined' },
  WITHDRAWN: { color: 'gray', label: 'Withdrawn' },
};

export function RegistrationStatusBadge({ status }: { status: string | null | undefined }) {
  const look = status ? LOOK[status] : { color: 'gray', label: 'Not registered' };
  return (
    // Dark text on the tinted badge: the tint alone carries the color, the words stay readable (AA).
    <Badge color={look?.color ?? 'gray'} c="dark.8" variant="light" size="lg" tt="none">
      {look?.label ?? status}
    </Badge>
  );
}

export function DeclineReason({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <Text size="sm" c="red.8">
      Reason: {reason}
    </Text>
  );
}
