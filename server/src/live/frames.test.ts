// /api/v1/updates serialises an event once per audience and writes the same frame to every stream of it
// (frames.ts). The frame one viewer is handed must be exactly what it would have been handed had it built
// its own: a frame built for one audience never reaches another.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Viewer, ALL_PERMISSIONS, type ViewerIdentity } from '../auth/viewer.ts';
import type { Permission } from '../generated/prisma/enums.ts';
import { mayReceive, type LiveEvent, type LiveEventType } from './bus.ts';
import { audienceKey, sseFrame } from './frames.ts';

const decoder = new TextDecoder();
const frameOf = (viewer: Viewer, event: LiveEvent) => decoder.decode(sseFrame(viewer, event));

/**
 * The rule, stated apart from the code under test: group events reach non-staff without the roster ids
 * (which child, staff member or intern); everything else is the event's data as published.
 */
function expectedFrame(viewer: Viewer, event: LiveEvent): string {
  let data = event.data;
  if (event.type.startsWith('group-') && !viewer.isStaff) {
    data = Object.fromEntries(Object.entries(data).filter(([k]) => !['childId', 'staffId', 'internId'].includes(k)));
  }
  return `event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

const identity = (accountId: number, roles: { staff?: boolean; intern?: boolean; parent?: boolean }, permissions: Permission[] = []): ViewerIdentity => ({
  accountId,
  email: `a${accountId}@example.org`,
  parentId: roles.parent ? accountId : null,
  staffId: roles.staff ? accountId : null,
  internId: roles.intern ? accountId : null,
  permissions,
});

describe('one frame per audience', () => {
  const assignment: LiveEvent = { type: 'group-child-assignment', data: { groupId: 4, year: 2025, childId: 17, assigned: true }, audience: { staffAndInterns: true } };

  it('staff read the roster ids of a group event and interns do not, whoever builds the shared frame first', () => {
    const staff = new Viewer(identity(1, { staff: true }));
    const intern = new Viewer(identity(2, { intern: true }));
    const internFirst: LiveEvent = { ...assignment };
    expect(JSON.parse(frameOf(intern, internFirst).split('data: ')[1])).toEqual({ groupId: 4, year: 2025, assigned: true });
    expect(JSON.parse(frameOf(staff, internFirst).split('data: ')[1])).toEqual({ groupId: 4, year: 2025, childId: 17, assigned: true });
    const staffFirst: LiveEvent = { ...assignment };
    expect(frameOf(staff, staffFirst)).toContain('"childId":17');
    expect(frameOf(intern, staffFirst)).not.toContain('childId');
  });

  it('viewers of one audience share the very same bytes; another audience gets its own', () => {
    const event: LiveEvent = { ...assignment };
    const a = new Viewer(identity(1, { staff: true }, ['MANAGE_VBS']));
    const b = new Viewer(identity(2, { staff: true }, ['MANAGE_VBS']));
    const c = new Viewer(identity(3, { staff: true }));
    expect(sseFrame(b, event)).toBe(sseFrame(a, event));
    expect(audienceKey(c, event)).not.toBe(audienceKey(a, event));
    expect(sseFrame(c, event)).not.toBe(sseFrame(a, event));
  });

  it('an event addressed to accounts is framed per account', () => {
    const event: LiveEvent = { type: 'staff-permission', data: { staffId: 5 }, audience: { accountIds: [1, 2] } };
    const one = new Viewer(identity(1, { staff: true }));
    const two = new Viewer(identity(2, { staff: true }));
    expect(audienceKey(one, event)).not.toBe(audienceKey(two, event));
    expect(sseFrame(one, event)).not.toBe(sseFrame(two, event));
  });

  it('a viewer whose rights change is framed as its new audience', async () => {
    let current = identity(1, { staff: true });
    const viewer = new Viewer(current, 's1', { reload: async () => ({ identity: current, sessionDeadline: Date.now() + 60_000 }) });
    const before = audienceKey(viewer, assignment);
    current = identity(1, { intern: true });
    await viewer.reload();
    expect(audienceKey(viewer, assignment)).not.toBe(before);
    expect(frameOf(viewer, { ...assignment })).not.toContain('childId');
  });
});

describe('the frame cache never leaks across audiences', () => {
  const TYPES: LiveEventType[] = ['group-child-assignment', 'group-staff-assignment', 'group-day-points', 'child-updated-staff-notes', 'event-details-changed', 'staff-permission', 'first-aid-report'];
  const permissions = fc.subarray(ALL_PERMISSIONS);
  const identities = fc.record({
    accountId: fc.integer({ min: 1, max: 6 }),
    staff: fc.boolean(),
    intern: fc.boolean(),
    parent: fc.boolean(),
    permissions,
  });
  const events = fc.record({
    type: fc.constantFrom(...TYPES),
    data: fc.record({ groupId: fc.nat(), childId: fc.nat(), staffId: fc.nat(), internId: fc.nat(), note: fc.string() }, { requiredKeys: ['groupId'] }),
    audience: fc.option(
      fc.record({ staffOnly: fc.boolean(), staffAndInterns: fc.boolean(), accountIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }), permissions }, { requiredKeys: [] }),
      { nil: undefined },
    ),
  });

  it('every viewer, in any order and with rights changing between events, is handed exactly the frame built for it alone', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(identities, { minLength: 1, maxLength: 8 }),
        fc.array(events, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.option(identities, { nil: undefined })), { minLength: 1, maxLength: 40 }),
        async (people, published, steps) => {
          const current = people.map((p) => identity(p.accountId, p, p.permissions));
          const viewers = current.map((id, i) => new Viewer(id, `s${i}`, { reload: async () => ({ identity: current[i], sessionDeadline: Date.now() + 60_000 }) }));
          const live = published.map((e) => e as LiveEvent);
          for (const [who, which, becomes] of steps) {
            const i = who % viewers.length;
            if (becomes) {
              current[i] = identity(becomes.accountId, becomes, becomes.permissions);
              await viewers[i].reload();
            }
            const viewer = viewers[i];
            const event = live[which % live.length];
            // What /api/v1/updates does: a frame only for an event the viewer may receive.
            if (mayReceive(viewer, event)) expect(frameOf(viewer, event)).toBe(expectedFrame(viewer, event));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
