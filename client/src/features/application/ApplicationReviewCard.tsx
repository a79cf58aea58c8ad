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
import { defineMessages, useIntl } from '../../i18n/intl.tsx';

const m = defineMessages({
  medicalOnFile: { id: 'staff.application.review.medicalOnFile', defaultMessage: 'On file (needs VIEW_SENSITIVE_INFO to read)' },
  decided: { id: 'staff.application.review.decided', defaultMessage: '{name}’s application was {decision, select, ACCEPTED {accepted} other {declined}}.' },
  failed: { id: 'staff.application.review.failed', defaultMessage: 'The decision could not be saved. Please try again.' },
  label: { id: 'staff.application.review.label', defaultMessage: 'Application from {name}' },
  grade: { id: 'staff.application.review.grade', defaultMessage: 'Grade entering' },
  birth: { id: 'staff.application.review.birth', defaultMessage: 'Date of birth' },
  phone: { id: 'staff.application.review.phone', defaultMessage: 'Phone' },
  noPhone: { id: 'staff.application.review.noPhone', defaultMessage: '(No phone number provided)' },
  email: { id: 'staff.application.review.email', defaultMessage: 'E-mail' },
  noEmail: { id: 'staff.application.review.noEmail', defaultMessage: '(No email provided)' },
  medical: { id: 'staff.application.review.medical', defaultMessage: 'Medical info' },
  noMedical: { id: 'staff.application.review.noMedical', defaultMessage: '(No medical info provided)' },
  acknowledged: { id: 'staff.application.review.acknowledged', defaultMessage: 'Acknowledged responsibilities' },
  yes: { id: 'staff.application.review.yes', defaultMessage: 'Yes' },
  no: { id: 'staff.application.review.no', defaultMessage: 'No' },
  note: { id: 'staff.application.review.noteLabel', defaultMessage: 'Note to the applicant (optional)' },
  accept: { id: 'staff.application.review.accept', defaultMessage: 'Accept' },
  decline: { id: 'staff.application.review.decline', defaultMessage: 'Decline' },
  noteShown: { id: 'staff.application.review.note', defaultMessage: 'Note: {note}' },
});

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
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [review, inFlight] = useReviewInternApplicationMutation();
  const reasonId = useId();
  const { intern } = application;
  const name = displayName(intern);
  const medical = intern.medicalInfo ?? (intern.hasMedicalInfo ? intl.formatMessage(m.medicalOnFile) : null);

  const decide = async (decision: InternApplicationDecision) => {
    try {
      await review(application.id, decision, reason.trim() || null);
      toast.success(intl.formatMessage(m.decided, { name, decision }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : intl.formatMessage(m.failed));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={intl.formatMessage(m.label, { name })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Badge color={STATUS_COLOR[application.status] ?? 'gray.7'} variant="filled">
            {STATUS_LABEL[application.status] ? intl.formatMessage(STATUS_LABEL[application.status]) : application.status}
          </Badge>
        </Group>
        <Table variant="vertical" layout="fixed" withTableBorder fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">{intl.formatMessage(m.grade)}</Table.Th>
              <Table.Td>{gradeLabel(intern.gradeEntering)}</Table.Td>
            </Table.Tr>
            {intern.dateOfBirth && (
              <Table.Tr>
                <Table.Th>{intl.formatMessage(m.birth)}</Table.Th>
                <Table.Td>{formatDate(intern.dateOfBirth)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.phone)}</Table.Th>
              <Table.Td>{intern.phone ? formatPhone(intern.phone) : intl.formatMessage(m.noPhone)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.email)}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{intern.email || intl.formatMessage(m.noEmail)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.medical)}</Table.Th>
              <Table.Td>{medical || intl.formatMessage(m.noMedical)}</Table.Td>
            </Table.Tr>
            {application.responses.map((r) => (
              <Table.Tr key={r.prompt}>
                <Table.Th>{r.prompt}</Table.Th>
                <Table.Td>{r.worded}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.acknowledged)}</Table.Th>
              <Table.Td>
                <Group gap={4}>
                  {application.acknowledged ? <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden /> : <IconX size={16} color="var(--mantine-color-red-7)" aria-hidden />}
                  {intl.formatMessage(application.acknowledged ? m.yes : m.no)}
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {application.status === 'PENDING' ? (
          <Group align="flex-end" wrap="wrap">
            <TextInput id={reasonId} label={intl.formatMessage(m.note)} maxLength={500} value={reason} onChange={(e) => setReason(e.currentTarget.value)} style={{ flex: '1 1 16rem' }} />
            <Group gap="xs">
              <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} loading={inFlight} onClick={() => decide('ACCEPTED')}>
                {intl.formatMessage(m.accept)}
              </Button>
              <Button variant="default" leftSection={<IconX size={16} color="var(--mantine-color-red-9)" aria-hidden />} disabled={inFlight} onClick={() => decide('DECLINED')}>
                {intl.formatMessage(m.decline)}
              </Button>
            </Group>
          </Group>
        ) : (
          application.decisionReason && <Text size="sm">{intl.formatMessage(m.noteShown, { note: application.decisionReason })}</Text>
        )}
      </Stack>
    </Card>
  );
}
