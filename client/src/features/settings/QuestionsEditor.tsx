// The registration and intern application questions: add, reword, require, move up or down, remove.
// Questions the program reads (church, elective, acceptedJesus, attendedBefore, training) can be reworded
// and moved but not removed; the server enforces the same. Each question is written in English and, beside
// it, in Spanish (its prompt, and each choice on the line of its English one); a blank Spanish word shows the
// English to Spanish readers, and answers are always kept as the English choice.
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
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  failed: { id: 'staff.settings.questions.failed', defaultMessage: 'That did not work. Please try again.' },
  saved: { id: 'staff.settings.questions.saved', defaultMessage: 'Question saved.' },
  questionN: { id: 'staff.settings.questions.questionN', defaultMessage: 'Question {n}' },
  questionNEs: { id: 'staff.settings.questions.questionNEs', defaultMessage: 'Question {n} in Spanish' },
  spanish: { id: 'staff.settings.questions.spanish', defaultMessage: 'In Spanish (optional: left blank, Spanish readers see the English)' },
  choicesEs: { id: 'staff.settings.questions.choicesEs', defaultMessage: 'Choices in Spanish, one per line, in the order of the English: {choices}' },
  save: { id: 'staff.settings.questions.save', defaultMessage: 'Save' },
  required: { id: 'staff.settings.questions.required', defaultMessage: 'Must be answered' },
  locked: { id: 'staff.settings.questions.locked', defaultMessage: 'The program reads this answer, so it cannot be removed' },
  builtIn: { id: 'staff.settings.questions.builtIn', defaultMessage: 'Built-in · {key}' },
  typeWithChoices: { id: 'staff.settings.questions.typeWithChoices', defaultMessage: '{type}: {choices}' },
  moveUp: { id: 'staff.settings.questions.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'staff.settings.questions.moveDown', defaultMessage: 'Move down' },
  remove: { id: 'staff.settings.questions.remove', defaultMessage: 'Remove question' },
  removeTitle: { id: 'staff.settings.questions.removeTitle', defaultMessage: 'Remove this question?' },
  removeText: { id: 'staff.settings.questions.removeText', defaultMessage: '“{prompt}” leaves the form. Answers already given keep their wording.' },
  removeConfirm: { id: 'staff.settings.questions.removeConfirm', defaultMessage: 'Remove' },
  removed: { id: 'staff.settings.questions.removed', defaultMessage: 'Question removed.' },
  added: { id: 'staff.settings.questions.added', defaultMessage: 'Question added.' },
  newQuestion: { id: 'staff.settings.questions.new', defaultMessage: 'New question' },
  newPlaceholder: { id: 'staff.settings.questions.newPlaceholder', defaultMessage: 'e.g. Any food allergies for snacks?' },
  newEs: { id: 'staff.settings.questions.newEs', defaultMessage: 'New question in Spanish (optional)' },
  newEsPlaceholder: { id: 'staff.settings.questions.newEsPlaceholder', defaultMessage: 'e.g. ¿Alguna alergia a alimentos para las meriendas?' },
  answerType: { id: 'staff.settings.questions.answerType', defaultMessage: 'Answer type' },
  add: { id: 'staff.settings.questions.add', defaultMessage: 'Add' },
  choices: { id: 'staff.settings.questions.choices', defaultMessage: 'Choices, one per line' },
  newChoicesEs: { id: 'staff.settings.questions.newChoicesEs', defaultMessage: 'Choices in Spanish, one per line, in the same order (optional)' },
  title: { id: 'staff.settings.questions.title', defaultMessage: 'Form questions' },
  intro: {
    id: 'staff.settings.questions.intro',
    defaultMessage: 'Asked on the registration form and the intern application, in English and, where you write it, in Spanish. Rewording a question keeps the wording families already answered.',
  },
  registrationTab: { id: 'staff.settings.questions.registrationTab', defaultMessage: 'Registration ({count})' },
  applicationTab: { id: 'staff.settings.questions.applicationTab', defaultMessage: 'Intern application ({count})' },
});

type Kind = 'REGISTRATION' | 'APPLICATION';
type Question = QuestionsEditor_edition$data['registrationQuestions'][number];

const useFail = () => {
  const intl = useIntl();
  return (error: unknown) => toast.error(error instanceof Error ? error.message : intl.formatMessage(m.failed));
};
/** The Spanish choices as the editor shows them: one line for each English choice. */
const linesOf = (text: string) => text.split('\n').map((line) => line.trim());
const fieldError = (error: unknown, field: string) => (error instanceof RequestError ? error.fields?.[field] : undefined);

function QuestionRow({ question, index, count, onMove, onRemove, busy }: { question: Question; index: number; count: number; onMove: (to: number) => void; onRemove: () => void; busy: boolean }) {
  const intl = useIntl();
  const fail = useFail();
  const [prompt, setPrompt] = useState(question.promptEn);
  const [promptEs, setPromptEs] = useState(question.promptEs ?? '');
  const [choicesEs, setChoicesEs] = useState(question.optionsEs.join('\n'));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [update, saving] = useUpdateQuestionMutation();
  const withChoices = question.options.length > 0;
  const changed =
    prompt.trim() !== question.promptEn || promptEs.trim() !== (question.promptEs ?? '') || (withChoices && linesOf(choicesEs).join('\n') !== question.optionsEs.join('\n'));

  const save = async (patch: { prompt?: string; promptEs?: string; optionsEs?: string[]; required?: boolean }) => {
    setErrors({});
    try {
      await update({ id: question.id, ...patch });
      toast.success(intl.formatMessage(m.saved), { key: `question-${question.id}` });
    } catch (e) {
      setErrors({ prompt: fieldError(e, 'prompt'), promptEs: fieldError(e, 'promptEs'), optionsEs: fieldError(e, 'optionsEs') });
      fail(e);
    }
  };
  const saveWords = () => save({ prompt, promptEs, ...(withChoices ? { optionsEs: linesOf(choicesEs) } : {}) });

  return (
    <Card withBorder radius="sm" padding="sm" component="li" aria-label={question.promptEn}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={6} style={{ flex: 1 }}>
            <Textarea
              aria-label={intl.formatMessage(m.questionN, { n: index + 1 })}
              autosize
              minRows={1}
              value={prompt}
              maxLength={500}
              onChange={(e) => setPrompt(e.currentTarget.value)}
              error={errors.prompt}
            />
            <Textarea
              label={intl.formatMessage(m.spanish)}
              aria-label={intl.formatMessage(m.questionNEs, { n: index + 1 })}
              lang="es"
              size="xs"
              autosize
              minRows={1}
              value={promptEs}
              maxLength={500}
              onChange={(e) => setPromptEs(e.currentTarget.value)}
              error={errors.promptEs}
            />
            {withChoices && (
              <Textarea
                label={intl.formatMessage(m.choicesEs, { choices: question.options.join(', ') })}
                lang="es"
                size="xs"
                autosize
                minRows={2}
                value={choicesEs}
                onChange={(e) => setChoicesEs(e.currentTarget.value)}
                error={errors.optionsEs}
              />
            )}
          </Stack>
          {changed && (
            <Button size="sm" onClick={saveWords} loading={saving}>
              {intl.formatMessage(m.save)}
            </Button>
          )}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Checkbox size="sm" label={intl.formatMessage(m.required)} checked={question.required} onChange={(e) => save({ required: e.currentTarget.checked })} />
            {question.removable && question.type !== 'TEXT' && (
              <Badge variant="light" color="blue" tt="none">
                {question.options.length
                  ? intl.formatMessage(m.typeWithChoices, { type: QUESTION_TYPE_LABEL[question.type as QuestionType] ?? question.type, choices: question.options.join(', ') })
                  : (QUESTION_TYPE_LABEL[question.type as QuestionType] ?? question.type)}
              </Badge>
            )}
            {!question.removable && (
              <Tooltip label={intl.formatMessage(m.locked)} withArrow>
                <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />} tabIndex={0}>
                  {intl.formatMessage(m.builtIn, { key: question.key })}
                </Badge>
              </Tooltip>
            )}
          </Group>
          <Group gap={4}>
            <ActionIcon variant="subtle" aria-label={intl.formatMessage(m.moveUp)} disabled={index === 0 || busy} onClick={() => onMove(index - 1)}>
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label={intl.formatMessage(m.moveDown)} disabled={index === count - 1 || busy} onClick={() => onMove(index + 1)}>
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            {question.removable && (
              <ActionIcon variant="subtle" color="red" aria-label={intl.formatMessage(m.remove)} disabled={busy} onClick={onRemove}>
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
  const intl = useIntl();
  const fail = useFail();
  const [promptEs, setPromptEs] = useState('');
  const [choicesEs, setChoicesEs] = useState('');
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
    const words = { title: intl.formatMessage(m.removeTitle), message: intl.formatMessage(m.removeText, { prompt: q.promptEn }), confirmLabel: intl.formatMessage(m.removeConfirm) };
    if (!(await confirm({ ...words, danger: true }))) return;
    try {
      await remove({ id: q.id });
      toast.success(intl.formatMessage(m.removed));
    } catch (e) {
      fail(e);
    }
  };
  const addQuestion = async (event: React.FormEvent) => {
    event.preventDefault();
    // An English choice and its Spanish share a line number, so blank English lines drop with their Spanish.
    const lines = withChoices ? choices.split('\n').map((c) => c.trim()) : [];
    const spanishLines = linesOf(choicesEs);
    const options = lines.filter(Boolean);
    const optionsEs = withChoices ? lines.map((c, i) => (c ? (spanishLines[i] ?? '') : null)).filter((c): c is string => c !== null) : [];
    // Registration questions are checked with the server's own schema first (forms/registration-questions.ts).
    const problems = typed ? problemsWith(registrationQuestionSchema, { prompt, promptEs, required, type, options, optionsEs }, intl.formatMessage) : {};
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await add({ kind, prompt, promptEs, required, ...(typed ? { type, options, optionsEs } : {}) });
      setPrompt('');
      setPromptEs('');
      setRequired(false);
      setType('TEXT');
      setChoices('');
      setChoicesEs('');
      toast.success(intl.formatMessage(m.added));
    } catch (e) {
      setErrors({ prompt: fieldError(e, 'prompt') ?? '', promptEs: fieldError(e, 'promptEs') ?? '', options: fieldError(e, 'options') ?? '', optionsEs: fieldError(e, 'optionsEs') ?? '' });
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
          <TextInput
            label={intl.formatMessage(m.newQuestion)}
            placeholder={intl.formatMessage(m.newPlaceholder)}
            value={prompt}
            maxLength={500}
            onChange={(e) => setPrompt(e.currentTarget.value)}
            error={errors.prompt || undefined}
            style={{ flex: '1 1 18rem' }}
          />
          <TextInput
            label={intl.formatMessage(m.newEs)}
            placeholder={intl.formatMessage(m.newEsPlaceholder)}
            lang="es"
            value={promptEs}
            maxLength={500}
            onChange={(e) => setPromptEs(e.currentTarget.value)}
            error={errors.promptEs || undefined}
            style={{ flex: '1 1 18rem' }}
          />
          {typed && (
            <Select
              label={intl.formatMessage(m.answerType)}
              data={QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABEL[value] }))}
              value={type}
              onChange={(value) => setType((value as QuestionType) ?? 'TEXT')}
              allowDeselect={false}
              w={250}
            />
          )}
          <Checkbox label={intl.formatMessage(m.required)} checked={required} onChange={(e) => setRequired(e.currentTarget.checked)} mt={34} />
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={adding} disabled={prompt.trim().length < 3} mt={25}>
            {intl.formatMessage(m.add)}
          </Button>
        </Group>
        {withChoices && (
          <Group align="flex-start" gap="xs" wrap="wrap" mt="xs">
            <Textarea
              label={intl.formatMessage(m.choices)}
              autosize
              minRows={3}
              value={choices}
              onChange={(e) => setChoices(e.currentTarget.value)}
              error={errors.options || undefined}
              style={{ flex: '1 1 14rem' }}
              maw={420}
            />
            <Textarea
              label={intl.formatMessage(m.newChoicesEs)}
              lang="es"
              autosize
              minRows={3}
              value={choicesEs}
              onChange={(e) => setChoicesEs(e.currentTarget.value)}
              error={errors.optionsEs || undefined}
              style={{ flex: '1 1 14rem' }}
              maw={420}
            />
          </Group>
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
          promptEn
          promptEs
          required
          removable
          type
          options
          optionsEs
        }
        applicationQuestions {
          id
          key
          promptEn
          promptEs
          required
          removable
          type
          options
          optionsEs
        }
      }
    `,
    ref,
  );
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="questions-heading">
      <Title order={2} size="h3" id="questions-heading">
        {intl.formatMessage(m.title)}
      </Title>
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.intro)}
      </Text>
      <Tabs defaultValue="REGISTRATION" mt="sm">
        <Tabs.List>
          <Tabs.Tab value="REGISTRATION">{intl.formatMessage(m.registrationTab, { count: edition.registrationQuestions.length })}</Tabs.Tab>
          <Tabs.Tab value="APPLICATION">{intl.formatMessage(m.applicationTab, { count: edition.applicationQuestions.length })}</Tabs.Tab>
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
