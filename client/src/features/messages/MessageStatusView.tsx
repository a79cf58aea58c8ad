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
import { RECIPIENT_STATUS, audienceWords, purposeLabel, recipientStatusLabel, type AudienceNames } from './message-words.ts';
import { useApproveMessage, useRetryFailed } from './useMessageMutations.ts';

const channelWord = (c: string) => (c === 'EMAIL' ? 'E-mail' : 'Text');

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
  const [approve, approving] = useApproveMessage();
  const [retry, retrying] = useRetryFailed();
  const count = (status: string) => m.counts.find((c) => c.status === status)?.count ?? 0;
  const failures = m.recipients.filter((r) => r.status === 'FAILED' || r.status === 'BOUNCED');
  const skipped = m.recipients.filter((r) => r.status === 'SKIPPED');
  const outbox = m.recipients.filter((r) => m.outboxChannels.includes(r.channel) && r.status !== 'SKIPPED' && r.sentAt);

  const onApprove = async () => {
    try {
      const status = await approve(m.databaseId);
      toast.success(status === 'SCHEDULED' ? 'Approved: it goes at its time.' : 'Approved: sending now.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const onRetry = async () => {
    try {
      const n = await retry(m.databaseId);
      toast.success(n ? `${n} ${n === 1 ? 'recipient' : 'recipients'} queued again.` : 'Nothing left to retry.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Stack gap="md">
      <Text c="dimmed">
        {audienceWords(m.audience, names)} · {purposeLabel(m.purpose)} · written {formatDateTime(m.createdAt)}
        {m.sendAt ? ` · goes ${formatDateTime(m.sendAt)}` : ''}
      </Text>
      {m.status === 'AWAITING_REVIEW' && (
        <Alert color="orange" title="Waiting for a second person">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">It reaches more families than the review limit, so another staff member who may send messages approves it before it goes. Its author cannot approve it.</Text>
            <Button color="orange" onClick={() => void onApprove()} loading={approving}>
              Approve and send
            </Button>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" aria-label="Recipients by status" role="list">
        {RECIPIENT_STATUS.map((s) => (
          <Card key={s.status} withBorder radius="sm" padding="xs" role="listitem" aria-label={`${s.label}: ${count(s.status)}`}>
            <Text size="xl" fw={700} c={count(s.status) ? undefined : 'dimmed'}>
              {count(s.status)}
            </Text>
            <Text size="sm">{s.label}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {m.emailBody && (
          <Card withBorder radius="md" padding="md" component="section" aria-label="The e-mail">
            <Text size="xs" c="dimmed">E-mail</Text>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{m.emailSubject}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.emailBody}</Text>
          </Card>
        )}
        {m.textBody && (
          <Card withBorder radius="md" padding="md" component="section" aria-label="The text">
            <Text size="xs" c="dimmed">Text</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.textBody}</Text>
          </Card>
        )}
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="failures-heading">
        <Group justify="space-between">
          <Title order={2} size="h4" id="failures-heading">
            Failures
          </Title>
          {failures.length > 0 && (
            <Button variant="light" color="red" onClick={() => void onRetry()} loading={retrying}>
              Retry failed
            </Button>
          )}
        </Group>
        {failures.length === 0 ? <Text size="sm" c="dimmed">None.</Text> : <Recipients rows={failures} showReason />}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="skipped-heading">
        <Title order={2} size="h4" id="skipped-heading">
          Skipped (opted out or without consent)
        </Title>
        {skipped.length === 0 ? <Text size="sm" c="dimmed">None.</Text> : <Recipients rows={skipped} showReason />}
      </Stack>
      {m.outboxChannels.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="outbox-heading">
          <Title order={2} size="h4" id="outbox-heading">
            Development outbox
          </Title>
          <Text size="sm" c="dimmed">
            This server has no {m.outboxChannels.map((c) => (c === 'EMAIL' ? 'mail server (SMTP_URL)' : 'text provider (TWILIO_*)')).join(' and no ')}: these went to the development outbox, not to anyone’s inbox or phone.
          </Text>
          {outbox.length === 0 ? (
            <Text size="sm" c="dimmed">Nothing yet.</Text>
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

type Row = { databaseId: number; channel: string; address: string; name: string; status: string; reason: string | null | undefined };

function Recipients({ rows, showReason }: { rows: readonly Row[]; showReason?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Channel</Table.Th>
            <Table.Th>Status</Table.Th>
            {showReason && <Table.Th>Reason</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.databaseId}>
              <Table.Td>
                {r.name}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{r.address}</Text>
              </Table.Td>
              <Table.Td>{channelWord(r.channel)}</Table.Td>
              <Table.Td>{recipientStatusLabel(r.status)}</Table.Td>
              {showReason && <Table.Td>{r.reason}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
