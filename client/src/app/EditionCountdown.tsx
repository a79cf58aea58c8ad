// The countdown to the edition's start (SPEC §1): boxes on the home page, one sentence in the footer.
// During the week it says the program is happening now; after it, see you next year. Words and plurals:
// i18n/es.json; the dates in the page's language.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { defineMessages, FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { formattingTag } from '../../../shared/language.ts';
import { useNow } from '../components/useNow.ts';
import { useLanguage } from '../i18n/LanguageProvider.tsx';
import { editionPhase, formatStartTime, formatWeek, splitDuration } from './edition-phase.ts';
import { useHydrated } from './server-render.ts';
import type { ShellEdition } from './site-shell.ts';

interface Props {
  edition: ShellEdition;
  /** 'full' shows a box per unit (home page); 'compact' one sentence (footer). */
  variant?: 'full' | 'compact';
}

const UNIT_LABELS = defineMessages({
  days: { id: 'countdown.unit.days', defaultMessage: '{value, plural, one {day} other {days}}' },
  hours: { id: 'countdown.unit.hours', defaultMessage: '{value, plural, one {hour} other {hours}}' },
  minutes: { id: 'countdown.unit.minutes', defaultMessage: '{value, plural, one {minute} other {minutes}}' },
  seconds: { id: 'countdown.unit.seconds', defaultMessage: '{value, plural, one {second} other {seconds}}' },
});

export function EditionCountdown({ edition, variant = 'full' }: Props) {
  const intl = useIntl();
  const locale = formattingTag(useLanguage().language);
  const now = useNow(variant === 'full' ? 1000 : 60_000);
  const phase = editionPhase(edition, now);
  const week = formatWeek(edition, locale);
  // The reader's time zone is the browser's to know: a server-rendered page learns it once hydrated.
  const startTime = formatStartTime(edition, useHydrated() ? undefined : null, locale);
  const size = variant === 'full' ? 'lg' : 'sm';
  const { name, year } = edition;

  if (phase === 'now') {
    return (
      <Text size={size} fw={variant === 'full' ? 600 : undefined}>
        <FormattedMessage id="countdown.now" defaultMessage="{name} is happening now! ({week})" values={{ name, week }} />
      </Text>
    );
  }
  if (phase === 'over') {
    // The thank-you is the home page's headline; here only the facts, so it is said once.
    return (
      <Text size={size}>
        <FormattedMessage id="countdown.over" defaultMessage="{name} {year} is over; it took place {week}." values={{ name, year, week }} />
      </Text>
    );
  }

  const parts = splitDuration(Date.parse(edition.startsAt) - now);
  if (variant === 'compact') {
    const [days, hours, minutes] = parts;
    return (
      <Text size="sm">
        <FormattedMessage
          id="countdown.compact"
          defaultMessage="{name} {year} starts in {days, plural, one {# day} other {# days}}, {hours, plural, one {# hour} other {# hours}} and {minutes, plural, one {# minute} other {# minutes}}: {week}, {startTime}."
          values={{ name, year, days: days.value, hours: hours.value, minutes: minutes.value, week, startTime }}
        />
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm" role="timer" aria-label={intl.formatMessage({ id: 'countdown.label', defaultMessage: 'Time until {name} starts' }, { name })} aria-live="off">
        {parts.map(({ label, value }) => (
          <Paper key={label} withBorder shadow="xs" p="sm" miw={76} ta="center">
            <Text fz={32} fw={700} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Text>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(UNIT_LABELS[label as keyof typeof UNIT_LABELS], { value })}
            </Text>
          </Paper>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="countdown.starting" defaultMessage="{week}, starting at {startTime}" values={{ week, startTime }} />
      </Text>
    </Stack>
  );
}
