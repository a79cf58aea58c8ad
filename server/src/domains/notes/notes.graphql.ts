// GraphQL door for staff notes: two mutations on the notes service, the notes' version number and saved
// versions on Child and Parent, and the live update of a child's notes. The mutations answer with the
// re-read Child/Parent, so the client's own selection decides what comes back; the subscription re-reads
// through the same field policy (a staff member who is that child's parent gets staffNotes: null).
// The versions are gated exactly as the notes are (people.policy.ts canSeeChildStaffNotes /
// canSeeParentStaffNotes), and each version's text handed out is recorded as a READ.
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { decodeGlobalIdOf } from '../../graphql/ids.ts';
import { viewerEvents, type LiveEvent } from '../../live/bus.ts';
import type { RequestContext } from '../../context.ts';
import { displayName } from '../../../../shared/person-name.ts';
import { disclosedOf, doorOfOperation } from '../audit/audit-reads.ts';
import { familyOf } from '../people/family.ts';
import { peoplePolicy } from '../people/people.policy.ts';
import { CHILD_STAFF_NOTES_EVENT } from './notes.service.ts';
import { STAFF_NOTES_MAX_CHARACTERS } from './staff-notes-html.ts';

const BASE_VERSION =
  'The notes’ version the text was edited from (staffNotesVersion / internalNotesVersion as read). If the stored notes have moved on since, the save is refused with CONFLICT and nothing is written. Leave it out to replace whatever is stored.';

interface VersionRow {
  id: number;
  childId: number | null;
  parentId: number | null;
  version: number;
  notes: string;
  savedAt: Date;
  savedBy: { firstName: string; preferredName: string | null; lastName: string } | null;
}

const VERSION_SELECT = {
  id: true,
  childId: true,
  parentId: true,
  version: true,
  notes: true,
  savedAt: true,
  savedBy: { select: { firstName: true, preferredName: true, lastName: true } },
} as const;

const StaffNotesVersionRef = builder.objectRef<VersionRow>('StaffNotesVersion').implement({
  description: 'One saved version of staff notes (about a child or a family): the text, who saved it and when.',
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'Numbered from 1 in saving order; 0 is the text kept from before versions were numbered.' }),
    notes: t.string({
      description: 'The notes as saved (sanitized HTML; "" when they were cleared).',
      resolve: (v, _args, ctx: RequestContext, info: GraphQLResolveInfo) =>
        disclosedOf(
          v.notes,
          { entity: 'StaffNotesVersion', entityId: v.id, personType: v.childId !== null ? 'child' : 'parent', personId: (v.childId ?? v.parentId)! },
          'notes',
          { door: doorOfOperation(info), scope: ctx.auditScope },
        ),
    }),
    savedBy: t.string({ nullable: true, description: 'The staff member who saved it; null for version 0 or someone no longer on staff.', resolve: (v) => (v.savedBy ? displayName(v.savedBy) : null) }),
    savedAt: t.expose('savedAt', { type: 'DateTime' }),
  }),
});

const LAST = 'Only the newest n versions (1: who saved last, and when).';

/** The versions of a child's or family's notes, newest first. */
const versionsOf = (ctx: RequestContext, where: { childId: number } | { parentId: number }, last: number | null | undefined): Promise<VersionRow[]> =>
  ctx.prisma.staffNotesVersion.findMany({ where, orderBy: { version: 'desc' }, take: last ? Math.max(1, Math.min(last, 1000)) : undefined, select: VERSION_SELECT });

builder.prismaObjectFields('Child', (t) => ({
  staffNotesVersion: t.int({
    nullable: true,
    description: 'The version number of the stored staff notes (0 before any save kept as a version), to send back as baseVersion; null whenever staffNotes is.',
    select: { staffNotesVersion: true },
    resolve: async (c, _args, ctx) => (peoplePolicy.canSeeChildStaffNotes(ctx.viewer, await familyOf(ctx.prisma, ctx.viewer), c.id) ? c.staffNotesVersion : null),
  }),
  staffNotesVersions: t.field({
    type: [StaffNotesVersionRef],
    nullable: true,
    description: 'The saved versions of the staff notes, newest first; null whenever staffNotes is.',
    args: { last: t.arg.int({ required: false, description: LAST }) },
    resolve: async (c, args, ctx) =>
      peoplePolicy.canSeeChildStaffNotes(ctx.viewer, await familyOf(ctx.prisma, ctx.viewer), c.id) ? versionsOf(ctx, { childId: c.id }, args.last) : null,
  }),
}));

builder.prismaObjectFields('Parent', (t) => ({
  internalNotesVersion: t.int({
    nullable: true,
    description: 'The version number of the stored staff notes about the family, to send back as baseVersion; null whenever internalNotes is.',
    select: { internalNotesVersion: true },
    resolve: (p, _args, ctx) => (peoplePolicy.canSeeParentStaffNotes(ctx.viewer, p.id) ? p.internalNotesVersion : null),
  }),
  internalNotesVersions: t.field({
    type: [StaffNotesVersionRef],
    nullable: true,
    description: 'The saved versions of the staff notes about the family, newest first; null whenever internalNotes is.',
    args: { last: t.arg.int({ required: false, description: LAST }) },
    resolve: (p, args, ctx) =>
      peoplePolicy.canSeeParentStaffNotes(ctx.viewer, p.id) ? versionsOf(ctx, { parentId: p.id }, args.last) : null,
  }),
}));

const NOTES_RULES = `Sanitized HTML: paragraphs, headings 2–6, bold, italic, ordered and bullet lists, line breaks; no attributes. At most ${STAFF_NOTES_MAX_CHARACTERS} characters of text (Unicode code points of the visible text; a line break counts as one, markup and block boundaries count nothing). Blank text is stored as "".`;

const UpdateChildStaffNotesInput = builder.inputType('UpdateChildStaffNotesInput', {
  fields: (t) => ({
    childId: t.id({ required: true }),
    staffNotes: t.string({ required: true, description: NOTES_RULES }),
    baseVersion: t.int({ required: false, description: BASE_VERSION }),
  }),
});

const UpdateParentInternalNotesInput = builder.inputType('UpdateParentInternalNotesInput', {
  fields: (t) => ({
    parentId: t.id({ required: true }),
    internalNotes: t.string({ required: true, description: NOTES_RULES }),
    baseVersion: t.int({ required: false, description: BASE_VERSION }),
  }),
});

builder.mutationFields((t) => ({
  updateChildStaffNotes: t.prismaField({
    type: 'Child',
    description: 'Saves staff notes about a child (staff only, never the child’s own parent), keeping the text as a new version; CONFLICT when baseVersion is stale. Publishes child-updated-staff-notes.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: UpdateChildStaffNotesInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const childId = decodeGlobalIdOf('Child', String(input.childId), 'childId');
      await ctx.services.notes.saveChildStaffNotes(ctx.viewer, childId, input.staffNotes, input.baseVersion ?? null);
      return ctx.prisma.child.findUniqueOrThrow({ ...query, where: { id: childId } });
    },
  }),
  updateParentInternalNotes: t.prismaField({
    type: 'Parent',
    description: 'Saves staff notes about a family (staff only, never that parent), keeping the text as a new version; CONFLICT when baseVersion is stale.',
    authScopes: { staff: true },
    args: { input: t.arg({ type: UpdateParentInternalNotesInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const parentId = decodeGlobalIdOf('Parent', String(input.parentId), 'parentId');
      await ctx.services.notes.saveParentInternalNotes(ctx.viewer, parentId, input.internalNotes, input.baseVersion ?? null);
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
