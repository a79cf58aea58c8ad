// The student view (SPEC §2): grade, date of birth, group badges, the alert line the parent wrote for the
// leaders, medical information (only with VIEW_SENSITIVE_INFO; others see that something is on file), parent
// notes, staff notes, registration answers, and the parents, each one click away. Staff notes follow other
// staff members' saves live.
import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { StudentSheet_student$key } from '../../__generated__/StudentSheet_student.graphql';
import type { StudentSheetNotesSubscription } from '../../__generated__/StudentSheetNotesSubscription.graphql';
import type { StudentSheetQuery } from '../../__generated__/StudentSheetQuery.graphql';
import { toast } from '../../app/toast.ts';
import { useLiveResync } from '../../relay/useLiveResync.ts';
import { displayName, formatDate, gradeLabel, registrationAnswerLines } from '../../lib/format.ts';
import { defineMessages, FormattedMessage, useIntl } from '../../i18n/intl.tsx';
import { PERSON_TYPE_LABEL } from './person-type-words.ts';
import { Empty, Field, Fields, GroupBadges, PersonLink, SectionTitle, SHEET_WORDS, type BadgeGroup } from './SheetParts.tsx';
import { SheetFrame } from './SheetFrame.tsx';
import { StaffNotesSection } from './StaffNotesSection.tsx';
import { useRemoveChildFromGroupMutation } from './useRemoveChildFromGroupMutation.ts';
import { useUpdateChildStaffNotesMutation } from './useUpdateChildStaffNotesMutation.ts';

const query = graphql`
  query StudentSheetQuery($id: ID!, $year: Int!) {
    node(id: $id) {
      ...StudentSheet_student @alias(as: "student") @arguments(year: $year)
    }
    viewer {
      permissions
    }
  }
`;

const notesSubscription = graphql`
  subscription StudentSheetNotesSubscription($childId: ID!) {
    childStaffNotesUpdated(childId: $childId) {
      id
      staffNotes
      staffNotesVersion
      lastSavedNotes: staffNotesVersions(last: 1) {
        savedBy
        savedAt
      }
    }
  }
`;

const WORDS = defineMessages({
  removed: { id: 'staff.infoSheet.student.removedFromGroup', defaultMessage: '{name} was taken out of {group}.' },
  notRemoved: { id: 'staff.infoSheet.student.notRemovedFromGroup', defaultMessage: 'Could not take {name} out of {group}.' },
  alert: { id: 'staff.infoSheet.student.alert', defaultMessage: 'Alert for the leaders' },
  medical: { id: 'staff.infoSheet.student.medical', defaultMessage: 'Medical information' },
  noMedical: { id: 'staff.infoSheet.student.noMedical', defaultMessage: '(No medical information provided)' },
  parentNotes: { id: 'staff.infoSheet.student.parentNotes', defaultMessage: 'Notes from the parent' },
  noParentNotes: { id: 'staff.infoSheet.student.noParentNotes', defaultMessage: '(No notes from the parent)' },
  parents: { id: 'staff.infoSheet.student.parents', defaultMessage: '{count, plural, one {Parent} other {Parents}}' },
  noParent: { id: 'staff.infoSheet.student.noParent', defaultMessage: '(No parent on file)' },
  notRegistered: { id: 'staff.infoSheet.student.notRegistered', defaultMessage: '(Not registered for this year)' },
});

export function StudentSheetEntry({ personId, year }: { personId: string; year: number }) {
  // Read again when the live stream may have missed another staff member's change.
  const [fetchKey, setFetchKey] = useState(0);
  useLiveResync(() => setFetchKey((k) => k + 1));
  const data = useLazyLoadQuery<StudentSheetQuery>(query, { id: personId, year }, { fetchKey, fetchPolicy: 'store-and-network' });
  const studentKey = data.node?.student;
  if (!studentKey) throw new Error('This student could not be found.');
  const canRemoveGroups = !!data.viewer?.permissions.includes('ASSIGN_STUDENT_GROUPS');
  return <StudentSheet student={studentKey} year={year} canRemoveGroups={canRemoveGroups} />;
}

function LiveStaffNotes({ childId }: { childId: string }) {
  const config = useMemo<GraphQLSubscriptionConfig<StudentSheetNotesSubscription>>(
    () => ({
      subscription: notesSubscription,
      variables: { childId },
      // SPEC §8: event stream errors are only logged.
      onError: (error) => console.warn('Live staff-notes updates stopped:', error),
    }),
    [childId],
  );
  useSubscription(config);
  return null;
}

export function StudentSheet({ student, year, canRemoveGroups }: { student: StudentSheet_student$key; year: number; canRemoveGroups: boolean }) {
  const child = useFragment(
    graphql`
      fragment StudentSheet_student on Child @argumentDefinitions(year: { type: "Int!" }) {
        id
        firstName
        preferredName
        lastName
        gradeEntering
        dateOfBirth
        groups(year: $year) {
          id
          name
          color
          groupType
        }
        hasMedicalInformation
        medicalInformation
        medicalAlert
        parentNotes
        staffNotes
        staffNotesVersion
        lastSavedNotes: staffNotesVersions(last: 1) {
          savedBy
          savedAt
        }
        viewerCanEditStaffNotes
        currentRegistration {
          responses {
            databaseId
            questionKey
            prompt
            response
          }
        }
        parents {
          id
          firstName
          preferredName
          lastName
        }
      }
    `,
    student,
  );
  const intl = useIntl();
  const notes = useUpdateChildStaffNotesMutation();
  const removeFromGroup = useRemoveChildFromGroupMutation();
  const name = displayName(child);
  const responses = child.currentRegistration?.responses ?? [];

  const onRemoveGroup = async (group: BadgeGroup) => {
    try {
      await removeFromGroup(child.id, group.id, year);
      toast.success(intl.formatMessage(WORDS.removed, { name, group: group.name }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : intl.formatMessage(WORDS.notRemoved, { name, group: group.name }));
    }
  };

  return (
    <SheetFrame title={name} typeLabel={intl.formatMessage(PERSON_TYPE_LABEL.student)}>
      <Stack gap="md">
        <Fields>
          <Field label={intl.formatMessage(SHEET_WORDS.gradeEntering)}>{gradeLabel(child.gradeEntering)}</Field>
          {child.dateOfBirth && <Field label={intl.formatMessage(SHEET_WORDS.dateOfBirth)}>{formatDate(child.dateOfBirth)}</Field>}
          <Field label={intl.formatMessage(SHEET_WORDS.groups)}>
            {child.groups.length ? (
              <GroupBadges groups={child.groups} onRemove={canRemoveGroups ? onRemoveGroup : undefined} />
            ) : (
              <Empty>{intl.formatMessage(SHEET_WORDS.noGroups)}</Empty>
            )}
          </Field>
          {child.medicalAlert?.trim() && (
            <Field label={intl.formatMessage(WORDS.alert)}>
              <Text c="red.9" fw={600}>{child.medicalAlert}</Text>
            </Field>
          )}
          <Field label={intl.formatMessage(WORDS.medical)}>
            {child.medicalInformation?.trim() ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{child.medicalInformation}</Text>
            ) : child.hasMedicalInformation ? (
              <Text span c="orange.9">
                <FormattedMessage
                  id="staff.infoSheet.student.medicalOnFile"
                  defaultMessage="Medical information is on file. Staff with the View sensitive info permission can read it."
                />
              </Text>
            ) : (
              <Empty>{intl.formatMessage(WORDS.noMedical)}</Empty>
            )}
          </Field>
          <Field label={intl.formatMessage(WORDS.parentNotes)}>
            {child.parentNotes.trim() ? <Text style={{ whiteSpace: 'pre-wrap' }}>{child.parentNotes}</Text> : <Empty>{intl.formatMessage(WORDS.noParentNotes)}</Empty>}
          </Field>
          <Field label={intl.formatMessage(WORDS.parents, { count: child.parents.length })}>
            {child.parents.length ? (
              <Stack gap={2} align="flex-start">
                {child.parents.map((parent) => (
                  <PersonLink key={parent.id} personType="parent" person={parent} />
                ))}
              </Stack>
            ) : (
              <Empty>{intl.formatMessage(WORDS.noParent)}</Empty>
            )}
          </Field>
        </Fields>
        {child.viewerCanEditStaffNotes && (
          <>
            <LiveStaffNotes childId={child.id} />
            <StaffNotesSection
              personId={child.id}
              value={child.staffNotes ?? ''}
              version={child.staffNotesVersion ?? 0}
              lastSaved={child.lastSavedNotes?.[0] ?? null}
              about={name}
              save={(html, baseVersion) => notes.save(child.id, html, baseVersion)}
              refresh={() => notes.refresh(child.id)}
            />
          </>
        )}
        <SectionTitle>
          <FormattedMessage id="staff.infoSheet.student.registrationQuestions" defaultMessage="Registration questions" />
        </SectionTitle>
        {responses.length ? (
          <Fields stacked>
            {responses.map((r) => (
              <Field key={r.databaseId} label={r.prompt}>
                {registrationAnswerLines(r.questionKey, r.response).map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </Field>
            ))}
          </Fields>
        ) : (
          <Empty>{intl.formatMessage(WORDS.notRegistered)}</Empty>
        )}
      </Stack>
    </SheetFrame>
  );
}
