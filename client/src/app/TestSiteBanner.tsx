// SPEC §1: on any host but the live one, say that nothing done here counts.
import { Box, Container, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useServerRender } from './server-render.ts';
import { isProductionHost } from './site.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

export function TestSiteBanner() {
  const intl = useIntl();
  const server = useServerRender();
  if (server ? server.productionHost : isProductionHost()) return null;
  return (
    <Box component="aside" aria-label={intl.formatMessage({ id: 'testSite.label', defaultMessage: 'Test site notice' })} bg="sand.1" style={{ borderBottom: '1px solid var(--mantine-color-sand-3)' }}>
      <Container size="lg" py={6}>
        <Group gap="xs" wrap="nowrap" justify="center">
          <IconAlertTriangle size={18} color="var(--mantine-color-sand-9)" aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={500} c="dark.8">
            <FormattedMessage id="testSite.text" defaultMessage="This is a test site. Actions here are ignored and do not affect the live site." />
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
