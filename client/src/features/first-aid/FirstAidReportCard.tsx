// One first-aid report as staff and parents read it, with its earlier versions (corrections never erase).
import { Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FirstAidReportCard_report$key } from '../../__generated__/FirstAidReportCard_report.graphql';
import { formatDateTime } from '../../lib/dates.ts';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

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
      <Text size="sm"><strong><FormattedMessage id="staff.firstAid.fields.where" defaultMessage="Where:" /></strong> {r.location}</Text>
      <Text size="sm"><strong><FormattedMessage id="staff.firstAid.fields.whatHappened" defaultMessage="What happened:" /></strong> {r.whatHappened}</Text>
      <Text size="sm"><strong><FormattedMessage id="staff.firstAid.fields.treatment" defaultMessage="Treatment:" /></strong> {r.treatment}</Text>
      {r.followUp && <Text size="sm"><strong><FormattedMessage id="staff.firstAid.fields.followUp" defaultMessage="Follow-up:" /></strong> {r.followUp}</Text>}
    </Stack>
  );
}

export function FirstAidReportCard({ report: reportRef, onCorrect }: { report: FirstAidReportCard_report$key; onCorrect?: () => void }) {
  const intl = useIntl();
  const report = useFragment(fragment, reportRef);
  const [history, setHistory] = useState(false);
  return (
    <Card withBorder aria-label={intl.formatMessage({ id: 'staff.firstAid.reportAbout', defaultMessage: 'First-aid report about {childName}' }, { childName: report.childName })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">{report.childName}</Title>
          <Text size="sm" c="dimmed"><FormattedMessage id="staff.firstAid.occurredBy" defaultMessage="{occurredAt} · by {staffName}" values={{ occurredAt: when(report.occurredAt), staffName: report.staffName }} /></Text>
        </Group>
        <Fields r={report} />
        <Group gap="xs">
          {onCorrect && <Button size="compact-sm" variant="default" onClick={onCorrect}><FormattedMessage id="staff.firstAid.correct" defaultMessage="Correct" /></Button>}
          {report.revisions.length > 0 && (
            <Button size="compact-sm" variant="subtle" onClick={() => setHistory((h) => !h)} aria-expanded={history}>
              <FormattedMessage id="staff.firstAid.earlierVersions" defaultMessage="{open, select, true {Hide} other {Show}} earlier versions ({count})" values={{ open: String(history), count: report.revisions.length }} />
            </Button>
          )}
        </Group>
        <Collapse expanded={history}>
          <Stack gap="xs">
            {report.revisions.map((v) => (
              <Card key={v.databaseId} bg="gray.0" padding="xs">
                <Text size="xs" c="dimmed"><FormattedMessage id="staff.firstAid.replacedVersion" defaultMessage="Replaced {correctedAt} (happened {occurredAt})" values={{ correctedAt: when(v.correctedAt), occurredAt: when(v.occurredAt) }} /></Text>
                <Fields r={v} />
              </Card>
            ))}
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
