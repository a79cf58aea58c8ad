// Where SPEC §7 says "with body X" (event, curriculum, staffNotes, internalNotes), a client written from the
// SPEC alone may send X itself or {X: …}: both are read as X, and a problem is named after X either way.
// The REST child carries SPEC §3's groups and internalNotes, the notes for staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let t: TestApp;
let staff: TestClient;
let parent: TestClient;
let dayId: number;
let childId: number;
let parentId: number;

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  await createStaff(t, 'wrapper@example.org', ['SCHEDULE_CLASSES', 'MANAGE_VBS', 'ASSIGN_STUDENT_GROUPS']);
  staff = await t.signIn('wrapper@example.org');
  parent = await t.signIn('wrapped-parent@example.org');
  const profile = { firstName: 'Wren', lastName: 'Wrapped', email: 'wrapped-parent@example.org', phone: '6125550111', address: {} };
  parentId = (await parent.rest('PUT', '/api/v1/parent', profile)).body.parent.id;
  childId = (await parent.rest('PUT', '/api/v1/child', { firstName: 'Robin', lastName: 'Wrapped', gradeEntering: 3 })).body.child.id;
  const scheduleId = (await staff.rest('POST', '/api/v1/schedule')).body.id;
  dayId = (await staff.rest('POST', `/api/v1/schedule/${scheduleId}/day?date=2025-08-11`)).body.id;
});

afterAll(async () => {
  await t?.close();
});

describe('"with body X": the bare X or {X: …}', () => {
  it('adds an event sent bare and one sent wrapped', async () => {
    const bare = await staff.rest('POST', `/api/v1/schedule/day/${dayId}/event`, { name: 'Opening', startTime: '09:00', endTime: '09:30' });
    const wrapped = await staff.rest('POST', `/api/v1/schedule/day/${dayId}/event`, { event: { name: 'Snack', startTime: '10:00', endTime: '10:15' } });
    expect([bare.status, wrapped.status], JSON.stringify([bare.body, wrapped.body])).toEqual([201, 201]);
    const day = await staff.rest('GET', `/api/v1/schedule/day/${dayId}`);
    expect(day.body.day.events.map((e: { name: string }) => e.name)).toEqual(['Opening', 'Snack']);
  });

  it('names the event when neither shape is an event', async () => {
    const res = await staff.rest('POST', `/api/v1/schedule/day/${dayId}/event`, { event: 'Opening' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['event']);
  });

  it('sets curriculum sent bare and sent wrapped', async () => {
    const bare = await staff.rest('POST', `/api/v1/schedule/day/${dayId}/curriculum`, { headline: '<p>Bare</p>' });
    expect(bare.status).toBe(200);
    expect(bare.body.day.curriculum.headline).toBe('<p>Bare</p>');
    const wrapped = await staff.rest('POST', `/api/v1/schedule/day/${dayId}/curriculum`, { curriculum: { headline: '<p>Wrapped</p>' } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.day.curriculum.headline).toBe('<p>Wrapped</p>');
  });

  it('saves staff notes and family notes sent bare (a JSON string) and sent wrapped', async () => {
    const bare = await staff.rest('POST', `/api/v1/child/${childId}/staffNotes`, '<p>Bare note</p>');
    expect(bare.status).toBe(200);
    expect(bare.body.child.staffNotes).toBe('<p>Bare note</p>');
    const wrapped = await staff.rest('POST', `/api/v1/child/${childId}/staffNotes`, { staffNotes: '<p>Wrapped note</p>' });
    expect(wrapped.body.child.staffNotes).toBe('<p>Wrapped note</p>');
    const family = await staff.rest('POST', `/api/v1/parent/${parentId}/internalNotes`, '<p>Family note</p>');
    expect(family.status).toBe(200);
    expect(family.body.parent.internalNotes).toBe('<p>Family note</p>');
    const familyWrapped = await staff.rest('POST', `/api/v1/parent/${parentId}/internalNotes`, { internalNotes: '<p>Family wrapped</p>' });
    expect(familyWrapped.body.parent.internalNotes).toBe('<p>Family wrapped</p>');
    const wrong = await staff.rest('POST', `/api/v1/child/${childId}/staffNotes`, { staffNotes: 42 });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.error.fields)).toEqual(['staffNotes']);
  });
});

describe('the REST child: SPEC §3 groups and internalNotes', () => {
  it('shows staff the child’s groups and notes, and the parent the groups but never the notes', async () => {
    const groupId = (await staff.rest('PUT', '/api/v1/group?name=Lions&type=PERMANENT')).body.id;
    expect((await staff.rest('PUT', `/api/v1/group?childId=${childId}&groupId=${groupId}`)).status).toBe(200);
    await staff.rest('POST', `/api/v1/child/${childId}/staffNotes`, { staffNotes: '<p>Staff only</p>' });
    const asStaff = (await staff.rest('GET', `/api/v1/child/${childId}`)).body.child;
    expect(asStaff.groups).toEqual([expect.objectContaining({ id: groupId, name: 'Lions', type: 'PERMANENT' })]);
    expect(asStaff.internalNotes).toBe('<p>Staff only</p>');
    const asParent = (await parent.rest('GET', `/api/v1/child/${childId}`)).body.child;
    expect(asParent.groups.map((g: { name: string }) => g.name)).toEqual(['Lions']);
    expect(asParent.internalNotes).toBeNull();
    expect(asParent.staffNotes).toBeNull();
  });
});
