// REST door to the check-in table's messages (station.policy.ts): GET /api/v1/station/texts?childIds=1,2 →
// {texts}, POST /api/v1/station/texts → {messageId, texts, items} (201), GET /api/v1/station/broadcast →
// {reach}, POST /api/v1/station/broadcast → {messageId, families, texts, emails} (201), GET/PUT
// /api/v1/messages/receipts → {receipts} (MANAGE_VBS), GET/PUT /api/v1/me/receipts → {receipts} (a parent's own).
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import type { AppContext } from '../../http/rest.ts';
import { broadcastInput, receiptSettingsInput, stationTextInput } from '../../../../forms/station-texts.ts';
import { stationPolicy } from './station.policy.ts';

const TAG = 'messages';
const station = (c: AppContext) => c.var.ctx.services.stationTexts;

const textOut = z
  .object({
    key: z.string(),
    childId: z.number(),
    direction: z.enum(['OUT', 'IN']),
    body: z.string(),
    at: z.date().meta({ format: 'date-time' }),
    party: z.string(),
    status: z.string().nullable(),
  })
  .meta({ id: 'StationText' });
const receiptsOut = z.object({ onCheckIn: z.boolean(), onCheckOut: z.boolean(), byText: z.boolean(), byEmail: z.boolean() }).meta({ id: 'ReceiptSettings' });
const childIdsQuery = z.object({
  childIds: z
    .string({ error: 'Give childIds as numbers separated by commas.' })
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, { error: 'Give up to 50 childIds as numbers separated by commas.' })
    .transform((s) => s.split(',').map(Number)),
});

export function stationTextsRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/station/texts',
      tag: TAG,
      summary: 'Today’s texts from the check-in table about these children and their parents’ replies, oldest first (staff).',
      guard: (c) => stationPolicy.text(c.var.ctx.viewer),
      query: childIdsQuery,
      responses: { 200: z.object({ texts: z.array(textOut) }) },
      handler: async (c, { query }) => ({ texts: await station(c).conversation(c.var.ctx.viewer, query.childIds) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/station/texts',
      tag: TAG,
      summary: 'Texts the parents of a child checked in right now (a PROGRAM message; staff). 409 when the child is not here or no parent takes texts.',
      guard: (c) => stationPolicy.text(c.var.ctx.viewer),
      body: stationTextInput,
      responses: { 201: z.object({ messageId: z.number(), texts: z.number(), items: z.array(textOut) }) },
      handler: async (c, { body }) => answer(201, await station(c).textParents(c.var.ctx.viewer, body)),
    })
    .operation({
      method: 'get',
      path: '/api/v1/station/broadcast',
      tag: TAG,
      summary: 'How many families the emergency broadcast reaches now (the parents of every child checked in right now; staff).',
      guard: (c) => stationPolicy.broadcast(c.var.ctx.viewer),
      responses: { 200: z.object({ reach: z.object({ families: z.number(), texts: z.number(), emails: z.number() }) }) },
      handler: async (c) => ({ reach: await station(c).broadcastReach(c.var.ctx.viewer) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/station/broadcast',
      tag: TAG,
      summary: 'Texts and e-mails the parents of every child checked in right now; confirmFamilies must be the number of families it reaches (409 naming it otherwise; staff).',
      guard: (c) => stationPolicy.broadcast(c.var.ctx.viewer),
      body: broadcastInput,
      responses: { 201: z.object({ messageId: z.number(), families: z.number(), texts: z.number(), emails: z.number() }) },
      handler: async (c, { body }) => answer(201, await station(c).broadcast(c.var.ctx.viewer, body)),
    })
    .operation({
      method: 'get',
      path: '/api/v1/messages/receipts',
      tag: TAG,
      summary: 'Whether check-ins and check-outs send receipts to parents, and how (MANAGE_VBS).',
      guard: (c) => stationPolicy.receiptSettings(c.var.ctx.viewer),
      responses: { 200: z.object({ receipts: receiptsOut }) },
      handler: async (c) => ({ receipts: await station(c).receiptSettings(c.var.ctx.viewer) }),
    })
    .operation({
      method: 'put',
      path: '/api/v1/messages/receipts',
      tag: TAG,
      summary: 'Turns check-in and check-out receipts on or off for the current edition (MANAGE_VBS).',
      guard: (c) => stationPolicy.receiptSettings(c.var.ctx.viewer),
      body: receiptSettingsInput,
      responses: { 200: z.object({ receipts: receiptsOut }) },
      handler: async (c, { body }) => ({ receipts: await station(c).setReceiptSettings(c.var.ctx.viewer, body) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/me/receipts',
      tag: TAG,
      summary: 'Whether this parent receives check-in and check-out receipts (when the program sends them).',
      guard: (c) => void stationPolicy.ownReceipts(c.var.ctx.viewer),
      responses: { 200: z.object({ receipts: z.boolean() }) },
      handler: async (c) => ({ receipts: await station(c).myReceipts(c.var.ctx.viewer) }),
    })
    .operation({
      method: 'put',
      path: '/api/v1/me/receipts',
      tag: TAG,
      summary: 'A parent turns their own check-in and check-out receipts on or off.',
      guard: (c) => void stationPolicy.ownReceipts(c.var.ctx.viewer),
      body: z.object({ receipts: z.boolean({ error: 'Say true or false.' }) }).strict(),
      responses: { 200: z.object({ receipts: z.boolean() }) },
      handler: async (c, { body }) => ({ receipts: await station(c).setMyReceipts(c.var.ctx.viewer, body.receipts) }),
    });
}
