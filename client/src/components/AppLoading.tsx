import { Center, Loader, Stack, Text } from '@mantine/core';

/** The whole page while the shell's first query loads. */
export function AppLoading() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm" aria-busy="true">
        <Loader aria-label="Loading" />
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      </Stack>
    </Center>
  );
}
