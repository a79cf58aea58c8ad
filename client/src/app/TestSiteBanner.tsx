// SPEC §1: on any host but the live one, say that nothing done here counts.
import { Box, Container, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useServerRender } from './server-render.ts';
import { isProductionHost } from './site.ts';

export const TEST_SITE_MESSAGE = 'This is a test site. Actions here are ignored and do not affect the live site.';

export function TestSiteBanner() {
  const server = useServerRender();
  if (server ? server.productionHost : isProductionHost()) return null;
  return (
    <Box component="aside" aria-label="Test site notice" bg="sand.1" style={{ borderBottom: '1px solid var(--mantine-color-sand-3)' }}>
      <Container size="lg" py={6}>
        <Group gap="xs" wrap="nowrap" justify="center">
          <IconAlertTriangle size={18} color="var(--mantine-color-sand-9)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={500} c="dark.8">
            {TEST_SITE_MESSAGE}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
