// The hostile corpus through the built CLI (docs/explain.md, "Bounds"): each model pair and history is
// generated (scripts/hostile/), run as a real child process, and held to the bounds the analyzers promise: the
// run ends within 'max-duration' plus the graces, the CLI's own peak memory stays within a small multiple of
// the model's bytes, a record is written whose verdict is the measurement's, and a SIGTERM ends the run within
// 2 s with the run directory removed. Then the report's and provisioning's cases (scripts/hostile/hardening.ts).
// Prints a table; writes bench/results/hostile.json.
//   npm run bench:hostile            (compiles first; about two minutes on 2 cores)
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KILL_GRACE_MS } from '../src/bench/budget.js';
import { ANALYZER_GRACE_MS } from '../src/run/bounded-phase.js';
import { runCli, type CliRun } from './hostile/cli-run.js';
import { hardeningChecks } from './hostile/hardening.js';
import { nestedArrays, overflowHistory, parseCost, rampHistory, shortLines } from './hostile/histories.js';
import { declaredDims, dimsBomb, emptyNodes, int64Bomb, loopModel, nestedIfs } from './hostile/models.js';
import { startResult, writeResult, type ResultCheck } from './results/result-file.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'build/src/cli/main.js');
/** Starting node, loading onnxruntime, writing the record: time a run takes beyond its budgets. */
const START_UP_S = 5;
/**
 * The CLI's own peak may reach a benign run's of the same budget (node, its modules and every call's timing, which
 * grow with the calls measured, not with the input) by this share, plus this many times the larger model's bytes.
 */
const CONTROL_MARGIN = 1.25;
const PER_MODEL_BYTE = 4;
const SIGNAL_EXIT_S = 2;

type ModelRecord = {
  verdict: string;
  warnings: string[];
  error: { kind: string } | null;
  weightDiff: { notCompared: { name: string; reason: string }[] } | null;
  profile: { status: string; reason: string | null } | null;
};

interface Case {
  id: string;
  title: string;
  models: () => { baseline: Uint8Array; candidate: Uint8Array };
  maxDurationS: number;
  /** A run that must spend its whole budget (the control) sets this to its budget. */
  minDurationS?: number;
  args?: string[];
  history?: () => string;
  signalAtS?: number;
  /** SIGTERM when the CLI's output first matches this (its phase lines: '] load', '] profile' …). */
  signalOn?: RegExp;
  /** What the record must show; each string returned is a failure. */
  expect: (record: ModelRecord | undefined, run: CliRun, historyLines: number) => string[];
}

const plain = () => ({ baseline: loopModel(2, 4), candidate: loopModel(2, 4) });
const measured = (r: ModelRecord | undefined) => (r && r.verdict !== 'error' ? [] : [`verdict ${r?.verdict}`]);
const warned = (r: ModelRecord | undefined, pattern: RegExp) =>
  r?.warnings.some((w) => pattern.test(w)) ? [] : [`no warning like ${pattern}`];
const SERIES = { model: 'candidate.onnx' };

/** A benign pair measured for the whole budget: what the CLI holds without any hostile input. */
const CONTROL: Case = {
  id: 'benign-control',
  title: 'benign pair, whole budget (the memory reference)',
  models: plain,
  maxDurationS: 5,
  minDurationS: 5,
  expect: measured,
};

const CASES: Case[] = [
  {
    id: 'dims-bomb',
    title: 'dims [1e12] over one value',
    models: () => ({ baseline: dimsBomb(1e12), candidate: dimsBomb(1e12) }),
    maxDurationS: 5,
    expect: (r) => [
      ...measured(r),
      ...(r?.weightDiff?.notCompared.some((t) => /declare/.test(t.reason)) ? [] : ['bomb not listed']),
    ],
  },
  {
    id: 'dims-uncountable',
    title: 'dims [1e9, 1e9] and [-5, 3]',
    models: () => ({ baseline: declaredDims([1e9, 1e9]), candidate: declaredDims([-5, 3]) }),
    maxDurationS: 5,
    expect: (r) => [...measured(r), ...warned(r, /diffs were skipped/)],
  },
  {
    id: 'int64-bomb',
    title: '30 M one-byte int64 varints',
    models: () => ({ baseline: int64Bomb(30e6), candidate: int64Bomb(30e6) }),
    maxDurationS: 5,
    expect: (r) => [
      ...measured(r),
      ...(r?.weightDiff?.notCompared.some((t) => /typed fields/.test(t.reason)) ? [] : ['bomb not listed']),
    ],
  },
  {
    id: 'empty-nodes',
    title: '500 k empty nodes',
    models: () => ({ baseline: emptyNodes(500_000), candidate: emptyNodes(500_000) }),
    maxDurationS: 5,
    // Refused before onnxruntime loads it: each such node costs the runtime memory, and no exporter writes one.
    expect: (r) => (r?.verdict === 'error' && r.error?.kind === 'input' ? [] : [`verdict ${r?.verdict}, not refused`]),
  },
  {
    id: 'loop-profile',
    title: 'Loop of 25,000 × 4 nodes, profile on',
    models: () => ({ baseline: loopModel(2, 4), candidate: loopModel(25_000, 4) }),
    maxDurationS: 20,
    args: ['--profile', 'on'],
    expect: (r) => [
      ...(r?.verdict === 'regression' ? [] : [`verdict ${r?.verdict}`]),
      ...(r?.profile && r.profile.status !== 'measured' && r.profile.reason ? [] : ['profile not skipped']),
    ],
  },
  {
    id: 'nested-ifs',
    title: 'If nested 40 deep',
    models: () => ({ baseline: nestedIfs(40), candidate: nestedIfs(40) }),
    maxDurationS: 5,
    expect: (r) => (r ? [] : ['no record']),
  },
  {
    id: 'history-overflow',
    title: 'history 1e-300 then 1e300 ms, record mode',
    models: plain,
    maxDurationS: 5,
    args: ['--mode', 'record'],
    history: () => overflowHistory(SERIES),
    expect: (r, _, lines) => [
      ...measured(r),
      ...warned(r, /Skipped 10 entries/),
      ...(lines === 11 ? [] : [`${lines} history lines`]),
    ],
  },
  {
    id: 'history-ramp',
    title: 'history ramp exp(-700) to exp(700)',
    models: plain,
    maxDurationS: 5,
    history: () => rampHistory(SERIES),
    expect: (r) => [...measured(r), ...warned(r, /Skipped 12 entries/)],
  },
  {
    id: 'history-costly',
    title: '8 MiB of short lines and nested arrays',
    models: plain,
    maxDurationS: 5,
    history: () => nestedArrays(1000) + shortLines(4 * 1024 * 1024),
    expect: (r) => [...measured(r), ...warned(r, /Skipped \d+ line/)],
  },
  ...(['load', 'warmup', 'measure', 'profile'] as const).map((phase): Case => ({
    id: `sigterm-${phase}`,
    title: `SIGTERM in the ${phase} phase`,
    models: () => ({ baseline: loopModel(2, 4), candidate: loopModel(25_000, 4) }),
    maxDurationS: 20,
    args: ['--profile', 'on'],
    signalOn: new RegExp(`\\] ${phase}\\b`),
    expect: (r) => (r?.error?.kind === 'interrupted' ? [] : [`error ${r?.error?.kind}`]),
  })),
  {
    id: 'sigterm-after-looks',
    title: 'SIGTERM after the last look (profile, diffs)',
    models: () => ({ baseline: int64Bomb(30e6), candidate: int64Bomb(30e6) }),
    maxDurationS: 5,
    args: ['--profile', 'on'],
    signalOn: /last check/,
    expect: (r) => (r ? [] : ['no record']),
  },
];

async function runCase(c: Case, dir: string, baseMb: number) {
  const caseDir = path.join(dir, c.id);
  await mkdir(path.join(caseDir, 'tmp'), { recursive: true });
  const { baseline, candidate } = c.models();
  await writeFile(path.join(caseDir, 'baseline.onnx'), baseline);
  await writeFile(path.join(caseDir, 'candidate.onnx'), candidate);
  const history = c.history?.();
  if (history !== undefined) await writeFile(path.join(caseDir, 'history.jsonl'), history);
  const args = [
    ...['--candidate', 'candidate.onnx', '--baseline', 'baseline.onnx', '--memory', 'off'],
    ...[
      '--max-duration',
      `${c.maxDurationS}s`,
      '--min-duration',
      `${c.minDurationS ?? 1}s`,
      '--report-path',
      'record.json',
    ],
    ...(history !== undefined ? ['--history-path', 'history.jsonl'] : []),
    ...(c.args ?? []),
  ];
  const run = await runCli(CLI, args, {
    cwd: caseDir,
    runnerTemp: path.join(caseDir, 'tmp'),
    ...(c.signalAtS !== undefined ? { signalAtS: c.signalAtS } : {}),
    ...(c.signalOn ? { signalOn: c.signalOn } : {}),
  });
  const text = await readFile(path.join(caseDir, 'record.json'), 'utf8').catch(() => '');
  const record = text ? (JSON.parse(text) as { entries?: { record: ModelRecord }[] }).entries?.[0]?.record : undefined;
  const lines =
    history !== undefined
      ? (await readFile(path.join(caseDir, 'history.jsonl'), 'utf8')).split('\n').filter(Boolean).length
      : 0;
  const limitS = c.maxDurationS + (KILL_GRACE_MS + ANALYZER_GRACE_MS) / 1000 + START_UP_S;
  const modelMb = Math.max(baseline.byteLength, candidate.byteLength) / 1024 / 1024;
  const memoryLimitMb = baseMb + PER_MODEL_BYTE * modelMb;
  const problems = [
    ...(record ? [] : ['no record']),
    ...(run.wallS <= limitS ? [] : [`${run.wallS.toFixed(1)} s > ${limitS} s`]),
    ...(run.parentMb <= memoryLimitMb ? [] : [`parent ${run.parentMb.toFixed(0)} MB > ${memoryLimitMb.toFixed(0)} MB`]),
    ...(run.afterSignalS === null || run.afterSignalS <= SIGNAL_EXIT_S
      ? []
      : [`exit ${run.afterSignalS.toFixed(1)} s after SIGTERM`]),
    ...(run.leftDirs === 0 ? [] : [`${run.leftDirs} run directories left`]),
    ...c.expect(record, run, lines),
  ];
  return { c, run, record, limitS, memoryLimitMb, modelMb, problems };
}

async function main(): Promise<void> {
  const start = startResult();
  const dir = path.join(os.tmpdir(), `latency-gate-hostile-${process.pid}`);
  const control = await runCase(CONTROL, dir, Infinity);
  const baseMb = control.run.parentMb * CONTROL_MARGIN;
  const rows = [{ ...control, memoryLimitMb: baseMb }];
  for (const c of [CONTROL, ...CASES]) {
    const row = c === CONTROL ? rows[0]! : await runCase(c, dir, baseMb);
    if (c !== CONTROL) rows.push(row);
    rows.push(row);
    const { run } = row;
    console.log(
      [
        row.c.id.padEnd(20),
        `${run.wallS.toFixed(1)} s / ${row.limitS} s`.padEnd(16),
        `cli ${run.parentMb.toFixed(0)} MB / ${row.memoryLimitMb.toFixed(0)}`.padEnd(18),
        `child ${run.childMb.toFixed(0)} MB`.padEnd(14),
        `exit ${run.code ?? run.signal}`.padEnd(8),
        (run.afterSignalS === null ? '' : `exit ${run.afterSignalS.toFixed(2)} s after SIGTERM`).padEnd(28),
        `${row.record?.verdict ?? 'no record'}`.padEnd(13),
        row.problems.length === 0 ? 'ok' : `FAIL: ${row.problems.join('; ')}`,
      ].join(' '),
    );
  }
  const hardening = await hardeningChecks(path.join(dir, 'hardening'));
  for (const h of hardening)
    console.log(`${h.id.padEnd(22)} ${h.figure.padEnd(14)} ${h.met ? 'ok' : `FAIL: ${h.note}`}`);
  await rm(dir, { recursive: true, force: true });
  const parse = parseCost();
  console.log(
    `parse 8 MiB of short lines: ${parse.shortMs.toFixed(0)} ms; 2,000 nested-array lines: ${parse.nestedMs.toFixed(0)} ms`,
  );
  const checks: ResultCheck[] = rows.map((row) => ({
    id: row.c.id,
    title: row.c.title,
    target: `≤ ${row.limitS} s, ≤ ${row.memoryLimitMb.toFixed(0)} MB, record`,
    figure: `${row.run.wallS.toFixed(1)} s, ${row.run.parentMb.toFixed(0)} MB, ${row.record?.verdict ?? 'none'}`,
    met: row.problems.length === 0,
    counts: {
      wallS: row.run.wallS,
      parentMb: Math.round(row.run.parentMb),
      childMb: Math.round(row.run.childMb),
      modelMb: Math.round(row.modelMb * 100) / 100,
      ...(row.run.afterSignalS !== null ? { afterSignalS: row.run.afterSignalS } : {}),
    },
    ...(row.problems.length > 0 ? { note: row.problems.join('; ').slice(0, 200) } : {}),
  }));
  checks.push(...hardening, {
    id: 'history-parse',
    title: 'parsing the 8 MiB history cap',
    target: '≤ 1000 ms',
    figure: `${Math.round(Math.max(parse.shortMs, parse.nestedMs))} ms`,
    met: Math.max(parse.shortMs, parse.nestedMs) <= 1000,
    counts: { shortLinesMs: Math.round(parse.shortMs), nestedArraysMs: Math.round(parse.nestedMs) },
  });
  const file = await writeResult(start, {
    name: 'hostile',
    command: 'npm run bench:hostile',
    settings: {
      cases: [...[CONTROL, ...CASES].map((c) => c.id), ...hardening.map((h) => h.id)],
      startUpS: START_UP_S,
      controlMarginShare: CONTROL_MARGIN,
      perModelByte: PER_MODEL_BYTE,
    },
    checks,
  });
  console.log(`wrote ${path.relative(ROOT, file)}`);
  if (checks.some((c) => c.met === false)) process.exitCode = 1;
}

await main();
