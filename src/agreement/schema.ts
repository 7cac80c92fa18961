import { z } from 'zod';
import type { AgreementResult } from './types.js';

// The agreement part of the versioned JSON record. JSON has no Infinity, NaN or bigint, and
// JSON.stringify silently turns the first two into null, so the result is built JSON-safe and the
// schema rejects anything else (zod 4's z.number() refuses ±Infinity and NaN):
// - a value that can be infinite is `number | null`, and a flag on the same object says what null means:
//   sqnrDb null + sqnrInfinite true = no error at all (+Infinity); sqnrDb null + sqnrInfinite false =
//   undefined (the baseline is all zeros, or no element pair is finite); minPassingAtol null on a numeric
//   output = a NaN/Inf mismatch that no atol can pass (nonFiniteMismatches > 0);
// - error statistics are over element pairs where both values are finite, so they stay finite; NaN/Inf
//   are counted per model in nonFinite instead; null means "not measured" (comparison not numeric, no
//   finite pair) or, for float64 outputs near 1e154, a sum that overflowed;
// - int64 outputs are compared exactly and only counts are recorded, so no bigint ever reaches the record.

const count = z.number().int().nonnegative();
const fraction = z.number().min(0).max(1);
const measurement = z.number().nullable();
const origin = z.enum(['preset', 'input', 'per-output']);
const verdict = z.enum(['pass', 'fail', 'skipped']);
const nonFiniteCounts = z.object({ nan: count, inf: count });
// Caps on every string and list: a record carrying these comes back as untrusted input in report mode.
const text = (max: number) => z.string().max(max);
const specShape = z.object({ type: text(64), shape: z.array(z.union([z.number(), text(1024)])).max(64) });

export const effectiveTolerancesSchema = z.object({
  atol: z.number().nonnegative(),
  rtol: z.number().nonnegative(),
  minCosine: fraction,
  minTop1Agreement: fraction.nullable(),
  elementwise: z.boolean(),
  origin: z.object({ atol: origin, rtol: origin, minCosine: origin, minTop1Agreement: origin }),
});

export const outputAgreementSchema = z
  .object({
    name: text(1024),
    baselineName: text(1024).optional(),
    dtype: text(64),
    baselineDtype: text(64).optional(),
    shape: z.array(z.number().int()).max(64),
    baselineShape: z.array(z.number().int()).max(64).optional(),
    verdict,
    reason: text(4000).optional(),
    comparison: z.enum(['numeric', 'exact', 'none']),
    elements: count,
    failingElements: count,
    failingFraction: fraction,
    nonFiniteMismatches: count,
    nonFinite: z.object({ baseline: nonFiniteCounts, candidate: nonFiniteCounts }),
    maxAbsError: measurement,
    meanAbsError: measurement,
    medianAbsError: measurement,
    p99AbsError: measurement,
    maxRelError: measurement,
    quantilesExact: z.boolean(),
    cosine: z.number().min(-1).max(1).nullable(),
    cosineChecked: z.boolean(),
    sqnrDb: measurement,
    sqnrInfinite: z.boolean(),
    ranking: z.object({ k: count, rows: count, top1Agreement: fraction, topKAgreement: fraction }).nullable(),
    minPassingAtol: z.number().nonnegative().nullable(),
    tolerances: effectiveTolerancesSchema,
    summary: text(4000),
  })
  .superRefine((output, ctx) => {
    if (output.sqnrInfinite && output.sqnrDb !== null) {
      ctx.addIssue({ code: 'custom', path: ['sqnrDb'], message: 'sqnrDb must be null when sqnrInfinite is true' });
    }
    const unpassable = output.comparison === 'numeric' && output.nonFiniteMismatches > 0;
    if (output.comparison === 'numeric' && (output.minPassingAtol === null) !== unpassable) {
      ctx.addIssue({
        code: 'custom',
        path: ['minPassingAtol'],
        message: 'minPassingAtol must be null exactly when a NaN/Inf mismatch makes every atol fail',
      });
    }
  });

export const signatureDiffRowSchema = z.object({
  kind: z.enum(['input', 'output']),
  name: text(1024),
  baselineName: text(1024).optional(),
  baseline: specShape.optional(),
  candidate: specShape.optional(),
  change: z.enum(['added', 'removed', 'type', 'shape']),
});

export const agreementResultSchema = z.object({
  verdict,
  reason: text(4000).optional(),
  preset: z.enum(['float32', 'float16', 'quantized']),
  samples: count,
  tolerances: effectiveTolerancesSchema.optional(),
  outputs: z.array(outputAgreementSchema).max(10_000),
  signatureDiff: z.array(signatureDiffRowSchema).max(20_000),
  warnings: z.array(text(4000)).max(200),
});

// Compile-time proof that the schema and the hand-written types describe the same data.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type AgreementSchemaMatchesTypes = Assert<Same<z.infer<typeof agreementResultSchema>, AgreementResult>>;
