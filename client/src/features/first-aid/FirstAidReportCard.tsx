// One first-aid report as staff and parents read it, with its earlier versions (corrections never erase).
import { Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FirstAidReportCard_report$key } from '../../__generated__/FirstAidReportCard_report.graphql';
import { formatDateTime } from '../../lib/dates.ts';

// What the card shows of a report, read by the staff page and the parent's profile alike.
const fragment = graphql`
  fragment FirstAidReportCard_report on FirstAidReport {
    childName
    occurredAt
    location
    whatHappened
    treatment
    followUp
    staffName
    revisions {
      databaseId
      occurredAt
      location
      whatHappened
      treatment
      followUp
      correctedAt
    }
  }
`;

interface ReportFields {
  location: string;
  whatHappened: string;
  treatment: string;
  followUp: string;
}

const when = (iso: string) => formatDateTime(iso);

function Fields({ r }: { r: ReportFields }) {
  return (
    <Stack gap={2}>
      <Text size="sm"><strong>Where:</strong> {r.location}</Text>
      <Text size="sm"><strong>What happened:</strong> {r.whatHappened}</Text>
      <Text size="sm"><strong>Treatment:</strong> {r.treatment}</Text>
      {r.followUp && <Text size="sm"><strong>Follow-up:</strong> {r.followUp}</Text>}
    </Stack>
  );
}

export function FirstAidReportCard({ report: reportRef, onCorrect }: { report: FirstAidReportCard_report$key; onCorrect?: () => void }) {
  const report = useFragment(fragment, reportRef);
  const [history, setHistory] = useState(false);
  return (
    <Card withBorder aria-label={`First-aid report about ${report.childName}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">{report.childName}</Title>
          <Text size="sm" c="dimmed">{when(report.occurredAt)} · by {report.staffName}</Text>
        </Group>
        <Fields r={report} />
        <Group gap="xs">
          {onCorrect && <Button size="compact-sm" variant="default" onClick={onCorrect}>Correct</Button>}
          {report.revisions.length > 0 && (
            <Button size="compact-sm" variant="subtle" onClick={() => setHistory((h) => !h)} aria-expanded={history}>
              {history ? 'Hide' : 'Show'} earlier versions ({report.revisions.length})
            </Button>
          )}
        </Group>
        <Collapse expanded={history}>
          <Stack gap="xs">
            {report.revisions.map((v) => (
              <Card key={v.databaseId} bg="gray.0" padding="xs">
                <Text size="xs" c="dimmed">Replaced {when(v.correctedAt)} (happened {when(v.occurredAt)})</Text>
                <Fields r={v} />
              </Card>
            ))}
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
