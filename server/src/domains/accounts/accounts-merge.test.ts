// Merging two accounts of one person through both doors: at once when both sign in with the same verified
// e-mail (everything moves, in one go); otherwise refused, or requested and carried out only once the owner
// of each account has confirmed it signed in to it; expiry, declining, who may see a request, the audit row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';

let t: TestApp;
let admin: TestClient;
let adminIds: { accountId: number; staffId: number };

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  adminIds = await createStaff(t, 'admin@example.org', ALL_PERMISSIONS);
  await createStaff(t, 'helper@example.org', []);
  admin = await t.signIn('admin@example.org');
});
afterAll(() => t.close());

const gid = (id: number) => encodeGlobalID('Account', String(id));
const MERGE = `mutation($k: ID!, $m: ID!) { mergeAccounts(keepAccountId: $k, mergeAccountId: $m) { keepLabel identities { identity action } } }`;
const REQUEST = `mutation($k: ID!, $m: ID!) { requestAccountMerge(keepAccountId: $k, mergeAccountId: $m) { id databaseId keepLabel mergeLabel keepConfirmed mergeConfirmed } }`;
const MINE = `{ myAccountMergeRequests { id keepLabel mergeLabel mergeProviders keepConfirmed mergeConfirmed } }`;
const CONFIRM = `mutation($r: ID!) { confirmAccountMerge(requestId: $r) { merged request { keepConfirmed mergeConfirmed } } }`;
const DECLINE = `mutation($r: ID!) { declineAccountMerge(requestId: $r) }`;

/** A parent account signed in with `provider` and `email` (verified), with `n` children, each registered, plus a contact and notes. */
async function familyAccount(provider: string, tag: string, n: number, email = `sam.${tag}@example.org`) {
  const account = await t.prisma.account.create({
    data: {
      fullName: `Sam ${tag}`,
      identities: { create: { provider, subject: `${provider}-${tag}`, email, emailVerified: true } },
      parent: {
        create: {
          firstName: 'Sam',
          lastName: 'Rivera',
          email,
          internalNotes: `<p>${tag} note</p>`,
          emergencyContacts: { create: [{ firstName: 'Gran', lastName: tag, priority: 0, relationship: 'RELATIVE', phone: '6125550100' }] },
        },
      },
    },
    include: { parent: true },
  });
  const parentId = account.parent!.id;
  const childIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const child = await t.prisma.child.create({ data: { firstName: `${tag}${i}`, lastName: 'Rivera', gradeEntering: 2, parents: { create: { parentId } } } });
    await t.prisma.registration.create({ data: { childId: child.id, year: 2025, submittedById: parentId } });
    childIds.push(child.id);
  }
  return { accountId: account.id, parentId, childIds };
}

/** A parent who signed in with the demo sign-in (its e-mail verified) and added one child. */
async function signedInParent(email: string) {
  const client = await t.signIn(email);
  expect((await client.rest('PUT', '/api/v1/child', { firstName: email.split('.')[0], lastName: 'Owner', gradeEntering: 3 })).status).toBe(201);
  const account = await t.prisma.account.findUniqueOrThrow({ where: { email }, select: { id: true, parent: { select: { id: true } } } });
  return { client, accountId: account.id, parentId: account.parent!.id };
}

const childrenOf = async (parentId: number) => (await t.prisma.childParent.findMany({ where: { parentId }, select: { childId: true } })).map((c) => c.childId).sort();

describe('merging at once: both accounts sign in with the same verified e-mail', () => {
  it('previews, then moves every child, registration, contact, note and sign-in to the kept account in one go, with one audit row naming both', async () => {
    const google = await familyAccount('google', 'g', 2, 'sam.rivera@example.org');
    const facebook = await familyAccount('facebook', 'f', 1, 'Sam.Rivera@example.org');
    // The same child was linked to both accounts' parent identities: kept once.
    await t.prisma.childParent.create({ data: { childId: google.childIds[0], parentId: facebook.parentId } });

    const preview = await admin.rest('GET', `/api/v1/accounts/merge?keep=${google.accountId}&merge=${facebook.accountId}`);
    expect(preview.status).toBe(200);
    expect(preview.body.merge.sharedVerifiedEmail).toBe('sam.rivera@example.org');
    expect(preview.body.merge.identities).toEqual([{ identity: 'Parent', action: 'MERGE' }]);
    expect(preview.body.merge.signInProviders).toEqual(['facebook', 'google']);
    const moves = Object.fromEntries(preview.body.merge.moves.map((m: { model: string }) => [m.model, m]));
    expect(moves.ChildParent).toEqual({ model: 'ChildParent', moved: 1, duplicatesDropped: 1 });
    expect(moves.Registration).toMatchObject({ moved: 1 });
    expect(moves.EmergencyContact).toMatchObject({ moved: 1 });
    expect(moves.SignInIdentity).toMatchObject({ moved: 1 });
    expect(await t.prisma.account.count({ where: { id: facebook.accountId } })).toBe(1);

    const res = await admin.gql(MERGE, { k: gid(google.accountId), m: gid(facebook.accountId) });
    expect(res.errors).toBeUndefined();
    expect(await t.prisma.account.count({ where: { id: facebook.accountId } })).toBe(0);
    const kept = await t.prisma.parent.findUniqueOrThrow({ where: { id: google.parentId }, include: { children: true, registrations: true, emergencyContacts: true } });
    expect(kept.children.map((c) => c.childId).sort()).toEqual([...google.childIds, ...facebook.childIds].sort());
    expect(kept.registrations).toHaveLength(3);
    expect(kept.emergencyContacts).toHaveLength(2);
    expect(kept.internalNotes).toBe('<p>g note</p><p>f note</p>');
    const identities = await t.prisma.signInIdentity.findMany({ where: { accountId: google.accountId } });
    expect(identities.map((i) => i.provider).sort()).toEqual(['facebook', 'google']);

    const audit = await t.prisma.auditEvent.findMany({ where: { entity: 'AccountMerge', entityId: String(google.accountId) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorAccountId: adminIds.accountId, door: 'graphql' });
    expect(audit[0].after).toMatchObject({ keepAccountId: google.accountId, mergedAccountId: facebook.accountId, evidence: 'VERIFIED_EMAIL' });
  });

  it('is refused for one’s own account, the same account twice, and non-administrators', async () => {
    const other = await familyAccount('google', 'x', 1);
    expect((await admin.rest('POST', `/api/v1/accounts/merge?keep=${adminIds.accountId}&merge=${other.accountId}`)).status).toBe(403);
    expect((await admin.rest('POST', `/api/v1/accounts/merge?keep=${other.accountId}&merge=${other.accountId}`)).status).toBe(400);
    expect((await admin.rest('POST', `/api/v1/accounts/merge/request?keep=${adminIds.accountId}&merge=${other.accountId}`)).status).toBe(403);
    const helper = await t.signIn('helper@example.org');
    const gql = await helper.gql(MERGE, { k: gid(other.accountId), m: gid(adminIds.accountId) });
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await helper.gql(REQUEST, { k: gid(other.accountId), m: gid(adminIds.accountId) })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.prisma.account.count({ where: { id: other.accountId } })).toBe(1);
  });
});

describe('accounts without a shared verified e-mail', () => {
  it('an administrator’s merge is refused with 409 saying what to do, through both doors, and nothing moves', async () => {
    const mine = await familyAccount('google', 'new', 0, 'stranger@example.org');
    const theirs = await familyAccount('facebook', 'family', 2, 'real.parent@example.org');
    const rest = await admin.rest('POST', `/api/v1/accounts/merge?keep=${mine.accountId}&merge=${theirs.accountId}`);
    expect(rest.status).toBe(409);
    expect(rest.body.error.message).toMatch(/share no e-mail verified.*Request the merge/);
    const gql = await admin.gql(MERGE, { k: gid(theirs.accountId), m: gid(mine.accountId) });
    expect(gql.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await childrenOf(theirs.parentId)).toEqual([...theirs.childIds].sort());
    expect(await childrenOf(mine.parentId)).toEqual([]);
    expect(await t.prisma.signInIdentity.count({ where: { accountId: theirs.accountId } })).toBe(1);
    expect(await t.prisma.auditEvent.count({ where: { entity: 'AccountMerge', entityId: { in: [String(mine.accountId), String(theirs.accountId)] } } })).toBe(0);
  });

  it('a request merges only once both owners confirm, each signed in to their own account (one per door); others never see it', async () => {
    const keep = await signedInParent('keep.owner@example.org');
    const merge = await signedInParent('merge.owner@example.org');
    const stranger = await signedInParent('stranger.owner@example.org');
    const requested = await admin.gql(REQUEST, { k: gid(keep.accountId), m: gid(merge.accountId) });
    expect(requested.errors).toBeUndefined();
    const request = requested.data.requestAccountMerge;
    expect(request).toMatchObject({ keepConfirmed: false, mergeConfirmed: false });

    // Only the two owners see it; anyone else (the administrator included) cannot confirm or decline it.
    expect((await merge.client.rest('GET', '/api/v1/account/merge-requests')).body.mergeRequests).toEqual([
      expect.objectContaining({ id: request.databaseId, keepAccountId: keep.accountId, mergeAccountId: merge.accountId, mergeProviders: ['dev'] }),
    ]);
    expect((await keep.client.gql(MINE)).data.myAccountMergeRequests).toHaveLength(1);
    expect((await stranger.client.gql(MINE)).data.myAccountMergeRequests).toEqual([]);
    expect((await stranger.client.rest('POST', `/api/v1/account/merge-requests/${request.databaseId}/confirm`)).status).toBe(404);
    expect((await admin.gql(CONFIRM, { r: request.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await stranger.client.rest('DELETE', `/api/v1/account/merge-requests/${request.databaseId}`)).status).toBe(404);
    expect((await t.anonymous().rest('POST', `/api/v1/account/merge-requests/${request.databaseId}/confirm`)).status).toBe(401);

    // The first confirmation alone moves nothing.
    const first = await merge.client.rest('POST', `/api/v1/account/merge-requests/${request.databaseId}/confirm`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ merged: false, mergeRequest: { mergeConfirmed: true, keepConfirmed: false } });
    expect(await t.prisma.account.count({ where: { id: merge.accountId } })).toBe(1);
    const keptChildren = await childrenOf(keep.parentId);
    const mergedChildren = await childrenOf(merge.parentId);

    // The second carries it out.
    const second = await keep.client.gql(CONFIRM, { r: request.id });
    expect(second.errors).toBeUndefined();
    expect(second.data.confirmAccountMerge).toEqual({ merged: true, request: { keepConfirmed: true, mergeConfirmed: true } });
    expect(await t.prisma.account.count({ where: { id: merge.accountId } })).toBe(0);
    expect(await childrenOf(keep.parentId)).toEqual([...keptChildren, ...mergedChildren].sort());
    expect((await merge.client.rest('GET', '/api/v1/account/user')).status).toBe(401);
    expect(await t.prisma.accountMergeRequest.count({ where: { id: request.databaseId } })).toBe(0);

    const audit = await t.prisma.auditEvent.findFirstOrThrow({ where: { entity: 'AccountMerge', entityId: String(keep.accountId) } });
    expect(audit).toMatchObject({ actorAccountId: keep.accountId, door: 'graphql' });
    expect(audit.after).toMatchObject({ keepAccountId: keep.accountId, mergedAccountId: merge.accountId, evidence: 'CONFIRMED_BY_BOTH_OWNERS', requestedByAccountId: adminIds.accountId });
  });

  it('an expired request cannot be confirmed (409) and is no longer shown; a declined one is gone', async () => {
    const keep = await signedInParent('late.keep@example.org');
    const merge = await signedInParent('late.merge@example.org');
    const requested = await admin.rest('POST', `/api/v1/accounts/merge/request?keep=${keep.accountId}&merge=${merge.accountId}`);
    expect(requested.status).toBe(200);
    const id = requested.body.mergeRequest.id as number;
    expect((await keep.client.rest('POST', `/api/v1/account/merge-requests/${id}/confirm`)).status).toBe(200);
    await t.prisma.accountMergeRequest.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const late = await merge.client.rest('POST', `/api/v1/account/merge-requests/${id}/confirm`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/expired/);
    expect((await merge.client.rest('GET', '/api/v1/account/merge-requests')).body.mergeRequests).toEqual([]);
    expect(await t.prisma.account.count({ where: { id: merge.accountId } })).toBe(1);

    // Asked again: renewed, confirmations start over; then declined by either owner.
    const again = await admin.gql(REQUEST, { k: gid(keep.accountId), m: gid(merge.accountId) });
    expect(again.data.requestAccountMerge).toMatchObject({ databaseId: id, keepConfirmed: false, mergeConfirmed: false });
    expect((await merge.client.gql(DECLINE, { r: again.data.requestAccountMerge.id })).errors).toBeUndefined();
    expect(await t.prisma.accountMergeRequest.count({ where: { id } })).toBe(0);
    expect((await keep.client.rest('POST', `/api/v1/account/merge-requests/${id}/confirm`)).status).toBe(404);
    expect(await t.prisma.account.count({ where: { id: merge.accountId } })).toBe(1);
  });
});
