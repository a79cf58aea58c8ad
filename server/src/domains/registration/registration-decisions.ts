// Bulk approval with an undo window. Approving many registrations at once changes their status at
// once, but the families' e-mails wait: each approved row gets decisionMailDueAt = now + the window, and
// a sender hands the mail over only after that time. Undo within the window puts the batch back to
// PENDING and clears the due time, so nothing is ever sent for it.
//
// Why this is safe without the browser: the sender claims a row with one UPDATE … WHERE
// decisionMailSentAt IS NULL AND decisionMailDueAt <= now, and undo changes a row with one UPDATE …
// WHERE decisionMailSentAt IS NULL; PostgreSQL re-checks each WHERE after the other's row lock, so
// exactly one of them wins for each row (PGlite runs one statement at a time). A restart loses no mail:
// the due rows are still in the table and the next sweep (on start, and after every batch) sends them.
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, conflict } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { decisionMail, RECIPIENT_SELECT } from './registration.mail.ts';
import { registrationPolicy } from './registration.policy.ts';

export const UNDO_WINDOW_MS = 10_000;
const MAX_BATCH = 500;

export function createDecisionOutbox(prisma: PrismaClient, mailer: Mailer, windowMs = UNDO_WINDOW_MS) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /**
   * Sends every decision e-mail whose window has closed (each decision at most once): one e-mail per family
   * and batch, naming each child with its decision. Returns how many e-mails went.
   */
  async function sendDue(now = new Date()): Promise<number> {
    const claimed = await prisma.registration.updateManyAndReturn({
      where: { decisionMailSentAt: null, decisionMailDueAt: { lte: now } },
      data: { decisionMailSentAt: now },
      select: { id: true },
    });
    if (claimed.length === 0) return 0;
    const rows = await prisma.registration.findMany({
      where: { id: { in: claimed.map((c) => c.id) } },
      orderBy: { id: 'asc' },
      select: {
        id: true,
        status: true,
        decisionReason: true,
        decisionBatch: true,
        submittedById: true,
        year: true,
        edition: { select: { name: true } },
        child: { select: { firstName: true, preferredName: true, lastName: true } },
        submittedBy: { select: RECIPIENT_SELECT },
      },
    });
    // The family is the parent who submitted the registrations: the one the decision e-mail goes to.
    const families = new Map<string, typeof rows>();
    for (const r of rows) {
      if (r.status !== 'APPROVED' && r.status !== 'DECLINED') continue;
      const key = `${r.decisionBatch ?? `registration ${r.id}`}|${r.submittedById}|${r.year}`;
      families.set(key, [...(families.get(key) ?? []), r]);
    }
    for (const family of families.values()) {
      const [first] = family;
      const mail = decisionMail({
        editionName: first.edition.name,
        year: first.year,
        parent: first.submittedBy,
        decisions: family.map((r) => ({ status: r.status as 'APPROVED' | 'DECLINED', reason: r.decisionReason, child: r.child })),
      });
      // The decisions stand even if the mail server is down; staff can tell the family another way.
      await mailer.send(mail).catch((error) => console.error(`[mail] decision e-mail for registrations ${family.map((r) => r.id).join(', ')} failed:`, error));
    }
    return families.size;
  }

  function sweepLater(delayMs: number) {
    if (timer) clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      sendDue().catch((error) => console.error('[mail] sending decision e-mails failed:', error));
    }, delayMs);
    // A waiting e-mail must not keep a stopping server (or a finished test) alive; it is still in the table.
    timer.unref();
  }

  return {
    windowMs,
    sendDue,
    /** Picks up e-mails left waiting by a previous run of the server. */
    resume: () => sweepLater(1_000),
    /** The app is closing: no sweep runs after this (the waiting e-mails stay in the table for the next start). */
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },

    /** Approves PENDING registrations; their e-mails leave when the undo window closes. */
    async approveMany(viewer: Viewer, ids: number[]) {
      const staffId = registrationPolicy.decide(viewer);
      if (!Array.isArray(ids) || ids.length === 0) throw badInput({ registrationIds: 'Choose at least one registration to approve.' });
      if (ids.length > MAX_BATCH) throw badInput({ registrationIds: `Approve at most ${MAX_BATCH} registrations at a time.` });
      const batch = randomUUID();
      const now = new Date();
      const undoUntil = new Date(now.getTime() + windowMs);
      // Only PENDING rows change, so a registration someone else just decided is left as they decided it.
      const { count } = await prisma.registration.updateMany({
        where: { id: { in: ids }, status: 'PENDING' },
        data: { status: 'APPROVED', decisionReason: null, decidedById: staffId, decidedAt: now, decisionBatch: batch, decisionMailDueAt: undoUntil, decisionMailSentAt: null },
      });
      if (count === 0) throw conflict('These registrations were already decided; reload to see them.');
      sweepLater(windowMs + 250);
      return { batch, approved: count, undoUntil };
    },

    /** Puts a batch back to PENDING while its e-mails have not left; returns how many were restored. */
    async undo(viewer: Viewer, batch: string) {
      registrationPolicy.decide(viewer);
      if (typeof batch !== 'string' || batch.length === 0 || batch.length > 100) throw badInput({ batch: 'Reload the page and try again.' });
      const { count } = await prisma.registration.updateMany({
        where: { decisionBatch: batch, status: 'APPROVED', decisionMailSentAt: null },
        data: { status: 'PENDING', decidedById: null, decidedAt: null, decisionBatch: null, decisionMailDueAt: null },
      });
      if (count === 0) throw conflict('Too late to undo: the families have already been e-mailed.');
      return count;
    },
  };
}
