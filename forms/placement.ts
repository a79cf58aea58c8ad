// What an administrator sends to run the afternoon-club placement: an optional lottery seed, so a run can be
// repeated exactly (the same data and seed give the same result).
import { z } from 'zod';

/** The largest seed; a PostgreSQL integer and a GraphQL Int both hold it. */
export const SEED_MAX = 2 ** 31 - 1;

const SEED_WORDS = `Give a seed from 0 to ${SEED_MAX}.`;

export const placementRunSchema = z.object({
  seed: z.number({ error: SEED_WORDS }).int({ error: SEED_WORDS }).min(0, { error: SEED_WORDS }).max(SEED_MAX, { error: SEED_WORDS }).nullish(),
});
export type PlacementRunInput = z.output<typeof placementRunSchema>;
