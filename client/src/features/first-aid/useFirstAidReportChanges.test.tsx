// An open list of first-aid reports merges a report written or corrected elsewhere from what
// `firstAidReportChanged` delivers, with no request: a correction changes the report in place (and its
// place, newest incident first), a new report joins the list.
import { act, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { useFirstAidReportChangesTestQuery } from '../../__generated__/useFirstAidReportChangesTestQuery.graphql';
import { renderWithProviders } from '../../test/render.tsx';
import { useFirstAidReportChanges } from './useFirstAidReportChanges.ts';

const query = graphql`
  query useFirstAidReportChangesTestQuery @relay_test_operation {
    firstAidReports {
      id
      whatHappened
    }
  }
`;

function Reports() {
  const data = useLazyLoadQuery<useFirstAidReportChangesTestQuery>(query, {});
  useFirstAidReportChanges(() => {});
  return <p data-testid="reports">{data.firstAidReports.map((r) => r.whatHappened).join(' | ')}</p>;
}

const report = (n: number, occurredAt: string, whatHappened: string) => ({
  id: `r${n}`, databaseId: n, childId: 7, occurredAt, location: 'Gym', whatHappened, treatment: 'Ice.', followUp: '', childName: 'Lily M', staffName: 'Sam S', revisions: [],
});

describe('useFirstAidReportChanges', () => {
  it('merges a corrected report in place and puts a new one in its place, newest first, with no request', async () => {
    const environment = createMockEnvironment();
    // @types/relay-test-utils (19) lags @types/relay-runtime (20) by a few Environment methods.
    renderWithProviders(<Reports />, { environment: environment as unknown as Environment });
    act(() => environment.mock.resolveMostRecentOperation({ data: { firstAidReports: [report(2, '2025-08-12T15:00:00Z', 'Bumped a knee'), report(1, '2025-08-11T15:00:00Z', 'Scraped an elbow')] } }));
    await screen.findByText('Bumped a knee | Scraped an elbow');
    const subscription = await waitFor(() => environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'useFirstAidReportChangesSubscription')!);
    const deliver = (r: ReturnType<typeof report>) => act(() => environment.mock.nextValue(subscription, { data: { firstAidReportChanged: r } }));

    deliver(report(1, '2025-08-11T15:00:00Z', 'Scraped an elbow on the fence'));
    expect(screen.getByTestId('reports').textContent).toBe('Bumped a knee | Scraped an elbow on the fence');
    deliver(report(3, '2025-08-11T18:00:00Z', 'Stung by a bee'));
    expect(screen.getByTestId('reports').textContent).toBe('Bumped a knee | Stung by a bee | Scraped an elbow on the fence');
    expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.operationKind !== 'subscription')).toEqual([]);
  });
});
