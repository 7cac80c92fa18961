import { z } from 'zod';
import { acceptanceSchema } from './acceptance-schema.js';
import { DEFAULT_ACCEPT_FILE } from '../inputs/acceptance.js';
import { agreementResultSchema } from '../agreement/schema.js';
import { historySectionSchema } from './history-section.js';
import { loadSchema } from './load-windows.js';
import { memorySectionSchema } from './memory-section.js';
import { throughputSchema } from './throughput.js';
import { fixedCostSchema } from './fixed-cost.js';
import { environmentSchema } from './environment-section.js';
import { modelDiffSchema, profileSchema, weightDiffSchema } from './explain-schema.js';
import { GUARDS } from '../stats/types.js';
import { overallVerdict } from '../stats/verdict.js';

// The versioned JSON record. The same schema writes it (parse before write) and reads it back (mode: report
// treats records from other jobs as untrusted input), so a record that validates is one the code can render.
// Units: every section that holds times says its unit in a `unit` field (`latency.unit: 'ms'`, `raw.unit:
// 'us'`); fields outside those sections carry the unit in their name (`durationMs`, `createMs`,
// `timerResolutionUs`). Records written before `latency.unit` existed are read as 'ms', which they were.
// This is one model's record; the file at `report-path` is the run record that holds one or more of them
// (src/record/run-record.ts, docs/record.md). Version 2: the run record, `unjudged`, `settings.rawTimings`,
// `models.*.commit`.
export const SCHEMA_VERSION = 2;

const finite = z.number().finite();
/**
 * Every string has a length cap and, where our code writes a fixed shape, a pattern: a record from another run
 * (a fork's, in report mode) that carries anything else is refused rather than rendered. Free text (paths,
 * names, messages) is escaped where it is shown; sentences built from numbers are rebuilt at render time.
 */
const text = (max: number) => z.string().max(max);
const PATH = 4096;
const NAME = 1024;
/** A message's cap; our own long texts (an onnxruntime message can run to pages) are cut to it before the record is built. */
export const MESSAGE = 4000;
const word = (max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9._-]{1,${max}}$`));
const lines = (count: number, max = MESSAGE) => z.array(text(max)).max(count);
const count = z.number().int().nonnegative();

export const MAX_WARNINGS = 200;
/**
 * `unjudged`: nothing was compared, so nothing is claimed (a model measured against itself because it has no
 * baseline). Never shown as a pass (docs/record.md, "Verdicts").
 */
const verdict = z.enum(['pass', 'regression', 'improvement', 'inconclusive', 'error', 'unjudged']);
const metricVerdict = z.enum(['pass', 'regression', 'improvement', 'inconclusive', 'unjudged']);
/** A git commit id: SHA-1, or SHA-256 in a repository that uses it. */
export const commitId = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
export const errorSchema = z.object({ message: text(MESSAGE), kind: word(32), phase: word(32) });

export const metricResultSchema = z.object({
  baseline: finite,
  candidate: finite,
  ratio: finite,
  ci: z.tuple([finite, finite]),
  confidence: finite,
  /**
   * What the interval claims: its level, which holds where the rounds are independent or their correlation was
   * found (`serialStretch` > 1, the factor applied; null where the sessions' modes made the interval); absent in
   * older records.
   */
  claim: z.object({ level: finite, serialStretch: finite.nullable() }).optional(),
  verdict: metricVerdict,
  threshold: finite,
  noiseFloor: finite,
  halfWidth: finite,
  /** null when a guard made a regression verdict impossible in this run. */
  minDetectable: finite.nullable(),
  /** Written for scripts; renderers rebuild the sentence from `minDetectable`, so its text is never shown. */
  detectable: z.string().regex(/^[A-Za-z0-9 .,%()≥≤+\-–;:']{1,300}$/),
  reasons: lines(20, 1000),
  /**
   * What an inconclusive metric's interval said before a guard, an unsettled warm-up or the busy-runner
   * refusal stopped the verdict (docs/statistics.md, "Guards"). Absent when nothing was suspected.
   */
  suspected: z.enum(['regression', 'improvement']).optional(),
  /** The guards that held an inconclusive verdict, short names (docs/statistics.md, "Guards"); absent when none did. */
  heldBy: z.array(z.enum(GUARDS)).max(GUARDS.length).optional(),
  /**
   * Set when 1-3 session pairs that stay, not the time, left the metric undecided: the pairs measured and the
   * fewest that would have decided it, null when none up to 16 would (docs/statistics.md, "Ratio interval").
   */
  fewPairs: z
    .object({ pairs: z.number().int().min(1).max(3), atLeast: z.number().int().min(2).max(16).nullable() })
    .optional(),
  /**
   * The session pairs behind the interval (docs/statistics.md, "Ratio interval"): per-pair ratios, the within-pair
   * sd of the log estimate, the between-pair sd seen in this run (null with one pair) and the one used.
   * Optional so records written before session pairs still validate.
   */
  pairs: z
    .object({
      pairs: z.number().int().positive().max(64),
      ratios: z.array(finite).max(64),
      withinSd: finite,
      betweenSdInRun: finite.nullable(),
      betweenSd: finite,
      /** How many equally weighted pairs the pooled estimate's mean bias is worth; absent in older records. */
      effectivePairs: finite.optional(),
    })
    .optional(),
  /**
   * When the sessions settled in two modes and they decided this metric's estimate (docs/statistics.md,
   * "Sessions in two modes"): each mode's median call (ms), how many of each arm's sessions took the slow one,
   * the p of the test that both arms take it equally often, and the estimator: `within-mode` (sessions of the
   * same mode compared; both metrics) or `pair-mean` (the per-pair ratios' geometric mean; p50 only). Absent
   * otherwise; `estimator` and `mixP` are absent in records written before the within-mode estimate.
   */
  modes: z
    .object({
      fastMs: finite,
      slowMs: finite,
      slow: z.object({ baseline: count, candidate: count }),
      sessions: z.number().int().positive().max(64),
      mixP: z.number().min(0).max(1).optional(),
      estimator: z.enum(['within-mode', 'pair-mean']).optional(),
    })
    .optional(),
});

const armSummary = z.object({ count, mean: finite, p50: finite, p95: finite, p99: finite, min: finite, max: finite });
const coldStart = z.object({ createMs: finite, firstRunMs: finite });
const tensorInfo = z.object({
  name: text(NAME),
  type: text(64),
  shape: z.array(z.union([z.number(), text(NAME)])).max(64),
});
const signature = z.object({ inputs: z.array(tensorInfo).max(10_000), outputs: z.array(tensorInfo).max(10_000) });

/**
 * Where a model's bytes came from: a workspace file as it was on disk, or a file of a commit (path after
 * symlinks, the ref as given, commit, blob, and the Git LFS object the blob pointed to). Absent in older records.
 */
export const modelSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('workspace'), path: text(PATH) }),
  z.object({
    kind: z.literal('git'),
    path: text(PATH),
    ref: text(256),
    commit: commitId,
    blob: commitId,
    lfs: z.object({ oid: z.string().regex(/^[0-9a-f]{64}$/), size: count, fetched: z.boolean() }).nullable(),
  }),
]);

export const modelInfoSchema = z.object({
  path: text(PATH),
  /** The commit the file was read from (a baseline from a git ref); null for a file on disk. */
  commit: commitId.nullable().default(null),
  source: modelSourceSchema.nullable().default(null),
  bytes: count.nullable(),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  signature: signature.nullable(),
  facts: z
    .object({
      irVersion: z.number().int(),
      producer: text(NAME),
      opsets: z.record(text(256), z.number().int()).refine((o) => Object.keys(o).length <= 256, 'too many opsets'),
      ops: z.array(text(256)).max(5000),
      /** Nodes of the main graph (absent in older records). */
      nodes: count.optional(),
      quantized: z.boolean(),
      float16Weights: z.boolean(),
      externalData: z.array(text(PATH)).max(10_000),
    })
    .nullable(),
});

export const reportRecordSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    tool: z.object({ name: z.literal('latency-gate'), version: z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/) }),
    // The same rules as the inputs: records come back as untrusted input in report mode, and both are rendered.
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
    label: z.string().regex(/^[A-Za-z0-9._-]{0,64}$/),
    mode: z.enum(['gate', 'calibrate']),
    createdAt: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/),
    verdict,
    /** Whether `fail-on` turned the verdict into a failed step / exit code 1 (or 2 for an error). */
    failed: z.boolean(),
    /** One line: the verdict in words, or the error. */
    headline: text(2 * MESSAGE),
    error: errorSchema.nullable(),
    models: z.object({ candidate: modelInfoSchema, baseline: modelInfoSchema }),
    latency: z
      .object({
        /** The unit of every time in this section (metric baselines and candidates, arm summaries): milliseconds. */
        unit: z.literal('ms').default('ms'),
        p50: metricResultSchema,
        p95: metricResultSchema,
        baseline: armSummary,
        candidate: armSummary,
      })
      .nullable(),
    /** Items per second per model (docs/matrix.md, "Throughput"); written by matrix cells, absent otherwise. */
    throughput: throughputSchema.optional(),
    /** Peak memory of each model (docs/matrix.md, "Memory"); absent when memory was not measured. */
    memory: memorySectionSchema.optional(),
    coldStart: z.object({ baseline: coldStart, candidate: coldStart }).nullable(),
    warmup: z
      .object({
        durationMs: finite,
        stable: z.boolean(),
        calls: z.object({ baseline: count, candidate: count }),
        callsPerBlock: z.object({ baseline: count, candidate: count }),
      })
      .nullable(),
    sampling: z.object({
      rounds: count,
      calls: z.object({ baseline: count, candidate: count }),
      looks: count,
      decidedAtLook: count.nullable(),
      stopReason: z.enum(['decided', 'budget-spent', 'error']),
      durationMs: finite,
      /** Session pairs (baseline + candidate session) rotated through the rounds; absent in older records. */
      sessionPairs: z.number().int().positive().optional(),
      /** Why that many: asked for, or what memory and the budget allowed. */
      sessionPairsReason: z.string().optional(),
      /**
       * The benchmark process's fixed malloc mapping threshold in bytes (MALLOC_MMAP_THRESHOLD_), null where
       * glibc's moving one was kept; absent in older records and runs that stopped before it was planned.
       */
      heapMapThreshold: z.number().int().positive().nullable().optional(),
      heapMapReason: text(NAME).optional(),
      /**
       * Whether each timed call is its time less the benchmark thread's waits for a CPU during it (Linux, one
       * intra-op thread on the CPU, calls of 100 µs or more); absent in older records.
       */
      runQueueWaitsRemoved: z.boolean().optional(),
      /** The fixed cost of a call and its share of each median call (record/fixed-cost.ts); absent in older records. */
      fixedCost: fixedCostSchema.optional(),
    }),
    agreement: agreementResultSchema,
    settings: z.object({
      p50Threshold: finite,
      p95Threshold: finite,
      maxDurationMs: finite,
      minDurationMs: finite,
      threads: count,
      executionProvider: word(32),
      deviceId: z.number().int().nonnegative().default(0),
      fallback: z.enum(['none', 'cpu']).default('none'),
      inputShapes: text(PATH),
      inputValues: text(PATH),
      /** The `inputs` file or directory of real input data, '' when every input was synthesized. */
      inputs: text(PATH).default(''),
      seed: z.number().int(),
      failOn: z.string().regex(/^[a-z,]{0,64}$/),
      /** 'raw-timings': false when the per-call times were left out (`raw.rounds` is then empty). */
      rawTimings: z.boolean().default(true),
      /** 'allow-signature-change': a changed signature was accepted rather than failed (false in older records). */
      allowSignatureChange: z.boolean().default(false),
      /** 'profile': when the per-operator profiling pass runs (older records: the default, 'on-regression'). */
      profile: z.enum(['off', 'on', 'on-regression']).default('on-regression'),
      confidence: finite,
      /** 'accept-file': where accepted changes are read (older records: the default). */
      acceptFile: text(PATH).default(DEFAULT_ACCEPT_FILE),
      noiseFloor: z.object({ p50: finite, p95: finite, source: text(PATH + 100) }),
    }),
    /** What the numbers were measured on (record/environment-section.ts). */
    environment: environmentSchema,
    warnings: lines(MAX_WARNINGS),
    /** What else the machine did during measurement, per look (null: not measured, or an older record). */
    load: loadSchema.nullable().default(null),
    /** What changed in the graph and in the weights (docs/explain.md, "Record fields"); null when the files were not both read. */
    modelDiff: modelDiffSchema.nullable().default(null),
    weightDiff: weightDiffSchema.nullable().default(null),
    /** The per-operator profile pass and its diff; null with 'profile: off' or when measuring never ended. */
    profile: profileSchema.nullable().default(null),
    /**
     * A change accepted on purpose for this model ('accept-file'; docs/record.md, "Acceptance"): the bound and
     * reason as the file gave them, the thresholds they replaced, and whether they applied (a fork's need a
     * maintainer's label). null: none names this model, or an older record.
     */
    acceptance: acceptanceSchema.nullable().default(null),
    /** The latency history of this gate's series and its trend, with 'history-path' (null: none, or an older record). */
    history: historySectionSchema.nullable().default(null),
    raw: z.object({
      /** The raw per-call timings are microseconds: integers of the clock, kept exact. */
      unit: z.literal('us'),
      /** `pair`: the session pair that ran the round (absent in older records: pair 0). */
      rounds: z.array(
        z.object({
          order: z.enum(['AB', 'BA']),
          baseline: z.array(finite),
          candidate: z.array(finite),
          pair: z.number().int().min(0).optional(),
        }),
      ),
    }),
  })
  .superRefine((record, ctx) => {
    // The verdict our code writes follows from the two metric verdicts; a record that says otherwise was edited.
    // `unjudged` goes with unjudged metrics only: a judged metric never hides under it, nor it under a pass.
    const latency = record.latency;
    if (!latency || record.verdict === 'error') return;
    const { p50, p95 } = { p50: latency.p50.verdict, p95: latency.p95.verdict };
    const follows =
      record.verdict === 'unjudged'
        ? p50 === 'unjudged' && p95 === 'unjudged'
        : p50 !== 'unjudged' && p95 !== 'unjudged' && record.verdict === overallVerdict(p50, p95);
    if (!follows) {
      ctx.addIssue({
        code: 'custom',
        path: ['verdict'],
        message: 'the verdict does not follow from latency.p50.verdict and latency.p95.verdict',
      });
    }
  });

export type ReportRecord = z.infer<typeof reportRecordSchema>;
export type MetricResult = z.infer<typeof metricResultSchema>;
export type Verdict = ReportRecord['verdict'];
