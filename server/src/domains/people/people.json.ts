// The REST shapes of SPEC §3 for parents, emergency contacts and children (CONTRACT.md: field names as
// the spec has them). Fields the viewer may not see come back null, never the stored value.
import { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Relationship } from '../../generated/prisma/enums.ts';
import type { Family } from './people.policy.ts';
import { peoplePolicy } from './people.policy.ts';
import type { ChildRow, ParentRow } from './people.service.ts';
import { disclosed } from '../audit/audit-reads.ts';

/** SPEC §3 relationship option values. */
export const relationshipCode = (r: Relationship) => r.toLowerCase().replace(/_/g, '-');

export function emergencyContactJson(c: ParentRow['emergencyContacts'][number]) {
  return { id: c.id, name: { firstName: c.firstName, lastName: c.lastName }, priority: c.priority, relationship: relationshipCode(c.relationship), relationshipOther: c.relationshipOther, phone: c.phone };
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
    internalNotesVersion: peoplePolicy.canSeeParentStaffNotes(viewer, p.id) ? p.internalNotesVersion : null,
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

/**
 * SPEC §3 Student. `internalNotes` is the SPEC's name for the notes staff keep about the child: the same
 * text as `staffNotes`, behind the same rule (staff only, never about their own family; never a parent),
 * and one audited disclosure for both.
 */
export function childJson(viewer: Viewer, family: Family, c: ChildRow) {
  const staffNotes = disclosed(peoplePolicy.canSeeChildStaffNotes(viewer, family, c.id) ? c.staffNotes : null, 'child', c.id, 'staffNotes');
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
    staffNotes,
    internalNotes: staffNotes,
    staffNotesVersion: staffNotes === null ? null : c.staffNotesVersion,
    parentIds: c.parents.map((p) => p.parentId),
    groupIds: c.groups.map((g) => g.groupId),
    groups: c.groups.map(({ group }) => ({ id: group.id, name: group.name, color: group.color, type: group.type })),
    currentRegistration: c.registrations[0] ? registrationSummaryJson(c.registrations[0]) : null,
  };
}

// The documented shapes of the JSON above (http/openapi.ts): what a generated client reads.
const nullableText = z.string().nullable();
export const emergencyContactOut = z
  .object({ id: z.number(), name: z.object({ firstName: z.string(), lastName: z.string() }), priority: z.number(), relationship: z.string(), relationshipOther: z.string(), phone: z.string() })
  .meta({ id: 'EmergencyContact' });
export const parentOut = z
  .object({
    id: z.number(),
    firstName: z.string(),
    preferredName: nullableText,
    lastName: z.string(),
    email: z.string(),
    secondaryEmail: nullableText,
    providerEmail: nullableText,
    phone: nullableText,
    keepInTouch: z.boolean(),
    otherEventMessages: z.boolean(),
    referralSource: nullableText,
    address: z.object({ street: nullableText, city: nullableText, state: nullableText, postalCode: nullableText }),
    internalNotes: nullableText.meta({ description: 'Staff notes about the family: staff only, else null.' }),
    internalNotesVersion: z.number().nullable().meta({ description: 'Version of internalNotes, to send back in If-Match when saving them; null whenever internalNotes is.' }),
    emergencyContacts: z.array(emergencyContactOut),
  })
  .meta({ id: 'Parent' });
export const registrationSummaryOut = z.object({
  id: z.number(),
  year: z.number(),
  status: z.string(),
  decisionReason: nullableText,
  submittedAt: z.string(),
  decidedAt: nullableText,
  responses: z.array(z.object({ id: z.number(), prompt: z.string(), response: z.string() })),
});
export const childOut = z
  .object({
    id: z.number(),
    firstName: z.string(),
    preferredName: nullableText,
    lastName: z.string(),
    gradeEntering: z.number(),
    dateOfBirth: nullableText,
    hasMedicalInformation: z.boolean(),
    medicalInformation: nullableText,
    medicalAlert: nullableText,
    parentNotes: z.string(),
    staffNotes: nullableText,
    internalNotes: nullableText.meta({ description: 'The notes staff keep about the child (as staffNotes): staff only, never a parent; else null.' }),
    staffNotesVersion: z.number().nullable().meta({ description: 'Version of staffNotes, to send back in If-Match when saving them; null whenever staffNotes is.' }),
    parentIds: z.array(z.number()),
    groupIds: z.array(z.number()),
    groups: z.array(z.object({ id: z.number(), name: z.string(), color: z.string(), type: z.string() })),
    currentRegistration: registrationSummaryOut.nullable(),
  })
  .meta({ id: 'Child' });
