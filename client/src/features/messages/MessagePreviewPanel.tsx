// The recipient count and a preview per recipient: how many families, e-mails and texts the message reaches
// now, who is skipped and why (opted out, no consent for this purpose, no address), and the personalised
// message of two recipients the sender picks.
import { Alert, Badge, Card, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { MessagePreviewPanelQuery$data } from '../../__generated__/MessagePreviewPanelQuery.graphql';

export const previewQuery = graphql`
  query MessagePreviewPanelQuery($input: MessageInput!) {
    messagePreview(input: $input, recipients: 20) {
      families
      reviewNeeded
      emails
      texts
      skipped {
        channel
        address
        name
        reason
      }
      recipients {
        channel
        address
        name
        subject
        body
      }
    }
  }
`;

export type Preview = MessagePreviewPanelQuery$data['messagePreview'];

const channelWord = (c: string) => (c === 'EMAIL' ? 'e-mail' : 'text');
const keyOf = (r: { channel: string; address: string }) => `${r.channel} ${r.address}`;

function RecipientPreview({ preview, picked, onPick, label }: { preview: Preview; picked: string | null; onPick: (v: string | null) => void; label: string }) {
  const r = preview.recipients.find((x) => keyOf(x) === picked);
  return (
    <Card withBorder radius="sm" padding="sm">
      <Stack gap="xs">
        <Select label={label} data={preview.recipients.map((x) => ({ value: keyOf(x), label: `${x.name} (${channelWord(x.channel)}: ${x.address})` }))} value={picked} onChange={onPick} allowDeselect={false} />
        {r && (
          <Stack gap={4} aria-label={`What ${r.name} receives by ${channelWord(r.channel)}`} role="group">
            {r.subject && (
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {r.subject}
              </Text>
            )}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {r.body}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function MessagePreviewPanel({ preview, reviewLimit }: { preview: Preview; reviewLimit: number | null }) {
  const first = preview.recipients[0] ? keyOf(preview.recipients[0]) : null;
  const second = preview.recipients[1] ? keyOf(preview.recipients[1]) : first;
  const [picks, setPicks] = useState<[string | null, string | null]>([first, second]);
  const valid = (k: string | null, fallback: string | null) => (k && preview.recipients.some((r) => keyOf(r) === k) ? k : fallback);
  const [a, b] = [valid(picks[0], first), valid(picks[1], second)];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="preview-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="preview-heading">
          Recipients and preview
        </Title>
        <Group gap="xs" aria-live="polite" data-testid="recipient-count">
          <Badge variant="light" size="lg">
            {preview.families} {preview.families === 1 ? 'family' : 'families'}
          </Badge>
          <Badge variant="outline">{preview.emails} e-mails</Badge>
          <Badge variant="outline">{preview.texts} texts</Badge>
          {preview.skipped.length > 0 && (
            <Badge variant="outline" color="gray">
              {preview.skipped.length} skipped
            </Badge>
          )}
        </Group>
        {preview.reviewNeeded && (
          <Alert color="orange" title="A second person reviews this send">
            It reaches more than {reviewLimit ?? 'the review limit of'} families, so after you press Send it waits until another staff member who may send messages approves it on its page.
          </Alert>
        )}
        {preview.recipients.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody would receive it: the audience is empty, or everyone in it is skipped.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RecipientPreview preview={preview} picked={a} onPick={(v) => setPicks([v, b])} label="First recipient" />
            <RecipientPreview preview={preview} picked={b} onPick={(v) => setPicks([a, v])} label="Second recipient" />
          </SimpleGrid>
        )}
        {preview.skipped.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Skipped
            </Text>
            <List size="sm" aria-label="Skipped recipients">
              {preview.skipped.slice(0, 20).map((s) => (
                <List.Item key={keyOf(s)}>
                  {s.name} ({channelWord(s.channel)}: {s.address}): {s.reason}
                </List.Item>
              ))}
            </List>
            {preview.skipped.length > 20 && <Text size="sm" c="dimmed">and {preview.skipped.length - 20} more</Text>}
          </div>
        )}
      </Stack>
    </Card>
  );
}
