// The countdown to the edition's start (SPEC §1): boxes on the home page, one sentence in the footer.
// During the week it says the program is happening now; after it, see you next year.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useNow } from '../components/useNow.ts';
import { editionPhase, formatStartTime, formatWeek, splitDuration, unitLabel } from './edition-phase.ts';
import { useHydrated } from './server-render.ts';
import type { ShellEdition } from './site-shell.ts';

interface Props {
  edition: ShellEdition;
  /** 'full' shows a box per unit (home page); 'compact' one sentence (footer). */
  variant?: 'full' | 'compact';
}

export function EditionCountdown({ edition, variant = 'full' }: Props) {
  const now = useNow(variant === 'full' ? 1000 : 60_000);
  const phase = editionPhase(edition, now);
  const week = formatWeek(edition);
  // The reader's time zone is the browser's to know: a server-rendered page learns it once hydrated.
  const startTime = formatStartTime(edition, useHydrated() ? undefined : null);
  const size = variant === 'full' ? 'lg' : 'sm';

  if (phase === 'now') {
    return (
      <Text size={size} fw={variant === 'full' ? 600 : undefined}>
        {edition.name} is happening now! ({week})
      </Text>
    );
  }
  if (phase === 'over') {
    // The thank-you is the home page's headline; here only the facts, so it is said once.
    return (
      <Text size={size}>
        {edition.name} {edition.year} is over; it took place {week}.
      </Text>
    );
  }

  const parts = splitDuration(Date.parse(edition.startsAt) - now);
  if (variant === 'compact') {
    const [days, hours, minutes] = parts;
    return (
      <Text size="sm">
        {edition.name} {edition.year} starts in {days.value} {unitLabel('days', days.value)}, {hours.value} {unitLabel('hours', hours.value)} and{' '}
        {minutes.value} {unitLabel('minutes', minutes.value)}: {week}, {startTime}.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm" role="timer" aria-label={`Time until ${edition.name} starts`} aria-live="off">
        {parts.map(({ label, value }) => (
          <Paper key={label} withBorder shadow="xs" p="sm" miw={76} ta="center">
            <Text fz={32} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Text>
            <Text size="sm" c="dimmed">
              {unitLabel(label, value)}
            </Text>
          </Paper>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        {week}, starting at {startTime}
      </Text>
    </Stack>
  );
}
