// /dashboard/messages (MANAGE_VBS, checked again by the server on every read): the latest messages by what
// needs doing — drafts, waiting for review, scheduled, then sent with their recipients counted by status —
// and the way to write a new one.
import { Badge, Button, Card, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { MessagesPageQuery } from '../../__generated__/MessagesPageQuery.graphql';
import type { MessagesPage_message$key } from '../../__generated__/MessagesPage_message.graphql';
import { formatDateTime } from '../../lib/dates.ts';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from '../../i18n/intl.tsx';
import { MESSAGE_STATUS, RECIPIENT_STATUS, audienceWords, purposeLabel, type AudienceNames } from './message-words.ts';
import { useAudienceNames } from './useAudienceNames.ts';

const HEADINGS = defineMessages({
  drafts: { id: 'staff.messages.list.drafts', defaultMessage: 'Drafts' },
  awaitingReview: { id: 'staff.messages.list.awaitingReview', defaultMessage: 'Awaiting review' },
  scheduled: { id: 'staff.messages.list.scheduled', defaultMessage: 'Scheduled' },
  sent: { id: 'staff.messages.list.sent', defaultMessage: 'Sent' },
});

const SECTIONS: { key: string; heading: MessageDescriptor; statuses: string[] }[] = [
  { key: 'drafts', heading: HEADINGS.drafts, statuses: ['DRAFT'] },
  { key: 'review', heading: HEADINGS.awaitingReview, statuses: ['AWAITING_REVIEW'] },
  { key: 'scheduled', heading: HEADINGS.scheduled, statuses: ['SCHEDULED'] },
  { key: 'sent', heading: HEADINGS.sent, statuses: ['SENDING', 'SENT'] },
];

const WORDS = defineMessages({
  untitled: { id: 'staff.messages.list.untitled', defaultMessage: 'Untitled message' },
  goes: { id: 'staff.messages.list.goes', defaultMessage: 'Goes {when}' },
  written: { id: 'staff.messages.list.written', defaultMessage: 'Written {when}' },
  summary: { id: 'staff.messages.list.summary', defaultMessage: '{audience} · {purpose} · {when}' },
  byStatus: { id: 'staff.messages.list.byStatus', defaultMessage: 'Recipients by status' },
});

export function MessagesPage() {
  const data = useLazyLoadQuery<MessagesPageQuery>(
    graphql`
      query MessagesPageQuery {
        messages {
          databaseId
          status
          ...MessagesPage_message
        }
        ...useAudienceNames_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const names = useAudienceNames(data);
  const intl = useIntl();

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1}>
            <FormattedMessage id="staff.messages.list.title" defaultMessage="Messages" />
          </Title>
          <Text c="dimmed">
            <FormattedMessage id="staff.messages.list.intro" defaultMessage="E-mails and texts to families, interns and staff, with what happened to each one." />
          </Text>
        </div>
        <Button component={Link} to="/dashboard/messages/new" leftSection={<IconPlus size={18} aria-hidden />}>
          <FormattedMessage id="staff.messages.list.new" defaultMessage="New message" />
        </Button>
      </Group>
      {data.messages.length === 0 ? (
        <EmptyState icon={<IconMail size={28} aria-hidden />} py="xl">
          <EmptyState.Title order={2}>
            <FormattedMessage id="staff.messages.list.empty" defaultMessage="No messages yet" />
          </EmptyState.Title>
          <EmptyState.Description>
            <FormattedMessage id="staff.messages.list.emptyHint" defaultMessage="Write to the parents of a group, everyone checked in today, or the people a saved query finds." />
          </EmptyState.Description>
        </EmptyState>
      ) : (
        SECTIONS.map((section) => {
          const rows = data.messages.filter((m) => section.statuses.includes(m.status));
          if (!rows.length) return null;
          const heading = intl.formatMessage(section.heading);
          return (
            <Stack key={section.key} gap="sm" component="section" aria-label={heading}>
              <Title order={2} size="h3">
                {heading}
              </Title>
              {rows.map((m) => (
                <MessageRow key={m.databaseId} message={m} names={names} />
              ))}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}

function MessageRow({ message: ref, names }: { message: MessagesPage_message$key; names: AudienceNames }) {
  const m = useFragment(
    graphql`
      fragment MessagesPage_message on Message {
        databaseId
        purpose
        status
        audience
        emailSubject
        textBody
        sendAt
        createdAt
        counts {
          status
          count
        }
      }
    `,
    ref,
  );
  const intl = useIntl();
  const status = MESSAGE_STATUS[m.status];
  const title = m.emailSubject ?? (m.textBody ? (m.textBody.length > 60 ? `${m.textBody.slice(0, 60)}…` : m.textBody) : intl.formatMessage(WORDS.untitled));
  const counts = RECIPIENT_STATUS.map((s) => ({ ...s, count: m.counts.find((c) => c.status === s.status)?.count ?? 0 })).filter((s) => s.count > 0);
  const when = m.status === 'SCHEDULED' && m.sendAt ? intl.formatMessage(WORDS.goes, { when: formatDateTime(m.sendAt) }) : intl.formatMessage(WORDS.written, { when: formatDateTime(m.createdAt) });
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} component={Link} to={`/dashboard/messages/${m.databaseId}`} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Badge color={status?.color ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {status ? intl.formatMessage(status.label) : m.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(WORDS.summary, { audience: audienceWords(m.audience, names, intl), purpose: purposeLabel(intl, m.purpose), when })}
        </Text>
        {counts.length > 0 && (
          <Text size="sm" aria-label={intl.formatMessage(WORDS.byStatus)}>
            {counts.map((c) => intl.formatMessage(c.counted, { count: c.count })).join(' · ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
