// Demo data (CONTRACT.md). Being written: see issue #2.
import type { PrismaClient } from '../generated/prisma/client.ts';

export async function seedIfEmpty(prisma: PrismaClient): Promise<boolean> {
  const editions = await prisma.edition.count();
  if (editions > 0) return false;
  await seedDemoData(prisma);
  return true;
}

export async function seedDemoData(prisma: PrismaClient): Promise<void> {
  const startsAt = new Date('2025-08-11T14:00:00.000Z');
  await prisma.edition.create({ data: { year: 2025, name: 'Egyptian Expedition', startsAt, timeZone: 'America/Chicago' } });
  await prisma.programSettings.create({ data: { id: 1, currentYear: 2025 } });
}
