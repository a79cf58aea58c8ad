// Rows the database changes on its own are in the audit trail too: what an ON DELETE CASCADE removed or an
// ON DELETE SET NULL cleared (read before the delete, in its transaction), and the related rows a nested
// Prisma write created, changed or removed (and, for the rows it removed, their cascades down the whole
// chain) — each with the actor, the door, and its cause in `field`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { ALL_PERMISSIONS } from '../../auth/viewer.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { withAuditTrail } from './audit-extension.ts';
import { createAuditRecorder, type AuditRecorder } from './audit-recorder.ts';
import { runInAuditScope } from './audit-scope.ts';

let t: TestApp;
let admin: TestClient;
let mom: TestClient;
let adminAccountId: number;
let momAccountId: number;
let momParentId: number;
/** The audited client as the app builds it, for writes no door makes in one call (acting as the admin). */
let audited: PrismaClient;
let recorder: AuditRecorder;

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  adminAccountId = (await createStaff(t, 'admin@example.org', ALL_PERMISSIONS)).accountId;
  admin = await t.signIn('admin@example.org');
  mom = await t.signIn('mom@example.org');
  // A first sign-in makes a parent account; name it so the family mutations accept it.
  const { id } = await t.prisma.parent.findFirstOrThrow({ where: { email: 'mom@example.org' } });
  const parent = await t.prisma.parent.update({ where: { id }, data: { firstName: 'Maya', lastName: 'Cascade' } });
  momParentId = parent.id;
  momAccountId = parent.accountId!;
  recorder = createAuditRecorder(t.db.sql);
  audited = withAuditTrail(t.prisma, recorder);
});
afterAll(() => t.close());

const lastId = async () => (await t.prisma.auditEvent.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;
const since = (id: number, where: Record<string, unknown> = {}) => t.prisma.auditEvent.findMany({ where: { id: { gt: id }, ...where }, orderBy: { id: 'asc' } });
/** Runs work on the audited client as the admin and waits for its rows. */
async function asAdmin<T>(work: () => Promise<T>) {
  // Awaited inside the scope: a Prisma promise starts its query only once awaited.
  const result = await runInAuditScope({ actorAccountId: adminAccountId, door: 'system', recorder }, async () => await work());
  await recorder.drain();
  return result;
}

async function groupWithPeople(name: string) {
  const group = await t.prisma.group.create({ data: { year: 2025, name, type: 'PERMANENT' } });
  const kids = await Promise.all(['One', 'Two'].map((firstName) => t.prisma.child.create({ data: { firstName, lastName: name, gradeEntering: 3 } })));
  await t.prisma.groupChild.createMany({ data: kids.map((k) => ({ groupId: group.id, childId: k.id })) });
  const { staffId } = await createStaff(t, `${name.replace(/\W/g, '').toLowerCase()}@example.org`);
  await t.prisma.groupStaff.create({ data: { groupId: group.id, staffId } });
  return { groupId: group.id, childIds: kids.map((k) => k.id), staffId };
}

describe('ON DELETE CASCADE and SET NULL', () => {
  it('deleting a group through GraphQL records each child and staff assignment it took with it', async () => {
    const { groupId, childIds, staffId } = await groupWithPeople('Cascade Lions');
    const from = await lastId();
    const res = await admin.gql(`mutation($g: ID!) { deleteGroup(input: { groupId: $g }) { groupId } }`, { g: encodeGlobalID('Group', groupId) });
    expect(res.errors).toBeUndefined();
    const rows = await since(from, { kind: 'DELETE' });
    expect(rows.find((r) => r.entity === 'Group')).toMatchObject({ entityId: String(groupId), field: null, actorAccountId: adminAccountId, door: 'graphql' });
    const children = rows.filter((r) => r.entity === 'GroupChild');
    expect(children.map((r) => r.personId).sort()).toEqual([...childIds].sort());
    for (const row of children) {
      expect(row).toMatchObject({ field: `cascade from Group ${groupId}`, personType: 'child', actorAccountId: adminAccountId, door: 'graphql', after: null });
      expect(row.before).toMatchObject({ groupId });
    }
    expect(rows.filter((r) => r.entity === 'GroupStaff')).toEqual([expect.objectContaining({ personType: 'staff', personId: staffId, field: `cascade from Group ${groupId}` })]);
    // The assignments really are gone, and nothing else was claimed.
    expect(await t.prisma.groupChild.count({ where: { groupId } })).toBe(0);
    expect(rows.filter((r) => !['Group', 'GroupChild', 'GroupStaff'].includes(r.entity))).toEqual([]);
  });

  it('deleting a group through REST records the same, with door rest', async () => {
    const { groupId, childIds } = await groupWithPeople('Cascade Tigers');
    const from = await lastId();
    expect((await admin.rest('DELETE', `/api/v1/group/${groupId}`)).status).toBeLessThan(300);
    const rows = await since(from, { entity: 'GroupChild', kind: 'DELETE' });
    expect(rows).toHaveLength(childIds.length);
    expect(rows.every((r) => r.door === 'rest' && r.actorAccountId === adminAccountId && r.field === `cascade from Group ${groupId}`)).toBe(true);
  });

  it('follows cascades down (child → registration → answers) and records keys the database set to null', async () => {
    const question = await t.prisma.question.create({ data: { year: 2025, kind: 'REGISTRATION', key: 'cascade-q', prompt: 'Shirt?', position: 50 } });
    const child = await t.prisma.child.create({
      data: {
        firstName: 'Deep',
        lastName: 'Cascade',
        gradeEntering: 2,
        parents: { create: { parentId: momParentId } },
        registrations: { create: { year: 2025, submittedById: momParentId, responses: { create: { questionId: question.id, prompt: 'Shirt?', response: 'Youth S' } } } },
      },
      include: { registrations: { include: { responses: true } } },
    });
    const registration = child.registrations[0];
    const from = await lastId();
    await asAdmin(() => audited.child.delete({ where: { id: child.id } }));
    const rows = await since(from);
    const by = (entity: string) => rows.filter((r) => r.entity === entity);
    expect(by('Child')).toEqual([expect.objectContaining({ kind: 'DELETE', field: null, actorAccountId: adminAccountId })]);
    expect(by('ChildParent')).toEqual([expect.objectContaining({ kind: 'DELETE', field: `cascade from Child ${child.id}`, personType: 'child', personId: child.id })]);
    expect(by('Registration')).toEqual([expect.objectContaining({ kind: 'DELETE', entityId: String(registration.id), field: `cascade from Child ${child.id}` })]);
    expect(by('RegistrationResponse')).toEqual([
      expect.objectContaining({ kind: 'DELETE', entityId: String(registration.responses[0].id), field: `cascade from Registration ${registration.id}`, before: expect.objectContaining({ response: 'Youth S' }) }),
    ]);

    // SET NULL: removing a staff member keeps the queries they saved, without an owner.
    const { staffId } = await createStaff(t, 'leaving@example.org', ['MANAGE_VBS']);
    const saved = await t.prisma.savedPeopleQuery.create({ data: { name: 'Left behind', definition: '{}', ownerId: staffId } });
    const from2 = await lastId();
    await asAdmin(() => audited.staff.delete({ where: { id: staffId } }));
    const rows2 = await since(from2);
    expect(rows2.find((r) => r.entity === 'SavedPeopleQuery')).toMatchObject({
      kind: 'UPDATE',
      entityId: String(saved.id),
      field: `cascade from Staff ${staffId}`,
      before: expect.objectContaining({ ownerId: staffId }),
      after: expect.objectContaining({ ownerId: null, name: 'Left behind' }),
    });
    expect(rows2.find((r) => r.entity === 'StaffPermission')).toMatchObject({ kind: 'DELETE', personType: 'staff', personId: staffId, before: expect.objectContaining({ permission: 'MANAGE_VBS' }) });
    expect((await t.prisma.savedPeopleQuery.findUniqueOrThrow({ where: { id: saved.id } })).ownerId).toBeNull();
  });

  it('a delete that rolls back records nothing, cascaded rows included', async () => {
    const { groupId } = await groupWithPeople('Cascade Bears');
    const from = await lastId();
    await expect(
      asAdmin(() =>
        audited.$transaction(async (tx) => {
          await tx.group.delete({ where: { id: groupId } });
          throw new Error('changed my mind');
        }),
      ),
    ).rejects.toThrow('changed my mind');
    await recorder.drain();
    expect(await since(from)).toEqual([]);
    expect(await t.prisma.groupChild.count({ where: { groupId } })).toBe(2);
  });
});

describe('nested writes', () => {
  it('a parent adding a child records the child and its family link; inviting and cancelling a guardian records the links made and removed', async () => {
    const from = await lastId();
    const saved = await mom.gql(`mutation { saveChild(input: { firstName: "Nia", lastName: "Cascade", gradeEntering: 1 }) { child { id databaseId } } }`);
    expect(saved.errors).toBeUndefined();
    const childId = saved.data.saveChild.child.databaseId as number;
    const created = await since(from, { kind: 'CREATE' });
    expect(created.find((r) => r.entity === 'Child')).toMatchObject({ entityId: String(childId), actorAccountId: momAccountId, door: 'graphql' });
    expect(created.filter((r) => r.entity === 'ChildParent')).toEqual([
      expect.objectContaining({ field: `nested in Child ${childId}`, personType: 'child', personId: childId, after: expect.objectContaining({ parentId: momParentId }), actorAccountId: momAccountId, door: 'graphql' }),
    ]);

    const from2 = await lastId();
    const invited = await mom.gql(`mutation { inviteGuardian(input: { firstName: "Gus", lastName: "Cascade", email: "gus.cascade@example.org" }) { id } }`);
    expect(invited.errors).toBeUndefined();
    const invite = await t.prisma.parent.findFirstOrThrow({ where: { email: 'gus.cascade@example.org' } });
    const links = (await since(from2, { entity: 'ChildParent', kind: 'CREATE' })).filter((r) => (r.after as { parentId: number }).parentId === invite.id);
    expect(links.map((r) => r.personId)).toContain(childId);
    expect(links.every((r) => r.field === `nested in Parent ${invite.id}`)).toBe(true);

    const from3 = await lastId();
    const cancelled = await mom.gql(`mutation($i: Int!) { cancelGuardianInvite(id: $i) { id } }`, { i: invite.id });
    expect(cancelled.errors).toBeUndefined();
    const removed = await since(from3, { entity: 'ChildParent', kind: 'DELETE' });
    expect(removed.map((r) => r.personId).sort()).toEqual(links.map((r) => r.personId).sort());
    expect(removed.every((r) => r.field === `cascade from Parent ${invite.id}` && r.actorAccountId === momAccountId)).toBe(true);
  });

  it('a nested update records the related rows it removed, changed, created and disconnected', async () => {
    const contacts = await Promise.all(
      [0, 1].map((priority) => t.prisma.emergencyContact.create({ data: { parentId: momParentId, firstName: `Old${priority}`, lastName: 'Contact', priority, relationship: 'RELATIVE', phone: '6125550100' } })),
    );
    const { staffId } = await createStaff(t, 'owner@example.org');
    const query = await t.prisma.savedPeopleQuery.create({ data: { name: 'Disconnected', definition: '{}', ownerId: staffId } });
    const from = await lastId();
    await asAdmin(() =>
      audited.parent.update({
        where: { id: momParentId },
        data: {
          emergencyContacts: {
            delete: { id: contacts[0].id },
            update: { where: { id: contacts[1].id }, data: { phone: '6125550111' } },
            create: { firstName: 'New', lastName: 'Contact', priority: 2, relationship: 'FAMILY_FRIEND', phone: '6125550122' },
          },
        },
      }),
    );
    await asAdmin(() => audited.staff.update({ where: { id: staffId }, data: { savedPeopleQueries: { disconnect: { id: query.id } } } }));
    const rows = await since(from);
    const contact = (id: number) => rows.find((r) => r.entity === 'EmergencyContact' && r.entityId === String(id));
    expect(contact(contacts[0].id)).toMatchObject({ kind: 'DELETE', field: `nested in Parent ${momParentId}`, before: expect.objectContaining({ firstName: 'Old0' }), actorAccountId: adminAccountId });
    expect(contact(contacts[1].id)).toMatchObject({ kind: 'UPDATE', before: expect.objectContaining({ phone: '6125550100' }), after: expect.objectContaining({ phone: '6125550111' }) });
    const fresh = await t.prisma.emergencyContact.findFirstOrThrow({ where: { parentId: momParentId, firstName: 'New' } });
    expect(contact(fresh.id)).toMatchObject({ kind: 'CREATE', field: `nested in Parent ${momParentId}`, personType: 'parent', personId: momParentId });
    expect(rows.find((r) => r.entity === 'SavedPeopleQuery')).toMatchObject({
      kind: 'UPDATE',
      entityId: String(query.id),
      field: `nested in Staff ${staffId}`,
      before: expect.objectContaining({ ownerId: staffId }),
      after: expect.objectContaining({ ownerId: null }),
    });
    // Untouched related rows are not reported as changed.
    expect(rows.filter((r) => r.entity === 'EmergencyContact')).toHaveLength(3);
  });
  it('a nested delete follows the cascade chain down: schedule → day → event → its groups, day → memory work → who memorized it', async () => {
    const schedule = await t.prisma.schedule.create({ data: { year: 2025 } });
    const [gone, kept] = await Promise.all(['2025-08-11', '2025-08-12'].map((date) => t.prisma.day.create({ data: { scheduleId: schedule.id, date: new Date(date) } })));
    const { groupId, childIds } = await groupWithPeople('Cascade Owls');
    const event = await t.prisma.event.create({ data: { dayId: gone.id, name: 'Opening', startTime: '09:00', endTime: '09:30', groups: { create: { groupId } } } });
    const keptEvent = await t.prisma.event.create({ data: { dayId: kept.id, name: 'Opening', startTime: '09:00', endTime: '09:30', groups: { create: { groupId } } } });
    const verse = await t.prisma.memoryWork.create({ data: { dayId: gone.id, reference: 'Psalm 23:1', content: 'The Lord is my shepherd.', memorized: { create: { childId: childIds[0] } } } });
    const from = await lastId();

    await asAdmin(() => audited.schedule.update({ where: { id: schedule.id }, data: { days: { delete: { id: gone.id } } } }));

    const rows = await since(from);
    const by = (entity: string) => rows.filter((r) => r.entity === entity);
    expect(by('Day')).toEqual([expect.objectContaining({ kind: 'DELETE', entityId: String(gone.id), field: `nested in Schedule ${schedule.id}`, actorAccountId: adminAccountId })]);
    // One level down: what the day's own keys took with them.
    expect(by('Event')).toEqual([expect.objectContaining({ kind: 'DELETE', entityId: String(event.id), field: `cascade from Day ${gone.id}`, before: expect.objectContaining({ name: 'Opening' }) })]);
    expect(by('MemoryWork')).toEqual([expect.objectContaining({ kind: 'DELETE', entityId: String(verse.id), field: `cascade from Day ${gone.id}` })]);
    // Two levels down: what those rows took with them in turn, each naming its own cause.
    expect(by('EventGroup')).toEqual([expect.objectContaining({ kind: 'DELETE', entityId: `${event.id}:${groupId}`, field: `cascade from Event ${event.id}`, actorAccountId: adminAccountId, after: null })]);
    expect(by('MemoryWorkMemorized')).toEqual([
      expect.objectContaining({ kind: 'DELETE', entityId: `${verse.id}:${childIds[0]}`, field: `cascade from MemoryWork ${verse.id}`, personType: 'child', personId: childIds[0] }),
    ]);
    // Every row the database removed has its audit row, and the other day's rows are neither gone nor claimed.
    expect(await t.prisma.event.count({ where: { id: event.id } })).toBe(0);
    expect(await t.prisma.eventGroup.count({ where: { eventId: event.id } })).toBe(0);
    expect(await t.prisma.memoryWorkMemorized.count({ where: { memoryWorkId: verse.id } })).toBe(0);
    expect(await t.prisma.eventGroup.count({ where: { eventId: keptEvent.id } })).toBe(1);
    expect(rows.filter((r) => !['Schedule', 'Day', 'Event', 'EventGroup', 'MemoryWork', 'MemoryWorkMemorized'].includes(r.entity))).toEqual([]);
    // By entity and id: ids of different tables coincide (the two days are created at once, in either order).
    expect(rows.filter((r) => (r.entity === 'Day' && r.entityId === String(kept.id)) || (r.entity === 'Event' && r.entityId === String(keptEvent.id)))).toEqual([]);
  });
});
