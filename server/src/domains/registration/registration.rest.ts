// SPEC §7 Registrations (pending, all) plus the calls the GraphQL door also offers — the form,
// submitting, approving and declining — on the same registration service.
import { Hono } from 'hono';
import type { Viewer } from '../../auth/viewer.ts';
import { badInput } from '../../errors.ts';
import { jsonBody, pathId, queryInt, type AppContext, type AppEnv } from '../../http/rest.ts';
import { familyOf } from '../people/family.ts';
import type { Family } from '../people/people.policy.ts';
import { childJson } from '../people/people.json.ts';
import type { ChildRegistrationInput, RegistrationRow } from './registration.service.ts';

/** SPEC §3 Registration: id, groupIds, children (each with registrationId), latestAttendanceRecord. */
function registrationJson(viewer: Viewer, family: Family, r: RegistrationRow) {
  const latest = r.child.attendance[0];
  return {
    id: r.id,
    year: r.year,
    status: r.status,
    decisionReason: r.decisionReason,
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    submittedBy: r.submittedBy,
    groupIds: r.child.groups.map((g) => g.groupId),
    children: [{ ...childJson(viewer, family, r.child), registrationId: r.id }],
    responses: r.responses.map((x) => ({ id: x.id, prompt: x.prompt, response: x.response, value: x.value ?? null })),
    latestAttendanceRecord: latest ? { id: latest.id, kind: latest.kind, recordedAt: latest.recordedAt.toISOString(), scheduleId: latest.scheduleId } : null,
  };
}

function readChildren(body: Record<string, unknown>): ChildRegistrationInput[] {
  const children = body.children;
  if (!Array.isArray(children)) throw badInput({ children: 'Send children as a list of { childId, responses }.' });
  return children.map((entry, i) => {
    const { childId, responses } = (entry ?? {}) as { childId?: unknown; responses?: unknown };
    if (typeof childId !== 'number' || !Number.isSafeInteger(childId)) throw badInput({ [`children[${i}].childId`]: 'Give the child as its id.' });
    if (!Array.isArray(responses)) throw badInput({ [`children[${i}].responses`]: 'Send the responses as a list of { questionId, response }.' });
    return {
      childId,
      responses: responses.map((x, j) => {
        const { questionId, response } = (x ?? {}) as { questionId?: unknown; response?: unknown };
        if (typeof questionId !== 'number' || typeof response !== 'string') throw badInput({ [`children[${i}].responses[${j}]`]: 'Send each response as { questionId: number, response: string }.' });
        return { questionId, response };
      }),
    };
  });
}

export function registrationRoutes() {
  const r = new Hono<AppEnv>();
  const service = (c: AppContext) => c.var.ctx.services.registration;
  async function listResponse(c: AppContext, rows: RegistrationRow[], status: 200 | 201 = 200) {
    const { viewer, prisma } = c.var.ctx;
    const family = await familyOf(prisma, viewer);
    return c.json({ registrations: rows.map((row) => registrationJson(viewer, family, row)) }, status);
  }
  async function oneResponse(c: AppContext, id: number) {
    const { viewer, prisma } = c.var.ctx;
    const [row] = await service(c).read(viewer, [id]);
    return c.json({ registration: registrationJson(viewer, await familyOf(prisma, viewer), row) });
  }

  r.get('/api/v1/registration/pending', async (c) => listResponse(c, await service(c).pending(c.var.ctx.viewer)));
  r.get('/api/v1/registration/all', async (c) => listResponse(c, await service(c).all(c.var.ctx.viewer, queryInt(c, 'year', { required: false }))));

  r.get('/api/v1/registration/form', async (c) => {
    c.var.ctx.viewer.requireSignedIn();
    const form = await service(c).currentForm();
    const { groups, questions, ...edition } = form;
    return c.json({ form: { ...edition, questions: questions.map(({ id, key, prompt, required, position, type, options }) => ({ id, key, prompt, required, position, type, options })), clubs: groups } });
  });

  r.post('/api/v1/registration', async (c) => {
    const { viewer } = c.var.ctx;
    const ids = await service(c).submit(viewer, readChildren(await jsonBody(c)));
    return listResponse(c, await service(c).read(viewer, ids), 201);
  });

  r.post('/api/v1/registration/:id{[0-9]+}/approve', async (c) => {
    const id = await service(c).decide(c.var.ctx.viewer, pathId(c), 'APPROVED', null);
    return oneResponse(c, id);
  });
  r.post('/api/v1/registration/:id{[0-9]+}/decline', async (c) => {
    const body = await jsonBody<{ reason?: unknown }>(c);
    const id = await service(c).decide(c.var.ctx.viewer, pathId(c), 'DECLINED', typeof body.reason === 'string' ? body.reason : null);
    return oneResponse(c, id);
  });

  // Bulk approval with an undo window (registration-decisions.ts): the e-mails leave when undoUntil passes.
  r.post('/api/v1/registration/approve', async (c) => {
    const body = await jsonBody<{ registrationIds?: unknown }>(c);
    const ids = Array.isArray(body.registrationIds) && body.registrationIds.every((id) => Number.isSafeInteger(id)) ? (body.registrationIds as number[]) : null;
    if (!ids) throw badInput({ registrationIds: 'Send the registrations to approve as a list of ids.' });
    const result = await service(c).approveMany(c.var.ctx.viewer, ids);
    return c.json({ batch: result.batch, approved: result.approved, undoUntil: result.undoUntil.toISOString() });
  });
  r.post('/api/v1/registration/approve/undo', async (c) => {
    const body = await jsonBody<{ batch?: unknown }>(c);
    const restored = await service(c).undoApprovals(c.var.ctx.viewer, typeof body.batch === 'string' ? body.batch : '');
    return c.json({ restored });
  });

  return r;
}
