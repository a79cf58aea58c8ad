// Screening in the demo: everyone who leads a group or runs check-in (admin, staff, the demo intern, the
// leaders) is cleared, counted from the day the demo is seeded so it stays current; one leader's background
// check ends within 30 days (the director's "expiring" list), and one intern's has lapsed (shown "Not cleared"
// on the staff page beside the group they were assigned to while cleared).
import type { Prisma } from '../generated/prisma/client.ts';
import { addDays, localDate } from '../domains/settings/edition-time.ts';
import { dateAtUtcMidnight } from '../../../forms/dates.ts';

type Db = Prisma.TransactionClient;

/** The leader whose clearance ends soon, and the intern whose background check has lapsed. */
export const EXPIRING_STAFF_EMAIL = 'caleb.ramirez@example.org';
export const LAPSED_INTERN_EMAIL = 'hannah.bergstrom@example.com';

const at = (date: string) => dateAtUtcMidnight(date);

export async function seedScreening(db: Db, adminAccountId: number | null, now = new Date()) {
  // The program's day (its edition's zone), as the screening rules count it: a UTC date is tomorrow there
  // every evening.
  const settings = await db.programSettings.findUnique({ where: { id: 1 }, select: { edition: { select: { timeZone: true } } } });
  const today = localDate(now, settings?.edition?.timeZone ?? 'UTC');
  const staff = await db.staff.findMany({ select: { id: true, email: true }, orderBy: { id: 'asc' } });
  const interns = await db.intern.findMany({ select: { id: true, email: true }, orderBy: { id: 'asc' } });
  const rows: Prisma.ScreeningRecordCreateManyInput[] = [];
  const person = (p: { staffId?: number; internId?: number }, checkEnds: string, checkDone: string) => {
    rows.push(
      { ...p, kind: 'BACKGROUND_CHECK', completedOn: at(checkDone), expiresOn: at(checkEnds), provider: 'Protect My Ministry', result: 'CLEAR', recordedByAccountId: adminAccountId },
      { ...p, kind: 'TRAINING', completedOn: at(addDays(today, -40)), title: 'Ministry Safe: abuse awareness', recordedByAccountId: adminAccountId },
      { ...p, kind: 'CODE_OF_CONDUCT', completedOn: at(addDays(today, -40)), title: 'signed on paper', recordedByAccountId: adminAccountId },
    );
  };
  for (const s of staff) {
    if (s.email === EXPIRING_STAFF_EMAIL) person({ staffId: s.id }, addDays(today, 20), addDays(today, -710));
    else person({ staffId: s.id }, addDays(today, 640), addDays(today, -90));
  }
  for (const i of interns) {
    if (i.email === LAPSED_INTERN_EMAIL) person({ internId: i.id }, addDays(today, -3), addDays(today, -733));
    else person({ internId: i.id }, addDays(today, 700), addDays(today, -30));
  }
  await db.screeningRecord.createMany({ data: rows });
  return rows.length;
}
