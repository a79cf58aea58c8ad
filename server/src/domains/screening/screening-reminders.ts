// Expiry reminders: REMINDER_DAYS (30 and 7) days before a cleared volunteer's clearance ends, the volunteer is
// e-mailed, with the director (every staff member holding ASSIGN_STAFF) in copy. A sweep runs daily (and on
// demand from the screening page). For each person and threshold it first claims a ScreeningReminder row for
// the record that ends the clearance (INSERT … ON CONFLICT DO NOTHING): only the sweep whose insert made the row
// sends, so a volunteer hears once per threshold across restarts, repeated sweeps and server instances. A send
// that fails gives its claim back, and the next sweep tries again.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { SCREENING_KIND_WORDS } from '../../../../forms/screening.ts';
import { Permission } from '../../generated/prisma/enums.ts';
import { latestOf, REMINDER_DAYS, screeningPolicy } from './screening.policy.ts';
import { factOf, type ScreeningService } from './screening.service.ts';

const DAY_MS = 86_400_000;

export interface ReminderFacts {
  name: string;
  email: string | null;
  directors: string[];
  what: string;
  endsOn: string;
  daysLeft: number;
}

export function reminderMail(f: ReminderFacts): MailMessage | null {
  const to = f.email ? [f.email] : f.directors;
  if (to.length === 0) return null;
  const cc = f.email ? f.directors.filter((d) => d !== f.email) : [];
  const lines = [
    `Dear ${f.name},`,
    '',
    `Your ${f.what.toLowerCase()} for VBS counts until ${f.endsOn} (${f.daysLeft === 0 ? 'today is the last day' : `${f.daysLeft} day${f.daysLeft === 1 ? '' : 's'} from now`}).`,
    'After that day you cannot lead a group or use the check-in station until a new one is recorded.',
    '',
    'Please renew it in good time and tell the VBS director; the director (in copy) records the new one.',
    'You can see your status and what is missing on your profile at any time.',
    '',
    'Grace Community Church VBS',
  ];
  return { to, cc: cc.length ? cc : undefined, subject: `Your VBS clearance ends on ${f.endsOn}: ${f.name}`, text: lines.join('\n') };
}

export function createScreeningReminders(prisma: PrismaClient, screening: ScreeningService, mailer: Mailer) {
  async function directors(): Promise<string[]> {
    const rows = await prisma.staff.findMany({
      where: { permissions: { some: { permission: Permission.ASSIGN_STAFF } } },
      select: { email: true, account: { select: { email: true } } },
    });
    return [...new Set(rows.map((r) => r.email ?? r.account.email).filter((e): e is string => !!e))];
  }

  /** One sweep: returns how many reminders went out. Safe to run at any time, as often as wanted. */
  async function sweep(now = new Date()): Promise<{ sent: number }> {
    const { today } = await screening.rules(now);
    const people = (await screening.everyone(now)).filter((p) => p.clearance.cleared && p.clearance.clearedUntil !== null);
    let sent = 0;
    let cc: string[] | null = null;
    for (const person of people) {
      const endsOn = person.clearance.clearedUntil!;
      const daysLeft = Math.round((Date.parse(endsOn) - Date.parse(today)) / DAY_MS);
      const due = REMINDER_DAYS.filter((d) => daysLeft <= d);
      if (due.length === 0) continue;
      // The record whose last day ends the clearance (the earliest-ending part that counts).
      const facts = person.records.map(factOf);
      const ending = (['BACKGROUND_CHECK', 'TRAINING', 'CODE_OF_CONDUCT'] as const).map((k) => latestOf(facts, k)).find((f) => f?.expiresOn === endsOn);
      if (!ending) continue;
      // Claim every threshold already reached; mail once, for the nearest.
      const claimed = await prisma.screeningReminder.createManyAndReturn({
        data: due.map((daysBefore) => ({ recordId: ending.id, daysBefore })),
        skipDuplicates: true,
        select: { daysBefore: true },
      });
      if (claimed.length === 0) continue;
      cc ??= await directors();
      const message = reminderMail({ name: person.name, email: person.email, directors: cc, what: SCREENING_KIND_WORDS[ending.kind], endsOn, daysLeft });
      try {
        if (message) await mailer.send(message);
        sent += 1;
      } catch (error) {
        await prisma.screeningReminder.deleteMany({ where: { recordId: ending.id, daysBefore: { in: claimed.map((c) => c.daysBefore) } } });
        console.error(`screening reminder for ${person.key} not sent, will retry: ${(error as Error).message}`);
      }
    }
    return { sent };
  }

  return {
    sweep,
    /** The sweep on demand (the screening page's button): ASSIGN_STAFF. */
    async sweepNow(viewer: Viewer) {
      screeningPolicy.manage(viewer);
      return sweep();
    },
    /** Runs the sweep now and then daily; returns a stop function. */
    schedule(intervalMs = DAY_MS): () => void {
      const run = () => void sweep().catch((error: unknown) => console.error(`screening reminders: ${(error as Error).message}`));
      const first = setTimeout(run, 5_000);
      const timer = setInterval(run, intervalMs);
      first.unref();
      timer.unref();
      return () => {
        clearTimeout(first);
        clearInterval(timer);
      };
    },
  };
}
