// npm run bench:gate-quality [-- --quick] — does the gate's red X mean a real regression, and its green check
// a real pass? Generates models with known slowdowns (identity layers), measures their true ratios with a long
// interleaved reference run, then runs the full gate many times on a quiet machine and with one core kept busy,
// and judges the same data by two naive rules: one run's mean ratio against the threshold, and all-baseline-
// then-all-candidate sampling. Prints one table and the quality targets (docs/design.md, "Quality targets").
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { runGate } from '../src/run/gate.js';
import { parseConfig } from '../src/inputs/schema.js';
import { makeVariants, type Variant } from './gate-quality/models.js';
import { referenceRatio, sequentialRatio } from './gate-quality/in-process.js';
import { renderTable, targetLines, type Row, type RunOutcome } from './gate-quality/table.js';

const quick = process.argv.includes('--quick');
const PLAN = quick
  ? { aa: 4, example: 2, slow: 2, rows: ['+12%', '+25%'], maxDuration: '20s', referenceMs: 3000, sequentialMs: 1500 }
  : {
      aa: 20,
      example: 8,
      slow: 20,
      rows: ['+4%', '+7%', '+12%', '+25%'],
      maxDuration: '60s',
      referenceMs: 20000,
      sequentialMs: 2000,
    };
// Below the threshold (+4 %, +7 % against p50 5 %) a run often cannot decide and spends the whole budget:
// fewer runs there keep the full experiment near an hour on two cores.
const RUNS_FOR: Record<string, number> = quick ? {} : { '+4%': 5, '+7%': 6 };
const LAYERS: Record<string, number> = { '+4%': 1, '+7%': 2, '+12%': 4, '+25%': 8 };
const EXAMPLE = { name: 'example A/A', nominal: 0, file: 'baselines/example/candidate.onnx' };
const silent = { info: () => undefined, warning: () => undefined };

async function gateOnce(baseline: string, candidate: string, seed: number, dir: string): Promise<RunOutcome> {
  const config = parseConfig({
    candidate,
    baseline,
    seed: String(seed),
    'max-duration': PLAN.maxDuration,
    agreement: 'off',
    'fail-on': 'never',
    'report-path': path.join(dir, 'report.json'),
    'allow-outside-workspace': 'true',
  } as Record<string, string>);
  const record = await runGate(config, silent);
  const l = record.latency;
  const sequential = await sequentialRatio(baseline, candidate, PLAN.sequentialMs);
  return {
    p50: l?.p50.verdict ?? 'error',
    p95: l?.p95.verdict ?? 'error',
    overall: record.verdict,
    seconds: record.sampling.durationMs / 1000,
    decided: record.sampling.stopReason === 'decided',
    // What threshold-only gates do: one run's mean ratio against the p50 threshold.
    naiveMean: l && l.candidate.mean / l.baseline.mean > 1 + config.thresholds.p50 ? 'regression' : 'pass',
    naiveSequential: sequential > 1 + config.thresholds.p50 ? 'regression' : 'pass',
  };
}

/** One core kept busy by a spinning child process for the 'busy core' condition. */
function busyCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

async function main(): Promise<void> {
  const started = Date.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'latency-gate-quality-'));
  const { baseline, variants } = await makeVariants(dir, Object.fromEntries(PLAN.rows.map((r) => [r, LAYERS[r] ?? 1])));
  process.stdout.write(
    `bench:gate-quality ${quick ? '(quick) ' : ''}on ${cpus()[0]?.model.trim()} (${cpus().length} cores), ${new Date().toISOString()}\n`,
  );
  const truth = new Map<string, { p50: number; p95: number }>();
  for (const v of variants.filter((x) => x.nominal > 0)) {
    truth.set(v.name, await referenceRatio(baseline, v.file, PLAN.referenceMs));
    process.stdout.write(
      `reference ${v.name}: p50 ×${truth.get(v.name)?.p50.toFixed(3)} p95 ×${truth.get(v.name)?.p95.toFixed(3)}\n`,
    );
  }
  const rows: Row[] = [];
  for (const condition of ['quiet', 'busy core']) {
    const busy = condition === 'busy core' ? busyCore() : undefined;
    try {
      const plan: [Variant | typeof EXAMPLE, string, number][] = [
        [EXAMPLE, 'baselines/example/baseline.onnx', PLAN.example],
        ...variants.map((v): [Variant, string, number] => [
          v,
          baseline,
          v.nominal === 0 ? PLAN.aa : (RUNS_FOR[v.name] ?? PLAN.slow),
        ]),
      ];
      for (const [variant, base, runs] of plan) {
        const row: Row = { condition, name: variant.name, truth: truth.get(variant.name) ?? null, runs: [] };
        for (let i = 0; i < runs; i++) {
          row.runs.push(await gateOnce(base, variant.file, 1000 + i, dir));
          process.stdout.write(
            `  ${condition} ${variant.name} ${i + 1}/${runs}: p50 ${row.runs.at(-1)?.p50}, p95 ${row.runs.at(-1)?.p95}, ${row.runs.at(-1)?.seconds.toFixed(1)} s\n`,
          );
        }
        rows.push(row);
      }
    } finally {
      busy?.kill('SIGKILL');
    }
  }
  process.stdout.write(
    `\n${renderTable(rows)}\n\nP/R/I/? = pass / regression / improvement / inconclusive; naive columns count runs a threshold-only rule would fail.\n`,
  );
  for (const line of targetLines(rows)) process.stdout.write(`- ${line}\n`);
  process.stdout.write(`total ${((Date.now() - started) / 60000).toFixed(1)} min\n`);
}

await main();
