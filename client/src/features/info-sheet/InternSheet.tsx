// The intern view (SPEC §2, §5): grade, date of birth, phone, e-mail, medical info (only with
// VIEW_SENSITIVE_INFO), this year's application answers worded for staff, and the acknowledgement.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { InternSheet_intern$key } from '../../__generated__/InternSheet_intern.graphql';
import type { InternSheetQuery } from '../../__generated__/InternSheetQuery.graphql';
import { displayName, formatDate, formatPhone, gradeLabel, NOT_ANSWERED } from '../../lib/format.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { PERSON_TYPE_LABEL } from './person-type-words.ts';
import { Empty, Field, Fields, SectionTitle, SHEET_WORDS } from './SheetParts.tsx';
import { SheetFrame } from './SheetFrame.tsx';

const query = graphql`
  query InternSheetQuery($id: ID!) {
    node(id: $id) {
      ...InternSheet_intern @alias(as: "intern")
    }
  }
`;

const WORDS = defineMessages({
  medical: { id: 'staff.infoSheet.intern.medical', defaultMessage: 'Medical info' },
  noMedical: { id: 'staff.infoSheet.intern.noMedical', defaultMessage: '(No medical info provided)' },
  acknowledged: { id: 'staff.infoSheet.intern.acknowledged', defaultMessage: 'Acknowledged responsibilities' },
  noApplication: { id: 'staff.infoSheet.intern.noApplication', defaultMessage: '(No application this year)' },
});

export function InternSheetEntry({ personId }: { personId: string }) {
  const data = useLazyLoadQuery<InternSheetQuery>(query, { id: personId }, { fetchPolicy: 'store-and-network' });
  const internKey = data.node?.intern;
  if (!internKey) throw new Error('This intern could not be found.');
  return <InternSheet intern={internKey} />;
}

export function InternSheet({ intern: internKey }: { intern: InternSheet_intern$key }) {
  const intern = useFragment(
    graphql`
      fragment InternSheet_intern on Intern {
        id
        firstName
        preferredName
        lastName
        gradeEntering
        dateOfBirth
        phone
        email
        hasMedicalInfo
        medicalInfo
        currentApplication {
          acknowledged
          responses {
            prompt
            worded
          }
        }
      }
    `,
    internKey,
  );
  const intl = useIntl();
  const application = intern.currentApplication;
  return (
    <SheetFrame title={displayName(intern)} typeLabel={intl.formatMessage(PERSON_TYPE_LABEL.intern)}>
      <Stack gap="md">
        <Fields>
          <Field label={intl.formatMessage(SHEET_WORDS.gradeEntering)}>{gradeLabel(intern.gradeEntering)}</Field>
          {intern.dateOfBirth && <Field label={intl.formatMessage(SHEET_WORDS.dateOfBirth)}>{formatDate(intern.dateOfBirth)}</Field>}
          <Field label={intl.formatMessage(SHEET_WORDS.phone)}>
            {intern.phone ? <Anchor href={`tel:${intern.phone}`}>{formatPhone(intern.phone)}</Anchor> : <Empty>{intl.formatMessage(SHEET_WORDS.noPhone)}</Empty>}
          </Field>
          <Field label={intl.formatMessage(SHEET_WORDS.email)}>
            {intern.email ? <Anchor href={`mailto:${intern.email}`}>{intern.email}</Anchor> : <Empty>{intl.formatMessage(SHEET_WORDS.noEmail)}</Empty>}
          </Field>
          <Field label={intl.formatMessage(WORDS.medical)}>
            {intern.medicalInfo?.trim() ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{intern.medicalInfo}</Text>
            ) : intern.hasMedicalInfo ? (
              <Text span c="orange.9">
                <FormattedMessage id="staff.infoSheet.intern.medicalOnFile" defaultMessage="Medical info is on file. Staff with the View sensitive info permission can read it." />
              </Text>
            ) : (
              <Empty>{intl.formatMessage(WORDS.noMedical)}</Empty>
            )}
          </Field>
          <Field label={intl.formatMessage(WORDS.acknowledged)}>
            {application ? (
              <Group gap={6} wrap="nowrap">
                {application.acknowledged ? (
                  <IconCircleCheck size={20} color="var(--mantine-color-green-7)" aria-hidden />
                ) : (
                  <IconCircleX size={20} color="var(--mantine-color-red-7)" aria-hidden />
                )}
                <Text span>
                  {application.acknowledged ? (
                    <FormattedMessage id="staff.infoSheet.intern.yes" defaultMessage="Yes" />
                  ) : (
                    <FormattedMessage id="staff.infoSheet.intern.no" defaultMessage="No" />
                  )}
                </Text>
              </Group>
            ) : (
              <Empty>{intl.formatMessage(WORDS.noApplication)}</Empty>
            )}
          </Field>
        </Fields>
        {application && (
          <>
            <SectionTitle>
              <FormattedMessage id="staff.infoSheet.intern.applicationQuestions" defaultMessage="Application questions" />
            </SectionTitle>
            <Fields stacked>
              {application.responses.map((r, i) => (
                <Field key={i} label={r.prompt}>
                  {r.worded.trim() ? <Text style={{ whiteSpace: 'pre-wrap' }}>{r.worded}</Text> : <Empty>{NOT_ANSWERED}</Empty>}
                </Field>
              ))}
            </Fields>
          </>
        )}
      </Stack>
    </SheetFrame>
  );
}
