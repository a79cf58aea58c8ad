// The public footer (SPEC §1): countdown to the start, privacy and help links, the church's address
// and the VBS mailbox, and the language switch.
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from '../i18n/intl.tsx';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { EditionCountdown } from './EditionCountdown.tsx';
import { CHURCH_ADDRESS, CHURCH_NAME, cityLine, CONTACT_EMAIL } from './site.ts';
import type { ShellEdition } from './site-shell.ts';

export function PublicFooter({ edition }: { edition: ShellEdition }) {
  return (
    <Box component="footer" bg="indigo.9" c="white" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} size="h5" c="white">
              {edition.name} {edition.year}
            </Title>
            <EditionCountdown edition={edition} variant="compact" />
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h5" c="white">
              <FormattedMessage id="footer.contact" defaultMessage="Contact" />
            </Title>
            <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
              {CHURCH_NAME}
              <br />
              {CHURCH_ADDRESS.street}
              <br />
              {cityLine(CHURCH_ADDRESS)}
              <br />
              <Anchor href={`mailto:${CONTACT_EMAIL}`} c="white" underline="always">
                {CONTACT_EMAIL}
              </Anchor>
            </Text>
          </Stack>
          <Stack gap={6}>
            <Title order={2} size="h5" c="white">
              <FormattedMessage id="footer.information" defaultMessage="Information" />
            </Title>
            <Group gap="md">
              <Anchor component={Link} to="/help" c="white" size="sm" underline="always">
                <FormattedMessage id="footer.help" defaultMessage="Help Center" />
              </Anchor>
              <Anchor component={Link} to="/privacy" c="white" size="sm" underline="always">
                <FormattedMessage id="footer.privacy" defaultMessage="Privacy Policy" />
              </Anchor>
              <Anchor component={Link} to="/terms" c="white" size="sm" underline="always">
                <FormattedMessage id="footer.terms" defaultMessage="Terms of Use" />
              </Anchor>
            </Group>
            <Group gap="xs" mt="xs">
              <Text size="sm">
                <FormattedMessage id="footer.language" defaultMessage="Language:" />
              </Text>
              <LanguageSwitch tone="footer" />
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
