// One application as a reviewer sees it (SPEC §2 intern view): grade, date of birth, phone, e-mail,
// medical information, the answers worded as SPEC §5 says, the acknowledgement, and accept / decline.
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { TextInput } from '../../components/typed-fields.tsx';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ApplicationReviewCard_application$key } from '../../__generated__/ApplicationReviewCard_application.graphql';
import { toast } from '../../app/toast.ts';
import { formatPhone, gradeLabel } from '../../lib/format.ts';
import { formatDate } from '../../lib/dates.ts';
import { STATUS_COLOR, STATUS_LABEL } from './ApplicationStatusCard.tsx';
import { useReviewInternApplicationMutation, type InternApplicationDecision } from './useReviewInternApplicationMutation.ts';
import { displayName } from '../../../../shared/person-name.ts';

export function ApplicationReviewCard({ application: ref }: { application: ApplicationReviewCard_application$key }) {
  const application = useFragment(
    graphql`
      fragment ApplicationReviewCard_application on InternApplication {
        id
        status
        acknowledged
        submittedAt
        decisionReason
        responses {
          prompt
          worded
        }
        intern {
          firstName
          preferredName
          lastName
          gradeEntering
          dateOfBirth
          phone
          email
          hasMedicalInfo
          medicalInfo
        }
      }
    `,
    ref,
  );
  const [reason, setReason] = useState('');
  const [review, inFlight] = useReviewInternApplicationMutation();
  const reasonId = useId();
  const { intern } = application;
  const name = displayName(intern);
  const medical = intern.medicalInfo ?? (intern.hasMedicalInfo ? 'On file (needs VIEW_SENSITIVE_INFO to read)' : null);

  const decide = async (decision: InternApplicationDecision) => {
    try {
      await review(application.id, decision, reason.trim() || null);
      toast.success(`${name}'s application was ${decision === 'ACCEPTED' ? 'accepted' : 'declined'}.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The decision could not be saved. Please try again.');
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`Application from ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Badge color={STATUS_COLOR[application.status] ?? 'gray.7'} variant="filled">
            {STATUS_LABEL[application.status] ?? application.status}
          </Badge>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">Grade entering</Table.Th>
              <Table.Td>{gradeLabel(intern.gradeEntering)}</Table.Td>
            </Table.Tr>
            {intern.dateOfBirth && (
              <Table.Tr>
                <Table.Th>Date of birth</Table.Th>
                <Table.Td>{formatDate(intern.dateOfBirth)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>Phone</Table.Th>
              <Table.Td>{intern.phone ? formatPhone(intern.phone) : '(No phone number provided)'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>E-mail</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{intern.email || '(No email provided)'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Medical info</Table.Th>
              <Table.Td>{medical || '(No medical info provided)'}</Table.Td>
            </Table.Tr>
            {application.responses.map((r) => (
              <Table.Tr key={r.prompt}>
                <Table.Th>{r.prompt}</Table.Th>
                <Table.Td>{r.worded}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Acknowledged responsibilities</Table.Th>
              <Table.Td>
                <Group gap={4}>
                  {application.acknowledged ? <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden /> : <IconX size={16} color="var(--mantine-color-red-7)" aria-hidden />}
                  {application.acknowledged ? 'Yes' : 'No'}
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {application.status === 'PENDING' ? (
          <Group align="flex-end" wrap="wrap">
            <TextInput id={reasonId} label="Note to the applicant (optional)" maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} style={{ flex: '1 1 16rem' }} />
            <Group gap="xs">
              <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} loading={inFlight} onClick={() => decide('ACCEPTED')}>
                Accept
              </Button>
              <Button variant="default" leftSection={<IconX size={16} color="var(--mantine-color-red-9)" aria-hidden />} disabled={inFlight} onClick={() => decide('DECLINED')}>
                Decline
              </Button>
            </Group>
          </Group>
        ) : (
          application.decisionReason && <Text size="sm">Note: {application.decisionReason}</Text>
        )}
      </Stack>
    </Card>
  );
}
