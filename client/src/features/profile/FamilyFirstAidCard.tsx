// First-aid reports about the parent's children, live: a report written or corrected at VBS arrives with
// its text and merges here at once (the parent is e-mailed too). Hidden when there are none.
import { Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FamilyFirstAidCardQuery } from '../../__generated__/FamilyFirstAidCardQuery.graphql';
import { FirstAidReportCard } from '../first-aid/FirstAidReportCard.tsx';
import { useFirstAidReportChanges } from '../first-aid/useFirstAidReportChanges.ts';
import { FormattedMessage } from '../../i18n/intl.tsx';

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
  useFirstAidReportChanges(() => setFetchKey((k) => k + 1));
  if (firstAidReports.length === 0) return null;
  return (
    <Card withBorder padding="lg" aria-labelledby="first-aid-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="first-aid-heading">
          <FormattedMessage id="profile.firstAid" defaultMessage="First aid" />
        </Title>
        {firstAidReports.map((r) => <FirstAidReportCard key={r.databaseId} report={r} />)}
      </Stack>
    </Card>
  );
}
