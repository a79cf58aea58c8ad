// SPEC §7 Parents and Children calls (staff notes, groups and attendance are other domains' routes), on
// the people service. Paths answer with and without the trailing slash the spec writes.
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import { bodyId, idParams, queryInt } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { childSchema, contactPrioritySchema, emergencyContactSchema, parentProfileSchema } from '../../../../forms/family.ts';
import { familyOf } from './family.ts';
import { peoplePolicy } from './people.policy.ts';
import { childJson, childOut, emergencyContactJson, emergencyContactOut, parentJson, parentOut } from './people.json.ts';

const TAG = 'people';
const people = (c: AppContext) => c.var.ctx.services.people;

/** Family writes are a parent's own: anyone else is refused before the body is read. */
const ownParent = (c: AppContext) => void peoplePolicy.requireOwnParent(c.var.ctx.viewer);

const contactsOut = z.object({ emergencyContacts: z.array(emergencyContactOut) });
const childAnswer = z.object({ child: childOut });

async function contacts(c: AppContext) {
  const parent = await people(c).readParent(c.var.ctx.viewer);
  return { emergencyContacts: parent.emergencyContacts.map(emergencyContactJson) };
}
async function child(c: AppContext, childId: number) {
  const { viewer, prisma } = c.var.ctx;
  const row = await people(c).readChild(viewer, childId);
  return { child: childJson(viewer, await familyOf(prisma, viewer), row) };
}

/** An emergency contact's body: the contact, and the id of the one it changes (left out: a new contact). */
const contactBody = z.intersection(z.object({ id: bodyId() }), emergencyContactSchema);

export function peopleRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/parent',
      trailingSlash: true,
      tag: TAG,
      summary: 'The signed-in parent’s profile (staff: any parent, by ?id).',
      query: z.object({ id: queryInt(1).optional() }),
      responses: { 200: z.object({ parent: parentOut }) },
      handler: async (c, { query }) => ({ parent: parentJson(c.var.ctx.viewer, await people(c).readParent(c.var.ctx.viewer, query.id)) }),
    })
    .operation({
      method: 'put',
      path: '/api/v1/parent',
      trailingSlash: true,
      tag: TAG,
      summary: 'Saves the signed-in person’s own family profile (created for an account without one).',
      guard: (c) => c.var.ctx.viewer.requireSignedIn(),
      body: parentProfileSchema,
      responses: { 200: z.object({ parent: parentOut }) },
      handler: async (c, { body }) => {
        const { viewer } = c.var.ctx;
        const parentId = await people(c).saveOwnProfile(viewer, body);
        return { parent: parentJson(viewer, await people(c).readParent(viewer, parentId)) };
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/parent/emails',
      tag: TAG,
      summary: 'The e-mail addresses of the families registered this year (staff).',
      responses: { 200: z.object({ emails: z.array(z.string()) }) },
      handler: async (c) => ({ emails: await people(c).registeredFamilyEmails(c.var.ctx.viewer) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/parent/emergencyContact',
      trailingSlash: true,
      tag: TAG,
      summary: 'The signed-in parent’s emergency contacts, in priority order.',
      responses: { 200: contactsOut },
      handler: (c) => contacts(c),
    })
    .operation({
      method: 'post',
      path: '/api/v1/parent/emergencyContact',
      trailingSlash: true,
      tag: TAG,
      summary: 'Adds an emergency contact (201), or with an id changes one (200); answers the whole list.',
      guard: ownParent,
      body: contactBody,
      responses: { 201: contactsOut, 200: contactsOut },
      handler: async (c, { body }) => {
        const { id, ...contact } = body;
        await people(c).saveEmergencyContact(c.var.ctx.viewer, id ?? null, contact);
        return answer(id ? 200 : 201, await contacts(c));
      },
    })
    .operation({
      method: 'delete',
      path: '/api/v1/parent/emergencyContact',
      trailingSlash: true,
      tag: TAG,
      summary: 'Deletes one of the signed-in parent’s emergency contacts; answers the rest.',
      query: z.object({ id: queryInt(1) }),
      responses: { 200: contactsOut },
      handler: async (c, { query }) => {
        await people(c).deleteEmergencyContact(c.var.ctx.viewer, query.id);
        return contacts(c);
      },
    })
    .operation({
      method: 'put',
      path: '/api/v1/parent/emergencyContact/priority',
      tag: TAG,
      summary: 'Moves an emergency contact to another place in the priority order.',
      query: z.object({ id: queryInt(1), priority: queryInt().pipe(contactPrioritySchema) }),
      responses: { 200: contactsOut },
      handler: async (c, { query }) => {
        await people(c).moveEmergencyContact(c.var.ctx.viewer, query.id, query.priority);
        return contacts(c);
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/child',
      trailingSlash: true,
      tag: TAG,
      summary: 'Children: staff every child registered this year; a parent their own.',
      responses: { 200: z.object({ children: z.array(childOut) }) },
      handler: async (c) => {
        const { viewer, prisma } = c.var.ctx;
        const [children, family] = await Promise.all([people(c).listChildren(viewer), familyOf(prisma, viewer)]);
        return { children: children.map((row) => childJson(viewer, family, row)) };
      },
    })
    .operation({
      method: 'get',
      path: '/api/v1/child/:id{[0-9]+}',
      tag: TAG,
      summary: 'One child, with the fields the caller may see (others null).',
      params: idParams,
      responses: { 200: childAnswer },
      handler: (c, { params }) => child(c, params.id),
    })
    .operation({
      method: 'put',
      path: '/api/v1/child',
      trailingSlash: true,
      tag: TAG,
      summary: 'Adds a child to the signed-in parent’s family.',
      guard: ownParent,
      body: childSchema,
      responses: { 201: childAnswer },
      handler: async (c, { body }) => answer(201, await child(c, await people(c).saveChild(c.var.ctx.viewer, null, body))),
    })
    .operation({
      method: 'put',
      path: '/api/v1/child/:id{[0-9]+}',
      tag: TAG,
      summary: 'Changes one of the family’s children.',
      params: idParams,
      guard: ownParent,
      body: childSchema,
      responses: { 200: childAnswer },
      handler: async (c, { params, body }) => child(c, await people(c).saveChild(c.var.ctx.viewer, params.id, body)),
    });
}
