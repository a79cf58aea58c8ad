import { Button, EmptyState, Stack, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { Link } from 'react-router-dom';

export const NOT_FOUND_TITLE = defineMessages({ title: { id: 'notFound.title', defaultMessage: 'Page not found' } }).title;

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <Title order={1}>
        <FormattedMessage id="notFound.title" defaultMessage="Page not found" />
      </Title>
      <EmptyState
        icon={<IconMapQuestion size={28} aria-hidden />}
        title={intl.formatMessage({ id: 'notFound.heading', defaultMessage: 'We could not find that page' })}
        description={intl.formatMessage({ id: 'notFound.text', defaultMessage: 'The link may be old, or the page is not open right now.' })}
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} to="/">
            <FormattedMessage id="notFound.home" defaultMessage="Go to the home page" />
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}
