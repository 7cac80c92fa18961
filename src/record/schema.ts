import { z } from 'zod';
import { agreementResultSchema } from '../agreement/schema.js';
import { gpuRecordSchema } from '../gpu/record-schema.js';
import { loadSchema } from './load.js';

// The versioned JSON record. The same schema writes it (parse before write) and reads it back (mode: report
// treats records from other jobs as untrusted input), so a record that validates is one the code can render.
// Times are milliseconds except the raw per-call timings, which are microseconds (their unit is stated).
export const SCHEMA_VERSION = 1;

const finite = z.number().finite();
const verdict = z.enum(['pass', 'regression', 'improvement', 'inconclusive', 'error']);
const metricVerdict = z.enum(['pass', 'regression', 'improvement', 'inconclusive']);

export const metricResultSchema = z.object({
  baseline: finite,
  candidate: finite,
  ratio: finite,
  ci: z.tuple([finite, finite]),
  confidence: finite,
  verdict: metricVerdict,
  threshold: finite,
  noiseFloor: finite,
  halfWidth: finite,
  /** null when a guard made a regression verdict impossible in this run. */
  minDetectable: finite.nullable(),
  detectable: z.string(),
  reasons: z.array(z.string()),
});

const armSummary = z.object({ count: z.number().int(), mean: finite, p50: finite, p95: finite, p99: finite, min: finite, max: finite });
const coldStart = z.object({ createMs: finite, firstRunMs: finite });
const tensorInfo = z.object({ name: z.string(), type: z.string(), shape: z.array(z.union([z.number(), z.string()])) });
const signature = z.object({ inputs: z.array(tensorInfo), outputs: z.array(tensorInfo) });

export const modelInfoSchema = z.object({
  path: z.string(),
  bytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  signature: signature.nullable(),
  facts: z
    .object({
      irVersion: z.number().int(),
      producer: z.string(),
      opsets: z.record(z.string(), z.number().int()),
      ops: z.array(z.string()),
      quantized: z.boolean(),
      float16Weights: z.boolean(),
      externalData: z.array(z.string()),
    })
    .nullable(),
});


export const reportRecordSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.literal('latency-gate'), version: z.string() }),
  // The same rules as the inputs: records come back as untrusted input in report mode, and both are rendered.
  id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
  label: z.string().regex(/^[A-Za-z0-9._-]{0,64}$/),
  mode: z.enum(['gate', 'calibrate']),
  createdAt: z.string(),
  verdict,
  /** Whether `fail-on` turned the verdict into a failed step / exit code 1 (or 2 for an error). */
  failed: z.boolean(),
  /** One line: the verdict in words, or the error. */
  headline: z.string(),
  error: z.object({ message: z.string(), kind: z.string(), phase: z.string() }).nullable(),
  models: z.object({ candidate: modelInfoSchema, baseline: modelInfoSchema }),
  latency: z
    .object({
      p50: metricResultSchema,
      p95: metricResultSchema,
      baseline: armSummary,
      candidate: armSummary,
    })
    .nullable(),
  coldStart: z.object({ baseline: coldStart, candidate: coldStart }).nullable(),
  warmup: z
    .object({
      durationMs: finite,
      stable: z.boolean(),
      calls: z.object({ baseline: z.number().int(), candidate: z.number().int() }),
      callsPerBlock: z.object({ baseline: z.number().int(), candidate: z.number().int() }),
    })
    .nullable(),
  sampling: z.object({
    rounds: z.number().int(),
    calls: z.object({ baseline: z.number().int(), candidate: z.number().int() }),
    looks: z.number().int(),
    decidedAtLook: z.number().int().nullable(),
    stopReason: z.enum(['decided', 'budget-spent', 'error']),
    durationMs: finite,
  }),
  agreement: agreementResultSchema,
  settings: z.object({
    p50Threshold: finite,
    p95Threshold: finite,
    maxDurationMs: finite,
    minDurationMs: finite,
    threads: z.number().int(),
    executionProvider: z.string(),
    deviceId: z.number().int().default(0),
    fallback: z.enum(['none', 'cpu']).default('none'),
    inputShapes: z.string(),
    inputValues: z.string(),
    /** The `inputs` file or directory of real input data, '' when every input was synthesized. */
    inputs: z.string().default(''),
    seed: z.number().int(),
    failOn: z.string(),
    /** 'allow-signature-change': a changed signature was accepted rather than failed (false in older records). */
    allowSignatureChange: z.boolean().default(false),
    confidence: finite,
    noiseFloor: z.object({ p50: finite, p95: finite, source: z.string() }),
  }),
  environment: z.object({
    onnxruntime: z.string(),
    node: z.string(),
    os: z.string(),
    cpu: z.string(),
    cores: z.number().int(),
    timerResolutionUs: finite.nullable(),
    runner: z.string().nullable(),
    /** The GPU run: device, clocks, libraries, node placement; null on the CPU provider. */
    gpu: gpuRecordSchema.nullable().default(null),
  }),
  warnings: z.array(z.string()),
  /** What else the machine did during measurement, per look (null: not measured, or an older record). */
  load: loadSchema.nullable().default(null),
  raw: z.object({
    unit: z.literal('us'),
    rounds: z.array(z.object({ order: z.enum(['AB', 'BA']), baseline: z.array(finite), candidate: z.array(finite) })),
  }),
});

export type ReportRecord = z.infer<typeof reportRecordSchema>;
export type MetricResult = z.infer<typeof metricResultSchema>;
export type Verdict = ReportRecord['verdict'];
