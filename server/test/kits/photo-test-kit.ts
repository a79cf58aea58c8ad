// Shared by the photo tests: camera-like JPEGs made with sharp in the test (no image files from elsewhere) and
// the multipart form a phone's browser sends.
import sharp from 'sharp';
import { PHOTO_FIELD } from '../../../forms/photos.ts';

/** Where the test photos say they were taken (a church parking lot), and the camera that says so. */
export const GPS = { latitude: '44/1 58/1 1234/100', longitude: '93/1 15/1 4321/100' };

/**
 * A 800×400 JPEG as a phone writes one held upright: pixels stored sideways with EXIF orientation 6 (turn 90°
 * clockwise), a GPS position, the camera's make and model, and an XMP and ICC profile beside them.
 */
export async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15 Pro', Software: 'Camera 1.0' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: GPS.latitude, GPSLongitudeRef: 'W', GPSLongitude: GPS.longitude },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Location Person</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
    .toBuffer();
}

/** A small PNG of one colour (a second, different photo). */
export const plainPng = (r: number, g: number, b: number) => sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } }).png().toBuffer();

/** The form a browser sends: the file in the photo field. */
export function photoForm(bytes: Uint8Array, type = 'image/jpeg', name = 'IMG_0001.jpg', field = PHOTO_FIELD): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
