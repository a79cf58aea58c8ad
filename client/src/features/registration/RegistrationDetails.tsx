// One registration opened in the review table: every answer (consents with who signed and when), the
// parent's contact, and approve or decline with a reason (the family reads it).
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Textarea } from '../../components/typed-textarea.tsx';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RegistrationDetails_registration$key } from '../../__generated__/RegistrationDetails_registration.graphql';
import { toast } from '../../app/toast.ts';
import { consentLine, displayName, formatDate, formatDateTime, formatPhone, gradeLabel, registrationAnswerLines } from '../../lib/format.ts';
import { errorMessage, fieldErrors } from '../../lib/mutation.ts';
import { useDecideRegistrationMutation } from './useDecideRegistrationMutation.ts';
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  decided: { id: 'staff.registration.details.decided', defaultMessage: '{name}: {decision, select, APPROVED {approved} other {declined}}. The family has been e-mailed.' },
  failed: { id: 'staff.registration.details.failed', defaultMessage: 'The decision could not be saved. Please try again.' },
  label: { id: 'staff.registration.details.label', defaultMessage: '{name}: details' },
  born: { id: 'staff.registration.details.born', defaultMessage: ' · born {date}' },
  sent: { id: 'staff.registration.details.sent', defaultMessage: ' · sent {when}' },
  medical: { id: 'staff.registration.details.medical', defaultMessage: 'Medical information on file' },
  phone: { id: 'staff.registration.details.phone', defaultMessage: ' · {phone}' },
  parent: { id: 'staff.registration.details.parent', defaultMessage: 'Parent: {name} · {email}' },
  declinedBecause: { id: 'staff.registration.details.declinedBecause', defaultMessage: 'Declined: {reason}' },
  status: { id: 'staff.registration.details.status', defaultMessage: 'This registration is {status}.' },
  reason: { id: 'staff.registration.details.reason', defaultMessage: 'Reason for declining (the family will read this)' },
  decline: { id: 'staff.registration.details.decline', defaultMessage: 'Decline {name}' },
  cancel: { id: 'staff.registration.details.cancel', defaultMessage: 'Cancel' },
  approve: { id: 'staff.registration.details.approve', defaultMessage: 'Approve {name}' },
  declineOpen: { id: 'staff.registration.details.declineOpen', defaultMessage: 'Decline…' },
});

export function RegistrationDetails({ registration: ref }: { registration: RegistrationDetails_registration$key }) {
  const r = useFragment(
    graphql`
      fragment RegistrationDetails_registration on Registration {
        id
        status
        decisionReason
        submittedAt
        child {
          firstName
          preferredName
          lastName
          gradeEntering
          dateOfBirth
          hasMedicalInformation
          medicalAlert
        }
        submittedBy {
          firstName
          preferredName
          lastName
          email
          phone
        }
        responses {
          databaseId
          prompt
          response
          questionKey
          questionType
          signedAt
        }
      }
    `,
    ref,
  );
  const intl = useIntl();
  const [decide, deciding] = useDecideRegistrationMutation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = displayName(r.child);

  const send = async (decision: 'APPROVED' | 'DECLINED') => {
    setError(undefined);
    try {
      await decide({ input: { registrationId: r.id, decision, reason: decision === 'DECLINED' ? reason : null } });
      toast.success(intl.formatMessage(m.decided, { name, decision }));
      setDeclining(false);
    } catch (e) {
      setError(fieldErrors(e).reason);
      toast.error(errorMessage(e, intl.formatMessage(m.failed)));
    }
  };

  return (
    <Card withBorder radius="md" padding="md" aria-label={intl.formatMessage(m.label, { name })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h5">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {gradeLabel(r.child.gradeEntering)}
              {r.child.dateOfBirth ? intl.formatMessage(m.born, { date: formatDate(r.child.dateOfBirth) }) : ''}
              {intl.formatMessage(m.sent, { when: formatDateTime(r.submittedAt) })}
            </Text>
          </div>
          {(r.child.hasMedicalInformation || r.child.medicalAlert) && (
            <Badge color="red" variant="light" tt="none">
              {r.child.medicalAlert || intl.formatMessage(m.medical)}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {intl.formatMessage(m.parent, { name: displayName(r.submittedBy), email: r.submittedBy.email })}
          {r.submittedBy.phone ? intl.formatMessage(m.phone, { phone: formatPhone(r.submittedBy.phone) }) : ''}
        </Text>
        <Stack gap={4} component="dl" m={0}>
          {r.responses.map((x) => (
            <div key={x.databaseId}>
              <Text component="dt" size="sm" fw={600}>
                {x.prompt}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {x.questionType === 'CONSENT' ? consentLine(x.response, x.signedAt) : registrationAnswerLines(x.questionKey, x.response).join(' · ')}
              </Text>
            </div>
          ))}
        </Stack>
        {r.status !== 'PENDING' ? (
          <Text size="sm" c="dimmed">
            {r.status === 'DECLINED' && r.decisionReason
              ? intl.formatMessage(m.declinedBecause, { reason: r.decisionReason })
              : intl.formatMessage(m.status, { status: r.status.toLowerCase() })}
          </Text>
        ) : declining ? (
          <Stack gap="xs">
            <Textarea
              label={intl.formatMessage(m.reason)}
              required
              autosize
              minRows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Group>
              <Button color="red.8" loading={deciding} onClick={() => send('DECLINED')}>
                {intl.formatMessage(m.decline, { name: r.child.firstName })}
              </Button>
              <Button variant="default" onClick={() => setDeclining(false)} disabled={deciding}>
                {intl.formatMessage(m.cancel)}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button loading={deciding} onClick={() => send('APPROVED')}>
              {intl.formatMessage(m.approve, { name: r.child.firstName })}
            </Button>
            <Button variant="light" color="red" onClick={() => setDeclining(true)} disabled={deciding}>
              {intl.formatMessage(m.declineOpen)}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
