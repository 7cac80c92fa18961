// npm run bench:every-size -- --old <dir> [-- --runs 5] [-- --only big-aa,big8,small] [-- --update]
// — does the gate decide at every size within the default budget, old code against new? `--old` names a checkout of
// the code before (built with `npm run compile`); each row's runs alternate between the two trees, one CLI process
// a run, so both see the same machine and hour. Rows: the 117 MB MLP against a copy of itself; a 130 MB MLP
// against itself with one identity layer (a true ~+8 %); the 117 MB pair again under transparent huge pages
// `always` (new code only: needs a writable sysfs file, put back after); a 3 MB MLP against a copy and against
// itself plus one layer (+2 %) with a calibrated noise profile at a 1 % p50 threshold. The true ratios come from
// long interleaved reference runs. Prints a table (verdicts, time to decision, pairs, the child's peak memory,
// load) and writes bench/results/every-size.json (a partial run writes beside its models). Each run's rounds are
// also analysed again at many cuts (every-size/reach.ts): the calls each metric needed, and how long measuring
// them back to back would take, say whether a time is out of reach or only not reached. Run it alone.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parseNoiseProfile, type MetricNoise } from '../src/stats/calibration.js';
import { referenceRatio } from './gate-quality/in-process.js';
import { makePairs, type Pair } from './every-size/models.js';
import { reachOf, type Reach } from './every-size/reach.js';
import { treePeakMiB } from './every-size/tree-peak.js';
import { hugePagesMode, withHugePages } from './session-spread/huge-pages.js';
import {
  assertCodeCommitted,
  reproduceCommand,
  startResult,
  updateChecks,
  writeResult,
  type ResultCheck,
} from './results/result-file.js';

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const COMMAND = reproduceCommand('bench:every-size');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OLD = flag('--old');
const RUNS = Number(flag('--runs') ?? 5);
const ONLY = flag('--only')?.split(',');
/** Replace the checks this run measured in the committed results file, each stamped with its own run. */
const UPDATE = process.argv.includes('--update');
if (UPDATE) assertCodeCommitted();

interface Row {
  id: string;
  title: string;
  pair: string;
  truth?: 'identical' | 'slower';
  /** Regression target for a slower pair, pass target for an identical one, as a share of runs. */
  target: number;
  /**
   * Judged instead by its false verdicts and its warnings: none may be false, and every undecided run must name
   * the runner's transparent huge pages as the cause.
   */
  namesThp?: boolean;
  /** Extra CLI flags. */
  flags?: string[];
  calibrated?: boolean;
  hugePages?: 'always';
  newOnly?: boolean;
}

const ROWS: Row[] = [
  { id: 'big-aa', title: '117 MB identical pair, 60 s', pair: 'big', truth: 'identical', target: 0.9 },
  { id: 'big-plus8', title: '130 MB pair, true ~+8 %, 60 s', pair: 'big8', truth: 'slower', target: 0.9 },
  {
    id: 'big-aa-thp-always',
    title: '117 MB identical pair, THP always, 60 s',
    pair: 'big',
    truth: 'identical',
    target: 0,
    namesThp: true,
    hugePages: 'always',
    newOnly: true,
  },
  {
    id: 'small-aa-cal-1pct',
    title: '3 MB identical pair, calibrated, 1 % p50 threshold',
    pair: 'small',
    truth: 'identical',
    target: 0.8,
    flags: ['--p50-threshold', '1%'],
    calibrated: true,
  },
  {
    id: 'small-plus2-cal-1pct',
    title: '3 MB pair, true ~+2 %, calibrated, 1 % p50 threshold',
    pair: 'small2',
    truth: 'slower',
    target: 0.8,
    flags: ['--p50-threshold', '1%'],
    calibrated: true,
  },
];

interface Run {
  tree: 'old' | 'new';
  p50: string;
  p95: string;
  seconds: number;
  decided: boolean;
  pairs: number;
  /** The run's own between-pair sd at p50 (τ̂), null with fewer than two pairs. */
  tau: number | null;
  /**
   * The p50 ratios of the run's session pairs (the record keeps up to 64): how many lie more than OFF_PAIR from
   * their median. A few such pairs, not the sd of the rest, are what widens a big model's interval.
   */
  pairRatios: number;
  offPairs: number;
  namesThp: boolean;
  peakMiB: number | null;
  load: number;
  /** Seconds into the run of the first look where p50 read its final, decided verdict (the CLI's check lines). */
  p50LookSeconds: number | null;
  /** The least calls each metric needed, from the run's rounds replayed at many cuts (every-size/reach.ts). */
  reach: Reach | null;
  /**
   * Calls more than SLOW_CALL above their arm's median, as a share: where it is near 5 %, p95 sits on the edge
   * between the model's own calls and the runner's slow episodes, where calls are fewest and the quantile moves most.
   */
  slowShare: number;
}

let seed = 4242;
/** A session pair this far from the run's median pair ratio counts as off. */
const OFF_PAIR = 0.1;
/** A call this far above its arm's median counts as slow. */
const SLOW_CALL = 0.1;

function slowShareOf(rounds: readonly { baseline: number[]; candidate: number[] }[]): number {
  const arms = (['baseline', 'candidate'] as const).map((arm) => rounds.flatMap((r) => r[arm]));
  const slow = arms.map((calls) => {
    const mid = median(calls);
    return calls.filter((c) => c > mid * (1 + SLOW_CALL)).length;
  });
  return sum(slow) / Math.max(1, sum(arms.map((calls) => calls.length)));
}

/** The CLI's check line: `Check 2 of 4 (72 rounds): p50 +0.2% pass, p95 −0.8% inconclusive (…)`. */
const CHECK_LINE = /^Check (\d+) of \d+ \(\d+ rounds\): p50 \S+ (\w+)/gm;

/** When p50 first read `verdict` at a look, in seconds from the start, from the looks' times in the record. */
function p50LookSeconds(
  out: string,
  record: { sampling: { durationMs: number }; load: { looks: { atMs: number }[] } },
  verdict: string,
): number | null {
  const looks = record.load.looks;
  const last = looks.at(-1);
  if (!last || verdict === 'inconclusive') return null;
  const setupMs = record.sampling.durationMs - last.atMs;
  for (const [, index, read] of out.matchAll(CHECK_LINE)) {
    const look = looks[Number(index) - 1];
    if (read === verdict && look) return (setupMs + look.atMs) / 1000;
  }
  return null;
}

function offPairsOf(ratios: readonly number[]): number {
  const mid = median(ratios);
  return ratios.filter((r) => Math.abs(r / mid - 1) > OFF_PAIR).length;
}

async function gate(tree: string, pair: Pair, dir: string, extra: string[]): Promise<Omit<Run, 'tree' | 'load'>> {
  const report = path.join(dir, `report-${seed}.json`);
  const args = [
    path.join(tree, 'build/src/cli/main.js'),
    ...['--candidate', pair.candidate, '--baseline', pair.baseline, '--agreement', 'off', '--fail-on', 'never'],
    ...['--seed', String(seed++), '--report-path', report, '--allow-outside-workspace', 'true', ...extra],
  ];
  const child = spawn(process.execPath, args, { cwd: tree, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const [, peakMiB] = await treePeakMiB(child.pid ?? 0, new Promise((resolve) => child.on('close', resolve)));
  const text = await readFile(report, 'utf8');
  const record = JSON.parse(text).entries?.[0]?.record;
  if (!record?.latency) throw new Error(`a run left no latency: ${out.slice(-600)}`);
  return {
    p50: record.latency.p50.verdict,
    p95: record.latency.p95.verdict,
    seconds: record.sampling.durationMs / 1000,
    decided: record.sampling.stopReason === 'decided',
    pairs: record.sampling.sessionPairs,
    tau: record.latency.p50.pairs?.betweenSdInRun ?? null,
    pairRatios: record.latency.p50.pairs?.ratios?.length ?? 0,
    offPairs: offPairsOf(record.latency.p50.pairs?.ratios ?? []),
    namesThp: /transparent huge pages/i.test(out),
    peakMiB,
    p50LookSeconds: p50LookSeconds(out, record, record.latency.p50.verdict),
    reach: reachOf(record),
    slowShare: slowShareOf(record.raw?.rounds ?? []),
  };
}

async function calibrate(pair: Pair, dir: string): Promise<string> {
  const profile = path.join(dir, 'profile.json');
  const args = [path.join(ROOT, 'build/src/cli/main.js'), '--mode', 'calibrate', '--candidate', pair.baseline];
  args.push('--baseline', pair.baseline, '--agreement', 'off', '--report-path', profile);
  args.push('--allow-outside-workspace', 'true', '--calibration-runs', '6', '--max-duration', '20s');
  await promisify(execFile)(process.execPath, args, { cwd: ROOT, maxBuffer: 1 << 24 });
  return profile;
}

const share = (runs: Run[], verdict: string) => runs.filter((r) => r.p50 === verdict).length;
const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

/** A median over the runs that have the value, rounded to a tenth; -1 where none has it. */
function medianOf(values: readonly (number | null | undefined)[]): number {
  const known = values.filter((v): v is number => typeof v === 'number');
  return known.length ? +median(known).toFixed(1) : -1;
}

/**
 * When the runs decided and when they could have: the look where p50 first read its verdict, the calls each
 * metric needed and what measuring them back to back would take (every-size/reach.ts), and the slow calls.
 */
function reachCounts(runs: readonly Run[]): Record<string, number> {
  return {
    medianP50LookSeconds: medianOf(runs.map((r) => r.p50LookSeconds)),
    medianP50ReachCalls: medianOf(runs.map((r) => r.reach?.calls.p50)),
    medianP95ReachCalls: medianOf(runs.map((r) => r.reach?.calls.p95)),
    p95Reached: runs.filter((r) => typeof r.reach?.calls.p95 === 'number').length,
    medianP95ReachSeconds: medianOf(runs.map((r) => r.reach?.seconds.p95)),
    medianSetupSeconds: medianOf(runs.map((r) => r.reach?.setupSeconds)),
    medianSlowCallsPct: medianOf(runs.map((r) => r.slowShare * 100)),
  };
}

/**
 * `calibrated`: what the calibration measured at p50, of which the checks keep its noise floor and the least
 * threshold it supports: a threshold at or under the floor leaves no pass band, which bounds what an identical
 * pair can show.
 */
function summary(
  row: Row,
  runs: Run[],
  truth: { p50: number } | null,
  calibrated: MetricNoise | undefined,
): ResultCheck[] {
  const checks: ResultCheck[] = [];
  for (const tree of ['old', 'new'] as const) {
    const mine = runs.filter((r) => r.tree === tree);
    if (mine.length === 0) continue;
    const want = row.truth === 'identical' ? 'pass' : 'regression';
    const hits = share(mine, want);
    const falseVerdicts = mine.filter((r) =>
      row.truth === 'identical' ? r.p50 !== 'pass' && r.p50 !== 'inconclusive' : r.p50 === 'improvement',
    ).length;
    const decidedSeconds = mine.filter((r) => r.p50 === want).map((r) => r.seconds);
    const peaks = mine.map((r) => r.peakMiB ?? 0);
    const undecided = mine.filter((r) => r.p50 === 'inconclusive' || r.p95 === 'inconclusive');
    const undecidedNamingThp = undecided.filter((r) => r.namesThp).length;
    const taus = mine.flatMap((r) => (r.tau === null ? [] : [r.tau]));
    checks.push({
      id: `${row.id}-${tree}`,
      title: row.namesThp
        ? `${row.title}: false verdicts, undecided naming THP (${tree} code)`
        : `${row.title}: p50 ${want} (${tree} code)`,
      target: row.namesThp ? '0; all undecided name THP' : `≥ ${Math.round(row.target * 100)} %`,
      figure: row.namesThp
        ? `${falseVerdicts} in ${mine.length}; ${undecidedNamingThp} of ${undecided.length} undecided name THP`
        : `${hits} of ${mine.length}, median ${median(mine.map((r) => r.seconds)).toFixed(1)} s`,
      met: row.namesThp
        ? falseVerdicts === 0 && undecidedNamingThp === undecided.length
        : hits >= row.target * mine.length,
      counts: {
        runs: mine.length,
        hits,
        falseVerdicts,
        inconclusive: share(mine, 'inconclusive'),
        medianSeconds: +median(mine.map((r) => r.seconds)).toFixed(1),
        medianSecondsToDecision: decidedSeconds.length ? +median(decidedSeconds).toFixed(1) : -1,
        medianPairs: median(mine.map((r) => r.pairs)),
        medianTauPct: taus.length ? +(median(taus) * 100).toFixed(2) : -1,
        // Most runs read τ̂ 0 (the prior floors it); the mean shows the runs whose sessions did differ.
        meanTauPct: taus.length ? +((sum(taus) / taus.length) * 100).toFixed(2) : -1,
        peakMiB: Math.round(Math.max(...peaks)),
        // Pairs more than 10 % off their run's median ratio, as a share of every pair the records kept.
        offPairsPct: +(
          (100 * sum(mine.map((r) => r.offPairs))) /
          Math.max(1, sum(mine.map((r) => r.pairRatios)))
        ).toFixed(1),
        namesThp: mine.filter((r) => r.namesThp).length,
        undecided: undecided.length,
        ...reachCounts(mine),
        ...(truth ? { trueP50: +truth.p50.toFixed(4) } : {}),
        ...(calibrated
          ? {
              calibratedP50NoiseFloorPct: +(calibrated.noiseFloor * 100).toFixed(2),
              calibratedP50MinThresholdPct: +(calibrated.minThreshold * 100).toFixed(2),
            }
          : {}),
      },
      note: `load ${Math.min(...mine.map((r) => r.load)).toFixed(1)}-${Math.max(...mine.map((r) => r.load)).toFixed(1)}; p95 ${mine.map((r) => r.p95[0]).join('')}`,
    });
  }
  return checks;
}

async function main(): Promise<void> {
  const result = startResult();
  const rows = ROWS.filter((r) => !ONLY || ONLY.includes(r.id) || ONLY.includes(r.pair));
  const dir = await mkdtemp(path.join(tmpdir(), 'every-size-'));
  const checks: ResultCheck[] = [];
  process.stdout.write(
    `bench:every-size on ${cpus()[0]?.model.trim()} (${cpus().length} cores), ${new Date().toISOString()}, ${RUNS} runs a tree, old ${OLD ?? 'none'}, THP ${hugePagesMode()}\n`,
  );
  try {
    const pairs = await makePairs(
      dir,
      new Set(rows.map((r) => (r.pair === 'small2' ? 'small' : r.pair === 'big8' ? 'big8' : r.pair))),
    );
    const profile = rows.some((r) => r.calibrated) ? await calibrate(pairs.small as Pair, dir) : undefined;
    const calibrated = profile ? parseNoiseProfile(await readFile(profile, 'utf8')).metrics.p50 : undefined;
    for (const row of rows) {
      const pair = pairs[row.pair] as Pair;
      const mib = ((await stat(pair.baseline)).size / 1024 ** 2).toFixed(0);
      const truth = row.truth === 'slower' ? await referenceRatio(pair.baseline, pair.candidate, 20_000) : null;
      if (truth)
        process.stdout.write(`${row.id}: reference p50 ×${truth.p50.toFixed(3)} p95 ×${truth.p95.toFixed(3)}\n`);
      const trees =
        OLD && !row.newOnly
          ? ([
              ['old', OLD],
              ['new', ROOT],
            ] as const)
          : ([['new', ROOT]] as const);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        for (const [tree, root] of trees) {
          const extra = [...(row.flags ?? []), ...(profile && row.calibrated ? ['--noise-profile', profile] : [])];
          const once = () => gate(root, pair, dir, extra);
          const reading = row.hugePages ? await withHugePages(row.hugePages, once) : await once();
          const run: Run = { tree, ...reading, load: loadavg()[0] ?? 0 };
          runs.push(run);
          process.stdout.write(
            `  ${row.id} (${mib} MiB) ${tree} ${i + 1}/${RUNS}: p50 ${run.p50}, p95 ${run.p95}, ${run.seconds.toFixed(1)} s, ${run.pairs} pairs, τ̂ ${((run.tau ?? NaN) * 100).toFixed(2)} %, ${run.offPairs} of ${run.pairRatios} pairs off >10 %, peak ${run.peakMiB?.toFixed(0)} MiB${run.namesThp ? ', names THP' : ''}, load ${run.load.toFixed(1)}; p50 decided at ${run.p50LookSeconds?.toFixed(1) ?? '—'} s, calls needed p50 ${run.reach?.calls.p50 ?? '—'} p95 ${run.reach?.calls.p95 ?? '—'} (${run.reach?.seconds.p95?.toFixed(1) ?? '—'} s back to back), slow calls ${(run.slowShare * 100).toFixed(1)} %\n`,
          );
        }
      }
      const after = truth ? await referenceRatio(pair.baseline, pair.candidate, 20_000) : null;
      const during = truth && after ? { p50: Math.sqrt(truth.p50 * after.p50) } : null;
      for (const check of summary(row, runs, during, row.calibrated ? calibrated : undefined)) {
        checks.push(check);
        process.stdout.write(
          `- ${check.id}: ${check.figure} (target ${check.target}) ${JSON.stringify(check.counts)} ${check.note}\n`,
        );
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const partial = ONLY !== undefined || !OLD;
  if (partial && UPDATE) {
    const loads = checks
      .map((c) => c.note?.match(/load ([\d.]+)-([\d.]+)/))
      .filter((m) => m !== null && m !== undefined);
    const low = Math.min(...loads.map((m) => Number(m?.[1])));
    const high = Math.max(...loads.map((m) => Number(m?.[2])));
    const updated = await updateChecks(result, {
      name: 'every-size',
      command: COMMAND,
      checks,
      load: `1-minute ${low.toFixed(1)}-${high.toFixed(1)}`,
    });
    process.stdout.write(`updated: ${updated}\n`);
  }
  const file = await writeResult(
    result,
    {
      name: 'every-size',
      command: COMMAND,
      settings: { runs: RUNS, old: OLD ? 'given' : null, only: ONLY ?? null, partial },
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
