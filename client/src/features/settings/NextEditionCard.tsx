// Launching next year's edition: a dialog with the year, theme, first day and opening time, last day, and
// the days registration and club selection open, first guessed from this year (the same weekday next
// summer, never a day already past). The form is checked with the server's own schema
// (forms/next-edition.ts) and against today before it is sent; a second step says what will happen and
// launches. Groups, questions, club capacities and the schedule's days and events carry over; earlier years
// stay readable. After it, the whole site shows the new edition.
import { Button, Card, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { NextEditionCardMutation } from '../../__generated__/NextEditionCardMutation.graphql';
import { siteShell } from '../../app/site-shell.ts';
import { toast } from '../../app/toast.ts';
import { TextInput } from '../../components/typed-fields.tsx';
import { NumberInput } from '../../components/typed-number-input.tsx';
import { formatDate, formatLocalDateTime, todayIso } from '../../lib/dates.ts';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';
import { fieldProblems } from '../../../../forms/problems.ts';
import { launchDateProblems, nextEditionSchema, suggestedLaunch } from '../../../../forms/next-edition.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  launched: { id: 'staff.settings.nextEdition.launched', defaultMessage: '{year} {name} is now the current edition.' },
  close: { id: 'staff.settings.nextEdition.close', defaultMessage: 'Close' },
  formTitle: { id: 'staff.settings.nextEdition.formTitle', defaultMessage: 'Launch next year’s edition' },
  confirmTitle: { id: 'staff.settings.nextEdition.confirmTitle', defaultMessage: 'Launch {year}?' },
  year: { id: 'staff.settings.nextEdition.year', defaultMessage: 'Year' },
  theme: { id: 'staff.settings.nextEdition.theme', defaultMessage: 'Theme' },
  themeHint: { id: 'staff.settings.nextEdition.themeHint', defaultMessage: 'e.g. Kingdom Quest' },
  startsAt: { id: 'staff.settings.nextEdition.startsAt', defaultMessage: 'First day and opening time' },
  lastDay: { id: 'staff.settings.nextEdition.lastDay', defaultMessage: 'Last day' },
  registrationOpens: { id: 'staff.settings.nextEdition.registrationOpens', defaultMessage: 'Registration opens' },
  clubsOpen: { id: 'staff.settings.nextEdition.clubSelectionOpens', defaultMessage: 'Club selection opens' },
  keepClosed: { id: 'staff.settings.nextEdition.keepClosed', defaultMessage: 'Leave empty to keep it closed.' },
  registrationOpensOn: {
    id: 'staff.settings.nextEdition.registrationOpensOn',
    defaultMessage: '{opens, select, yes {Registration opens {date}.} other {Registration stays closed until you open it in Program flags.}}',
  },
  clubsOpenOn: {
    id: 'staff.settings.nextEdition.clubSelectionOpensOn',
    defaultMessage: '{opens, select, yes {Club selection opens {date}.} other {Club selection stays closed until you open it in Program flags.}}',
  },
});

interface Draft {
  year: number | string;
  name: string;
  startsAt: string;
  lastDay: string;
  registrationOpensOn: string;
  electiveSelectionOpensOn: string;
}

function firstGuess(currentStart: string): Draft {
  const guess = suggestedLaunch(currentStart, todayIso());
  return { ...guess, name: '' };
}

/** The values of a "… opens on" line: whether a day is set, and that day. */
const opensOn = (day: string) => ({ opens: day ? 'yes' : 'no', date: day ? formatDate(day) : '' });

export function NextEditionCard({ currentYear, currentStart }: { currentYear: number; currentStart: string }) {
  const [commit, launching] = useMutationPromise<NextEditionCardMutation>(graphql`
    mutation NextEditionCardMutation($input: StartNextEditionInput!) {
      startNextEdition(input: $input) {
        year
        name
      }
    }
  `);
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [draft, setDraft] = useState<Draft>(() => firstGuess(currentStart));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const start = () => {
    setDraft(firstGuess(currentStart));
    setErrors({});
    setStep('form');
    setOpen(true);
  };

  const input = () => ({
    year: Number(draft.year),
    name: draft.name,
    startsAt: draft.startsAt,
    lastDay: draft.lastDay || null,
    registrationOpensOn: draft.registrationOpensOn || null,
    electiveSelectionOpensOn: draft.electiveSelectionOpensOn || null,
  });

  const review = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = nextEditionSchema.safeParse(input());
    const problems = { ...(parsed.success ? {} : fieldProblems(parsed.error)), ...launchDateProblems(input(), todayIso()) };
    setErrors(problems);
    if (Object.keys(problems).length === 0) setStep('confirm');
  };

  const launch = async () => {
    const year = Number(draft.year);
    try {
      await commit({ input: input() });
    } catch (error) {
      const refused = fieldErrors(error);
      if (Object.keys(refused).length) {
        setErrors(refused);
        setStep('form');
      } else toast.error(errorMessage(error));
      return;
    }
    setOpen(false);
    toast.success(intl.formatMessage(m.launched, { year: String(year), name: draft.name.trim() }));
    // Every page's chrome shows the new edition; the dashboard re-reads everything.
    void siteShell.refresh().then(() => window.location.reload());
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-edition-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="next-edition-heading">
            <FormattedMessage id="staff.settings.nextEdition.title" defaultMessage="Start next year’s edition" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="staff.settings.nextEdition.intro"
              defaultMessage="Groups (not their children), questions, club capacities and the schedule’s days and events carry over to the new dates. Curriculum, points and attendance stay with {currentYear}, which remains readable."
              values={{ currentYear: String(currentYear) }}
            />
          </Text>
        </div>
        <Button onClick={start} w="fit-content">
          <FormattedMessage id="staff.settings.nextEdition.start" defaultMessage="Launch next year’s edition…" />
        </Button>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }}
        title={step === 'form' ? intl.formatMessage(m.formTitle) : intl.formatMessage(m.confirmTitle, { year: String(draft.year) })}
        size="lg"
      >
        {step === 'form' ? (
          <form onSubmit={review} aria-label={intl.formatMessage(m.formTitle)} noValidate>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NumberInput label={intl.formatMessage(m.year)} value={draft.year} onChange={(v) => set('year', v)} min={2000} max={2100} allowDecimal={false} error={errors.year} />
                <TextInput label={intl.formatMessage(m.theme)} description={intl.formatMessage(m.themeHint)} value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} maxLength={100} data-autofocus />
                <TextInput label={intl.formatMessage(m.startsAt)} type="datetime-local" value={draft.startsAt} onChange={(e) => set('startsAt', e.currentTarget.value)} error={errors.startsAt} />
                <TextInput label={intl.formatMessage(m.lastDay)} type="date" value={draft.lastDay} onChange={(e) => set('lastDay', e.currentTarget.value)} error={errors.lastDay} />
                <TextInput
                  label={intl.formatMessage(m.registrationOpens)}
                  description={intl.formatMessage(m.keepClosed)}
                  type="date"
                  value={draft.registrationOpensOn}
                  onChange={(e) => set('registrationOpensOn', e.currentTarget.value)}
                  error={errors.registrationOpensOn}
                />
                <TextInput
                  label={intl.formatMessage(m.clubsOpen)}
                  description={intl.formatMessage(m.keepClosed)}
                  type="date"
                  value={draft.electiveSelectionOpensOn}
                  onChange={(e) => set('electiveSelectionOpensOn', e.currentTarget.value)}
                  error={errors.electiveSelectionOpensOn}
                />
              </SimpleGrid>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setOpen(false)}>
                  <FormattedMessage id="staff.settings.nextEdition.cancel" defaultMessage="Cancel" />
                </Button>
                <Button type="submit">
                  <FormattedMessage id="staff.settings.nextEdition.review" defaultMessage="Review" />
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              <FormattedMessage
                id="staff.settings.nextEdition.confirmMessage"
                defaultMessage="{year} {name} becomes the current edition for everyone. {currentYear} stays as it is and can still be read."
                values={{ year: String(draft.year), name: draft.name.trim(), currentYear: String(currentYear) }}
              />
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>
                <FormattedMessage
                  id="staff.settings.nextEdition.starts"
                  defaultMessage="Starts {start}{hasLastDay, select, yes {; last day {lastDay}} other {}}."
                  values={{ start: formatLocalDateTime(draft.startsAt), hasLastDay: draft.lastDay ? 'yes' : 'no', lastDay: draft.lastDay ? formatDate(draft.lastDay) : '' }}
                />
              </List.Item>
              <List.Item>{intl.formatMessage(m.registrationOpensOn, opensOn(draft.registrationOpensOn))}</List.Item>
              <List.Item>{intl.formatMessage(m.clubsOpenOn, opensOn(draft.electiveSelectionOpensOn))}</List.Item>
            </List>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep('form')}>
                <FormattedMessage id="staff.settings.nextEdition.back" defaultMessage="Back" />
              </Button>
              <Button loading={launching} onClick={() => void launch()}>
                <FormattedMessage id="staff.settings.nextEdition.launch" defaultMessage="Launch {year}" values={{ year: String(draft.year) }} />
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
