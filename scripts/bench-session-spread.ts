// npm run bench:session-spread [-- --sizes 3,30,117,300] [-- --only gate,renewed] [-- --sessions 8] [-- --measure-s 8]
// — why do sessions of one model differ, and by how much at each size? For MLPs of about 3, 30, 117 and 300 MB
// (the project's generator), each condition (scripts/session-spread/conditions.ts: the gate's settings, renewed
// sessions, glibc's own heap threshold, the arena or prepacking off, the huge-page tunable, pages faulted at
// allocation, the file's bytes read once, the graph optimized once, transparent huge pages `always`) runs in a
// process of its own: a reference session and the sessions under study, measured round-robin
// (session-spread/child.ts). Prints per size and condition the between-session spread (sd of the sessions'
// median bias, its sampling noise taken out), the creation cost, the call time and the trend with creation
// order, and writes bench/results/session-spread.json (a partial run writes beside its models). THP `always`
// needs a writable /sys/kernel/mm/transparent_hugepage/enabled (root): the script sets it for that condition's
// process only and puts the mode back. Run it alone: every other process on the machine is part of what it measures.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { HEAP_MAP_FLOOR_BYTES } from '../src/bench/heap-threshold.js';
import { writeMlp, type MlpOptions } from '../test/fixtures/onnx/index.js';
import { BIG } from './gate-quality/models.js';
import { reproduceCommand, startResult, writeResult, type ResultCheck } from './results/result-file.js';
import { CONDITIONS, type Condition } from './session-spread/conditions.js';
import type { ChildResult } from './session-spread/child.js';
import { hugePagesMode, hugePagesWritable, THP, withHugePages } from './session-spread/huge-pages.js';

const run = promisify(execFile);
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const COMMAND = reproduceCommand('bench:session-spread');
const SESSIONS = Number(flag('--sessions') ?? 8);
const MEASURE_MS = Number(flag('--measure-s') ?? 8) * 1000;
const ONLY = flag('--only')?.split(',');
const SIZES = (flag('--sizes') ?? '3,30,117,300').split(',').map(Number);

const mlp = (inputDim: number, width: number, depth: number): MlpOptions => ({
  inputDim,
  hiddenDims: Array.from({ length: depth }, () => width),
  outputDim: 10,
  batch: 8,
  seed: 11,
});
/** The models by their weights' MB: the 117 MB one is the gate-quality big model. */
const MODELS: Record<number, MlpOptions> = {
  3: mlp(512, 512, 3),
  30: mlp(1024, 1024, 7),
  117: BIG,
  300: mlp(2048, 4096, 5),
};

interface Cell {
  size: number;
  condition: Condition;
  result?: ChildResult;
  skipped?: string;
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'session-spread/child.js');

async function measure(model: string, condition: Condition, seed: number): Promise<ChildResult> {
  const env: Record<string, string | undefined> = { ...process.env, ...condition.env };
  for (const name of Object.keys(env))
    if (/^MALLOC_|^GLIBC_TUNABLES$/.test(name) && !condition.env?.[name]) delete env[name];
  // The gate's benchmark child maps blocks of 4 MiB and more on their own (src/bench/heap-threshold.ts).
  if (!condition.glibcThreshold) env.MALLOC_MMAP_THRESHOLD_ = String(HEAP_MAP_FLOOR_BYTES);
  const job = { model, sessions: SESSIONS, measureMs: MEASURE_MS, seed, condition };
  const { stdout } = await run(process.execPath, [CHILD, JSON.stringify(job)], {
    env,
    maxBuffer: 1 << 24,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ChildResult;
}

export interface Spread {
  /** sd of the sessions' log bias, its sampling variance taken out; and the sampling sd itself. */
  betweenSd: number;
  noiseSd: number;
  /** Change of the log bias per session created later (least squares), and the range of the biases. */
  orderSlope: number;
  range: number;
}

export function spreadOf(sessions: ChildResult['sessions']): Spread {
  const x = sessions.map((s) => s.logBias);
  const mean = x.reduce((a, b) => a + b, 0) / x.length;
  const variance = x.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, x.length - 1);
  const noise = sessions.reduce((a, s) => a + s.noiseVar, 0) / Math.max(1, sessions.length);
  const mi = (x.length - 1) / 2;
  let sxy = 0;
  let sxx = 0;
  x.forEach((v, i) => {
    sxy += (i - mi) * (v - mean);
    sxx += (i - mi) ** 2;
  });
  return {
    betweenSd: Math.sqrt(Math.max(0, variance - noise)),
    noiseSd: Math.sqrt(noise),
    orderSlope: sxx > 0 ? sxy / sxx : 0,
    range: Math.max(...x) - Math.min(...x),
  };
}

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)} %`;
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

async function main(): Promise<void> {
  const result = startResult();
  const dir = await mkdtemp(path.join(tmpdir(), 'session-spread-'));
  const canThp = hugePagesWritable();
  const cells: Cell[] = [];
  process.stdout.write(
    `bench:session-spread on ${cpus()[0]?.model.trim()} (${cpus().length} cores), ${new Date().toISOString()}, ${SESSIONS} sessions, ${MEASURE_MS / 1000} s measured a condition, THP ${hugePagesMode()}${canThp ? ' (writable)' : ''}\n`,
  );
  try {
    let seed = 1;
    for (const size of SIZES) {
      const options = MODELS[size];
      if (!options) throw new Error(`--sizes takes ${Object.keys(MODELS).join(', ')}, got ${size}`);
      const model = path.join(dir, `mlp-${size}mb.onnx`);
      await writeMlp(model, options);
      const mib = (await stat(model)).size / 1024 ** 2;
      for (const condition of CONDITIONS.filter((c) => !ONLY || ONLY.includes(c.name))) {
        if (condition.hugePages && !canThp) {
          cells.push({ size, condition, skipped: `${THP} is not writable here` });
          continue;
        }
        const go = () => measure(model, condition, seed++);
        const reading = condition.hugePages ? await withHugePages(condition.hugePages, go) : await go();
        cells.push({ size, condition, result: reading });
        const s = spreadOf(reading.sessions);
        process.stdout.write(
          `${mib.toFixed(0).padStart(4)} MiB  ${condition.name.padEnd(16)} between ${pct(s.betweenSd).padStart(8)}  noise ${pct(s.noiseSd).padStart(8)}  order ${pct(s.orderSlope).padStart(8)}/session  create ${med(
            reading.sessions.map((x) => x.createMs),
          )
            .toFixed(0)
            .padStart(
              5,
            )} ms  call ${reading.callMs.toFixed(2)} ms  peak ${reading.peakRssMiB.toFixed(0)} MiB  load ${loadavg()[0]?.toFixed(1)}\n`,
        );
      }
      await rm(model, { force: true });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const checks: ResultCheck[] = cells.map(({ size, condition, result: r, skipped }) => {
    const s = r && spreadOf(r.sessions);
    return {
      id: `spread-${size}mb-${condition.name}`,
      title: `${size} MB MLP, ${condition.what}: between-session sd`,
      target: null,
      figure: s ? pct(s.betweenSd) : 'not measured',
      met: null,
      counts: (s && r
        ? {
            sessions: r.sessions.length,
            betweenSdPct: +(s.betweenSd * 100).toFixed(3),
            noiseSdPct: +(s.noiseSd * 100).toFixed(3),
            orderSlopePct: +(s.orderSlope * 100).toFixed(3),
            rangePct: +(s.range * 100).toFixed(3),
            createMs: +med(r.sessions.map((x) => x.createMs)).toFixed(1),
            firstCallMs: +med(r.sessions.map((x) => x.firstCallMs)).toFixed(1),
            callMs: +r.callMs.toFixed(3),
            peakRssMiB: Math.round(r.peakRssMiB),
          }
        : {}) as Record<string, number>,
      ...(skipped ? { note: skipped } : {}),
    };
  });
  const partial = ONLY !== undefined || flag('--sizes') !== undefined;
  const file = await writeResult(
    result,
    {
      name: 'session-spread',
      command: COMMAND,
      settings: { sessions: SESSIONS, measureMs: MEASURE_MS, sizes: SIZES, only: ONLY ?? null, partial },
      checks,
    },
    partial ? tmpdir() : undefined,
  );
  process.stdout.write(
    `results: ${file}; load average at the end ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}\n`,
  );
}

await main();
