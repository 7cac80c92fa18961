import { gpuPackage } from '../../src/gpu/provision/ort-gpu-package.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fallbackConfig, parseConfig } from '../../src/inputs/schema.js';
import { type RawInputs } from '../../src/inputs/definitions.js';

const base: RawInputs = { candidate: 'c.onnx', baseline: 'b.onnx' };

describe('parseConfig defaults', () => {
  it('fills every default from the definitions', () => {
    const config = parseConfig(base);
    assert.deepEqual(config.thresholds, { p50: 0.05, p95: 0.1 });
    assert.equal(config.maxDurationMs, 60_000);
    assert.equal(config.minDurationMs, 5_000);
    assert.equal(config.threads, 1);
    assert.equal(config.sessionPairs, 'auto');
    assert.equal(config.executionProvider, 'cpu');
    assert.deepEqual(config.gpu, {
      deviceId: 0,
      libs: 'auto',
      feed: 'https://api.nuget.org/v3/index.json',
      fallback: 'none',
    });
    assert.equal(config.seed, 1234);
    assert.deepEqual(config.failOn, ['regression', 'agreement']);
    assert.equal(config.mode, 'gate');
    assert.equal(config.agreement.enabled, true);
    assert.equal(config.agreement.samples, 32);
    assert.deepEqual(config.agreement.tolerances, {});
    assert.equal(config.comment.policy, 'always');
    assert.equal(config.allowOutsideWorkspace, false);
    assert.equal(config.reportPath, 'latency-gate-report.json');
    assert.equal(config.id, 'latency-gate');
    assert.deepEqual(config.baseline, { kind: 'file', path: 'b.onnx' });
  });

  it('treats empty strings as unset, as GitHub passes them', () => {
    assert.equal(parseConfig({ ...base, 'p50-threshold': '', threads: '  ' }).thresholds.p50, 0.05);
  });

  it('reads the GPU inputs', () => {
    const config = parseConfig({
      ...base,
      'execution-provider': 'TensorRT',
      'device-id': '1',
      'gpu-libs': '/opt/ort-gpu',
      'gpu-feed': 'http://nuget.internal:8080/v3/index.json',
      fallback: 'CPU',
    });
    assert.equal(config.executionProvider, 'tensorrt');
    assert.deepEqual(config.gpu, {
      deviceId: 1,
      libs: '/opt/ort-gpu',
      feed: 'http://nuget.internal:8080/v3/index.json',
      fallback: 'cpu',
    });
  });

  it("defaults 'gpu-feed' to the feed onnxruntime-node itself downloads from", () => {
    assert.equal(parseConfig(base).gpu.feed, gpuPackage().defaultFeed);
  });

  it('reads every accepted form', () => {
    const config = parseConfig({
      candidate: 'models/x.onnx',
      'baseline-ref': 'origin/main',
      'baseline-path': 'old/x.onnx',
      'p50-threshold': '2.5%',
      'p95-threshold': '12 %',
      'max-duration': '1m30s',
      'min-duration': '500ms',
      threads: '4',
      'session-pairs': '6',
      'execution-provider': 'CPU',
      'input-shapes': 'batch=16, input=16x256\nstate=scalar',
      'input-values': 'sr=16000,flag=true,scale=-1.5e-3',
      seed: '0',
      'fail-on': 'Inconclusive',
      atol: '1e-4,logits:1e-3',
      rtol: 'probs:0.01',
      'min-top1-agreement': '95%',
      'output-map': 'new_logits=logits',
      'github-token': '${{ github.token }}',
      id: 'gpu.leg-1',
    });
    assert.deepEqual(config.baseline, { kind: 'ref', ref: 'origin/main', path: 'old/x.onnx' });
    assert.deepEqual(config.thresholds, { p50: 0.025, p95: 0.12 });
    assert.equal(config.maxDurationMs, 90_000);
    assert.equal(config.minDurationMs, 500);
    assert.equal(config.threads, 4);
    assert.equal(config.sessionPairs, 6);
    assert.deepEqual(config.inputShapes, { byDim: { batch: 16 }, byInput: { input: [16, 256], state: [] } });
    assert.deepEqual(config.inputValues, { sr: '16000', flag: 'true', scale: '-1.5e-3' });
    assert.equal(config.seed, 0);
    assert.deepEqual(config.failOn, ['inconclusive']);
    assert.equal(config.id, 'gpu.leg-1');
    assert.deepEqual(config.agreement.tolerances, {
      atol: 1e-4,
      perOutput: { logits: { atol: 1e-3 }, probs: { rtol: 0.01 } },
      minTop1Agreement: 0.95,
    });
    assert.deepEqual(config.agreement.outputMap, { new_logits: 'logits' });
    assert.equal(config.comment.token, '', 'the literal default expression is not a token');
  });
});

// Every message a user can get from the inputs, exactly: they are the product's interface.
const errors: [string, RawInputs, string][] = [
  [
    'missing candidate',
    { baseline: 'b.onnx' },
    "'candidate' is required: set it to the path of the candidate .onnx model",
  ],
  [
    'no baseline',
    { candidate: 'c.onnx' },
    "Set 'baseline' to a baseline .onnx path or 'baseline-ref' to a git ref such as 'origin/main'",
  ],
  [
    'both baselines',
    { ...base, 'baseline-ref': 'origin/main' },
    "Set only one of 'baseline' and 'baseline-ref', not both",
  ],
  [
    'baseline-path alone',
    { ...base, 'baseline-path': 'x.onnx' },
    "'baseline-path' only applies with 'baseline-ref'; use 'baseline' for a file on disk",
  ],
  ['bad percentage', { ...base, 'p95-threshold': 'abc' }, "'p95-threshold' must be a percentage like '10%', got 'abc'"],
  [
    'fraction instead of percent',
    { ...base, 'p50-threshold': '0.05' },
    "'p50-threshold' must be a percentage like '10%', got '0.05'",
  ],
  [
    'negative percentage',
    { ...base, 'p50-threshold': '-5%' },
    "'p50-threshold' must be a percentage like '10%', got '-5%'",
  ],
  [
    'bad duration',
    { ...base, 'max-duration': 'soon' },
    "'max-duration' must be a positive duration like '60s' or '2m', got 'soon'",
  ],
  [
    'duration without unit',
    { ...base, 'max-duration': '60' },
    "'max-duration' must be a positive duration like '60s' or '2m', got '60'",
  ],
  [
    'zero duration',
    { ...base, 'max-duration': '0s' },
    "'max-duration' must be a positive duration like '60s' or '2m', got '0s'",
  ],
  [
    'negative duration',
    { ...base, 'min-duration': '-5s' },
    "'min-duration' must be a positive duration like '60s' or '2m', got '-5s'",
  ],
  [
    'min above max',
    { ...base, 'min-duration': '2m', 'max-duration': '60s' },
    "'min-duration' (120s) must not exceed 'max-duration' (60s)",
  ],
  ['zero threads', { ...base, threads: '0' }, "'threads' must be a positive whole number like '1', got '0'"],
  ['fractional threads', { ...base, threads: '1.5' }, "'threads' must be a positive whole number like '1', got '1.5'"],
  [
    'unknown provider',
    { ...base, 'execution-provider': 'rocm' },
    "'execution-provider' must be one of 'cpu', 'cuda', 'tensorrt', got 'rocm'",
  ],
  [
    'device-id not an index',
    { ...base, 'device-id': 'gpu0' },
    "'device-id' must be a GPU index such as '0', got 'gpu0'",
  ],
  [
    'feed not a URL',
    { ...base, 'gpu-feed': 'nuget.org' },
    "'gpu-feed' must be the http(s) URL of a NuGet v3 service index, like 'https://api.nuget.org/v3/index.json', got 'nuget.org'",
  ],
  [
    'feed not http',
    { ...base, 'gpu-feed': 'file:///srv/nuget/index.json' },
    "'gpu-feed' must be the http(s) URL of a NuGet v3 service index, like 'https://api.nuget.org/v3/index.json', got 'file:///srv/nuget/index.json'",
  ],
  ...[
    'https://user:ghp_secret@nuget.internal/v3/index.json',
    'https://nuget.internal/v3/index.json?token=ghp_secret',
    'https://ghp secret@nuget internal/v3',
  ].map((feed): [string, Record<string, string>, string] => [
    `feed with credentials (${feed.includes('?') ? 'query' : 'userinfo'}), never repeated`,
    { ...base, 'gpu-feed': feed },
    "'gpu-feed' must not carry credentials or a query string (the URL is written to the log, the record and the PR comment, so it is not repeated here); use a mirror that needs no credentials, or download the package once and set 'gpu-libs' to the directory of its runtimes/linux-x64/native/ files",
  ]),
  ['unknown fallback', { ...base, fallback: 'warn' }, "'fallback' must be one of 'none', 'cpu', got 'warn'"],
  [
    'zero session pairs',
    { ...base, 'session-pairs': '0' },
    "'session-pairs' must be 'auto' or a whole number from 1 to 16 like '4', got '0'",
  ],
  [
    'too many session pairs',
    { ...base, 'session-pairs': '17' },
    "'session-pairs' must be 'auto' or a whole number from 1 to 16 like '4', got '17'",
  ],
  [
    'session pairs not a number',
    { ...base, 'session-pairs': 'many' },
    "'session-pairs' must be 'auto' or a whole number from 1 to 16 like '4', got 'many'",
  ],
  [
    'shape without =',
    { ...base, 'input-shapes': 'batch16' },
    "'input-shapes' must be a list of name=value pairs like 'batch=16,input=16x256', got 'batch16'",
  ],
  [
    'shape not a size',
    { ...base, 'input-shapes': 'input=16xabc' },
    "'input-shapes' must be a list like 'batch=16,input=16x256', got 'input=16xabc'",
  ],
  [
    'shape zero',
    { ...base, 'input-shapes': 'batch=0' },
    "'input-shapes' sizes must be whole numbers of at least 1, got 'batch=0'",
  ],
  [
    'value not a number',
    { ...base, 'input-values': 'sr=fast' },
    "'input-values' must be numbers or true/false like 'sr=16000', got 'sr=fast'",
  ],
  [
    'value without name',
    { ...base, 'input-values': '=3' },
    "'input-values' must be a list of name=value pairs like 'sr=16000', got '=3'",
  ],
  [
    'seed not a number',
    { ...base, seed: 'lucky' },
    "'seed' must be a whole number from 0 to 4294967295 like '1234', got 'lucky'",
  ],
  [
    'unknown fail-on',
    { ...base, 'fail-on': 'always' },
    "'fail-on' must be one of 'regression', 'suspected-regression', 'inconclusive', 'agreement', 'unjudged', 'memory', 'never', got 'always'",
  ],
  [
    'never combined',
    { ...base, 'fail-on': 'never,agreement' },
    "'fail-on' cannot combine 'never' with other conditions, got 'never,agreement'",
  ],
  [
    'unknown mode',
    { ...base, mode: 'bench' },
    "'mode' must be one of 'gate', 'calibrate', 'measure', 'report', 'record', 'plan', got 'bench'",
  ],
  [
    'bad comment policy',
    { ...base, comment: 'sometimes' },
    "'comment' must be one of 'always', 'on-change', 'on-failure', 'never', got 'sometimes'",
  ],
  [
    'bad pr-number',
    { ...base, 'pr-number': '#12' },
    "'pr-number' must be a positive whole number like '42', got '#12'",
  ],
  [
    'bad atol',
    { ...base, atol: 'abc' },
    "'atol' must be a non-negative number like '1e-5' or 'logits:1e-3', got 'abc'",
  ],
  [
    'bad min-cosine',
    { ...base, 'min-cosine': '2' },
    "'min-cosine' must be a number between 0 and 1 like '0.999', got '2'",
  ],
  [
    'bad output-map',
    { ...base, 'output-map': 'logits' },
    "'output-map' must be comma-separated pairs like 'new_name=old_name', got 'logits'",
  ],
  ['bad agreement switch', { ...base, agreement: 'maybe' }, "'agreement' must be one of 'on', 'off', got 'maybe'"],
  ['bad id', { ...base, id: 'has space' }, "'id' must be 1-64 letters, digits, '.', '_' or '-', got 'has space'"],
  [
    'a memory threshold in calibration, whose A/A runs probe no memory',
    { baseline: 'b.onnx', mode: 'calibrate', 'memory-threshold': '10%' },
    "'memory-threshold' does not apply to 'mode: calibrate', which runs A/A comparisons of one model with output agreement and profiling off (it judges peak memory, which A/A runs leave off); remove 'memory-threshold' from this run",
  ],
];

describe('fallbackConfig', () => {
  it('never throws, keeps what is valid and defaults the rest, so an error record can describe any input', () => {
    const config = fallbackConfig({ 'p95-threshold': 'abc', 'max-duration': '2m', mode: 'measure' });
    assert.equal(config.candidate, '');
    assert.equal(config.mode, 'measure');
    assert.equal(config.thresholds.p95, 0.1);
    assert.equal(config.maxDurationMs, 120_000);
    assert.doesNotThrow(() => fallbackConfig({ baseline: 'a.onnx', 'baseline-ref': 'main', 'min-duration': '5m' }));
  });
});

describe('parseConfig errors', () => {
  for (const [name, raw, message] of errors) {
    it(name, () => assert.throws(() => parseConfig(raw), { name: 'UserError', message }));
  }
});
