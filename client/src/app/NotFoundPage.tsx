import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{NOT_FOUND_TITLE}</Title>
      <EmptyState icon={<IconMapQuestion size={28} aria-hidden />} title="We could not find that page" description="The link may be old, or the page is not open right now." py="xl">
        <EmptyState.Actions>
          <Button component={Link} to="/">
            Go to the home page
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}
