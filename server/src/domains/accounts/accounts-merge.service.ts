// Merging two accounts of one person (accounts-merge.ts says what moves). A merge moves children, their
// registrations, pickup people, the family's check-in code and a sign-in, so it needs evidence that one
// person owns both accounts (rules: accounts.policy.ts):
//
// - Both accounts sign in with the same e-mail, verified by the provider (an OpenID email_verified claim,
//   the demo sign-in's e-mail): an administrator merges them at once.
// - Otherwise an administrator requests the merge, and it happens when the owner of each account, signed
//   in to that account, has confirmed it (each sees the request on their profile), before it expires.
//   Both, because the merged account's sign-in opens the kept account afterwards.
//
// Every merge leaves one audit row naming both accounts, the evidence and who asked.
import type { PrismaClient, Prisma } from '../../generated/prisma/client.ts';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput, conflict, forbidden, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit-scope.ts';
import { accountsPolicy, MERGE_REQUEST_DAYS } from './accounts.policy.ts';
import type { SessionService } from './sessions.service.ts';
import { ADMINISTRATORS_LOCK, requireActorStillAdministers, requireAnAdministrator } from './administrators.ts';
import { IDENTITIES, repoint, type MovePlan } from './accounts-merge.ts';

const mergeSelect = {
  id: true,
  email: true,
  fullName: true,
  parent: { select: { id: true, internalNotes: true, internalNotesVersion: true } },
  staff: { select: { id: true } },
  intern: { select: { id: true } },
  identities: { select: { provider: true, email: true, emailVerified: true } },
} as const;

type MergeAccount = Prisma.AccountGetPayload<{ select: typeof mergeSelect }>;

export interface MergePreview {
  keep: { accountId: number; label: string };
  merge: { accountId: number; label: string };
  signInProviders: string[];
  /** An e-mail both accounts sign in with, verified by its provider: the evidence for merging at once. */
  sharedVerifiedEmail: string | null;
  /** Identities the merged account brings: moved whole, or merged into the kept account's. */
  identities: { identity: string; action: 'MOVE' | 'MERGE' }[];
  moves: MovePlan[];
}

export type MergeEvidence = 'VERIFIED_EMAIL' | 'CONFIRMED_BY_BOTH_OWNERS';

/** A pending request as its reader sees it: which side the reader is on and who has confirmed. */
export interface MergeRequestView {
  id: number;
  keepAccountId: number;
  mergeAccountId: number;
  keepLabel: string;
  mergeLabel: string;
  keepProviders: string[];
  mergeProviders: string[];
  keepConfirmed: boolean;
  mergeConfirmed: boolean;
  expiresAt: Date;
}

const label = (a: { id: number; email: string | null; fullName: string }) => a.fullName || a.email || `Account ${a.id}`;

function sharedVerifiedEmail(keep: MergeAccount, merge: MergeAccount): string | null {
  const verified = (a: MergeAccount) => new Set(a.identities.filter((i) => i.emailVerified && i.email).map((i) => i.email!.trim().toLowerCase()));
  const kept = verified(keep);
  return [...verified(merge)].find((e) => kept.has(e)) ?? null;
}

async function accountOrThrow(db: Prisma.TransactionClient, accountId: number): Promise<MergeAccount> {
  const account = await db.account.findUnique({ where: { id: accountId }, select: mergeSelect });
  if (!account) throw notFound('Account');
  return account;
}

/** Plans (dryRun) or performs a merge inside the given transaction. */
async function mergeIn(tx: Prisma.TransactionClient, keepId: number, mergeId: number, dryRun: boolean): Promise<MergePreview> {
  const keep = await accountOrThrow(tx, keepId);
  const merge = await accountOrThrow(tx, mergeId);
  const preview: MergePreview = {
    keep: { accountId: keep.id, label: label(keep) },
    merge: { accountId: merge.id, label: label(merge) },
    signInProviders: [...new Set([...keep.identities, ...merge.identities].map((i) => i.provider))].sort(),
    sharedVerifiedEmail: sharedVerifiedEmail(keep, merge),
    identities: [],
    moves: [],
  };
  for (const identity of IDENTITIES) {
    const key = identity.toLowerCase() as 'parent' | 'staff' | 'intern';
    const from = merge[key];
    if (!from) continue;
    const to = keep[key];
    if (!to) {
      preview.identities.push({ identity, action: 'MOVE' });
      if (!dryRun) await (tx[key] as unknown as { update(a: unknown): Promise<unknown> }).update({ where: { id: from.id }, data: { accountId: keepId } });
      continue;
    }
    preview.identities.push({ identity, action: 'MERGE' });
    preview.moves.push(...(await repoint(tx, identity, from.id, to.id, dryRun)));
    if (!dryRun) {
      if (identity === 'Parent' && merge.parent!.internalNotes.trim()) {
        const notes = [keep.parent!.internalNotes, merge.parent!.internalNotes].filter((n) => n.trim()).join('');
        // The joined text is a new version of the kept family's notes (both families' versions came along above),
        // so a staff member still editing either family's notes is refused rather than overwriting it.
        const version = Math.max(keep.parent!.internalNotesVersion, merge.parent!.internalNotesVersion) + 1;
        await tx.parent.update({ where: { id: to.id }, data: { internalNotes: notes, internalNotesVersion: version } });
        await tx.staffNotesVersion.create({ data: { parentId: to.id, version, notes } });
      }
      await (tx[key] as unknown as { delete(a: unknown): Promise<unknown> }).delete({ where: { id: from.id } });
    }
  }
  // After the identities (each moved or merged above), every other row of the merged account moves; its
  // merge requests do not (they go with it, the one being carried out included).
  preview.moves.push(...(await repoint(tx, 'Account', mergeId, keepId, dryRun, ['Session', 'Parent', 'Staff', 'Intern', 'AccountMergeRequest'])));
  if (!dryRun) {
    // The e-mail is unique: free it on the merged account before the kept one takes it.
    await tx.account.delete({ where: { id: mergeId } });
    await tx.account.update({
      where: { id: keepId },
      data: { email: keep.email ?? merge.email, fullName: keep.fullName || merge.fullName },
    });
    await requireAnAdministrator(tx);
  }
  return preview;
}

const requestSelect = {
  id: true,
  keepAccountId: true,
  mergeAccountId: true,
  requestedByAccountId: true,
  expiresAt: true,
  keepConfirmedAt: true,
  mergeConfirmedAt: true,
  keepAccount: { select: { id: true, email: true, fullName: true, identities: { select: { provider: true } } } },
  mergeAccount: { select: { id: true, email: true, fullName: true, identities: { select: { provider: true } } } },
} as const;
type RequestRow = Prisma.AccountMergeRequestGetPayload<{ select: typeof requestSelect }>;

function requestView(r: RequestRow): MergeRequestView {
  const providers = (a: RequestRow['keepAccount']) => [...new Set(a.identities.map((i) => i.provider))].sort();
  return {
    id: r.id,
    keepAccountId: r.keepAccountId,
    mergeAccountId: r.mergeAccountId,
    keepLabel: label(r.keepAccount),
    mergeLabel: label(r.mergeAccount),
    keepProviders: providers(r.keepAccount),
    mergeProviders: providers(r.mergeAccount),
    keepConfirmed: r.keepConfirmedAt !== null,
    mergeConfirmed: r.mergeConfirmedAt !== null,
    expiresAt: r.expiresAt,
  };
}

export function createAccountsMergeService(prisma: PrismaClient, sessions: SessionService) {
  /** Carries out a merge with its evidence, under the administrators' lock, and records it. */
  async function carryOut(keepId: number, mergeId: number, evidence: MergeEvidence, requestedByAccountId: number | null, inLock: (tx: Prisma.TransactionClient) => Promise<void>) {
    const result = await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`;
      await inLock(tx);
      return mergeIn(tx, keepId, mergeId, false);
    });
    recordAudit({
      kind: 'UPDATE',
      entity: 'AccountMerge',
      entityId: String(keepId),
      before: { keepAccountId: keepId, keepLabel: result.keep.label, mergeAccountId: mergeId, mergeLabel: result.merge.label },
      after: { keepAccountId: keepId, mergedAccountId: mergeId, evidence, sharedVerifiedEmail: result.sharedVerifiedEmail, requestedByAccountId },
    });
    await sessions.endAllForAccount(mergeId);
    await sessions.accountChanged(keepId);
    return result;
  }

  function checkMerge(viewer: Viewer, keepId: number, mergeId: number) {
    accountsPolicy.administerAccounts(viewer);
    if (keepId === mergeId) throw badInput({ mergeAccountId: 'Choose a different account from the one kept.' });
    if (!accountsPolicy.mayActOnAccount(viewer, keepId) || !accountsPolicy.mayActOnAccount(viewer, mergeId)) {
      throw forbidden('You cannot merge your own account; ask another administrator.');
    }
  }

  /** The request `requestId` as one of its two accounts' owners sees it; anyone else: not found. */
  async function ownRequest(db: Prisma.TransactionClient | PrismaClient, viewer: Viewer, requestId: number): Promise<RequestRow> {
    const { accountId } = viewer.requireSignedIn();
    const request = await db.accountMergeRequest.findUnique({ where: { id: requestId }, select: requestSelect });
    if (!request || !accountsPolicy.mayAnswerMergeRequest(accountId, request)) throw notFound('Merge request');
    return request;
  }

  return {
    /** What merging `mergeId` into `keepId` would move, and whether a shared verified e-mail allows it at once. */
    async preview(viewer: Viewer, keepId: number, mergeId: number): Promise<MergePreview> {
      checkMerge(viewer, keepId, mergeId);
      return mergeIn(prisma as unknown as Prisma.TransactionClient, keepId, mergeId, true);
    },

    /**
     * Merges at once when both accounts sign in with the same verified e-mail; otherwise refused (409)
     * with what to do instead: request the merge for both owners to confirm.
     */
    async merge(viewer: Viewer, keepId: number, mergeId: number): Promise<MergePreview> {
      checkMerge(viewer, keepId, mergeId);
      return carryOut(keepId, mergeId, 'VERIFIED_EMAIL', viewer.accountId, async (tx) => {
        await requireActorStillAdministers(tx, viewer);
        const keep = await accountOrThrow(tx, keepId);
        const merge = await accountOrThrow(tx, mergeId);
        if (!sharedVerifiedEmail(keep, merge)) {
          throw conflict(
            `${label(merge)} and ${label(keep)} share no e-mail verified by their sign-in providers, so nothing shows they are one person. Request the merge instead: it happens once the owner of each account has confirmed it, signed in to that account.`,
          );
        }
      });
    },

    /**
     * Asks the owners of both accounts to confirm merging `mergeId` into `keepId`; asking again renews
     * the request (confirmations start over).
     */
    async request(viewer: Viewer, keepId: number, mergeId: number): Promise<MergeRequestView> {
      checkMerge(viewer, keepId, mergeId);
      const expiresAt = new Date(Date.now() + MERGE_REQUEST_DAYS * 24 * 60 * 60 * 1000);
      const fresh = { requestedByAccountId: viewer.accountId, expiresAt, keepConfirmedAt: null, mergeConfirmedAt: null };
      const row = await prisma.$transaction(async (tx) => {
        await accountOrThrow(tx, keepId);
        await accountOrThrow(tx, mergeId);
        return tx.accountMergeRequest.upsert({
          where: { keepAccountId_mergeAccountId: { keepAccountId: keepId, mergeAccountId: mergeId } },
          create: { keepAccountId: keepId, mergeAccountId: mergeId, ...fresh },
          update: fresh,
          select: requestSelect,
        });
      });
      return requestView(row);
    },

    /** The unexpired requests naming the signed-in account, for its owner to confirm or decline. */
    async forViewer(viewer: Viewer): Promise<MergeRequestView[]> {
      const { accountId } = viewer.requireSignedIn();
      const rows = await prisma.accountMergeRequest.findMany({
        where: { OR: [{ keepAccountId: accountId }, { mergeAccountId: accountId }], expiresAt: { gt: new Date() } },
        orderBy: { id: 'asc' },
        select: requestSelect,
      });
      return rows.map(requestView);
    },

    /**
     * The signed-in owner confirms their side of a request; when the other side has confirmed too, the
     * merge happens in the same transaction. Answers the request and whether the merge happened.
     */
    async confirm(viewer: Viewer, requestId: number): Promise<{ request: MergeRequestView; merged: boolean }> {
      const { accountId } = viewer.requireSignedIn();
      const confirmed = await prisma.$transaction(async (tx) => {
        // The request's row is locked: two confirmations at once are seen one after the other.
        await tx.$queryRaw`SELECT "id" FROM "AccountMergeRequest" WHERE "id" = ${requestId} FOR UPDATE`;
        const request = await ownRequest(tx, viewer, requestId);
        if (request.expiresAt <= new Date()) throw conflict('This merge request has expired; ask an administrator to request it again.');
        const side = request.keepAccountId === accountId ? { keepConfirmedAt: new Date() } : { mergeConfirmedAt: new Date() };
        return tx.accountMergeRequest.update({ where: { id: requestId }, data: side, select: requestSelect });
      });
      const view = requestView(confirmed);
      if (!view.keepConfirmed || !view.mergeConfirmed) return { request: view, merged: false };
      await carryOut(confirmed.keepAccountId, confirmed.mergeAccountId, 'CONFIRMED_BY_BOTH_OWNERS', confirmed.requestedByAccountId, async (tx) => {
        // Carried out only while the request still stands with both confirmations (not declined meanwhile).
        const still = await tx.accountMergeRequest.count({ where: { id: requestId, keepConfirmedAt: { not: null }, mergeConfirmedAt: { not: null }, expiresAt: { gt: new Date() } } });
        if (still === 0) throw conflict('This merge request was declined or renewed meanwhile; nothing was merged.');
      });
      return { request: view, merged: true };
    },

    /** Either owner declines: the request goes and nothing is merged. */
    async decline(viewer: Viewer, requestId: number): Promise<{ id: number }> {
      await ownRequest(prisma, viewer, requestId);
      await prisma.accountMergeRequest.deleteMany({ where: { id: requestId } });
      return { id: requestId };
    },
  };
}

export type AccountsMergeService = ReturnType<typeof createAccountsMergeService>;
