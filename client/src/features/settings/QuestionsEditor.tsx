// The registration and intern application questions: add, reword, require, move up or down, remove.
// Questions the program reads (church, elective, acceptedJesus, attendedBefore, training) can be reworded
// and moved but not removed; the server enforces the same.
import { ActionIcon, Badge, Button, Card, Checkbox, Group, Select, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { QUESTION_TYPE_LABEL, QUESTION_TYPES, registrationQuestionSchema, type QuestionType } from '../../../../forms/registration-questions.ts';
import { problemsWith } from '../../app/form-problems.ts';
import { IconArrowDown, IconArrowUp, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { QuestionsEditor_edition$data, QuestionsEditor_edition$key } from '../../__generated__/QuestionsEditor_edition.graphql';
import { toast } from '../../app/toast.ts';
import { RequestError } from '../../relay/errors.ts';
import { useAddQuestionMutation, useRemoveQuestionMutation, useReorderQuestionsMutation, useUpdateQuestionMutation } from './useSettingsMutations.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';

type Kind = 'REGISTRATION' | 'APPLICATION';
type Question = QuestionsEditor_edition$data['registrationQuestions'][number];

const fail = (error: unknown) => toast.error(error instanceof Error ? error.message : 'That did not work. Please try again.');
const fieldError = (error: unknown, field: string) => (error instanceof RequestError ? error.fields?.[field] : undefined);

function QuestionRow({ question, index, count, onMove, onRemove, busy }: { question: Question; index: number; count: number; onMove: (to: number) => void; onRemove: () => void; busy: boolean }) {
  const [prompt, setPrompt] = useState(question.prompt);
  const [error, setError] = useState<string>();
  const [update, saving] = useUpdateQuestionMutation();
  const changed = prompt.trim() !== question.prompt;

  const save = async (patch: { prompt?: string; required?: boolean }) => {
    setError(undefined);
    try {
      await update({ id: question.id, ...patch });
      toast.success('Question saved.', { key: `question-${question.id}` });
    } catch (e) {
      setError(fieldError(e, 'prompt'));
      fail(e);
    }
  };

  return (
    <Card withBorder radius="sm" padding="sm" component="li" aria-label={question.prompt}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Textarea
            aria-label={`Question ${index + 1}`}
            autosize
            minRows={1}
            value={prompt}
            maxLength={500}
            onChange={(e) => setPrompt(e.currentTarget.value)}
            error={error}
            style={{ flex: 1 }}
          />
          {changed && (
            <Button size="sm" onClick={() => save({ prompt })} loading={saving}>
              Save
            </Button>
          )}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Checkbox size="sm" label="Must be answered" checked={question.required} onChange={(e) => save({ required: e.currentTarget.checked })} />
            {question.removable && question.type !== 'TEXT' && (
              <Badge variant="light" color="blue" tt="none">
                {QUESTION_TYPE_LABEL[question.type as QuestionType] ?? question.type}
                {question.options.length ? `: ${question.options.join(', ')}` : ''}
              </Badge>
            )}
            {!question.removable && (
              <Tooltip label="The program reads this answer, so it cannot be removed" withArrow>
                <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />} tabIndex={0}>
                  Built-in · {question.key}
                </Badge>
              </Tooltip>
            )}
          </Group>
          <Group gap={4}>
            <ActionIcon variant="subtle" aria-label="Move up" disabled={index === 0 || busy} onClick={() => onMove(index - 1)}>
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label="Move down" disabled={index === count - 1 || busy} onClick={() => onMove(index + 1)}>
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            {question.removable && (
              <ActionIcon variant="subtle" color="red" aria-label="Remove question" disabled={busy} onClick={onRemove}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

function QuestionList({ kind, questions }: { kind: Kind; questions: readonly Question[] }) {
  const [reorder, reordering] = useReorderQuestionsMutation();
  const [remove, removing] = useRemoveQuestionMutation();
  const [add, adding] = useAddQuestionMutation();
  const [prompt, setPrompt] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const [required, setRequired] = useState(false);
  const [type, setType] = useState<QuestionType>('TEXT');
  const [choices, setChoices] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const typed = kind === 'REGISTRATION';
  const withChoices = typed && (type === 'ONE_OF' || type === 'MANY_OF');

  const move = async (from: number, to: number) => {
    const ids = questions.map((q) => q.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    try {
      await reorder({ kind, questionIds: ids });
    } catch (e) {
      fail(e);
    }
  };
  const removeQuestion = async (q: Question) => {
    if (!(await confirm({ title: 'Remove this question?', message: `“${q.prompt}” leaves the form. Answers already given keep their wording.`, confirmLabel: 'Remove', danger: true }))) return;
    try {
      await remove({ id: q.id });
      toast.success('Question removed.');
    } catch (e) {
      fail(e);
    }
  };
  const addQuestion = async (event: React.FormEvent) => {
    event.preventDefault();
    const options = withChoices ? choices.split('\n').map((c) => c.trim()).filter(Boolean) : [];
    // Registration questions are checked with the server's own schema first (forms/registration-questions.ts).
    const problems = typed ? problemsWith(registrationQuestionSchema, { prompt, required, type, options }) : {};
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await add({ kind, prompt, required, ...(typed ? { type, options } : {}) });
      setPrompt('');
      setRequired(false);
      setType('TEXT');
      setChoices('');
      toast.success('Question added.');
    } catch (e) {
      setErrors({ prompt: fieldError(e, 'prompt') ?? '', options: fieldError(e, 'options') ?? '' });
      fail(e);
    }
  };

  return (
    <Stack gap="sm" pt="md">
      {confirmDialog}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {questions.map((q, i) => (
          <QuestionRow key={q.id} question={q} index={i} count={questions.length} busy={reordering || removing} onMove={(to) => move(i, to)} onRemove={() => removeQuestion(q)} />
        ))}
      </Stack>
      <form onSubmit={addQuestion}>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput label="New question" placeholder="e.g. Any food allergies for snacks?" value={prompt} maxLength={500} onChange={(e) => setPrompt(e.currentTarget.value)} error={errors.prompt || undefined} style={{ flex: '1 1 18rem' }} />
          {typed && (
            <Select
              label="Answer type"
              data={QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABEL[value] }))}
              value={type}
              onChange={(value) => setType((value as QuestionType) ?? 'TEXT')}
              allowDeselect={false}
              w={250}
            />
          )}
          <Checkbox label="Must be answered" checked={required} onChange={(e) => setRequired(e.currentTarget.checked)} mt={34} />
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={adding} disabled={prompt.trim().length < 3} mt={25}>
            Add
          </Button>
        </Group>
        {withChoices && (
          <Textarea label="Choices, one per line" autosize minRows={3} mt="xs" maw={420} value={choices} onChange={(e) => setChoices(e.currentTarget.value)} error={errors.options || undefined} />
        )}
      </form>
    </Stack>
  );
}

export function QuestionsEditor({ edition: ref }: { edition: QuestionsEditor_edition$key }) {
  const edition = useFragment(
    graphql`
      fragment QuestionsEditor_edition on Edition {
        registrationQuestions {
          id
          key
          prompt
          required
          removable
          type
          options
        }
        applicationQuestions {
          id
          key
          prompt
          required
          removable
          type
          options
        }
      }
    `,
    ref,
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="questions-heading">
      <Title order={2} size="h3" id="questions-heading">
        Form questions
      </Title>
      <Text size="sm" c="dimmed">
        Asked on the registration form and the intern application. Rewording a question keeps the wording families already answered.
      </Text>
      <Tabs defaultValue="REGISTRATION" mt="sm">
        <Tabs.List>
          <Tabs.Tab value="REGISTRATION">Registration ({edition.registrationQuestions.length})</Tabs.Tab>
          <Tabs.Tab value="APPLICATION">Intern application ({edition.applicationQuestions.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="REGISTRATION">
          <QuestionList kind="REGISTRATION" questions={edition.registrationQuestions} />
        </Tabs.Panel>
        <Tabs.Panel value="APPLICATION">
          <QuestionList kind="APPLICATION" questions={edition.applicationQuestions} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
