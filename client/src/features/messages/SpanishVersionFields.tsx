// The message's optional Spanish version: recipients whose account reads Spanish get these words where they
// are written (the subject falls back to the English one), everyone else the English (forms/messages.ts,
// server/src/domains/messages/merge.ts). Merge fields work here as in the English.
import { Card, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, TEXT_BODY_MAX } from '../../../../forms/messages.ts';
import { FormattedMessage, useIntl, defineMessages } from '../../i18n/intl.tsx';
import type { ComposeValues } from './compose-state.ts';

const labels = defineMessages({
  subject: { id: 'staff.messages.spanish.subject', defaultMessage: 'Subject in Spanish' },
  email: { id: 'staff.messages.spanish.email', defaultMessage: 'E-mail in Spanish' },
  text: { id: 'staff.messages.spanish.text', defaultMessage: 'Text in Spanish' },
});

type SpanishKey = 'emailSubjectEs' | 'emailBodyEs' | 'textBodyEs';

export function SpanishVersionFields({ values, onChange, errors }: { values: ComposeValues; onChange: (change: Partial<ComposeValues>) => void; errors: Record<string, string> }) {
  const intl = useIntl();
  const set = (key: SpanishKey) => (e: { currentTarget: { value: string } }) => onChange({ [key]: e.currentTarget.value });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="spanish-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="spanish-heading">
            <FormattedMessage id="staff.messages.spanish.heading" defaultMessage="Spanish version (optional)" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="staff.messages.spanish.help"
              defaultMessage="Families whose account reads Spanish get these words instead of the English ones; leave a part empty to send them the English."
            />
          </Text>
        </div>
        {values.emailBody.trim() !== '' && (
          <>
            <TextInput label={intl.formatMessage(labels.subject)} lang="es" value={values.emailSubjectEs} onChange={set('emailSubjectEs')} maxLength={EMAIL_SUBJECT_MAX} error={errors.emailSubjectEs} />
            <Textarea label={intl.formatMessage(labels.email)} lang="es" value={values.emailBodyEs} onChange={set('emailBodyEs')} maxLength={EMAIL_BODY_MAX} autosize minRows={4} error={errors.emailBodyEs} />
          </>
        )}
        {values.textBody.trim() !== '' && (
          <Textarea label={intl.formatMessage(labels.text)} lang="es" value={values.textBodyEs} onChange={set('textBodyEs')} maxLength={TEXT_BODY_MAX} autosize minRows={2} error={errors.textBodyEs} />
        )}
      </Stack>
    </Card>
  );
}
