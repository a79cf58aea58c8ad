// Photos of faces at pickup: what a parent may upload and how the browser and both doors word a refusal.
// The server re-encodes every photo (photos/photo-image.ts); these limits are what it accepts.
import { z } from 'zod';
import { recordId } from './fields.ts';

/** The largest upload accepted, in bytes (a phone camera's full-size JPEG fits; the browser shrinks it first). */
export const PHOTO_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The longest side of a stored photo, in pixels: enough to recognise a face on a tablet at check-out. */
export const PHOTO_SIZE_PX = 512;
/** The multipart field that carries the image. */
export const PHOTO_FIELD = 'photo';

/** Whose face: a child, one of the family's pickup people, or the parent themself. */
export const PHOTO_SUBJECTS = ['child', 'pickup-person', 'parent'] as const;
export type PhotoSubjectKind = (typeof PHOTO_SUBJECTS)[number];

export const photoSubjectSchema = z.object({
  kind: z.enum(PHOTO_SUBJECTS, { error: 'Choose a child, a pickup person or yourself.' }),
  id: z.coerce.number().pipe(recordId('the id of a child, a pickup person or your own parent id')),
});
export type PhotoSubject = z.output<typeof photoSubjectSchema>;

export const photoIdSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'That is not the address of a photo.'),
});

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const PHOTO_WORDS = {
  tooLarge: `The photo is larger than ${megabytes(PHOTO_UPLOAD_MAX_BYTES)}. Choose a smaller one.`,
  missing: 'Choose a photo to upload.',
  notAnImage: 'That file is not a photo we can read. Choose a JPEG, PNG, WebP, AVIF or GIF image.',
} as const;
