// SPEC §7 Parents and Children calls (staff notes, groups and attendance are other domains' routes), on
// the people service. Paths are registered with and without the trailing slash the spec writes.
import { Hono } from 'hono';
import { badInput } from '../../errors.ts';
import { jsonBody, pathId, queryInt, type AppContext, type AppEnv } from '../../http/rest.ts';
import { familyOf } from './family.ts';
import { childJson, emergencyContactJson, parentJson } from './people.json.ts';

const both = (path: string) => [path, `${path}/`];

export function peopleRoutes() {
  const r = new Hono<AppEnv>();
  const people = (c: AppContext) => c.var.ctx.services.people;

  async function contactsResponse(c: AppContext, status: 200 | 201 = 200) {
    const parent = await people(c).readParent(c.var.ctx.viewer);
    return c.json({ emergencyContacts: parent.emergencyContacts.map(emergencyContactJson) }, status);
  }
  async function childResponse(c: AppContext, childId: number, status: 200 | 201 = 200) {
    const { viewer, prisma } = c.var.ctx;
    const child = await people(c).readChild(viewer, childId);
    return c.json({ child: childJson(viewer, await familyOf(prisma, viewer), child) }, status);
  }

  // ── parents ──
  r.on('GET', both('/api/v1/parent'), async (c) => {
    const parent = await people(c).readParent(c.var.ctx.viewer, queryInt(c, 'id', { required: false }));
    return c.json({ parent: parentJson(c.var.ctx.viewer, parent) });
  });
  r.on('PUT', both('/api/v1/parent'), async (c) => {
    const { viewer } = c.var.ctx;
    const parentId = await people(c).saveOwnProfile(viewer, await jsonBody(c));
    return c.json({ parent: parentJson(viewer, await people(c).readParent(viewer, parentId)) });
  });
  r.get('/api/v1/parent/emails', async (c) => c.json({ emails: await people(c).registeredFamilyEmails(c.var.ctx.viewer) }));

  // ── emergency contacts ──
  r.on('GET', both('/api/v1/parent/emergencyContact'), (c) => contactsResponse(c));
  r.on('POST', both('/api/v1/parent/emergencyContact'), async (c) => {
    const body = await jsonBody(c);
    const id = body.id === undefined || body.id === null ? null : Number(body.id);
    if (id !== null && (!Number.isSafeInteger(id) || id <= 0)) throw badInput({ id: 'Give the id as a positive whole number.' });
    await people(c).saveEmergencyContact(c.var.ctx.viewer, id, body);
    return contactsResponse(c, id === null ? 201 : 200);
  });
  r.on('DELETE', both('/api/v1/parent/emergencyContact'), async (c) => {
    await people(c).deleteEmergencyContact(c.var.ctx.viewer, queryInt(c, 'id')!);
    return contactsResponse(c);
  });
  r.put('/api/v1/parent/emergencyContact/priority', async (c) => {
    await people(c).moveEmergencyContact(c.var.ctx.viewer, queryInt(c, 'id')!, queryInt(c, 'priority')!);
    return contactsResponse(c);
  });

  // ── children ──
  r.on('GET', both('/api/v1/child'), async (c) => {
    const { viewer, prisma } = c.var.ctx;
    const [children, family] = await Promise.all([people(c).listChildren(viewer), familyOf(prisma, viewer)]);
    return c.json({ children: children.map((child) => childJson(viewer, family, child)) });
  });
  r.get('/api/v1/child/:id{[0-9]+}', async (c) => childResponse(c, pathId(c)));
  r.on('PUT', both('/api/v1/child'), async (c) => {
    const childId = await people(c).saveChild(c.var.ctx.viewer, null, await jsonBody(c));
    return childResponse(c, childId, 201);
  });
  r.put('/api/v1/child/:id{[0-9]+}', async (c) => {
    const childId = await people(c).saveChild(c.var.ctx.viewer, pathId(c), await jsonBody(c));
    return childResponse(c, childId);
  });

  return r;
}
