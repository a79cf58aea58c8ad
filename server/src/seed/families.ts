// Writes the families of families.data.ts: accounts for the demo parents, parents, children, who is whose
// parent, 2025 registrations with their answers, and emergency contacts. Seven statements for all of them.
import type { Prisma } from '../generated/prisma/client.ts';
import { createAccounts } from './accounts.ts';
import { CONSENT_QUESTIONS, EDITION_YEAR, responsesFor, type ClubName, type SeededQuestion } from './edition.ts';
import { DEMO_FAMILIES, generateFamilies, type SeedFamily } from './families.data.ts';
import { inInsertOrder } from './insert-order.ts';

type Db = Prisma.TransactionClient;

export interface SeededChild {
  id: number;
  firstName: string;
  lastName: string;
  gradeEntering: number;
  status: SeedFamily['status'];
  /** Club names in order of preference (the elective answer). */
  clubChoices: ClubName[];
}

export interface SeededFamilies {
  children: SeededChild[];
  /** Ids of the parents who submitted registrations, one per family. */
  familyParentIds: number[];
}

const DAY_MS = 86_400_000;

export async function seedFamilies(db: Db, questions: SeededQuestion[], decidedById: number): Promise<SeededFamilies> {
  const families = [...DEMO_FAMILIES, ...generateFamilies()];
  const accountIds = await createAccounts(
    db,
    families
      .filter((f) => f.accountEmail)
      .map((f) => ({ email: f.accountEmail!, fullName: `${f.parents[0].firstName} ${f.parents[0].lastName}`, demoSignIn: true })),
  );

  const parentRows = families.flatMap((f) =>
    f.parents.map((p, i) => ({
      ...p,
      preferredName: p.preferredName ?? null,
      secondaryEmail: p.secondaryEmail ?? null,
      accountId: i === 0 && f.accountEmail ? accountIds.get(f.accountEmail)! : null,
    })),
  );
  const parents = inInsertOrder(
    await db.parent.createManyAndReturn({ data: parentRows, select: { id: true, email: true } }),
    parentRows,
    (row, want) => row.email === want.email,
  );
  const parentIdsByFamily: number[][] = [];
  let p = 0;
  for (const family of families) parentIdsByFamily.push(family.parents.map(() => parents[p++].id));

  const childRows = families.flatMap((f) =>
    f.children.map(({ answers: _answers, preferredName, dateOfBirth, ...child }) => ({
      ...child,
      preferredName: preferredName ?? null,
      dateOfBirth: dateOfBirth ? new Date(dateOfBirth) : null,
    })),
  );
  const children = inInsertOrder(
    await db.child.createManyAndReturn({ data: childRows, select: { id: true, firstName: true, lastName: true } }),
    childRows,
    (row, want) => row.firstName === want.firstName && row.lastName === want.lastName,
  );
  const familyChildren = families.flatMap((family, f) => family.children.map((child) => ({ family, f, child })));
  const withIds = familyChildren.map((entry, i) => ({ ...entry, childId: children[i].id }));

  await db.childParent.createMany({
    data: withIds.flatMap(({ f, childId }) => parentIdsByFamily[f].map((parentId) => ({ childId, parentId }))),
  });

  const registrationRows = withIds.map(({ family, f, childId }) => {
    const submittedAt = new Date(family.submittedAt);
    const approved = family.status === 'APPROVED';
    return {
      childId,
      year: EDITION_YEAR,
      submittedById: parentIdsByFamily[f][0],
      status: family.status,
      decidedById: approved ? decidedById : null,
      submittedAt,
      decidedAt: approved ? new Date(submittedAt.getTime() + 2 * DAY_MS) : null,
    };
  });
  const registrations = inInsertOrder(
    await db.registration.createManyAndReturn({ data: registrationRows, select: { id: true, childId: true } }),
    registrationRows,
    (row, want) => row.childId === want.childId,
  );
  // The consents are signed by the parent who submitted, with their name, when they submitted.
  const consentKeys = new Set<string>(CONSENT_QUESTIONS.map((q) => q.key));
  await db.registrationResponse.createMany({
    data: withIds.flatMap(({ child, family }, i) => {
      const signedName = `${family.parents[0].firstName} ${family.parents[0].lastName}`;
      const signatures = Object.fromEntries([...consentKeys].map((key) => [key, signedName]));
      return responsesFor(questions, { ...child.answers, ...signatures }).map((r, q) => ({
        registrationId: registrations[i].id,
        ...r,
        ...(consentKeys.has(questions[q].key) ? { value: { signedName, signedAt: new Date(family.submittedAt).toISOString() } } : {}),
      }));
    }),
  });

  await db.emergencyContact.createMany({
    data: families.flatMap((family, f) =>
      family.emergencyContacts.map((contact, priority) => ({ parentId: parentIdsByFamily[f][0], priority, ...contact })),
    ),
  });

  return {
    children: withIds.map(({ family, child, childId }) => ({
      id: childId,
      firstName: child.firstName,
      lastName: child.lastName,
      gradeEntering: child.gradeEntering,
      status: family.status,
      clubChoices: child.answers.elective.split(':') as ClubName[],
    })),
    familyParentIds: parentIdsByFamily.map((ids) => ids[0]),
  };
}
