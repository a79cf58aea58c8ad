// The e-mail (subject and body) and the text, each with buttons that insert a merge field where the cursor
// is, and the text's length in characters and SMS segments (before the merge fields are filled in).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, MERGE_FIELDS, TEXT_BODY_MAX } from '../../../../forms/messages.ts';
import { MERGE_FIELD_LABELS, textLength } from './message-words.ts';
import type { ComposeValues } from './compose-state.ts';

type BodyKey = 'emailSubject' | 'emailBody' | 'textBody';

interface Props {
  values: ComposeValues;
  onChange: (change: Partial<ComposeValues>) => void;
  errors: Record<string, string>;
}

function MergeButtons({ label, onInsert }: { label: string; onInsert: (field: string) => void }) {
  return (
    <Group gap={6} role="group" aria-label={`Insert into the ${label}`}>
      {MERGE_FIELDS.map((f) => (
        <Button key={f} size="compact-xs" variant="light" onClick={() => onInsert(f)} aria-label={`${MERGE_FIELD_LABELS[f]}: insert into the ${label}`}>
          {MERGE_FIELD_LABELS[f]}
        </Button>
      ))}
    </Group>
  );
}

export function MessageBodyFields({ values, onChange, errors }: Props) {
  const fields = useRef<Partial<Record<BodyKey, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const insert = (key: BodyKey, field: string) => {
    const el = fields.current[key];
    const current = values[key];
    const at = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? at;
    const token = `{${field}}`;
    onChange({ [key]: current.slice(0, at) + token + current.slice(end) });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };
  const set = (key: BodyKey) => (e: { currentTarget: { value: string } }) => onChange({ [key]: e.currentTarget.value });
  const length = textLength(values.textBody);

  return (
    <>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="email-heading">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="email-heading">
              E-mail
            </Title>
            <Text size="sm" c="dimmed">
              Leave empty to send only the text. Every e-mail ends with a one-click unsubscribe link.
            </Text>
          </div>
          <TextInput label="Subject" value={values.emailSubject} onChange={set('emailSubject')} maxLength={EMAIL_SUBJECT_MAX} error={errors.emailSubject} ref={(el) => void (fields.current.emailSubject = el)} />
          <MergeButtons label="subject" onInsert={(f) => insert('emailSubject', f)} />
          <Textarea label="E-mail" value={values.emailBody} onChange={set('emailBody')} maxLength={EMAIL_BODY_MAX} autosize minRows={5} error={errors.emailBody} ref={(el) => void (fields.current.emailBody = el)} />
          <MergeButtons label="e-mail" onInsert={(f) => insert('emailBody', f)} />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="text-heading">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="text-heading">
              Text message
            </Title>
            <Text size="sm" c="dimmed">
              Leave empty to send only the e-mail. A reply of STOP opts that phone out at once.
            </Text>
          </div>
          <Textarea
            label="Text"
            value={values.textBody}
            onChange={set('textBody')}
            maxLength={TEXT_BODY_MAX}
            autosize
            minRows={3}
            error={errors.textBody}
            ref={(el) => void (fields.current.textBody = el)}
            description={
              <span aria-live="polite" data-testid="text-length">
                {length.characters} characters · {length.segments} {length.segments === 1 ? 'segment' : 'segments'}
                {length.unicode ? ' (special characters: 70 to a segment)' : ''} · merge fields make each one longer
              </span>
            }
          />
          <MergeButtons label="text" onInsert={(f) => insert('textBody', f)} />
        </Stack>
      </Card>
    </>
  );
}
