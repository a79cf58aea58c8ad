// Live first-aid reports: a report written or corrected elsewhere arrives re-read on the server through
// the policy with this viewer's own selection (the same fragment the write and correct mutations return),
// merges by id, and a new one joins the list in the server's order (newest incident first). No change
// makes a request; when the server says the stream may have missed changes (useLiveResync), the page's
// query is fetched again.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import type { useFirstAidReportChangesSubscription as Subscription } from '../../__generated__/useFirstAidReportChangesSubscription.graphql';
import { useLiveResync } from '../../relay/useLiveResync.ts';

// A report as the first-aid page lists and edits it.
graphql`
  fragment useFirstAidReportChanges_report on FirstAidReport {
    id
    databaseId
    childId
    occurredAt
    location
    whatHappened
    treatment
    followUp
    ...FirstAidReportCard_report
  }
`;

const subscription = graphql`
  subscription useFirstAidReportChangesSubscription {
    firstAidReportChanged {
      ...useFirstAidReportChanges_report
    }
  }
`;

const occurredAt = (r: RecordProxy) => String(r.getValue('occurredAt') ?? '');

/** Puts the report at `rootField` into the page's list of reports (once), newest incident first. */
export function putReport(store: RecordSourceSelectorProxy, rootField: string) {
  const report = store.getRootField(rootField);
  const root = store.getRoot();
  const list = root.getLinkedRecords('firstAidReports');
  if (!report || !list) return;
  const reports = list.filter((r): r is RecordProxy => r != null);
  const next = reports.some((r) => r.getDataID() === report.getDataID()) ? reports : [...reports, report];
  root.setLinkedRecords([...next].sort((a, b) => Date.parse(occurredAt(b)) - Date.parse(occurredAt(a))), 'firstAidReports');
}

/** Keeps the page's reports live; `resync` fetches the page again when the stream may have missed changes. */
export function useFirstAidReportChanges(resync: () => void) {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => putReport(store, 'firstAidReportChanged'),
      // SPEC §8: event stream errors are only logged.
      onError: (e) => console.warn('Live first-aid updates stopped:', e),
    }),
    [],
  );
  useSubscription(config);
  useLiveResync(resync);
}
