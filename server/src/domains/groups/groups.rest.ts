// SPEC §7 Groups calls, on the groups service (CONTRACT.md shapes: {"group"}, {"groups"}, {"id"}, {"points"}).
// Beyond §7: POST/DELETE /api/v1/group/{id}/staff?staffId mirrors the intern call, so every change the
// GraphQL door offers has a REST door too.
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../http/rest.ts';
import { pathId, queryInt } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';

const groups = (c: AppContext) => c.var.ctx.services.groups;
const groupPoints = (c: AppContext) => c.var.ctx.services.groupPoints;

function requiredQuery(c: AppContext, name: string): string {
  const value = c.req.query(name);
  if (value === undefined || value.trim() === '') throw badInput({ [name]: `Send ${name}; it is required.` });
  return value;
}

export function groupsRoutes() {
  const r = new Hono<AppEnv>();

  const list = async (c: AppContext) => c.json({ groups: await groups(c).listGroups(c.var.ctx.viewer, queryInt(c, 'year', { required: false })) });
  r.get('/api/v1/group/all', list);

  r.get('/api/v1/group/:id{[0-9]+}', async (c) => c.json({ group: await groups(c).getGroup(c.var.ctx.viewer, pathId(c)) }));

  // One path, three calls: the list (older fallback), creating a group, and putting a child in a group.
  r.get('/api/v1/group', list);
  r.put('/api/v1/group', async (c) => {
    const { viewer } = c.var.ctx;
    if (c.req.query('childId') !== undefined) {
      const childId = queryInt(c, 'childId')!;
      const groupId = queryInt(c, 'groupId')!;
      const change = await groups(c).assignChild(viewer, groupId, childId, true);
      return c.json({ status: change.movedFromGroupIds?.length ? 'moved' : 'assigned' });
    }
    const name = requiredQuery(c, 'name');
    const id = await groups(c).createGroup(viewer, { name, year: queryInt(c, 'year', { required: false }), groupType: requiredQuery(c, 'type'), color: c.req.query('color') });
    return c.json({ id }, 201);
  });

  r.put('/api/v1/group/:id{[0-9]+}/name', async (c) => {
    const id = pathId(c);
    await groups(c).renameGroup(c.var.ctx.viewer, id, requiredQuery(c, 'value'));
    return c.json({ group: await groups(c).getGroup(c.var.ctx.viewer, id) });
  });

  r.put('/api/v1/group/:id{[0-9]+}/color', async (c) => {
    const id = pathId(c);
    await groups(c).recolorGroup(c.var.ctx.viewer, id, requiredQuery(c, 'value'));
    return c.json({ group: await groups(c).getGroup(c.var.ctx.viewer, id) });
  });

  r.post('/api/v1/group/:id{[0-9]+}/points/adjust', async (c) => {
    const change = await groupPoints(c).adjustPoints(c.var.ctx.viewer, pathId(c), queryInt(c, 'dayId')!, queryInt(c, 'amount')!);
    return c.json({ points: change.amount });
  });

  // Beyond §7: the adjustment log and undo, in the style of points/adjust.
  r.get('/api/v1/group/:id{[0-9]+}/points/adjustments', async (c) => {
    const limit = queryInt(c, 'limit', { required: false });
    return c.json({ adjustments: await groupPoints(c).recentAdjustments(c.var.ctx.viewer, pathId(c), limit ?? 20) });
  });
  r.post('/api/v1/group/:id{[0-9]+}/points/adjustments/:adjustmentId{[0-9]+}/undo', async (c) => {
    const change = await groupPoints(c).undoPointsAdjustment(c.var.ctx.viewer, pathId(c, 'adjustmentId'), pathId(c));
    return c.json({ points: change.amount });
  });

  r.delete('/api/v1/group/:id{[0-9]+}', async (c) => {
    await groups(c).deleteGroup(c.var.ctx.viewer, pathId(c));
    return c.body(null, 204);
  });

  for (const [method, assigned] of [['post', true], ['delete', false]] as const) {
    r[method]('/api/v1/group/:id{[0-9]+}/intern', async (c) => {
      await groups(c).assignIntern(c.var.ctx.viewer, pathId(c), queryInt(c, 'internId')!, assigned);
      return c.body(null, 204);
    });
    r[method]('/api/v1/group/:id{[0-9]+}/staff', async (c) => {
      await groups(c).assignStaff(c.var.ctx.viewer, pathId(c), queryInt(c, 'staffId')!, assigned);
      return c.body(null, 204);
    });
  }

  // SPEC §7 Children: remove a group from a child's badge.
  r.delete('/api/v1/child/:id{[0-9]+}/group', async (c) => {
    await groups(c).assignChild(c.var.ctx.viewer, queryInt(c, 'groupId')!, pathId(c), false);
    return c.body(null, 204);
  });

  return r;
}
