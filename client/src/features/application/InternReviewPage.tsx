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

export const REVIEW_PERMISSION = 'ASSIGN_STAFF';

function ApplicationList({ pendingOnly }: { pendingOnly: boolean }) {
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
    return <EmptyState icon={<IconId size={28} aria-hidden />} title={pendingOnly ? 'No applications waiting' : 'No applications yet'} description="New applications appear here as interns send them." py="xl" />;
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
  if (!mayReview) return <NotForYouPage title="Intern applications" />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Intern applications</Title>
        <Text c="dimmed">
          {data.currentEdition.year} · applications are {data.currentEdition.internApplicationOpen ? 'open' : 'closed'}
        </Text>
      </div>
      <>
          <SegmentedControl
            aria-label="Which applications"
            value={filter}
            onChange={setFilter}
            data={[
              { value: 'pending', label: 'Waiting for review' },
              { value: 'all', label: 'All' },
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
