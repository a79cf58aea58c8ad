// REST door for a person's own name and phone: GET/PUT /api/v1/account/details (my-details.ts).
import { z } from 'zod';
import { RestRoutes } from '../../http/operation.ts';
import { myDetailsSchema } from '../../../../forms/my-details.ts';

const details = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  phone: z.string().nullable(),
});

export function myDetailsRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/account/details',
      tag: 'accounts',
      summary: 'The signed-in person’s own name and phone.',
      responses: { 200: details },
      handler: (c) => c.var.ctx.services.myDetails.read(c.var.ctx.viewer),
    })
    .operation({
      method: 'put',
      path: '/api/v1/account/details',
      tag: 'accounts',
      summary: 'Changes the signed-in person’s own name and phone (on every identity they have).',
      guard: (c) => c.var.ctx.viewer.requireSignedIn(),
      body: myDetailsSchema,
      responses: { 200: details },
      handler: (c, { body }) => c.var.ctx.services.myDetails.update(c.var.ctx.viewer, body),
    });
}
