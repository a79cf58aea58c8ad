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
import { MESSAGE_STATUS, RECIPIENT_STATUS, audienceWords, purposeLabel, type AudienceNames } from './message-words.ts';
import { useAudienceNames } from './useAudienceNames.ts';

const SECTIONS: { heading: string; statuses: string[] }[] = [
  { heading: 'Drafts', statuses: ['DRAFT'] },
  { heading: 'Awaiting review', statuses: ['AWAITING_REVIEW'] },
  { heading: 'Scheduled', statuses: ['SCHEDULED'] },
  { heading: 'Sent', statuses: ['SENDING', 'SENT'] },
];

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

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1}>Messages</Title>
          <Text c="dimmed">E-mails and texts to families, interns and staff, with what happened to each one.</Text>
        </div>
        <Button component={Link} to="/dashboard/messages/new" leftSection={<IconPlus size={18} aria-hidden />}>
          New message
        </Button>
      </Group>
      {data.messages.length === 0 ? (
        <EmptyState icon={<IconMail size={28} aria-hidden />} py="xl">
          <EmptyState.Title order={2}>No messages yet</EmptyState.Title>
          <EmptyState.Description>Write to the parents of a group, everyone checked in today, or the people a saved query finds.</EmptyState.Description>
        </EmptyState>
      ) : (
        SECTIONS.map((section) => {
          const rows = data.messages.filter((m) => section.statuses.includes(m.status));
          if (!rows.length) return null;
          return (
            <Stack key={section.heading} gap="sm" component="section" aria-label={section.heading}>
              <Title order={2} size="h3">
                {section.heading}
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
  const status = MESSAGE_STATUS[m.status] ?? { label: m.status, color: 'gray' };
  const title = m.emailSubject ?? (m.textBody ? (m.textBody.length > 60 ? `${m.textBody.slice(0, 60)}…` : m.textBody) : 'Untitled message');
  const counts = RECIPIENT_STATUS.map((s) => ({ ...s, count: m.counts.find((c) => c.status === s.status)?.count ?? 0 })).filter((s) => s.count > 0);
  const when = m.status === 'SCHEDULED' && m.sendAt ? `Goes ${formatDateTime(m.sendAt)}` : `Written ${formatDateTime(m.createdAt)}`;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} component={Link} to={`/dashboard/messages/${m.databaseId}`} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {audienceWords(m.audience, names)} · {purposeLabel(m.purpose)} · {when}
        </Text>
        {counts.length > 0 && (
          <Text size="sm" aria-label="Recipients by status">
            {counts.map((c) => `${c.count} ${c.label.toLowerCase()}`).join(' · ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
