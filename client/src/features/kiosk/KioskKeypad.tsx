// The kiosk's on-screen keypad for a phone number: large keys, the number shown as it is typed, and nothing to
// find until the whole number (ten digits, area code first) is in.
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { formatPhone } from '../../../../shared/phone.ts';
import classes from './kiosk.module.css';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  entered: { id: 'kiosk.keypad.entered', defaultMessage: 'Phone number entered' },
  placeholder: { id: 'kiosk.keypad.placeholder', defaultMessage: 'Your phone number' },
  clear: { id: 'kiosk.keypad.clear', defaultMessage: 'Clear' },
  delete: { id: 'kiosk.keypad.delete', defaultMessage: 'Delete the last digit' },
  find: { id: 'kiosk.keypad.find', defaultMessage: 'Find my family' },
});
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const ZERO = '0';

export const PHONE_LENGTH = 10;

export function KioskKeypad({ value, onChange, onSubmit, busy }: { value: string; onChange: (v: string) => void; onSubmit: () => void; busy: boolean }) {
  const intl = useIntl();
  const press = (digit: string) => value.length < PHONE_LENGTH && onChange(value + digit);
  return (
    <Stack gap="md" align="center">
      <Text className={classes.phone} aria-live="polite" aria-label={intl.formatMessage(m.entered)} data-testid="kiosk-phone">
        {value ? (value.length === PHONE_LENGTH ? formatPhone(value) : value) : intl.formatMessage(m.placeholder)}
      </Text>
      <SimpleGrid cols={3} spacing="md" className={classes.keypad}>
        {DIGITS.map((d) => (
          <Button key={d} size="xl" variant="default" className={classes.key} onClick={() => press(d)}>
            {d}
          </Button>
        ))}
        <Button size="xl" variant="default" className={classes.key} onClick={() => onChange('')} disabled={!value}>
          {intl.formatMessage(m.clear)}
        </Button>
        <Button size="xl" variant="default" className={classes.key} onClick={() => press(ZERO)}>
          {ZERO}
        </Button>
        <Button size="xl" variant="default" className={classes.key} onClick={() => onChange(value.slice(0, -1))} disabled={!value} aria-label={intl.formatMessage(m.delete)}>
          <IconBackspace size={32} aria-hidden />
        </Button>
      </SimpleGrid>
      <Button size="xl" className={classes.primary} onClick={onSubmit} disabled={value.length !== PHONE_LENGTH} loading={busy}>
        {intl.formatMessage(m.find)}
      </Button>
    </Stack>
  );
}
