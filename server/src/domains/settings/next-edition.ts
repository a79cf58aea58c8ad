// Starting next year's edition. Rules, in plain sentences:
// - Only a VBS manager (MANAGE_VBS) starts an edition; a year that already exists is a conflict (409).
// - The new edition becomes the current one with every program flag closed.
// - It carries over from the current edition: the groups (name, color, type, club capacity; not their
//   children, staff or interns), the registration and application questions, and the schedule's shape:
//   each day moved by the same number of days as the start, with its events and the groups each event is
//   for. Curriculum text, points, memory work and attendance stay with the year they belong to.
// - Everything happens in one transaction; earlier years are left untouched and stay readable.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, conflict } from '../../errors.ts';
import { isTimeZone, localToInstant, parseLocalDateTime } from './edition-time.ts';
import { settingsPolicy } from './settings.policy.ts';
import { NAME_MAX, YEAR_MAX, YEAR_MIN } from './settings.service.ts';

export interface NextEditionInput {
  year: number;
  name: string;
  /** Program-local 'yyyy-mm-ddTHH:MM' of the first day's opening. */
  startsAt: string;
  timeZone?: string | null;
}

const DAY_MS = 86_400_000;

function readInput(raw: NextEditionInput): Required<NextEditionInput> {
  const fields: Record<string, string> = {};
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!Number.isInteger(raw.year) || raw.year < YEAR_MIN || raw.year > YEAR_MAX) fields.year = `Enter a year from ${YEAR_MIN} to ${YEAR_MAX}.`;
  if (!name) fields.name = 'Enter the theme’s name.';
  else if (name.length > NAME_MAX) fields.name = `The name can be at most ${NAME_MAX} characters.`;
  const parsed = typeof raw.startsAt === 'string' ? parseLocalDateTime(raw.startsAt) : null;
  if (!parsed) fields.startsAt = 'Enter the first day and opening time.';
  else if (Number(parsed.date.slice(0, 4)) !== raw.year) fields.startsAt = 'The first day must be in the edition’s year.';
  if (raw.timeZone != null && !isTimeZone(raw.timeZone)) fields.timeZone = 'Choose a time zone such as America/Chicago.';
  if (Object.keys(fields).length) throw badInput(fields, Object.values(fields).join(' '));
  return { year: raw.year, name, startsAt: raw.startsAt, timeZone: raw.timeZone ?? null };
}

/** Calendar days between two 'yyyy-mm-dd' dates. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export async function startNextEdition(prisma: PrismaClient, viewer: Viewer, raw: NextEditionInput) {
  settingsPolicy.manage(viewer);
  const input = readInput(raw);
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.edition.findUnique({ where: { year: input.year }, select: { year: true } })) throw conflict(`An edition for ${input.year} already exists.`);
      const settings = await tx.programSettings.findUniqueOrThrow({ where: { id: 1 }, include: { edition: true } });
      const from = settings.edition;
      const timeZone = input.timeZone ?? from.timeZone;
      const startsAt = localToInstant(input.startsAt, timeZone);
      await tx.edition.create({ data: { year: input.year, name: input.name, startsAt, timeZone } });

      const questions = await tx.question.findMany({ where: { year: from.year }, select: { kind: true, key: true, prompt: true, position: true, required: true } });
      if (questions.length) await tx.question.createMany({ data: questions.map((q) => ({ ...q, year: input.year })) });

      const groups = await tx.group.findMany({ where: { year: from.year }, select: { id: true, name: true, color: true, type: true, capacity: true } });
      const created = groups.length
        ? await tx.group.createManyAndReturn({ data: groups.map(({ name, color, type, capacity }) => ({ year: input.year, name, color, type, capacity })), select: { id: true, name: true } })
        : [];
      const newGroupId = new Map(groups.map((g) => [g.id, created.find((c) => c.name === g.name)!.id]));

      const schedule = await tx.schedule.findUnique({
        where: { year: from.year },
        select: { visibility: true, days: { orderBy: { date: 'asc' }, select: { date: true, events: { select: { name: true, startTime: true, endTime: true, locationName: true, staffOnly: true, groups: { select: { groupId: true } } } } } } },
      });
      if (schedule) {
        const oldStart = from.startsAt.toISOString().slice(0, 10);
        const shift = daysBetween(oldStart, input.startsAt.slice(0, 10));
        await tx.schedule.create({
          data: {
            year: input.year,
            visibility: schedule.visibility,
            days: {
              create: schedule.days.map((day) => ({
                date: new Date(day.date.getTime() + shift * DAY_MS),
                events: {
                  create: day.events.map(({ groups: eventGroups, ...event }) => ({
                    ...event,
                    groups: { create: eventGroups.filter((g) => newGroupId.has(g.groupId)).map((g) => ({ groupId: newGroupId.get(g.groupId)! })) },
                  })),
                },
              })),
            },
          },
        });
      }
      await tx.programSettings.update({ where: { id: 1 }, data: { currentYear: input.year } });
      return { year: input.year, carriedOver: { groups: groups.length, questions: questions.length, days: schedule?.days.length ?? 0 } };
    });
  } catch (error) {
    // Two managers starting the same year at once: the second finds the first's row.
    if ((error as { code?: string }).code === 'P2002') throw conflict(`An edition for ${input.year} already exists.`);
    throw error;
  }
}
