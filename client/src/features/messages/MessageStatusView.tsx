// A message once it left the drafts: what it says, whom it was for, its recipients counted by status
// (queued, sent, delivered, failed, bounced, opened where the provider tells), the failures with their
// reason and Retry, the recipients skipped (opted out, no consent), approval when it waits for review, and
// — when this server has no provider for a channel — the development outbox: what each recipient got.
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { MessageStatusView_message$key } from '../../__generated__/MessageStatusView_message.graphql';
import { toast } from '../../app/toast.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { RECIPIENT_STATUS, audienceWords, purposeLabel, recipientStatusLabel, type AudienceNames } from './message-words.ts';
import { useApproveMessage, useRetryFailed } from './useMessageMutations.ts';

const WORDS = defineMessages({
  channel: { id: 'staff.messages.status.channel', defaultMessage: '{channel, select, EMAIL {E-mail} other {Text}}' },
  approved: { id: 'staff.messages.status.approved', defaultMessage: '{scheduled, select, yes {Approved: it goes at its time.} other {Approved: sending now.}}' },
  retried: { id: 'staff.messages.status.retried', defaultMessage: '{count, plural, =0 {Nothing left to retry.} one {# recipient queued again.} other {# recipients queued again.}}' },
  summary: { id: 'staff.messages.status.summary', defaultMessage: '{audience} · {purpose} · written {written}{goes, select, none {} other { · goes {goes}}}' },
  waiting: { id: 'staff.messages.status.waiting', defaultMessage: 'Waiting for a second person' },
  byStatus: { id: 'staff.messages.status.byStatus', defaultMessage: 'Recipients by status' },
  statusCount: { id: 'staff.messages.status.count', defaultMessage: '{status}: {count}' },
  theEmail: { id: 'staff.messages.status.theEmail', defaultMessage: 'The e-mail' },
  theText: { id: 'staff.messages.status.theText', defaultMessage: 'The text' },
  none: { id: 'staff.messages.status.none', defaultMessage: 'None.' },
});

export function MessageStatusView({ message: ref, names }: { message: MessageStatusView_message$key; names: AudienceNames }) {
  const m = useFragment(
    graphql`
      fragment MessageStatusView_message on Message {
        databaseId
        purpose
        status
        audience
        emailSubject
        emailBody
        textBody
        sendAt
        createdAt
        outboxChannels
        counts {
          status
          count
        }
        recipients {
          databaseId
          channel
          address
          name
          subject
          body
          status
          reason
          sentAt
        }
      }
    `,
    ref,
  );
  const intl = useIntl();
  const channelWord = (channel: string) => intl.formatMessage(WORDS.channel, { channel });
  const [approve, approving] = useApproveMessage();
  const [retry, retrying] = useRetryFailed();
  const count = (status: string) => m.counts.find((c) => c.status === status)?.count ?? 0;
  const failures = m.recipients.filter((r) => r.status === 'FAILED' || r.status === 'BOUNCED');
  const skipped = m.recipients.filter((r) => r.status === 'SKIPPED');
  const outbox = m.recipients.filter((r) => m.outboxChannels.includes(r.channel) && r.status !== 'SKIPPED' && r.sentAt);

  const onApprove = async () => {
    try {
      const status = await approve(m.databaseId);
      toast.success(intl.formatMessage(WORDS.approved, { scheduled: status === 'SCHEDULED' ? 'yes' : 'no' }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const onRetry = async () => {
    try {
      const n = await retry(m.databaseId);
      toast.success(intl.formatMessage(WORDS.retried, { count: n }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">
        {intl.formatMessage(WORDS.summary, {
          audience: audienceWords(m.audience, names, intl),
          purpose: purposeLabel(intl, m.purpose),
          written: formatDateTime(m.createdAt),
          goes: m.sendAt ? formatDateTime(m.sendAt) : 'none',
        })}
      </Text>
      {m.status === 'AWAITING_REVIEW' && (
        <Alert color="orange" title={intl.formatMessage(WORDS.waiting)}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <FormattedMessage
                id="staff.messages.status.reviewNeeded"
                defaultMessage="It reaches more families than the review limit, so another staff member who may send messages approves it before it goes. Its author cannot approve it."
              />
            </Text>
            <Button color="orange" onClick={() => void onApprove()} loading={approving}>
              <FormattedMessage id="staff.messages.status.approve" defaultMessage="Approve and send" />
            </Button>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" aria-label={intl.formatMessage(WORDS.byStatus)} role="list">
        {RECIPIENT_STATUS.map((s) => {
          const label = intl.formatMessage(s.label);
          return (
            <Card key={s.status} withBorder radius="sm" padding="xs" role="listitem" aria-label={intl.formatMessage(WORDS.statusCount, { status: label, count: count(s.status) })}>
              <Text size="xl" fw={700} c={count(s.status) ? undefined : 'dimmed'}>
                {count(s.status)}
              </Text>
              <Text size="sm">{label}</Text>
            </Card>
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {m.emailBody && (
          <Card withBorder radius="md" padding="md" component="section" aria-label={intl.formatMessage(WORDS.theEmail)}>
            <Text size="xs" c="dimmed">
              {channelWord('EMAIL')}
            </Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{m.emailSubject}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.emailBody}</Text>
          </Card>
        )}
        {m.textBody && (
          <Card withBorder radius="md" padding="md" component="section" aria-label={intl.formatMessage(WORDS.theText)}>
            <Text size="xs" c="dimmed">
              {channelWord('TEXT')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.textBody}</Text>
          </Card>
        )}
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="failures-heading">
        <Group justify="space-between">
          <Title order={2} size="h4" id="failures-heading">
            <FormattedMessage id="staff.messages.status.failures" defaultMessage="Failures" />
          </Title>
          {failures.length > 0 && (
            <Button variant="light" color="red" onClick={() => void onRetry()} loading={retrying}>
              <FormattedMessage id="staff.messages.status.retry" defaultMessage="Retry failed" />
            </Button>
          )}
        </Group>
        {failures.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(WORDS.none)}
          </Text>
        ) : (
          <Recipients rows={failures} showReason />
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="skipped-heading">
        <Title order={2} size="h4" id="skipped-heading">
          <FormattedMessage id="staff.messages.status.skipped" defaultMessage="Skipped (opted out or without consent)" />
        </Title>
        {skipped.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(WORDS.none)}
          </Text>
        ) : (
          <Recipients rows={skipped} showReason />
        )}
      </Stack>
      {m.outboxChannels.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="outbox-heading">
          <Title order={2} size="h4" id="outbox-heading">
            <FormattedMessage id="staff.messages.status.outbox" defaultMessage="Development outbox" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="staff.messages.status.outboxHint"
              defaultMessage="This server has no {missing, select, both {mail server (SMTP_URL) and no text provider (TWILIO_*)} email {mail server (SMTP_URL)} other {text provider (TWILIO_*)}}: these went to the development outbox, not to anyone’s inbox or phone."
              values={{ missing: outboxMissing(m.outboxChannels) }}
            />
          </Text>
          {outbox.length === 0 ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="staff.messages.status.outboxEmpty" defaultMessage="Nothing yet." />
            </Text>
          ) : (
            <Stack gap="xs">
              {outbox.slice(0, 50).map((r) => (
                <Card key={r.databaseId} withBorder radius="sm" padding="sm">
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="light" size="sm">{channelWord(r.channel)}</Badge>
                    <Text size="sm" fw={600}>{r.name}</Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{r.address}</Text>
                  </Group>
                  {r.subject && <Text size="sm" fw={600} mt={4}>{r.subject}</Text>}
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.body}</Text>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** Which providers this server lacks, as the outbox's sentence names them (its channels in the order given). */
function outboxMissing(channels: readonly string[]): 'both' | 'email' | 'text' {
  if (channels.includes('EMAIL') && channels.some((c) => c !== 'EMAIL')) return 'both';
  return channels.includes('EMAIL') ? 'email' : 'text';
}

type Row = { databaseId: number; channel: string; address: string; name: string; status: string; reason: string | null | undefined };

function Recipients({ rows, showReason }: { rows: readonly Row[]; showReason?: boolean }) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="staff.messages.recipients.recipient" defaultMessage="Recipient" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.messages.recipients.channel" defaultMessage="Channel" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="staff.messages.recipients.status" defaultMessage="Status" />
            </Table.Th>
            {showReason && (
              <Table.Th>
                <FormattedMessage id="staff.messages.recipients.reason" defaultMessage="Reason" />
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.databaseId}>
              <Table.Td>
                {r.name}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{r.address}</Text>
              </Table.Td>
              <Table.Td>{intl.formatMessage(WORDS.channel, { channel: r.channel })}</Table.Td>
              <Table.Td>{recipientStatusLabel(intl, r.status)}</Table.Td>
              {showReason && <Table.Td>{r.reason}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
