// GraphQL door for staff notes: two mutations on the notes service and the live update of a child's
// notes. The mutations answer with the re-read Child/Parent, so the client's own selection decides what
// comes back; the subscription re-reads through the same field policy (a staff member who is that
// child's parent gets staffNotes: null).
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { viewerEvents, type LiveEvent } from '../../live/bus.ts';
import { CHILD_STAFF_NOTES_EVENT } from './notes.service.ts';
import { STAFF_NOTES_MAX_CHARACTERS } from './staff-notes-html.ts';

const NOTES_RULES = `Sanitized HTML: paragraphs, headings 2–6, bold, italic, ordered and bullet lists, line breaks; no attributes. At most ${STAFF_NOTES_MAX_CHARACTERS} characters of text (Unicode code points of the visible text; a line break counts as one, markup and block boundaries count nothing). Blank text is stored as "".`;

const UpdateChildStaffNotesInput = builder.inputType('UpdateChildStaffNotesInput', {
  fields: (t) => ({
    childId: t.id({ required: true }),
    staffNotes: t.string({ required: true, description: NOTES_RULES }),
  }),
});

const UpdateParentInternalNotesInput = builder.inputType('UpdateParentInternalNotesInput', {
  fields: (t) => ({
    parentId: t.id({ required: true }),
    internalNotes: t.string({ required: true, description: NOTES_RULES }),
  }),
});

builder.mutationFields((t) => ({
  updateChildStaffNotes: t.prismaField({
    type: 'Child',
    description: 'Saves staff notes about a child (staff only, never the child’s own parent). Publishes child-updated-staff-notes.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: UpdateChildStaffNotesInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const childId = decodeGlobalIdOf('Child', String(input.childId), 'childId');
      await ctx.services.notes.saveChildStaffNotes(ctx.viewer, childId, input.staffNotes);
      return ctx.prisma.child.findUniqueOrThrow({ ...query, where: { id: childId } });
    },
  }),
  updateParentInternalNotes: t.prismaField({
    type: 'Parent',
    description: 'Saves staff notes about a family (staff only, never that parent).',
    authScopes: { staff: true },
    args: { input: t.arg({ type: UpdateParentInternalNotesInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const parentId = decodeGlobalIdOf('Parent', String(input.parentId), 'parentId');
      await ctx.services.notes.saveParentInternalNotes(ctx.viewer, parentId, input.internalNotes);
      return ctx.prisma.parent.findUniqueOrThrow({ ...query, where: { id: parentId } });
    },
  }),
}));

const childIdOf = (event: LiveEvent) => (event.data as { childId: number }).childId;

builder.subscriptionFields((t) => ({
  childStaffNotesUpdated: t.prismaField({
    type: 'Child',
    nullable: true,
    description: 'A child’s staff notes were saved (SPEC §4 child-updated-staff-notes; staff only). Give childId to follow one child.',
    authScopes: { staff: true },
    args: { childId: t.arg.id({ required: false }) },
    subscribe: (_root, args, ctx) => {
      const only = args.childId ? decodeGlobalIdOf('Child', String(args.childId), 'childId') : null;
      return viewerEvents(ctx.bus, ctx.viewer, (e) => e.type === CHILD_STAFF_NOTES_EVENT && (only === null || childIdOf(e) === only));
    },
    // Null if the child was deleted since the event.
    resolve: (query, event, _args, ctx) => ctx.prisma.child.findUnique({ ...query, where: { id: childIdOf(event as unknown as LiveEvent) } }),
  }),
}));
