// GraphQL door to the check-in table's messages (station.policy.ts, asked by the service as in REST): today's
// texts and replies of a family's children, texting a checked-in child's parents, the emergency broadcast
// (its reach, then the send with the number of families typed back), replies live, and receipts.
import { builder } from '../../graphql/builder.ts';
import { readInput } from '../../input.ts';
import { viewerEvents, type LiveEvent } from '../../live/bus.ts';
import { broadcastInput, receiptSettingsInput, stationTextInput } from '../../../../forms/station-texts.ts';
import type { StationTextItem } from './station-texts.service.ts';

const StationText = builder.objectRef<StationTextItem>('StationText').implement({
  description: 'A text sent from the check-in table to a parent, or a parent’s reply to one.',
  fields: (t) => ({
    id: t.exposeID('key'),
    childId: t.exposeInt('childId'),
    direction: t.exposeString('direction', { description: 'OUT (sent from the table) or IN (a reply).' }),
    body: t.exposeString('body'),
    at: t.expose('at', { type: 'DateTime' }),
    party: t.exposeString('party', { description: 'The parent it went to or came from (their number when unknown).' }),
    status: t.exposeString('status', { nullable: true, description: 'A sent text’s delivery status; null for a reply.' }),
  }),
});

const Reach = builder.objectRef<{ families: number; texts: number; emails: number }>('BroadcastReach').implement({
  fields: (t) => ({ families: t.exposeInt('families'), texts: t.exposeInt('texts'), emails: t.exposeInt('emails') }),
});
const BroadcastPayload = builder.objectRef<{ messageId: number; families: number; texts: number; emails: number }>('BroadcastPayload').implement({
  fields: (t) => ({ messageId: t.exposeInt('messageId'), families: t.exposeInt('families'), texts: t.exposeInt('texts'), emails: t.exposeInt('emails') }),
});
const StationTextPayload = builder.objectRef<{ messageId: number; texts: number; items: StationTextItem[] }>('StationTextPayload').implement({
  fields: (t) => ({
    messageId: t.exposeInt('messageId'),
    texts: t.exposeInt('texts', { description: 'Phone numbers it went to.' }),
    items: t.field({ type: [StationText], description: 'The child’s texts and replies today, this one included.', resolve: (p) => p.items }),
  }),
});
const ReceiptSettings = builder.objectRef<{ onCheckIn: boolean; onCheckOut: boolean; byText: boolean; byEmail: boolean }>('ReceiptSettings').implement({
  fields: (t) => ({ onCheckIn: t.exposeBoolean('onCheckIn'), onCheckOut: t.exposeBoolean('onCheckOut'), byText: t.exposeBoolean('byText'), byEmail: t.exposeBoolean('byEmail') }),
});
const Reply = builder.objectRef<{ inboundId: number; childId: number }>('StationTextReply').implement({
  fields: (t) => ({ inboundId: t.exposeInt('inboundId'), childId: t.exposeInt('childId') }),
});

const StationTextInput = builder.inputType('StationTextInput', { fields: (t) => ({ childId: t.int({ required: true }), body: t.string({ required: true }) }) });
const BroadcastInput = builder.inputType('BroadcastInput', {
  fields: (t) => ({
    textBody: t.string({ required: true }),
    emailSubject: t.string({ required: true }),
    emailBody: t.string({ required: true }),
    confirmFamilies: t.int({ required: true, description: 'The number of families broadcastReach showed, typed back by the sender.' }),
  }),
});
const ReceiptSettingsInput = builder.inputType('ReceiptSettingsInput', {
  fields: (t) => ({ onCheckIn: t.boolean({ required: true }), onCheckOut: t.boolean({ required: true }), byText: t.boolean({ required: true }), byEmail: t.boolean({ required: true }) }),
});

builder.queryFields((t) => ({
  stationTexts: t.field({
    type: [StationText],
    description: 'Today’s texts from the check-in table about these children and their parents’ replies, oldest first (staff).',
    authScopes: { staff: true },
    args: { childIds: t.arg.intList({ required: true }) },
    resolve: (_r, { childIds }, ctx) => ctx.services.stationTexts.conversation(ctx.viewer, childIds.slice(0, 50)),
  }),
  broadcastReach: t.field({
    type: Reach,
    description: 'How many families the emergency broadcast reaches now: the parents of every child checked in right now (staff).',
    authScopes: { staff: true },
    resolve: (_r, _a, ctx) => ctx.services.stationTexts.broadcastReach(ctx.viewer),
  }),
  receiptSettings: t.field({
    type: ReceiptSettings,
    description: 'Whether check-ins and check-outs send receipts to parents, and how (MANAGE_VBS).',
    authScopes: { staff: true },
    resolve: (_r, _a, ctx) => ctx.services.stationTexts.receiptSettings(ctx.viewer),
  }),
  myReceipts: t.boolean({
    description: 'Whether this parent receives check-in and check-out receipts (when the program sends them).',
    authScopes: { parent: true },
    resolve: (_r, _a, ctx) => ctx.services.stationTexts.myReceipts(ctx.viewer),
  }),
}));

builder.mutationFields((t) => ({
  textParentsFromStation: t.field({
    type: StationTextPayload,
    description: 'Texts the parents of a child checked in right now (a PROGRAM message; staff).',
    authScopes: { staff: true },
    args: { input: t.arg({ type: StationTextInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.stationTexts.textParents(ctx.viewer, readInput(stationTextInput, input)),
  }),
  sendEmergencyBroadcast: t.field({
    type: BroadcastPayload,
    description: 'Texts and e-mails the parents of every child checked in right now; confirmFamilies must match the families it reaches (staff).',
    authScopes: { staff: true },
    args: { input: t.arg({ type: BroadcastInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.stationTexts.broadcast(ctx.viewer, readInput(broadcastInput, input)),
  }),
  setReceiptSettings: t.field({
    type: ReceiptSettings,
    description: 'Turns check-in and check-out receipts on or off for the current edition (MANAGE_VBS).',
    authScopes: { staff: true },
    args: { input: t.arg({ type: ReceiptSettingsInput, required: true }) },
    resolve: (_r, { input }, ctx) => ctx.services.stationTexts.setReceiptSettings(ctx.viewer, readInput(receiptSettingsInput, input)),
  }),
  setMyReceipts: t.boolean({
    description: 'A parent turns their own check-in and check-out receipts on or off.',
    authScopes: { parent: true },
    args: { receipts: t.arg.boolean({ required: true }) },
    resolve: (_r, { receipts }, ctx) => ctx.services.stationTexts.setMyReceipts(ctx.viewer, receipts),
  }),
}));

builder.subscriptionFields((t) => ({
  stationTextReplied: t.field({
    type: Reply,
    description: 'A parent replied to a text sent from the check-in table about one of these children (staff).',
    authScopes: { staff: true },
    args: { childIds: t.arg.intList({ required: true }) },
    subscribe: (_root, { childIds }, ctx) =>
      viewerEvents(ctx.bus, ctx.viewer, (e) => e.type === 'station-text-reply' && childIds.includes(e.data.childId as number)) as AsyncIterable<unknown> as AsyncIterable<LiveEvent>,
    resolve: (event) => (event as LiveEvent).data as { inboundId: number; childId: number },
  }),
}));
