// The speed-up of sharding (docs/workflows.md, "Sharded changed models"): the same pull request of changed models
// measured on one runner and as shards, each through the built CLI as its own process, one after another here
// (on GitHub the shards run at once, each on its own runner, so the matrix takes as long as its longest shard).
// One runner gates at most 10 models per run, so it measures the models in two runs back to back, which is what
// one runner can do; every model gets the same 10 s budget floor in both arms, so only the split differs. Then
// report mode combines the shards' records, which must hold every model once. Writes bench/results/shards.json.
//   npm run bench:shards                         (12 models, 4 shards, 10 s: a few minutes on 2 cores)
//   npm run bench:shards -- --models 3 --shards 3 --max-duration 3s --quick   (a smoke run, result in a temp dir)
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { runRecordSchema, type RunRecord } from '../src/record/run-record.js';
import { writeMlp } from '../test/fixtures/onnx/index.js';
import { startResult, writeResult } from './results/result-file.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(ROOT, 'build/src/cli/main.js');
/** The longest shard against one runner: four shards of three would be 0.25 with no cost per process. */
const TARGET_RATIO = 0.35;
const MLP = { inputDim: 256, hiddenDims: [512, 512], outputDim: 64, batch: 8 };

const { values: args } = parseArgs({
  options: {
    models: { type: 'string', default: '12' },
    shards: { type: 'string', default: '4' },
    'max-duration': { type: 'string', default: '10s' },
    'min-duration': { type: 'string', default: '5s' },
    quick: { type: 'boolean', default: false },
  },
});
const MODELS = Number(args.models);
const SHARDS = Number(args.shards);

async function git(dir: string, ...gitArgs: string[]): Promise<string> {
  const env = { ...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@example.com' };
  const { stdout } = await promisify(execFile)('git', ['-C', dir, ...gitArgs], {
    env: { ...env, GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@example.com' },
  });
  return stdout.trim();
}

/** A repository whose one commit re-exports every model: the same weights, one identity layer more. */
async function modelZoo(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'models'), { recursive: true });
  await git(dir, 'init', '-q', '-b', 'main');
  const file = (i: number) => path.join(dir, 'models', `m${String(i).padStart(2, '0')}.onnx`);
  for (let i = 0; i < MODELS; i++) await writeMlp(file(i), { ...MLP, seed: i + 1 });
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'models');
  const base = await git(dir, 'rev-parse', 'HEAD');
  await git(dir, 'checkout', '-q', '-b', 'pr');
  for (let i = 0; i < MODELS; i++) await writeMlp(file(i), { ...MLP, seed: i + 1, identityLayers: 1 });
  await git(dir, 'commit', '-q', '-am', 're-export');
  return base;
}

/** Runs the CLI in the repository; resolves with its wall time and exit code. */
function cli(dir: string, cliArgs: string[]): Promise<{ ms: number; code: number | null; stderr: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...cliArgs], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - started, code, stderr }));
  });
}

async function record(dir: string, file: string): Promise<RunRecord> {
  return runRecordSchema.parse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
}

async function main(): Promise<void> {
  const start = startResult();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'latency-gate-shards-'));
  try {
    const base = await modelZoo(dir);
    const common = [
      ...['--changed-since', base, '--max-duration', args['max-duration'], '--min-duration', args['min-duration']],
      ...['--fail-on', 'never'],
    ];
    const plan = await cli(dir, [
      ...common,
      '--mode',
      'plan',
      '--max-shards',
      String(SHARDS),
      '--report-path',
      'plan.json',
    ]);
    const planned = await record(dir, 'plan.json');
    if (plan.code !== 0 || !planned.plan) throw new Error(`the plan failed: ${plan.stderr}`);
    // One runner: the same models in runs of at most 10, back to back.
    const halves = Math.ceil(MODELS / 10);
    let singleMs = 0;
    for (let i = 1; i <= halves; i++) {
      const run = await cli(dir, [...common, '--shard', `${i}/${halves}`, '--report-path', `single-${i}.json`]);
      console.log(`one runner, run ${i}/${halves}: ${(run.ms / 1000).toFixed(1)} s (exit ${run.code})`);
      singleMs += run.ms;
    }
    const shardMs: number[] = [];
    for (const shard of planned.plan.shards) {
      const file = `shards/${shard.replace('/', '-of-')}.json`;
      const run = await cli(dir, [...common, '--shard', shard, '--report-path', file]);
      console.log(`shard ${shard}: ${(run.ms / 1000).toFixed(1)} s (exit ${run.code})`);
      shardMs.push(run.ms);
    }
    const report = await cli(dir, ['--mode', 'report', '--records', 'shards', '--report-path', 'report.json']);
    const combined = await record(dir, 'report.json');
    const measured = new Set(combined.entries.filter((e) => e.record).map((e) => e.path)).size;
    const longest = Math.max(...shardMs);
    const ratio = longest / singleMs;
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `longest shard ${s(longest)} of one runner's ${s(singleMs)}: ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO})`,
    );
    console.log(`report: ${combined.verdict}, ${measured} of ${MODELS} models (exit ${report.code})`);
    const file = await writeResult(
      start,
      {
        name: 'shards',
        command: 'npm run bench:shards',
        settings: {
          models: MODELS,
          shards: planned.plan.shards.length,
          maxDuration: args['max-duration'],
          minDuration: args['min-duration'],
          mlp: MLP,
        },
        checks: [
          {
            id: 'longest-shard-ratio',
            title: `${MODELS} models: longest of ${planned.plan.shards.length} shards vs one runner`,
            target: `≤ ${TARGET_RATIO}`,
            figure: `${ratio.toFixed(2)} (${s(longest)} of ${s(singleMs)})`,
            met: ratio <= TARGET_RATIO,
            counts: {
              singleRunnerMs: Math.round(singleMs),
              longestShardMs: Math.round(longest),
              ...Object.fromEntries(shardMs.map((ms, i) => [`shard${i + 1}Ms`, Math.round(ms)])),
              estimatedSingleRunnerMs: planned.plan.estimatedSingleRunnerMs,
              estimatedShardedMs: planned.plan.estimatedShardedMs,
            },
          },
          {
            id: 'report-complete',
            title: 'report of the shards: every model measured once',
            target: `${MODELS} of ${MODELS}`,
            figure: `${measured} of ${MODELS}, verdict ${combined.verdict}`,
            // A model's own error is its verdict; only shards that do not add up fail this check.
            met: measured === MODELS && combined.entries.length === MODELS && combined.error?.phase !== 'shards',
            counts: { measured, entries: combined.entries.length },
          },
        ],
      },
      // A smoke run never replaces the committed result of a full one.
      args.quick ? await mkdtemp(path.join(os.tmpdir(), 'latency-gate-shards-result-')) : undefined,
    );
    console.log(`wrote ${file}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
