// Interns: the demo intern (intern@example.org, a PENDING application she has acknowledged) and two
// interns without accounts whose applications were accepted, so groups have helpers.
import type { Prisma } from '../generated/prisma/client.ts';
import type { ApplicationStatus } from '../generated/prisma/enums.ts';
import { createAccounts } from './accounts.ts';
import { EDITION_YEAR, responsesFor, type ApplicationAnswers, type SeededQuestion } from './edition.ts';
import { inInsertOrder } from './insert-order.ts';

type Db = Prisma.TransactionClient;

export const INTERN_EMAIL = 'intern@example.org';

interface InternPerson {
  accountEmail?: string;
  firstName: string;
  preferredName?: string;
  lastName: string;
  gradeEntering: number;
  dateOfBirth: string;
  phone: string;
  email: string;
  medicalInfo: string;
  staffNotes: string;
  status: ApplicationStatus;
  submittedAt: string;
  answers: ApplicationAnswers;
}

const INTERNS: InternPerson[] = [
  {
    accountEmail: INTERN_EMAIL,
    firstName: 'Grace',
    lastName: 'Thompson',
    gradeEntering: 10,
    dateOfBirth: '2010-04-09',
    phone: '6125550183',
    email: INTERN_EMAIL,
    medicalInfo: 'Seasonal allergies; takes an antihistamine in the morning.',
    staffNotes: '',
    status: 'PENDING',
    submittedAt: '2025-06-02T19:12:00Z',
    answers: {
      acceptedJesus: 'Yes:about 2019',
      attendedBefore: 'Yes:2023,2024',
      training: 'Aug 3,Aug 10',
      why: 'VBS was my favorite week every summer. I would love to help the younger kids learn the Bible stories and memory verses.',
    },
  },
  {
    firstName: 'Isaac',
    lastName: 'Fernandez',
    gradeEntering: 11,
    dateOfBirth: '2009-02-17',
    phone: '6125550184',
    email: 'isaac.fernandez@example.com',
    medicalInfo: '',
    staffNotes: '<p>Great with the games rotation; plays guitar for opening assembly.</p>',
    status: 'ACCEPTED',
    submittedAt: '2025-05-20T15:40:00Z',
    answers: { acceptedJesus: 'Yes:about 2017', attendedBefore: 'Yes:2022,2023,2024', training: 'Aug 3', why: 'I want to give back to the program that taught me so much.' },
  },
  {
    firstName: 'Hannah',
    preferredName: 'Hanna',
    lastName: 'Bergstrom',
    gradeEntering: 9,
    dateOfBirth: '2011-01-30',
    phone: '6125550185',
    email: 'hannah.bergstrom@example.com',
    medicalInfo: 'Peanut allergy; carries an EpiPen.',
    staffNotes: '',
    status: 'ACCEPTED',
    submittedAt: '2025-05-28T21:05:00Z',
    answers: { acceptedJesus: 'No', attendedBefore: 'No', training: 'Aug 3,Aug 10', why: 'My little brother is coming and I like crafts.' },
  },
];

export interface SeededInterns {
  demoInternId: number;
  internIds: number[];
}

export async function seedInterns(db: Db, questions: SeededQuestion[], decidedAt: Date): Promise<SeededInterns> {
  const accountIds = await createAccounts(
    db,
    INTERNS.filter((i) => i.accountEmail).map((i) => ({ email: i.accountEmail!, fullName: `${i.firstName} ${i.lastName}`, demoSignIn: true })),
  );
  const rows = INTERNS.map((i) => ({
    accountId: i.accountEmail ? accountIds.get(i.accountEmail)! : null,
    firstName: i.firstName,
    preferredName: i.preferredName ?? null,
    lastName: i.lastName,
    gradeEntering: i.gradeEntering,
    dateOfBirth: new Date(i.dateOfBirth),
    phone: i.phone,
    email: i.email,
    medicalInfo: i.medicalInfo,
    staffNotes: i.staffNotes,
  }));
  const interns = inInsertOrder(
    await db.intern.createManyAndReturn({ data: rows, select: { id: true, email: true } }),
    rows,
    (row, want) => row.email === want.email,
  );
  const applicationRows = INTERNS.map((i, n) => ({
    internId: interns[n].id,
    year: EDITION_YEAR,
    status: i.status,
    acknowledged: true,
    submittedAt: new Date(i.submittedAt),
    decidedAt: i.status === 'PENDING' ? null : decidedAt,
  }));
  const applications = inInsertOrder(
    await db.internApplication.createManyAndReturn({ data: applicationRows, select: { id: true, internId: true } }),
    applicationRows,
    (row, want) => row.internId === want.internId,
  );
  await db.applicationResponse.createMany({
    data: INTERNS.flatMap((i, n) => responsesFor(questions, i.answers).map((r) => ({ applicationId: applications[n].id, ...r }))),
  });
  return { demoInternId: interns[0].id, internIds: interns.map((i) => i.id) };
}
