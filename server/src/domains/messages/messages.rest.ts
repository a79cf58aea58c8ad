// REST door to messages (MANAGE_VBS): GET /api/v1/messages → {messages}, GET /{id} → {message} (with its
// recipients), POST → {message} (a draft, 201), PUT /{id} → {message} (a draft changed),
// POST /preview → {preview}, POST /{id}/send → {message}, POST /{id}/approve → {message},
// POST /{id}/retry → {message, retried}.
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import { idParams } from '../../http/rest-input.ts';
import type { AppContext } from '../../http/rest.ts';
import { messageInput } from '../../../../forms/messages.ts';
import { messagesPolicy } from './messages.policy.ts';

const TAG = 'messages';
const messages = (c: AppContext) => c.var.ctx.services.messages;
const guard = (c: AppContext) => messagesPolicy.send(c.var.ctx.viewer);

const when = z.date().meta({ format: 'date-time' });
const counts = z.record(z.string(), z.number()).meta({ description: 'Recipients by delivery status (QUEUED, SENT, DELIVERED, FAILED, BOUNCED, OPENED, SKIPPED, …).' });
const messageOut = z
  .object({
    id: z.number(),
    editionYear: z.number(),
    purpose: z.enum(['PROGRAM', 'AFTER_VBS', 'OTHER_EVENTS']),
    status: z.enum(['DRAFT', 'SCHEDULED', 'AWAITING_REVIEW', 'SENDING', 'SENT']),
    audience: z.string().meta({ description: 'The audience as JSON text.' }),
    emailSubject: z.string().nullable(),
    emailBody: z.string().nullable(),
    textBody: z.string().nullable(),
    emailSubjectEs: z.string().nullable().meta({ description: 'The Spanish version (recipients whose account reads Spanish); null: none.' }),
    emailBodyEs: z.string().nullable(),
    textBodyEs: z.string().nullable(),
    sendAt: when.nullable(),
    createdAt: when,
    updatedAt: when,
    queuedAt: when.nullable(),
    createdById: z.number().nullable(),
    reviewedById: z.number().nullable(),
  })
  .meta({ id: 'Message' });
const recipientOut = z
  .object({
    id: z.number(),
    channel: z.enum(['EMAIL', 'TEXT']),
    address: z.string(),
    name: z.string(),
    personType: z.string(),
    personId: z.number(),
    subject: z.string().nullable(),
    body: z.string(),
    status: z.string(),
    reason: z.string().nullable(),
    providerId: z.string().nullable(),
    sentAt: when.nullable(),
    updatedAt: when,
  })
  .meta({ id: 'MessageRecipient' });
const previewRecipient = z.object({ channel: z.enum(['EMAIL', 'TEXT']), address: z.string(), name: z.string(), personType: z.string(), personId: z.number(), subject: z.string().nullable(), body: z.string() });
const previewOut = z
  .object({
    families: z.number(),
    reviewNeeded: z.boolean(),
    emails: z.number(),
    texts: z.number(),
    skipped: z.array(z.object({ channel: z.enum(['EMAIL', 'TEXT']), address: z.string(), name: z.string(), reason: z.string() })),
    recipients: z.array(previewRecipient),
  })
  .meta({ id: 'MessagePreview' });

export function messagesRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/messages',
      tag: TAG,
      summary: 'The latest messages (drafts, scheduled, waiting for review, sent) with their recipients counted by status (MANAGE_VBS).',
      guard,
      responses: { 200: z.object({ messages: z.array(messageOut.extend({ counts })) }) },
      handler: async (c) => ({ messages: await messages(c).list(c.var.ctx.viewer) }),
    })
    .operation({
      method: 'get',
      path: '/api/v1/messages/:id{[0-9]+}',
      tag: TAG,
      summary: 'One message, its counts and its recipients (at most 500) with each one’s status and the reason of a failure.',
      guard,
      params: idParams,
      responses: { 200: z.object({ message: messageOut.extend({ counts, recipients: z.array(recipientOut) }) }) },
      handler: async (c, { params }) => ({ message: await messages(c).get(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/messages',
      tag: TAG,
      summary: 'Saves a draft message.',
      guard,
      body: messageInput,
      responses: { 201: z.object({ message: messageOut }) },
      handler: async (c, { body }) => answer(201, { message: await messages(c).create(c.var.ctx.viewer, body) }),
    })
    .operation({
      method: 'put',
      path: '/api/v1/messages/:id{[0-9]+}',
      tag: TAG,
      summary: 'Changes a draft (409 once it was sent or submitted).',
      guard,
      params: idParams,
      body: messageInput,
      responses: { 200: z.object({ message: messageOut }) },
      handler: async (c, { params, body }) => ({ message: await messages(c).update(c.var.ctx.viewer, params.id, body) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/messages/preview',
      tag: TAG,
      summary: 'What the first recipients would receive (merge fields filled in), how many it reaches, who is skipped and why.',
      guard,
      rateLimited: false,
      body: messageInput,
      responses: { 200: z.object({ preview: previewOut }) },
      handler: async (c, { body }) => ({ preview: await messages(c).preview(c.var.ctx.viewer, body) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/messages/:id{[0-9]+}/send',
      tag: TAG,
      summary: 'Sends a draft (at its sendAt when set); past the edition’s review limit it waits for a second staff member.',
      guard,
      params: idParams,
      responses: { 200: z.object({ message: messageOut }) },
      handler: async (c, { params }) => ({ message: await messages(c).send(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/messages/:id{[0-9]+}/approve',
      tag: TAG,
      summary: 'A second staff member (not the author) approves a message waiting for review; it is sent.',
      guard,
      params: idParams,
      responses: { 200: z.object({ message: messageOut }) },
      handler: async (c, { params }) => ({ message: await messages(c).approve(c.var.ctx.viewer, params.id) }),
    })
    .operation({
      method: 'post',
      path: '/api/v1/messages/:id{[0-9]+}/retry',
      tag: TAG,
      summary: 'Queues the failed and bounced recipients of a message again.',
      guard,
      params: idParams,
      responses: { 200: z.object({ message: messageOut, retried: z.number() }) },
      handler: async (c, { params }) => await messages(c).retryFailed(c.var.ctx.viewer, params.id),
    });
}
