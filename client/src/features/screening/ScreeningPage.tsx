// Screening (/dashboard/screening, ASSIGN_STAFF): clearances ending within 30 days first, then every staff
// member and intern with their status and current records, each with "Record…" (a background check, a training,
// the code of conduct); the edition's required parts; and the reminder e-mails sent now instead of waiting for
// the daily run (each person hears once per threshold either way).
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlarm, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ScreeningPageQuery } from '../../__generated__/ScreeningPageQuery.graphql';
import type { ScreeningPageRemindMutation } from '../../__generated__/ScreeningPageRemindMutation.graphql';
import type { ScreeningPageRequirementsMutation } from '../../__generated__/ScreeningPageRequirementsMutation.graphql';
import { toast } from '../../app/toast.ts';
import { errorMessage, useMutationPromise } from '../../lib/mutation.ts';
import { formatDate } from '../../lib/dates.ts';
import { RecordScreeningModal, type RecordTarget } from './RecordScreeningModal.tsx';
import { ScreeningHistoryModal } from './ScreeningHistoryModal.tsx';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { clearanceLine, kindWords, recordParts } from './screening-words.ts';
import { screeningStatusOf } from './screening-status.ts';

graphql`
  fragment ScreeningPage_person on ScreenedPerson {
    id
    kind
    staffId
    internId
    name
    ...screeningStatus_fields
  }
`;

const query = graphql`
  query ScreeningPageQuery {
    screeningExpiring {
      id
      name
      clearance {
        clearedUntil
      }
    }
    screeningPeople {
      ...ScreeningPage_person @relay(mask: false)
    }
    screeningRequirements {
      requiresTraining
      requiresCodeOfConduct
    }
  }
`;

const remind = graphql`
  mutation ScreeningPageRemindMutation {
    sendScreeningReminders
  }
`;

const requirements = graphql`
  mutation ScreeningPageRequirementsMutation($input: ScreeningRequirementsInput!) {
    setScreeningRequirements(input: $input) {
      requiresTraining
      requiresCodeOfConduct
    }
  }
`;

const WORDS = defineMessages({
  nobodyDue: { id: 'staff.screening.page.nobodyDue', defaultMessage: 'Nobody is due a reminder now.' },
  remindersSent: { id: 'staff.screening.page.remindersSent', defaultMessage: '{count, plural, one {# reminder} other {# reminders}} sent.' },
  training: { id: 'staff.screening.page.training', defaultMessage: 'Training' },
  codeOfConduct: { id: 'staff.screening.page.codeOfConduct', defaultMessage: 'Signed code of conduct' },
  history: { id: 'staff.screening.page.historyOf', defaultMessage: 'Screening history of {name}' },
  record: { id: 'staff.screening.page.recordFor', defaultMessage: 'Record screening for {name}' },
});

const targetOf = (p: { name: string; staffId?: number | null; internId?: number | null }): RecordTarget => ({ name: p.name, staffId: p.staffId ?? null, internId: p.internId ?? null });

export function ScreeningPage() {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ScreeningPageQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey ? 'network-only' : 'store-or-network' });
  const [sendReminders, sending] = useMutationPromise<ScreeningPageRemindMutation>(remind);
  const [saveRequirements] = useMutationPromise<ScreeningPageRequirementsMutation>(requirements);
  const [recording, setRecording] = useState<RecordTarget | null>(null);
  const [browsing, setBrowsing] = useState<RecordTarget | null>(null);
  const refresh = () => setFetchKey((k) => k + 1);
  const req = data.screeningRequirements;
  const people = data.screeningPeople.map((p) => ({ ...p, ...screeningStatusOf(p) }));

  const setRequirement = async (change: Partial<typeof req>) => {
    try {
      await saveRequirements({ input: { requiresTraining: req.requiresTraining, requiresCodeOfConduct: req.requiresCodeOfConduct, ...change } });
      refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const remindNow = async () => {
    try {
      const { sendScreeningReminders: sent } = await sendReminders({});
      toast.success(sent === 0 ? intl.formatMessage(WORDS.nobodyDue) : intl.formatMessage(WORDS.remindersSent, { count: sent }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>
        <FormattedMessage id="staff.screening.page.title" defaultMessage="Screening" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage
          id="staff.screening.page.intro"
          defaultMessage="Only people cleared to work with children lead groups and use the check-in station: a clear background check that has not expired{training, select, yes {, the training} other {}}{code, select, yes { and the signed code of conduct} other {}}."
          values={{ training: req.requiresTraining ? 'yes' : 'no', code: req.requiresCodeOfConduct ? 'yes' : 'no' }}
        />
      </Text>

      <Card withBorder radius="md" component="section" aria-labelledby="expiring">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="expiring">
            <Group gap={6} component="span">
              <IconAlarm size={20} aria-hidden /> <FormattedMessage id="staff.screening.page.ending" defaultMessage="Ending within 30 days" />
            </Group>
          </Title>
          <Button variant="light" leftSection={<IconMailForward size={18} aria-hidden />} onClick={() => void remindNow()} loading={sending}>
            <FormattedMessage id="staff.screening.page.remind" defaultMessage="Send reminders now" />
          </Button>
        </Group>
        {data.screeningExpiring.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.screening.page.noneEnding" defaultMessage="No clearance ends in the next 30 days." />
          </Text>
        ) : (
          <Stack gap={4} data-testid="expiring-list">
            {data.screeningExpiring.map((p) => (
              <Text key={p.id} size="sm">
                <FormattedMessage
                  id="staff.screening.page.expiring"
                  defaultMessage="<strong>{name}</strong>: cleared until {date}"
                  values={{ name: p.name, date: formatDate(p.clearance.clearedUntil!) }}
                />
              </Text>
            ))}
          </Stack>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          <FormattedMessage id="staff.screening.page.reminderRule" defaultMessage="The volunteer and the director are e-mailed 30 and 7 days ahead, once each." />
        </Text>
      </Card>

      <Card withBorder radius="md" component="section" aria-labelledby="required-parts">
        <Title order={2} size="h4" id="required-parts" mb="xs">
          <FormattedMessage id="staff.screening.page.required" defaultMessage="Required this year" />
        </Title>
        <Stack gap="xs">
          <Switch label={intl.formatMessage(WORDS.training)} checked={req.requiresTraining} onChange={(e) => void setRequirement({ requiresTraining: e.currentTarget.checked })} />
          <Switch label={intl.formatMessage(WORDS.codeOfConduct)} checked={req.requiresCodeOfConduct} onChange={(e) => void setRequirement({ requiresCodeOfConduct: e.currentTarget.checked })} />
        </Stack>
      </Card>

      <Stack gap="xs" component="section" aria-labelledby="everyone">
        <Title order={2} size="h4" id="everyone">
          <FormattedMessage id="staff.screening.page.everyone" defaultMessage="Staff and interns" />
        </Title>
        {people.length === 0 && (
          <Text c="dimmed">
            <FormattedMessage id="staff.screening.page.nobody" defaultMessage="No staff or interns yet." />
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {people.map((p) => (
            <Card key={p.id} withBorder padding="sm" data-testid="screened-person" aria-label={p.name}>
              <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Group gap={6}>
                    <Text fw={600}>{p.name}</Text>
                    <Badge variant="outline" color="gray.8" size="sm">
                      {p.kind === 'staff' ? (
                        <FormattedMessage id="staff.screening.page.staff" defaultMessage="Staff" />
                      ) : (
                        <FormattedMessage id="staff.screening.page.intern" defaultMessage="Intern" />
                      )}
                    </Badge>
                    <Badge color={p.clearance.cleared ? 'green' : 'red'} variant="light" size="sm">
                      {p.clearance.cleared ? (
                        <FormattedMessage id="staff.screening.badge.cleared" defaultMessage="Cleared" />
                      ) : (
                        <FormattedMessage id="staff.screening.badge.notCleared" defaultMessage="Not cleared" />
                      )}
                    </Badge>
                  </Group>
                  <Text size="sm" mt={2}>
                    {clearanceLine(intl, p.clearance)}
                  </Text>
                  {p.records.map((r) => (
                    <Text key={r.id} size="xs" c="dimmed">
                      <FormattedMessage
                        id="staff.screening.page.recordLine"
                        defaultMessage="{kind} {done}{hasProvider, select, yes { · {provider}} other {}}{hasResult, select, yes { · {result}} other {}}{hasTitle, select, yes { · {title}} other {}}{hasUntil, select, yes { · until {until}} other {}}"
                        values={{ kind: kindWords(intl, r.kind), done: formatDate(r.completedOn), ...recordParts(intl, r) }}
                      />
                    </Text>
                  ))}
                </div>
                <Group gap="xs" style={{ flexShrink: 0 }}>
                  <Button size="xs" variant="default" onClick={() => setBrowsing(targetOf(p))} aria-label={intl.formatMessage(WORDS.history, { name: p.name })}>
                    <FormattedMessage id="staff.screening.page.history" defaultMessage="History" />
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setRecording(targetOf(p))} aria-label={intl.formatMessage(WORDS.record, { name: p.name })}>
                    <FormattedMessage id="staff.screening.page.recordButton" defaultMessage="Record…" />
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {recording && (
        <RecordScreeningModal
          person={recording}
          onClose={() => setRecording(null)}
          onSaved={() => {
            setRecording(null);
            refresh();
          }}
        />
      )}
      {browsing && (
        <ScreeningHistoryModal
          person={browsing}
          onClose={(changed) => {
            setBrowsing(null);
            if (changed) refresh();
          }}
        />
      )}
      {!people.some((p) => !p.clearance.cleared) && people.length > 0 && (
        <Alert color="green" variant="light">
          <FormattedMessage id="staff.screening.page.allCleared" defaultMessage="Everyone is cleared." />
        </Alert>
      )}
    </Stack>
  );
}
