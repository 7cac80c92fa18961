// The gate on real published models (test/fixtures/real-models.ts): each runs A/A with its documented settings
// and passes, the real version pairs give a decided record, and leaving out a needed setting is one clear error.
// Every run goes through the CLI in a child process: this file never loads onnxruntime-node itself.
import assert from 'node:assert/strict';
import { copyFile, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it, type TestContext } from 'node:test';
import {
  REAL_MODELS,
  REAL_PAIRS,
  REPO_ROOT,
  isInstalled,
  modelPath,
  settingsArgs,
  type RealModel,
} from '../fixtures/real-models.js';
import { runCli, tempDir } from '../helpers/cli.js';

// These runs prove that each model runs under the gate with its settings and that no false verdict comes out;
// whether a run is decided within its budget is a rate, measured by bench:gate-quality, not asserted here. A few
// seconds of rounds after loading and warm-up are enough for that; the runs that fail on a missing setting stop
// before any round.
const AA_BUDGET = ['--max-duration', '10s', '--min-duration', '2s'];
const BUDGET = ['--max-duration', '10s', '--min-duration', '2s'];

// Each run copies up to 10 MB of models: remove the temp dirs when the file is done.
const dirs: string[] = [];
after(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Copies the given models into a fresh temp dir (so an A/A pair is two different files) and runs the CLI there. */
async function gate(files: { candidate: RealModel; baseline: RealModel }, args: string[]) {
  const dir = await tempDir('latency-gate-real-');
  dirs.push(dir);
  await copyFile(modelPath(files.candidate), path.join(dir, 'candidate.onnx'));
  await copyFile(modelPath(files.baseline), path.join(dir, 'baseline.onnx'));
  // The temp dir is the workspace (the current directory when GITHUB_WORKSPACE is unset): model paths stay inside it.
  const { GITHUB_WORKSPACE: _workspace, ...env } = process.env;
  const result = await runCli(['--candidate', 'candidate.onnx', '--baseline', 'baseline.onnx', ...args], {
    cwd: dir,
    env,
    reportPath: path.join(dir, 'report.json'),
  });
  return { ...result, context: `exit ${result.code}\n${result.stdout}\n${result.stderr}` };
}

function ms(value: number | undefined): string {
  if (value === undefined) return '?';
  return value < 1 ? `${(value * 1000).toFixed(0)} µs` : `${value.toFixed(2)} ms`;
}

function describeLatency(t: TestContext, label: string, record: Awaited<ReturnType<typeof gate>>['record']): void {
  const { p50, p95 } = record.latency ?? {};
  t.diagnostic(
    `${label}: p50 ${ms(p50?.baseline)} → ${ms(p50?.candidate)} ratio ${p50?.ratio.toFixed(3)} [${p50?.ci.map((c) => c.toFixed(3)).join(', ')}] ${p50?.verdict}; ` +
      `p95 ratio ${p95?.ratio.toFixed(3)} ${p95?.verdict}; verdict ${record.verdict}; ${record.sampling.rounds} rounds`,
  );
}

describe('real published models', () => {
  it('are installed at the exact versions pinned in package.json', async () => {
    const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    for (const model of Object.values(REAL_MODELS)) {
      assert.equal(
        pkg.devDependencies[model.package],
        model.version,
        `${model.package} is pinned to ${model.version} in devDependencies`,
      );
      assert.ok(isInstalled(model), `${model.package}/${model.file} exists: run npm ci`);
      const installed = JSON.parse(
        await readFile(path.join(REPO_ROOT, 'node_modules', model.package, 'package.json'), 'utf8'),
      ) as { version: string };
      assert.equal(installed.version, model.version, `installed ${model.package}`);
    }
  });

  for (const model of Object.values(REAL_MODELS)) {
    it(`${model.id}: an A/A run with the documented settings passes`, async (t) => {
      const { code, record, context } = await gate({ candidate: model, baseline: model }, [
        ...settingsArgs(model),
        ...AA_BUDGET,
      ]);
      describeLatency(t, model.id, record);
      assert.notEqual(record.verdict, 'error', context);
      assert.notEqual(record.verdict, 'regression', context);
      // A quiet runner decides these A/A runs as `pass`; a loaded one may honestly say `inconclusive`. Two
      // sessions of one model can differ by a few percent (memory layout: seen −2.9 % [−3.7, −2.2] for Silero
      // v6), which is what the threshold absorbs; a regression or an improvement would be a false verdict.
      assert.ok(['pass', 'inconclusive'].includes(record.latency?.p50.verdict ?? ''), context);
      assert.notEqual(record.verdict, 'improvement', context);
      assert.equal(code, 0, context);
      assert.notEqual(record.agreement.verdict, 'fail', 'the same model on the same inputs agrees with itself');
      // The catalogue's signature is what onnxruntime reports, and the settings resolve every dynamic dim.
      assert.deepEqual(record.models.candidate.signature?.inputs, model.inputs);
      assert.deepEqual(
        record.models.candidate.signature?.outputs.map((o) => o.name),
        model.outputs,
      );
      assert.equal(record.models.candidate.bytes, model.bytes);
      assert.deepEqual(
        record.warnings.filter((w) => /dynamic dim/.test(w)),
        [],
        'no dim was defaulted',
      );
    });
  }

  for (const pair of REAL_PAIRS) {
    it(`${pair.id}: a real version pair gives a decided record`, async (t) => {
      const candidate = REAL_MODELS[pair.candidate];
      const baseline = REAL_MODELS[pair.baseline];
      const { code, record, context } = await gate({ candidate, baseline }, [
        ...settingsArgs(pair),
        ...(pair.extraArgs ?? []),
        ...BUDGET,
      ]);
      describeLatency(t, pair.id, record);
      assert.ok(['pass', 'regression', 'improvement', 'inconclusive'].includes(record.verdict), context);
      assert.ok(code === 0 || code === 1, context);
      assert.equal(record.error ?? null, null, context);
      const ratio = record.latency?.p50.ratio;
      assert.ok(ratio !== undefined && ratio >= pair.p50Ratio[0] && ratio <= pair.p50Ratio[1], context);
      // What docs/real-models.md says of the pair's outputs, and never an output-map that cannot fit.
      assert.equal(record.agreement.verdict, pair.agreement, context);
      assert.match(record.agreement.reason ?? '', pair.agreementReason, context);
      assert.doesNotMatch(record.agreement.reason ?? '', /output-map/, context);
      assert.deepEqual(record.models.candidate.signature?.inputs, candidate.inputs);
      assert.deepEqual(record.models.baseline.signature?.inputs, baseline.inputs);
      assert.deepEqual(
        record.warnings.filter((w) => /dynamic dim/.test(w)),
        [],
        'no dim was defaulted',
      );
    });
  }

  describe('without the settings a model needs', () => {
    function assertOneLineError(result: Awaited<ReturnType<typeof gate>>): string {
      const { code, record, stderr, context } = result;
      assert.equal(record.verdict, 'error', context);
      assert.equal(code, 2, context);
      const message = record.error?.message ?? '';
      assert.doesNotMatch(message, /\n/, 'one line');
      assert.ok(stderr.includes(`error: ${message}`), context);
      assert.doesNotMatch(stderr, /^\s+at /m, 'no stack trace without --debug');
      return message;
    }

    it('a named dynamic dim left unset (Silero v4 batch) names the dim, the input and input-shapes', async () => {
      const model = REAL_MODELS.sileroV4;
      const message = assertOneLineError(
        await gate({ candidate: model, baseline: model }, ['--input-values', model.inputValues, ...BUDGET]),
      );
      assert.match(message, /'batch'/);
      assert.match(message, /'input'/);
      assert.match(message, /'input-shapes'/);
    });

    it('a vision model without H/W (PP-OCRv4 det) names the dim, the input and input-shapes', async () => {
      const model = REAL_MODELS.ocrDetection;
      const message = assertOneLineError(await gate({ candidate: model, baseline: model }, [...BUDGET]));
      assert.match(message, /'p2o\.DynamicDimension\.\d'/);
      assert.match(message, /'x'/);
      assert.match(message, /'input-shapes'/);
    });

    it("the sample rate left unset (Silero v5 sr) fails the first run: onnxruntime quoted, 'sr' and 'input-values' named", async () => {
      const model = REAL_MODELS.sileroV5;
      const message = assertOneLineError(
        await gate({ candidate: model, baseline: model }, ['--input-shapes', model.inputShapes, ...BUDGET]),
      );
      assert.match(message, /LSTM/, "onnxruntime's own message is quoted");
      assert.match(message, /'sr'/);
      assert.match(message, /'input-values'/);
    });
  });
});
