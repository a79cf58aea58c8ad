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

const opensText = (day: string, what: string) => (day ? `${what} opens ${formatDate(day)}.` : `${what} stays closed until you open it in Program flags.`);

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
    toast.success(`${year} ${draft.name.trim()} is now the current edition.`);
    // Every page's chrome shows the new edition; the dashboard re-reads everything.
    void siteShell.refresh().then(() => window.location.reload());
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-edition-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="next-edition-heading">
            Start next year’s edition
          </Title>
          <Text size="sm" c="dimmed">
            Groups (not their children), questions, club capacities and the schedule’s days and events carry over to the new dates. Curriculum, points and
            attendance stay with {currentYear}, which remains readable.
          </Text>
        </div>
        <Button onClick={start} w="fit-content">
          Launch next year’s edition…
        </Button>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} closeButtonProps={{ 'aria-label': 'Close' }} title={step === 'form' ? 'Launch next year’s edition' : `Launch ${String(draft.year)}?`} size="lg">
        {step === 'form' ? (
          <form onSubmit={review} aria-label="Launch next year’s edition" noValidate>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NumberInput label="Year" value={draft.year} onChange={(v) => set('year', v)} min={2000} max={2100} allowDecimal={false} error={errors.year} />
                <TextInput label="Theme" description="e.g. Kingdom Quest" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} maxLength={100} data-autofocus />
                <TextInput label="First day and opening time" type="datetime-local" value={draft.startsAt} onChange={(e) => set('startsAt', e.currentTarget.value)} error={errors.startsAt} />
                <TextInput label="Last day" type="date" value={draft.lastDay} onChange={(e) => set('lastDay', e.currentTarget.value)} error={errors.lastDay} />
                <TextInput
                  label="Registration opens"
                  description="Leave empty to keep it closed."
                  type="date"
                  value={draft.registrationOpensOn}
                  onChange={(e) => set('registrationOpensOn', e.currentTarget.value)}
                  error={errors.registrationOpensOn}
                />
                <TextInput
                  label="Club selection opens"
                  description="Leave empty to keep it closed."
                  type="date"
                  value={draft.electiveSelectionOpensOn}
                  onChange={(e) => set('electiveSelectionOpensOn', e.currentTarget.value)}
                  error={errors.electiveSelectionOpensOn}
                />
              </SimpleGrid>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit">Review</Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              {String(draft.year)} {draft.name.trim()} becomes the current edition for everyone. {currentYear} stays as it is and can still be read.
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Starts {formatLocalDateTime(draft.startsAt)}{draft.lastDay ? `; last day ${formatDate(draft.lastDay)}` : ''}.</List.Item>
              <List.Item>{opensText(draft.registrationOpensOn, 'Registration')}</List.Item>
              <List.Item>{opensText(draft.electiveSelectionOpensOn, 'Club selection')}</List.Item>
            </List>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep('form')}>
                Back
              </Button>
              <Button loading={launching} onClick={() => void launch()}>
                Launch {String(draft.year)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
