import { Center, Loader, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

/** The whole page while the shell's first query loads. */
export function AppLoading() {
  const intl = useIntl();
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm" aria-busy="true">
        <Loader aria-label={intl.formatMessage({ id: 'loading.label', defaultMessage: 'Loading' })} />
        <Text c="dimmed" size="sm">
          <FormattedMessage id="loading.text" defaultMessage="Loading…" />
        </Text>
      </Stack>
    </Center>
  );
}
