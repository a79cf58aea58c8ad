// The REST shapes of SPEC §3 for parents, emergency contacts and children (CONTRACT.md: field names as
// the spec has them). Fields the viewer may not see come back null, never the stored value.
import type { Viewer } from '../../auth/viewer.ts';
import type { Relationship } from '../../generated/prisma/enums.ts';
import type { Family } from './people.policy.ts';
import { peoplePolicy } from './people.policy.ts';
import type { ChildRow, ParentRow } from './people.service.ts';
import { disclosed } from '../audit/audit-reads.ts';

/** SPEC §3 relationship option values. */
export const relationshipCode = (r: Relationship) => r.toLowerCase().replace(/_/g, '-');

export function emergencyContactJson(c: ParentRow['emergencyContacts'][number]) {
  return { id: c.id, name: { firstName: c.firstName, lastName: c.lastName }, priority: c.priority, relationship: relationshipCode(c.relationship), phone: c.phone };
}

export function parentJson(viewer: Viewer, p: ParentRow) {
  return {
    id: p.id,
    firstName: p.firstName,
    preferredName: p.preferredName,
    lastName: p.lastName,
    email: p.email,
    secondaryEmail: p.secondaryEmail,
    providerEmail: p.providerEmail,
    phone: p.phone,
    keepInTouch: p.keepInTouch,
    otherEventMessages: p.otherEventMessages,
    referralSource: p.referralSource,
    address: { street: p.street, city: p.city, state: p.state, postalCode: p.postalCode },
    internalNotes: disclosed(peoplePolicy.canSeeParentStaffNotes(viewer, p.id) ? p.internalNotes : null, 'parent', p.id, 'internalNotes'),
    emergencyContacts: p.emergencyContacts.map(emergencyContactJson),
  };
}

export function registrationSummaryJson(r: ChildRow['registrations'][number]) {
  return {
    id: r.id,
    year: r.year,
    status: r.status,
    decisionReason: r.decisionReason,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    responses: r.responses.map((x) => ({ id: x.id, prompt: x.prompt, response: x.response })),
  };
}

export function childJson(viewer: Viewer, family: Family, c: ChildRow) {
  return {
    id: c.id,
    firstName: c.firstName,
    preferredName: c.preferredName,
    lastName: c.lastName,
    gradeEntering: c.gradeEntering,
    dateOfBirth: c.dateOfBirth ? c.dateOfBirth.toISOString().slice(0, 10) : null,
    hasMedicalInformation: c.medicalInformation.trim() !== '',
    medicalInformation: disclosed(peoplePolicy.canSeeChildMedical(viewer, family, c.id) ? c.medicalInformation : null, 'child', c.id, 'medicalInformation'),
    medicalAlert: peoplePolicy.canSeeMedicalAlert(viewer, family, c.id) ? c.medicalAlert : null,
    parentNotes: c.parentNotes,
    staffNotes: disclosed(peoplePolicy.canSeeChildStaffNotes(viewer, family, c.id) ? c.staffNotes : null, 'child', c.id, 'staffNotes'),
    parentIds: c.parents.map((p) => p.parentId),
    groupIds: c.groups.map((g) => g.groupId),
    currentRegistration: c.registrations[0] ? registrationSummaryJson(c.registrations[0]) : null,
  };
}
