// Changing groups through both doors: who may (and may not), bad input naming the field, and what each
// change leaves behind (a deleted group's assignments and points go with it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { M, demoIds, errorCode, gid } from '../../../test/kits/groups-test-kit.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let admin: TestClient;
let plainStaff: TestClient;
let organizer: TestClient;
let intern: TestClient;
let parent: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.prisma);
  ids = await demoIds(t);
  await createStaff(t, 'organizer@example.org', ['ASSIGN_STUDENT_GROUPS']);
  await createStaff(t, 'manager@example.org', ['MANAGE_VBS']);
  await createStaff(t, 'assigner@example.org', ['ASSIGN_STAFF']);
  [admin, plainStaff, organizer, intern, parent] = await Promise.all(
    ['admin@example.org', 'staff@example.org', 'organizer@example.org', 'intern@example.org', 'parent@example.org'].map((e) => t.signIn(e)),
  );
});
afterAll(() => t.close());

describe('creating, renaming, recoloring and deleting groups', () => {
  it('needs MANAGE_VBS or ASSIGN_STUDENT_GROUPS: plain staff, interns and parents get 403 through both doors', async () => {
    const before = await t.prisma.group.count();
    for (const client of [plainStaff, intern, parent]) {
      const gql = await client.gql(M.create, { input: { name: 'Camels', groupType: 'PERMANENT' } });
      expect(errorCode(gql)).toBe('FORBIDDEN');
      const rest = await client.rest('PUT', '/api/v1/group?name=Camels&year=2025&type=PERMANENT');
      expect(rest.status).toBe(403);
      expect(errorCode(await client.gql(M.rename, { input: { groupId: gid('Group', ids.permanent[0].id), name: 'X' } }))).toBe('FORBIDDEN');
      expect((await client.rest('PUT', `/api/v1/group/${ids.permanent[0].id}/name?value=X`)).status).toBe(403);
      expect((await client.rest('PUT', `/api/v1/group/${ids.permanent[0].id}/color?value=%23000000`)).status).toBe(403);
      expect(errorCode(await client.gql(M.delete, { input: { groupId: gid('Group', ids.permanent[0].id) } }))).toBe('FORBIDDEN');
      expect((await client.rest('DELETE', `/api/v1/group/${ids.permanent[0].id}`)).status).toBe(403);
    }
    expect((await t.anonymous().rest('PUT', '/api/v1/group?name=Camels&year=2025&type=PERMANENT')).status).toBe(401);
    expect(await t.prisma.group.count()).toBe(before);
    expect((await t.prisma.group.findUniqueOrThrow({ where: { id: ids.permanent[0].id } })).name).toBe(ids.permanent[0].name);
  });

  it('ASSIGN_STUDENT_GROUPS creates over GraphQL; MANAGE_VBS over REST ({"id"}, 201); the color defaults to an unused one', async () => {
    const created = await organizer.gql(M.create, { input: { name: '  Oasis   Owls ', groupType: 'SCHEDULED' } });
    expect(created.errors).toBeUndefined();
    expect(created.data.createGroup.group).toMatchObject({ name: 'Oasis Owls', groupType: 'SCHEDULED', year: 2025 });
    expect(ids.groups.map((g) => g.color)).not.toContain(created.data.createGroup.group.color);

    const manager = await t.signIn('manager@example.org');
    const rest = await manager.rest('PUT', '/api/v1/group?name=Camels&year=2025&type=rotational&color=%23AABBCC');
    expect(rest.status).toBe(201);
    expect(rest.body).toEqual({ id: expect.any(Number) });
    const row = await t.prisma.group.findUniqueOrThrow({ where: { id: rest.body.id } });
    expect(row).toMatchObject({ name: 'Camels', type: 'ROTATIONAL', color: '#aabbcc' });
  });

  it('names the field on bad input and changes nothing; a duplicate name is a 409', async () => {
    const before = await t.prisma.group.count();
    const cases: [string, Record<string, unknown>, string][] = [
      ['empty name', { name: '   ', groupType: 'PERMANENT' }, 'name'],
      ['long name', { name: 'x'.repeat(61), groupType: 'PERMANENT' }, 'name'],
      ['bad color', { name: 'Ok', groupType: 'PERMANENT', color: 'red' }, 'color'],
      ['capacity', { name: 'Ok', groupType: 'ROTATIONAL', capacity: 0 }, 'capacity'],
      ['year', { name: 'Ok', groupType: 'PERMANENT', year: 1999 }, 'year'],
    ];
    for (const [label, input, field] of cases) {
      const res = await admin.gql(M.create, { input });
      expect(res.errors?.[0].extensions, label).toMatchObject({ code: 'BAD_INPUT', fields: { [field]: expect.any(String) } });
    }
    expect((await admin.rest('PUT', '/api/v1/group?name=Ok&year=2025&type=weekly')).body.error.fields).toEqual({ type: expect.any(String) });
    expect((await admin.rest('PUT', '/api/v1/group?year=2025&type=PERMANENT')).body.error.fields).toEqual({ name: 'Send name; it is required.' });
    expect((await admin.rest('PUT', `/api/v1/group/${ids.permanent[0].id}/color?value=blue`)).body.error.fields).toEqual({ color: expect.any(String) });
    expect((await admin.rest('PUT', `/api/v1/group/${ids.permanent[0].id}/name`)).body.error.fields).toEqual({ value: 'Send value; it is required.' });
    expect(errorCode(await admin.gql(M.rename, { input: { groupId: gid('Child', 1), name: 'X' } }))).toBe('BAD_INPUT');
    expect(await t.prisma.group.count()).toBe(before);

    const dup = await admin.rest('PUT', `/api/v1/group?name=${encodeURIComponent(ids.permanent[1].name)}&year=2025&type=PERMANENT`);
    expect(dup.status).toBe(409);
    const dupRename = await admin.gql(M.rename, { input: { groupId: gid('Group', ids.permanent[0].id), name: ids.permanent[1].name } });
    expect(errorCode(dupRename)).toBe('CONFLICT');
  });

  it('renames and recolors through both doors', async () => {
    const id = ids.clubs[0].id;
    const renamed = await organizer.gql(M.rename, { input: { groupId: gid('Group', id), name: 'Scribes' } });
    expect(renamed.data.renameGroup.group.name).toBe('Scribes');
    const rest = await admin.rest('PUT', `/api/v1/group/${id}/name?value=Hieroglyph%20Scribes`);
    expect(rest.status).toBe(200);
    expect(rest.body.group.name).toBe('Hieroglyph Scribes');
    const recolored = await admin.gql(M.recolor, { input: { groupId: gid('Group', id), color: '#123ABC' } });
    expect(recolored.data.recolorGroup.group.color).toBe('#123abc');
    const restColor = await admin.rest('PUT', `/api/v1/group/${id}/color?value=%23654321`);
    expect(restColor.body.group.color).toBe('#654321');
    expect((await admin.rest('PUT', '/api/v1/group/999999/name?value=Nope')).status).toBe(404);
  });

  it('deleting a group removes its assignments and points with it', async () => {
    const doomed = ids.permanent[5];
    expect(await t.prisma.groupChild.count({ where: { groupId: doomed.id } })).toBeGreaterThan(0);
    expect(await t.prisma.groupDayPoints.count({ where: { groupId: doomed.id } })).toBeGreaterThan(0);
    const res = await admin.gql(M.delete, { input: { groupId: gid('Group', doomed.id) } });
    expect(res.errors).toBeUndefined();
    expect(res.data.deleteGroup.group).toBeNull();
    expect(res.data.deleteGroup.groupId).toBe(gid('Group', doomed.id));
    expect(res.data.deleteGroup.groupList.groups.map((g: { name: string }) => g.name)).not.toContain(doomed.name);
    for (const table of [t.prisma.groupChild, t.prisma.groupStaff, t.prisma.groupIntern, t.prisma.groupDayPoints] as unknown as { count(a: object): Promise<number> }[]) {
      expect(await table.count({ where: { groupId: doomed.id } })).toBe(0);
    }
    expect((await admin.rest('DELETE', `/api/v1/group/${doomed.id}`)).status).toBe(404);
    const viaRest = await admin.rest('PUT', '/api/v1/group?name=Short-lived&type=PERMANENT');
    expect((await admin.rest('DELETE', `/api/v1/group/${viaRest.body.id}`)).status).toBe(204);
  });
});

describe('points', () => {
  it('any staff member adjusts a day’s points through both doors; REST answers {"points": total}', async () => {
    const group = ids.permanent[0];
    const day = ids.days[3];
    const rest = await plainStaff.rest('POST', `/api/v1/group/${group.id}/points/adjust?dayId=${day.id}&amount=40`);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ points: 40 });
    const gql = await plainStaff.gql(M.adjust, { input: { groupId: gid('Group', group.id), dayId: day.id, amount: -15 } });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.adjustGroupPoints).toMatchObject({ dayId: day.id, amount: 25 });
    const set = await plainStaff.gql(M.set, { input: { groupId: gid('Group', group.id), dayId: day.id, amount: 100 } });
    expect(set.data.setGroupDayPoints.amount).toBe(100);
    const total = (await t.prisma.groupDayPoints.aggregate({ where: { groupId: group.id }, _sum: { amount: true } }))._sum.amount;
    expect(set.data.setGroupDayPoints.group.totalPoints).toBe(total);
  });

  it('interns of another group and parents cannot change its points; signed out is 401', async () => {
    // The demo intern leads permanent[0] only (leader-view.test.ts covers their own group).
    const group = ids.permanent[1];
    const before = await t.prisma.groupDayPoints.findMany({ where: { groupId: group.id } });
    for (const client of [intern, parent]) {
      expect((await client.rest('POST', `/api/v1/group/${group.id}/points/adjust?dayId=${ids.days[0].id}&amount=5`)).status).toBe(403);
      expect(errorCode(await client.gql(M.adjust, { input: { groupId: gid('Group', group.id), dayId: ids.days[0].id, amount: 5 } }))).toBe('FORBIDDEN');
      expect(errorCode(await client.gql(M.set, { input: { groupId: gid('Group', group.id), dayId: ids.days[0].id, amount: 5 } }))).toBe('FORBIDDEN');
    }
    expect((await t.anonymous().rest('POST', `/api/v1/group/${group.id}/points/adjust?dayId=${ids.days[0].id}&amount=5`)).status).toBe(401);
    expect(await t.prisma.groupDayPoints.findMany({ where: { groupId: group.id } })).toEqual(before);
  });

  it('bounds the amount and the day, naming the field', async () => {
    const g = ids.permanent[0].id;
    const d = ids.days[0].id;
    for (const amount of ['0', '1001', '-1001', '2.5', 'lots']) {
      const res = await admin.rest('POST', `/api/v1/group/${g}/points/adjust?dayId=${d}&amount=${amount}`);
      expect(res.status, amount).toBe(400);
      expect(res.body.error.fields, amount).toEqual({ amount: expect.any(String) });
    }
    expect((await admin.rest('POST', `/api/v1/group/${g}/points/adjust?amount=5`)).body.error.fields).toEqual({ dayId: 'Send dayId; it is required.' });
    const otherYear = await admin.rest('POST', `/api/v1/group/${g}/points/adjust?dayId=999999&amount=5`);
    expect(otherYear.body.error.fields).toEqual({ dayId: expect.any(String) });
    expect((await admin.rest('POST', `/api/v1/group/999999/points/adjust?dayId=${d}&amount=5`)).status).toBe(404);
    const tooMuch = await admin.gql(M.set, { input: { groupId: gid('Group', g), dayId: d, amount: 100_001 } });
    expect(tooMuch.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { amount: expect.any(String) } });
  });

  it('refuses an adjustment that would take a day past ±100000, leaving the points as they were', async () => {
    const g = ids.permanent[1].id;
    const d = ids.days[4].id;
    await admin.gql(M.set, { input: { groupId: gid('Group', g), dayId: d, amount: 99_500 } });
    const res = await admin.rest('POST', `/api/v1/group/${g}/points/adjust?dayId=${d}&amount=600`);
    expect(res.status).toBe(409);
    expect((await t.prisma.groupDayPoints.findUniqueOrThrow({ where: { groupId_dayId: { groupId: g, dayId: d } } })).amount).toBe(99_500);
  });
});

describe('assigning children', () => {
  it('needs ASSIGN_STUDENT_GROUPS through both doors', async () => {
    const club = ids.clubs[1].id;
    const child = ids.ownChildIds[0];
    for (const client of [plainStaff, intern, parent]) {
      expect((await client.rest('PUT', `/api/v1/group?childId=${child}&groupId=${club}`)).status).toBe(403);
      expect((await client.rest('DELETE', `/api/v1/child/${child}/group?groupId=${club}`)).status).toBe(403);
      const res = await client.gql(M.child, { input: { groupId: gid('Group', club), childId: gid('Child', child), assigned: true } });
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
  });

  it('joining a permanent group moves the child out of their other one; REST says {"status"}', async () => {
    const child = ids.ownChildIds[0];
    const from = (await t.prisma.groupChild.findFirstOrThrow({ where: { childId: child, group: { type: 'PERMANENT' } } })).groupId;
    const to = ids.permanent.find((g) => g.id !== from && g.id !== ids.permanent[5].id)!.id;
    const res = await organizer.gql(M.child, { input: { groupId: gid('Group', to), childId: gid('Child', child), assigned: true } });
    expect(res.errors).toBeUndefined();
    expect(res.data.setChildGroupAssignment).toMatchObject({ assigned: true, child: { databaseId: child }, movedFrom: [{ databaseId: from }] });
    const permanent = await t.prisma.groupChild.findMany({ where: { childId: child, group: { type: 'PERMANENT' } } });
    expect(permanent.map((p) => p.groupId)).toEqual([to]);

    const back = await admin.rest('PUT', `/api/v1/group?childId=${child}&groupId=${from}`);
    expect(back.body).toEqual({ status: 'moved' });
    const again = await admin.rest('PUT', `/api/v1/group?childId=${child}&groupId=${from}`);
    expect(again.body).toEqual({ status: 'assigned' });
    expect((await admin.rest('DELETE', `/api/v1/child/${child}/group?groupId=${from}`)).status).toBe(204);
    expect(await t.prisma.groupChild.count({ where: { childId: child, groupId: from } })).toBe(0);
    expect((await admin.rest('PUT', `/api/v1/group?childId=999999&groupId=${from}`)).status).toBe(404);
    expect((await admin.rest('PUT', `/api/v1/group?childId=${child}`)).body.error.fields).toEqual({ groupId: 'Send groupId; it is required.' });
  });

  it('a full afternoon club refuses another child with 409', async () => {
    const club = ids.clubs.find((c) => c._count.children > 0)!;
    await t.prisma.group.update({ where: { id: club.id }, data: { capacity: club._count.children } });
    const outside = await t.prisma.child.findFirstOrThrow({ where: { groups: { none: { groupId: club.id } } } });
    const res = await admin.rest('PUT', `/api/v1/group?childId=${outside.id}&groupId=${club.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/full/);
    expect(await t.prisma.groupChild.count({ where: { groupId: club.id } })).toBe(club._count.children);
  });
});

describe('assigning staff and interns', () => {
  it('needs ASSIGN_STAFF through both doors', async () => {
    const g = ids.permanent[0].id;
    for (const client of [plainStaff, organizer, intern, parent]) {
      expect((await client.rest('POST', `/api/v1/group/${g}/intern?internId=${ids.intern.id}`)).status).toBe(403);
      expect((await client.rest('DELETE', `/api/v1/group/${g}/intern?internId=${ids.intern.id}`)).status).toBe(403);
      expect((await client.rest('POST', `/api/v1/group/${g}/staff?staffId=${ids.staff.id}`)).status).toBe(403);
      expect(errorCode(await client.gql(M.staff, { input: { groupId: gid('Group', g), staffId: gid('Staff', ids.staff.id), assigned: true } }))).toBe('FORBIDDEN');
      expect(errorCode(await client.gql(M.intern, { input: { groupId: gid('Group', g), internId: gid('Intern', ids.intern.id), assigned: true } }))).toBe('FORBIDDEN');
    }
  });

  it('ASSIGN_STAFF assigns and unassigns staff and interns through both doors', async () => {
    const assigner = await t.signIn('assigner@example.org');
    const g = ids.permanent[4].id;
    const staffRes = await assigner.gql(M.staff, { input: { groupId: gid('Group', g), staffId: gid('Staff', ids.admin.id), assigned: true } });
    expect(staffRes.errors).toBeUndefined();
    expect(staffRes.data.setStaffGroupAssignment.group.staff.map((s: { databaseId: number }) => s.databaseId)).toContain(ids.admin.id);
    expect((await assigner.rest('DELETE', `/api/v1/group/${g}/staff?staffId=${ids.admin.id}`)).status).toBe(204);
    expect(await t.prisma.groupStaff.count({ where: { groupId: g, staffId: ids.admin.id } })).toBe(0);

    expect((await assigner.rest('POST', `/api/v1/group/${g}/intern?internId=${ids.intern.id}`)).status).toBe(204);
    expect(await t.prisma.groupIntern.count({ where: { groupId: g, internId: ids.intern.id } })).toBe(1);
    const off = await assigner.gql(M.intern, { input: { groupId: gid('Group', g), internId: gid('Intern', ids.intern.id), assigned: false } });
    expect(off.data.setInternGroupAssignment.group.interns.map((i: { databaseId: number }) => i.databaseId)).not.toContain(ids.intern.id);
    expect((await assigner.rest('POST', `/api/v1/group/${g}/intern?internId=999999`)).status).toBe(404);
    expect((await assigner.rest('POST', `/api/v1/group/${g}/intern`)).body.error.fields).toEqual({ internId: 'Send internId; it is required.' });
  });
});
