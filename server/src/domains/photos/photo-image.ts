// An uploaded photo made safe to keep: it must really be an image (sharp reads its header, and then the whole
// picture), it is turned upright by its EXIF orientation, shrunk to PHOTO_SIZE_PX on its longer side and
// re-encoded as WebP. sharp writes no metadata unless asked, so EXIF (the camera's GPS position, its serial,
// the time), ICC profiles, XMP and IPTC are all gone from what is stored; the test reads them back to be sure.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { badInput } from '../../errors.ts';
import { PHOTO_FIELD, PHOTO_SIZE_PX, PHOTO_WORDS } from '../../../../forms/photos.ts';

/** Formats a phone or a computer offers for a photo (HEIC is turned into JPEG by the phone's browser on upload). */
const READABLE = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);
/** A decompression bomb is refused before it is decoded: at most this many pixels (a 48 MP phone camera fits). */
const MAX_INPUT_PIXELS = 64_000_000;

export interface StoredImage {
  data: Uint8Array<ArrayBuffer>;
  mimeType: 'image/webp';
  width: number;
  height: number;
  byteSize: number;
  sha256: string;
}

const notAnImage = () => badInput({ [PHOTO_FIELD]: PHOTO_WORDS.notAnImage });

/** The upload re-encoded for keeping; 400 naming the field when it is not an image sharp can read. */
export async function storedImageOf(upload: Uint8Array): Promise<StoredImage> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw notAnImage();
  }
  if (!format || !READABLE.has(format)) throw notAnImage();
  const encode = () =>
    sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate() // by the EXIF orientation, then the orientation tag is gone with the rest
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  let output: Awaited<ReturnType<typeof encode>>;
  try {
    output = await encode();
  } catch {
    throw notAnImage();
  }
  const data = new Uint8Array(output.data.byteLength);
  data.set(output.data);
  return {
    data,
    mimeType: 'image/webp',
    width: output.info.width,
    height: output.info.height,
    byteSize: data.byteLength,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

/** A new photo's id: 128 random bits, base64url (22 characters). */
export const newPhotoId = () => randomBytes(16).toString('base64url');
