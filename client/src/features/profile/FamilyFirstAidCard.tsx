// First-aid reports about the parent's children, live: a report written at VBS appears here at once
// (the parent is e-mailed too). Hidden when there are none.
import { Card, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { FamilyFirstAidCardQuery } from '../../__generated__/FamilyFirstAidCardQuery.graphql';
import type { FamilyFirstAidCardSubscription } from '../../__generated__/FamilyFirstAidCardSubscription.graphql';
import { useLiveResync } from '../../relay/useLiveResync.ts';
import { FirstAidReportCard } from '../first-aid/FirstAidReportCard.tsx';

export function FamilyFirstAidCard() {
  const [fetchKey, setFetchKey] = useState(0);
  const { firstAidReports } = useLazyLoadQuery<FamilyFirstAidCardQuery>(
    graphql`
      query FamilyFirstAidCardQuery {
        firstAidReports {
          databaseId
          ...FirstAidReportCard_report
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const config = useMemo<GraphQLSubscriptionConfig<FamilyFirstAidCardSubscription>>(
    () => ({
      subscription: graphql`
        subscription FamilyFirstAidCardSubscription {
          firstAidReportChanged {
            databaseId
          }
        }
      `,
      variables: {},
      onNext: () => setFetchKey((k) => k + 1),
      onError: (e) => console.warn('Live first-aid updates stopped:', e),
    }),
    [],
  );
  useSubscription(config);
  useLiveResync(() => setFetchKey((k) => k + 1));
  if (firstAidReports.length === 0) return null;
  return (
    <Card withBorder padding="lg" aria-labelledby="first-aid-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="first-aid-heading">First aid</Title>
        {firstAidReports.map((r) => <FirstAidReportCard key={r.databaseId} report={r} />)}
      </Stack>
    </Card>
  );
}
