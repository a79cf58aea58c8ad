// First aid: staff write incident reports (child, when, where, what happened, treatment, follow-up); the
// child's parents are e-mailed at once and read the report on their profile. Reports are never deleted;
// a correction keeps the earlier text as a revision. Each change publishes `first-aid-report` (ids only)
// to staff and to the child's parents' accounts; subscribers re-read through the policy.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { LiveBus } from '../../live/bus.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { badInput, notFound } from '../../errors.ts';
import type { FirstAidCorrection, FirstAidReportInput } from '../../../../forms/first-aid.ts';
import { firstAidPolicy } from './first-aid.policy.ts';
import { firstAidMail } from './first-aid.mail.ts';
import { recordMailedText } from './first-aid-text.ts';
import { displayName } from '../../../../shared/person-name.ts';
import type { Language } from '../../../../shared/language.ts';
import { dateLocale, languageOr } from '../../i18n/messages.ts';

const REPORT_SELECT = {
  id: true, childId: true, occurredAt: true, location: true, whatHappened: true, treatment: true, followUp: true, staffId: true, createdAt: true, updatedAt: true,
  child: { select: { firstName: true, preferredName: true, lastName: true } },
  staff: { select: { firstName: true, preferredName: true, lastName: true } },
  revisions: { orderBy: { id: 'asc' as const }, select: { id: true, occurredAt: true, location: true, whatHappened: true, treatment: true, followUp: true, correctedById: true, correctedAt: true } },
} as const;

export function createFirstAidService(prisma: PrismaClient, bus: LiveBus, mailer: Mailer) {
  async function access(id: number) {
    if (!Number.isSafeInteger(id) || id <= 0) throw badInput({ id: 'Give the report as a positive whole number.' });
    const r = await prisma.firstAidReport.findUnique({ where: { id }, select: { staffId: true, childId: true, child: { select: { parents: { select: { parentId: true } } } } } });
    return r ? { staffId: r.staffId, childId: r.childId, parentIds: r.child.parents.map((p) => p.parentId) } : null;
  }

  async function announce(reportId: number, corrected: boolean) {
    const report = await prisma.firstAidReport.findUniqueOrThrow({
      where: { id: reportId },
      select: {
        ...REPORT_SELECT,
        child: { select: { firstName: true, preferredName: true, lastName: true, parents: { select: { parent: { select: { email: true, secondaryEmail: true, accountId: true, account: { select: { language: true } } } } } } } },
      },
    });
    const settings = await prisma.programSettings.findUnique({ where: { id: 1 }, select: { edition: { select: { timeZone: true } } } });
    const parents = report.child.parents.map((p) => p.parent);
    const data = { reportId, childId: report.childId, corrected };
    await bus.publish({ type: 'first-aid-report', data, audience: { staffOnly: true } });
    const accountIds = parents.map((p) => p.accountId).filter((a): a is number => a !== null);
    if (accountIds.length) await bus.publish({ type: 'first-aid-report', data, audience: { accountIds } });
    // One e-mail per language the child's parents read (one in all for most families).
    const byLanguage = new Map<Language, typeof parents>();
    for (const parent of parents) {
      const language = languageOr(parent.account?.language);
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), parent]);
    }
    let anySent = false;
    for (const [language, readers] of byLanguage) {
      const mail = firstAidMail({
        child: report.child,
        parents: readers,
        occurredAt: new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: settings?.edition?.timeZone ?? 'America/Chicago' }).format(report.occurredAt),
        location: report.location,
        whatHappened: report.whatHappened,
        treatment: report.treatment,
        followUp: report.followUp,
        staffName: displayName(report.staff),
        corrected,
        language,
      });
      if (!mail) continue;
      const sent = await mailer.send(mail).catch((error) => {
        console.error(`[mail] first-aid e-mail for report ${reportId} failed:`, error);
        return false;
      });
      anySent ||= sent;
    }
    if (anySent) recordMailedText(report);
  }

  return {
    async create(viewer: Viewer, input: FirstAidReportInput) {
      firstAidPolicy.write(viewer);
      const child = await prisma.child.count({ where: { id: input.childId } });
      if (!child) throw notFound('Child');
      const { id } = await prisma.firstAidReport.create({ data: { ...input, staffId: viewer.staffId! }, select: { id: true } });
      await announce(id, false);
      return id;
    },

    /** Replaces the report's text, keeping what it said before as a revision (one transaction). */
    async correct(viewer: Viewer, id: number, data: FirstAidCorrection) {
      firstAidPolicy.correct(viewer, await access(id));
      await prisma.$transaction(async (tx) => {
        const before = await tx.firstAidReport.findUniqueOrThrow({ where: { id }, select: { occurredAt: true, location: true, whatHappened: true, treatment: true, followUp: true } });
        await tx.firstAidRevision.create({ data: { ...before, reportId: id, correctedById: viewer.accountId! } });
        await tx.firstAidReport.update({ where: { id }, data });
      });
      await announce(id, true);
      return id;
    },

    async get(viewer: Viewer, id: number) {
      firstAidPolicy.read(viewer, await access(id));
      return prisma.firstAidReport.findUniqueOrThrow({ where: { id }, select: REPORT_SELECT });
    },

    /** The reports the viewer may read, newest first; only one child's when childId is given. */
    async list(viewer: Viewer, childId?: number | null) {
      viewer.requireSignedIn();
      const reach = firstAidPolicy.canReadAll(viewer)
        ? {}
        : viewer.isStaff
          ? { staffId: viewer.staffId! }
          : viewer.parentId !== null
            ? { child: { parents: { some: { parentId: viewer.parentId } } } }
            : { id: -1 };
      return prisma.firstAidReport.findMany({ where: { ...reach, ...(childId ? { childId } : {}) }, orderBy: { occurredAt: 'desc' }, take: 500, select: REPORT_SELECT });
    },

    /** What may be read by the viewer of one report (subscriptions re-check each event). */
    async canRead(viewer: Viewer, id: number) {
      const a = await access(id);
      return a !== null && firstAidPolicy.canRead(viewer, a);
    },
  };
}

export type FirstAidReportRow = Awaited<ReturnType<ReturnType<typeof createFirstAidService>['get']>>;
