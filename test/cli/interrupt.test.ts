// Clean exits: SIGTERM or SIGINT sent to the CLI's (or the action's) pid alone, as `timeout` and CI systems do;
// a parent that dies; a usage error. Real processes: the benchmark child is found in /proc by its parent pid.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeMlp } from '../fixtures/onnx/index.js';
import { BUILT_ACTION, BUILT_CLI, parseRunRecord, runProcess, tempDir, terminalEnv } from '../helpers/cli.js';

const MLP = { inputDim: 64, hiddenDims: [128, 128], outputDim: 10, batch: 8 };
const linux = process.platform === 'linux';

/** The pids whose parent is `pid`, read from /proc/<pid>/stat (field 4). */
async function childrenOf(pid: number): Promise<number[]> {
  const out: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[1]) === pid) out.push(Number(entry));
  }
  return out;
}

/** Running: it exists and is not a zombie (an exited orphan waits for whoever adopted it to reap it). */
async function alive(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** Resolves once `pid` no longer runs, polling every 20 ms (the test's timeout bounds the wait). */
async function gone(pid: number): Promise<void> {
  while (await alive(pid)) await sleep(20);
}

/** Collects stderr+stdout, resolves once `pattern` appears in them. */
function started(child: ChildProcess, pattern: RegExp): { output: () => string; seen: Promise<void> } {
  let text = '';
  let resolve = () => {};
  const seen = new Promise<void>((r) => (resolve = r));
  const on = (d: Buffer) => {
    text += d.toString();
    if (pattern.test(text)) resolve();
  };
  child.stdout?.on('data', on);
  child.stderr?.on('data', on);
  return { output: () => text, seen };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('close', (code) => resolve(code)));
}

async function pair(dir: string): Promise<[string, string]> {
  const a = path.join(dir, 'a.onnx');
  const b = path.join(dir, 'b.onnx');
  await writeMlp(a, { ...MLP, seed: 1 });
  await writeMlp(b, { ...MLP, seed: 1, identityLayers: 1 });
  return [a, b];
}

/** Starts a long gate, waits until the child measures, and returns the worker's pid. */
async function measuring(
  child: ChildProcess,
  pattern = /\] measure/,
): Promise<{ worker: number; output: () => string }> {
  const watch = started(child, pattern);
  // Unreferenced: a pending two-minute timer would keep this file's process alive long after its last test.
  await Promise.race([watch.seen, sleep(120_000, undefined, { ref: false })]);
  assert.match(watch.output(), pattern, watch.output());
  await sleep(1500); // some rounds
  const [worker, ...more] = await childrenOf(child.pid ?? -1);
  assert.ok(worker && more.length === 0, `one benchmark child: ${[worker, ...more].join(', ')}`);
  return { worker, output: watch.output };
}

describe('clean exits', { skip: !linux && 'reads /proc' }, () => {
  it('SIGTERM to the CLI alone: the child is gone before the CLI exits, an interrupted record keeps the rounds, no temp dir remains', async () => {
    const tmp = await tempDir('latency-gate-tmp-');
    const dir = await tempDir();
    const [a, b] = await pair(dir);
    const report = path.join(dir, 'record.json');
    const cli = spawn(
      process.execPath,
      [
        BUILT_CLI,
        '--candidate',
        a,
        '--baseline',
        b,
        '--max-duration',
        '90s',
        '--session-pairs',
        '1',
        '--report-path',
        report,
      ],
      { env: { ...terminalEnv(), TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const done = exited(cli);
    const { worker, output } = await measuring(cli);
    cli.kill('SIGTERM');
    const code = await done;
    assert.equal(await alive(worker), false, `the benchmark child outlived the CLI's SIGTERM\n${output()}`);
    assert.equal(code, 2, output());
    const { run, record } = parseRunRecord(await readFile(report, 'utf8'));
    assert.equal(run.verdict, 'error');
    assert.equal(record.error?.kind, 'interrupted');
    assert.match(record.error?.message ?? '', /^Interrupted by SIGTERM during measure/);
    assert.ok(record.sampling.rounds > 0 && record.raw.rounds.length === record.sampling.rounds, 'partial rounds kept');
    assert.match(output(), /^Outcome: failed \(exit code 2\): interrupted by a signal/m);
    assert.deepEqual(await readdir(tmp), [], 'no run directory, extracted baseline or mat-debug log is left in TMPDIR');
  });

  // Its own budget would end it after 5 minutes; the test's timeout is far shorter.
  it(
    'a child whose parent dies (SIGKILL: no handler runs) exits at once: it sees the IPC channel close',
    { timeout: 60_000 },
    async (t) => {
      const tmp = await tempDir('latency-gate-tmp-');
      const dir = await tempDir();
      const [a, b] = await pair(dir);
      const cli = spawn(
        process.execPath,
        [
          BUILT_CLI,
          '--candidate',
          a,
          '--baseline',
          b,
          '--max-duration',
          '5m',
          '--session-pairs',
          '1',
          '--report-path',
          path.join(dir, 'r.json'),
        ],
        { env: { ...terminalEnv(), TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const done = exited(cli);
      const { worker } = await measuring(cli);
      // A child that missed its parent's end must not spin on for its whole budget after this test failed.
      t.after(async () => {
        if (await alive(worker)) process.kill(worker, 'SIGKILL');
      });
      cli.kill('SIGKILL');
      await done;
      await gone(worker);
    },
  );

  it('SIGTERM to the action alone: the child stops, the record says interrupted, RUNNER_TEMP keeps nothing of the run', async () => {
    const tmp = await tempDir('latency-gate-runner-temp-');
    const workspace = await tempDir('latency-gate-ws-');
    await pair(workspace);
    const output = path.join(workspace, 'output');
    const summary = path.join(workspace, 'summary.md');
    await writeFile(output, '');
    await writeFile(summary, '');
    const inputs = {
      candidate: 'a.onnx',
      baseline: 'b.onnx',
      'max-duration': '90s',
      'session-pairs': '1',
      'report-path': 'out/record.json',
    };
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      RUNNER_TEMP: tmp,
      TMPDIR: tmp,
    };
    for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const action = spawn(process.execPath, [BUILT_ACTION], { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const done = exited(action);
    const { worker, output: log } = await measuring(action);
    action.kill('SIGTERM');
    const code = await done;
    assert.equal(await alive(worker), false, `the benchmark child outlived the action's SIGTERM\n${log()}`);
    assert.equal(code, 2, log());
    const { record } = parseRunRecord(await readFile(path.join(workspace, 'out/record.json'), 'utf8'));
    assert.equal(record.error?.kind, 'interrupted');
    assert.match(await readFile(summary, 'utf8'), /Interrupted by SIGTERM during measure/);
    assert.deepEqual(await readdir(tmp), [], 'nothing of the run is left under RUNNER_TEMP');
  });

  it('a usage error leaves no record file anywhere, unless --report-path asked for one', async () => {
    const tmp = await tempDir('latency-gate-tmp-');
    const dir = await tempDir();
    const env = { ...terminalEnv(), TMPDIR: tmp };
    const typo = await runProcess(process.execPath, [BUILT_CLI, '--candidat', 'a.onnx'], { cwd: dir, env });
    assert.equal(typo.code, 2);
    assert.match(typo.stderr, /did you mean '--candidate'/);
    assert.match(typo.stderr, /^Outcome: failed \(exit code 2\): /m);
    const bad = await runProcess(process.execPath, [BUILT_CLI, '--candidate', 'a.onnx', '--p95-threshold', 'abc'], {
      cwd: dir,
      env,
    });
    assert.equal(bad.code, 2);
    assert.doesNotMatch(bad.stderr, /JSON record:/);
    assert.deepEqual(await readdir(tmp), [], 'nothing in TMPDIR');
    assert.deepEqual(await readdir(dir), [], 'nothing in the working directory');
    const asked = await runProcess(process.execPath, [BUILT_CLI, '--candidat', 'a.onnx', '--report-path', 'r.json'], {
      cwd: dir,
      env,
    });
    assert.equal(asked.code, 2);
    assert.equal(parseRunRecord(await readFile(path.join(dir, 'r.json'), 'utf8')).run.verdict, 'error');
  });
});
