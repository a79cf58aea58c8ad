// REST door to faces at pickup: a family uploads (multipart, field "photo") or removes the photo of a child,
// a pickup person or the parent; GET /api/v1/photos/{id} serves the image to those photos.policy.ts allows.
// The upload's body may be larger than other requests' (app.ts gives this path PHOTO_UPLOAD_MAX_BYTES).
import type { Context } from 'hono';
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import type { AppContext } from '../../http/rest.ts';
import { badInput } from '../../errors.ts';
import { photosPolicy } from './photos.policy.ts';
import { PHOTO_FIELD, PHOTO_SUBJECTS, PHOTO_UPLOAD_MAX_BYTES, PHOTO_WORDS, photoIdSchema, photoSubjectSchema } from '../../../../forms/photos.ts';

const TAG = 'photos';
const photos = (c: AppContext) => c.var.ctx.services.photos;
const SUBJECT_PATH = `/api/v1/photos/:kind{${PHOTO_SUBJECTS.join('|')}}/:id{[0-9]+}`;

const photoOut = z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() }).meta({ id: 'Photo' });

/** 413 in the CONTRACT's body, naming the field. */
export const photoTooLarge = (c: Context) =>
  c.json({ error: { code: 'BODY_TOO_LARGE', message: PHOTO_WORDS.tooLarge, fields: { [PHOTO_FIELD]: PHOTO_WORDS.tooLarge } } }, 413);

/** Whether a request is a photo upload (app.ts lets its body be larger). */
export const isPhotoUpload = (method: string, path: string) => method === 'PUT' && path.startsWith('/api/v1/photos/');

/** The uploaded file's bytes from a multipart body; 400 naming the field when there is none. */
async function uploadedFile(c: AppContext): Promise<Uint8Array | Response> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) throw badInput({ [PHOTO_FIELD]: PHOTO_WORDS.missing }, `Send the photo as multipart/form-data in the field “${PHOTO_FIELD}”.`);
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badInput({ [PHOTO_FIELD]: PHOTO_WORDS.missing }, 'The form could not be read. Send the photo again.');
  }
  const file = body[PHOTO_FIELD];
  if (!(file instanceof File) || file.size === 0) throw badInput({ [PHOTO_FIELD]: PHOTO_WORDS.missing });
  if (file.size > PHOTO_UPLOAD_MAX_BYTES) return photoTooLarge(c);
  return new Uint8Array(await file.arrayBuffer());
}

export function photosRoutes() {
  return new RestRoutes()
    .operation({
      method: 'get',
      path: '/api/v1/photos/:id{[A-Za-z0-9_-]{22}}',
      tag: TAG,
      summary: 'A photo (image/webp), for the family and for staff and interns as photos.policy.ts says; 404 for anyone else.',
      params: photoIdSchema,
      responses: { 200: { description: 'The image.', contentType: 'image/webp' }, 304: { description: 'Not changed since the ETag sent in If-None-Match.' } },
      handler: async (c, { params }) => {
        const photo = await photos(c).read(c.var.ctx.viewer, params.id);
        // Kept by the viewer's browser only, and asked again each time (a cheap 304), so removal and lost access count at once.
        c.header('Cache-Control', 'private, no-cache');
        c.header('ETag', photo.etag);
        if (c.req.header('if-none-match') === photo.etag) return c.body(null, 304);
        c.header('Content-Type', photo.mimeType);
        c.header('Content-Disposition', 'inline');
        return c.body(photo.data as Uint8Array<ArrayBuffer>, 200);
      },
    })
    .operation({
      method: 'put',
      path: SUBJECT_PATH,
      tag: TAG,
      summary: 'Adds or replaces the photo of one of your children, your pickup people, or yourself (kind parent, your own parent id).',
      description: `multipart/form-data with the image in the field “${PHOTO_FIELD}” (at most ${PHOTO_UPLOAD_MAX_BYTES} bytes; JPEG, PNG, WebP, AVIF or GIF). Stored upright, at most 512 px, as WebP, with no metadata.`,
      guard: (c) => photosPolicy.mayChangeSome(c.var.ctx.viewer),
      params: photoSubjectSchema,
      responses: { 200: z.object({ photo: photoOut }) },
      handler: async (c, { params }) => {
        const file = await uploadedFile(c);
        if (file instanceof Response) return file;
        return { photo: await photos(c).save(c.var.ctx.viewer, params, file) };
      },
    })
    .operation({
      method: 'delete',
      path: SUBJECT_PATH,
      tag: TAG,
      summary: 'Removes the photo of one of your children, your pickup people, or yourself.',
      params: photoSubjectSchema,
      responses: { 204: { description: 'Removed.' } },
      handler: async (c, { params }) => {
        await photos(c).remove(c.var.ctx.viewer, params);
        return answer(204, null);
      },
    });
}
