// The results file every `bench:*` script writes (bench/results/<name>.json): what was measured, by which
// commit, on which machine under which load, and one entry per check with its target and whether it was met.
// The README's quality table and docs/validation.md are generated from these files (docs/development.md,
// "Evidence"), so a figure is stated once, as data, and older results live in git history, not in prose.
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** bench/results/ at the repository root (this file runs from build/scripts/results/). */
export const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bench/results');

const load = z.tuple([z.number(), z.number(), z.number()]);

export const checkSchema = z.object({
  /** Stable within its file: constants and docs cite it as `<file name>#<id>`. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  /** What is checked, in a few words ("identical pairs, 60 s: false verdicts"). */
  title: z.string().min(1).max(120),
  /** The target as a reader states it ("0", "≥ 90 %", "≤ 0.1 %"); null for a figure reported without one. */
  target: z.string().max(40).nullable(),
  /** The latest figure as a reader states it ("0 in 102", "94 %", "18.1 s"). */
  figure: z.string().min(1).max(60),
  /** Whether the figure meets the target; null without a target. */
  met: z.boolean().nullable(),
  /** The raw counts and numbers behind the figure, for anyone who recomputes it. */
  counts: z.record(z.string(), z.number()).default({}),
  /** Anything else worth keeping (ranges, medians), short. */
  note: z.string().max(200).optional(),
});

export const resultSchema = z.object({
  /** The file's name without `.json`, and the experiment's name (`decision-sim`, `gate-quality`, …). */
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  /** The command that reproduces it. */
  command: z.string().min(1).max(200),
  /** The commit of the code that was measured, and whether the tree had uncommitted changes. */
  commit: z.string().regex(/^[0-9a-f]{7,40}$/),
  dirty: z.boolean(),
  startedAt: z.string().datetime(),
  finishedAt: z.string().datetime(),
  machine: z.object({
    cpu: z.string().max(200),
    cores: z.number().int().positive(),
    memoryGiB: z.number().positive(),
    platform: z.string().max(60),
    node: z.string().max(40),
    /** os.loadavg() (1, 5, 15 minutes) when the script started and when it finished. */
    loadBefore: load,
    loadAfter: load,
  }),
  settings: z.record(z.string(), z.unknown()),
  checks: z.array(checkSchema).min(1).max(200),
});

export type ResultCheck = z.input<typeof checkSchema>;
export type Result = z.infer<typeof resultSchema>;

/** What a script knows before it measures: call at its start, pass to writeResult at its end. */
export interface ResultStart {
  startedAt: string;
  loadBefore: [number, number, number];
}

export function startResult(): ResultStart {
  return { startedAt: new Date().toISOString(), loadBefore: loadAverage() };
}

function loadAverage(): [number, number, number] {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  return [round2(one), round2(five), round2(fifteen)];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: path.dirname(RESULTS_DIR), encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Validates and writes bench/results/<name>.json (atomically); returns its path. */
export async function writeResult(
  start: ResultStart,
  parts: { name: string; command: string; settings: Record<string, unknown>; checks: ResultCheck[] },
): Promise<string> {
  const result = resultSchema.parse({
    ...parts,
    commit: git(['rev-parse', 'HEAD']) || '0000000',
    dirty: git(['status', '--porcelain', '--untracked-files=no', '--', 'src', 'scripts']) !== '',
    startedAt: start.startedAt,
    finishedAt: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      cores: os.cpus().length,
      memoryGiB: round2(os.totalmem() / 2 ** 30),
      platform: `${process.platform}-${process.arch}`,
      node: process.version,
      loadBefore: start.loadBefore,
      loadAfter: loadAverage(),
    },
  } satisfies z.input<typeof resultSchema>);
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.name}.json`);
  await writeFile(`${file}.tmp`, `${JSON.stringify(result, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}

/** Reads and validates one results file. */
export async function readResult(file: string): Promise<Result> {
  return resultSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}
