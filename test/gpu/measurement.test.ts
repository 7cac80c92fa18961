// The GPU measurement's pure parts: node placement from a real onnxruntime profile, per-round CV and its
// warning, and the GPU section of the reports (escaped: device names and operator types are untrusted text).
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { cpuNodes, parsePlacement } from '../../src/gpu/placement.js';
import { cvWarning, roundCv, summariseCv } from '../../src/stats/round-cv.js';
import { CV_WARN_LEVEL } from '../../src/stats/policy.js';
import { gpuLines, gpuMarkdown } from '../../src/report/gpu-section.js';
import type { ReportRecord } from '../../src/record/schema.js';

test('placement: every node of a real CPU profile, by provider and operator', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lg-profile-'));
  try {
    const session = await InferenceSession.create('baselines/example/candidate.onnx', {
      executionProviders: ['cpu'],
      enableProfiling: true,
      profileFilePrefix: path.join(dir, 'candidate'),
    });
    const feeds: Record<string, Tensor> = {};
    for (const input of session.inputMetadata) {
      const shape = (input as unknown as { shape: (number | string)[] }).shape.map((d) =>
        typeof d === 'number' && d > 0 ? d : 1,
      );
      feeds[input.name] = new Tensor('float32', new Float32Array(shape.reduce((a, b) => a * b, 1)), shape);
    }
    for (let i = 0; i < 3; i++) await session.run(feeds);
    session.endProfiling();
    await session.release();
    const file = (await readdir(dir)).find((f) => f.startsWith('candidate_'));
    assert.ok(file, 'onnxruntime wrote the profile');
    const events = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { cat?: string; name?: string }[];
    const placement = parsePlacement(events);
    const kernelEvents = new Set(
      events.filter((e) => e.cat === 'Node' && e.name?.endsWith('_kernel_time')).map((e) => e.name),
    );
    assert.ok(placement.nodes > 0);
    assert.equal(placement.nodes, kernelEvents.size, 'each node once, however many calls were profiled');
    assert.deepEqual(Object.keys(placement.byProvider), ['CPUExecutionProvider']);
    assert.equal(cpuNodes(placement), placement.nodes);
    assert.equal(
      Object.values(placement.cpuOps).reduce((a, b) => a + b, 0),
      placement.nodes,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('placement: nodes split between providers; memcpy and shape nodes counted where they ran', () => {
  const node = (name: string, provider: string, op: string) => ({
    cat: 'Node',
    name: `${name}_kernel_time`,
    args: { provider, op_name: op },
  });
  const placement = parsePlacement([
    { cat: 'Session', name: 'model_run' },
    node('conv1', 'CUDAExecutionProvider', 'Conv'),
    node('conv1', 'CUDAExecutionProvider', 'Conv'),
    node('Memcpy_token_1', 'CUDAExecutionProvider', 'MemcpyFromHost'),
    node('shape0', 'CPUExecutionProvider', 'Shape'),
    node('nms', 'CPUExecutionProvider', 'NonMaxSuppression'),
    { cat: 'Node', name: 'conv1_fence_before', args: { op_name: 'Conv' } },
  ]);
  assert.deepEqual(placement, {
    nodes: 4,
    byProvider: { CUDAExecutionProvider: 2, CPUExecutionProvider: 2 },
    cpuOps: { Shape: 1, NonMaxSuppression: 1 },
  });
  assert.deepEqual(parsePlacement('not a profile'), { nodes: 0, byProvider: {}, cpuOps: {} });
});

test('per-round CV: steady rounds stay quiet, unsteady ones warn with the documented level', () => {
  const steady = Array.from({ length: 20 }, () => ({ baseline: [100, 101, 99, 100], candidate: [110, 111, 109, 110] }));
  const cv = roundCv(steady)!;
  assert.ok(cv.baseline.median < 0.01 && cv.candidate.median < 0.01);
  assert.equal(cvWarning(cv), null);
  const shaky = Array.from({ length: 20 }, (_, i) => ({
    baseline: [100, 130, 90, 100],
    candidate: i % 2 ? [100, 100, 100, 100] : [100, 104, 96, 100],
  }));
  const warned = cvWarning(roundCv(shaky)!);
  assert.match(
    warned ?? '',
    /within a round the time per call typically varied by 16\.5% \(baseline\) \/ 0\.0% \(candidate\) of its mean, above the 2\.5% level TensorRT's trtexec warns at/,
  );
  assert.equal(CV_WARN_LEVEL, 0.025);
  assert.deepEqual(summariseCv([[5]]), null, 'one call per round has no spread');
});

function gpuRecord(gpu: NonNullable<ReportRecord['environment']['gpu']>): ReportRecord {
  return { environment: { gpu } } as unknown as ReportRecord;
}

const device = {
  name: 'NVIDIA <b>H100</b> | 80GB',
  uuid: null,
  driver: '550.54.15',
  cudaDriverVersion: '12.4',
  memoryMiB: 81559,
  maxClocks: { smMHz: 1980, memoryMHz: 2619 },
};
const clocks = (sm: number, reasons: string[]) => ({
  smMHz: sm,
  memoryMHz: 2619,
  temperatureC: 60,
  powerW: 300,
  throttleReasons: reasons,
});

test('GPU section: device, copies, clocks before and after, CV and placement, escaped', () => {
  const record = gpuRecord({
    requested: 'cuda',
    used: 'cuda',
    fallbackReason: null,
    deviceId: 0,
    device,
    clocks: {
      samples: 12,
      before: clocks(1980, []),
      after: clocks(1755, ['sw-power-cap']),
      smMHz: { min: 1755, max: 1980 },
      maxTemperatureC: 71,
      throttleReasons: [{ reason: 'sw-power-cap', share: 0.25 }],
    },
    roundCv: {
      baseline: { median: 0.012, p90: 0.03, shareAbove: 0.15 },
      candidate: { median: 0.011, p90: 0.02, shareAbove: 0.05 },
      warnLevel: 0.025,
    },
    placement: {
      baseline: { nodes: 10, byProvider: { CUDAExecutionProvider: 9, CPUExecutionProvider: 1 }, cpuOps: { Shape: 1 } },
      candidate: {
        nodes: 12,
        byProvider: { CUDAExecutionProvider: 9, CPUExecutionProvider: 3 },
        cpuOps: { Shape: 1, '<script>': 2 },
      },
    },
    libraries: {
      source: 'tool-cache',
      package: 'Microsoft.ML.OnnxRuntime.Gpu.Linux 1.30.0',
      feed: 'https://api.nuget.org/v3/index.json',
      verifiedAgainst: 'published-sha512',
      packageSha512: 'x',
      files: [],
      runtimeLibrary: '/cache/libonnxruntime.so.1',
      cudaMajor: 12,
      linked: [],
    },
  });
  const md = gpuMarkdown(record);
  assert.match(
    md,
    /GPU 0: NVIDIA &lt;b&gt;H100&lt;\/b&gt; \\\| 80GB, driver 550\.54\.15 \(CUDA 12\.4\), 80 GiB; provider cuda; Microsoft\.ML\.OnnxRuntime\.Gpu\.Linux 1\.30\.0 \(tool-cache, SHA-512 checked against the feed, built for CUDA 12\)/,
  );
  assert.match(md, /Times include copying the inputs to the GPU and the outputs back on every call/);
  assert.match(md, /\| start of measuring \| 1980 MHz \| 2619 MHz \| 60 °C \| none \|/);
  assert.match(md, /\| end of measuring \| 1755 MHz \| 2619 MHz \| 60 °C \| sw-power-cap \|/);
  assert.match(
    md,
    /SM clock 1755–1980 MHz over 12 samples \(max supported 1980 MHz\); throttle reasons while measuring: sw-power-cap in 25% of samples/,
  );
  assert.match(md, /\| baseline \| 1\.2% \| 3\.0% \| 15% \|/);
  assert.match(md, /\| candidate \| 12 \| 9 \| 3 \| &lt;script&gt; ×2, Shape ×1 \|/);
  assert.doesNotMatch(md, /<script>|<b>/);
  const lines = gpuLines(record).join('\n');
  assert.match(
    lines,
    /SM clock 1980 MHz at the start of measuring, 1755 MHz at the end; throttle reasons: sw-power-cap/,
  );
  assert.match(lines, /Nodes on the CPU provider: baseline 1 of 10, candidate 3 of 12/);
});

test('GPU section after a fallback says, first, that the GPU was not measured', () => {
  const record = gpuRecord({
    requested: 'tensorrt',
    used: 'cpu',
    fallbackReason: 'no <driver>',
    deviceId: 0,
    device: null,
    clocks: null,
    roundCv: null,
    placement: null,
    libraries: null,
  });
  assert.equal(
    gpuMarkdown(record),
    '**Not measured on the GPU.** `tensorrt` was requested; with `fallback: cpu` both models ran on the CPU. Reason: no &lt;driver&gt;',
  );
  assert.deepEqual(gpuLines(record), ['GPU: NOT USED (requested tensorrt, ran on the CPU with fallback: cpu).']);
  assert.equal(gpuMarkdown({ environment: { gpu: null } } as unknown as ReportRecord), '');
});
