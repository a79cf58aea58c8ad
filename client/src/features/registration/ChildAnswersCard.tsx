// One chosen child's answers on the registration form: the afternoon club choices and the year's other
// questions. A brother or sister after the first chosen child gets "Same answers as …", which copies the first
// child's answers (still editable) and turns into a note with Undo.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCopy } from '@tabler/icons-react';
import { useIntl } from '../../i18n/intl.tsx';
import { ElectiveChoices } from './ElectiveChoices.tsx';
import { QuestionInput, type QuestionShape } from './QuestionInput.tsx';
import { registrationFormWords as m } from './registration-form-words.ts';

interface ChildAnswersCardProps {
  childId: string;
  /** The child's first name (the card's accessible name) and the name the family calls them (its heading). */
  firstName: string;
  calledName: string;
  questions: readonly QuestionShape[];
  /** The prompt of a question in the page's language. */
  promptOf: (question: QuestionShape) => string;
  clubs: string[];
  answers: Record<string, string>;
  /** Problems by question key. */
  errors: Record<string, string>;
  onAnswer: (key: string, value: string) => void;
  /** The child whose answers this one can take over (the first chosen), with whether they have any yet. */
  source: { calledName: string; hasAnswers: boolean } | null;
  /** Set once the answers were copied: from whom. */
  copiedFrom: string | null;
  onCopy: () => void;
  onUndoCopy: () => void;
}

/** The ids the form moves the focus to after a copy (the Undo) and after Undo (the copy button). */
export const copyButtonId = (childId: string) => `copy-${childId}`;
export const undoCopyButtonId = (childId: string) => `undo-copy-${childId}`;

export function ChildAnswersCard({ childId, firstName, calledName, questions, promptOf, clubs, answers, errors, onAnswer, source, copiedFrom, onCopy, onUndoCopy }: ChildAnswersCardProps) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={intl.formatMessage(m.answersFor, { name: firstName })}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {calledName}
        </Title>
        {source &&
          (copiedFrom !== null ? (
            <Alert color="blue" variant="light" role="status" icon={<IconCopy aria-hidden />} p="xs" data-testid="answers-copied">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">{intl.formatMessage(m.copiedFrom, { name: copiedFrom })}</Text>
                <Button id={undoCopyButtonId(childId)} variant="subtle" size="compact-sm" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onUndoCopy}>
                  {intl.formatMessage(m.undo)}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Button id={copyButtonId(childId)} variant="light" leftSection={<IconCopy size={18} aria-hidden />} onClick={onCopy} disabled={!source.hasAnswers} style={{ alignSelf: 'flex-start' }}>
              {intl.formatMessage(m.sameAs, { name: source.calledName })}
            </Button>
          ))}
        {questions.map((q) =>
          q.key === 'elective' ? (
            <ElectiveChoices
              key={q.databaseId}
              prompt={promptOf(q)}
              clubs={clubs}
              value={answers.elective ?? ''}
              onChange={(value) => onAnswer('elective', value)}
              error={errors.elective}
              required={q.required}
            />
          ) : (
            <QuestionInput key={q.databaseId} question={q} value={answers[q.key] ?? ''} onChange={(value) => onAnswer(q.key, value)} error={errors[q.key]} />
          ),
        )}
      </Stack>
    </Card>
  );
}
