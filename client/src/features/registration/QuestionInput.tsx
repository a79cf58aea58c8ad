// One registration question, drawn by its type (forms/registration-questions.ts). Every answer is text:
// Yes/No, the chosen option, the chosen options one per line, free text, yyyy-mm-dd, or the name typed to
// sign a consent (the server records when it was signed). The question reads in the page's language (its
// Spanish where the administrator wrote one, shared/question-words.ts), but an answer is always the English
// option, so reports never split by language.
import { Checkbox, Group, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { questionLabel } from '../../../../forms/registration.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { questionOptionLabels, questionPrompt } from '../../../../shared/question-words.ts';

export interface QuestionShape {
  readonly databaseId: number;
  readonly key: string;
  /** The question in English (the settings' words). */
  readonly promptEn: string;
  readonly promptEs?: string | null;
  readonly required: boolean;
  readonly type: string;
  /** The choices in English: the answer is one of these. */
  readonly options: readonly string[];
  readonly optionsEs?: readonly string[] | null;
}

/** The question's prompt and each choice's label in the page's language. */
export function useQuestionWords(q: QuestionShape) {
  const { language } = useLanguage();
  const words = { prompt: q.promptEn, promptEs: q.promptEs, options: q.options, optionsEs: q.optionsEs };
  return { prompt: questionPrompt(words, language), labels: questionOptionLabels(words, language) };
}

const m = defineMessages({
  yes: { id: 'registration.question.yes', defaultMessage: 'Yes' },
  no: { id: 'registration.question.no', defaultMessage: 'No' },
  chooseOne: { id: 'registration.question.chooseOne', defaultMessage: 'Choose one' },
  sign: { id: 'registration.question.sign', defaultMessage: 'Type your full name to sign “{consent}”' },
  signOptional: { id: 'registration.question.signOptional', defaultMessage: 'Type your full name to sign “{consent}” (optional)' },
  signature: { id: 'registration.question.signature', defaultMessage: 'Your typed name is your signature; we record the date and time you send the form.' },
});

interface Props {
  question: QuestionShape;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function QuestionInput({ question: q, value, onChange, error }: Props) {
  const intl = useIntl();
  const { prompt, labels } = useQuestionWords(q);
  switch (q.type) {
    case 'YES_NO':
      return (
        <Radio.Group label={prompt} required={q.required} value={value || null} onChange={onChange} error={error}>
          <Group gap="lg" mt={6}>
            <Radio value="Yes" label={intl.formatMessage(m.yes)} aria-invalid={!!error} />
            <Radio value="No" label={intl.formatMessage(m.no)} />
          </Group>
        </Radio.Group>
      );
    case 'ONE_OF':
      return (
        <Select
          label={prompt}
          required={q.required}
          data={q.options.map((option, i) => ({ value: option, label: labels[i] }))}
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          clearable={!q.required}
          placeholder={intl.formatMessage(m.chooseOne)}
          error={error}
          maw={420}
        />
      );
    case 'MANY_OF':
      return (
        <Checkbox.Group label={prompt} required={q.required} value={value ? value.split('\n') : []} onChange={(v) => onChange(q.options.filter((o) => v.includes(o)).join('\n'))} error={error}>
          <Stack gap={6} mt={6}>
            {q.options.map((o, i) => (
              <Checkbox key={o} value={o} label={labels[i]} aria-invalid={i === 0 && !!error} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'LONG_TEXT':
      return <Textarea label={prompt} required={q.required} autosize minRows={2} maxLength={2000} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} />;
    case 'DATE':
      return <TextInput type="date" label={prompt} required={q.required} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} maw={240} />;
    case 'CONSENT':
      return (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap={6}>
            <Text size="sm">{prompt}</Text>
            <TextInput
              label={intl.formatMessage(q.required ? m.sign : m.signOptional, { consent: questionLabel(prompt) })}
              description={intl.formatMessage(m.signature)}
              required={q.required}
              autoComplete="name"
              value={value}
              onChange={(e) => onChange(e.currentTarget.value)}
              error={error}
              maw={420}
            />
          </Stack>
        </Paper>
      );
    default:
      return <TextInput label={prompt} required={q.required} maxLength={200} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} />;
  }
}
