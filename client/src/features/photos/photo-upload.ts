// Sending a photo from the browser: the picture is first made smaller on the phone (a camera's 4000 px JPEG
// becomes at most PREPARED_MAX_PX, a few hundred KB instead of several MB on the church's Wi-Fi), then sent as
// the multipart form PUT /api/v1/photos/{kind}/{id} reads. The server re-encodes it anyway and strips every
// piece of metadata; shrinking here is for the upload's speed, not for privacy.
import { PHOTO_FIELD, PHOTO_UPLOAD_MAX_BYTES, type PhotoSubjectKind } from '../../../../forms/photos.ts';
import { xsrfHeaders } from '../../relay/xsrf.ts';
import { formatMessageNow } from '../../i18n/format-now.ts';
import { defineMessages } from '../../i18n/intl.tsx';

// The refusals the browser makes itself, in the page's language (forms/photos.ts's PHOTO_WORDS in English).
const WORDS = defineMessages({
  notAnImage: { id: 'photo.notAnImage', defaultMessage: 'That file is not a photo we can read. Choose a JPEG, PNG, WebP, AVIF or GIF image.' },
  tooLarge: { id: 'photo.tooLarge', defaultMessage: 'The photo is larger than {megabytes} MB. Choose a smaller one.' },
  failed: { id: 'photo.failed', defaultMessage: 'The photo could not be saved. Please try again.' },
});

/** Long side of the picture sent: twice what is kept, so the server's resize has detail to work with. */
const PREPARED_MAX_PX = 1024;

/** A refusal to show beside the photo, before anything is sent. */
export function fileProblem(file: File): string | null {
  if (file.type && !file.type.startsWith('image/')) return formatMessageNow(WORDS.notAnImage);
  return null;
}

/**
 * The picture, upright and at most PREPARED_MAX_PX on its longer side, as a JPEG; the file itself when the
 * browser cannot decode it (the server then judges it). Refuses what is still too large.
 */
export async function preparedPhoto(file: File): Promise<Blob> {
  let prepared: Blob = file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PREPARED_MAX_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    if (blob && blob.size < file.size) prepared = blob;
  } catch {
    // Not decodable here (e.g. a format this browser lacks): sent as it is.
  }
  if (prepared.size > PHOTO_UPLOAD_MAX_BYTES) throw new Error(formatMessageNow(WORDS.tooLarge, { megabytes: Math.round(PHOTO_UPLOAD_MAX_BYTES / (1024 * 1024)) }));
  return prepared;
}

export interface UploadedPhoto {
  id: string;
  url: string;
}

/** Sends the photo; rejects with the server's own words (the field's problem first) when it is refused. */
export async function uploadPhoto(kind: PhotoSubjectKind, id: number, photo: Blob, fileName: string): Promise<UploadedPhoto> {
  const form = new FormData();
  form.append(PHOTO_FIELD, photo, fileName);
  const response = await fetch(`/api/v1/photos/${kind}/${id}`, { method: 'PUT', body: form, credentials: 'include', headers: { Accept: 'application/json', ...(await xsrfHeaders()) } });
  const body = (await response.json().catch(() => null)) as { photo?: UploadedPhoto; error?: { message: string; fields?: Record<string, string> } } | null;
  if (!response.ok || !body?.photo) throw new Error(body?.error?.fields?.[PHOTO_FIELD] ?? body?.error?.message ?? formatMessageNow(WORDS.failed));
  return body.photo;
}
