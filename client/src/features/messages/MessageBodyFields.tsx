// The e-mail (subject and body) and the text, each with buttons that insert a merge field where the cursor
// is, and the text's length in characters and SMS segments (before the merge fields are filled in).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, MERGE_FIELDS, TEXT_BODY_MAX } from '../../../../forms/messages.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { MERGE_FIELD_LABELS, textLength } from './message-words.ts';
import type { ComposeValues } from './compose-state.ts';

type BodyKey = 'emailSubject' | 'emailBody' | 'textBody';

interface Props {
  values: ComposeValues;
  onChange: (change: Partial<ComposeValues>) => void;
  errors: Record<string, string>;
}

/** Which field a merge button inserts into, as the messages below name it. */
type Target = 'subject' | 'email' | 'text';

const WORDS = defineMessages({
  insertInto: { id: 'staff.messages.merge.insertInto', defaultMessage: 'Insert into the {target, select, subject {subject} email {e-mail} other {text}}' },
  insertField: { id: 'staff.messages.merge.insertField', defaultMessage: '{field}: insert into the {target, select, subject {subject} email {e-mail} other {text}}' },
  subject: { id: 'staff.messages.body.subject', defaultMessage: 'Subject' },
  email: { id: 'staff.messages.body.email', defaultMessage: 'E-mail' },
  text: { id: 'staff.messages.body.text', defaultMessage: 'Text' },
});

function MergeButtons({ target, onInsert }: { target: Target; onInsert: (field: string) => void }) {
  const intl = useIntl();
  return (
    <Group gap={6} role="group" aria-label={intl.formatMessage(WORDS.insertInto, { target })}>
      {MERGE_FIELDS.map((f) => {
        const field = intl.formatMessage(MERGE_FIELD_LABELS[f]);
        return (
          <Button key={f} size="compact-xs" variant="light" onClick={() => onInsert(f)} aria-label={intl.formatMessage(WORDS.insertField, { field, target })}>
            {field}
          </Button>
        );
      })}
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
  const intl = useIntl();

  return (
    <>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="email-heading">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="email-heading">
              <FormattedMessage id="staff.messages.body.emailHeading" defaultMessage="E-mail" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="staff.messages.body.emailHint" defaultMessage="Leave empty to send only the text. Every e-mail ends with a one-click unsubscribe link." />
            </Text>
          </div>
          <TextInput label={intl.formatMessage(WORDS.subject)} value={values.emailSubject} onChange={set('emailSubject')} maxLength={EMAIL_SUBJECT_MAX} error={errors.emailSubject} ref={(el) => void (fields.current.emailSubject = el)} />
          <MergeButtons target="subject" onInsert={(f) => insert('emailSubject', f)} />
          <Textarea label={intl.formatMessage(WORDS.email)} value={values.emailBody} onChange={set('emailBody')} maxLength={EMAIL_BODY_MAX} autosize minRows={5} error={errors.emailBody} ref={(el) => void (fields.current.emailBody = el)} />
          <MergeButtons target="email" onInsert={(f) => insert('emailBody', f)} />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="text-heading">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="text-heading">
              <FormattedMessage id="staff.messages.body.textHeading" defaultMessage="Text message" />
            </Title>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="staff.messages.body.textHint" defaultMessage="Leave empty to send only the e-mail. A reply of STOP opts that phone out at once." />
            </Text>
          </div>
          <Textarea
            label={intl.formatMessage(WORDS.text)}
            value={values.textBody}
            onChange={set('textBody')}
            maxLength={TEXT_BODY_MAX}
            autosize
            minRows={3}
            error={errors.textBody}
            ref={(el) => void (fields.current.textBody = el)}
            description={
              <span aria-live="polite" data-testid="text-length">
                <FormattedMessage
                  id="staff.messages.body.textLength"
                  defaultMessage="{characters, plural, one {# character} other {# characters}} · {segments, plural, one {# segment} other {# segments}}{unicode, select, yes { (special characters: 70 to a segment)} other {}} · merge fields make each one longer"
                  values={{ characters: length.characters, segments: length.segments, unicode: length.unicode ? 'yes' : 'no' }}
                />
              </span>
            }
          />
          <MergeButtons target="text" onInsert={(f) => insert('textBody', f)} />
        </Stack>
      </Card>
    </>
  );
}
