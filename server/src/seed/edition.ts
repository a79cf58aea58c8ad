// The 2025 edition, the program settings row and the questions asked on the registration and intern
// application forms. Answer formats follow SPEC.md §3 and §5 (church, elective, acceptedJesus, attendedBefore).
import type { Prisma } from '../generated/prisma/client.ts';
import type { QuestionKind } from '../generated/prisma/enums.ts';
import { PROGRAM_TIME_ZONE, programInstant } from './program-time.ts';

type Db = Prisma.TransactionClient;

export const EDITION_YEAR = 2025;
export const EDITION_NAME = 'Egyptian Expedition';
export const FIRST_DAY = '2025-08-11';
export const OPENING_TIME = '09:00';

/** The four afternoon clubs; an elective answer names them in order of preference, colon-separated. */
export const CLUB_NAMES = ['Hieroglyph Art', 'Science Club', 'Nile Sports', 'Royal Court Drama'] as const;
export type ClubName = (typeof CLUB_NAMES)[number];

export const REGISTRATION_QUESTIONS = [
  {
    key: 'church',
    prompt: 'Does your family attend church? If you attend a church other than ours, please tell us which one.',
    promptEs: '¿Su familia asiste a alguna iglesia? Si asisten a una iglesia distinta de la nuestra, díganos cuál, por favor.',
    required: false,
  },
  {
    key: 'elective',
    prompt: `Choose an afternoon club, in order of preference (1st, 2nd and 3rd choice): ${CLUB_NAMES.join(', ')}.`,
    promptEs: `Elija un club de la tarde, por orden de preferencia (1.ª, 2.ª y 3.ª opción): ${CLUB_NAMES.join(', ')}.`,
    required: true,
  },
  {
    key: 'photo',
    prompt: 'May we include your child in photos shared in church publications and on our website?',
    promptEs: '¿Nos da permiso para que su hijo o hija aparezca en las fotos que compartimos en las publicaciones de la iglesia y en nuestro sitio web?',
    required: true,
  },
  { key: 'shirtSize', prompt: 'T-shirt size', promptEs: 'Talla de camiseta', required: true },
] as const;

/**
 * The consents a director needs, after the questions above, each signed by the parent typing their name:
 * with the photo question (a yes/no release), the medical release and the liability waiver.
 */
export const CONSENT_QUESTIONS = [
  {
    key: 'medicalRelease',
    prompt:
      'Medical release: if my child is hurt or becomes ill at VBS and I cannot be reached, I allow the VBS staff to give first aid and to get emergency medical treatment for my child, and I accept responsibility for its cost.',
    promptEs:
      'Autorización médica: si mi hijo o hija se lastima o se enferma durante la Escuela Bíblica de Vacaciones y no logran comunicarse conmigo, autorizo al personal a darle primeros auxilios y a conseguirle atención médica de emergencia, y acepto hacerme cargo de su costo.',
    required: true,
  },
  {
    key: 'liabilityWaiver',
    prompt:
      'Liability waiver: I understand that VBS includes games, crafts, snacks and outdoor play. I release the church, its staff and its volunteers from claims for injury or loss arising from my child’s taking part, except where caused by their negligence.',
    promptEs:
      'Exención de responsabilidad: entiendo que la Escuela Bíblica de Vacaciones incluye juegos, manualidades, meriendas y actividades al aire libre. Libero a la iglesia, a su personal y a sus voluntarios de cualquier reclamo por lesiones o pérdidas que resulten de la participación de mi hijo o hija, salvo las causadas por su negligencia.',
    required: true,
  },
] as const;

export const APPLICATION_QUESTIONS = [
  {
    key: 'acceptedJesus',
    prompt: 'Have you accepted Jesus as your Savior? If yes, about when?',
    promptEs: '¿Has aceptado a Jesús como tu Salvador? Si es así, ¿más o menos cuándo?',
    required: true,
  },
  {
    key: 'attendedBefore',
    prompt: 'Have you attended or helped at our VBS before? If yes, which years?',
    promptEs: '¿Has asistido o ayudado antes en nuestra Escuela Bíblica de Vacaciones? Si es así, ¿en qué años?',
    required: true,
  },
  {
    key: 'training',
    prompt: 'Intern training is on Sunday, Aug 3 and Sunday, Aug 10 after the late service. Which sessions can you attend?',
    promptEs: 'La capacitación de ayudantes es el domingo 3 de agosto y el domingo 10 de agosto, después del segundo servicio. ¿A qué sesiones puedes asistir?',
    required: true,
  },
  { key: 'why', prompt: 'Why would you like to be an intern this year?', promptEs: '¿Por qué te gustaría ser ayudante este año?', required: false },
] as const;

export type RegistrationAnswers = Record<(typeof REGISTRATION_QUESTIONS)[number]['key'], string>;
export type ApplicationAnswers = Record<(typeof APPLICATION_QUESTIONS)[number]['key'], string>;

export interface SeededQuestion {
  id: number;
  kind: QuestionKind;
  key: string;
  prompt: string;
}

export interface SeededEdition {
  year: number;
  registrationQuestions: SeededQuestion[];
  applicationQuestions: SeededQuestion[];
}

export async function seedEdition(db: Db): Promise<SeededEdition> {
  await db.edition.create({
    data: {
      year: EDITION_YEAR,
      name: EDITION_NAME,
      startsAt: programInstant(FIRST_DAY, OPENING_TIME, PROGRAM_TIME_ZONE),
      timeZone: PROGRAM_TIME_ZONE,
      generalRegistrationOpen: false,
      internApplicationOpen: false,
      electiveSelectionOpen: false,
    },
  });
  await db.programSettings.create({ data: { id: 1, currentYear: EDITION_YEAR } });
  const rows = [
    ...REGISTRATION_QUESTIONS.map((q, position) => ({ ...q, position, kind: 'REGISTRATION' as const })),
    ...APPLICATION_QUESTIONS.map((q, position) => ({ ...q, position, kind: 'APPLICATION' as const })),
    ...CONSENT_QUESTIONS.map((q, i) => ({ ...q, position: REGISTRATION_QUESTIONS.length + i, kind: 'REGISTRATION' as const, type: 'CONSENT' as const })),
  ];
  const questions = await db.question.createManyAndReturn({
    data: rows.map((q) => ({ year: EDITION_YEAR, ...q })),
    select: { id: true, kind: true, key: true, prompt: true },
  });
  return {
    year: EDITION_YEAR,
    registrationQuestions: questions.filter((q) => q.kind === 'REGISTRATION'),
    applicationQuestions: questions.filter((q) => q.kind === 'APPLICATION'),
  };
}

/** Response rows (prompt kept as asked) for one form's answers, in question order. */
export function responsesFor(questions: SeededQuestion[], answers: Record<string, string>) {
  return questions.map((q) => ({ questionId: q.id, prompt: q.prompt, response: answers[q.key] ?? '' }));
}
