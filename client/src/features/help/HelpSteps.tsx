// Step-by-step help: numbered steps, some with an illustration (our own SVGs in client/assets/help).
import { Box, Group, Image, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { FormattedMessage } from '../../i18n/intl.tsx';

export interface HelpStep {
  title: string;
  body: React.ReactNode;
  illustration?: { src: string; alt: string };
}

export function HelpSteps({ steps }: { steps: HelpStep[] }) {
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => (
        <Paper component="li" key={step.title} withBorder radius="md" p="md">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={36} radius="xl" aria-hidden>
              <Text fw={700}>{index + 1}</Text>
            </ThemeIcon>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Title order={2} size="h4" mb={4}>
                <VisuallyHidden>
                  <FormattedMessage id="help.step" defaultMessage="Step {number}: " values={{ number: index + 1 }} />
                </VisuallyHidden>
                {step.title}
              </Title>
              <Text component="div" size="md">
                {step.body}
              </Text>
              {step.illustration && (
                <Image src={step.illustration.src} alt={step.illustration.alt} width={640} height={400} w="100%" h="auto" maw={480} mt="sm" radius="md" loading="lazy" />
              )}
            </Box>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** A help page: title, a one-line summary and its steps (no Typography: the steps style themselves). */
export function HelpArticle({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      <Text size="lg">{intro}</Text>
      {children}
    </Stack>
  );
}
