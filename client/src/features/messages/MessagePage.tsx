// /dashboard/messages/new and /dashboard/messages/:id (MANAGE_VBS; the server refuses everyone else). A draft
// opens in the compose form; anything else shows its delivery (MessageStatusView), which follows the outbox
// while it sends: a bounded poll (every 2 s while recipients are queued or sending, at most 10 minutes per
// visit), as the outbox's delivery updates are not events on the live bus.
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MessagePageQuery } from '../../__generated__/MessagePageQuery.graphql';
import type { MessageNewPageQuery } from '../../__generated__/MessageNewPageQuery.graphql';
import { NoticePage } from '../../components/NoticePage.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { MessageCompose } from './MessageCompose.tsx';
import { MessageStatusView } from './MessageStatusView.tsx';
import { MESSAGE_STATUS } from './message-words.ts';
import { useAudienceNames } from './useAudienceNames.ts';

const POLL_MS = 2000;
const POLL_LIMIT = 300;

const WORDS = defineMessages({
  allMessages: { id: 'staff.messages.page.allMessages', defaultMessage: 'All messages' },
  newMessage: { id: 'staff.messages.page.new', defaultMessage: 'New message' },
  message: { id: 'staff.messages.page.message', defaultMessage: 'Message' },
  noSuchMessage: { id: 'staff.messages.page.noSuchMessage', defaultMessage: 'There is no such message' },
  openFromList: { id: 'staff.messages.page.openFromList', defaultMessage: 'Open it from the list of messages.' },
  draft: { id: 'staff.messages.page.draft', defaultMessage: 'Draft' },
  draftWithSubject: { id: 'staff.messages.page.draftWithSubject', defaultMessage: 'Draft: {subject}' },
});

function Heading({ title, status }: { title: string; status?: string }) {
  const intl = useIntl();
  const badge = status ? MESSAGE_STATUS[status] : undefined;
  return (
    <Stack gap={4}>
      <Anchor component={Link} to="/dashboard/messages" size="sm">
        {intl.formatMessage(WORDS.allMessages)}
      </Anchor>
      <Group gap="sm" wrap="wrap">
        <Title order={1}>{title}</Title>
        {badge && (
          <Badge color={badge.color} variant="light" size="lg">
            {intl.formatMessage(badge.label)}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

export function MessageNewPage() {
  const data = useLazyLoadQuery<MessageNewPageQuery>(
    graphql`
      query MessageNewPageQuery {
        currentEdition {
          messageReviewFamilies
        }
        ...useAudienceNames_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const names = useAudienceNames(data);
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <Heading title={intl.formatMessage(WORDS.newMessage)} />
      <MessageCompose draft={null} savedQueries={names.savedQueries} groups={names.groupOptions} reviewLimit={data.currentEdition.messageReviewFamilies ?? null} />
    </Stack>
  );
}

export function MessagePage() {
  const intl = useIntl();
  const id = Number(useParams().messageId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <NoticePage
        kind="notForYou"
        title={intl.formatMessage(WORDS.message)}
        heading={intl.formatMessage(WORDS.noSuchMessage)}
        description={intl.formatMessage(WORDS.openFromList)}
        action={{ label: intl.formatMessage(WORDS.allMessages), to: '/dashboard/messages' }}
      />
    );
  }
  return <MessageById id={id} />;
}

function MessageById({ id }: { id: number }) {
  const [poll, setPoll] = useState(0);
  const data = useLazyLoadQuery<MessagePageQuery>(
    graphql`
      query MessagePageQuery($id: Int!) {
        message(databaseId: $id) {
          databaseId
          status
          emailSubject
          textBody
          counts {
            status
            count
          }
          ...MessageCompose_message
          ...MessageStatusView_message
        }
        currentEdition {
          messageReviewFamilies
        }
        ...useAudienceNames_query
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network', fetchKey: poll },
  );
  const names = useAudienceNames(data);
  const intl = useIntl();
  const m = data.message;
  const busy = m.status === 'SENDING' || m.counts.some((c) => (c.status === 'QUEUED' || c.status === 'SENDING') && c.count > 0);

  useEffect(() => {
    if (!busy || poll >= POLL_LIMIT) return;
    const timer = setTimeout(() => setPoll((p) => p + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [busy, poll, m]);

  const title = m.emailSubject ?? (m.textBody ? (m.textBody.length > 60 ? `${m.textBody.slice(0, 60)}…` : m.textBody) : intl.formatMessage(WORDS.message));
  if (m.status === 'DRAFT') {
    return (
      <Stack gap="lg">
        <Heading title={m.emailSubject ? intl.formatMessage(WORDS.draftWithSubject, { subject: m.emailSubject }) : intl.formatMessage(WORDS.draft)} status={m.status} />
        <MessageCompose key={m.databaseId} draft={m} savedQueries={names.savedQueries} groups={names.groupOptions} reviewLimit={data.currentEdition.messageReviewFamilies ?? null} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Heading title={title} status={m.status} />
      {busy && poll >= POLL_LIMIT && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="staff.messages.page.stillSending" defaultMessage="Still sending: reload the page to see the latest." />
        </Text>
      )}
      <MessageStatusView message={m} names={names} />
    </Stack>
  );
}
