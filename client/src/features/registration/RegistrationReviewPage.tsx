// /dashboard/registrations: staff with APPROVE_REGISTRATIONS review pending registrations, oldest
// first, and approve or decline each with a reason (the family is e-mailed either way). It is its own
// route because staff review after the registration page has closed.
import { Alert, Badge, Button, Card, EmptyState, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { RegistrationReviewPageListQuery } from '../../__generated__/RegistrationReviewPageListQuery.graphql';
import type { RegistrationReviewPageQuery } from '../../__generated__/RegistrationReviewPageQuery.graphql';
import type { RegistrationReviewPage_registration$key } from '../../__generated__/RegistrationReviewPage_registration.graphql';
import { toast } from '../../app/toast.ts';
import { PageSkeleton } from '../../components/PageSkeleton.tsx';
import { displayName, formatDate, formatPhone, gradeLabel, registrationAnswerLines } from '../info-sheet/format.ts';
import { errorMessage, fieldErrors, sentence } from '../profile/mutation.ts';
import { useDecideRegistrationMutation } from './useDecideRegistrationMutation.ts';

export function RegistrationReviewPage() {
  const { viewer } = useLazyLoadQuery<RegistrationReviewPageQuery>(
    graphql`
      query RegistrationReviewPageQuery {
        viewer {
          permissions
        }
      }
    `,
    {},
  );
  if (!viewer) return null;
  const mayApprove = viewer.permissions.includes('APPROVE_REGISTRATIONS');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Registrations</Title>
        <Text c="dimmed">Registrations waiting for a decision, oldest first. The family gets an e-mail when you approve or decline.</Text>
      </div>
      {mayApprove ? (
        <Suspense fallback={<PageSkeleton />}>
          <PendingRegistrations />
        </Suspense>
      ) : (
        <Alert color="gray" title="Not available">
          Reviewing registrations needs the Approve registrations permission. An administrator can grant it.
        </Alert>
      )}
    </Stack>
  );
}

function PendingRegistrations() {
  const { pendingRegistrations } = useLazyLoadQuery<RegistrationReviewPageListQuery>(
    graphql`
      query RegistrationReviewPageListQuery {
        pendingRegistrations {
          id
          ...RegistrationReviewPage_registration
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (pendingRegistrations.length === 0) {
    return <EmptyState icon={<IconChecklist size={28} aria-hidden />} title="All caught up" description="No registrations are waiting for a decision." py="xl" />;
  }
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pending registrations">
      <Text size="sm" c="dimmed" component="li">
        {pendingRegistrations.length} waiting
      </Text>
      {pendingRegistrations.map((r) => (
        <PendingRegistration key={r.id} registration={r} />
      ))}
    </Stack>
  );
}

function PendingRegistration({ registration: ref }: { registration: RegistrationReviewPage_registration$key }) {
  const r = useFragment(
    graphql`
      fragment RegistrationReviewPage_registration on Registration {
        id
        submittedAt
        child {
          firstName
          preferredName
          lastName
          gradeEntering
          dateOfBirth
          hasMedicalInformation
        }
        submittedBy {
          firstName
          lastName
          email
          phone
        }
        responses {
          databaseId
          prompt
          response
          questionKey
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
    } catch (e) {
      setError(sentence(fieldErrors(e).reason));
      toast.error(errorMessage(e, 'The decision could not be saved. Please try again.'));
    }
  };

  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {gradeLabel(r.child.gradeEntering)}
              {r.child.dateOfBirth ? ` · born ${formatDate(r.child.dateOfBirth)}` : ''} · sent {new Date(r.submittedAt).toLocaleString()}
            </Text>
          </div>
          {r.child.hasMedicalInformation && (
            <Badge color="red" variant="light" tt="none">
              Medical information on file
            </Badge>
          )}
        </Group>
        <Text size="sm">
          Parent: {r.submittedBy.firstName} {r.submittedBy.lastName} · {r.submittedBy.email}
          {r.submittedBy.phone ? ` · ${formatPhone(r.submittedBy.phone)}` : ''}
        </Text>
        <Stack gap={4} component="dl" m={0}>
          {r.responses.map((x) => (
            <div key={x.databaseId}>
              <Text component="dt" size="sm" fw={600}>
                {x.prompt}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {registrationAnswerLines(x.questionKey, x.response).join(' · ')}
              </Text>
            </div>
          ))}
        </Stack>
        {declining ? (
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
