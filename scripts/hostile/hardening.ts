// The hostile cases of the report and of provisioning (docs/publishing.md, "Guarantees and their tests"): names
// that GFM would autolink after any character, a shard record that speaks for another shard's model or claims a
// later attempt, the largest reports the shard settings allow, a SIGTERM while onnxruntime downloads from a
// registry that stalls, and a FIFO at the cached binding's name. Each is one check of bench/results/hostile.json.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUserError } from '../../src/errors.js';
import { validateReport } from '../../src/record/read.js';
import { NO_GIT_CONTEXT, runRecordHead, runRecordSchema, type RunRecord } from '../../src/record/run-record.js';
import { MAX_PLANNED, MAX_RUN_ENTRIES, shardArtifactLabel } from '../../src/record/shard-section.js';
import { renderRunComment, renderRunSummary } from '../../src/report/run-report.js';
import { TOOL_NAME } from '../../src/runtime/ort-binding.js';
import { ORT_PACKAGE_PIN } from '../../src/runtime/ort-package-pin.js';
import { FORCE_DOWNLOAD_VARIABLE } from '../../src/runtime/worker-runtime.js';
import { partition, planDigest } from '../../src/shards/partition.js';
import { combineShards, isShardRun } from '../../src/shards/report.js';
import { SCENARIOS } from '../../test/helpers/scenarios.js';
import { INSTALLED_ORT } from '../../test/fixtures/npm/ort-tarball.js';
import { closedRegistry, stallingRegistry } from '../../test/fixtures/npm/registry.js';
import { liveMarkdown } from '../../test/security/hostile.js';
import type { ResultCheck } from '../results/result-file.js';
import { runCli } from './cli-run.js';

/** Seconds from one SIGTERM to the exit, as for the analyzer phases. */
const SIGNAL_EXIT_S = 2;
const FORMS = ['www.evil-login.example', 'http://evil.example/a', 'a@evil.example', 'xmpp:a@evil.example'];
const BEFORE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

function shardRun(index: number, count: number, label: string, planned: readonly string[]): RunRecord {
  const assigned = partition([...planned], count)[index - 1] ?? [];
  return runRecordSchema.parse({
    ...runRecordHead({ id: 'zoo', label, kind: 'changed-models', verdict: 'unjudged', failed: false }),
    headline: 'Unjudged',
    error: null,
    git: NO_GIT_CONTEXT,
    changes: { since: 'main', baselineRef: 'main', globs: [], renamed: [], maxDurationMs: 1, perModelMs: 1 },
    entries: assigned.map((p) => ({ path: p, status: 'modified', basePath: p, pairedBy: null, record: null })),
    shard: { index, count, assigned, planned: [...planned], digest: planDigest([...planned]) },
  } satisfies RunRecord);
}

const combine = (runs: RunRecord[]) => combineShards(runs.filter(isShardRun), { id: 'zoo', failOn: ['regression'] });

function check(id: string, title: string, target: string, problems: string[], figure: string): ResultCheck {
  return {
    id,
    title,
    target,
    figure,
    met: problems.length === 0,
    ...(problems.length ? { note: problems.join('; ').slice(0, 200) } : {}),
  };
}

/** Every autolink form after every printable character in model paths, and `www.` in leg labels: comment and summary. */
function links(): ResultCheck {
  const planned = FORMS.flatMap((form) => BEFORE.map((c) => `models/c${c}${form}.onnx`)).sort();
  // A label is letters, digits and `._-` (the record's schema), which still lets `_www.` through.
  const legs = ['cpu_www.evil-login.example', 'gpu-WWW.evil.example', 'arm.www.evil.example'];
  const run = combine(legs.map((leg) => shardRun(1, 1, leg, planned)));
  const live = [...liveMarkdown(renderRunComment(run)), ...liveMarkdown(renderRunSummary(run))];
  return check(
    'gfm-autolinks',
    'names GFM would autolink after any character',
    'no live link',
    live,
    `${live.length} live`,
  );
}

/** Shard 2 lists shard 1's regressed model as unchanged with a pass. */
function otherShare(): ResultCheck {
  const planned = ['models/a.onnx', 'models/b.onnx'];
  const first = shardRun(1, 2, 'cpu', planned);
  first.entries = first.entries.map((e) => ({ ...e, record: SCENARIOS.regression() }));
  const second = shardRun(2, 2, 'cpu', planned);
  second.entries.push({ ...first.entries[0]!, status: 'unchanged', record: SCENARIOS.pass() });
  const run = combine([first, second]);
  const problems = run.verdict === 'pass' || !run.failed ? [`verdict ${run.verdict}, failed ${run.failed}`] : [];
  return check('shard-other-share', "a shard's entry of another shard's model", 'never a pass', problems, run.verdict);
}

/** A copy of shard 1 claiming attempt 7, carried by attempt 1's artifact. */
function claimedAttempt(): ResultCheck {
  const record = { ...shardRun(1, 1, 'cpu', ['models/a.onnx']), git: { ...NO_GIT_CONTEXT, runAttempt: 7 } };
  const carrier = `latency-gate-zoo-${shardArtifactLabel('cpu', { index: 1, count: 1 }, 1)}`;
  const set = validateReport([{ source: 'r.json', contents: JSON.stringify(record), carrier }], {
    id: 'zoo',
    warn: () => {},
  });
  const problems = set.shards.length ? ['the claimed attempt was counted'] : [];
  return check(
    'shard-claimed-attempt',
    'a record claiming a later attempt',
    'skipped',
    problems,
    `${set.shards.length} kept`,
  );
}

/** Four and five legs of the largest plan: reported, then refused in one sentence. */
function sizes(): ResultCheck {
  const planned = Array.from({ length: MAX_PLANNED }, (_, i) => `models/m${String(i).padStart(3, '0')}.onnx`);
  const legs = (n: number) => Array.from({ length: n }, (_, i) => shardRun(1, 64, `leg${i}`, planned));
  const problems: string[] = [];
  const fits = combine(legs(MAX_RUN_ENTRIES / MAX_PLANNED));
  if (fits.entries.length !== MAX_RUN_ENTRIES) problems.push(`${fits.entries.length} rows`);
  try {
    combine(legs(5));
    problems.push('five legs were not refused');
  } catch (error) {
    if (!isUserError(error) || error.message.includes('\n')) problems.push(`not one sentence: ${String(error)}`);
  }
  return check(
    'shard-sizes',
    'four and five legs of a 640-model plan',
    'reported, or refused in a sentence',
    problems,
    `${fits.entries.length} rows`,
  );
}

async function cliCase(dir: string, vars: Record<string, string>, signalAtS?: number) {
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  for (const arm of ['baseline', 'candidate'])
    await cp(path.resolve('baselines/example', `${arm}.onnx`), path.join(dir, `${arm}.onnx`));
  const saved = { ...process.env };
  Object.assign(process.env, { [FORCE_DOWNLOAD_VARIABLE]: '1', ...vars });
  try {
    const args = ['--candidate', 'candidate.onnx', '--baseline', 'baseline.onnx', '--max-duration', '30s'];
    const run = await runCli(path.resolve('build/src/cli/main.js'), [...args, '--report-path', 'record.json'], {
      cwd: dir,
      runnerTemp: path.join(dir, 'tmp'),
      ...(signalAtS !== undefined ? { signalAtS } : {}),
    });
    const text = await readFile(path.join(dir, 'record.json'), 'utf8').catch(() => '');
    const record = text
      ? (JSON.parse(text) as { entries: { record: { error: { kind: string } | null } }[] })
      : undefined;
    const left = (await readdir(path.join(dir, 'tmp'))).filter((d) => /^latency-gate-(npm|ort|run)-/.test(d));
    return { run, kind: record?.entries[0]?.record.error?.kind, left };
  } finally {
    process.env = saved;
  }
}

/** One SIGTERM while the registry stalls mid-download. */
async function stalledDownload(dir: string): Promise<ResultCheck> {
  const registry = await stallingRegistry(ORT_PACKAGE_PIN);
  try {
    const vars = { npm_config_registry: registry.url, RUNNER_TOOL_CACHE: path.join(dir, 'cache') };
    const { run, kind, left } = await cliCase(dir, vars, 3);
    const after = run.afterSignalS ?? Infinity;
    const problems = [
      ...(after <= SIGNAL_EXIT_S ? [] : [`exit ${after.toFixed(1)} s after SIGTERM`]),
      ...(kind === 'interrupted' ? [] : [`error ${kind ?? 'none'}`]),
      ...(left.length ? [`left ${left.join(', ')}`] : []),
    ];
    const title = 'SIGTERM while onnxruntime downloads from a stalled registry';
    return check(
      'sigterm-download',
      title,
      `exit ≤ ${SIGNAL_EXIT_S} s, interrupted, nothing left`,
      problems,
      `${after.toFixed(2)} s`,
    );
  } finally {
    await registry.close();
  }
}

/** A FIFO at the cached binding's name, which a plain open would wait on for ever. */
async function fifoInCache(dir: string): Promise<ResultCheck> {
  const cache = path.join(dir, 'cache');
  const cached = path.join(cache, TOOL_NAME, ORT_PACKAGE_PIN.version, 'linux-x64');
  await cp(path.join(INSTALLED_ORT, 'bin/napi-v6/linux/x64'), cached, { recursive: true });
  await writeFile(`${cached}.complete`, '');
  await rm(path.join(cached, 'onnxruntime_binding.node'));
  execFileSync('mkfifo', [path.join(cached, 'onnxruntime_binding.node')]);
  const { run, kind, left } = await cliCase(dir, {
    npm_config_registry: await closedRegistry(),
    RUNNER_TOOL_CACHE: cache,
  });
  const problems = [
    ...(run.wallS <= 30 ? [] : [`${run.wallS.toFixed(1)} s`]),
    ...(kind === 'integrity' ? [] : [`error ${kind ?? 'none'}`]),
    ...(left.length ? [`left ${left.join(', ')}`] : []),
  ];
  return check(
    'fifo-cache',
    "a FIFO at the cached binding's name",
    '≤ 30 s, refused',
    problems,
    `${run.wallS.toFixed(1)} s`,
  );
}

export async function hardeningChecks(dir: string): Promise<ResultCheck[]> {
  const checks = [links(), otherShare(), claimedAttempt(), sizes()];
  if (process.platform === 'linux' && process.arch === 'x64')
    checks.push(await stalledDownload(path.join(dir, 'download')), await fifoInCache(path.join(dir, 'fifo')));
  return checks;
}
