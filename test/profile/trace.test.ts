// Reading onnxruntime's profile (Chrome-trace JSON) and diffing two of them, on traces crafted in the format
// onnxruntime 1.30 writes: CPU traces as this machine records them, and CUDA traces as the CUDA provider writes
// them (host↔device copies as Memcpy nodes, MemcpyFromHost/MemcpyToHost, around nodes left on the CPU
// provider). No GPU is needed: the parsing and the judgement are what is tested.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anchorOf, originalNodes } from '../../src/profile/attribute.js';
import { diffProfiles } from '../../src/profile/diff.js';
import { CPU_PROVIDER, aggregateTrace, nodeEvents } from '../../src/profile/trace.js';
import type { GraphNode } from '../../src/models/model-graph.js';

const CUDA = 'CUDAExecutionProvider';
type Spec = [name: string, op: string, provider: string, us: number];

/** A trace of `runs` runs of the given nodes, each run's times scaled by `jitter(run)`, with session events. */
function trace(nodes: Spec[], runs: number, jitter: (run: number) => number = () => 1): unknown[] {
  const events: unknown[] = [
    { cat: 'Session', pid: 1, tid: 1, dur: 900, ts: 10, ph: 'X', name: 'model_loading_uri', args: {} },
    { cat: 'Session', pid: 1, tid: 1, dur: 9000, ts: 920, ph: 'X', name: 'session_initialization', args: {} },
  ];
  let ts = 10_000;
  for (let r = 0; r < runs; r++) {
    const start = ts;
    ts += 5;
    for (const [name, op, provider, us] of nodes) {
      const dur = Math.round(us * jitter(r));
      events.push({
        cat: 'Node',
        pid: 1,
        tid: 1,
        dur,
        ts,
        ph: 'X',
        name: `${name}_kernel_time`,
        args: { op_name: op, provider, node_index: '3', output_size: '2048' },
      });
      ts += dur + 2;
    }
    events.push({
      cat: 'Session',
      pid: 1,
      tid: 1,
      dur: ts - start + 3,
      ts: start,
      ph: 'X',
      name: 'model_run',
      args: {},
    });
    ts += 50;
  }
  return events;
}

describe('profile traces', () => {
  it('medians per node over the runs, leaving out the warm-up runs and anything malformed', () => {
    const events = trace(
      [
        ['fused fc0.matmul/MatMulAddFusion', 'FusedGemm', CPU_PROVIDER, 100],
        ['fc1.matmul/MatMulAddFusion', 'Gemm', CPU_PROVIDER, 20],
      ],
      6,
      (r) => (r === 0 ? 30 : r === 3 ? 2 : 1),
    );
    events.push({ cat: 'Node', name: 'x_kernel_time', args: {} }, { cat: 'Node', name: 7 }, null, 'text');
    const profile = aggregateTrace(events, 1);
    assert.equal(profile.runs, 5);
    assert.deepEqual(
      profile.nodes.map((n) => [n.name, n.op, n.us, n.calls, n.order]),
      [
        ['fused fc0.matmul/MatMulAddFusion', 'FusedGemm', 100, 1, 0],
        ['fc1.matmul/MatMulAddFusion', 'Gemm', 20, 1, 1],
      ],
      'the first run (30×) is left out and the one slow run (2×) does not move the median',
    );
    assert.equal(nodeEvents(events).length, 12, 'events without a provider are not node kernel events');
    assert.deepEqual(aggregateTrace('not a trace'), { runs: 0, runUs: 0, nodes: [] });
  });

  it('counts self time: an If node without the nodes of its branch, which the trace lists too', () => {
    const node = (name: string, op: string, ts: number, dur: number) => ({
      cat: 'Node',
      tid: 7,
      ts,
      dur,
      name: `${name}_kernel_time`,
      args: { op_name: op, provider: CPU_PROVIDER },
    });
    const run = (start: number) => [
      { cat: 'Session', name: 'model_run', ts: start, dur: 200 },
      node('If_0', 'If', start + 10, 150),
      node('If_0_then/Conv', 'Conv', start + 20, 100),
      node('If_0_then/Relu', 'Relu', start + 125, 20),
      node('Add_1', 'Add', start + 165, 5),
    ];
    const profile = aggregateTrace([...run(1000), ...run(2000), ...run(3000)]);
    assert.deepEqual(
      profile.nodes.map((n) => [n.name, n.us]),
      [
        ['If_0', 30],
        ['If_0_then/Conv', 100],
        ['If_0_then/Relu', 20],
        ['Add_1', 5],
      ],
    );
  });

  it('on a GPU: copies apart from compute, and a new CPU fallback named as one', () => {
    const copyIn: Spec = ['Memcpy', 'MemcpyFromHost', CUDA, 40];
    const copyOut: Spec = ['Memcpy_token_1', 'MemcpyToHost', CUDA, 30];
    const baseline = aggregateTrace(
      trace(
        [
          copyIn,
          ['/fc0/Gemm', 'Gemm', CUDA, 60],
          ['/act0/Gelu', 'Gelu', CUDA, 10],
          ['/fc1/Gemm', 'Gemm', CUDA, 60],
          copyOut,
        ],
        4,
      ),
      1,
    );
    // The candidate's Gelu was exported as Erf arithmetic, one op of which the CUDA provider does not take here:
    // onnxruntime places it on the CPU and copies its input down and its output back up.
    const candidate = aggregateTrace(
      trace(
        [
          copyIn,
          ['/fc0/Gemm', 'Gemm', CUDA, 61],
          ['Memcpy_token_2', 'MemcpyToHost', CUDA, 35],
          ['/act0/Erf', 'Erf', CPU_PROVIDER, 180],
          ['Memcpy_token_3', 'MemcpyFromHost', CUDA, 38],
          ['/fc1/Gemm', 'Gemm', CUDA, 59],
          copyOut,
        ],
        4,
      ),
      1,
    );
    const diff = diffProfiles(baseline, candidate, { provider: CUDA });
    assert.deepEqual(diff.fallback, { count: 1, deltaUs: 180, nodes: [{ name: '/act0/Erf', op: 'Erf' }] });
    assert.deepEqual(diff.copies, { baselineUs: 70, candidateUs: 143, baselineNodes: 2, candidateNodes: 4 });
    assert.equal(diff.deltaUs, 61 + 35 + 180 + 38 + 59 - (60 + 10 + 60));
    assert.equal(diff.contributors[0]?.name, '/act0/Erf');
    assert.equal(diff.contributors[0]?.fellBack, true);
    // The fallback, its two copies and the removed Gelu are the change; the Gemms moved by ±1 µs.
    assert.equal(diff.changedDeltaUs, 180 + 35 + 38 - 10);
    assert.ok(diff.changedDeltaUs / diff.deltaUs > 0.99);
    const cpuRun = diffProfiles(baseline, candidate, { provider: CPU_PROVIDER });
    assert.equal(cpuRun.fallback.count, 0, 'on the CPU provider nothing falls back');
  });

  it('pairs renamed nodes by operator and execution order', () => {
    const nodes = (prefix: string): Spec[] => [
      [`${prefix}fc0/Gemm`, 'Gemm', CPU_PROVIDER, 50],
      [`${prefix}act/Relu`, 'Relu', CPU_PROVIDER, 5],
      [`${prefix}fc1/Gemm`, 'Gemm', CPU_PROVIDER, 40],
    ];
    const diff = diffProfiles(aggregateTrace(trace(nodes('/a/'), 3), 1), aggregateTrace(trace(nodes('/b/'), 3), 1), {
      provider: CPU_PROVIDER,
    });
    assert.deepEqual(diff.nodes, { byName: 0, byPosition: 3, added: 0, removed: 0 });
    assert.equal(diff.deltaUs, 0);
    assert.equal(diff.changedDeltaUs, 0);
  });
});

describe('profiled nodes tied to the model nodes they ran', () => {
  const n = (name: string, opType: string, inputs: string[], outputs: string[]): GraphNode => ({
    name,
    opType,
    domain: '',
    inputs,
    outputs,
    attributes: '',
    graph: '',
  });

  it('finds the anchor through the fused prefix and the fusion suffixes, keeping "/" inside names', () => {
    const names = new Map([
      ['fc0.matmul', 0],
      ['/layer1/fc/MatMul', 1],
    ]);
    assert.equal(anchorOf('fused fc0.matmul/MatMulAddFusion', names), 0);
    assert.equal(anchorOf('/layer1/fc/MatMul/MatMulAddFusion/SomeOtherFusion', names), 1);
    assert.equal(anchorOf('Memcpy_token_3', names), undefined);
  });

  it('absorbs a fused Add and activation into the Gemm before them, a quantizer into the MatMul after it, and skips folded constants', () => {
    const graph = [
      n('fold.shape', 'Shape', ['w0'], ['s']),
      n('fold.cast', 'Cast', ['s'], ['s2']),
      n('fc0.matmul', 'MatMul', ['input', 'w0'], ['m0']),
      n('fc0', 'Add', ['m0', 'b0'], ['a0']),
      n('act0', 'Tanh', ['a0'], ['t0']),
      n('q1', 'DynamicQuantizeLinear', ['t0'], ['xq', 'xs', 'xz']),
      n('fc1.mm', 'MatMulInteger', ['xq', 'w1', 'xz', 's2'], ['i1']),
      n('fc1.cast', 'Cast', ['i1'], ['f1']),
      n('fc1.scale', 'Mul', ['f1', 'xs'], ['logits']),
    ];
    const ran = originalNodes(['fused fc0.matmul/MatMulAddFusion', 'fc1.mm'], graph, new Set(['w0', 'b0', 'w1']));
    const names = (p: string) => (ran.get(p) ?? []).map((i) => graph[i]?.name);
    assert.deepEqual(names('fused fc0.matmul/MatMulAddFusion'), ['fc0.matmul', 'fc0', 'act0']);
    assert.deepEqual(names('fc1.mm'), ['fc1.mm', 'q1', 'fc1.cast', 'fc1.scale']);
  });
});
