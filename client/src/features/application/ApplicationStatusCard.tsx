// Where an application stands: pending review (still editable), accepted or declined (with the reason).
import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconCircleX } from '@tabler/icons-react';
import { graphql, useFragment } from 'react-relay';
import type { ApplicationStatusCard_application$key } from '../../__generated__/ApplicationStatusCard_application.graphql';
import { formatDateTime } from '../../lib/dates.ts';
import { defineMessages, useIntl, type MessageDescriptor } from '../../i18n/intl.tsx';

const m = defineMessages({
  pending: { id: 'application.status.pending', defaultMessage: 'Pending review' },
  accepted: { id: 'application.status.accepted', defaultMessage: 'Accepted' },
  declined: { id: 'application.status.declined', defaultMessage: 'Declined' },
  withdrawn: { id: 'application.status.withdrawn', defaultMessage: 'Withdrawn' },
  acceptedTitle: { id: 'application.status.acceptedTitle', defaultMessage: 'You have been accepted as a {year} intern!' },
  pendingTitle: { id: 'application.status.pendingTitle', defaultMessage: 'Your application is waiting for review' },
  decidedTitle: {
    id: 'application.status.decidedTitle',
    defaultMessage: 'Your {year} application was {status, select, DECLINED {declined} WITHDRAWN {withdrawn} other {decided}}',
  },
  status: { id: 'application.status.label', defaultMessage: 'Status:' },
  sent: { id: 'application.status.sent', defaultMessage: 'Sent {sent}.' },
  sentDecided: { id: 'application.status.sentDecided', defaultMessage: 'Sent {sent}; decided {decided}.' },
  canChange: { id: 'application.status.canChange', defaultMessage: 'You can change your answers below until it has been reviewed.' },
  note: { id: 'application.status.note', defaultMessage: 'Note from the VBS team: {note}' },
});

/** Each status in words, as the applicant and staff read it. */
export const STATUS_LABEL: Record<string, MessageDescriptor> = { PENDING: m.pending, ACCEPTED: m.accepted, DECLINED: m.declined, WITHDRAWN: m.withdrawn };
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
  const intl = useIntl();
  const { status } = application;
  const icon = status === 'ACCEPTED' ? <IconCircleCheck aria-hidden /> : status === 'PENDING' ? <IconClockHour4 aria-hidden /> : <IconCircleX aria-hidden />;
  const title =
    status === 'ACCEPTED'
      ? intl.formatMessage(m.acceptedTitle, { year: application.year })
      : status === 'PENDING'
        ? intl.formatMessage(m.pendingTitle)
        : intl.formatMessage(m.decidedTitle, { year: application.year, status });
  return (
    <Alert color={ALERT_COLOR[status] ?? 'gray'} icon={icon} title={title} role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
      <Group gap="xs" mb={4}>
        <Text size="sm">{intl.formatMessage(m.status)}</Text>
        <Badge color={STATUS_COLOR[status] ?? 'gray.7'} variant="filled">
          {STATUS_LABEL[status] ? intl.formatMessage(STATUS_LABEL[status]) : status}
        </Badge>
      </Group>
      <Text size="sm">
        {application.decidedAt
          ? intl.formatMessage(m.sentDecided, { sent: formatDateTime(application.submittedAt), decided: formatDateTime(application.decidedAt) })
          : intl.formatMessage(m.sent, { sent: formatDateTime(application.submittedAt) })}
      </Text>
      {status === 'PENDING' && <Text size="sm">{intl.formatMessage(m.canChange)}</Text>}
      {application.decisionReason && (
        <Text size="sm" mt={4}>
          {intl.formatMessage(m.note, { note: application.decisionReason })}
        </Text>
      )}
    </Alert>
  );
}
