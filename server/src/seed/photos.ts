// Demo photos for faces at pickup: simple drawn avatars (a head and shoulders on a coloured background, made
// with sharp here, so the repository holds no image files) for the demo parent's children and the pickup
// people on that family's list, including the one who must NOT pick up. They go through the same re-encoding
// as an upload (photos/photo-image.ts).
import type { Prisma } from '../generated/prisma/client.ts';
import sharp from 'sharp';
import { newPhotoId, storedImageOf } from '../domains/photos/photo-image.ts';

type Db = Prisma.TransactionClient;

const LOOKS: { background: string; skin: string; hair: string; shirt: string }[] = [
  { background: '#cfe3f7', skin: '#f1c7a1', hair: '#6b3e1f', shirt: '#2f6fb5' },
  { background: '#f7dccf', skin: '#d9a27a', hair: '#1f1a17', shirt: '#b5452f' },
  { background: '#dcefd6', skin: '#f4d2b5', hair: '#c9a24a', shirt: '#3f8a3a' },
  { background: '#e6ddf4', skin: '#a8745a', hair: '#2b211c', shirt: '#6a4bb0' },
  { background: '#f4efcf', skin: '#eab894', hair: '#9c9c9c', shirt: '#8a6d1f' },
];

function avatarSvg(look: (typeof LOOKS)[number]): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
  <rect width="640" height="640" fill="${look.background}"/>
  <ellipse cx="320" cy="640" rx="230" ry="170" fill="${look.shirt}"/>
  <rect x="285" y="400" width="70" height="90" fill="${look.skin}"/>
  <ellipse cx="320" cy="280" rx="130" ry="150" fill="${look.skin}"/>
  <path d="M190 260 Q200 110 320 110 Q440 110 450 260 Q420 170 320 170 Q220 170 190 260 Z" fill="${look.hair}"/>
  <circle cx="272" cy="285" r="12" fill="#2a2a2a"/><circle cx="368" cy="285" r="12" fill="#2a2a2a"/>
  <path d="M275 350 Q320 385 365 350" stroke="#7a3b2e" stroke-width="9" fill="none" stroke-linecap="round"/>
</svg>`);
}

const avatar = async (i: number) => storedImageOf(await sharp(avatarSvg(LOOKS[i % LOOKS.length])).png().toBuffer());

export async function seedPhotos(db: Db): Promise<void> {
  const family = await db.parent.findFirstOrThrow({
    where: { email: 'parent@example.org' },
    select: { children: { orderBy: { childId: 'asc' }, select: { childId: true } }, authorizedPickups: { orderBy: { id: 'asc' }, select: { id: true } } },
  });
  const subjects = [...family.children.map((c) => ({ childId: c.childId })), ...family.authorizedPickups.map((p) => ({ pickupPersonId: p.id }))];
  const images = await Promise.all(subjects.map((_, i) => avatar(i)));
  await db.photo.createMany({ data: subjects.map((subject, i) => ({ id: newPhotoId(), ...subject, ...images[i] })) });
}
