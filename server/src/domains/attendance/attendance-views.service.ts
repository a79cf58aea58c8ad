// What the check-in table and the attendance pages read: the families with children registered for the
// year (the station loads them all once, so it can keep working offline and find a family by name or by
// a scanned code; an intern's list carries names only, and one family's details are read when it is
// opened), and a day's attendance per group (present/absent, times in and out, CSV).
// Each is one SQL statement whatever the number of families or groups.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, notFound } from '../../errors.ts';
import { instantToLocal, localDate, localToInstant } from '../settings/edition-time.ts';
import { calendarDateProblem } from '../../../../forms/dates.ts';
import { csvCell } from '../../../../shared/csv.ts';
import { LATEST_IN_SCHEDULE, todaysRecord } from './latest-record.ts';
import { screeningPolicy } from '../screening/screening.policy.ts';
import { readClearance } from '../screening/screening-facts.ts';
import { attendancePolicy } from './attendance.policy.ts';
import { currentProgramWeek } from './program-days.ts';
import { calledName, displayName } from '../../../../shared/person-name.ts';
import { PICKUP_PERSON_SELECT, pickupPersonOf } from './pickup-people.service.ts';
import { photoUrl } from '../photos/photos.service.ts';
import { currentEditionYear } from '../settings/current-year.ts';

export type TodayState = 'NOT_HERE_YET' | 'CHECKED_IN' | 'CHECKED_OUT';

function nextDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** What the table reads of a child: names, groups of the year, the latest record in the schedule, and (details) notes and the alert line. */
const childSelect = (year: number, scheduleId: number, details: boolean) =>
  ({
    id: true, firstName: true, preferredName: true, lastName: true, gradeEntering: true, medicalInformation: details, medicalAlert: details, parentNotes: details,
    photo: details && { select: { id: true } },
    groups: { where: { group: { year } }, select: { group: { select: { id: true, name: true, color: true, type: true } } } },
    attendance: { where: { scheduleId }, orderBy: LATEST_IN_SCHEDULE, take: 1, select: { id: true, kind: true, recordedAt: true, pickupCode: details } },
  }) satisfies Prisma.ChildSelect;

type TableChildRow = Prisma.ChildGetPayload<{ select: ReturnType<typeof childSelect> }>;

/**
 * A child as the table shows them today; without `details` the notes, the parent's alert line, the medical mark and
 * the pickup code are null. The medical information itself only with `medical` (VIEW_SENSITIVE_INFO).
 */
function stationChildOf(c: TableChildRow, timeZone: string, scheduleId: number, details: boolean, medical: boolean) {
  const today = todaysRecord(c.attendance[0], timeZone);
  const state: TodayState = !today ? 'NOT_HERE_YET' : today.kind === 'CHECK_IN' ? 'CHECKED_IN' : 'CHECKED_OUT';
  return {
    childId: c.id,
    scheduleId,
    name: displayName(c),
    firstName: calledName(c),
    lastName: c.lastName,
    gradeEntering: c.gradeEntering,
    groups: c.groups.map((g) => g.group).sort((a, b) => a.type.localeCompare(b.type) || a.name.localeCompare(b.name)),
    hasMedicalInformation: details ? (c.medicalInformation as string).trim() !== '' : null,
    medicalInformation: medical ? (c.medicalInformation as string) : null,
    medicalAlert: details ? (c.medicalAlert as string) : null,
    parentNotes: details ? (c.parentNotes as string) : null,
    photoUrl: c.photo ? photoUrl(c.photo.id) : null,
    state,
    stateAt: today?.recordedAt ?? null,
    pickupCode: details && state === 'CHECKED_IN' ? (today!.pickupCode as string | null) : null,
  };
}

export type StationChild = ReturnType<typeof stationChildOf>;

/** A child's attendance on one day, as the day's list shows it: the first check-in, the last check-out, present. */
function dayChildOf(c: { id: number; firstName: string; preferredName: string | null; lastName: string; attendance: { kind: string; recordedAt: Date }[] }, key: string) {
  const ins = c.attendance.filter((r) => r.kind === 'CHECK_IN');
  const outs = c.attendance.filter((r) => r.kind === 'CHECK_OUT');
  const last = c.attendance.at(-1);
  return {
    key: `${key}.${c.id}`,
    childId: c.id,
    name: displayName(c),
    checkedInAt: ins[0]?.recordedAt ?? null,
    checkedOutAt: last?.kind === 'CHECK_OUT' ? outs.at(-1)!.recordedAt : null,
    present: last?.kind === 'CHECK_IN',
  };
}

export type DayChild = ReturnType<typeof dayChildOf>;

export function createAttendanceViewsService(prisma: PrismaClient) {
  async function edition(year: number | null | undefined) {
    const y = year ?? (await currentEditionYear(prisma));
    const found = await prisma.edition.findUnique({ where: { year: y }, select: { year: true, timeZone: true, schedule: { select: { id: true } } } });
    if (!found) throw notFound('Edition');
    return { year: found.year, timeZone: found.timeZone, scheduleId: found.schedule?.id ?? null };
  }

  /** The table opens to a cleared volunteer (screening.policy.ts); to an intern only on a program day, the current edition's. */
  async function requireProgramDay(viewer: Viewer, scheduleId: number | null) {
    screeningPolicy.requireStationClearance(await readClearance(prisma, { staffId: viewer.staffId, internId: viewer.internId }));
    if (!attendancePolicy.boundToProgramDays(viewer)) return;
    attendancePolicy.onProgramDay(viewer, await currentProgramWeek(prisma), new Date(), scheduleId ?? -1);
  }

  /**
   * The families at the table (one statement): each with a child approved for the year, or the one `parentId`.
   * Without `details`, only names, groups and today's state: phones, pickup people, parent notes, whether
   * medical information is on file and pickup codes are left unread (null).
   */
  async function familiesAtTable(viewer: Viewer, e: { year: number; timeZone: string }, scheduleId: number, parentId: number | undefined, details: boolean) {
    const registered = { child: { registrations: { some: { year: e.year, status: 'APPROVED' as const } } } };
    const medical = details && attendancePolicy.canSeeMedicalDetails(viewer);
    const parents = await prisma.parent.findMany({
      where: { id: parentId, children: { some: registered } },
      orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }],
      select: {
        id: true, firstName: true, preferredName: true, lastName: true, phone: details,
        photo: details && { select: { id: true } },
        authorizedPickups: details && { orderBy: [{ mayPickUp: 'desc' }, { name: 'asc' }], select: PICKUP_PERSON_SELECT },
        children: {
          where: registered,
          orderBy: { child: { firstName: 'asc' } },
          select: { child: { select: childSelect(e.year, scheduleId, details) } },
        },
      },
    });
    return parents.map((p) => ({
      parentId: p.id,
      familyName: `${p.lastName} family`,
      parentName: displayName(p),
      phone: details ? p.phone : null,
      parentPhotoUrl: p.photo ? photoUrl(p.photo.id) : null,
      // Read with PICKUP_PERSON_SELECT when `details` (the conditional select hides its shape from the types).
      pickupPeople: details ? (p.authorizedPickups as unknown as Parameters<typeof pickupPersonOf>[0][]).map(pickupPersonOf) : null,
      children: p.children.map(({ child }) => stationChildOf(child, e.timeZone, scheduleId, details, medical)),
    }));
  }

  function dayOf(date: string | null | undefined, timeZone: string) {
    const day = date ?? localDate(new Date(), timeZone);
    const problem = calendarDateProblem(day);
    if (problem) throw badInput({ date: problem });
    return { date: day, from: localToInstant(`${day}T00:00`, timeZone), to: localToInstant(`${nextDate(day)}T00:00`, timeZone) };
  }

  return {
    /**
     * Every family with a child approved for the year, with what the check-in table needs today: for staff with
     * every family's details; for an intern (on a program day) names, groups and today's state only.
     */
    async stationFamilies(viewer: Viewer, year?: number | null) {
      attendancePolicy.readAll(viewer);
      const e = await edition(year);
      await requireProgramDay(viewer, e.scheduleId);
      if (e.scheduleId === null) throw notFound('The schedule of that year');
      const families = await familiesAtTable(viewer, e, e.scheduleId, undefined, attendancePolicy.canReadEveryFamilysDetails(viewer));
      return { year: e.year, scheduleId: e.scheduleId, date: localDate(new Date(), e.timeZone), families };
    },

    /** One family at the table with its details (the family on screen); 404 when it has no child approved that year. */
    async stationFamily(viewer: Viewer, parentId: number, year?: number | null) {
      attendancePolicy.readAll(viewer);
      const e = await edition(year);
      await requireProgramDay(viewer, e.scheduleId);
      if (e.scheduleId === null) throw notFound('The schedule of that year');
      const [family] = await familiesAtTable(viewer, e, e.scheduleId, parentId, true);
      if (!family) throw notFound('Family');
      return family;
    },

    /**
     * One child as the check-in table shows them now in a schedule (a change's re-read): with details only when
     * `details` (the viewer reads every family's, or has this family on screen); null when the child is gone.
     */
    async changedChild(viewer: Viewer, childId: number, scheduleId: number, details: boolean): Promise<StationChild | null> {
      attendancePolicy.readAll(viewer);
      const schedule = await prisma.schedule.findUnique({ where: { id: scheduleId }, select: { year: true, edition: { select: { timeZone: true } } } });
      if (!schedule) return null;
      const child = await prisma.child.findUnique({ where: { id: childId }, select: childSelect(schedule.year, scheduleId, details) });
      return child && stationChildOf(child, schedule.edition.timeZone, scheduleId, details, details && attendancePolicy.canSeeMedicalDetails(viewer));
    },

    /** One child's attendance on the program's day of `at` (a change's re-read), as the day's list shows it. */
    async changedDayChild(viewer: Viewer, childId: number, year: number, at: Date): Promise<DayChild | null> {
      attendancePolicy.readAll(viewer);
      const e = await edition(year);
      const day = dayOf(localDate(at, e.timeZone), e.timeZone);
      const child = await prisma.child.findUnique({
        where: { id: childId },
        select: {
          id: true, firstName: true, preferredName: true, lastName: true,
          attendance: { where: { schedule: { year: e.year }, recordedAt: { gte: day.from, lt: day.to } }, orderBy: { seq: 'asc' }, select: { kind: true, recordedAt: true } },
        },
      });
      return child && dayChildOf(child, `${e.year}.${day.date}`);
    },

    /** A day's attendance per group: each child's first check-in and last check-out that day. */
    async day(viewer: Viewer, input: { year?: number | null; date?: string | null }) {
      attendancePolicy.readAll(viewer);
      const e = await edition(input.year);
      const day = dayOf(input.date, e.timeZone);
      const groups = await prisma.group.findMany({
        where: { year: e.year },
        orderBy: [{ type: 'asc' }, { name: 'asc' }],
        select: {
          id: true, name: true, color: true, type: true,
          children: {
            orderBy: [{ child: { lastName: 'asc' } }, { child: { firstName: 'asc' } }],
            select: {
              child: {
                select: {
                  id: true, firstName: true, preferredName: true, lastName: true,
                  attendance: { where: { schedule: { year: e.year }, recordedAt: { gte: day.from, lt: day.to } }, orderBy: { seq: 'asc' }, select: { kind: true, recordedAt: true } },
                },
              },
            },
          },
        },
      });
      return {
        year: e.year,
        date: day.date,
        groups: groups.map((g) => ({
          groupId: g.id,
          name: g.name,
          color: g.color,
          groupType: g.type,
          children: g.children.map(({ child: c }) => dayChildOf(c, `${e.year}.${day.date}`)),
        })),
        timeZone: e.timeZone,
      };
    },
  };
}

/** The day as CSV: one line per child per group, times on the program's clocks. */
export function dayCsv(day: Awaited<ReturnType<ReturnType<typeof createAttendanceViewsService>['day']>>): string {
  const time = (d: Date | null) => (d ? instantToLocal(d, day.timeZone).slice(11) : '');
  const lines = [['date', 'group', 'child', 'checked in', 'checked out', 'status'].join(',')];
  for (const g of day.groups) {
    for (const c of g.children) {
      const status = c.present ? 'present' : c.checkedInAt ? 'left' : 'absent';
      lines.push([day.date, g.name, c.name, time(c.checkedInAt), time(c.checkedOutAt), status].map(csvCell).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
