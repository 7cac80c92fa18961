// npm run bench:gate-quality [-- --quick] [-- --minutes 50] [-- --only A/A] — does the gate's red X mean a real regression,
// and its green check a real pass? Generates models with known changes (an identity layer: +7 % and +5 %; a
// slow path taken by 6 % of calls: p95 doubled, p50 unchanged), measures their true ratios with a long
// interleaved reference run, then runs the full gate many times on a quiet machine and with one core kept
// busy, at the default 60 s budget and at 15 s, and with a calibrated noise profile at a 3 % threshold.
// Prints one table and the quality targets (docs/statistics.md, "Quality targets"). Rows run in order of
// importance, the two conditions alternating run by run, and a row whose time has run out is cut short (the
// table says how many runs it got).
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, mkdtemp, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runCalibration } from '../src/run/calibrate.js';
import { runGate } from '../src/run/gate.js';
import { parseConfig } from '../src/inputs/schema.js';
import { makeModels, type ModelPair } from './gate-quality/models.js';
import { referenceRatio } from './gate-quality/in-process.js';
import { renderTable, targetLines, type Row, type RunOutcome } from './gate-quality/table.js';

const quick = process.argv.includes('--quick');
const minutesArg = process.argv.indexOf('--minutes');
const LIMIT_MS = (minutesArg > 0 ? Number(process.argv[minutesArg + 1]) : quick ? 8 : 33) * 60_000;
const onlyArg = process.argv.indexOf('--only');
/** `--only A/A` (or `--only A/A@15s`) runs just the rows of that kind and budget: to add runs to one target. */
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
const CALIBRATION_RUNS = quick ? 3 : 6;
const silent = { info: () => undefined, warning: () => undefined };

interface Plan {
  name: string;
  kind: string;
  pair: keyof Awaited<ReturnType<typeof makeModels>> | 'example';
  budget: '60s' | '15s';
  p50Threshold: string;
  runs: number;
  calibrated?: boolean;
}

// Ordered so the rows behind each target get their runs first; identical pairs at the short budget (at most
// 15 s a run, the most A/A runs per minute) take whatever time is left.
const PLAN: Plan[] = [
  { name: '+7%', kind: '+7%', pair: 'plus7', budget: '60s', p50Threshold: '5%', runs: quick ? 2 : 6 },
  { name: 'p95 ×2 (tail)', kind: 'tail', pair: 'tail', budget: '60s', p50Threshold: '5%', runs: quick ? 2 : 8 },
  {
    name: '+5%, calibrated',
    kind: '+5% cal',
    pair: 'plus5',
    budget: '15s',
    p50Threshold: '3%',
    runs: quick ? 2 : 8,
    calibrated: true,
  },
  { name: '+7%', kind: '+7%', pair: 'plus7', budget: '15s', p50Threshold: '5%', runs: quick ? 2 : 6 },
  { name: 'example A/A', kind: 'A/A', pair: 'example', budget: '60s', p50Threshold: '5%', runs: quick ? 2 : 2 },
  { name: 'A/A', kind: 'A/A', pair: 'aa', budget: '60s', p50Threshold: '5%', runs: quick ? 2 : 2 },
  { name: 'A/A', kind: 'A/A', pair: 'aa', budget: '15s', p50Threshold: '5%', runs: quick ? 3 : 60 },
];

let nextSeed = 1000;

async function gateOnce(pair: ModelPair, plan: Plan, dir: string, profile?: string): Promise<RunOutcome> {
  const config = parseConfig({
    candidate: pair.candidate,
    baseline: pair.baseline,
    seed: String(nextSeed++),
    'max-duration': plan.budget,
    agreement: 'off',
    'fail-on': 'never',
    'p50-threshold': plan.p50Threshold,
    'report-path': path.join(dir, 'report.json'),
    'allow-outside-workspace': 'true',
    ...(profile ? { 'noise-profile': profile } : {}),
  } as Record<string, string>);
  const record = await runGate(config, silent);
  const l = record.latency;
  // One line per run beside the models: enough to see why a run went the way it did, without raw timings.
  const brief = (m: 'p50' | 'p95') =>
    l && { verdict: l[m].verdict, ratio: l[m].ratio, ci: l[m].ci, pairs: l[m].pairs, reasons: l[m].reasons };
  await appendFile(
    path.join(dir, 'runs.jsonl'),
    `${JSON.stringify({ plan: plan.name, budget: plan.budget, seed: config.seed, sampling: record.sampling, warmup: record.warmup, p50: brief('p50'), p95: brief('p95'), error: record.error })}\n`,
  );
  return {
    p50: l?.p50.verdict ?? 'error',
    p95: l?.p95.verdict ?? 'error',
    overall: record.verdict,
    seconds: record.sampling.durationMs / 1000,
    decided: record.sampling.stopReason === 'decided',
    naiveMean: l && l.candidate.mean / l.baseline.mean > 1 + config.thresholds.p50 ? 'regression' : 'pass',
  };
}

/** A/A runs of the pair's baseline at the plan's budget, early stopping off; the profile is written beside the models. */
async function calibrateFor(pair: ModelPair, plan: Plan, dir: string, condition: string): Promise<string> {
  const config = parseConfig({
    mode: 'calibrate',
    candidate: pair.baseline,
    baseline: pair.baseline,
    seed: String(nextSeed),
    'max-duration': plan.budget,
    'calibration-runs': String(CALIBRATION_RUNS),
    'report-path': path.join(dir, 'calibration.json'),
    'allow-outside-workspace': 'true',
    agreement: 'off',
  } as Record<string, string>);
  nextSeed += CALIBRATION_RUNS;
  const result = await runCalibration(config, silent);
  if (!result.profile) throw new Error(`calibration failed: ${result.runs.at(-1)?.error?.message}`);
  const file = path.join(dir, `profile-${condition.replace(/\W/g, '')}.json`);
  await writeFile(file, JSON.stringify(result.profile, null, 2));
  const m = result.profile.metrics;
  process.stdout.write(
    `  calibration (${condition}, ${CALIBRATION_RUNS} × ${plan.budget}): p50 floor ${(m.p50.noiseFloor * 100).toFixed(2)} %, τ ${((m.p50.betweenPairSd ?? NaN) * 100).toFixed(2)} %, min threshold ${(m.p50.minThreshold * 100).toFixed(2)} %; p95 floor ${(m.p95.noiseFloor * 100).toFixed(2)} %, τ ${((m.p95.betweenPairSd ?? NaN) * 100).toFixed(2)} %\n`,
  );
  return file;
}

/** Runs `work` as is ('quiet') or with one core kept busy by a spinning child process ('busy core'). */
async function underCondition<T>(condition: string, work: () => Promise<T>): Promise<T> {
  const busy: ChildProcess | undefined =
    condition === 'busy core' ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
  try {
    return await work();
  } finally {
    busy?.kill('SIGKILL');
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'latency-gate-quality-'));
  const models = await makeModels(dir);
  const pairs: Record<Plan['pair'], ModelPair> = {
    ...models,
    example: { baseline: 'baselines/example/baseline.onnx', candidate: 'baselines/example/candidate.onnx' },
  };
  process.stdout.write(`per-run details: ${path.join(dir, 'runs.jsonl')}\n`);
  process.stdout.write(
    `bench:gate-quality ${quick ? '(quick) ' : ''}on ${cpus()[0]?.model.trim()} (${cpus().length} cores), ${new Date().toISOString()}, limit ${LIMIT_MS / 60000} min\n`,
  );
  const truth = new Map<string, { p50: number; p95: number }>();
  for (const key of ONLY?.startsWith('A/A') ? [] : (['plus7', 'plus5', 'tail'] as const)) {
    truth.set(key, await referenceRatio(pairs[key].baseline, pairs[key].candidate, quick ? 3000 : 10000));
    process.stdout.write(
      `reference ${key}: p50 ×${truth.get(key)?.p50.toFixed(3)} p95 ×${truth.get(key)?.p95.toFixed(3)}\n`,
    );
  }
  const rows: Row[] = [];
  const conditions = ['quiet', 'busy core'] as const;
  for (const plan of PLAN.filter((p) => ONLY === undefined || ONLY === p.kind || ONLY === `${p.kind}@${p.budget}`)) {
    if (Date.now() - started > LIMIT_MS) break;
    // Other work on the machine shows here: a 'quiet' row is only as quiet as this.
    process.stdout.write(
      `${plan.name} ${plan.budget}: load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min)\n`,
    );
    const truthOf = plan.pair === 'aa' || plan.pair === 'example' ? null : (truth.get(plan.pair) ?? null);
    const byCondition = Object.fromEntries(
      conditions.map((condition) => {
        const row: Row = {
          condition,
          name: plan.name,
          kind: plan.kind,
          budget: plan.budget,
          threshold: `${plan.p50Threshold} / 10%`,
          truth: truthOf,
          runs: [],
        };
        rows.push(row);
        return [condition, row];
      }),
    ) as Record<(typeof conditions)[number], Row>;
    const profiles: Partial<Record<(typeof conditions)[number], string>> = {};
    if (plan.calibrated) {
      for (const condition of conditions)
        profiles[condition] = await underCondition(condition, () =>
          calibrateFor(models.deeperAa, plan, dir, condition),
        );
    }
    // Conditions alternate run by run, so a row cut short by the time limit keeps both.
    for (let i = 0; i < plan.runs && Date.now() - started < LIMIT_MS; i++) {
      for (const condition of conditions) {
        const run = await underCondition(condition, () => gateOnce(pairs[plan.pair], plan, dir, profiles[condition]));
        byCondition[condition].runs.push(run);
        process.stdout.write(
          `  ${condition} ${plan.name} ${plan.budget} ${i + 1}/${plan.runs}: p50 ${run.p50}, p95 ${run.p95}, ${run.seconds.toFixed(1)} s\n`,
        );
      }
    }
  }
  rows.sort((a, b) => (a.condition === b.condition ? 0 : a.condition === 'quiet' ? -1 : 1));
  process.stdout.write(
    `\n${renderTable(rows)}\n\nP/R/I/? = pass / regression / improvement / inconclusive; 'naive mean' counts runs a threshold-only rule on one run's mean ratio would fail.\n`,
  );
  for (const line of targetLines(rows)) process.stdout.write(`- ${line}\n`);
  process.stdout.write(
    `total ${((Date.now() - started) / 60000).toFixed(1)} min; load average at the end ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}\n`,
  );
}

await main();
