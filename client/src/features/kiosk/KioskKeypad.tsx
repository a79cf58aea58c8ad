// The kiosk's on-screen keypad for a phone number: large keys, the number shown as it is typed, and nothing to
// find until the whole number (ten digits, area code first) is in.
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBackspace } from '@tabler/icons-react';
import { formatPhone } from '../../../../shared/phone.ts';
import classes from './kiosk.module.css';

export const PHONE_LENGTH = 10;

export function KioskKeypad({ value, onChange, onSubmit, busy }: { value: string; onChange: (v: string) => void; onSubmit: () => void; busy: boolean }) {
  const press = (digit: string) => value.length < PHONE_LENGTH && onChange(value + digit);
  return (
    <Stack gap="md" align="center">
      <Text className={classes.phone} aria-live="polite" aria-label="Phone number entered" data-testid="kiosk-phone">
        {value ? (value.length === PHONE_LENGTH ? formatPhone(value) : value) : 'Your phone number'}
      </Text>
      <SimpleGrid cols={3} spacing="md" className={classes.keypad}>
        {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => (
          <Button key={d} size="xl" variant="default" className={classes.key} onClick={() => press(d)}>
            {d}
          </Button>
        ))}
        <Button size="xl" variant="default" className={classes.key} onClick={() => onChange('')} disabled={!value}>
          Clear
        </Button>
        <Button size="xl" variant="default" className={classes.key} onClick={() => press('0')}>
          0
        </Button>
        <Button size="xl" variant="default" className={classes.key} onClick={() => onChange(value.slice(0, -1))} disabled={!value} aria-label="Delete the last digit">
          <IconBackspace size={32} aria-hidden />
        </Button>
      </SimpleGrid>
      <Button size="xl" className={classes.primary} onClick={onSubmit} disabled={value.length !== PHONE_LENGTH} loading={busy}>
        Find my family
      </Button>
    </Stack>
  );
}
