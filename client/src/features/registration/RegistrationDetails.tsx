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
  const [decide, deciding] = useDecideRegistrationMutation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const name = displayName(r.child);

  const send = async (decision: 'APPROVED' | 'DECLINED') => {
    setError(undefined);
    try {
      await decide({ input: { registrationId: r.id, decision, reason: decision === 'DECLINED' ? reason : null } });
      toast.success(`${name}: ${decision === 'APPROVED' ? 'approved' : 'declined'}. The family has been e-mailed.`);
      setDeclining(false);
    } catch (e) {
      setError(fieldErrors(e).reason);
      toast.error(errorMessage(e, 'The decision could not be saved. Please try again.'));
    }
  };

  return (
    <Card withBorder radius="md" padding="md" aria-label={`${name}: details`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={3} size="h5">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {gradeLabel(r.child.gradeEntering)}
              {r.child.dateOfBirth ? ` · born ${formatDate(r.child.dateOfBirth)}` : ''} · sent {formatDateTime(r.submittedAt)}
            </Text>
          </div>
          {(r.child.hasMedicalInformation || r.child.medicalAlert) && (
            <Badge color="red" variant="light" tt="none">
              {r.child.medicalAlert || 'Medical information on file'}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          Parent: {displayName(r.submittedBy)} · {r.submittedBy.email}
          {r.submittedBy.phone ? ` · ${formatPhone(r.submittedBy.phone)}` : ''}
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
            {r.status === 'DECLINED' && r.decisionReason ? `Declined: ${r.decisionReason}` : `This registration is ${r.status.toLowerCase()}.`}
          </Text>
        ) : declining ? (
          <Stack gap="xs">
            <Textarea
              label="Reason for declining (the family will read this)"
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
                Decline {r.child.firstName}
              </Button>
              <Button variant="default" onClick={() => setDeclining(false)} disabled={deciding}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button loading={deciding} onClick={() => send('APPROVED')}>
              Approve {r.child.firstName}
            </Button>
            <Button variant="light" color="red" onClick={() => setDeclining(true)} disabled={deciding}>
              Decline…
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
