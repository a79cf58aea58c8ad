// A readable text page (privacy, terms, help): a measured column with a title and sections.
import { Stack, Text, Title, Typography } from '@mantine/core';

export function ArticlePage({ title, intro, children }: { title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      {intro && <Text size="lg">{intro}</Text>}
      <Typography>{children}</Typography>
    </Stack>
  );
}
