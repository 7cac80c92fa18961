// What a person at a terminal meets first: usage, help, version, typos, JSON errors, and where the record
// goes. Every run here stops at the arguments, so no onnxruntime is loaded.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { expectError, STACK_FRAME, workspace, workspaceEnv } from '../fixtures/bad/expect.js';
import { BUILT_CLI, ROOT, runProcess, tempDir, terminalEnv } from '../helpers/cli.js';

/** The CLI at a person's terminal (no runner workspace), in an empty directory of its own. */
const cli = async (args: string[], env: NodeJS.ProcessEnv = terminalEnv()) => {
  const dir = await workspace('latency-gate-cli-');
  // Its own temporary directory, where a record without --report-path goes, so the suite leaves none behind.
  const tmp = await tempDir('latency-gate-tmp-');
  const run = await runProcess(process.execPath, [BUILT_CLI, ...args], { cwd: dir, env: { ...env, TMPDIR: tmp } });
  return {
    ...run,
    dir,
    tmp,
    files: await readdir(dir),
    context: `exit ${run.code}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`,
  };
};

describe('usage, help and version', () => {
  it('no arguments: the usage on stderr, exit code 2, nothing written', async () => {
    const run = await cli([]);
    assert.equal(run.code, 2, run.context);
    assert.match(run.stderr, /^Usage: latency-gate --candidate new\.onnx --baseline old\.onnx/, run.context);
    assert.equal(run.stdout, '');
    assert.deepEqual(run.files, []);
  });

  it('-h and --help: the usage on stdout, exit 0, no workflow expressions', async () => {
    for (const flag of ['-h', '--help']) {
      const run = await cli([flag]);
      assert.equal(run.code, 0, run.context);
      assert.match(run.stdout, /^Usage: latency-gate/);
      assert.match(run.stdout, /-h, --help/);
      assert.doesNotMatch(run.stdout, /\$\{\{/, 'no ${{ github.token }} at a terminal');
      assert.match(run.stdout, /--github-token TOKEN[^[]*\[\$GITHUB_TOKEN\]/, 'the default as a terminal has it');
      assert.deepEqual(run.files, []);
    }
  });

  it('-v and --version: the package version', async () => {
    const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['-v', '--version']) {
      const run = await cli([flag]);
      assert.equal(run.code, 0, run.context);
      assert.equal(run.stdout, `latency-gate ${version}\n`);
    }
  });
});

describe('argument mistakes: the same error record as every other bad input', () => {
  it('an unknown flag suggests the one it resembles', async () => {
    const dir = await workspace();
    await expectError(
      dir,
      ['--candidat', 'a.onnx'],
      "Unknown flag '--candidat'; did you mean '--candidate'? Run 'latency-gate --help' for the flags",
    );
    await expectError(
      dir,
      ['--p59-threshold', '5%'],
      "Unknown flag '--p59-threshold'; did you mean '--p50-threshold'? Run 'latency-gate --help' for the flags",
    );
    await expectError(
      dir,
      ['--frobnicate', 'x'],
      "Unknown flag '--frobnicate'; run 'latency-gate --help' for the flags",
    );
  });

  it("a value that starts with a dash keeps node's hint, with the value typed", async () => {
    const dir = await workspace();
    const run = await expectError(
      dir,
      ['--candidate', 'a.onnx', '--max-duration', '-5s'],
      "'--max-duration' is followed by '-5s', which looks like a flag; if it is the value, write '--max-duration=-5s'",
    );
    assert.doesNotMatch(run.stderr, /\.;/);
  });

  it('a positional argument and a flag without its value', async () => {
    const dir = await workspace();
    await expectError(
      dir,
      ['model.onnx'],
      "Unexpected argument 'model.onnx': every value follows its flag, as in '--candidate model.onnx'; run 'latency-gate --help' for the flags",
    );
    await expectError(
      dir,
      ['--json=yes'],
      "Option '--json' does not take an argument; run 'latency-gate --help' for the flags",
    );
  });
});

describe('errors are said once, and as JSON under --json', () => {
  it('a bad input: one line on stderr, nothing repeated on stdout', async () => {
    const run = await cli(['--candidate', 'missing.onnx', '--baseline', 'also-missing.onnx']);
    assert.equal(run.code, 2, run.context);
    const errors = run.stderr.split('\n').filter((l) => /missing\.onnx/.test(l));
    assert.equal(errors.length, 1, `the message once\n${run.context}`);
    assert.match(errors[0] ?? '', /^error: /);
    assert.equal(run.stdout, '', run.context);
    assert.doesNotMatch(run.stdout + run.stderr, STACK_FRAME);
  });

  it('--json: the error record on stdout, also for a flag that could not be parsed', async () => {
    for (const args of [
      ['--json', '--candidat', 'a.onnx'],
      ['--candidate', 'missing.onnx', '--baseline', 'b.onnx', '--json'],
    ]) {
      const run = await cli(args);
      assert.equal(run.code, 2, run.context);
      const record = JSON.parse(run.stdout) as { verdict: string; error: { message: string } };
      assert.equal(record.verdict, 'error');
      assert.match(
        run.stderr,
        new RegExp(`^error: ${record.error.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
      );
    }
  });
});

describe('where the record goes', () => {
  it('without --report-path: a temporary file, printed, and nothing in the current directory', async () => {
    const run = await cli(['--candidate', 'missing.onnx', '--baseline', 'b.onnx']);
    const printed = /^JSON record: (.+)$/m.exec(run.stderr)?.[1];
    assert.ok(printed, run.context);
    assert.ok(
      printed.startsWith(path.join(run.tmp, 'latency-gate-record-')),
      `in the temporary directory\n${run.context}`,
    );
    const record = JSON.parse(await readFile(printed, 'utf8')) as { verdict: string };
    assert.equal(record.verdict, 'error');
    assert.deepEqual(run.files, []);
  });

  it("on a runner (a workspace): the action's default name at the workspace root, printed", async () => {
    const dir = await workspace('latency-gate-cli-');
    const run = await runProcess(process.execPath, [BUILT_CLI, '--candidate', 'missing.onnx', '--baseline', 'b.onnx'], {
      cwd: dir,
      env: workspaceEnv(dir),
    });
    assert.equal(run.code, 2, run.stderr);
    assert.match(
      run.stderr,
      new RegExp(
        `^JSON record: ${path.join(dir, 'latency-gate-report.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
        'm',
      ),
    );
  });

  it('with --report-path, also when another flag is bad: exactly there', async () => {
    const run = await cli(['--report-path', 'out/record.json', '--candidat', 'a.onnx']);
    assert.equal(run.code, 2, run.context);
    const record = JSON.parse(await readFile(path.join(run.dir, 'out/record.json'), 'utf8')) as {
      error: { message: string };
    };
    assert.match(record.error.message, /did you mean '--candidate'/);
    assert.doesNotMatch(run.stderr, /JSON record:/, 'a path the user chose is not announced');
  });
});
