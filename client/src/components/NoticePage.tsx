// The one calm page for "this is not for you" and "this is not open yet": the page's
// title, a short sentence in the program's words and a way on. Never a red error, a useless "Try again",
// "Page not found" for a page that exists, or a permission code.
import { Button, EmptyState, Group, Stack, Title } from '@mantine/core';
import { IconCalendarTime, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

export type NoticeKind = 'notForYou' | 'notOpenYet';

interface Props {
  kind: NoticeKind;
  /** The page's own title (its h1), e.g. "Student rosters". */
  title: string;
  heading: string;
  description: React.ReactNode;
  /** A way on; the dashboard when not given. */
  action?: { label: string; to: string };
}

export function NoticePage({ kind, title, heading, description, action }: Props) {
  const Icon = kind === 'notForYou' ? IconLock : IconCalendarTime;
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <EmptyState
        data-notice={kind}
        icon={<Icon size={28} aria-hidden />}
        py="xl"
        styles={{ root: { border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' } }}
      >
        {/* A heading, so screen-reader users moving by headings find the notice under the page's h1. */}
        <EmptyState.Title order={2}>{heading}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <EmptyState.Actions>
          <Group gap="sm" justify="center">
            <Button component={Link} to={action?.to ?? '/dashboard'} variant="light">
              {action?.label ?? <FormattedMessage id="notice.toDashboard" defaultMessage="Back to your dashboard" />}
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}

/** A signed-in person opened a page their roles or permissions do not open. */
export function NotForYouPage({ title }: { title: string | undefined }) {
  const intl = useIntl();
  const name = title ?? intl.formatMessage({ id: 'notice.thisPage', defaultMessage: 'This page' });
  return (
    <NoticePage
      kind="notForYou"
      title={name}
      heading={intl.formatMessage({ id: 'notice.notForYou.heading', defaultMessage: 'This page is not part of your account' })}
      description={intl.formatMessage(
        { id: 'notice.notForYou.text', defaultMessage: 'Ask an administrator for access to {page} if you need it.' },
        { page: intl.locale === 'en' ? lowerFirst(name) : name },
      )}
    />
  );
}

function lowerFirst(text: string): string {
  // Keep names such as "VBS settings" as written.
  return /^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}
