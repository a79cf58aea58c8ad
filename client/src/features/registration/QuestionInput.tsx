// One registration question, drawn by its type (forms/registration-questions.ts). Every answer is text:
// Yes/No, the chosen option, the chosen options one per line, free text, yyyy-mm-dd, or the name typed to
// sign a consent (the server records when it was signed).
import { Checkbox, Group, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { consentFieldLabel } from '../../../../forms/registration.ts';

export interface QuestionShape {
  readonly databaseId: number;
  readonly key: string;
  readonly prompt: string;
  readonly required: boolean;
  readonly type: string;
  readonly options: readonly string[];
}

interface Props {
  question: QuestionShape;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function QuestionInput({ question: q, value, onChange, error }: Props) {
  switch (q.type) {
    case 'YES_NO':
      return (
        <Radio.Group label={q.prompt} required={q.required} value={value || null} onChange={onChange} error={error}>
          <Group gap="lg" mt={6}>
            <Radio value="Yes" label="Yes" aria-invalid={!!error} />
            <Radio value="No" label="No" />
          </Group>
        </Radio.Group>
      );
    case 'ONE_OF':
      return <Select label={q.prompt} required={q.required} data={[...q.options]} value={value || null} onChange={(v) => onChange(v ?? '')} clearable={!q.required} placeholder="Choose one" error={error} maw={420} />;
    case 'MANY_OF':
      return (
        <Checkbox.Group label={q.prompt} required={q.required} value={value ? value.split('\n') : []} onChange={(v) => onChange(q.options.filter((o) => v.includes(o)).join('\n'))} error={error}>
          <Stack gap={6} mt={6}>
            {q.options.map((o, i) => (
              <Checkbox key={o} value={o} label={o} aria-invalid={i === 0 && !!error} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'LONG_TEXT':
      return <Textarea label={q.prompt} required={q.required} autosize minRows={2} maxLength={2000} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} />;
    case 'DATE':
      return <TextInput type="date" label={q.prompt} required={q.required} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} maw={240} />;
    case 'CONSENT':
      return (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap={6}>
            <Text size="sm">{q.prompt}</Text>
            <TextInput
              label={`${consentFieldLabel(q.prompt)}${q.required ? '' : ' (optional)'}`}
              description="Your typed name is your signature; we record the date and time you send the form."
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
      return <TextInput label={q.prompt} required={q.required} maxLength={200} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={error} />;
  }
}
