// GraphQL door to faces at pickup: where a child's photo is served (on Child, so the profile, the rosters and
// a leader's group read it), the parent's own photo, and removing a photo. The check-in table's families carry
// their photos' addresses (attendance.graphql.ts), as a pickup person does. The image bytes are uploaded and
// served by the REST door only (multipart in, image/webp out): GraphQL carries the addresses.
import { builder } from '../../graphql/builder.ts';
import { readInput } from '../../input.ts';
import { PHOTO_SUBJECTS, photoSubjectSchema } from '../../../../forms/photos.ts';
import { familyNow } from '../people/family.ts';
import { photosPolicy } from './photos.policy.ts';
import { photoUrl, type PhotoSummary } from './photos.service.ts';

const PhotoRef = builder.objectRef<PhotoSummary>('Photo').implement({
  description: 'A photo of a face shown at pickup (upright, at most 512 px, WebP, no metadata).',
  fields: (t) => ({
    photoId: t.exposeString('id'),
    url: t.exposeString('url', { description: 'GET it (signed in); authorized on every read.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const PhotoSubjectKindEnum = builder.enumType('PhotoSubjectKind', {
  description: 'Whose face: a child, one of the family’s pickup people, or the parent (id: their own parent id).',
  values: { CHILD: { value: 'child' }, PICKUP_PERSON: { value: 'pickup-person' }, PARENT: { value: 'parent' } } as const,
});

builder.prismaObjectFields('Child', (t) => ({
  photoUrl: t.string({
    nullable: true,
    description: 'Where the child’s photo is served; null without one, or for a viewer who may not see it (photos.policy.ts).',
    select: { photo: { select: { id: true } } },
    resolve: (child, _a, ctx) => {
      if (!child.photo) return null;
      const facts = { childId: child.id, familyParentIds: [], ownerParentId: null };
      const allowed = (family: Awaited<ReturnType<typeof familyNow>>) => (photosPolicy.canReadWithoutTable(ctx.viewer, family, facts) ? photoUrl(child.photo!.id) : null);
      const family = familyNow(ctx.prisma, ctx.viewer);
      return family instanceof Promise ? family.then(allowed) : allowed(family);
    },
  }),
}));

builder.queryField('myPhoto', (t) =>
  t.field({
    type: PhotoRef,
    nullable: true,
    description: 'The signed-in parent’s own photo (a guardian who picks up), shown at check-out; null without one.',
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => ctx.services.photos.ownPhoto(ctx.viewer),
  }),
);

const RemovePhotoInput = builder.inputType('RemovePhotoInput', {
  fields: (t) => ({
    kind: t.field({ type: PhotoSubjectKindEnum, required: true }),
    id: t.int({ required: true, description: 'The child’s or pickup person’s id, or your own parent id.' }),
  }),
});

const RemovePhotoPayload = builder.objectRef<{ kind: (typeof PHOTO_SUBJECTS)[number]; id: number }>('RemovePhotoPayload').implement({
  fields: (t) => ({
    kind: t.field({ type: PhotoSubjectKindEnum, resolve: (p) => p.kind }),
    id: t.exposeInt('id'),
  }),
});

builder.mutationField('removePhoto', (t) =>
  t.field({
    type: RemovePhotoPayload,
    description: 'Removes the photo of one of your children, your pickup people, or yourself. (Photos are uploaded through PUT /api/v1/photos/{kind}/{id}.)',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RemovePhotoInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const subject = readInput(photoSubjectSchema, input);
      await ctx.services.photos.remove(ctx.viewer, subject);
      return subject;
    },
  }),
);
