// A page whose screen comes in a later issue: its title and what it will hold, no made-up data.
import { EmptyState, Stack, Title } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useRouteInfo } from '../app/route-handle.ts';

export function PlaceholderPage({ summary }: { summary: string }) {
  const { title } = useRouteInfo();
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <EmptyState
        variant="light"
        icon={<IconHourglassEmpty size={28} aria-hidden />}
        title="Coming next"
        description={summary}
        py="xl"
        styles={{ root: { border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' } }}
      />
    </Stack>
  );
}
