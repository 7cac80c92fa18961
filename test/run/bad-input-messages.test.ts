// The pure pieces behind the catalogue's messages: onnxruntime's error text cleaned to its reason, the last
// log line that explains a crash, and the workspace guard. No onnxruntime is loaded here.
import assert from 'node:assert/strict';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { crashDetail, crashMessage } from '../../src/bench/child-exit.js';
import { loadFailure, runtimeMessage } from '../../src/bench/ort-messages.js';
import { loadUserInputs } from '../../src/models/user-inputs.js';
import { checkInsideWorkspace, workspaceAccess } from '../../src/workspace.js';
import { workspace } from '../fixtures/bad/expect.js';
import { encodeNpy } from '../fixtures/bad/npy-writer.js';

// Verbatim onnxruntime-node 1.30 messages (Linux x64 build).
const ORT = {
  ir: 'Load model from m.onnx failed:/onnxruntime_src/onnxruntime/core/graph/model.cc:202 onnxruntime::Model::Model(onnx::ModelProto&&, const onnxruntime::PathString&, const onnxruntime::IOnnxRuntimeOpSchemaRegistryList*, const onnxruntime::logging::Logger&, const onnxruntime::ModelOptions&) Unsupported model IR version: 99, max supported IR version: 13',
  roi: "Non-zero status code returned while running MaxRoiPool node. Name:'y' Status Message: /onnxruntime_src/onnxruntime/core/providers/cpu/object_detection/roipool.cc:47 onnxruntime::common::Status onnxruntime::RoiPool<T>::Compute(onnxruntime::OpKernelContext*) const [with T = float] roi_batch_id < batch_size was false. ",
  col2im:
    "Non-zero status code returned while running Col2Im node. Name:'y' Status Message: col2im.cc:78 Compute Padded image extent is smaller than the dilated kernel for spatial dimension 0.",
  external:
    'External data path validation failed for initializer: fc0.weight. Error: tensorprotoutils.cc:434 ValidateExternalDataPathFromDir Absolute path not allowed for external data location',
  unregistered: 'Load model from c.onnx failed:Fatal error: com.example:Frobnicate(-1) is not a registered function/op',
  noOp: 'Load model from u.onnx failed:This is an invalid model. In Node, ("y", Frobnicate, "", -1) : ("x": tensor(float),) -> ("y": tensor(float),) , Error No Op registered for Frobnicate with domain_version of 17',
};

describe("onnxruntime's messages, cleaned to their reason", () => {
  it('drops source paths and C++ signatures, keeps the reason', () => {
    assert.equal(runtimeMessage(new Error(ORT.ir)), 'Unsupported model IR version: 99, max supported IR version: 13');
    assert.equal(
      runtimeMessage(new Error(ORT.roi)),
      "Non-zero status code returned while running MaxRoiPool node. Name:'y' Status Message: roi_batch_id < batch_size was false.",
    );
    assert.equal(
      runtimeMessage(new Error(ORT.col2im)),
      "Non-zero status code returned while running Col2Im node. Name:'y' Status Message: Padded image extent is smaller than the dilated kernel for spatial dimension 0.",
    );
    assert.equal(
      runtimeMessage(new Error(ORT.external)),
      'External data path validation failed for initializer: fc0.weight. Error: Absolute path not allowed for external data location',
    );
    assert.equal(runtimeMessage('x'.repeat(500)).length, 400);
  });

  it('turns the fixable load failures into the fix', () => {
    assert.equal(
      loadFailure('baseline', 'c.onnx', new Error(ORT.unregistered), '1.30.0').message,
      "The baseline model 'c.onnx' uses the operator 'Frobnicate' from domain 'com.example', which onnxruntime 1.30.0 does not implement (a custom op, or one from a newer opset); export it without custom ops or with a supported opset",
    );
    assert.equal(
      loadFailure('candidate', 'u.onnx', new Error(ORT.noOp), '1.30.0').message,
      "The candidate model 'u.onnx' uses the operator 'Frobnicate', which onnxruntime 1.30.0 does not implement (a custom op, or one from a newer opset); export it without custom ops or with a supported opset",
    );
    assert.equal(
      loadFailure('candidate', 'x.onnx', new Error('Load model from x.onnx failed:something new'), '1.30.0').message,
      "The candidate model 'x.onnx' could not be loaded by onnxruntime: something new",
    );
  });
});

describe('what the parent says about a dead child', () => {
  const stderr = [
    '\x1b[0;93m2026-01-01 10:00:00.1 [W:onnxruntime:, graph.cc:1234 Graph] Initializer w appears in graph inputs\x1b[m',
    '\x1b[1;31m2026-01-01 10:00:00.2 [E:onnxruntime:, sequential_executor.cc:671 ExecuteKernel] Non-zero status code returned while running Foo node. Status Message: /onnxruntime_src/a/b.cc:12 void onnxruntime::Foo::Bar(int) bad things\x1b[m',
    '',
    'Node.js v20.20.2',
  ].join('\n');

  it('the last error line of the log, without colours, timestamps and source paths', () => {
    assert.equal(
      crashDetail(stderr),
      'Non-zero status code returned while running Foo node. Status Message: bad things',
    );
    assert.equal(
      crashDetail('terminate called after throwing an instance of std::bad_alloc\n  what():  std::bad_alloc\n'),
      'std::bad_alloc',
    );
    assert.equal(crashDetail('Node.js v20.20.2\n'), undefined, "Node's trailer explains nothing");
  });

  it('names the signal, the phase and what was kept', () => {
    assert.equal(
      crashMessage(
        { code: null, signal: 'SIGSEGV' },
        { phase: 'cold-start', step: "the candidate model's first call", rounds: 0 },
        stderr,
      ),
      "The benchmark process was killed by SIGSEGV during cold-start (the candidate model's first call): onnxruntime crashed on a model (Non-zero status code returned while running Foo node. Status Message: bad things)",
    );
    assert.equal(
      crashMessage({ code: 134, signal: null }, { phase: 'measure', step: undefined, rounds: 12 }, ''),
      'The benchmark process exited with code 134 during measure (both models interleaved): onnxruntime crashed on a model; the 12 rounds measured before are kept in the record',
    );
  });
});

describe('the workspace guard', () => {
  it('accepts paths inside, refuses paths and symlinks leading out, unless allowed', async () => {
    const root = await workspace();
    const elsewhere = await workspace('latency-gate-elsewhere-');
    await mkdir(path.join(root, 'models'));
    await writeFile(path.join(root, 'models', 'm.onnx'), 'x');
    await writeFile(path.join(elsewhere, 'secret.onnx'), 'x');
    await symlink(path.join(elsewhere, 'secret.onnx'), path.join(root, 'models', 'link.onnx'));
    const access = workspaceAccess(false, { GITHUB_WORKSPACE: root });
    assert.equal(access.root, root, 'GITHUB_WORKSPACE wins over the current directory');
    assert.equal(
      (await checkInsideWorkspace('candidate', path.join(root, 'models', 'm.onnx'), access)).resolved,
      path.join(root, 'models', 'm.onnx'),
    );
    await assert.rejects(checkInsideWorkspace('candidate', path.join(root, 'models', 'link.onnx'), access), {
      name: 'UserError',
      message: `'candidate' resolves to '${path.join(elsewhere, 'secret.onnx')}' (through a symlink at '${path.join(root, 'models', 'link.onnx')}'), outside the workspace '${root}'; keep the file inside the workspace, or set 'allow-outside-workspace' to 'true' if reading it is intended`,
    });
    await assert.rejects(
      checkInsideWorkspace('baseline', path.join(root, '..', path.basename(elsewhere), 'secret.onnx'), access),
      /'baseline' resolves to .* outside the workspace/,
    );
    const open = workspaceAccess(true, { GITHUB_WORKSPACE: root });
    assert.equal(
      (await checkInsideWorkspace('candidate', path.join(root, 'models', 'link.onnx'), open)).resolved,
      path.join(elsewhere, 'secret.onnx'),
    );
    assert.equal(workspaceAccess(false, {}).root, process.cwd());
  });

  it('reads a directory of .npy files in name order and ignores other files', async () => {
    const root = await workspace();
    await mkdir(path.join(root, 'data'));
    await writeFile(path.join(root, 'data', 'b.npy'), encodeNpy('int8', [2], new Int8Array([1, 2])));
    await writeFile(path.join(root, 'data', 'a.npy'), encodeNpy('bool', [1], new Uint8Array([1])));
    await writeFile(path.join(root, 'data', 'notes.txt'), 'how these were made');
    const access = workspaceAccess(false, { GITHUB_WORKSPACE: root });
    const dir = path.join(root, 'data');
    const inputs = await loadUserInputs(await checkInsideWorkspace('inputs', dir, access), access);
    assert.deepEqual(
      inputs.arrays.map((a) => [a.name, a.type, a.shape]),
      [
        ['a', 'bool', [1]],
        ['b', 'int8', [2]],
      ],
    );
  });
});
