// The current edition's year: where every service that works on "this year" (groups, attendance, the schedule,
// printing, the settings) starts, in one statement.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { notFound } from '../../errors.ts';

export async function currentEditionYear(prisma: Pick<PrismaClient, 'programSettings'>): Promise<number> {
  const settings = await prisma.programSettings.findUnique({ where: { id: 1 }, select: { currentYear: true } });
  if (!settings) throw notFound('The current program edition');
  return settings.currentYear;
}
