import { z } from 'zod';

// The record's `acceptance` section: a change accepted on purpose for this model (src/inputs/acceptance.ts).

const text = (max: number) => z.string().max(max);
const finite = z.number().finite();
const PATH = 4096;

export const acceptanceSchema = z.object({
  model: text(PATH),
  reason: text(500),
  file: text(PATH),
  p50: finite.nullable(),
  p95: finite.nullable(),
  agreement: z
    .union([
      z.literal('off'),
      z.object({
        atol: finite.optional(),
        rtol: finite.optional(),
        minCosine: finite.optional(),
        minTop1Agreement: finite.optional(),
      }),
    ])
    .nullable(),
  thresholds: z.object({ p50: finite, p95: finite }),
  honored: z.boolean(),
  why: text(500).nullable(),
  /** false: the model passes its own thresholds without it (the report says to remove it); null: not judged. */
  needed: z.boolean().nullable().default(null),
});
