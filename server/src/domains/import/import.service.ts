// Families brought in from a spreadsheet: upload (the file is kept, nothing else is written), preview (what
// would be created and merged, every row's problems), import (one transaction, a constant number of
// statements per file), undo (the whole import, while nothing it created has changed since). Imported
// parents get an account holding their e-mail, so signing in with a provider that vouches for that e-mail
// opens their family (accounts.service.ts accountForSignIn); they are invited by e-mail to do so. A file of
// volunteers (staff and interns) goes through the same steps with its own rows (import-volunteers.ts).
import type { PrismaClient, Prisma } from '../../generated/prisma/client.ts';
import type { ImportKind } from '../../generated/prisma/enums.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { conflict, notFound } from '../../errors.ts';
import { guessMapping, type ImportMapping } from '../../../../forms/import-columns.ts';
import { problemWords, readFamilies, type RowProblem } from '../../../../forms/import.ts';
import { guessVolunteerMapping, readVolunteers } from '../../../../forms/import-volunteers.ts';
import { planVolunteers, removeVolunteers, volunteerUndoRefusal, volunteerView, writeVolunteers } from './import-volunteers.ts';
import { importPolicy } from './import.policy.ts';
import { readSheet, type Sheet } from './import-file.ts';
import { currentAuditScope } from '../audit/audit-scope.ts';
import { planImport, type PlannedFamily } from './import-plan.ts';
import { writeImport } from './import-write.ts';
import { undoRefusal } from './import-undo.ts';
import { invitationMail, volunteerInvitationMail } from './import.mail.ts';
import { retryOnUniqueViolation } from '../../db/unique-violation.ts';

/** At most this many families and problems are listed in a preview (the counts cover the whole file). */
export const PREVIEW_LIST_MAX = 500;
const TRANSACTION = { maxWait: 30_000, timeout: 120_000 };

type Tx = Prisma.TransactionClient;

function familyView(p: PlannedFamily) {
  const childName = (c: { firstName: string; lastName: string }) => `${c.firstName} ${c.lastName}`;
  return {
    rows: p.family.rows,
    parentName: `${p.family.parent.firstName} ${p.family.parent.lastName}`,
    email: p.family.parent.email,
    action: p.match ? ('MERGE' as const) : ('CREATE' as const),
    matchedBy: p.match?.rule ?? null,
    existingFamily: p.match?.name ?? null,
    newChildren: p.newChildren.map(childName),
    childrenAlreadyThere: p.alreadyThere.map(childName),
  };
}

export type ImportPreview = Awaited<ReturnType<ReturnType<typeof createImportService>['preview']>>;

export function createImportService(prisma: PrismaClient, mailer: Mailer, siteUrl?: string) {
  /** One e-mail per new family: sign in with this address to find the family. Resolves to how many left. */
  async function invite(invitees: { email: string; firstName: string; role?: 'STAFF' | 'INTERN' }[]) {
    let sent = 0;
    for (const invitee of invitees) {
      try {
        await mailer.send(invitee.role ? volunteerInvitationMail({ ...invitee, role: invitee.role }, siteUrl) : invitationMail(invitee, siteUrl));
        sent += 1;
      } catch (error) {
        console.error(`[import] invitation to ${invitee.email} not sent: ${(error as Error).message}`);
      }
    }
    return sent;
  }

  /** The import's record and its file read (`sheet`: the file just uploaded, already read). */
  async function loadFile(db: Tx | PrismaClient, importId: number, sheet?: Sheet) {
    const row = await db.spreadsheetImport.findUnique({
      where: { id: importId },
      select: { id: true, fileName: true, kind: true, importedAt: true, undoneAt: true, ...(sheet ? {} : { file: { select: { content: true } } }) },
    });
    if (!row) throw notFound('The import');
    if (sheet) return { ...row, sheet };
    if (!row.file) throw conflict('This import’s file is no longer kept: upload it again.');
    return { ...row, sheet: await readSheet(Buffer.from(row.file.content)) };
  }

  async function work(db: Tx | PrismaClient, importId: number, mapping: ImportMapping | undefined, sheet?: Sheet) {
    const file = await loadFile(db, importId, sheet);
    const used = mapping ?? (file.kind === 'VOLUNTEERS' ? guessVolunteerMapping : guessMapping)(file.sheet.headers);
    if (file.kind === 'VOLUNTEERS') {
      const read = readVolunteers(file.sheet.rows, used);
      const volunteers = await planVolunteers(db, read.volunteers);
      return { file, mapping: used, read: { ...read, families: [], problems: [...read.problems, ...volunteers.problems].sort((a, b) => a.row - b.row) }, plan: [], volunteers: volunteers.plan };
    }
    const read = readFamilies(file.sheet.rows, used);
    const plan = await planImport(db, read.families);
    return { file, mapping: used, read, plan, volunteers: [] };
  }

  const worded = (problems: RowProblem[]) => problems.slice(0, PREVIEW_LIST_MAX).map((p) => ({ ...p, words: problemWords(p) }));

  async function previewOf(importId: number, mapping?: ImportMapping, sheet?: Sheet) {
    const { file, mapping: used, read, plan, volunteers } = await work(prisma, importId, mapping, sheet);
    const skippedRows = new Set(read.problems.map((p) => p.row)).size;
    return {
      importId,
      kind: file.kind,
      fileName: file.fileName,
      importedAt: file.importedAt,
      undoneAt: file.undoneAt,
      headers: file.sheet.headers,
      mapping: file.sheet.headers.map((header) => ({ header, field: used[header] ?? 'ignore' })),
      counts: {
        rows: file.sheet.rows.length,
        blankRows: read.blankRows,
        skippedRows,
        familiesNew: plan.filter((p) => !p.match).length,
        familiesMerged: plan.filter((p) => p.match).length,
        childrenNew: plan.reduce((n, p) => n + p.newChildren.length, 0),
        childrenAlreadyThere: plan.reduce((n, p) => n + p.alreadyThere.length, 0),
        volunteersNew: volunteers.filter((v) => !v.existing).length,
        volunteersAlreadyThere: volunteers.filter((v) => v.existing).length,
      },
      families: plan.slice(0, PREVIEW_LIST_MAX).map(familyView),
      volunteers: volunteers.slice(0, PREVIEW_LIST_MAX).map(volunteerView),
      problems: worded(read.problems),
      combined: worded(read.notes),
    };
  }

  return {
    /** Keeps the file (nothing else is written) and answers its preview with the guessed mapping. */
    async upload(viewer: Viewer, fileName: string, content: Buffer, kind: ImportKind = 'FAMILIES') {
      importPolicy.manageImports(viewer);
      const sheet = await readSheet(content); // a file that cannot be read is refused before it is kept
      // Two writes in one transaction: the bytes apart, so the audit trail records the import, not the file.
      const created = await prisma.$transaction(async (tx) => {
        const row = await tx.spreadsheetImport.create({ data: { fileName, kind, uploadedByAccountId: viewer.accountId } });
        await tx.spreadsheetImportFile.create({ data: { importId: row.id, content: new Uint8Array(content) }, select: { importId: true } });
        return row;
      });
      return previewOf(created.id, undefined, sheet);
    },

    /** What importing would do with this mapping (default: the guess from the headers); writes nothing. */
    async preview(viewer: Viewer, importId: number, mapping?: ImportMapping) {
      importPolicy.manageImports(viewer);
      return previewOf(importId, mapping);
    },

    /**
     * Imports the file with this mapping in one transaction: rows with problems are left out, the rest
     * created or merged as the preview said. Imports run one at a time (a transaction lock), and an upload
     * is imported once (409 after). A sign-in that creates an account for one of the file's e-mails while
     * the import runs makes the import's account insert fail on the unique index: the whole import runs
     * again, and that family is then merged into the one the sign-in made. Then each new family is invited
     * to claim its account.
     */
    async run(viewer: Viewer, importId: number, mapping?: ImportMapping) {
      importPolicy.manageImports(viewer);
      const result = await retryOnUniqueViolation(() => prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('spreadsheet-import'))`);
        const { file, mapping: used, read, plan, volunteers } = await work(tx, importId, mapping);
        if (file.importedAt) throw conflict('This file was already imported. Upload it again to import it once more.');
        const written = file.kind === 'VOLUNTEERS' ? await writeVolunteers(tx, volunteers) : await writeImport(tx, plan);
        const skippedRows = new Set(read.problems.map((p) => p.row)).size;
        const claimed = await tx.spreadsheetImport.updateMany({
          where: { id: importId, importedAt: null },
          data: { importedAt: written.at, mapping: used, skippedRows, ...written.ids },
        });
        if (claimed.count !== 1) throw conflict('This file was already imported.');
        return { written, skippedRows };
      }, TRANSACTION));
      const scope = currentAuditScope();
      for (const entry of result.written.audit) scope.recorder?.record(entry, scope);
      // Invitations leave after the answer (thousands of e-mails take longer than an import); each one
      // handed to the mailer is counted on the import's record.
      const invitees = result.written.invitees;
      void invite(invitees).then((sent) => prisma.spreadsheetImport.update({ where: { id: importId }, data: { invitationsSent: sent } }).catch(() => undefined));
      const ids: Partial<Record<'createdParentIds' | 'mergedParentIds' | 'createdChildIds' | 'createdStaffIds' | 'createdInternIds', number[]>> = result.written.ids;
      return {
        importId,
        familiesCreated: ids.createdParentIds?.length ?? 0,
        familiesMerged: ids.mergedParentIds?.length ?? 0,
        childrenCreated: ids.createdChildIds?.length ?? 0,
        staffCreated: ids.createdStaffIds?.length ?? 0,
        internsCreated: ids.createdInternIds?.length ?? 0,
        skippedRows: result.skippedRows,
        invitationsQueued: invitees.length,
      };
    },

    /**
     * Undoes an import as a whole: deletes the families, children, contacts and accounts it created and the
     * children it added to existing families. Refused (409, saying what changed) once any of them has
     * changed, been registered, placed in a group, checked in, or signed in to; an import is undone once.
     */
    async undo(viewer: Viewer, importId: number) {
      importPolicy.manageImports(viewer);
      return prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext('spreadsheet-import'))`);
        const rows = await tx.$queryRawUnsafe<{ id: number; importedAt: Date | null; undoneAt: Date | null }[]>(
          `SELECT "id", "importedAt", "undoneAt" FROM "SpreadsheetImport" WHERE "id" = $1 FOR UPDATE`,
          importId,
        );
        const row = rows[0];
        if (!row) throw notFound('The import');
        if (!row.importedAt) throw conflict('This file has not been imported, so there is nothing to undo.');
        if (row.undoneAt) throw conflict('This import was already undone.');
        const record = await tx.spreadsheetImport.findUniqueOrThrow({ where: { id: importId } });
        const refusal = record.kind === 'VOLUNTEERS' ? await volunteerUndoRefusal(tx, record) : await undoRefusal(tx, record);
        if (refusal) throw conflict(refusal);
        if (record.kind === 'VOLUNTEERS') await removeVolunteers(tx, record);
        await tx.child.deleteMany({ where: { id: { in: record.createdChildIds } } });
        await tx.emergencyContact.deleteMany({ where: { id: { in: record.createdContactIds } } });
        await tx.parent.deleteMany({ where: { id: { in: record.createdParentIds } } });
        await tx.account.deleteMany({ where: { id: { in: record.createdAccountIds } } });
        await tx.spreadsheetImportFile.deleteMany({ where: { importId } });
        const undoneAt = new Date();
        await tx.spreadsheetImport.update({ where: { id: importId }, data: { undoneAt } });
        return {
          importId,
          undoneAt,
          familiesRemoved: record.createdParentIds.length,
          childrenRemoved: record.createdChildIds.length,
          volunteersRemoved: record.createdStaffIds.length + record.createdInternIds.length,
        };
      }, TRANSACTION);
    },

    /** The latest imports, newest first. */
    async list(viewer: Viewer) {
      importPolicy.manageImports(viewer);
      const rows = await prisma.spreadsheetImport.findMany({
        orderBy: { id: 'desc' },
        take: 50,
        select: {
          id: true, fileName: true, kind: true, uploadedAt: true, importedAt: true, undoneAt: true, createdParentIds: true, createdChildIds: true, mergedParentIds: true,
          createdStaffIds: true, createdInternIds: true, skippedRows: true, invitationsSent: true,
        },
      });
      return rows.map(({ createdParentIds, createdChildIds, mergedParentIds, createdStaffIds, createdInternIds, ...r }) => ({
        ...r,
        volunteersCreated: createdStaffIds.length + createdInternIds.length,
        familiesCreated: createdParentIds.length,
        childrenCreated: createdChildIds.length,
        familiesMerged: mergedParentIds.length,
      }));
    },
  };
}
