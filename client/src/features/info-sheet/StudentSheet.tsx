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
import { Empty, Field, Fields, GroupBadges, PersonLink, SectionTitle, type BadgeGroup } from './SheetParts.tsx';
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
  const notes = useUpdateChildStaffNotesMutation();
  const removeFromGroup = useRemoveChildFromGroupMutation();
  const name = displayName(child);
  const responses = child.currentRegistration?.responses ?? [];

  const onRemoveGroup = async (group: BadgeGroup) => {
    try {
      await removeFromGroup(child.id, group.id, year);
      toast.success(`${name} was taken out of ${group.name}.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : `Could not take ${name} out of ${group.name}.`);
    }
  };

  return (
    <SheetFrame title={name} typeLabel="Student">
      <Stack gap="md">
        <Fields>
          <Field label="Grade entering">{gradeLabel(child.gradeEntering)}</Field>
          {child.dateOfBirth && <Field label="Date of birth">{formatDate(child.dateOfBirth)}</Field>}
          <Field label="Groups">
            {child.groups.length ? <GroupBadges groups={child.groups} onRemove={canRemoveGroups ? onRemoveGroup : undefined} /> : <Empty>(No assigned groups)</Empty>}
          </Field>
          {child.medicalAlert?.trim() && (
            <Field label="Alert for the leaders">
              <Text c="red.9" fw={600}>{child.medicalAlert}</Text>
            </Field>
          )}
          <Field label="Medical information">
            {child.medicalInformation?.trim() ? (
              <Text style={{ whiteSpace: 'pre-wrap' }}>{child.medicalInformation}</Text>
            ) : child.hasMedicalInformation ? (
              <Text span c="orange.9">
                Medical information is on file. Staff with the View sensitive info permission can read it.
              </Text>
            ) : (
              <Empty>(No medical information provided)</Empty>
            )}
          </Field>
          <Field label="Notes from the parent">
            {child.parentNotes.trim() ? <Text style={{ whiteSpace: 'pre-wrap' }}>{child.parentNotes}</Text> : <Empty>(No notes from the parent)</Empty>}
          </Field>
          <Field label={child.parents.length === 1 ? 'Parent' : 'Parents'}>
            {child.parents.length ? (
              <Stack gap={2} align="flex-start">
                {child.parents.map((parent) => (
                  <PersonLink key={parent.id} personType="parent" person={parent} />
                ))}
              </Stack>
            ) : (
              <Empty>(No parent on file)</Empty>
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
        <SectionTitle>Registration questions</SectionTitle>
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
          <Empty>(Not registered for this year)</Empty>
        )}
      </Stack>
    </SheetFrame>
  );
}
