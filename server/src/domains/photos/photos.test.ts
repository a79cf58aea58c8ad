// Faces at pickup (photos.policy.ts): what is stored is re-encoded with no location or camera data left; a
// non-image is refused naming the field, a too-large upload with 413; every read is authorized (the family,
// a second guardian of the children, staff, an intern for their groups and at the table on program days; anyone
// else 404, a visitor 401), through
// both doors; only the family adds, replaces and removes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { cameraJpeg, GPS, photoForm, plainPng } from '../../../test/kits/photo-test-kit.ts';
import { holdProgramDays } from '../../../test/kits/program-days-test-kit.ts';
import { PHOTO_SIZE_PX, PHOTO_UPLOAD_MAX_BYTES, PHOTO_WORDS } from '../../../../forms/photos.ts';

let t: TestApp;
let parent: TestClient, otherParent: TestClient, staff: TestClient, intern: TestClient, visitor: TestClient;
let childId: number, otherChildId: number, parentId: number, pickupId: number;

const upload = async (client: TestClient, path: string, form: FormData) => {
  const res = await client.request('PUT', path, { form });
  return { status: res.status, body: (await res.json()) as any };
};
const get = (client: TestClient, url: string, headers: Record<string, string> = {}) => client.request('GET', url, { headers });

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000' } });
  await seedDemoData(t.prisma);
  [parent, otherParent, staff, intern] = await Promise.all(['parent@example.org', 'parent2@example.org', 'staff@example.org', 'intern@example.org'].map((e) => t.signIn(e)));
  visitor = t.anonymous();
  const sarah = await t.prisma.parent.findFirstOrThrow({ where: { email: 'parent@example.org' }, select: { id: true, children: { select: { childId: true }, orderBy: { childId: 'asc' } } } });
  parentId = sarah.id;
  [childId, otherChildId] = sarah.children.map((c) => c.childId);
  pickupId = (await t.prisma.authorizedPickup.create({ data: { parentId, name: 'Grandma Jo', relationship: 'Grandmother' } })).id;
}, 120_000);
afterAll(() => t.close());

describe('demo data', () => {
  it('gives the demo parent’s children and pickup people drawn photos, re-encoded like uploads', async () => {
    const seeded = await t.prisma.photo.findMany({ where: { OR: [{ childId: { in: [childId, otherChildId] } }, { pickupPerson: { parentId, name: { not: 'Grandma Jo' } } }] } });
    expect(seeded.length).toBe(2 + (await t.prisma.authorizedPickup.count({ where: { parentId, name: { not: 'Grandma Jo' } } })));
    for (const photo of seeded) {
      const meta = await sharp(Buffer.from(photo.data)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
  });
});

describe('upload: what is kept', () => {
  it('keeps the photo upright, at most 512 px, as WebP, with no EXIF (GPS, camera), XMP or ICC left', async () => {
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined(); // the test photo does carry them
    const res = await upload(parent, `/api/v1/photos/child/${childId}`, photoForm(original));
    expect(res.status).toBe(200);
    expect(res.body.photo).toMatchObject({ url: `/api/v1/photos/${res.body.photo.id}`, width: 256, height: 512 });
    expect(res.body.photo.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const served = await get(parent, res.body.photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 512 });
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(PHOTO_SIZE_PX);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const text of ['PhoneMaker', 'Phone 15 Pro', 'Secret Location Person', 'GPS', 'Exif', GPS.latitude]) expect(bytes.includes(text)).toBe(false);
    // The database holds exactly what is served.
    const row = await t.prisma.photo.findUniqueOrThrow({ where: { id: res.body.photo.id } });
    expect(Buffer.from(row.data).equals(bytes)).toBe(true);
  });

  it('answers 304 to the same ETag, still only to someone who may see it', async () => {
    const { url } = (await upload(parent, `/api/v1/photos/child/${otherChildId}`, photoForm(await plainPng(0, 200, 0), 'image/png', 'a.png'))).body.photo;
    const etag = (await get(parent, url)).headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await get(parent, url, { 'if-none-match': etag })).status).toBe(304);
    expect((await get(otherParent, url, { 'if-none-match': etag })).status).toBe(404);
  });

  it('replacing gives a new address; the old one no longer answers', async () => {
    const first = (await upload(parent, `/api/v1/photos/pickup-person/${pickupId}`, photoForm(await plainPng(200, 0, 0), 'image/png'))).body.photo;
    const second = (await upload(parent, `/api/v1/photos/pickup-person/${pickupId}`, photoForm(await plainPng(0, 0, 200), 'image/png'))).body.photo;
    expect(second.id).not.toBe(first.id);
    expect((await get(parent, first.url)).status).toBe(404);
    expect((await get(parent, second.url)).status).toBe(200);
    expect(await t.prisma.photo.count({ where: { pickupPersonId: pickupId } })).toBe(1);
  });

  it('refuses a file that is not an image with 400 naming the field, and keeps nothing', async () => {
    const before = await t.prisma.photo.count();
    for (const [bytes, type] of [[new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'image/svg+xml'], [new TextEncoder().encode('%PDF-1.4 not a photo'), 'image/jpeg'], [(await cameraJpeg()).subarray(0, 200), 'image/jpeg']] as const) {
      const res = await upload(parent, `/api/v1/photos/child/${childId}`, photoForm(bytes, type));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'BAD_INPUT', fields: { photo: PHOTO_WORDS.notAnImage } });
    }
    const missing = await upload(parent, `/api/v1/photos/child/${childId}`, photoForm(await plainPng(1, 2, 3), 'image/png', 'x.png', 'picture'));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ photo: PHOTO_WORDS.missing });
    const json = await parent.rest('PUT', `/api/v1/photos/child/${childId}`, { photo: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    expect(json.body.error.fields).toHaveProperty('photo');
    expect(await t.prisma.photo.count()).toBe(before);
  });

  it('refuses a photo over the limit with 413 naming the field', async () => {
    const tooBig = new Uint8Array(PHOTO_UPLOAD_MAX_BYTES + 128 * 1024);
    tooBig.set(await cameraJpeg());
    const res = await upload(parent, `/api/v1/photos/child/${childId}`, photoForm(tooBig));
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'BODY_TOO_LARGE', message: PHOTO_WORDS.tooLarge, fields: { photo: PHOTO_WORDS.tooLarge } });
  });

  it('records who added, replaced and removed a photo, with its size and digest but never the image', async () => {
    const { id } = (await upload(parent, `/api/v1/photos/parent/${parentId}`, photoForm(await plainPng(9, 9, 9), 'image/png'))).body.photo;
    expect((await parent.rest('DELETE', `/api/v1/photos/parent/${parentId}`)).status).toBe(204);
    const rows = await t.prisma.auditEvent.findMany({ where: { entity: 'Photo', entityId: id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => r.kind)).toEqual(['CREATE', 'DELETE']);
    const account = await t.prisma.account.findFirstOrThrow({ where: { email: 'parent@example.org' } });
    expect(rows.every((r) => r.actorAccountId === account.id && r.door === 'rest')).toBe(true);
    const created = rows[0].after as Record<string, unknown>;
    expect(created).toMatchObject({ parentId, mimeType: 'image/webp' });
    expect(created).toHaveProperty('sha256');
    expect(created).not.toHaveProperty('data');
  });
});

describe('who may change a photo', () => {
  it('only the family: another parent is told the child does not exist, staff without a family profile are refused', async () => {
    const form = () => photoForm(Buffer.from([]));
    const png = async () => photoForm(await plainPng(5, 5, 5), 'image/png');
    expect((await upload(otherParent, `/api/v1/photos/child/${childId}`, await png())).status).toBe(404);
    expect((await upload(otherParent, `/api/v1/photos/pickup-person/${pickupId}`, await png())).status).toBe(404);
    expect((await upload(otherParent, `/api/v1/photos/parent/${parentId}`, await png())).status).toBe(404);
    expect((await upload(staff, `/api/v1/photos/child/${childId}`, await png())).status).toBe(403);
    expect((await visitor.request('PUT', `/api/v1/photos/child/${childId}`, { form: form() })).status).toBe(401);
    expect((await otherParent.rest('DELETE', `/api/v1/photos/child/${childId}`)).status).toBe(404);
    const gql = await otherParent.gql(`mutation($i: Int!) { removePhoto(input: { kind: CHILD, id: $i }) { id } }`, { i: childId });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await t.prisma.photo.count({ where: { childId } })).toBe(1);
  });
});

describe('who may see a photo', () => {
  let childUrl: string, pickupUrl: string, ownUrl: string;
  beforeAll(async () => {
    childUrl = (await upload(parent, `/api/v1/photos/child/${childId}`, photoForm(await cameraJpeg()))).body.photo.url;
    pickupUrl = (await upload(parent, `/api/v1/photos/pickup-person/${pickupId}`, photoForm(await plainPng(1, 1, 200), 'image/png'))).body.photo.url;
    ownUrl = (await upload(parent, `/api/v1/photos/parent/${parentId}`, photoForm(await plainPng(100, 1, 1), 'image/png'))).body.photo.url;
  });

  it('REST: the family and any staff member; another parent 404, a visitor 401, with nothing cached for them', async () => {
    for (const url of [childUrl, pickupUrl, ownUrl]) {
      expect((await get(parent, url)).status).toBe(200);
      expect((await get(staff, url)).status).toBe(200);
      const other = await get(otherParent, url);
      expect(other.status).toBe(404);
      expect(other.headers.get('cache-control')).toBe('no-store');
      const anonymous = await get(visitor, url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
    }
    expect((await get(staff, '/api/v1/photos/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await get(staff, '/api/v1/photos/not-a-photo')).status).toBe(404);
  });

  it('a second guardian of the children sees their photos and the other parent’s own, but changes only their own', async () => {
    const guardian = await t.signIn('second.guardian@example.net');
    const secondId = (await guardian.gql('{ viewer { parentIdentity { databaseId } } }')).data.viewer.parentIdentity?.databaseId as number;
    expect(secondId).toEqual(expect.any(Number));
    await t.prisma.childParent.createMany({ data: [childId, otherChildId].map((id) => ({ childId: id, parentId: secondId })) });
    try {
      for (const url of [childUrl, ownUrl]) expect((await get(guardian, url)).status).toBe(200);
      // The pickup list is the parent's own: its faces go with it.
      expect((await get(guardian, pickupUrl)).status).toBe(404);
      expect((await upload(guardian, `/api/v1/photos/parent/${parentId}`, photoForm(await plainPng(5, 5, 5), 'image/png'))).status).toBe(404);
      expect((await guardian.rest('DELETE', `/api/v1/photos/parent/${parentId}`)).status).toBe(404);
      expect((await get(guardian, ownUrl)).status).toBe(200);
    } finally {
      await t.prisma.childParent.deleteMany({ where: { parentId: secondId } });
    }
    // No longer a guardian of the children: the other parent's face is gone with them.
    expect((await get(guardian, ownUrl)).status).toBe(404);
  });

  it('REST: an intern sees the family’s photos at the table on the program’s days only, and never another day', async () => {
    await holdProgramDays(t, { today: false });
    for (const url of [childUrl, pickupUrl, ownUrl]) expect((await get(intern, url)).status).toBe(404);
    await holdProgramDays(t, { today: true });
    for (const url of [childUrl, pickupUrl, ownUrl]) expect((await get(intern, url)).status).toBe(200);
  });

  it('GraphQL: the family and staff read the addresses; another parent reads neither the child nor the photo', async () => {
    const mine = await parent.gql(`{ viewer { parentIdentity { children { databaseId photoUrl } } } myPickupPeople { databaseId photoUrl } myPhoto { url width } }`);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.viewer.parentIdentity.children.find((c: { databaseId: number }) => c.databaseId === childId).photoUrl).toBe(childUrl);
    expect(mine.data.myPickupPeople.find((p: { databaseId: number }) => p.databaseId === pickupId).photoUrl).toBe(pickupUrl);
    expect(mine.data.myPhoto.url).toBe(ownUrl);

    const station = await staff.gql(`query($p: Int!) { checkInFamily(parentId: $p) { parentPhotoUrl pickupPeople { databaseId photoUrl } children { childId photoUrl } } }`, { p: parentId });
    expect(station.errors).toBeUndefined();
    expect(station.data.checkInFamily.parentPhotoUrl).toBe(ownUrl);
    expect(station.data.checkInFamily.pickupPeople.find((p: { databaseId: number }) => p.databaseId === pickupId).photoUrl).toBe(pickupUrl);
    expect(station.data.checkInFamily.children.find((c: { childId: number }) => c.childId === childId).photoUrl).toBe(childUrl);

    const other = await otherParent.gql(`query($p: Int!) { checkInFamily(parentId: $p) { parentPhotoUrl } }`, { p: parentId });
    expect(other.data?.checkInFamily ?? null).toBeNull();
    expect(other.errors?.length).toBeGreaterThan(0);
    expect((await otherParent.gql(`{ myPhoto { url } }`)).data.myPhoto).toBeNull();
  });

  it('removing through GraphQL ends the address at once', async () => {
    const res = await parent.gql(`mutation($i: Int!) { removePhoto(input: { kind: PICKUP_PERSON, id: $i }) { kind id } }`, { i: pickupId });
    expect(res.errors).toBeUndefined();
    expect(res.data.removePhoto).toEqual({ kind: 'PICKUP_PERSON', id: pickupId });
    expect((await get(parent, pickupUrl)).status).toBe(404);
    expect((await get(staff, pickupUrl)).status).toBe(404);
    const again = await parent.rest('DELETE', `/api/v1/photos/pickup-person/${pickupId}`);
    expect(again.status).toBe(404);
  });

  it('a removed pickup person takes their photo along', async () => {
    const id = (await t.prisma.authorizedPickup.create({ data: { parentId, name: 'Uncle Bo', relationship: 'Uncle' } })).id;
    const { url } = (await upload(parent, `/api/v1/photos/pickup-person/${id}`, photoForm(await plainPng(3, 3, 3), 'image/png'))).body.photo;
    expect((await parent.rest('DELETE', `/api/v1/parent/pickup-people/${id}`)).status).toBe(204);
    expect((await get(staff, url)).status).toBe(404);
  });
});
