// Countdown to the edition's start (SPEC §1: home page and public footer).
import { Group, Paper, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { Countdown_edition$key } from '../__generated__/Countdown_edition.graphql';
import { useNow } from './useNow.ts';

const UNITS = [
  { label: 'days', ms: 86_400_000 },
  { label: 'hours', ms: 3_600_000 },
  { label: 'minutes', ms: 60_000 },
  { label: 'seconds', ms: 1000 },
] as const;

export function splitDuration(ms: number): { label: string; value: number }[] {
  let rest = Math.max(0, ms);
  return UNITS.map(({ label, ms: unit }) => {
    const value = Math.floor(rest / unit);
    rest -= value * unit;
    return { label, value };
  });
}

function singular(label: string, value: number) {
  return value === 1 ? label.slice(0, -1) : label;
}

export function formatStart(startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(startsAt));
}

interface Props {
  edition: Countdown_edition$key;
  /** 'full' shows a box per unit (home page); 'compact' one sentence (footer). */
  variant?: 'full' | 'compact';
}

export function Countdown({ edition: editionRef, variant = 'full' }: Props) {
  const edition = useFragment(
    graphql`
      fragment Countdown_edition on Edition {
        name
        year
        startsAt
        timeZone
      }
    `,
    editionRef,
  );
  const now = useNow(variant === 'full' ? 1000 : 60_000);
  const remaining = new Date(edition.startsAt).getTime() - now;
  const when = formatStart(edition.startsAt, edition.timeZone);

  if (remaining <= 0) {
    return (
      <Text size={variant === 'full' ? 'lg' : 'sm'}>
        {edition.name} {edition.year} began on {when}.
      </Text>
    );
  }

  const parts = splitDuration(remaining);
  if (variant === 'compact') {
    const [days, hours, minutes] = parts;
    return (
      <Text size="sm">
        {edition.name} starts in {days.value} {singular('days', days.value)}, {hours.value} {singular('hours', hours.value)} and {minutes.value}{' '}
        {singular('minutes', minutes.value)} ({when}).
      </Text>
    );
  }

  return (
    <Stack gap="xs">
      <Group gap="sm" role="timer" aria-label={`Time until ${edition.name} starts`}>
        {parts.map(({ label, value }) => (
          <Paper key={label} withBorder shadow="xs" p="sm" miw={76} ta="center">
            <Text fz={32} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Text>
            <Text size="sm" c="dimmed">
              {singular(label, value)}
            </Text>
          </Paper>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        Starts {when}
      </Text>
    </Stack>
  );
}
