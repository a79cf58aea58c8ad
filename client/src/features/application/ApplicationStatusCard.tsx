// Where an application stands: pending review (still editable), accepted or declined (with the reason).
import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { ApplicationStatusCard_application$key } from '../../__generated__/ApplicationStatusCard_application.graphql';
import { formatDateTime } from '../../lib/dates.ts';

export const STATUS_LABEL: Record<string, string> = { PENDING: 'Pending review', ACCEPTED: 'Accepted', DECLINED: 'Declined', WITHDRAWN: 'Withdrawn' };
/** Filled badges in shades dark enough for white text (WCAG AA). */
export const STATUS_COLOR: Record<string, string> = { PENDING: 'indigo', ACCEPTED: 'teal.9', DECLINED: 'red.9', WITHDRAWN: 'gray.7' };
const ALERT_COLOR: Record<string, string> = { PENDING: 'indigo', ACCEPTED: 'teal', DECLINED: 'red', WITHDRAWN: 'gray' };

export function ApplicationStatusCard({ application: ref }: { application: ApplicationStatusCard_application$key }) {
  const application = useFragment(
    graphql`
      fragment ApplicationStatusCard_application on InternApplication {
        status
        year
        submittedAt
        decidedAt
        decisionReason
      }
    `,
    ref,
  );
  const { status } = application;
  const icon = status === 'ACCEPTED' ? <IconCircleCheck aria-hidden /> : status === 'PENDING' ? <IconClockHour4 aria-hidden /> : <IconCircleX aria-hidden />;
  const title =
    status === 'ACCEPTED'
      ? `You have been accepted as a ${application.year} intern!`
      : status === 'PENDING'
        ? 'Your application is waiting for review'
        : `Your ${application.year} application was ${STATUS_LABEL[status]?.toLowerCase() ?? status.toLowerCase()}`;
  return (
    <Alert color={ALERT_COLOR[status] ?? 'gray'} icon={icon} title={title} role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Group gap="xs" mb={4}>
        <Text size="sm">Status:</Text>
        <Badge color={STATUS_COLOR[status] ?? 'gray.7'} variant="filled">
          {STATUS_LABEL[status] ?? status}
        </Badge>
      </Group>
      <Text size="sm">
        Sent {formatDateTime(application.submittedAt)}
        {application.decidedAt ? `; decided ${formatDateTime(application.decidedAt)}` : ''}.
      </Text>
      {status === 'PENDING' && <Text size="sm">You can change your answers below until it has been reviewed.</Text>}
      {application.decisionReason && <Text size="sm" mt={4}>Note from the VBS team: {application.decisionReason}</Text>}
    </Alert>
  );
}
