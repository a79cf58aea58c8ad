// Error states: PageError replaces a page that failed (the header stays); AppCrash replaces the whole
// shell when even the layout could not load (e.g. the server is unreachable).
import { Alert, Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotForYouPage } from '../components/NoticePage.tsx';
import { RequestError } from '../relay/errors.ts';
import { useRouteInfo } from './route-handle.ts';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from '../i18n/intl.tsx';

const WORDS = defineMessages({
  signInAgain: { id: 'error.signInAgain', defaultMessage: 'Please sign in again' },
  sessionEnded: { id: 'error.sessionEnded', defaultMessage: 'Your session has ended. Sign in and we will bring you back here.' },
  notAvailable: { id: 'error.notAvailable', defaultMessage: 'This page is not available to you' },
  wrong: { id: 'error.wrong', defaultMessage: 'Something went wrong' },
  unreachable: { id: 'error.unreachable', defaultMessage: 'We could not reach the server' },
  checkConnection: { id: 'error.checkConnection', defaultMessage: 'Check your internet connection and try again.' },
  tryAgainLater: { id: 'error.tryAgainLater', defaultMessage: 'Please try again.' },
  site: { id: 'error.site', defaultMessage: 'Vacation Bible School' },
});

function describe(error: unknown, intl: IntlShape): { heading: string; detail: string } {
  const words = intl.formatMessage;
  if (error instanceof RequestError && error.code === 'UNAUTHENTICATED') {
    return { heading: words(WORDS.signInAgain), detail: words(WORDS.sessionEnded) };
  }
  if (error instanceof RequestError && error.code === 'FORBIDDEN') {
    return { heading: words(WORDS.notAvailable), detail: error.message };
  }
  if (isRouteErrorResponse(error)) return { heading: words(WORDS.wrong), detail: `${error.status} ${error.statusText}` };
  if (error instanceof TypeError) return { heading: words(WORDS.unreachable), detail: words(WORDS.checkConnection) };
  return { heading: words(WORDS.wrong), detail: error instanceof Error ? error.message : words(WORDS.tryAgainLater) };
}

function ErrorMessage({ error }: { error: unknown }) {
  const { heading, detail } = describe(error, useIntl());
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={heading} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{detail}</Text>
        <Button variant="white" color="red" onClick={() => window.location.reload()}>
          <FormattedMessage id="error.tryAgain" defaultMessage="Try again" />
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
  if (error instanceof RequestError && error.code === 'FORBIDDEN') return <NotForYouPage title={title} />;
  return <ErrorMessage error={error} />;
}

export function AppCrash() {
  const error = useRouteError();
  return (
    <Container size="sm" py={64}>
      <Center>
        <Stack w="100%">
          <Title order={1}>
            <FormattedMessage {...WORDS.site} />
          </Title>
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
        <Title order={1}>
          <FormattedMessage {...WORDS.site} />
        </Title>
        <ErrorMessage error={new TypeError('offline')} />
      </Stack>
    </Container>
  );
}
