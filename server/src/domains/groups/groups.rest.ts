// SPEC §7 Groups calls, on the groups service (CONTRACT.md shapes: {"group"}, {"groups"}, {"id"}, {"points"}).
// Beyond §7: POST/DELETE /api/v1/group/{id}/staff?staffId mirrors the intern call, so every change the
// GraphQL door offers has a REST door too.
import { z } from 'zod';
import { RestRoutes, answer, type Method } from '../../http/operation.ts';
import { idParams, pathId, queryInt, queryText, queryYear } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';
import { readInput } from '../../input.ts';
import { inQuery, pageSize } from '../../paging-input.ts';
import { ADJUSTMENTS_PAGE_MAX } from './groups-points.service.ts';
import { groupsPolicy } from './groups.policy.ts';
import { groupRecolorSchema, groupRenameSchema, newGroupSchema, pointsAdjustmentSchema } from '../../../../forms/groups.ts';

const TAG = 'groups';
const groups = (c: AppContext) => c.var.ctx.services.groups;
const groupPoints = (c: AppContext) => c.var.ctx.services.groupPoints;

const groupOut = z
  .object({
    id: z.number(),
    name: z.string(),
    color: z.string(),
    groupType: z.string(),
    capacity: z.number().nullable(),
    childIds: z.array(z.number()).optional().meta({ description: 'Only for those who may read rosters.' }),
    staffIds: z.array(z.number()).optional(),
    internIds: z.array(z.number()).optional(),
    pointsRecords: z.array(z.object({ dayId: z.number(), amount: z.number() })),
    year: z.number(),
  })
  .meta({ id: 'Group' });
const groupAnswer = z.object({ group: groupOut });
const groupsAnswer = z.object({ groups: z.array(groupOut) });
const pointsAnswer = z.object({ points: z.number() });
const noContent = { 204: { description: 'Done.' } };

const listQuery = z.object({ year: queryYear().optional() });
const list = async (c: AppContext, year: number | undefined) => ({ groups: await groups(c).listGroups(c.var.ctx.viewer, year) });

export function groupsRoutes() {
  const routes = new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/group/all',
      tag: TAG,
      summary: 'The groups of a year (default: the current edition).',
      query: listQuery,
      responses: { 200: groupsAnswer },
      handler: (c, { query }) => list(c, query.year),
    })
    .operation({
      method: 'get',
      path: '/api/v1/group/:id{[0-9]+}',
      tag: TAG,
      summary: 'One group.',
      params: idParams,
      responses: { 200: groupAnswer },
      handler: async (c, { params }) => ({ group: await groups(c).getGroup(c.var.ctx.viewer, params.id) }),
    })
    // One path, three calls: the list (older fallback), creating a group, and putting a child in a group.
    .operation({
      method: 'get',
      path: '/api/v1/group',
      tag: TAG,
      summary: 'The groups of a year (the older path of GET /api/v1/group/all).',
      query: listQuery,
      responses: { 200: groupsAnswer },
      handler: (c, { query }) => list(c, query.year),
    })
    .operation({
      method: 'put',
      path: '/api/v1/group',
      tag: TAG,
      summary: 'With childId and groupId: puts the child in the group ({status}). Otherwise creates a group from name and type (201 {id}).',
      query: z.object({
        childId: queryInt().optional(),
        groupId: queryInt().optional(),
        name: queryText().optional(),
        type: queryText().optional().meta({ description: 'PERMANENT or ROTATIONAL.' }),
        year: queryYear().optional(),
        color: z.string().optional(),
      }),
      responses: { 200: z.object({ status: z.enum(['assigned', 'moved']) }), 201: z.object({ id: z.number() }) },
      handler: async (c, { query }) => {
        const { viewer } = c.var.ctx;
        const required = (name: string, value: unknown) => {
          if (value === undefined) throw badInput({ [name]: 'is required' });
        };
        if (query.childId !== undefined) {
          required('groupId', query.groupId);
          const change = await groups(c).assignChild(viewer, query.groupId!, query.childId, true);
          return { status: change.movedFromGroupIds?.length ? ('moved' as const) : ('assigned' as const) };
        }
        required('name', query.name);
        required('type', query.type);
        const group = readInput(newGroupSchema, { name: query.name, year: query.year, type: query.type, color: query.color });
        return answer(201, { id: await groups(c).createGroup(viewer, group) });
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/group/:id{[0-9]+}/name',
      tag: TAG,
      summary: 'Renames a group.',
      params: idParams,
      guard: (c) => groupsPolicy.manageGroups(c.var.ctx.viewer),
      query: z.object({ value: queryText() }),
      responses: { 200: groupAnswer },
      handler: async (c, { params, query }) => {
        await groups(c).renameGroup(c.var.ctx.viewer, params.id, readInput(groupRenameSchema, { name: query.value }).name);
        return { group: await groups(c).getGroup(c.var.ctx.viewer, params.id) };
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/group/:id{[0-9]+}/color',
      tag: TAG,
      summary: 'Changes a group’s colour (#rrggbb).',
      params: idParams,
      guard: (c) => groupsPolicy.manageGroups(c.var.ctx.viewer),
      query: z.object({ value: queryText() }),
      responses: { 200: groupAnswer },
      handler: async (c, { params, query }) => {
        await groups(c).recolorGroup(c.var.ctx.viewer, params.id, readInput(groupRecolorSchema, { color: query.value }).color);
        return { group: await groups(c).getGroup(c.var.ctx.viewer, params.id) };
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/group/:id{[0-9]+}/points/adjust',
      tag: TAG,
      summary: 'Adds (or with a negative amount takes) points for a group on a day; answers the day’s points.',
      params: idParams,
      guard: (c) => groupsPolicy.mayAdjustSomePoints(c.var.ctx.viewer),
      query: z.object({ dayId: queryInt(), amount: queryInt() }),
      responses: { 200: pointsAnswer },
      handler: async (c, { params, query }) => {
        const { amount } = readInput(pointsAdjustmentSchema, { amount: query.amount });
        return { points: (await groupPoints(c).adjustPoints(c.var.ctx.viewer, params.id, query.dayId, amount)).amount };
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/group/:id{[0-9]+}/points/adjustments',
      tag: TAG,
      summary: 'The group’s latest points adjustments, newest first.',
      params: idParams,
      query: z.object({ limit: inQuery(pageSize(ADJUSTMENTS_PAGE_MAX, 'adjustments', 20)) }),
      responses: {
        200: z.object({
          adjustments: z.array(
            z.object({
              id: z.number(),
              dayId: z.number(),
              amount: z.number(),
              createdAt: z.string(),
              byStaffId: z.number().nullable(),
              byName: z.string().nullable(),
              undoneAt: z.string().nullable(),
              undoneByStaffId: z.number().nullable(),
              undoneByName: z.string().nullable(),
              canUndo: z.boolean(),
            }),
          ),
        }),
      },
      handler: async (c, { params, query }) => ({ adjustments: await groupPoints(c).recentAdjustments(c.var.ctx.viewer, params.id, query.limit ?? 20) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/group/:id{[0-9]+}/points/adjustments/:adjustmentId{[0-9]+}/undo',
      tag: TAG,
      summary: 'Undoes a points adjustment made today; answers the day’s points.',
      params: z.object({ id: pathId(), adjustmentId: pathId() }),
      responses: { 200: pointsAnswer },
      handler: async (c, { params }) => ({ points: (await groupPoints(c).undoPointsAdjustment(c.var.ctx.viewer, params.adjustmentId, params.id)).amount }),
    })
    .operation({
      method: 'delete',
      path: '/api/v1/group/:id{[0-9]+}',
      tag: TAG,
      summary: 'Deletes a group.',
      params: idParams,
      responses: noContent,
      handler: async (c, { params }) => {
        await groups(c).deleteGroup(c.var.ctx.viewer, params.id);
        return answer(204, null);
      },
    })
    // SPEC §7 Children: remove a group from a child's badge.
    .operation({
      method: 'delete',
      path: '/api/v1/child/:id{[0-9]+}/group',
      tag: TAG,
      summary: 'Takes a child out of a group.',
      params: idParams,
      query: z.object({ groupId: queryInt() }),
      responses: noContent,
      handler: async (c, { params, query }) => {
        await groups(c).assignChild(c.var.ctx.viewer, query.groupId, params.id, false);
        return answer(204, null);
      },
    });

  for (const [method, assigned] of [['post', true], ['delete', false]] satisfies [Method, boolean][]) {
    const verb = assigned ? 'Assigns' : 'Unassigns';
    routes
      .operation({
        method,
        path: '/api/v1/group/:id{[0-9]+}/intern',
        tag: TAG,
        summary: `${verb} an intern to or from the group.`,
        params: idParams,
        query: z.object({ internId: queryInt() }),
        responses: noContent,
        handler: async (c, { params, query }) => {
          await groups(c).assignIntern(c.var.ctx.viewer, params.id, query.internId, assigned);
          return answer(204, null);
        },
      })
      .operation({
        method,
        path: '/api/v1/group/:id{[0-9]+}/staff',
        tag: TAG,
        summary: `${verb} a staff member to or from the group.`,
        params: idParams,
        query: z.object({ staffId: queryInt() }),
        responses: noContent,
        handler: async (c, { params, query }) => {
          await groups(c).assignStaff(c.var.ctx.viewer, params.id, query.staffId, assigned);
          return answer(204, null);
        },
      });
  }
  return routes;
}
