// Starting next year's edition. Rules, in plain sentences:
// - Only a VBS manager (MANAGE_VBS) starts an edition; a year that already exists is a conflict (409).
// - Its first and last days may not be in the past on the program's clocks (forms/next-edition.ts).
// - The new edition becomes the current one. Registration and club selection open on the days given
//   (closed when none is given); intern applications start closed.
// - It carries over from the current edition: the groups (name, color, type, club capacity; not their
//   children, staff or interns), the registration and application questions, and the schedule's shape:
//   each day moved by the same number of days as the start, with its events and the groups each event is
//   for. Curriculum text, points, memory work and attendance stay with the year they belong to.
// - Everything happens in one transaction; earlier years are left untouched and stay readable.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { conflict } from '../../errors.ts';
import { fieldRefusal } from '../../input.ts';
import { launchDateProblems, type NextEditionInput } from '../../../../forms/next-edition.ts';
import { dateAtUtcMidnight } from '../../../../forms/dates.ts';
import { localDate, localToInstant } from './edition-time.ts';
import { settingsPolicy } from './settings.policy.ts';

const DAY_MS = 86_400_000;

/** Calendar days between two 'yyyy-mm-dd' dates. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const dayOrNull = (day: string | null) => (day ? dateAtUtcMidnight(day) : null);

/** Starts the edition the door read (forms/next-edition.ts nextEditionSchema), as of `now`. */
export async function startNextEdition(prisma: PrismaClient, viewer: Viewer, input: NextEditionInput, now = new Date()) {
  settingsPolicy.manage(viewer);
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.edition.findUnique({ where: { year: input.year }, select: { year: true } })) throw conflict(`An edition for ${input.year} already exists.`);
      const settings = await tx.programSettings.findUniqueOrThrow({ where: { id: 1 }, include: { edition: true } });
      const from = settings.edition;
      const timeZone = input.timeZone ?? from.timeZone;
      const past = launchDateProblems(input, localDate(now, timeZone));
      if (Object.keys(past).length) throw fieldRefusal(past);
      const startsAt = localToInstant(input.startsAt, timeZone);
      await tx.edition.create({
        data: {
          year: input.year,
          name: input.name,
          startsAt,
          timeZone,
          endsOn: dayOrNull(input.lastDay),
          generalRegistrationOpen: input.registrationOpensOn !== null,
          registrationOpensOn: dayOrNull(input.registrationOpensOn),
          electiveSelectionOpen: input.electiveSelectionOpensOn !== null,
          electiveSelectionOpensOn: dayOrNull(input.electiveSelectionOpensOn),
        },
      });

      const questions = await tx.question.findMany({ where: { year: from.year }, select: { kind: true, key: true, prompt: true, promptEs: true, position: true, required: true, type: true, options: true, optionsEs: true } });
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
        const oldStart = localDate(from.startsAt, from.timeZone);
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
