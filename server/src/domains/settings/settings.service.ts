// Program settings: the current edition (year, name, start, time zone) and its three program flags.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { notFound } from '../../errors.ts';

export function createSettingsService(prisma: PrismaClient) {
  return {
    /** Public: the current edition, read by the home page, the footer countdown and the nav bar. */
    async currentEdition() {
      const settings = await prisma.programSettings.findUnique({ where: { id: 1 }, select: { edition: true } });
      if (!settings) throw notFound('The current program edition');
      return settings.edition;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
