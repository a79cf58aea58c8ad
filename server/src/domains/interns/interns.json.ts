// The REST shape of SPEC §3 Intern: id, gradeEntering, dateOfBirth, phone, email, medicalInfo,
// currentApplication {responses [{prompt, response}], acknowledged}. Medical information comes back
// null unless the viewer is the intern or has VIEW_SENSITIVE_INFO (hasMedicalInfo says one is on file).
import type { Viewer } from '../../auth/viewer.ts';
import { peoplePolicy } from '../people/people.policy.ts';
import { wordAnswer } from './application-answers.ts';
import { internsPolicy } from './interns.policy.ts';
import type { InternRow } from './interns.service.ts';
import { disclosed } from '../audit/audit-reads.ts';

export function internJson(viewer: Viewer, i: InternRow) {
  const application = i.applications[0];
  return {
    id: i.id,
    firstName: i.firstName,
    preferredName: i.preferredName,
    lastName: i.lastName,
    gradeEntering: i.gradeEntering,
    dateOfBirth: i.dateOfBirth ? i.dateOfBirth.toISOString().slice(0, 10) : null,
    phone: i.phone,
    email: i.email,
    hasMedicalInfo: i.medicalInfo.trim() !== '',
    medicalInfo: disclosed(peoplePolicy.canSeeInternMedical(viewer, i.id) ? i.medicalInfo : null, 'intern', i.id, 'medicalInfo'),
    currentApplication: application
      ? {
          id: application.id,
          year: application.year,
          status: application.status,
          acknowledged: application.acknowledged,
          submittedAt: application.submittedAt.toISOString(),
          decidedAt: application.decidedAt?.toISOString() ?? null,
          decisionReason: viewer.internId === i.id || internsPolicy.canReview(viewer) ? application.decisionReason : null,
          responses: application.responses.map((r) => ({
            key: r.question?.key ?? null,
            prompt: r.prompt,
            response: r.response,
            /** As staff read it (SPEC §5), e.g. 'Yes, approximately 2019' or '(Not answered)'. */
            worded: wordAnswer(r.question?.key ?? null, r.response),
          })),
        }
      : null,
  };
}
