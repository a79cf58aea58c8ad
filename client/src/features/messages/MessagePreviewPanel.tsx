// The recipient count and a preview per recipient: how many families, e-mails and texts the message reaches
// now, who is skipped and why (opted out, no consent for this purpose, no address), and the personalised
// message of two recipients the sender picks.
import { Alert, Badge, Card, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { MessagePreviewPanelQuery$data } from '../../__generated__/MessagePreviewPanelQuery.graphql';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

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

const WORDS = defineMessages({
  recipient: { id: 'staff.messages.preview.recipient', defaultMessage: '{name} ({channel, select, EMAIL {e-mail} other {text}}: {address})' },
  receives: { id: 'staff.messages.preview.receives', defaultMessage: 'What {name} receives by {channel, select, EMAIL {e-mail} other {text}}' },
  reviewTitle: { id: 'staff.messages.preview.reviewTitle', defaultMessage: 'A second person reviews this send' },
  first: { id: 'staff.messages.preview.first', defaultMessage: 'First recipient' },
  second: { id: 'staff.messages.preview.second', defaultMessage: 'Second recipient' },
  skippedList: { id: 'staff.messages.preview.skippedList', defaultMessage: 'Skipped recipients' },
});

const keyOf = (r: { channel: string; address: string }) => `${r.channel} ${r.address}`;

function RecipientPreview({ preview, picked, onPick, label }: { preview: Preview; picked: string | null; onPick: (v: string | null) => void; label: string }) {
  const intl = useIntl();
  const r = preview.recipients.find((x) => keyOf(x) === picked);
  return (
    <Card withBorder radius="sm" padding="sm">
      <Stack gap="xs">
        <Select
          label={label}
          data={preview.recipients.map((x) => ({ value: keyOf(x), label: intl.formatMessage(WORDS.recipient, { name: x.name, channel: x.channel, address: x.address }) }))}
          value={picked}
          onChange={onPick}
          allowDeselect={false}
        />
        {r && (
          <Stack gap={4} aria-label={intl.formatMessage(WORDS.receives, { name: r.name, channel: r.channel })} role="group">
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
  const intl = useIntl();

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="preview-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="preview-heading">
          <FormattedMessage id="staff.messages.preview.heading" defaultMessage="Recipients and preview" />
        </Title>
        <Group gap="xs" aria-live="polite" data-testid="recipient-count">
          <Badge variant="light" size="lg">
            <FormattedMessage id="staff.messages.preview.families" defaultMessage="{count, plural, one {# family} other {# families}}" values={{ count: preview.families }} />
          </Badge>
          <Badge variant="outline">
            <FormattedMessage id="staff.messages.preview.emails" defaultMessage="{count, plural, one {# e-mail} other {# e-mails}}" values={{ count: preview.emails }} />
          </Badge>
          <Badge variant="outline">
            <FormattedMessage id="staff.messages.preview.texts" defaultMessage="{count, plural, one {# text} other {# texts}}" values={{ count: preview.texts }} />
          </Badge>
          {preview.skipped.length > 0 && (
            <Badge variant="outline" color="gray">
              <FormattedMessage id="staff.messages.preview.skipped" defaultMessage="{count} skipped" values={{ count: preview.skipped.length }} />
            </Badge>
          )}
        </Group>
        {preview.reviewNeeded && (
          <Alert color="orange" title={intl.formatMessage(WORDS.reviewTitle)}>
            <FormattedMessage
              id="staff.messages.preview.reviewNeeded"
              defaultMessage="It reaches more than {limit, select, none {the review limit of} other {{limit}}} families, so after you press Send it waits until another staff member who may send messages approves it on its page."
              values={{ limit: reviewLimit === null ? 'none' : String(reviewLimit) }}
            />
          </Alert>
        )}
        {preview.recipients.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.messages.preview.nobody" defaultMessage="Nobody would receive it: the audience is empty, or everyone in it is skipped." />
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RecipientPreview preview={preview} picked={a} onPick={(v) => setPicks([v, b])} label={intl.formatMessage(WORDS.first)} />
            <RecipientPreview preview={preview} picked={b} onPick={(v) => setPicks([a, v])} label={intl.formatMessage(WORDS.second)} />
          </SimpleGrid>
        )}
        {preview.skipped.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              <FormattedMessage id="staff.messages.preview.skippedHeading" defaultMessage="Skipped" />
            </Text>
            <List size="sm" aria-label={intl.formatMessage(WORDS.skippedList)}>
              {preview.skipped.slice(0, 20).map((s) => (
                <List.Item key={keyOf(s)}>
                  <FormattedMessage
                    id="staff.messages.preview.skippedRecipient"
                    defaultMessage="{name} ({channel, select, EMAIL {e-mail} other {text}}: {address}): {reason}"
                    values={{ name: s.name, channel: s.channel, address: s.address, reason: s.reason }}
                  />
                </List.Item>
              ))}
            </List>
            {preview.skipped.length > 20 && (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="staff.messages.preview.more" defaultMessage="and {count} more" values={{ count: preview.skipped.length - 20 }} />
              </Text>
            )}
          </div>
        )}
      </Stack>
    </Card>
  );
}
