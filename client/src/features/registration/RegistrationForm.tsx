// The parent's registration form: which children, the family's church-attendance answer (asked once, and
// unanswered until the family picks), and each child's answers — afternoon club as 1st/2nd/3rd choice, the
// other questions of the year and the consents. A second or later child's answers can be copied from the
// first chosen child's in one tap ("Same answers as …"), still editable and undoable.
// While only elective selection is open, just the club choices of registered children can change.
// A returning family (children approved in an earlier edition) sees those children a grade higher (one who
// aged out is shown as not eligible) and confirms the contacts carried over; the grade goes with the submission.
import { Alert, Button, Card, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { useMemo, useRef, useState } from 'react';
import { registrationSchema } from '../../../../forms/registration.ts';
import type { QuestionType } from '../../../../forms/registration-questions.ts';
import { focusFirstProblem, problemsWith, serverProblems } from '../../app/form-problems.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { ChildAnswersCard, copyButtonId, undoCopyButtonId } from './ChildAnswersCard.tsx';
import type { QuestionShape } from './QuestionInput.tsx';
import { SentCard, type SentSummary } from './SentCard.tsx';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RegistrationForm_child$data, RegistrationForm_child$key } from '../../__generated__/RegistrationForm_child.graphql';
import type { RegistrationForm_form$key } from '../../__generated__/RegistrationForm_form.graphql';
import type { RegistrationForm_parent$key } from '../../__generated__/RegistrationForm_parent.graphql';
import { toast } from '../../app/toast.ts';
import { displayName } from '../../lib/format.ts';
import { gradeText } from '../../lib/family-words.ts';
import { errorMessage } from '../../lib/mutation.ts';
import { churchAnswer, churchOptions, parseChurchAnswer, type ChurchChoice } from './answers.ts';
import { ReturningFamilyCard } from './ReturningFamilyCard.tsx';
import type { ReturningFamilyCard_query$key } from '../../__generated__/ReturningFamilyCard_query.graphql';
import { DeclineReason, RegistrationStatusBadge } from './RegistrationStatusBadge.tsx';
import { useSubmitRegistrationMutation } from './useSubmitRegistrationMutation.ts';
import { calledName } from '../../../../shared/person-name.ts';
import { useIntl, type IntlShape } from '../../i18n/intl.tsx';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { questionOptionLabels, questionPrompt } from '../../../../shared/question-words.ts';
import { returningGrade } from '../../../../forms/returning.ts';
import { registrationFormWords as m } from './registration-form-words.ts';


/** What the family reads under a returning child's name (forms/returning.ts decides the grade). */
function returningText(intl: IntlShape, name: string, back: { lastYear: number; lastGrade: number }, year: number) {
  const { grade, agedOut } = returningGrade(back, year);
  return agedOut
    ? intl.formatMessage(m.agedOut, { name, lastGrade: gradeText(intl, back.lastGrade), lastYear: back.lastYear, lastGradeVbs: gradeText(intl, grade) })
    : intl.formatMessage(m.returning, { lastYear: back.lastYear, lastGrade: gradeText(intl, back.lastGrade), grade: gradeText(intl, grade) });
}

type Mode = 'full' | 'elective' | null;

/** What this child's registration allows now (mirrors the server's rules; the server decides). */
function modeFor(status: string | null | undefined, general: boolean, elective: boolean): Mode {
  if (status === 'DECLINED') return null;
  if (!status || status === 'WITHDRAWN') return general ? 'full' : null;
  if (status === 'PENDING') return general ? 'full' : elective ? 'elective' : null;
  return elective ? 'elective' : null;
}

export function RegistrationForm(props: { form: RegistrationForm_form$key; parent: RegistrationForm_parent$key; query: ReturningFamilyCard_query$key }) {
  const form = useFragment(
    graphql`
      fragment RegistrationForm_form on RegistrationForm {
        year
        editionName
        generalRegistrationOpen
        electiveSelectionOpen
        questions {
          databaseId
          key
          promptEn
          promptEs
          required
          type
          options
          optionsEs
        }
        clubs {
          name
        }
        returningChildren {
          childId
          lastYear
          lastGrade
          grade
          agedOut
        }
      }
    `,
    props.form,
  );
  const parent = useFragment(
    graphql`
      fragment RegistrationForm_parent on Parent {
        phone
        emergencyContacts {
          id
        }
        children {
          id
          ...RegistrationForm_child
        }
      }
    `,
    props.parent,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const promptOf = (q: QuestionShape) => questionPrompt({ prompt: q.promptEn, promptEs: q.promptEs, options: q.options, optionsEs: q.optionsEs }, language);
  const labelsOf = (q: (typeof form.questions)[number]) => {
    const labels = questionOptionLabels({ prompt: q.promptEn, promptEs: q.promptEs, options: q.options, optionsEs: q.optionsEs }, language);
    return Object.fromEntries(q.options.map((option, i) => [option, labels[i]]));
  };
  const children = useChildren(parent.children);
  const [submit, submitting] = useSubmitRegistrationMutation();
  const returning = new Map(form.returningChildren.map((r) => [r.childId, r]));
  const modes = new Map(children.map((c) => [c.id, returning.get(c.id)?.agedOut ? null : modeFor(c.currentRegistration?.status, form.generalRegistrationOpen, form.electiveSelectionOpen)]));
  const eligible = children.filter((c) => modes.get(c.id));
  const churchQuestion = form.questions.find((q) => q.key === 'church');
  const childQuestions = form.questions.filter((q) => q.key !== 'church');

  const [selected, setSelected] = useState<Set<string>>(() => new Set(eligible.filter((c) => !c.currentRegistration).map((c) => c.id)));
  const firstResponses = children.find((c) => c.currentRegistration)?.currentRegistration?.responses ?? [];
  const [church, setChurch] = useState(() => parseChurchAnswer(firstResponses.find((r) => r.questionKey === 'church')?.response));
  const [answers, setAnswers] = useState<Record<string, Record<string, string>>>(() =>
    Object.fromEntries(children.map((c) => [c.id, Object.fromEntries((c.currentRegistration?.responses ?? []).map((r) => [r.questionKey ?? '', r.response]))])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Children whose answers were copied from another child's: from whom, and their answers before, for Undo.
  const [copied, setCopied] = useState<Record<string, { from: string; before: Record<string, string> }>>({});
  const [sent, setSent] = useState<SentSummary | null>(null);
  const [contactsConfirmed, setContactsConfirmed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const setAnswer = (childId: string, key: string, value: string) => setAnswers((a) => ({ ...a, [childId]: { ...a[childId], [key]: value } }));

  /** Copies the source child's answers to these questions into the child's, keeping what was there for Undo. */
  const copyAnswers = (childId: string, sourceId: string, keys: string[]) => {
    setCopied((c) => ({ ...c, [childId]: { from: sourceId, before: answers[childId] ?? {} } }));
    setAnswers((a) => ({ ...a, [childId]: { ...a[childId], ...Object.fromEntries(keys.map((k) => [k, a[sourceId]?.[k] ?? ''])) } }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith(`${childId}.`))));
    focusById(undoCopyButtonId(childId));
  };
  const undoCopy = (childId: string) => {
    const before = copied[childId]?.before ?? {};
    setAnswers((a) => ({ ...a, [childId]: before }));
    setCopied(({ [childId]: _undone, ...rest }) => rest);
    focusById(copyButtonId(childId));
  };

  const missing = [!parent.phone && m.missingPhone, parent.emergencyContacts.length === 0 && m.missingContact, children.length === 0 && m.missingChildren]
    .filter((words) => words !== false)
    .map((words) => intl.formatMessage(words));
  const chosen = eligible.filter((c) => selected.has(c.id));
  const comingBack = form.generalRegistrationOpen ? form.returningChildren.filter((r) => !r.agedOut && modes.get(r.childId)) : [];
  const confirmNeeded = chosen.some((c) => comingBack.some((r) => r.childId === c.id));
  const churchError = Object.entries(errors).find(([k]) => k.endsWith('.church'))?.[1];
  const clubNames = useMemo(() => form.clubs.map((c) => c.name), [form.clubs]);
  /** A child's problems by question key. */
  const errorsOf = (childId: string) => Object.fromEntries(Object.entries(errors).flatMap(([k, message]) => (k.startsWith(`${childId}.`) ? [[k.slice(childId.length + 1), message]] : [])));

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (chosen.length === 0) {
      toast.error(intl.formatMessage(m.chooseChild));
      return;
    }
    const responsesFor = (childId: string) =>
      form.questions.map((q) => ({
        questionId: q.databaseId,
        response: q.key === 'church' ? churchAnswer(church.choice, church.church) : (answers[childId]?.[q.key] ?? ''),
      }));
    // A returning child's advanced grade is sent as confirmed; others keep the grade on file.
    const payload = chosen.map((c) => ({ childId: c.id, responses: responsesFor(c.id), gradeEntering: returning.get(c.id)?.grade ?? null }));
    // The server names fields by position in the list it got ("children[1].elective"): map back to child ids.
    const showProblems = (problems: Record<string, string>) => {
      const byField: Record<string, string> = {};
      for (const [field, message] of Object.entries(problems)) {
        const match = /^children\[(\d+)\]\.(.+)$/.exec(field);
        byField[match ? `${chosen[Number(match[1])]?.id}.${match[2]}` : field] = message;
      }
      setErrors(byField);
      focusFirstProblem(formRef.current);
    };
    // The same schema the server checks with: the same words, before anything is sent.
    const schema = registrationSchema({ questions: form.questions.map((q) => ({ ...q, prompt: q.promptEn, id: q.databaseId, options: [...q.options], type: q.type as QuestionType })), clubNames: form.clubs.map((c) => c.name) });
    const problems = problemsWith(schema, { children: payload }, intl.formatMessage);
    if (confirmNeeded && !contactsConfirmed) problems.contacts = intl.formatMessage(m.confirmContacts);
    if (Object.keys(problems).length) return showProblems(problems);
    try {
      const sentNow = chosen.map((c) => ({ name: displayName(c), answers: form.questions.filter((q) => modes.get(c.id) === 'full' || q.key === 'elective').map((q) => ({ prompt: promptOf(q), key: q.key, type: q.type, response: responsesFor(c.id).find((r) => r.questionId === q.databaseId)!.response, labels: labelsOf(q) })) }));
      await submit({ input: { children: payload } });
      toast.success(intl.formatMessage(form.generalRegistrationOpen ? m.sentToast : m.clubsSaved));
      setSent(sentNow);
      setSelected(new Set());
      setCopied({});
    } catch (error) {
      const fromServer = serverProblems(error);
      if (Object.keys(fromServer).length) showProblems(fromServer);
      else toast.error(errorMessage(error, intl.formatMessage(m.sendFailed)));
    }
  };

  return (
    <form ref={formRef} onSubmit={send} noValidate aria-label={intl.formatMessage(m.formLabel, { year: form.year })}>
      <Stack gap="lg">
        {sent && <SentCard sent={sent} general={form.generalRegistrationOpen} elective={form.electiveSelectionOpen} />}
        <FormErrorSummary problems={summaryOf(intl, errors, children)} />
        {missing.length > 0 && (
          <Alert color="yellow" title={intl.formatMessage(m.missingTitle)}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{intl.formatMessage(m.missingText, { missing: new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(missing) })}</Text>
              <Button component={Link} to="/dashboard/profile" size="compact-md" variant="light">
                {intl.formatMessage(m.openProfile)}
              </Button>
            </Stack>
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="reg-children-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="reg-children-heading">
              {intl.formatMessage(m.childrenTitle)}
            </Title>
            {children.length === 0 && <Text c="dimmed">{intl.formatMessage(m.noChildren)}</Text>}
            {children.map((child) => {
              const mode = modes.get(child.id);
              const back = returning.get(child.id);
              return (
                <Group key={child.id} justify="space-between" wrap="wrap" gap="xs">
                  <Checkbox
                    label={intl.formatMessage(m.childLabel, { name: displayName(child), grade: gradeText(intl, back?.grade ?? child.gradeEntering) })}
                    description={
                      back && (!child.currentRegistration || back.agedOut)
                        ? returningText(intl, calledName(child), back, form.year)
                        : mode === 'elective'
                          ? intl.formatMessage(m.canChangeClubs)
                          : mode === 'full' && child.currentRegistration
                            ? intl.formatMessage(m.canChangeAnswers)
                            : undefined
                    }
                    checked={selected.has(child.id)}
                    disabled={!mode}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setSelected((s) => {
                        const next = new Set(s);
                        if (on) next.add(child.id);
                        else next.delete(child.id);
                        return next;
                      });
                    }}
                  />
                  <Stack gap={2} align="flex-end">
                    <RegistrationStatusBadge status={child.currentRegistration?.status} />
                    <DeclineReason reason={child.currentRegistration?.status === 'DECLINED' ? child.currentRegistration.decisionReason : null} />
                  </Stack>
                </Group>
              );
            })}
          </Stack>
        </Card>

        {comingBack.length > 0 && !sent && (
          <ReturningFamilyCard
            query={props.query}
            lastYear={Math.max(...comingBack.map((r) => r.lastYear))}
            confirmed={contactsConfirmed}
            onConfirm={(on) => {
              setContactsConfirmed(on);
              setErrors(({ contacts: _done, ...rest }) => rest);
            }}
            error={errors.contacts}
          />
        )}

        {churchQuestion && form.generalRegistrationOpen && chosen.some((c) => modes.get(c.id) === 'full') && (
          <Card withBorder radius="md" padding="lg" component="section">
            <Radio.Group
              label={promptOf(churchQuestion)}
              required={churchQuestion.required}
              // Nothing is chosen until the family picks; "I'd rather not say" is a choice like the others.
              value={church.choice === null ? null : church.choice || 'none'}
              onChange={(value) => setChurch((c) => ({ ...c, choice: (value === 'none' ? '' : value) as ChurchChoice }))}
              error={churchError}
            >
              <Stack gap="xs" mt="xs">
                {churchOptions(churchQuestion.required).map((o, i) => (
                  <Radio key={o.value || 'none'} value={o.value || 'none'} label={intl.formatMessage(o.label)} aria-invalid={i === 0 && !!churchError} />
                ))}
              </Stack>
            </Radio.Group>
            {church.choice === 'something' && (
              <TextInput mt="sm" maw={420} label={intl.formatMessage(m.whichChurch)} required value={church.church} onChange={(e) => setChurch({ choice: 'something', church: e.currentTarget.value })} />
            )}
          </Card>
        )}

        {chosen.map((child, index) => {
          const electiveOnly = modes.get(child.id) === 'elective';
          const questions = childQuestions.filter((q) => !electiveOnly || q.key === 'elective');
          // The first chosen child's answers are the ones a brother or sister can take over.
          const source = index > 0 ? chosen[0] : null;
          const copy = copied[child.id];
          return (
            <ChildAnswersCard
              key={child.id}
              childId={child.id}
              firstName={child.firstName}
              calledName={calledName(child)}
              questions={questions}
              promptOf={promptOf}
              clubs={clubNames}
              answers={answers[child.id] ?? {}}
              errors={errorsOf(child.id)}
              onAnswer={(key, value) => setAnswer(child.id, key, value)}
              source={source && { calledName: calledName(source), hasAnswers: questions.some((q) => answers[source.id]?.[q.key]) }}
              copiedFrom={copy ? calledName(children.find((c) => c.id === copy.from) ?? source ?? child) : null}
              onCopy={() => source && copyAnswers(child.id, source.id, questions.map((q) => q.key))}
              onUndoCopy={() => undoCopy(child.id)}
            />
          );
        })}
        {eligible.length === 0 ? (
          children.length > 0 &&
          !sent && (
            <Text c="dimmed">
              {intl.formatMessage(m.nothingToChange)}
            </Text>
          )
        ) : sent && chosen.length === 0 ? null : (
          // Under a confirmation the button shows again only once a child is chosen to change.
          <Group>
            <Button type="submit" size="md" loading={submitting} disabled={chosen.length === 0 || missing.length > 0}>
              {intl.formatMessage(
                !form.generalRegistrationOpen ? m.saveClubs : chosen.length === 1 ? m.registerOne : chosen.length ? m.registerMany : m.register,
                { name: chosen[0]?.firstName ?? '', count: chosen.length },
              )}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Moves the focus to an element drawn by the next render (the Undo after copying, the copy button after Undo). */
function focusById(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * The form's problems as the summary lists them: a child's answer names the child ("Sam: Choose a 1st choice
 * club."), so brothers and sisters with the same problem each show; the family's church answer is listed once.
 */
function summaryOf(intl: IntlShape, errors: Record<string, string>, children: readonly { id: string; firstName: string; preferredName: string | null | undefined }[]) {
  const summary: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const dot = key.lastIndexOf('.');
    const child = dot > 0 ? children.find((c) => c.id === key.slice(0, dot)) : undefined;
    summary[key] = child && !key.endsWith('.church') ? intl.formatMessage(m.problemFor, { name: calledName(child), problem: message }) : message;
  }
  return summary;
}

/** Every child of the family at once (a plural fragment): the form needs all of them together. */
function useChildren(refs: RegistrationForm_child$key) {
  const children = useFragment(
    graphql`
      fragment RegistrationForm_child on Child @relay(plural: true) {
        id
        firstName
        preferredName
        lastName
        gradeEntering
        currentRegistration {
          status
          decisionReason
          responses {
            questionKey
            response
          }
        }
      }
    `,
    refs,
  );
  return useMemo(() => [...children] as RegistrationForm_child$data[number][], [children]);
}
