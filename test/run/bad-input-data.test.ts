// The bad-input catalogue, part 3: the 'inputs' data files. Each broken file is made in a temp workspace
// with the .npy/.npz writer (test/fixtures/bad/npy-writer.ts) and fed to the real CLI.
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { vadLikeModel, writeMlp } from '../fixtures/onnx/index.js';
import { expectError, QUICK, workspace } from '../fixtures/bad/expect.js';
import { encodeNpy, encodeNpz } from '../fixtures/bad/npy-writer.js';

let dir = '';
let outside = '';
const f32 = (n: number) => new Float32Array(n).fill(0.5);
const gate = (inputs: string, ...rest: string[]) => [
  '--candidate',
  'dyn.onnx',
  '--baseline',
  'dyn.onnx',
  '--inputs',
  inputs,
  ...QUICK,
  ...rest,
];
const vad = (inputs: string, ...rest: string[]) => [
  '--candidate',
  'vad.onnx',
  '--baseline',
  'vad.onnx',
  '--inputs',
  inputs,
  ...QUICK,
  ...rest,
];

async function put(file: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), bytes);
}

before(async () => {
  dir = await workspace();
  outside = await workspace('latency-gate-elsewhere-');
  await writeMlp(path.join(dir, 'dyn.onnx'), { inputDim: 16, hiddenDims: [32], outputDim: 4, batch: 'batch', seed: 3 });
  await writeFile(path.join(dir, 'vad.onnx'), vadLikeModel());
  await put('f64/input.npy', encodeNpy('float64', [2, 16], new Float64Array(32)));
  await put('shape.npz', encodeNpz([{ name: 'input', bytes: encodeNpy('float32', [2, 8], f32(16)) }]));
  await put('rank/input.npy', encodeNpy('float32', [32], f32(32)));
  await put('typo.npz', encodeNpz([{ name: 'inptu', bytes: encodeNpy('float32', [2, 16], f32(32)) }]));
  await put('fortran/input.npy', encodeNpy('float32', [2, 16], f32(32), { fortran: true }));
  await put('big/input.npy', encodeNpy('float32', [2, 16], f32(32), { descr: '>f4' }));
  await put('text/input.npy', encodeNpy('float32', [2], new Uint32Array(6), { descr: '<U3' }));
  const good = encodeNpy('float32', [2, 16], f32(32));
  await put('damaged.npz', encodeNpz([{ name: 'input', bytes: good, crc: 0x1234 }]));
  await put('short/input.npy', good.subarray(0, good.length - 68));
  await put('junk/input.npy', 'input,0.5,0.5\n');
  await put('bomb.npz', encodeNpz([{ name: 'input', bytes: good, deflate: true, declaredSize: 600 * 1024 ** 2 }]));
  await mkdir(path.join(dir, 'empty'));
  await put('data.csv', '0.5,0.5\n');
  await put('zero/input.npy', encodeNpy('float32', [0, 16], new Float32Array(0)));
  await writeFile(path.join(outside, 'input.npy'), good);
  await mkdir(path.join(dir, 'linked'));
  await symlink(path.join(outside, 'input.npy'), path.join(dir, 'linked', 'input.npy'));
  await put('dyn5.npz', encodeNpz([{ name: 'input', bytes: encodeNpy('float32', [5, 16], f32(80)) }]));
  const sr = encodeNpy('int64', [], new BigInt64Array([16000n]));
  await put('vad-sr.npz', encodeNpz([{ name: 'sr', bytes: sr }]));
  await put(
    'vad-batch.npz',
    encodeNpz([
      { name: 'input', bytes: encodeNpy('float32', [2, 512], f32(1024)) },
      { name: 'state', bytes: encodeNpy('float32', [2, 3, 128], f32(768)) },
    ]),
  );
});

describe("bad 'inputs' data: one sentence, exit 2, a record", { concurrency: 4 }, () => {
  const cases: [string, () => string[], () => string][] = [
    [
      '.npy with the wrong dtype',
      () => gate('f64'),
      () =>
        "'inputs' file 'f64/input.npy' holds float64 values, but input 'input' of the baseline model is float32; save it with x.astype(np.float32)",
    ],
    [
      '.npz array with the wrong shape',
      () => gate('shape.npz'),
      () =>
        "'inputs' file 'shape.npz' (array 'input') has shape [2, 8], but input 'input' of the baseline model has shape [batch, 16]; save an array of that shape (named and '?' dims may take any size)",
    ],
    [
      '.npy with the wrong rank',
      () => gate('rank'),
      () =>
        "'inputs' file 'rank/input.npy' has shape [32], but input 'input' of the baseline model has shape [batch, 16]; save an array of that shape (named and '?' dims may take any size)",
    ],
    [
      'array named after no model input',
      () => gate('typo.npz'),
      () =>
        "'inputs' file 'typo.npz' (array 'inptu') is named 'inptu', which is no input of either model; name each array after the input it feeds: 'input'",
    ],
    [
      'Fortran-ordered .npy',
      () => gate('fortran'),
      () =>
        "'inputs' file 'fortran/input.npy' is stored in Fortran (column-major) order; save it in C order with np.save(path, np.ascontiguousarray(x))",
    ],
    [
      'big-endian .npy',
      () => gate('big'),
      () => "'inputs' file 'big/input.npy' is big-endian ('>f4'); save it little-endian with x.astype('<f4')",
    ],
    [
      '.npy of strings',
      () => gate('text'),
      () =>
        "'inputs' file 'text/input.npy' has dtype '<U3' (unicode strings), which onnxruntime cannot take as a model input; save a numeric or bool array",
    ],
    [
      '.npz member with a bad checksum',
      () => gate('damaged.npz'),
      () =>
        "'inputs' file 'damaged.npz' has a member 'input.npy' that fails its checksum (damaged or truncated); save it again with np.savez",
    ],
    [
      'truncated .npy',
      () => gate('short'),
      () =>
        "'inputs' file 'short/input.npy' is truncated: its header declares 32 values of <f4 (128 bytes) but only 60 bytes follow; save it again with np.save",
    ],
    [
      'text file named .npy',
      () => gate('junk'),
      () =>
        "'inputs' file 'junk/input.npy' is not a .npy file (no \\x93NUMPY magic); save arrays with np.save or np.savez",
    ],
    [
      '.npz that would inflate past the size guard',
      () => gate('bomb.npz'),
      () =>
        "'inputs' file 'bomb.npz' holds more than 512 MiB of uncompressed data, the input size guard; give smaller inputs (a few batches are enough to time a model)",
    ],
    [
      'missing path',
      () => gate('nothing.npz'),
      () => `'inputs' points to 'nothing.npz', which does not exist; check the path (it is relative to ${dir})`,
    ],
    [
      'path outside the workspace',
      () => gate(path.join(outside, 'input.npy')),
      () =>
        `'inputs' resolves to '${path.join(outside, 'input.npy')}', outside the workspace '${dir}'; keep the file inside the workspace, or set 'allow-outside-workspace' to 'true' if reading it is intended`,
    ],
    [
      'symlinked .npy inside the directory leading out',
      () => gate('linked'),
      () =>
        `'inputs' resolves to '${path.join(outside, 'input.npy')}' (through a symlink at 'linked/input.npy'), outside the workspace '${dir}'; keep the file inside the workspace, or set 'allow-outside-workspace' to 'true' if reading it is intended`,
    ],
    [
      'directory without .npy files',
      () => gate('empty'),
      () =>
        "'inputs' directory 'empty' holds no .npy files; save one '<input name>.npy' per model input with np.save, or give a .npz file",
    ],
    [
      'neither .npz, .npy nor a directory',
      () => gate('data.csv'),
      () =>
        "'inputs' must be a .npz file, a .npy file or a directory of .npy files, got 'data.csv'; save arrays with np.savez(path, input_name=array)",
    ],
    [
      'array with no elements',
      () => gate('zero'),
      () =>
        "'inputs' file 'zero/input.npy' has shape [0, 16] with no elements; save at least one item for input 'input' of the baseline model",
    ],
    [
      "'inputs' and 'input-values' setting one input",
      () => vad('vad-sr.npz', '--input-shapes', 'batch=1,samples=512', '--input-values', 'sr=16000'),
      () => "'inputs' and 'input-values' both set input 'sr'; remove it from one of them",
    ],
    [
      'arrays disagreeing on a shared named dim',
      () => vad('vad-batch.npz', '--input-values', 'sr=16000'),
      () =>
        "'inputs' gives dim 'batch' the size 2 in 'vad-batch.npz' (array 'input') but 3 in 'vad-batch.npz' (array 'state'); inputs that share a named dim must agree on its size",
    ],
    [
      "'input-shapes' contradicting the data",
      () => gate('dyn5.npz', '--input-shapes', 'batch=2'),
      () =>
        "'input-shapes' sets 'batch=2', but 'inputs' file 'dyn5.npz' (array 'input') gives dim 'batch' the size 5; remove 'batch' from 'input-shapes' (the data defines it)",
    ],
  ];
  for (const [name, args, message] of cases) it(name, () => expectError(dir, args(), message()).then(() => undefined));
});
