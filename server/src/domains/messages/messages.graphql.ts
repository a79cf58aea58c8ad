// GraphQL door to messages (MANAGE_VBS, checked by the service's policy as in REST): the latest messages with
// their counts, one message with its recipients, a preview, and the mutations of the compose page.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { readInput } from '../../input.ts';
import { badInput } from '../../errors.ts';
import { messageInput } from '../../../../forms/messages.ts';
import type { MessagesService } from './messages.service.ts';

type MessageRow = Awaited<ReturnType<MessagesService['list']>>[number];
type MessageDetail = Awaited<ReturnType<MessagesService['get']>>;
type RecipientRow = MessageDetail['recipients'][number];
type Preview = Awaited<ReturnType<MessagesService['preview']>>;
type PreviewRecipient = Preview['recipients'][number];

const Count = builder.objectRef<{ status: string; count: number }>('MessageStatusCount').implement({
  fields: (t) => ({ status: t.exposeString('status'), count: t.exposeInt('count') }),
});
const countsOf = (m: { counts: Record<string, number> }) => Object.entries(m.counts).map(([status, count]) => ({ status, count }));

const Recipient = builder.objectRef<RecipientRow>('MessageRecipient').implement({
  description: 'One delivery: a channel, an address, its text as sent, and its status (QUEUED, SENDING, SENT, DELIVERED, FAILED, BOUNCED, OPENED, SKIPPED).',
  fields: (t) => ({
    id: t.id({ resolve: (r) => encodeGlobalID('MessageRecipient', r.id) }),
    databaseId: t.exposeInt('id'),
    channel: t.exposeString('channel'),
    address: t.exposeString('address'),
    name: t.exposeString('name'),
    subject: t.exposeString('subject', { nullable: true }),
    body: t.exposeString('body'),
    status: t.exposeString('status'),
    reason: t.exposeString('reason', { nullable: true }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
  }),
});

const Message = builder.objectRef<MessageRow & { recipients?: RecipientRow[] }>('Message').implement({
  description: 'An e-mail and/or text message to an audience.',
  fields: (t) => ({
    id: t.id({ resolve: (m) => encodeGlobalID('Message', m.id) }),
    databaseId: t.exposeInt('id'),
    purpose: t.exposeString('purpose'),
    status: t.exposeString('status'),
    audience: t.exposeString('audience', { description: 'The audience as JSON text.' }),
    emailSubject: t.exposeString('emailSubject', { nullable: true }),
    emailBody: t.exposeString('emailBody', { nullable: true }),
    textBody: t.exposeString('textBody', { nullable: true }),
    emailSubjectEs: t.exposeString('emailSubjectEs', { nullable: true, description: 'The Spanish version’s subject (recipients who read Spanish).' }),
    emailBodyEs: t.exposeString('emailBodyEs', { nullable: true, description: 'The Spanish version’s e-mail (recipients who read Spanish).' }),
    textBodyEs: t.exposeString('textBodyEs', { nullable: true, description: 'The Spanish version’s text message (recipients who read Spanish).' }),
    sendAt: t.expose('sendAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    counts: t.field({ type: [Count], description: 'Recipients by delivery status.', resolve: countsOf }),
    outboxChannels: t.stringList({
      description: 'Channels this server delivers to the development outbox (EMAIL without SMTP_URL, TEXT without TWILIO_*): their recipient rows are the record of what went.',
      resolve: (_m, _a, ctx) => [...(ctx.config.smtpUrl ? [] : ['EMAIL']), ...(ctx.config.twilio ? [] : ['TEXT'])],
    }),
    recipients: t.field({
      type: [Recipient],
      description: 'Its recipients (at most 500), each with its status and the reason of a failure.',
      resolve: async (m, _a, ctx) => m.recipients ?? (await ctx.services.messages.get(ctx.viewer, m.id)).recipients,
    }),
  }),
});

const PreviewRecipientRef = builder.objectRef<PreviewRecipient>('MessagePreviewRecipient').implement({
  fields: (t) => ({ channel: t.exposeString('channel'), address: t.exposeString('address'), name: t.exposeString('name'), subject: t.exposeString('subject', { nullable: true }), body: t.exposeString('body') }),
});
const Skipped = builder.objectRef<Preview['skipped'][number]>('MessageSkippedRecipient').implement({
  fields: (t) => ({ channel: t.exposeString('channel'), address: t.exposeString('address'), name: t.exposeString('name'), reason: t.exposeString('reason') }),
});
const PreviewRef = builder.objectRef<Preview>('MessagePreview').implement({
  fields: (t) => ({
    families: t.exposeInt('families'),
    reviewNeeded: t.exposeBoolean('reviewNeeded'),
    emails: t.exposeInt('emails'),
    texts: t.exposeInt('texts'),
    skipped: t.field({ type: [Skipped], resolve: (p) => p.skipped }),
    recipients: t.field({ type: [PreviewRecipientRef], resolve: (p) => p.recipients }),
  }),
});

const Input = builder.inputType('MessageInput', {
  fields: (t) => ({
    purpose: t.string({ required: true, description: 'PROGRAM, AFTER_VBS or OTHER_EVENTS.' }),
    audience: t.string({ required: true, description: 'JSON: {"kind":"allFamilies"|"checkedInToday"|"interns"|"staff"} or {"kind":"groups","groupIds":[…]} or {"kind":"savedQuery","queryId":…} or {"kind":"query","definition":…}.' }),
    emailSubject: t.string(),
    emailBody: t.string(),
    textBody: t.string(),
    emailSubjectEs: t.string({ description: 'Optional Spanish version: recipients whose account reads Spanish get it.' }),
    emailBodyEs: t.string({ description: 'Optional Spanish version: recipients whose account reads Spanish get it.' }),
    textBodyEs: t.string({ description: 'Optional Spanish version: recipients whose account reads Spanish get it.' }),
    sendAt: t.field({ type: 'DateTime' }),
  }),
});

function read(input: typeof Input.$inferInput) {
  let audience: unknown;
  try {
    audience = JSON.parse(input.audience);
  } catch {
    throw badInput({ audience: 'Give the audience as JSON.' });
  }
  return readInput(messageInput, { ...input, audience });
}

const Payload = builder.objectRef<{ message: MessageRow | MessageDetail; retried?: number }>('MessagePayload').implement({
  fields: (t) => ({
    message: t.field({ type: Message, resolve: (p) => ({ ...p.message, counts: 'counts' in p.message ? p.message.counts : {} }) }),
    retried: t.int({ nullable: true, resolve: (p) => p.retried ?? null }),
  }),
});

builder.queryFields((t) => ({
  messages: t.field({
    type: [Message],
    description: 'The latest messages, newest first (MANAGE_VBS).',
    authScopes: { staff: true },
    resolve: (_r, _a, ctx) => ctx.services.messages.list(ctx.viewer),
  }),
  message: t.field({
    type: Message,
    description: 'One message with its recipients (MANAGE_VBS).',
    authScopes: { staff: true },
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: (_r, { databaseId }, ctx) => ctx.services.messages.get(ctx.viewer, databaseId),
  }),
  messagePreview: t.field({
    type: PreviewRef,
    description: 'What the first recipients would receive and whom the message reaches (MANAGE_VBS).',
    authScopes: { staff: true },
    args: { input: t.arg({ type: Input, required: true }), recipients: t.arg.int() },
    resolve: (_r, { input, recipients }, ctx) => ctx.services.messages.preview(ctx.viewer, read(input), recipients ?? 2),
  }),
}));

const idArg = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({ messageId: t.arg.int({ required: true }) });

builder.mutationFields((t) => ({
  createMessage: t.field({
    type: Payload,
    description: 'Saves a draft message (MANAGE_VBS).',
    authScopes: { staff: true },
    args: { input: t.arg({ type: Input, required: true }) },
    resolve: async (_r, { input }, ctx) => ({ message: await ctx.services.messages.create(ctx.viewer, read(input)) as MessageRow }),
  }),
  updateMessage: t.field({
    type: Payload,
    description: 'Changes a draft.',
    authScopes: { staff: true },
    args: { ...idArg(t), input: t.arg({ type: Input, required: true }) },
    resolve: async (_r, { messageId, input }, ctx) => ({ message: await ctx.services.messages.update(ctx.viewer, messageId, read(input)) as MessageRow }),
  }),
  sendMessage: t.field({
    type: Payload,
    description: 'Sends a draft (at its sendAt when set); past the review limit it waits for a second staff member.',
    authScopes: { staff: true },
    args: idArg(t),
    resolve: async (_r, { messageId }, ctx) => ({ message: await ctx.services.messages.send(ctx.viewer, messageId) as MessageRow }),
  }),
  approveMessage: t.field({
    type: Payload,
    description: 'A second staff member approves a message waiting for review.',
    authScopes: { staff: true },
    args: idArg(t),
    resolve: async (_r, { messageId }, ctx) => ({ message: await ctx.services.messages.approve(ctx.viewer, messageId) as MessageRow }),
  }),
  retryFailedMessages: t.field({
    type: Payload,
    description: 'Queues the failed and bounced recipients again.',
    authScopes: { staff: true },
    args: idArg(t),
    resolve: async (_r, { messageId }, ctx) => {
      const { message, retried } = await ctx.services.messages.retryFailed(ctx.viewer, messageId);
      return { message: message as MessageRow, retried };
    },
  }),
}));
