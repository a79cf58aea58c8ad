// The intern application form: contact details, date of birth, grade, medical information, this year's
// questions (the product's own ones with their SPEC §5 answer formats) and the acknowledgement of
// responsibilities. The server checks everything again and names any field it refuses.
import { Button, Card, Checkbox, Group, List, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { Textarea } from '../../components/typed-textarea.tsx';
import { useRef, useState } from 'react';
import { internApplicationSchema } from '../../../../forms/intern-application.ts';
import { focusFirstProblem, problemsWith, serverProblems } from '../../app/form-problems.ts';
import { FormErrorSummary } from '../../components/FormErrorSummary.tsx';
import { graphql, useFragment } from 'react-relay';
import type { ApplicationForm_edition$key } from '../../__generated__/ApplicationForm_edition.graphql';
import type { ApplicationForm_intern$key } from '../../__generated__/ApplicationForm_intern.graphql';
import { toast } from '../../app/toast.ts';
import { formatPhone } from '../../lib/format.ts';
import { internGrades, readTraining, readYesDetail, RESPONSIBILITIES, TRAINING_DATES, writeTraining, writeYesDetail, type YesDetail } from './application-answers.ts';
import { useSaveInternApplicationMutation } from './useSaveInternApplicationMutation.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';
import { useLanguage } from '../../i18n/LanguageProvider.tsx';
import { questionPrompt } from '../../../../shared/question-words.ts';

const m = defineMessages({
  whenDetail: { id: 'application.question.when', defaultMessage: 'About when? (an approximate date is fine)' },
  yearsDetail: { id: 'application.question.years', defaultMessage: 'Which years?' },
  yearsPlaceholder: { id: 'application.question.yearsPlaceholder', defaultMessage: 'e.g. 2023, 2024' },
  whenPlaceholder: { id: 'application.question.whenPlaceholder', defaultMessage: 'e.g. summer 2019' },
  yes: { id: 'application.question.yes', defaultMessage: 'Yes' },
  no: { id: 'application.question.no', defaultMessage: 'No' },
  neither: { id: 'application.question.trainingNeither', defaultMessage: 'Leave both unticked if you cannot come to either.' },
  saved: { id: 'application.saved', defaultMessage: 'Your changes were saved.' },
  sent: { id: 'application.sent', defaultMessage: 'Thank you! Your application was sent.' },
  failed: { id: 'application.failed', defaultMessage: 'Your application could not be sent. Please try again.' },
  about: { id: 'application.about', defaultMessage: 'About you' },
  firstName: { id: 'application.firstName', defaultMessage: 'First name' },
  preferredName: { id: 'application.preferredName', defaultMessage: 'Preferred name' },
  lastName: { id: 'application.lastName', defaultMessage: 'Last name' },
  grade: { id: 'application.grade', defaultMessage: 'Grade this fall' },
  birth: { id: 'application.birth', defaultMessage: 'Date of birth' },
  phone: { id: 'application.phone', defaultMessage: 'Phone' },
  phoneHelp: { id: 'application.phoneHelp', defaultMessage: '7 digits, or 10 with the area code' },
  email: { id: 'application.email', defaultMessage: 'E-mail' },
  medical: { id: 'application.medical', defaultMessage: 'Medical information' },
  medicalHelp: {
    id: 'application.medicalHelp',
    defaultMessage: 'Allergies, medicines or conditions the staff should know about. Only you and staff allowed to see medical information can read it.',
  },
  questions: { id: 'application.questions', defaultMessage: 'Questions' },
  responsibilities: { id: 'application.responsibilities', defaultMessage: 'Responsibilities' },
  asIntern: { id: 'application.asIntern', defaultMessage: 'As an intern you will:' },
  acknowledge: { id: 'application.acknowledge', defaultMessage: 'I have read these responsibilities and will carry them out.' },
  saveChanges: { id: 'application.saveChanges', defaultMessage: 'Save changes' },
  send: { id: 'application.send', defaultMessage: 'Send application' },
});

interface Props {
  edition: ApplicationForm_edition$key;
  intern: ApplicationForm_intern$key | null;
  /** From the account, for a first application. */
  defaults: { firstName: string; lastName: string; email: string };
}

const YES_DETAIL_LABEL = { acceptedJesus: m.whenDetail, attendedBefore: m.yearsDetail };

export function ApplicationForm({ edition: editionRef, intern: internRef, defaults }: Props) {
  const edition = useFragment(
    graphql`
      fragment ApplicationForm_edition on Edition {
        applicationQuestions {
          id
          key
          promptEn
          promptEs
          required
        }
      }
    `,
    editionRef,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const promptOf = (q: (typeof edition.applicationQuestions)[number]) => questionPrompt({ prompt: q.promptEn, promptEs: q.promptEs, options: [] }, language);
  const intern = useFragment(
    graphql`
      fragment ApplicationForm_intern on Intern {
        firstName
        preferredName
        lastName
        gradeEntering
        dateOfBirth
        phone
        email
        medicalInfo
        currentApplication {
          id
          status
          acknowledged
          responses {
            key
            response
          }
        }
      }
    `,
    internRef,
  );
  const application = intern?.currentApplication ?? null;
  const given = new Map((application?.responses ?? []).map((r) => [r.key, r.response]));
  const [details, setDetails] = useState({
    firstName: intern?.firstName ?? defaults.firstName,
    preferredName: intern?.preferredName ?? '',
    lastName: intern?.lastName ?? defaults.lastName,
    gradeEntering: intern ? String(intern.gradeEntering) : null,
    dateOfBirth: intern?.dateOfBirth ?? '',
    phone: intern?.phone ? formatPhone(intern.phone) : '',
    email: intern?.email ?? defaults.email,
    medicalInfo: intern?.medicalInfo ?? '',
  });
  const [yesDetail, setYesDetail] = useState<Record<string, YesDetail>>(() => ({
    acceptedJesus: readYesDetail(given.get('acceptedJesus'), 'acceptedJesus'),
    attendedBefore: readYesDetail(given.get('attendedBefore'), 'attendedBefore'),
  }));
  const [training, setTraining] = useState<string[]>(() => readTraining(given.get('training')));
  const [text, setText] = useState<Record<string, string>>(() => Object.fromEntries(edition.applicationQuestions.map((q) => [q.key, given.get(q.key) ?? ''])));
  const [acknowledged, setAcknowledged] = useState(application?.acknowledged ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveInternApplicationMutation();
  const set = (field: keyof typeof details) => (value: string | null) => setDetails((d) => ({ ...d, [field]: value ?? '' }));

  const answerOf = (key: string) => {
    if (key === 'acceptedJesus' || key === 'attendedBefore') return writeYesDetail(yesDetail[key], key);
    if (key === 'training') return writeTraining(training);
    return text[key] ?? '';
  };

  const formRef = useRef<HTMLFormElement>(null);
  const showProblems = (problems: Record<string, string>) => {
    setErrors(problems);
    focusFirstProblem(formRef.current);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const payload = {
      ...details,
      gradeEntering: Number(details.gradeEntering ?? -1),
      acknowledged,
      responses: edition.applicationQuestions.map((q) => ({ questionId: q.id, response: answerOf(q.key) })),
    };
    // The server's own schema (forms/intern-application.ts) first: the same words, nothing sent until it fits.
    const questions = edition.applicationQuestions.map((q, index) => ({ id: index, key: q.key, prompt: q.promptEn, required: q.required }));
    const problems = problemsWith(internApplicationSchema(questions), {
      ...payload,
      gradeEntering: details.gradeEntering ? Number(details.gradeEntering) : undefined, // none chosen yet: "Choose the grade…"
      responses: payload.responses.map((r, index) => ({ questionId: index, response: r.response })),
    }, intl.formatMessage);
    if (Object.keys(problems).length) {
      showProblems(problems);
      return;
    }
    try {
      await save(payload);
      toast.success(intl.formatMessage(application ? m.saved : m.sent));
    } catch (error) {
      const refused = serverProblems(error);
      if (Object.keys(refused).length) showProblems(refused);
      else toast.error(error instanceof Error ? error.message : intl.formatMessage(m.failed));
    }
  };

  const question = (q: (typeof edition.applicationQuestions)[number]) => {
    const error = errors[`responses.${q.key}`];
    if (q.key === 'acceptedJesus' || q.key === 'attendedBefore') {
      const value = yesDetail[q.key];
      return (
        <Stack gap="xs" key={q.id}>
          <Radio.Group label={promptOf(q)} required={q.required} value={value.answer} error={error} onChange={(answer) => setYesDetail((v) => ({ ...v, [q.key]: { ...v[q.key], answer: answer as YesDetail['answer'] } }))}>
            <Group mt={6}>
              <Radio value="Yes" label={intl.formatMessage(m.yes)} />
              <Radio value="No" label={intl.formatMessage(m.no)} />
            </Group>
          </Radio.Group>
          {value.answer === 'Yes' && (
            <TextInput
              label={intl.formatMessage(YES_DETAIL_LABEL[q.key])}
              placeholder={intl.formatMessage(q.key === 'attendedBefore' ? m.yearsPlaceholder : m.whenPlaceholder)}
              maxLength={100}
              value={value.detail}
              onChange={(e) => {
                const detail = e.currentTarget.value;
                setYesDetail((v) => ({ ...v, [q.key]: { ...v[q.key], detail } }));
              }}
            />
          )}
        </Stack>
      );
    }
    if (q.key === 'training') {
      return (
        <Checkbox.Group key={q.id} label={promptOf(q)} description={intl.formatMessage(m.neither)} value={training} onChange={setTraining} error={error}>
          <Stack gap="xs" mt={6}>
            {TRAINING_DATES.map((d) => (
              <Checkbox key={d.value} value={d.value} label={intl.formatMessage(d.label)} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
    return (
      <Textarea
        key={q.id}
        label={promptOf(q)}
        required={q.required}
        autosize
        minRows={2}
        maxLength={2000}
        value={text[q.key] ?? ''}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText((t) => ({ ...t, [q.key]: value }));
        }}
        error={error}
      />
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormErrorSummary problems={errors} />
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="about-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="about-heading">
              {intl.formatMessage(m.about)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput label={intl.formatMessage(m.firstName)} required maxLength={60} value={details.firstName} onChange={(e) => set('firstName')(e.currentTarget.value)} error={errors.firstName} autoComplete="given-name" />
              <TextInput label={intl.formatMessage(m.preferredName)} maxLength={60} value={details.preferredName} onChange={(e) => set('preferredName')(e.currentTarget.value)} error={errors.preferredName} autoComplete="nickname" />
              <TextInput label={intl.formatMessage(m.lastName)} required maxLength={60} value={details.lastName} onChange={(e) => set('lastName')(e.currentTarget.value)} error={errors.lastName} autoComplete="family-name" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select label={intl.formatMessage(m.grade)} required data={internGrades(intl)} value={details.gradeEntering} onChange={set('gradeEntering')} error={errors.gradeEntering} allowDeselect={false} />
              <TextInput type="date" label={intl.formatMessage(m.birth)} required value={details.dateOfBirth} onChange={(e) => set('dateOfBirth')(e.currentTarget.value)} error={errors.dateOfBirth} autoComplete="bday" />
              <TextInput type="tel" label={intl.formatMessage(m.phone)} description={intl.formatMessage(m.phoneHelp)} maxLength={30} value={details.phone} onChange={(e) => set('phone')(e.currentTarget.value)} error={errors.phone} autoComplete="tel" />
              <TextInput type="email" label={intl.formatMessage(m.email)} maxLength={254} value={details.email} onChange={(e) => set('email')(e.currentTarget.value)} error={errors.email} autoComplete="email" />
            </SimpleGrid>
            <Textarea
              label={intl.formatMessage(m.medical)}
              description={intl.formatMessage(m.medicalHelp)}
              autosize
              minRows={2}
              maxLength={2000}
              value={details.medicalInfo}
              onChange={(e) => set('medicalInfo')(e.currentTarget.value)}
              error={errors.medicalInfo}
            />
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="questions-heading">
          <Stack gap="lg">
            <Title order={2} size="h3" id="questions-heading">
              {intl.formatMessage(m.questions)}
            </Title>
            {errors.responses && <Text c="red" size="sm">{errors.responses}</Text>}
            {edition.applicationQuestions.map(question)}
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="responsibilities-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="responsibilities-heading">
              {intl.formatMessage(m.responsibilities)}
            </Title>
            <Text size="sm">{intl.formatMessage(m.asIntern)}</Text>
            <List size="sm" spacing={4}>
              {RESPONSIBILITIES.map((r) => (
                <List.Item key={r.id}>{intl.formatMessage(r)}</List.Item>
              ))}
            </List>
            <Checkbox
              label={intl.formatMessage(m.acknowledge)}
              checked={acknowledged}
              onChange={(e) => setAcknowledged(e.currentTarget.checked)}
              error={errors.acknowledged}
              required
            />
          </Stack>
        </Card>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            {intl.formatMessage(application ? m.saveChanges : m.send)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
