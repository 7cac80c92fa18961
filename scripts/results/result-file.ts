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

/** The longest reproduce command a result or a check holds. */
export const MAX_COMMAND_CHARS = 200;

/**
 * The command that reproduces this run (`npm run <script> -- <its arguments>`), as a result holds it. Throws
 * when it is too long to hold, so a script can refuse before its run rather than fail at writing after it.
 */
export function reproduceCommand(script: string): string {
  const command = `npm run ${script} -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '');
  if (command.length > MAX_COMMAND_CHARS) {
    throw new Error(
      `the command is ${command.length} characters, more than the results file's ${MAX_COMMAND_CHARS}: shorten its arguments`,
    );
  }
  return command;
}

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
  /** Shown in the README's quality table (at most a dozen checks over all files); every check is in docs/validation.md. */
  summary: z.boolean().optional(),
  /**
   * Where a check's runs differ from the file's (a transcribed result gathers runs of several days): when, at which
   * commit, under which load, by which command. The file's own fields hold otherwise.
   */
  measured: z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
      commit: z
        .string()
        .regex(/^[0-9a-f]{7,40}$/)
        .optional(),
      load: z.string().max(60).optional(),
      command: z.string().max(MAX_COMMAND_CHARS).optional(),
      /** The CPU and cores, where the check was measured on another machine than the file's ("AMD EPYC, 2 cores"). */
      machine: z.string().max(120).optional(),
    })
    .optional(),
});

/** A moment as ISO 8601: a full timestamp, or a date alone where a transcribed source stated no time. */
const moment = z.union([z.string().datetime(), z.string().date()]);

export const resultSchema = z
  .object({
    /** The file's name without `.json`, and the experiment's name (`decision-sim`, `gate-quality`, …). */
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    /** The command that reproduces it. */
    command: z.string().min(1).max(MAX_COMMAND_CHARS),
    /** The commit of the code that was measured, and whether the tree had uncommitted changes. */
    commit: z.string().regex(/^[0-9a-f]{7,40}$/),
    dirty: z.boolean(),
    startedAt: moment,
    finishedAt: moment.optional(),
    machine: z.object({
      cpu: z.string().max(200),
      cores: z.number().int().positive(),
      memoryGiB: z.number().positive().optional(),
      platform: z.string().max(60),
      node: z.string().max(40),
      /** os.loadavg() (1, 5, 15 minutes) when the script started and when it finished. */
      loadBefore: load.optional(),
      loadAfter: load.optional(),
      /** The load as a transcribed source stated it ("1-minute load 1.2-3.0"). */
      loadStated: z.string().max(80).optional(),
    }),
    settings: z.record(z.string(), z.unknown()),
    checks: z.array(checkSchema).min(1).max(200),
    /**
     * Set only on a result transcribed from earlier prose rather than written by its script: where the figures were
     * stated. Such a file may lack what the prose did not say (memory, load averages, a finishing time); `commit` is
     * then the commit whose docs first stated the figures.
     */
    provenance: z.string().min(1).max(300).optional(),
  })
  .superRefine((result, ctx) => {
    if (result.provenance !== undefined) return;
    const { memoryGiB, loadBefore, loadAfter } = result.machine;
    if (memoryGiB === undefined || loadBefore === undefined || loadAfter === undefined || !result.finishedAt)
      ctx.addIssue({
        code: 'custom',
        message: 'a result its script wrote has memory, load averages and a finishing time',
      });
  });

export type ResultCheck = z.input<typeof checkSchema>;

/** The CPU model and core count of the machine a script runs on. */
function thisMachine(): { cpu: string; cores: number } {
  const cpus = os.cpus();
  return { cpu: cpus[0]?.model.trim() ?? 'unknown', cores: cpus.length };
}

/** A machine as checks and tables name it: "AMD EPYC, 2 cores". */
export function machineName(machine: { cpu: string; cores: number }): string {
  return `${machine.cpu}, ${machine.cores} cores`;
}
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
    // The repository root: bench/ may not exist before the first result is written.
    return execFileSync('git', args, { cwd: path.resolve(RESULTS_DIR, '../..'), encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/**
 * Validates and writes <dir>/<name>.json (atomically); returns its path. `dir` defaults to bench/results/; a partial
 * run (a few rows, a quick pass) writes elsewhere so it never replaces the committed result of a full one.
 */
export async function writeResult(
  start: ResultStart,
  parts: { name: string; command: string; settings: Record<string, unknown>; checks: ResultCheck[] },
  dir = RESULTS_DIR,
): Promise<string> {
  const result = resultSchema.parse({
    ...parts,
    commit: git(['rev-parse', 'HEAD']) || '0000000',
    dirty: git(['status', '--porcelain', '--untracked-files=no', '--', 'src', 'scripts']) !== '',
    startedAt: start.startedAt,
    finishedAt: new Date().toISOString(),
    machine: {
      ...thisMachine(),
      memoryGiB: round2(os.totalmem() / 2 ** 30),
      platform: `${process.platform}-${process.arch}`,
      node: process.version,
      loadBefore: start.loadBefore,
      loadAfter: loadAverage(),
    },
  } satisfies z.input<typeof resultSchema>);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${result.name}.json`);
  await writeAtomically(file, result);
  return file;
}

/** Writes beside the file and renames over it, so a reader never sees half a result. */
async function writeAtomically(file: string, result: Result): Promise<void> {
  await writeFile(`${file}.tmp`, `${JSON.stringify(result, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

/** Reads and validates one results file. */
export async function readResult(file: string): Promise<Result> {
  return resultSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/**
 * Throws while src/ or scripts/ have uncommitted changes: a check replaced in a committed result names the commit
 * it measured. A script that will update calls it before measuring, so an hour's run is not refused at its end.
 */
export function assertCodeCommitted(): void {
  if (git(['status', '--porcelain', '--untracked-files=no', '--', 'src', 'scripts']) !== '')
    throw new Error('commit the code first: a check replaced in a committed result names the commit it measured');
}

/**
 * Replaces, in the committed bench/results/<name>.json, the checks a partial run measured (matched by id, where
 * `replaces` allows), each stamped with its own date, commit, load and command; the file's other checks keep theirs. For a result whose
 * full run takes longer than one sitting on the machine: its rows are rerun a few at a time, and each check says
 * which run it came from. Refused on a tree whose measured code has uncommitted changes, which no commit describes.
 */
export async function updateChecks(
  start: ResultStart,
  parts: {
    name: string;
    command: string;
    checks: ResultCheck[];
    load: string;
    /** Whether a fresh check may replace the committed one of its id; always, when absent. */
    replaces?: (fresh: ResultCheck, committed: ResultCheck) => boolean;
    /**
     * The commit and machine the runs measured, where they were made before this write (a tally of earlier runs);
     * HEAD and this machine else.
     */
    commit?: string;
    machine?: string;
  },
): Promise<string> {
  assertCodeCommitted();
  const file = path.join(RESULTS_DIR, `${parts.name}.json`);
  const committed = await readResult(file);
  const measured = {
    date: start.startedAt.slice(0, 10),
    commit: parts.commit ?? (git(['rev-parse', '--short=7', 'HEAD']) || '0000000'),
    load: parts.load,
    command: parts.command,
    machine: parts.machine ?? machineName(thisMachine()),
  };
  const fresh = new Map(parts.checks.map((c) => [c.id, { ...c, measured }]));
  const checks = committed.checks.map((c) => {
    const next = fresh.get(c.id);
    return next && (parts.replaces?.(next, c) ?? true) ? next : c;
  });
  for (const c of fresh.values()) if (!committed.checks.some((old) => old.id === c.id)) checks.push(c);
  await writeAtomically(file, resultSchema.parse({ ...committed, checks }));
  return file;
}
