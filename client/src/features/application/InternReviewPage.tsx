// Intern applications (/dashboard/interns): this edition's applications for staff with ASSIGN_STAFF,
// pending ones first, each with accept / decline.
import { EmptyState, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { NotForYouPage } from '../../components/NoticePage.tsx';
import { IconId } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InternReviewPageQuery } from '../../__generated__/InternReviewPageQuery.graphql';
import type { InternReviewPageListQuery } from '../../__generated__/InternReviewPageListQuery.graphql';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { ApplicationReviewCard } from './ApplicationReviewCard.tsx';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  noneWaiting: { id: 'staff.application.list.noneWaiting', defaultMessage: 'No applications waiting' },
  none: { id: 'staff.application.list.none', defaultMessage: 'No applications yet' },
  appear: { id: 'staff.application.list.appear', defaultMessage: 'New applications appear here as interns send them.' },
  title: { id: 'staff.application.list.title', defaultMessage: 'Intern applications' },
  state: { id: 'staff.application.list.state', defaultMessage: '{year} · applications are {open, select, true {open} other {closed}}' },
  which: { id: 'staff.application.list.which', defaultMessage: 'Which applications' },
  waiting: { id: 'staff.application.list.waiting', defaultMessage: 'Waiting for review' },
  all: { id: 'staff.application.list.all', defaultMessage: 'All' },
});

export const REVIEW_PERMISSION = 'ASSIGN_STAFF';

function ApplicationList({ pendingOnly }: { pendingOnly: boolean }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<InternReviewPageListQuery>(
    graphql`
      query InternReviewPageListQuery {
        internApplications {
          id
          status
          ...ApplicationReviewCard_application
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const shown = data.internApplications.filter((a) => !pendingOnly || a.status === 'PENDING');
  if (shown.length === 0) {
    return <EmptyState icon={<IconId size={28} aria-hidden />} title={intl.formatMessage(pendingOnly ? m.noneWaiting : m.none)} description={intl.formatMessage(m.appear)} py="xl" />;
  }
  return (
    <Stack gap="md">
      {shown.map((a) => (
        <ApplicationReviewCard key={a.id} application={a} />
      ))}
    </Stack>
  );
}

export function InternReviewPage() {
  const intl = useIntl();
  const data = useLazyLoadQuery<InternReviewPageQuery>(
    graphql`
      query InternReviewPageQuery {
        viewer {
          permissions
        }
        currentEdition {
          year
          internApplicationOpen
        }
      }
    `,
    {},
  );
  const [filter, setFilter] = useState('pending');
  if (!data.viewer) return null;
  const mayReview = data.viewer.permissions.includes(REVIEW_PERMISSION);
  if (!mayReview) return <NotForYouPage title={intl.formatMessage(m.title)} />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{intl.formatMessage(m.title)}</Title>
        <Text c="dimmed">{intl.formatMessage(m.state, { year: data.currentEdition.year, open: String(data.currentEdition.internApplicationOpen) })}</Text>
      </div>
      <>
          <SegmentedControl
            aria-label={intl.formatMessage(m.which)}
            value={filter}
            onChange={setFilter}
            data={[
              { value: 'pending', label: intl.formatMessage(m.waiting) },
              { value: 'all', label: intl.formatMessage(m.all) },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          <Suspense fallback={<PageSkeleton />}>
            <ApplicationList pendingOnly={filter === 'pending'} />
          </Suspense>
      </>
    </Stack>
  );
}
