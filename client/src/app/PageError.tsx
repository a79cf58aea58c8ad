// Error states: PageError replaces a page that failed (the header stays); AppCrash replaces the whole
// shell when even the layout could not load (e.g. the server is unreachable).
import { Alert, Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotForYouPage } from '../components/NoticePage.tsx';
import { RequestError } from '../relay/errors.ts';
import { useRouteInfo } from './route-handle.ts';

function describe(error: unknown): { heading: string; detail: string } {
  if (error instanceof RequestError && error.code === 'UNAUTHENTICATED') {
    return { heading: 'Please sign in again', detail: 'Your session has ended. Sign in and we will bring you back here.' };
  }
  if (error instanceof RequestError && error.code === 'FORBIDDEN') {
    return { heading: 'This page is not available to you', detail: error.message };
  }
  if (isRouteErrorResponse(error)) return { heading: 'Something went wrong', detail: `${error.status} ${error.statusText}` };
  if (error instanceof TypeError) return { heading: 'We could not reach the server', detail: 'Check your internet connection and try again.' };
  return { heading: 'Something went wrong', detail: error instanceof Error ? error.message : 'Please try again.' };
}

function ErrorMessage({ error }: { error: unknown }) {
  const { heading, detail } = describe(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={heading} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{detail}</Text>
        <Button variant="white" color="red" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

export function PageError() {
  const error = useRouteError();
  const { title } = useRouteInfo();
  // A page this person's roles or permissions do not open: the calm notice, never the server's wording
  // (it may name a permission code) and never "Try again" (trying again gives the same answer).
  if (error instanceof RequestError && error.code === 'FORBIDDEN') return <NotForYouPage title={title ?? 'This page'} />;
  return <ErrorMessage error={error} />;
}

export function AppCrash() {
  const error = useRouteError();
  return (
    <Container size="sm" py={64}>
      <Center>
        <Stack w="100%">
          <Title order={1}>Vacation Bible School</Title>
          <ErrorMessage error={error} />
        </Stack>
      </Center>
    </Container>
  );
}

/** The very first visit could not reach the server, and nothing was cached from an earlier one. */
export function ShellUnavailable() {
  return (
    <Container size="sm" py={64}>
      <Stack>
        <Title order={1}>Vacation Bible School</Title>
        <ErrorMessage error={new TypeError('offline')} />
      </Stack>
    </Container>
  );
}
