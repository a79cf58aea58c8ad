// A write refused by a unique index (Prisma's P2002, or the driver adapter's UniqueConstraintViolation for a
// raw statement), and a transaction run again when another one committed the same key first: two
// transactions that both found a key free cannot both insert it; the second, run again, reads the first's row.
import { Prisma } from '../generated/prisma/client.ts';

export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2002') return true;
  const cause = (error.meta as { driverAdapterError?: { cause?: { kind?: string } } } | undefined)?.driverAdapterError?.cause;
  return cause?.kind === 'UniqueConstraintViolation' || /UniqueConstraintViolation/.test(String((error.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError ?? ''));
}

/** Runs `work` (a whole transaction) again when a unique index refused it, at most `attempts` times in all. */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
