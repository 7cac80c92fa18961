// npm run bench:preemption — how much of a busy runner's slowdown sits in calls that were preempted? Each of
// three MLPs (short, middling and long calls: 6, 50 and 117 MB of weights) runs alone in a process of its own
// (gate-quality/solo-calls.ts), quiet, with one core kept busy and with both cores busy (spinning processes),
// and every call is marked by whether the process took an involuntary context switch during it. Prints, per model and condition, the share
// of preempted calls and p50 / p95 over all calls and over the calls without a preemption, each against the
// quiet reading. The busy-runner refusal (docs/statistics.md, "Busy runners") estimates the preempted share
// from the thread's run time per preemption; this measures it call by call. Writes bench/results/preemption.json.
// Run it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { writeMlp, type MlpOptions } from '../test/fixtures/onnx/index.js';
import { underCondition, type Condition } from './gate-quality/conditions.js';
import { BIG, WIDE } from './gate-quality/models.js';
import { soloReading } from './gate-quality/solo-reference.js';
import { startResult, writeResult, type ResultCheck } from './results/result-file.js';

const CONDITIONS: Condition[] = ['quiet', 'busy-core', 'both-busy'];
/** Processes per model and condition, and the timed milliseconds of each. */
const PROCESSES = 3;
const CALL_MS = 4000;

const MODELS: { name: string; options: MlpOptions }[] = [
  { name: 'MLP 256 × 24 (6 MB)', options: WIDE },
  {
    name: 'MLP 1024 × 12 (50 MB)',
    options: { ...WIDE, inputDim: 1024, hiddenDims: Array.from({ length: 12 }, () => 1024) },
  },
  { name: 'MLP 2048 × 7 (117 MB)', options: BIG },
];

interface Reading {
  p50: number;
  p95: number;
  calls: number;
  preemptedShare: number;
  unpreempted: { p50: number; p95: number } | null;
}

const reading = (file: string) => soloReading<Reading>(file, CALL_MS, ['--preemptions']);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;
const ms = (us: number) => `${(us / 1000).toFixed(2)} ms`;
const times = (x: number, quiet: number) => `${ms(x)} (×${(x / quiet).toFixed(2)})`;

/** Check ids: the model's size and the condition ('mlp-117mb-both-busy'). */
const checkId = (model: string, condition: Condition) => `mlp-${/\((\d+) MB\)/.exec(model)?.[1] ?? 'x'}mb-${condition}`;

async function main(): Promise<void> {
  const result = startResult();
  const checks: ResultCheck[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'latency-gate-preemption-'));
  try {
    process.stdout.write(
      `bench:preemption on ${cpus()[0]?.model.trim()} (${cpus().length} cores), ${new Date().toISOString()}\n\n`,
    );
    const lines = [
      '| model | condition | load (1 min) | calls preempted | p50 all calls | p95 all calls | p50 unpreempted | p95 unpreempted |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const [i, model] of MODELS.entries()) {
      const file = path.join(dir, `model-${i}.onnx`);
      await writeMlp(file, model.options);
      let quiet: { p50: number; p95: number } | undefined;
      for (const condition of CONDITIONS) {
        const readings: Reading[] = [];
        for (let k = 0; k < PROCESSES; k++) readings.push(await underCondition(condition, () => reading(file)));
        const all = { p50: median(readings.map((r) => r.p50)), p95: median(readings.map((r) => r.p95)) };
        quiet ??= all;
        const clean = readings.flatMap((r) => (r.unpreempted ? [r.unpreempted] : []));
        const share = median(readings.map((r) => r.preemptedShare));
        const cleanCells =
          clean.length === readings.length
            ? [times(median(clean.map((r) => r.p50)), quiet.p50), times(median(clean.map((r) => r.p95)), quiet.p95)]
            : ['every call preempted', '—'];
        const cleanAll = clean.length === readings.length;
        const cleanP95 = cleanAll ? median(clean.map((r) => r.p95)) / quiet.p95 : null;
        checks.push({
          id: checkId(model.name, condition),
          title: `${model.name}, ${condition}: calls preempted, p95 over all calls and unpreempted ones`,
          target: null,
          figure: `${(share * 100).toFixed(1)} %; p95 ×${(all.p95 / quiet.p95).toFixed(2)}, ${cleanP95 === null ? 'every call preempted' : `×${cleanP95.toFixed(2)} unpreempted`}`,
          met: null,
          counts: {
            preemptedPercent: Math.round(share * 1000) / 10,
            p50Ratio: all.p50 / quiet.p50,
            p95Ratio: all.p95 / quiet.p95,
            ...(cleanAll
              ? { unpreemptedP50Ratio: median(clean.map((r) => r.p50)) / quiet.p50, unpreemptedP95Ratio: cleanP95 ?? 0 }
              : {}),
          },
        });
        lines.push(
          `| ${model.name} | ${condition} | ${loadavg()[0]?.toFixed(1)} | ${(share * 100).toFixed(1)} % | ${times(all.p50, quiet.p50)} | ${times(all.p95, quiet.p95)} | ${cleanCells.join(' | ')} |`,
        );
        process.stdout.write(`${lines.at(-1)}\n`);
      }
    }
    process.stdout.write(
      `\n${lines.join('\n')}\n\nMedians over ${PROCESSES} processes of ${CALL_MS / 1000} s each; × against the quiet reading of all calls.\n`,
    );
    const file = await writeResult(result, {
      name: 'preemption',
      command: 'npm run bench:preemption',
      settings: { processes: PROCESSES, timedMsPerProcess: CALL_MS, conditions: CONDITIONS },
      checks,
    });
    process.stdout.write(`results: ${file}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
