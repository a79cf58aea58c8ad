// The afternoon-club question: a 1st, 2nd and 3rd choice, each a club not chosen already; a later choice
// opens once the one before it is made.
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { electiveChoices } from './answers.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  first: { id: 'registration.elective.first', defaultMessage: '1st choice' },
  second: { id: 'registration.elective.second', defaultMessage: '2nd choice' },
  third: { id: 'registration.elective.third', defaultMessage: '3rd choice' },
  placeholder: { id: 'registration.elective.placeholder', defaultMessage: 'Choose a club' },
});
const ORDINALS = [m.first, m.second, m.third];
/** The asterisk Mantine puts after a required field's label, for screens only (the field says required). */
const REQUIRED_MARK = ' *';

export function ElectiveChoices(props: { prompt: string; clubs: string[]; value: string; onChange: (value: string) => void; error?: string; required: boolean }) {
  const intl = useIntl();
  const choices = electiveChoices(props.value);
  const setChoice = (index: number, club: string | null) => {
    const next = [0, 1, 2].map((i) => (i === index ? (club ?? '') : (choices[i] ?? '')));
    props.onChange(next.filter(Boolean).join(':'));
  };
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {props.prompt}
        {props.required && <span aria-hidden>{REQUIRED_MARK}</span>}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {ORDINALS.map((ordinal, i) => (
          <Select
            key={ordinal.id}
            label={intl.formatMessage(ordinal)}
            placeholder={intl.formatMessage(m.placeholder)}
            data={props.clubs.filter((c) => c === choices[i] || !choices.includes(c))}
            value={choices[i] ?? null}
            onChange={(club) => setChoice(i, club)}
            clearable
            disabled={i > 0 && !choices[i - 1]}
            // The club message belongs under the 1st choice, the one to fill in first.
            error={i === 0 ? props.error : undefined}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
