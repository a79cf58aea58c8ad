// "Start next year's edition": year, theme and first day; groups, questions, club
// capacities and the schedule's days and events come along, shifted to the new dates. Earlier years
// stay as they were. After it, the whole site shows the new edition.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { NumberInput, TextInput } from '../../components/typed-fields.tsx';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { NextEditionCardMutation } from '../../__generated__/NextEditionCardMutation.graphql';
import { siteShell } from '../../app/site-shell.ts';
import { toast } from '../../app/toast.ts';
import { errorMessage, fieldErrors, useMutationPromise } from '../../lib/mutation.ts';

export function NextEditionCard({ currentYear, currentStart }: { currentYear: number; currentStart: string }) {
  const [commit, starting] = useMutationPromise<NextEditionCardMutation>(graphql`
    mutation NextEditionCardMutation($input: StartNextEditionInput!) {
      startNextEdition(input: $input) {
        year
        name
      }
    }
  `);
  const [year, setYear] = useState<number | string>(currentYear + 1);
  const [name, setName] = useState('');
  // The same weekday and time a year on is a good first guess: 364 days later.
  const [startsAt, setStartsAt] = useState(() => {
    const guess = new Date(Date.parse(`${currentStart}:00Z`) + 364 * 86_400_000).toISOString();
    return guess.slice(0, 16);
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!window.confirm(`Start ${year} and make it the current edition? ${currentYear} stays as it is and can still be read.`)) return;
    setErrors({});
    try {
      await commit({ input: { year: Number(year), name, startsAt } });
    } catch (error) {
      const refused = fieldErrors(error);
      if (Object.keys(refused).length) setErrors(refused);
      else toast.error(errorMessage(error));
      return;
    }
    toast.success(`${year} ${name} is now the current edition.`);
    // Every page's chrome shows the new edition; the dashboard re-reads everything.
    void siteShell.refresh().then(() => window.location.reload());
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="next-edition-heading">
      <form onSubmit={(event) => void submit(event)} aria-label="Start next year's edition" noValidate>
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
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput label="Year" value={year} onChange={setYear} min={2000} max={2100} error={errors.year} miw={140} />
            <TextInput label="Theme" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} required miw={200} />
            <TextInput label="First day and opening time" type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.currentTarget.value)} error={errors.startsAt} miw={200} />
          </Group>
          <Button type="submit" loading={starting} w="fit-content">
            Start {String(year)}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
