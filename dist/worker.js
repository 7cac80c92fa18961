import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
import * as __WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__ from "onnxruntime-node";
/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: ./build/src/bench/child/float16-compat.js
// Imported first by every process that makes onnxruntime tensors. onnxruntime-common 1.30 stores float16
// tensors in Float16Array whenever that global exists (Node 24, the runtime GitHub uses for actions), but the
// onnxruntime-node binding accepts only Uint16Array bits and rejects the run: "Tensor.data must be a typed
// array (4 or Float16Array) for float16 tensors, but got typed array (0)". Hiding the global before the first
// Tensor is made (the check is lazy) keeps float16 data as raw Uint16Array bits on every Node version, which is
// what our input synthesis, .npy reader and output comparison already use.
Reflect.deleteProperty(globalThis, 'Float16Array');


;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "onnxruntime-node"
var x = (y) => {
	var x = {}; __nccwpck_require__.d(x, y); return x
} 
var y = (x) => (() => (x))
const external_onnxruntime_node_namespaceObject = x({ ["InferenceSession"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.InferenceSession), ["Tensor"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.Tensor), ["env"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.env) });
;// CONCATENATED MODULE: ./build/src/errors.js
// Every error class of the project, so "what can go wrong" is one file. Two kinds matter to callers: a
// UserError is a mistake the user can fix (one sentence, no stack trace, exit code 2), and everything else is
// either a format fault that the caller words for its own input (zip, .npy, a provider package, an artifact)
// or a bug. Translating onnxruntime's and GitHub's errors into our words lives next to the code that calls
// them (bench/ort-messages.ts, github/permission-fallback.ts), not here.
/**
 * A mistake in what the user gave us (an input, a file, a model the gate cannot run). The message is one
 * sentence naming the input and the fix; it is shown without a stack trace and maps to exit code 2.
 */
class UserError extends Error {
    name = 'UserError';
}
function isUserError(error) {
    return error instanceof UserError;
}
/** `'p95-threshold' must be a percentage like '10%', got 'abc'` */
function invalidInput(input, expected, got) {
    return new UserError(`'${input}' must be ${expected}, got '${got}'`);
}
/**
 * The GPU cannot be used on this runner (platform, driver, libraries, provisioning). A user error, since the
 * fix is on the runner; with `fallback: cpu` it is the one kind of error that turns into a CPU run instead.
 */
class GpuUnavailableError extends UserError {
    check;
    constructor(message, check) {
        super(message);
        this.check = check;
    }
}
/**
 * A provider library, onnxruntime-node's binaries fetched for a platform the release does not carry, or the
 * package either comes from, is not the one its stated hash says (a planted tool-cache entry, a tampered mirror):
 * a user error that names the file, and never loaded. Unlike GpuUnavailableError
 * it is not turned into a CPU run by `fallback: cpu`: someone changed files this runner loads, and a green CPU
 * run would hide that.
 */
class LibraryMismatchError extends (/* unused pure expression or super */ null && (UserError)) {
    name = 'LibraryMismatchError';
}
class ZipFormatError extends Error {
    problem;
    entry;
    detail;
    name = 'ZipFormatError';
    constructor(problem, 
    /** The entry at fault, when one is. */
    entry, 
    /** The compression method for 'method'; the bytes produced for 'checksum'. */
    detail) {
        super(entry ? `${problem} (${entry})` : problem);
        this.problem = problem;
        this.entry = entry;
        this.detail = detail;
    }
}
/** Why a .npy file cannot be used, phrased to follow "'inputs' file 'x.npy' …". */
class errors_NpyFormatError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'NpyFormatError';
}
/** Why a .npz archive cannot be used, phrased to follow "'inputs' file 'x.npz' …". */
class NpzFormatError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'NpzFormatError';
}
/** A provider package (.nupkg) or library failed verification; never loaded. */
class PackageIntegrityError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'PackageIntegrityError';
}
/** A record artifact, or all of them together, over the report job's limits (github/limits.ts). */
class ArtifactLimitError extends Error {
    budgetSpent;
    name = 'ArtifactLimitError';
    constructor(message, 
    /** True when the budget for all artifacts together ran out, not a fault of this artifact alone. */
    budgetSpent = false) {
        super(message);
        this.budgetSpent = budgetSpent;
    }
}
/**
 * The model and weight diffs gave up on a model: its graph, decoded, would pass the budget its file size allows
 * (src/models/diff-budget.ts). Not a bug and not the user's mistake: the diffs are skipped, the verdict stands.
 */
class TooLargeToDiffError extends Error {
    name = 'TooLargeToDiffError';
    constructor(message) {
        super(`too large to diff: ${message}`);
    }
}
/** The diffs ran out of their share of the run's time, or the run was interrupted: they are skipped. */
class DiffStoppedError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'DiffStoppedError';
}
/** A profile trace past the size the profiling pass reads: the pass is skipped with this reason. */
class TraceTooLargeError extends Error {
    name = 'TraceTooLargeError';
}

;// CONCATENATED MODULE: ./build/src/models/check-overrides.js

/**
 * `input-shapes` and `input-values` may only name inputs and dims that one of the two models has: a typo would
 * otherwise be ignored silently and the gate would measure something other than what the user asked for.
 * 'x=16' reads as a dim size until the models are known; when 'x' is an input and no dim, it is that
 * input's whole (one-dim) shape, and the returned overrides say so.
 */
function checkOverrides(inputs, given, values) {
    const inputNames = new Set(inputs.map((i) => i.name));
    const dimNames = new Set(inputs.flatMap((i) => i.shape.filter((d) => typeof d === 'string' && d !== '')));
    const shapes = { byDim: {}, byInput: { ...given.byInput } };
    for (const [name, size] of Object.entries(given.byDim)) {
        if (!dimNames.has(name) && inputNames.has(name) && !(name in given.byInput))
            shapes.byInput[name] = [size];
        else
            shapes.byDim[name] = size;
    }
    const known = [...inputNames].map((n) => `'${n}'`).join(', ');
    for (const name of Object.keys(shapes.byInput)) {
        if (!inputNames.has(name))
            throw new UserError(`'input-shapes' names input '${name}', which neither model has; the inputs are ${known}`);
    }
    for (const name of Object.keys(shapes.byDim)) {
        if (!dimNames.has(name)) {
            const dims = dimNames.size > 0
                ? `the named dynamic dims are ${[...dimNames].map((d) => `'${d}'`).join(', ')}`
                : 'the models have no named dynamic dims';
            throw new UserError(`'input-shapes' names dim '${name}', which no input has; ${dims} (use 'input=AxB' to set a whole shape)`);
        }
    }
    for (const name of Object.keys(values)) {
        if (!inputNames.has(name))
            throw new UserError(`'input-values' names input '${name}', which neither model has; the inputs are ${known}`);
    }
    return shapes;
}

;// CONCATENATED MODULE: ./build/src/models/dtype-ranges.js
// Value ranges for synthesized inputs. Floats sit in [-1, 1), the range normalized features live in. Integer
// inputs are usually token ids, indices or lengths, so they stay small and non-negative (an index of 1000
// into a 64-row table would make the model throw); uint8 covers full pixel values.
const INTEGER_RANGES = {
    int8: [0, 32],
    uint8: [0, 256],
    int16: [0, 32],
    uint16: [0, 32],
    int32: [0, 32],
    uint32: [0, 32],
    int64: [0, 32],
    uint64: [0, 32],
};
/** A typed array for the dtype: zero-filled of `source` elements, or a view of `source` bytes. */
function dtype_ranges_allocate(type, source) {
    // Every typed-array constructor takes a length or a buffer; the cast only picks one overload for the compiler.
    switch (type) {
        case 'float32':
            return new Float32Array(source);
        case 'float64':
            return new Float64Array(source);
        case 'float16':
            return new Uint16Array(source); // onnxruntime-node takes float16 as raw bits on Node 20
        case 'int8':
            return new Int8Array(source);
        case 'uint8':
        case 'bool':
            return new Uint8Array(source);
        case 'int16':
            return new Int16Array(source);
        case 'uint16':
            return new Uint16Array(source);
        case 'int32':
            return new Int32Array(source);
        case 'uint32':
            return new Uint32Array(source);
        case 'int64':
            return new BigInt64Array(source);
        case 'uint64':
            return new BigUint64Array(source);
    }
}
/** IEEE 754 half-precision bits of a float, round-to-nearest-even is not needed for synthetic data. */
function toFloat16Bits(value) {
    if (Number.isNaN(value))
        return 0x7e00;
    const sign = value < 0 || Object.is(value, -0) ? 0x8000 : 0;
    const abs = Math.abs(value);
    if (abs === Infinity || abs >= 65520)
        return sign | 0x7c00;
    if (abs < 6.103515625e-5)
        return sign | Math.round(abs / 5.960464477539063e-8); // subnormal
    const exponent = Math.floor(Math.log2(abs));
    const mantissa = Math.round((abs / 2 ** exponent - 1) * 1024);
    return mantissa === 1024 ? sign | ((exponent + 16) << 10) : sign | ((exponent + 15) << 10) | mantissa;
}
/** Half-precision bits back to a number, for comparing float16 outputs (Node 20 has no Float16Array). */
function fromFloat16Bits(bits) {
    const sign = bits & 0x8000 ? -1 : 1;
    const exponent = (bits >> 10) & 0x1f;
    const mantissa = bits & 0x3ff;
    if (exponent === 0)
        return sign * mantissa * 2 ** -24;
    if (exponent === 0x1f)
        return mantissa ? NaN : sign * Infinity;
    return sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
}

;// CONCATENATED MODULE: ./build/src/models/npy.js


// A reader for NumPy's .npy format (versions 1, 2 and 3), written here rather than taken from npm: the
// format is one small header plus raw little-endian data, and the few packages that read it either pull in
// a zip stack we do not need or decode big-endian and Fortran-ordered data silently wrong. Only what
// onnxruntime-node can feed is accepted; everything else is refused with the fix to apply in NumPy.
/** NumPy's little-endian type codes (the part after '<' or '|') and the onnxruntime dtype each becomes. */
const DTYPES = {
    f2: 'float16',
    f4: 'float32',
    f8: 'float64',
    i1: 'int8',
    i2: 'int16',
    i4: 'int32',
    i8: 'int64',
    u1: 'uint8',
    u2: 'uint16',
    u4: 'uint32',
    u8: 'uint64',
    b1: 'bool',
};
/** NumPy's name for each dtype, for messages that tell the user what to write in Python. */
const NUMPY_NAMES = {
    float16: 'np.float16',
    float32: 'np.float32',
    float64: 'np.float64',
    int8: 'np.int8',
    int16: 'np.int16',
    int32: 'np.int32',
    int64: 'np.int64',
    uint8: 'np.uint8',
    uint16: 'np.uint16',
    uint32: 'np.uint32',
    uint64: 'np.uint64',
    bool: 'np.bool_',
};
const MAGIC = (/* unused pure expression or super */ null && ([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59])); // \x93NUMPY
function readHeader(bytes) {
    if (bytes.length < 10 || MAGIC.some((b, i) => bytes[i] !== b)) {
        throw new NpyFormatError('is not a .npy file (no \\x93NUMPY magic); save arrays with np.save or np.savez');
    }
    const major = bytes[6] ?? 0;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (major === 1) {
        const length = view.getUint16(8, true);
        return { header: decode(bytes, 10, length, 'latin1'), dataStart: 10 + length };
    }
    if (major === 2 || major === 3) {
        if (bytes.length < 12)
            throw new NpyFormatError('is truncated inside its header; save it again with np.save');
        const length = view.getUint32(8, true);
        return { header: decode(bytes, 12, length, major === 3 ? 'utf8' : 'latin1'), dataStart: 12 + length };
    }
    throw new NpyFormatError(`uses .npy format version ${major}, which latency-gate cannot read (versions 1 to 3 are known); save it with np.save`);
}
function decode(bytes, start, length, encoding) {
    if (start + length > bytes.length)
        throw new NpyFormatError('is truncated inside its header; save it again with np.save');
    return Buffer.from(bytes.buffer, bytes.byteOffset + start, length).toString(encoding);
}
/** The header is a Python dict literal: {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), } */
function parseHeader(header) {
    const descr = /'descr'\s*:\s*'([^']*)'/.exec(header)?.[1];
    const fortran = /'fortran_order'\s*:\s*(True|False)/.exec(header)?.[1];
    const shapeText = /'shape'\s*:\s*\(([^)]*)\)/.exec(header)?.[1];
    if (descr === undefined || fortran === undefined || shapeText === undefined) {
        const structured = /'descr'\s*:\s*\[/.test(header);
        throw new NpyFormatError(structured
            ? 'holds a structured (record) array; save one plain numeric array per input'
            : 'has a header latency-gate cannot read; save it with np.save');
    }
    const shape = shapeText
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map(Number);
    if (shape.some((d) => !Number.isSafeInteger(d) || d < 0))
        throw new NpyFormatError(`has an invalid shape (${shapeText}); save it again with np.save`);
    return { descr, fortran: fortran === 'True', shape };
}
function describeRefusedDtype(descr) {
    const kind = descr.replace(/^[<>|=]/, '').charAt(0);
    const what = {
        U: 'unicode strings',
        S: 'byte strings',
        O: 'Python objects',
        c: 'complex numbers',
        M: 'datetimes',
        m: 'timedeltas',
        V: 'raw bytes',
    };
    return `has dtype '${descr}'${what[kind] ? ` (${what[kind]})` : ''}, which onnxruntime cannot take as a model input; save a numeric or bool array`;
}
function dtypeOf(descr) {
    const order = descr.charAt(0);
    const code = /^[<>|=]/.test(order) ? descr.slice(1) : descr;
    const type = DTYPES[code === '?' ? 'b1' : code];
    if (!type)
        throw new NpyFormatError(describeRefusedDtype(descr));
    // '|' (not applicable) is what NumPy writes for one-byte types; '=' is native order, little-endian on every
    // platform onnxruntime-node ships for.
    if (order === '>' && !['i1', 'u1', 'b1'].includes(code)) {
        throw new NpyFormatError(`is big-endian ('${descr}'); save it little-endian with x.astype('<${code}')`);
    }
    return type;
}
const ITEM_BYTES = {
    float16: 2,
    float32: 4,
    float64: 8,
    int8: 1,
    int16: 2,
    int32: 4,
    int64: 8,
    uint8: 1,
    uint16: 2,
    uint32: 4,
    uint64: 8,
    bool: 1,
};
function parseNpy(bytes) {
    const { header, dataStart } = readHeader(bytes);
    const { descr, fortran, shape } = parseHeader(header);
    const type = dtypeOf(descr);
    const count = shape.reduce((a, b) => a * b, 1);
    // Fortran order of a 0- or 1-d array is the same layout as C order; NumPy still flags some of them.
    if (fortran && shape.filter((d) => d > 1).length > 1) {
        throw new NpyFormatError('is stored in Fortran (column-major) order; save it in C order with np.save(path, np.ascontiguousarray(x))');
    }
    const byteLength = count * ITEM_BYTES[type];
    if (dataStart + byteLength > bytes.length) {
        throw new NpyFormatError(`is truncated: its header declares ${count} values of ${descr} (${byteLength} bytes) but only ${bytes.length - dataStart} bytes follow; save it again with np.save`);
    }
    // A copy into a fresh buffer: the data offset in the file need not be aligned for the typed array.
    const buffer = new ArrayBuffer(byteLength);
    new Uint8Array(buffer).set(bytes.subarray(dataStart, dataStart + byteLength));
    return { type, shape, data: allocate(type, buffer) };
}

;// CONCATENATED MODULE: ./build/src/models/signature.js
// What a model says about its inputs and outputs, as onnxruntime-node reports it: named dynamic dims come back
// as their name, unnamed ones as '' (docs/benchmark.md, "Runtime facts"). Plain data so it can cross the
// child-process boundary.
/** Dtypes onnxruntime-node can take as input tensors from JavaScript (string is readable but not synthesizable). */
const SYNTHESIZABLE_TYPES = [
    'float32',
    'float64',
    'float16',
    'int8',
    'uint8',
    'int16',
    'uint16',
    'int32',
    'uint32',
    'int64',
    'uint64',
    'bool',
];
function isSynthesizable(type) {
    return SYNTHESIZABLE_TYPES.includes(type);
}
function formatShape(shape) {
    if (shape.length === 0)
        return 'scalar';
    return `[${shape.map((d) => (d === '' ? '?' : String(d))).join(', ')}]`;
}

;// CONCATENATED MODULE: ./build/src/models/fit-user-inputs.js



const list = (names) => [...names].map((n) => `'${n}'`).join(', ');
function checkArray(array, input, side, dims) {
    const needs = `input '${input.name}' of the ${side} model`;
    if (!isSynthesizable(input.type)) {
        throw new UserError(`'inputs' file ${array.origin} feeds ${needs}, which has type ${input.type} that latency-gate cannot feed; gate a model whose inputs are numeric or bool tensors`);
    }
    if (array.type !== input.type) {
        throw new UserError(`'inputs' file ${array.origin} holds ${array.type} values, but ${needs} is ${input.type}; save it with x.astype(${NUMPY_NAMES[input.type]})`);
    }
    const fits = array.shape.length === input.shape.length &&
        input.shape.every((d, i) => typeof d !== 'number' || d <= 0 || d === array.shape[i]);
    if (!fits) {
        throw new UserError(`'inputs' file ${array.origin} has shape ${formatShape(array.shape)}, but ${needs} has shape ${formatShape(input.shape)}; save an array of that shape (named and '?' dims may take any size)`);
    }
    if (array.shape.includes(0)) {
        throw new UserError(`'inputs' file ${array.origin} has shape ${formatShape(array.shape)} with no elements; save at least one item for ${needs}`);
    }
    input.shape.forEach((dim, i) => {
        if (typeof dim !== 'string' || dim === '')
            return;
        const size = array.shape[i] ?? 0;
        const seen = dims.get(dim);
        if (seen && seen.size !== size) {
            throw new UserError(`'inputs' gives dim '${dim}' the size ${seen.size} in ${seen.origin} but ${size} in ${array.origin}; inputs that share a named dim must agree on its size`);
        }
        dims.set(dim, { size, origin: array.origin });
    });
}
function fitUserInputs(user, signatures, settings) {
    const given = { baseline: {}, candidate: {} };
    if (!user || user.arrays.length === 0)
        return { given, shapes: settings.shapes, complete: false };
    const inputNames = new Set([...signatures.baseline.inputs, ...signatures.candidate.inputs].map((i) => i.name));
    const byName = new Map(user.arrays.map((a) => [a.name, a]));
    for (const array of user.arrays) {
        if (!inputNames.has(array.name)) {
            throw new UserError(`'inputs' file ${array.origin} is named '${array.name}', which is no input of either model; name each array after the input it feeds: ${list(inputNames)}`);
        }
        if (settings.values[array.name] !== undefined) {
            throw new UserError(`'inputs' and 'input-values' both set input '${array.name}'; remove it from one of them`);
        }
        const wholeShape = settings.shapes.byInput[array.name];
        if (wholeShape && formatShape(wholeShape) !== formatShape(array.shape)) {
            throw new UserError(`'input-shapes' sets input '${array.name}' to ${formatShape(wholeShape)}, but 'inputs' file ${array.origin} has shape ${formatShape(array.shape)}; remove '${array.name}' from 'input-shapes' (the data defines its shape)`);
        }
    }
    const dims = new Map();
    for (const side of ['baseline', 'candidate']) {
        for (const input of signatures[side].inputs) {
            const array = byName.get(input.name);
            if (!array)
                continue;
            checkArray(array, input, side, dims);
            given[side][input.name] = { name: input.name, type: array.type, dims: [...array.shape], data: array.data };
        }
    }
    const byDim = { ...settings.shapes.byDim };
    for (const [dim, { size, origin }] of dims) {
        const set = settings.shapes.byDim[dim];
        if (set !== undefined && set !== size) {
            throw new UserError(`'input-shapes' sets '${dim}=${set}', but 'inputs' file ${origin} gives dim '${dim}' the size ${size}; remove '${dim}' from 'input-shapes' (the data defines it)`);
        }
        byDim[dim] = size;
    }
    const complete = ['baseline', 'candidate'].every((side) => signatures[side].inputs.every((i) => given[side][i.name]));
    return { given, shapes: { byDim, byInput: settings.shapes.byInput }, complete };
}

;// CONCATENATED MODULE: ./build/src/stats/prng.js
// Seeded pseudo-random numbers. The statistics must be reproducible from the seed stored in the JSON
// record, so Math.random is never used. pragmastat's Rng is seeded too, but it runs xoshiro256 on BigInt,
// which is far too slow for the millions of draws a round bootstrap makes; xoshiro128** on 32-bit
// integers is fast in JS and statistically ample for resampling.
/** SplitMix32 spreads any integer seed (including 0 and small consecutive seeds) over the state. */
function splitMix32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x9e3779b9) >>> 0;
        let z = state;
        z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
        z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
        return (z ^ (z >>> 16)) >>> 0;
    };
}
/** xoshiro128** (Blackman and Vigna), seeded through SplitMix32. */
function createRng(seed) {
    if (!Number.isFinite(seed))
        throw new Error(`seed must be a finite number, got ${seed}`);
    // Fold in the high bits so seeds beyond 2^32 (e.g. a timestamp) still differ.
    const mix = splitMix32((seed >>> 0) ^ Math.floor(seed / 0x100000000));
    // State in an Int32Array: V8 boxes closure variables holding full 32-bit values as heap numbers, and
    // that alone made the resampling loop ~30 % slower.
    const state = Int32Array.from([mix(), mix(), mix(), mix()]);
    if (state.every((word) => word === 0))
        state[0] = 1; // the all-zero state is a fixed point
    const nextU32 = () => {
        const s0 = state[0];
        const s1 = state[1];
        const s2 = state[2] ^ s0;
        const s3 = state[3] ^ s1;
        const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
        state[0] = s0 ^ s3;
        state[1] = s1 ^ s2;
        state[2] = s2 ^ (s1 << 9);
        state[3] = rotl(s3, 11);
        return result;
    };
    const next = () => nextU32() / 0x100000000;
    let spareNormal;
    return {
        next,
        int: (n) => Math.floor(next() * n),
        resampleCounts: (counts) => {
            const n = counts.length;
            const scale = n / 0x100000000;
            counts.fill(0);
            for (let j = 0; j < n; j++) {
                const pick = Math.floor(nextU32() * scale);
                counts[pick] = counts[pick] + 1;
            }
        },
        resampleWithin: (counts, strata) => {
            counts.fill(0);
            for (const stratum of strata) {
                const n = stratum.length;
                const scale = n / 0x100000000;
                for (let j = 0; j < n; j++) {
                    const pick = stratum[Math.floor(nextU32() * scale)];
                    counts[pick] = counts[pick] + 1;
                }
            }
        },
        normal: () => {
            if (spareNormal !== undefined) {
                const z = spareNormal;
                spareNormal = undefined;
                return z;
            }
            const u = 1 - next(); // (0, 1]: log(0) would be -Infinity
            const r = Math.sqrt(-2 * Math.log(u));
            const theta = 2 * Math.PI * next();
            spareNormal = r * Math.sin(theta);
            return r * Math.cos(theta);
        },
    };
}
function rotl(x, k) {
    return (x << k) | (x >>> (32 - k));
}

;// CONCATENATED MODULE: ./build/src/models/resolve-shape.js


/**
 * Turns a model input's declared shape into concrete sizes. A per-input override wins over dim names; a named
 * dynamic dim needs a size from `input-shapes`; an unnamed one ('') becomes 1 with a warning, because there is
 * no name the user could have set and 1 is the common batch size.
 */
function resolveShape(input, overrides) {
    const declared = input.shape;
    const whole = overrides.byInput[input.name];
    if (whole) {
        if (whole.length !== declared.length) {
            throw new UserError(`'input-shapes' gives input '${input.name}' ${whole.length} dims (${formatShape(whole)}) but the model declares ${declared.length} (${formatShape(declared)}); give ${declared.length} sizes`);
        }
        declared.forEach((dim, i) => {
            if (typeof dim === 'number' && dim > 0 && dim !== whole[i]) {
                throw new UserError(`'input-shapes' sets dim ${i} of input '${input.name}' to ${whole[i]} but the model fixes it at ${dim}; use ${formatShape(declared.map((d, j) => (j === i ? dim : (whole[j] ?? d))))}`);
            }
        });
        return { dims: [...whole], defaultedDims: [] };
    }
    const dims = [];
    const defaultedDims = [];
    const missing = [];
    declared.forEach((dim, i) => {
        if (typeof dim === 'number' && dim > 0) {
            dims.push(dim);
        }
        else if (typeof dim === 'string' && dim !== '') {
            const size = overrides.byDim[dim];
            if (size === undefined)
                missing.push(dim);
            dims.push(size ?? 0);
        }
        else {
            dims.push(1);
            defaultedDims.push(i);
        }
    });
    if (missing.length > 0) {
        // Every missing dim in one message: fixing them one rerun at a time is what users hate most.
        const names = missing.map((d) => `'${d}'`).join(', ');
        const byName = missing.map((d) => `${d}=N`).join(',');
        const whole = declared.map((d) => (typeof d === 'number' && d > 0 ? d : 'N')).join('x');
        const what = missing.length === 1 ? `a dynamic dim ${names}` : `dynamic dims ${names}`;
        throw new UserError(`Input '${input.name}' has ${what} (shape ${formatShape(declared)}) with no size; set 'input-shapes' to '${byName}' or '${input.name}=${whole}'`);
    }
    return { dims, defaultedDims };
}

;// CONCATENATED MODULE: ./build/src/models/synthesize.js





/** Seeds per input name, so an input shared by both models gets the same values whatever its position. */
function seedFor(seed, name) {
    let h = seed ^ 0x9e3779b9;
    for (let i = 0; i < name.length; i++)
        h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
    return h >>> 0;
}
function fillRandom(type, data, random) {
    for (let i = 0; i < data.length; i++) {
        const u = random();
        if (type === 'float32' || type === 'float64')
            data[i] = u * 2 - 1;
        else if (type === 'float16')
            data[i] = toFloat16Bits(u * 2 - 1);
        else if (type === 'bool')
            data[i] = u < 0.5 ? 0 : 1;
        else {
            const [low, high] = INTEGER_RANGES[type];
            const value = low + Math.floor(u * (high - low));
            if (type === 'int64' || type === 'uint64')
                data[i] = BigInt(value);
            else
                data[i] = value;
        }
    }
}
function fillConstant(input, type, data, text) {
    const isFloat = type.startsWith('float');
    const numeric = text === 'true'
        ? 1
        : text === 'false'
            ? 0
            : text === 'nan'
                ? NaN
                : text === 'inf'
                    ? Infinity
                    : text === '-inf'
                        ? -Infinity
                        : Number(text);
    const wrongType = (type === 'bool' && !['true', 'false', '0', '1'].includes(text)) ||
        (!isFloat && type !== 'bool' && (!Number.isInteger(numeric) || (type.startsWith('uint') && numeric < 0)));
    if (wrongType) {
        throw new UserError(`'input-values' gives input '${input.name}' the value '${text}', which is not a valid ${type}; give ${type === 'bool' ? 'true or false' : type.startsWith('uint') ? 'a non-negative whole number' : isFloat ? 'a number' : 'a whole number'}`);
    }
    for (let i = 0; i < data.length; i++) {
        if (type === 'int64' || type === 'uint64')
            data[i] = BigInt(text.replace(/\.0*$/, ''));
        else if (type === 'float16')
            data[i] = toFloat16Bits(numeric);
        else
            data[i] = numeric;
    }
}
/** IEEE half-precision bits as a number (only to say in a warning which value was used). */
function synthesize_fromFloat16Bits(bits) {
    const exponent = (bits >> 10) & 0x1f;
    const fraction = bits & 0x3ff;
    const sign = bits & 0x8000 ? -1 : 1;
    if (exponent === 0)
        return sign * 2 ** -14 * (fraction / 1024);
    if (exponent === 31)
        return fraction ? NaN : sign * Infinity;
    return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}
/** The one value of a single-element tensor, as the user would type it in 'input-values'. */
function singleValue(type, data) {
    if (type === 'bool')
        return data[0] ? 'true' : 'false';
    if (type === 'float16')
        return String(Number(synthesize_fromFloat16Bits(data[0] ?? 0).toPrecision(4)));
    if (type === 'float32' || type === 'float64')
        return String(Number(Number(data[0]).toPrecision(4)));
    return String(data[0]);
}
/**
 * A scalar or single-element input is usually a setting, not data: a sample rate, a step count, a flag. A
 * random one can make the model do other work than it does in use (or fail), so the value made up is named,
 * with the setting that fixes it (docs/benchmark.md, "Inputs made up").
 */
function madeUpValue(input, dims, type, data) {
    const value = singleValue(type, data);
    const what = dims.length === 0 ? 'a scalar' : `a single element (shape ${formatShape(dims)})`;
    return `Input '${input.name}' is ${what} and was made up: ${value} (a random ${type}). A single value is often a setting such as a sample rate, a step count or a flag; if this model needs a real one, set 'input-values' to '${input.name}=<value>'.`;
}
/**
 * Builds one seeded set of input tensors for a model's inputs; `sample` varies the data (0 = timing inputs).
 * Inputs in `given` (from 'inputs', already checked against this model) are used as they are, in every sample.
 */
function synthesizeInputs(inputs, settings) {
    const warnings = [];
    const tensors = inputs.map((input) => {
        const given = settings.given?.[input.name];
        if (given)
            return given;
        if (!isSynthesizable(input.type)) {
            throw new UserError(`Input '${input.name}' has type ${input.type}, which latency-gate can neither synthesize nor read from 'inputs'; gate a model whose inputs are numeric or bool tensors`);
        }
        const { dims, defaultedDims } = resolveShape(input, settings.shapes);
        if (defaultedDims.length > 0) {
            warnings.push(`Input '${input.name}' has unnamed dynamic dims at position ${defaultedDims.join(', ')} (shape ${formatShape(input.shape)}); they were set to 1. Set 'input-shapes' to '${input.name}=${dims.join('x')}' to choose other sizes.`);
        }
        const size = dims.reduce((a, b) => a * b, 1);
        const data = dtype_ranges_allocate(input.type, size);
        const constant = settings.values[input.name];
        if (constant !== undefined) {
            if (size !== 1) {
                throw new UserError(`'input-values' sets scalars, but input '${input.name}' has shape ${formatShape(dims)}; remove it from 'input-values' and let the gate synthesize it`);
            }
            fillConstant(input, input.type, data, constant);
        }
        else {
            const rng = createRng(seedFor(settings.seed + (settings.sample ?? 0) * 7919, input.name));
            fillRandom(input.type, data, rng.next);
            if (size === 1)
                warnings.push(madeUpValue(input, dims, input.type, data));
        }
        return { name: input.name, type: input.type, dims, data };
    });
    return { tensors, warnings };
}

;// CONCATENATED MODULE: ./build/src/agreement/tensor.js
// float16/bfloat16 data reaches us already widened to Float32Array by the caller.
const FLOAT_TYPES = new Set(['float16', 'bfloat16', 'float32', 'float64', 'float', 'double']);
const INTEGER_TYPES = new Set([
    'int4',
    'uint4',
    'int8',
    'uint8',
    'int16',
    'uint16',
    'int32',
    'uint32',
    'int64',
    'uint64',
]);
function dtypeKind(type) {
    if (FLOAT_TYPES.has(type))
        return 'float';
    if (INTEGER_TYPES.has(type))
        return 'integer';
    return type === 'bool' ? 'bool' : 'other';
}
function elementCount(dims) {
    return dims.reduce((product, dim) => product * dim, 1);
}
function sameDims(a, b) {
    return a.length === b.length && a.every((dim, i) => dim === b[i]);
}
/**
 * A number view of any tensor data. Typed float arrays and number[] pass through untouched (no copy of
 * what may be megabytes); bigint and boolean data are converted, which only happens for odd callers,
 * since integer and bool outputs are compared exactly by countMismatches instead.
 */
function asNumbers(data) {
    if (data instanceof BigInt64Array || data instanceof BigUint64Array)
        return Float64Array.from(data, Number);
    if (Array.isArray(data) && typeof data[0] === 'boolean')
        return Uint8Array.from(data, Number);
    return data;
}
/**
 * Exact equality for integer and bool outputs. Loose equality is deliberate: `2n ** 60n == 2 ** 60` and
 * `true == 1` compare the mathematical values exactly, so int64 data as BigInt64Array on one side and
 * number[] on the other, or bool as boolean[] vs Uint8Array, still compare right without lossy casts.
 */
function countMismatches(baseline, candidate) {
    const b = baseline;
    const c = candidate;
    let mismatches = 0;
    for (let i = 0; i < b.length; i++) {
        // eslint-disable-next-line eqeqeq
        if (b[i] != c[i])
            mismatches++;
    }
    return mismatches;
}
/** Linear interpolation between closest ranks (numpy's default), on an ascending array. */
function quantileSorted(sorted, p) {
    if (sorted.length === 0)
        return Number.NaN;
    const position = (sorted.length - 1) * p;
    const below = Math.floor(position);
    const lower = sorted[below] ?? 0;
    const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
    return lower + (position - below) * (upper - lower);
}

;// CONCATENATED MODULE: ./build/src/agreement/numeric.js

/** Denominator floor for relative error: keeps exact zeros in the baseline from dividing by zero. */
const RELATIVE_ERROR_FLOOR = 1e-12;
/**
 * Errors kept for the median and p99: 2^22 float64s (32 MiB). Above that an evenly spaced subsample is
 * used, so a segmentation output of hundreds of millions of elements cannot exhaust memory. Max, mean,
 * cosine, SQNR and the minimum passing atol always see every element.
 */
const QUANTILE_SAMPLE_CAP = 1 << 22;
/**
 * Elementwise comparison of one float output over all samples, accumulated in float64.
 * An element fails when |c−b| > atol AND |c−b| > rtol·|b| (Polygraphy's elemwise rule), or when the
 * pair is not finite and not the same infinity: NaN never equals NaN, as in Polygraphy without equal_nan,
 * because a NaN in a baseline is a bug the gate should surface rather than wave through.
 * The smallest passing atol is the max over elements of (|c−b| if |c−b| > rtol·|b| else 0), computed
 * with the same arithmetic as the rule, so the rule passes at exactly that atol and fails just below it.
 */
function measureNumericAgreement(pairs, atol, rtol) {
    const total = pairs.reduce((sum, pair) => sum + pair.baseline.length, 0);
    const stride = Math.max(1, Math.ceil(total / QUANTILE_SAMPLE_CAP));
    const kept = new Float64Array(Math.ceil(total / stride));
    const nonFinite = { baseline: { nan: 0, inf: 0 }, candidate: { nan: 0, inf: 0 } };
    let keptCount = 0;
    let index = 0;
    let failing = 0;
    let nonFiniteMismatches = 0;
    let finitePairs = 0;
    let maxAbs = 0;
    let sumAbs = 0;
    let maxRel = 0;
    let minPassingAtol = 0;
    let dot = 0;
    let baselineEnergy = 0;
    let candidateEnergy = 0;
    let errorEnergy = 0;
    for (const pair of pairs) {
        const baseline = pair.baseline;
        const candidate = pair.candidate;
        for (let i = 0; i < baseline.length; i++, index++) {
            const b = baseline[i];
            const c = candidate[i];
            countNonFinite(nonFinite.baseline, b);
            countNonFinite(nonFinite.candidate, c);
            const diff = Math.abs(c - b);
            // The same infinity on both sides is agreement (an overflow both models share), not an error. A
            // difference that overflows float64 (|values| near 1e308) is as unpassable as a NaN.
            if (!Number.isFinite(diff)) {
                if (b !== c) {
                    nonFiniteMismatches++;
                    failing++;
                }
                continue;
            }
            const relativeBound = rtol * Math.abs(b);
            if (diff > relativeBound) {
                if (diff > atol)
                    failing++;
                if (diff > minPassingAtol)
                    minPassingAtol = diff;
            }
            finitePairs++;
            sumAbs += diff;
            if (diff > maxAbs)
                maxAbs = diff;
            const rel = diff / Math.max(Math.abs(b), RELATIVE_ERROR_FLOOR);
            if (rel > maxRel)
                maxRel = rel;
            dot += b * c;
            baselineEnergy += b * b;
            candidateEnergy += c * c;
            errorEnergy += diff * diff;
            if (index % stride === 0)
                kept[keptCount++] = diff;
        }
    }
    const sorted = kept.subarray(0, keptCount).sort();
    const measured = finitePairs > 0;
    // Float64 outputs near 1e154 overflow the sums of squares; a statistic that is not finite becomes null.
    const finite = (value) => (measured && Number.isFinite(value) ? value : null);
    const sqnrDb = 10 * (Math.log10(baselineEnergy) - Math.log10(errorEnergy));
    return {
        elements: total,
        failingElements: failing,
        nonFiniteMismatches,
        nonFinite,
        finitePairs,
        maxAbsError: finite(maxAbs),
        meanAbsError: finite(sumAbs / finitePairs),
        medianAbsError: finite(quantileSorted(sorted, 0.5)),
        p99AbsError: finite(quantileSorted(sorted, 0.99)),
        maxRelError: finite(maxRel),
        quantilesExact: stride === 1,
        cosine: finite(cosineOf(dot, baselineEnergy, candidateEnergy)),
        // +Infinity (no error) and −Infinity/undefined (silent baseline) both become null; sqnrInfinite tells which.
        sqnrDb: errorEnergy > 0 ? finite(sqnrDb) : null,
        sqnrInfinite: measured && errorEnergy === 0,
        minPassingAtol: nonFiniteMismatches > 0 ? null : minPassingAtol,
        baselineRms: measured ? Math.sqrt(baselineEnergy / finitePairs) : 0,
    };
}
function countNonFinite(counts, value) {
    if (Number.isNaN(value))
        counts.nan++;
    else if (value === Infinity || value === -Infinity)
        counts.inf++;
}
/**
 * Two all-zero outputs agree (1); an all-zero one against a non-zero one has no common direction (0).
 * sqrt(a·b) rather than sqrt(a)·sqrt(b): sqrt(x²) is exactly x, so identical outputs give exactly 1.
 */
function cosineOf(dot, baselineEnergy, candidateEnergy) {
    if (baselineEnergy === 0 && candidateEnergy === 0)
        return 1;
    if (baselineEnergy === 0 || candidateEnergy === 0)
        return 0;
    let norms = Math.sqrt(baselineEnergy * candidateEnergy);
    if (!Number.isFinite(norms))
        norms = Math.sqrt(baselineEnergy) * Math.sqrt(candidateEnergy);
    return Math.min(1, Math.max(-1, dot / norms));
}

;// CONCATENATED MODULE: ./build/src/agreement/ranking.js
const TOP_K = 5;
/**
 * Argmax agreement along the last axis, every leading position of every sample being one row.
 * top-k agreement is "the candidate's top-1 is among the baseline's top k" (the usual top-1-in-top-5
 * reading), not set overlap: quantization reshuffles the near-equal low scores at the tail of a top 5,
 * which nobody acts on, while a top-1 leaving the baseline's top 5 is a real change of decision.
 * A row with a NaN on either side counts as disagreeing. Returns null when there are no rows.
 */
function measureRanking(pairs, classes) {
    const k = Math.min(TOP_K, classes);
    let rows = 0;
    let top1 = 0;
    let topK = 0;
    for (const pair of pairs) {
        const rowCount = Math.floor(pair.baseline.length / classes);
        for (let row = 0; row < rowCount; row++) {
            const offset = row * classes;
            const baselineTop = topIndices({ data: pair.baseline, offset, length: classes }, k);
            const candidateTop = topIndices({ data: pair.candidate, offset, length: classes }, 1);
            rows++;
            const choice = candidateTop?.[0];
            if (!baselineTop || choice === undefined)
                continue;
            if (baselineTop[0] === choice)
                top1++;
            if (baselineTop.includes(choice))
                topK++;
        }
    }
    if (rows === 0)
        return null;
    return { k, rows, top1Agreement: top1 / rows, topKAgreement: topK / rows };
}
/**
 * Indices of the k largest values of one row, largest first; on ties the lower index ranks first
 * (numpy's argmax). A short insertion list, since k ≤ 5 and rows can have thousands of classes.
 */
function topIndices({ data, offset, length }, k) {
    const best = [];
    const values = [];
    for (let j = 0; j < length; j++) {
        const value = data[offset + j];
        if (Number.isNaN(value))
            return null;
        const last = values[values.length - 1];
        if (best.length === k && last !== undefined && !(value > last))
            continue;
        let position = values.length;
        while (position > 0 && value > values[position - 1])
            position--;
        best.splice(position, 0, j);
        values.splice(position, 0, value);
        if (best.length > k) {
            best.pop();
            values.pop();
        }
    }
    return best;
}

;// CONCATENATED MODULE: ./build/src/agreement/format.js
// Number formats for the one-line summaries. Deterministic (no locale), short, and never misleading:
// a cosine of 0.9999996 must not print as 1, a 99.97 % agreement must not print as 100 %, and a printed
// minimum atol must pass when the user copies it into their workflow.
/** Two significant digits in exponent form: 0.0049 → '4.9e-3', 1e-5 → '1e-5', 0 → '0'. */
function formatError(value) {
    if (value === 0)
        return '0';
    return tidyExponent(value.toExponential(1));
}
/** As written by a user: 1e-5 → '1e-5', 0.0025 → '2.5e-3', 1 → '1'. */
function formatTolerance(value) {
    if (value === 0)
        return '0';
    return tidyExponent(value.toExponential());
}
/**
 * Two significant digits, rounded UP, so that `atol: <printed>` passes: 4.93e-3 → '5e-3', not '4.9e-3',
 * which would still fail.
 */
function formatAtLeast(value) {
    if (value === 0)
        return '0';
    const rounded = value.toExponential(1);
    if (Number(rounded) >= value)
        return tidyExponent(rounded);
    const [mantissaText, exponentText] = rounded.split('e');
    let mantissa = Math.round(Number(mantissaText) * 10 + 1) / 10;
    let exponent = Number(exponentText);
    if (mantissa >= 10) {
        mantissa = 1;
        exponent++;
    }
    return tidyExponent(`${mantissa.toFixed(1)}e${exponent}`);
}
/** Enough decimals to show the first digit that is not a 9: 0.99998, 0.9999996, 1. */
function formatCosine(value) {
    if (value === 1)
        return '1';
    const gap = 1 - value;
    const decimals = gap >= 0.1 ? 3 : Math.min(17, Math.max(5, Math.ceil(-Math.log10(gap)) + 1));
    return stripZeros(value.toFixed(decimals));
}
/** One decimal, rounded down below 100 %: 0.9997 → '99.9 %', 0.983 → '98.3 %', 0.9 → '90 %'. */
function formatPercent(fraction) {
    if (fraction >= 1)
        return '100 %';
    return `${stripZeros((Math.floor(fraction * 1000) / 10).toFixed(1))} %`;
}
/** Thousands separated by commas, the same on every runner's locale. */
function formatCount(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function format_formatShape(dims) {
    return `[${dims.map((dim) => (dim === '' ? '?' : String(dim))).join(', ')}]`;
}
function tidyExponent(text) {
    const [mantissa = '', exponent = '0'] = text.split('e');
    const power = Number(exponent);
    return power === 0 ? stripZeros(mantissa) : `${stripZeros(mantissa)}e${power}`;
}
function stripZeros(text) {
    return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

;// CONCATENATED MODULE: ./build/src/agreement/summary.js

/**
 * The one line the report prints per output, e.g.
 * "'logits': max |Δ| 4.9e-3, cosine 0.99998, top-1 98.3 % — fails atol 1e-5, rtol 1e-5 on 12 of 32,000
 * elements (would pass at atol ≥ 4.9e-3)". Failures reuse `reason`; passes name the checks that held.
 */
function summarize(agreement, passedChecks) {
    // Quoted: an output may be called '39' or 'max', which read as numbers or words in a sentence.
    const label = agreement.baselineName === undefined
        ? `'${agreement.name}'`
        : `'${agreement.name}' (was '${agreement.baselineName}')`;
    if (agreement.comparison === 'none') {
        return `${label}: ${agreement.reason ?? 'not compared'} — ${agreement.verdict === 'fail' ? 'fails' : 'skipped'}`;
    }
    if (agreement.comparison === 'exact') {
        return agreement.verdict === 'pass'
            ? `${label}: all ${formatCount(agreement.elements)} elements equal — passes exact match`
            : `${label}: ${agreement.reason ?? 'fails exact match'}`;
    }
    const metrics = numericMetrics(agreement);
    const verdict = agreement.verdict === 'pass' ? `passes ${passedChecks ?? 'its checks'}` : (agreement.reason ?? 'fails');
    return `${label}: ${metrics} — ${verdict}`;
}
function numericMetrics(agreement) {
    if (agreement.maxAbsError === null)
        return 'no finite values to compare';
    const parts = [`max |Δ| ${formatError(agreement.maxAbsError)}`];
    if (agreement.cosine !== null)
        parts.push(`cosine ${formatCosine(agreement.cosine)}`);
    if (agreement.ranking)
        parts.push(`top-1 ${formatPercent(agreement.ranking.top1Agreement)}`);
    return parts.join(', ');
}
/** The checks that decided a numeric output's verdict, as the user would type them. */
function describeChecks(agreement) {
    const { tolerances } = agreement;
    const checks = [];
    if (tolerances.elementwise) {
        checks.push(`atol ${formatTolerance(tolerances.atol)}`, `rtol ${formatTolerance(tolerances.rtol)}`);
    }
    if (agreement.cosineChecked)
        checks.push(`min-cosine ${tolerances.minCosine}`);
    if (tolerances.minTop1Agreement !== null && agreement.ranking) {
        checks.push(`min-top1-agreement ${formatPercent(tolerances.minTop1Agreement)}`);
    }
    if (checks.length === 0)
        return 'no NaN/Inf mismatches (no other check applies)';
    return tolerances.elementwise ? checks.join(', ') : `${checks.join(', ')} (elementwise not enforced)`;
}

;// CONCATENATED MODULE: ./build/src/agreement/judge.js





/**
 * The verdict for one output present in both models. A changed dtype or shape fails rather than being
 * skipped: a consumer of the output breaks just as surely as on wrong values. Float widths are the
 * exception (float32 → float16 is the precision change the float16 preset exists to judge).
 */
function judgeOutput(pair, tolerances, preset) {
    const first = pair.samples[0];
    if (!first)
        return notCompared(headerOf(pair.name, pair.baselineName), tolerances, 'skipped', 'no agreement samples');
    const { baseline, candidate } = first;
    const header = headerOf(pair.name, pair.baselineName, candidate, baseline);
    const kind = dtypeKind(candidate.type);
    if (kind !== dtypeKind(baseline.type) || (kind !== 'float' && candidate.type !== baseline.type)) {
        return notCompared(header, tolerances, 'fail', `dtype changed from ${baseline.type} to ${candidate.type}`);
    }
    if (kind === 'other')
        return notCompared(header, tolerances, 'skipped', `${candidate.type} outputs are not compared`);
    const problem = findSampleProblem(pair);
    if (problem)
        return notCompared(header, tolerances, problem.verdict, problem.reason);
    return kind === 'float' ? judgeNumeric(header, pair, tolerances, preset) : judgeExact(header, pair, tolerances);
}
function headerOf(name, baselineName, candidate, baseline) {
    const shown = candidate ?? baseline;
    const header = { name, dtype: shown?.type ?? 'unknown', shape: shown?.dims ?? [] };
    if (baselineName !== undefined && baselineName !== name)
        header.baselineName = baselineName;
    if (candidate && baseline && baseline.type !== candidate.type)
        header.baselineDtype = baseline.type;
    if (candidate && baseline && !sameDims(baseline.dims, candidate.dims))
        header.baselineShape = baseline.dims;
    return header;
}
/** An output that was not measured: only present in one model, or unusable data. */
function notCompared(header, tolerances, verdict, reason) {
    const agreement = {
        ...header,
        verdict,
        reason,
        comparison: 'none',
        ...emptyStats(0),
        tolerances,
    };
    return { ...agreement, summary: summarize(agreement) };
}
function findSampleProblem(pair) {
    for (const [i, { baseline, candidate }] of pair.samples.entries()) {
        const where = i === 0 ? '' : ` in sample ${i}`;
        if (!sameDims(baseline.dims, candidate.dims)) {
            return {
                verdict: 'fail',
                reason: `shape changed from ${format_formatShape(baseline.dims)} to ${format_formatShape(candidate.dims)}${where}`,
            };
        }
        for (const [model, tensor] of [
            ['baseline', baseline],
            ['candidate', candidate],
        ]) {
            const expected = elementCount(tensor.dims);
            if (tensor.data.length !== expected) {
                const reason = `the ${model}'s data has ${tensor.data.length} values for dims ${format_formatShape(tensor.dims)} (${expected} expected)${where}`;
                return { verdict: 'skipped', reason };
            }
        }
    }
    return undefined;
}
function judgeNumeric(header, pair, tolerances, preset) {
    const pairs = pair.samples.map(({ baseline, candidate }) => ({
        baseline: asNumbers(baseline.data),
        candidate: asNumbers(candidate.data),
    }));
    const stats = measureNumericAgreement(pairs, tolerances.atol, tolerances.rtol);
    // Rows are only well defined when every sample has the same last dim (a dynamic last axis has none).
    const classes = header.shape.at(-1);
    const ranked = classes !== undefined && classes >= 2 && pair.samples.every((s) => s.candidate.dims.at(-1) === classes);
    const ranking = ranked ? measureRanking(pairs, classes) : null;
    // In the float presets cosine only judges outputs that stand above atol: an output whose RMS is within
    // atol of zero has no direction worth judging (its cosine is noise), and atol already bounds it.
    const cosineChecked = stats.cosine !== null &&
        (preset === 'quantized' || tolerances.origin.minCosine === 'input' || stats.baselineRms > tolerances.atol);
    const failures = numericFailures(stats, tolerances, cosineChecked, ranking?.top1Agreement);
    const { finitePairs: _finitePairs, baselineRms: _baselineRms, ...reported } = stats;
    const agreement = {
        ...header,
        verdict: failures.length > 0 ? 'fail' : 'pass',
        ...(failures.length > 0 ? { reason: failures.join('; ') } : {}),
        comparison: 'numeric',
        ...reported,
        failingFraction: stats.elements === 0 ? 0 : stats.failingElements / stats.elements,
        cosineChecked,
        ranking,
        tolerances,
    };
    return { ...agreement, summary: summarize(agreement, describeChecks(agreement)) };
}
function numericFailures(stats, tolerances, cosineChecked, top1Agreement) {
    const failures = [];
    if (stats.nonFiniteMismatches > 0) {
        const sides = ['baseline', 'candidate']
            .map((side) => `${side} ${stats.nonFinite[side].nan} NaN, ${stats.nonFinite[side].inf} Inf`)
            .join('; ');
        failures.push(`fails on ${formatCount(stats.nonFiniteMismatches)} NaN/Inf mismatches (${sides})`);
    }
    const outOfTolerance = stats.failingElements - stats.nonFiniteMismatches;
    if (tolerances.elementwise && outOfTolerance > 0) {
        const atLeast = stats.minPassingAtol === null ? '' : ` (would pass at atol ≥ ${formatAtLeast(stats.minPassingAtol)})`;
        failures.push(`fails atol ${formatTolerance(tolerances.atol)}, rtol ${formatTolerance(tolerances.rtol)} on ` +
            `${formatCount(outOfTolerance)} of ${formatCount(stats.elements)} elements${atLeast}`);
    }
    if (cosineChecked && stats.cosine !== null && stats.cosine < tolerances.minCosine) {
        failures.push(`fails min-cosine ${tolerances.minCosine}`);
    }
    const minTop1 = tolerances.minTop1Agreement;
    if (minTop1 !== null && top1Agreement !== undefined && top1Agreement < minTop1) {
        failures.push(`fails min-top1-agreement ${formatPercent(minTop1)}`);
    }
    return failures;
}
function judgeExact(header, pair, tolerances) {
    let elements = 0;
    let mismatches = 0;
    for (const { baseline, candidate } of pair.samples) {
        elements += baseline.data.length;
        mismatches += countMismatches(baseline.data, candidate.data);
    }
    const agreement = {
        ...header,
        verdict: mismatches > 0 ? 'fail' : 'pass',
        ...(mismatches > 0
            ? { reason: `fails exact match on ${formatCount(mismatches)} of ${formatCount(elements)} elements` }
            : {}),
        comparison: 'exact',
        ...emptyStats(elements),
        failingElements: mismatches,
        failingFraction: elements === 0 ? 0 : mismatches / elements,
        tolerances,
    };
    return { ...agreement, summary: summarize(agreement) };
}
function emptyStats(elements) {
    return {
        elements,
        failingElements: 0,
        failingFraction: 0,
        nonFiniteMismatches: 0,
        nonFinite: { baseline: { nan: 0, inf: 0 }, candidate: { nan: 0, inf: 0 } },
        maxAbsError: null,
        meanAbsError: null,
        medianAbsError: null,
        p99AbsError: null,
        maxRelError: null,
        quantilesExact: true,
        cosine: null,
        cosineChecked: false,
        sqnrDb: null,
        sqnrInfinite: false,
        ranking: null,
        minPassingAtol: null,
    };
}

;// CONCATENATED MODULE: ./build/src/agreement/signature.js
/**
 * What changed in the models' inputs and outputs, one row per change (a spec whose type and shape both
 * changed gives two rows). `outputMap` (candidate name → baseline name) pairs renamed outputs so a
 * rename is not reported as one removal and one addition.
 */
function diffSignatures(baseline, candidate, outputMap = {}) {
    return [
        ...diffSpecs('input', baseline.inputs, candidate.inputs, {}),
        ...diffSpecs('output', baseline.outputs, candidate.outputs, outputMap),
    ];
}
function diffSpecs(kind, baselineSpecs, candidateSpecs, rename) {
    const rows = [];
    const baselineByName = new Map(baselineSpecs.map((spec) => [spec.name, spec]));
    const matched = new Set();
    for (const spec of candidateSpecs) {
        const baselineName = Object.hasOwn(rename, spec.name) ? rename[spec.name] : spec.name;
        const before = matched.has(baselineName) ? undefined : baselineByName.get(baselineName);
        const candidate = { type: spec.type, shape: spec.shape };
        if (!before) {
            rows.push({ kind, name: spec.name, candidate, change: 'added' });
            continue;
        }
        matched.add(baselineName);
        const pairing = {
            kind,
            name: spec.name,
            ...(baselineName === spec.name ? {} : { baselineName }),
            baseline: { type: before.type, shape: before.shape },
            candidate,
        };
        if (before.type !== spec.type)
            rows.push({ ...pairing, change: 'type' });
        if (!sameSymbolicShape(before.shape, spec.shape))
            rows.push({ ...pairing, change: 'shape' });
    }
    for (const spec of baselineSpecs) {
        if (!matched.has(spec.name)) {
            rows.push({ kind, name: spec.name, baseline: { type: spec.type, shape: spec.shape }, change: 'removed' });
        }
    }
    return rows;
}
/**
 * Dynamic dims compare equal whatever their names: re-exports rename 'batch' to 'N' or drop the name
 * (ORT reports ""), which changes nothing for a caller. A dynamic dim becoming fixed, or the reverse, is
 * a change.
 */
function sameSymbolicShape(a, b) {
    return a.length === b.length && a.every((dim, i) => sameDim(dim, b[i]));
}
function sameDim(a, b) {
    const dynamicA = typeof a === 'string' || (typeof a === 'number' && a < 0);
    const dynamicB = typeof b === 'string' || (typeof b === 'number' && b < 0);
    return dynamicA || dynamicB ? dynamicA === dynamicB : a === b;
}

;// CONCATENATED MODULE: ./build/src/agreement/signature-findings.js

/**
 * The setting that accepts an intended change of the models' inputs or outputs (docs/agreement.md,
 * "Signature changes").
 */
const ACCEPT_SIGNATURE_CHANGE = "'allow-signature-change: true'";
/**
 * The rows of a signature diff that break a consumer of the model: every input change (a caller feeds
 * exactly the inputs the model declares, so an added, removed, re-typed or re-shaped input breaks it), and
 * outputs removed, re-typed or re-shaped. An added output breaks nobody. A float width change of an output
 * (float32 → float16) is the precision change the float16 preset exists to judge: its values are compared
 * instead, as judge.ts does.
 */
function breakingChanges(diff) {
    return diff.filter((row) => {
        if (row.kind === 'input')
            return true;
        if (row.change === 'added')
            return false;
        if (row.change === 'type' && row.baseline && row.candidate) {
            return !(dtypeKind(row.baseline.type) === 'float' && dtypeKind(row.candidate.type) === 'float');
        }
        return true;
    });
}
function shape(dims) {
    return `[${(dims ?? []).map((d) => (typeof d === 'string' ? d || '?' : String(d))).join(', ')}]`;
}
function describeRow(row) {
    const what = `${row.kind} '${row.name}'`;
    switch (row.change) {
        case 'added':
            return `${what} added`;
        case 'removed':
            return `${what} removed`;
        case 'type':
            return `${what} re-typed ${row.baseline?.type ?? '?'} → ${row.candidate?.type ?? '?'}`;
        case 'shape':
            return `${what} re-shaped ${shape(row.baseline?.shape)} → ${shape(row.candidate?.shape)}`;
    }
}
/**
 * One sentence for the agreement verdict: what changed, and the two fixes. When the candidate adds outputs
 * while the baseline's disappear, a rename is the likely story, so the output-map entry is spelled out.
 */
function describeSignatureChange(breaking, diff) {
    const removed = breaking.filter((r) => r.kind === 'output' && r.change === 'removed').map((r) => r.name);
    const added = diff.filter((r) => r.kind === 'output' && r.change === 'added').map((r) => r.name);
    const changes = breaking.map(describeRow);
    if (added.length > 0 && removed.length > 0)
        changes.push(`the candidate has new output${added.length > 1 ? 's' : ''} ${added.map((n) => `'${n}'`).join(', ')}`);
    const fixes = [];
    if (removed.length > 0 && added.length > 0) {
        const pairs = removed
            .slice(0, added.length)
            .map((old, i) => `${added[i]}=${old}`)
            .join(',');
        fixes.push(`if outputs were renamed, map them with 'output-map: ${pairs}'`);
    }
    fixes.push(`if the change is intended (every consumer is updated), accept it with ${ACCEPT_SIGNATURE_CHANGE}`);
    return `the models' signature changed, which breaks their consumers: ${changes.join('; ')}; ${fixes.join(', or ')}`;
}

;// CONCATENATED MODULE: ./build/src/agreement/tolerances.js

/**
 * Defaults by the precision of the pair. An element fails only when |c−b| > atol AND |c−b| > rtol·|b|.
 *
 * float32: Polygraphy's defaults (atol = rtol = 1e-5). A re-export or a graph optimisation that keeps
 *   float32 math changes results by reordering sums, a few ulps (1.2e-7 relative) per op, well below
 *   1e-5; differences above it usually mean the computation changed.
 * float16: one fp16 rounding is 4.9e-4 relative (2^-11) and errors compound over layers to a few 1e-3,
 *   so rtol is 1e-2; atol 1e-3 covers elements near zero, whose error follows the size of the
 *   activations, not their own value.
 * quantized: int8 changes every element a little (int8 logits typically move by up to ~5e-3), so no
 *   elementwise rule fits; direction (cosine ≥ 0.99) and decisions (top-1 ≥ 90 %) are judged instead.
 *   90 %, not 95 %: with a few dozen rows and a true agreement of 98.3 %, a 95 % bar fails about one run
 *   in ten by chance (2 misses in 32 rows), while 90 % needs 4 misses (p ≈ 0.002); a broken quantization
 *   (wrong scale or zero point) drops far below either. atol/rtol 1e-2 are only reported.
 * minCosine in the float presets guards a loosened atol: with every element inside atol, cosine can only
 *   drop once atol is comparable to the outputs' own size.
 * Top-1 is not enforced in the float presets: inside the elementwise bounds an argmax can only flip at a
 *   near-tie, which is not a disagreement anyone acts on.
 */
const TOLERANCE_PRESETS = {
    float32: { atol: 1e-5, rtol: 1e-5, minCosine: 0.9999, minTop1Agreement: null, elementwise: true },
    float16: { atol: 1e-3, rtol: 1e-2, minCosine: 0.999, minTop1Agreement: null, elementwise: true },
    quantized: { atol: 1e-2, rtol: 1e-2, minCosine: 0.99, minTop1Agreement: 0.9, elementwise: false },
};
const HALF_TYPES = new Set(['float16', 'bfloat16']);
/**
 * quantized when either graph is; float16 when either model has a half-precision input or output.
 * A model converted to fp16 with float32 I/O (keep_io_types) looks like float32 from its signature:
 * pass `precision` to compareOutputs, or set atol/rtol, in that case.
 */
function detectPrecision(baseline, candidate) {
    if (baseline.quantized || candidate.quantized)
        return 'quantized';
    const specs = [...baseline.inputs, ...baseline.outputs, ...candidate.inputs, ...candidate.outputs];
    return specs.some((spec) => HALF_TYPES.has(spec.type)) ? 'float16' : 'float32';
}
/**
 * The tolerances that apply to one output (or globally, without `output`). Throws one-sentence errors
 * for settings no parser would have produced (negative, NaN), since a programmatic caller can pass them.
 */
function resolveTolerances(settings, precision, output) {
    const preset = TOLERANCE_PRESETS[precision];
    const override = output ? perOutputOverride(settings, output) : undefined;
    const atol = pick(override?.atol, settings.atol, preset.atol, 'atol');
    const rtol = pick(override?.rtol, settings.rtol, preset.rtol, 'rtol');
    if (!isFraction(settings.minCosine))
        throw minCosineError(String(settings.minCosine));
    if (!isFraction(settings.minTop1Agreement))
        throw minTop1AgreementError(String(settings.minTop1Agreement));
    return {
        atol: atol.value,
        rtol: rtol.value,
        minCosine: settings.minCosine ?? preset.minCosine,
        minTop1Agreement: settings.minTop1Agreement ?? preset.minTop1Agreement,
        // A user who types atol or rtol for a quantized pair is asking for the elementwise rule.
        elementwise: preset.elementwise || atol.origin !== 'preset' || rtol.origin !== 'preset',
        origin: {
            atol: atol.origin,
            rtol: rtol.origin,
            minCosine: settings.minCosine === undefined ? 'preset' : 'input',
            minTop1Agreement: settings.minTop1Agreement === undefined ? 'preset' : 'input',
        },
    };
}
function perOutputOverride(settings, output) {
    const table = settings.perOutput ?? {};
    const own = Object.hasOwn(table, output.name) ? table[output.name] : undefined;
    if (own || output.baselineName === undefined)
        return own;
    return Object.hasOwn(table, output.baselineName) ? table[output.baselineName] : undefined;
}
function pick(perOutput, global, preset, input) {
    for (const value of [perOutput, global]) {
        if (value !== undefined && !(Number.isFinite(value) && value >= 0))
            throw toleranceError(input, String(value));
    }
    if (perOutput !== undefined)
        return { value: perOutput, origin: 'per-output' };
    if (global !== undefined)
        return { value: global, origin: 'input' };
    return { value: preset, origin: 'preset' };
}
function isFraction(value) {
    return value === undefined || (value >= 0 && value <= 1);
}
/**
 * One wording for tolerance mistakes, whether they come from a typed input (inputs/agreement-options) or from
 * settings checked by resolveTolerances.
 */
function toleranceError(input, got) {
    return new UserError(`'${input}' must be a non-negative number like '1e-5' or 'logits:1e-3', got '${got}'`);
}
function minCosineError(got) {
    return new UserError(`'min-cosine' must be a number between 0 and 1 like '0.999', got '${got}'`);
}
function minTop1AgreementError(got) {
    return new UserError(`'min-top1-agreement' must be a fraction like '0.95' or a percentage like '95%', got '${got}'`);
}

;// CONCATENATED MODULE: ./build/src/agreement/compare.js




/**
 * Compares every output the two models share. Never throws for model-shaped data. A signature change that
 * breaks consumers (signature-findings.ts: an output removed or renamed without output-map, re-typed or
 * re-shaped) fails with the change and its fixes, unless `allowSignatureChange`; the shared outputs are
 * still compared and their failures added. Unusable data skips that output, and when nothing can be
 * compared (and the signature did not change) the verdict is `skipped` with the reason. Only invalid
 * tolerance settings throw (see resolveTolerances).
 */
function compareOutputs(args) {
    const result = compareValues(args);
    const breaking = args.allowSignatureChange ? [] : breakingChanges(result.signatureDiff);
    if (breaking.length === 0)
        return result;
    const change = describeSignatureChange(breaking, result.signatureDiff);
    return {
        ...result,
        verdict: 'fail',
        reason: result.verdict === 'fail' ? `${change}; also ${result.reason ?? 'outputs disagree'}` : change,
    };
}
function compareValues(args) {
    const preset = args.precision ?? detectPrecision(args.baselineSig, args.candidateSig);
    const outputMap = args.outputMap ?? {};
    const signatureDiff = diffSignatures(args.baselineSig, args.candidateSig, outputMap);
    const tolerances = resolveTolerances(args.tolerances, preset);
    const warnings = [];
    const counts = { baseline: args.baseline.samples.length, candidate: args.candidate.samples.length };
    const samples = Math.min(counts.baseline, counts.candidate);
    if (counts.baseline !== counts.candidate) {
        warnings.push(`the baseline has ${counts.baseline} agreement samples and the candidate ${counts.candidate}; compared the first ${samples}`);
    }
    const base = { preset, samples, tolerances, signatureDiff };
    if (samples === 0)
        return { verdict: 'skipped', reason: 'no agreement samples were run', ...base, outputs: [], warnings };
    const baselineNames = outputNames(args.baselineSig, args.baseline);
    const candidateNames = outputNames(args.candidateSig, args.candidate);
    const outputs = [];
    const claimed = new Set();
    for (const name of candidateNames) {
        const baselineName = Object.hasOwn(outputMap, name) ? outputMap[name] : name;
        if (!baselineNames.includes(baselineName) || claimed.has(baselineName)) {
            const only = headerOf(name, undefined, findSpec(args.candidateSig, args.candidate, name));
            outputs.push(notCompared(only, resolveTolerances(args.tolerances, preset, { name }), 'skipped', 'only in the candidate'));
            continue;
        }
        claimed.add(baselineName);
        const names = { name, baselineName };
        const effective = resolveTolerances(args.tolerances, preset, names);
        const paired = pairSamples(names, args.baseline, args.candidate, samples);
        outputs.push(typeof paired === 'string'
            ? notCompared(headerOf(name, baselineName), effective, 'skipped', paired)
            : judgeOutput(paired, effective, preset));
    }
    const dropped = [];
    for (const name of baselineNames.filter((name) => !claimed.has(name))) {
        const only = headerOf(name, undefined, undefined, findSpec(args.baselineSig, args.baseline, name));
        // A consumer reading this output breaks: a finding, unless the change was accepted.
        const reason = args.allowSignatureChange
            ? "only in the baseline (if the candidate renamed it, map it with output-map 'new_name=old_name')"
            : `only in the baseline: a consumer reading it breaks (if the candidate renamed it, map it with output-map 'new_name=old_name'; if it was dropped on purpose, accept it with ${ACCEPT_SIGNATURE_CHANGE})`;
        dropped.push(notCompared(only, resolveTolerances(args.tolerances, preset, { name }), args.allowSignatureChange ? 'skipped' : 'fail', reason));
    }
    warnings.push(...unusedSettings(args, candidateNames, baselineNames));
    const verdict = verdictOf([...outputs, ...dropped.map((o) => ({ ...o, verdict: 'skipped' }))], candidateNames, baselineNames);
    outputs.push(...dropped);
    outputs.sort(worstFirst);
    return { ...verdict, ...base, outputs, warnings };
}
/**
 * The models' inputs differ, so they cannot be fed the same data: a finding (every caller breaks) unless
 * the change was accepted, in which case agreement is skipped with the reason.
 */
function inputChangeAgreement(signatureDiff, allowSignatureChange) {
    const inputs = signatureDiff.filter((row) => row.kind === 'input');
    const names = [...new Set(inputs.map((row) => `'${row.name}'`))].join(', ');
    const skipped = skippedAgreement(`the models' inputs differ (${names}), so they cannot be fed the same data; latency was measured with each model's own inputs`, { signatureDiff });
    const breaking = allowSignatureChange ? [] : breakingChanges(signatureDiff);
    return breaking.length === 0
        ? skipped
        : {
            ...skipped,
            verdict: 'fail',
            reason: `${describeSignatureChange(breaking, signatureDiff)} (outputs were not compared: the inputs differ)`,
        };
}
/** The record for `agreement: off`, or when the models could not be fed the same inputs. */
function skippedAgreement(reason, details = {}) {
    return {
        verdict: 'skipped',
        reason,
        preset: details.preset ?? 'float32',
        samples: 0,
        outputs: [],
        signatureDiff: details.signatureDiff ?? [],
        warnings: details.warnings ?? [],
    };
}
function verdictOf(outputs, candidateNames, baselineNames) {
    const compared = outputs.filter((output) => output.verdict !== 'skipped');
    if (compared.length === 0) {
        const paired = outputs.find((output) => output.reason !== undefined && !output.reason.startsWith('only in'));
        const why = paired
            ? paired.summary
            : `the candidate's outputs (${candidateNames.join(', ') || 'none'}) share no name with the baseline's ` +
                `(${baselineNames.join(', ') || 'none'}); map renamed outputs with output-map 'new_name=old_name'`;
        return { verdict: 'skipped', reason: `no output can be compared: ${why}` };
    }
    const failed = compared.filter((output) => output.verdict === 'fail');
    if (failed.length === 0)
        return { verdict: 'pass' };
    const names = failed.map((output) => output.name).join(', ');
    return { verdict: 'fail', reason: `${failed.length} of ${compared.length} compared outputs disagree: ${names}` };
}
const VERDICT_RANK = { fail: 0, skipped: 1, pass: 2 };
/**
 * Failures first, a changed dtype or shape (nothing measured) before the most failing elements; then
 * skipped (unchecked) outputs; then passes.
 */
function worstFirst(a, b) {
    return (VERDICT_RANK[a.verdict] - VERDICT_RANK[b.verdict] ||
        Number(a.comparison !== 'none') - Number(b.comparison !== 'none') ||
        b.failingFraction - a.failingFraction ||
        (a.cosine ?? 1) - (b.cosine ?? 1) ||
        (b.maxAbsError ?? 0) - (a.maxAbsError ?? 0) ||
        a.name.localeCompare(b.name, 'en'));
}
/** Names from the signature, plus any the data carries that the signature missed, in signature order. */
function outputNames(signature, outputs) {
    const names = signature.outputs.map((spec) => spec.name);
    for (const tensor of outputs.samples[0] ?? [])
        if (!names.includes(tensor.name))
            names.push(tensor.name);
    return names;
}
function findSpec(signature, outputs, name) {
    const tensor = outputs.samples[0]?.find((output) => output.name === name);
    if (tensor)
        return tensor;
    const spec = signature.outputs.find((output) => output.name === name);
    // A signature's symbolic dims have no size yet; -1 marks them, as ONNX does.
    return spec && { type: spec.type, dims: spec.shape.map((dim) => (typeof dim === 'number' ? dim : -1)) };
}
/** The output's tensors sample by sample, or why they cannot be had (the child process lost one). */
function pairSamples(names, baseline, candidate, samples) {
    const paired = { ...names, samples: [] };
    for (let i = 0; i < samples; i++) {
        const b = baseline.samples[i]?.find((output) => output.name === names.baselineName);
        const c = candidate.samples[i]?.find((output) => output.name === names.name);
        if (!b || !c)
            return `no data for this output in sample ${i} of the ${b ? 'candidate' : 'baseline'}'s outputs`;
        paired.samples.push({ baseline: b, candidate: c });
    }
    return paired;
}
/** Per-output tolerances and output-map entries that name no output: most likely typos. */
function unusedSettings(args, candidateNames, baselineNames) {
    const warnings = [];
    for (const [name, old] of Object.entries(args.outputMap ?? {})) {
        if (!candidateNames.includes(name))
            warnings.push(`output-map entry '${name}=${old}' names no candidate output`);
        else if (!baselineNames.includes(old))
            warnings.push(`output-map entry '${name}=${old}' names no baseline output`);
    }
    for (const name of Object.keys(args.tolerances.perOutput ?? {})) {
        if (!candidateNames.includes(name) && !baselineNames.includes(name)) {
            warnings.push(`per-output tolerance for '${name}' matches no output of either model`);
        }
    }
    return warnings;
}

;// CONCATENATED MODULE: ./build/src/stats/policy.js
// Every tuning constant of the statistics in one place (docs/statistics.md): what it is for, why it has its
// value, and the result that supports it (`decision-sim#<check>` in bench/results/decision-sim.json,
// `gate-quality#<check>` in bench/results/gate-quality.json). The modules that use a constant re-export it from
// here. The interval adjustments are not constants but an ordered list of steps (interval-adjustments.ts); the
// constants they read are here. Sections follow the method's order; the planner's constants follow the last.
// ==== Levels and looks ====
/**
 * The whole run's error rate: 99 % intervals, spent across the looks (docs/statistics.md, "Looks").
 * Evidence: decision-sim#a-a-t2-bias-1pct-60s-false.
 */
const CONFIDENCE = 0.99;
/**
 * Bootstrap replicates a look asks for; replicatesNeeded raises them where the interval's tails need more.
 * Evidence: gate-quality#example-time-quiet.
 */
const RESAMPLES = 2000;
/**
 * Where the looks fall, as shares of the measuring window: front-loaded, because most pull requests change
 * latency either not at all or clearly, and both are usually decided within seconds; the later looks are
 * for the close calls. Bonferroni (sequential.ts) charges every look the same, so where they fall costs nothing,
 * but each added look costs every interval width. At the default 60 s the first look comes at about 5.5 s
 * of measuring (at 15 % it came at 8 s, and the example pair took 10 s to decide; now 7); at 15 s
 * `min-duration` (5 s) sets it. A fifth look between the first two decided the middle cases sooner but
 * cost +6 % on a 20 ms model 3 points of power in the decision simulation.
 * Evidence: decision-sim#plus6pct-20-ms-60s-p50-regression, gate-quality#example-time-quiet.
 */
const LOOK_FRACTIONS = [0.1, 0.3, 0.55, 1];
/**
 * Percentile intervals read their ends from the replicates' tails; each tail must hold at least this many
 * replicates or an end is decided by one or two draws. At a Bonferroni per-look level of 99.75 % that
 * means 8,000 replicates, which the anchored walk affords.
 * Evidence: decision-sim#a-a-0-05-ms-60s-coverage.
 */
const MIN_TAIL_REPLICATES = 10;
// ==== Verdict rules ====
/**
 * Default noise floors: the between-arm bias that interleaving cannot remove and the interval cannot see
 * (order effects that randomization balances only on average, code and data alignment of the two sessions,
 * which alone moves timings by 1-2 %). p50 is an order statistic in the body of the distribution and moves
 * least: 1 %. p95 sits where scheduling and cache eviction live and shifts more between two identical
 * arms: 3 %. A calibrated A/A noise profile (calibration.ts) should replace these on a known runner.
 * Evidence: gate-quality#identical-false-verdicts, decision-sim#plus4pct-60s-p50-sub-threshold-regression.
 */
const DEFAULT_NOISE_FLOOR = { p50: 0.01, p95: 0.03 };
/**
 * How far past the threshold a change must be seen, as a share of the interval's half on that side: the
 * estimate moved this share of the way toward the interval's end nearer 1 must still be past the threshold.
 * 0 would test the estimate itself, which calls changes just under the threshold regressions far too often;
 * halfway lost power on a true +6 %; 0.4 keeps both within their targets (docs/decisions/0001-threshold-share.md;
 * decision-sim#plus4pct-60s-p50-sub-threshold-regression, decision-sim#plus6pct-20-ms-60s-p50-regression).
 * Evidence: decision-sim#plus4pct-60s-p50-sub-threshold-regression, decision-sim#plus6pct-20-ms-60s-p50-regression.
 */
const THRESHOLD_SHARE = 0.4;
// ==== Session pairs ====
/**
 * Built-in prior: measured on the example MLP, session-to-session p50 differed by 0.1-0.35 % and p95 by up
 * to 4.7 %. It floors the run's own τ̂ (pairBiasMargin). The weight says how many pair-degrees of freedom
 * a calibration's τ rests on (calibration.ts); the built-in one rests on about one run's worth.
 * Evidence: gate-quality#identical-pass-quiet, decision-sim#a-a-0-05-ms-60s-coverage.
 */
const DEFAULT_BETWEEN_PAIR = {
    p50: { sd: 0.003, weight: 4 },
    p95: { sd: 0.02, weight: 4 },
};
/**
 * Replicates per pair for its own sampling variance: a weight, not an interval end, needs no more.
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage.
 */
const PAIR_RESAMPLES = 200;
/**
 * A pair's own variance counts up to this many times what its share of the rounds gives: the bootstrap of a
 * quantile over a pair's few calls is itself unreliable (for p95 over 5 calls it resamples a maximum).
 * Uncapped, τ̂ fell too far under a real session bias and p95 intervals missed more often than they claim; a
 * tight cap cost slow identical pairs their decisions. 16 kept both within their targets in the decision
 * simulation (docs/statistics.md, "Ratio interval").
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage, decision-sim#a-a-20-ms-60s-false.
 */
const NOISIER_THAN_SHARE = 16;
/**
 * A pair's sampling variance is floored here before it becomes a weight: a pair whose calls all tie (a coarse
 * timer) would otherwise weigh infinitely.
 * Evidence: none needed: a numerical guard, far below any measured pair variance.
 */
const MIN_PAIR_VARIANCE = (/* unused pure expression or super */ null && (0.0005 ** 2));
/**
 * Calls on each side of a quantile's level that show which pairs the pooled quantile rests on (effectivePairs):
 * narrow enough to stay on the level's side of the distribution (p95: the 91st to the 99th percentile)...
 * Evidence: decision-sim#a-a-big-bias-2pct-60s-coverage.
 */
const INFLUENCE_BAND = 0.04;
/**
 * ...and wide enough to hold this many calls per pair on average, or the counts' own noise, not the pairs'
 * weights, sets K_eff (a 20 ms model's 45 renewed pairs hold 13 calls each, 1 of them near p95). A run that
 * short widens the band toward each pair's share of all calls, which still sees the renewed pairs' weights.
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage.
 */
const INFLUENCE_CALLS_PER_PAIR = 16;
/**
 * Fewer pairs than this cannot show the between-pair spread well enough to lean on it: with K − 1 = 1 degree
 * of freedom the t quantile is 64 (at 99 %). Such runs take τ from the prior, floored by UNSEEN_BETWEEN_PAIR.
 * Evidence: decision-sim#a-a-bias-2pct-2-pair-60s-false, decision-sim#a-a-bias-4pct-3-pairs-60s-coverage.
 */
const MIN_PAIRS_FOR_SPREAD = 3;
/**
 * The largest between-pair sd (log ratio) a run with fewer than MIN_PAIRS_FOR_SPREAD pairs must allow for when
 * no calibration says otherwise: two sessions of one model differing by 4 % (p50) or 6 % (p95) each, so a pair
 * by √2 times that. The decision simulation's worst session bias (docs/statistics.md, "Simulation suite"). A noise
 * profile's τ (measured over many pairs) replaces it.
 * Evidence: decision-sim#a-a-bias-4pct-1-pair-60s-false, decision-sim#a-a-bias-4pct-20-ms-2-pairs-false.
 */
const UNSEEN_BETWEEN_PAIR = { p50: 0.04 * Math.SQRT2, p95: 0.06 * Math.SQRT2 };
/**
 * The level at which one or two pairs allow for a bias they cannot see. At the run's 99 %, 1 % of runs whose
 * pairs landed beyond the assumed spread get through, which the simulation showed as false verdicts for two
 * pairs under the session bias the prior assumes. Here the
 * false-verdict target (0.3 % of runs) is split over the four ways a run can go wrong (p50 and p95, either
 * side), 0.075 % each: a bias must be 3.2 standard deviations out.
 * Evidence: decision-sim#a-a-bias-2pct-2-pair-60s-false.
 */
const FEW_PAIRS_CONFIDENCE = 0.9985;
/**
 * Serial correlation (serial.ts): the batch counts whose batch-means variance ratio is tested. Several, because
 * how far the correlation reaches is not known: 32 batches see correlation over a few rounds with a steady
 * ratio, 8 see episodes that last a tenth of the run (fewer would make the ratio itself too noisy to use).
 * Evidence: decision-sim#a-a-ar-1-per-arm-60s-coverage, decision-sim#a-a-ar-1-slow-shares-60s-coverage.
 */
const SERIAL_BATCHES = (/* unused pure expression or super */ null && ([4, 8, 16, 32]));
/**
 * The chance that independent rounds pass the serial-correlation test at some batch count (split over the
 * counts, Bonferroni): small, because a chance pass widens an interval by √F · t/z, which with 4 batches is
 * several times. Evidence: decision-sim#a-a-0-05-ms-60s-false (time to decide).
 */
const SERIAL_SIGNIFICANCE = 0.001;
/**
 * The share of calls on each side of a quantile's level over which the density of the log call times is read
 * for the rounds' scores: wide enough for a stable quotient, narrow enough to stay in the quantile's
 * neighbourhood (p95: the 92nd to the 98th percentile). Evidence: decision-sim#a-a-ar-1-slow-shares-60s-coverage.
 */
const SERIAL_DENSITY_BAND = 0.03;
// ==== Sessions in two modes ====
/**
 * The smallest gap between the modes (log scale, about 5 %) that counts: closer modes are within what session
 * biases and a threshold of a few percent already allow for.
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-false.
 */
const MODE_GAP = 0.05;
/**
 * The least two-sided p of the test that both arms take the slow mode equally often, for the within-mode
 * estimate. Generous on purpose: the within-mode estimate cannot see a change of the mix, so a mix that merely
 * might differ goes to the pair-mean estimate, which can.
 * Evidence: decision-sim#bimodal-all-slow-candidate-60s-false.
 */
const MIX_ALPHA = 0.2;
/**
 * The least pairs for the within-mode estimate: what `auto` aims for. The mix test counts sessions, so with
 * fewer it sees almost nothing; even with 8, a candidate that takes the slow mode in two of three sessions
 * against the baseline's one in three goes unseen most of the time (docs/statistics.md, "Sessions in two modes").
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-coverage, decision-sim#plus7pct-bimodal-sessions-60s-p50-regression.
 */
const MIN_WITHIN_MODE_PAIRS = 8;
// ==== Guards and the shape of the calls ====
/**
 * Rounds needed before any metric can be decided. The interval resamples whole rounds, so it learns how
 * much rounds differ only from the rounds it has; with fewer than ~20 the percentile bootstrap is known to
 * under-cover (its spread is biased low by √((n−1)/n) and its tails are a handful of distinct values).
 * Rounds are short (a few calls per block), so 20 costs little even for slow models.
 * Evidence: decision-sim#a-a-20-ms-15s-false.
 */
const MIN_ROUNDS = 20;
/**
 * Rounds in every session pair: a pair with one round shows no spread to resample (pairs.ts corrects the rest).
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-false.
 */
const MIN_ROUNDS_PER_PAIR = 2;
/**
 * Calls per arm before p95 can be decided: 400 puts 20 calls above the p95, the fewest from which the
 * tail's position is estimated at all (the order statistic's rank has a binomial standard deviation of
 * √(n · 0.05 · 0.95) ≈ 4.4 calls at n = 400, so the tail's top 20 calls still move it a lot).
 * Evidence: decision-sim#a-a-100-ms-60s-false.
 */
const MIN_CALLS_P95 = 400;
/**
 * Interference (tail.ts: hits that cluster in stretches of the run) breaks p95 in two ways. When it is 5 %
 * or more of an arm's calls, the p95 *is* interference: it measures the neighbours, not the model. Below
 * that, bursts that land evenly on both arms sit above both p95s and cancel (interleaving is for exactly
 * this), but an uneven share (one arm caught a burst the other missed) moves one arm's p95 and not the
 * other's: a gap of one percentage point is a fifth of the 5 % tail. Hits spread steadily over the whole
 * run are the model's own tail and never block: a real p95 regression must be called one.
 * Evidence: decision-sim#a-a-one-arm-bursts-60s-false, decision-sim#p95-x2-clustered-60s-p95-regression.
 */
const MAX_INTERFERENCE_SHARE = 0.05;
/** Evidence: decision-sim#a-a-one-arm-bursts-60s-false. */
const MAX_INTERFERENCE_GAP = 0.01;
/**
 * Sarle's cut-off: a uniform distribution scores exactly 5/9; one normal scores 1/3; two separated modes → 1.
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-false (the cut-off itself is Sarle's).
 */
const BIMODALITY_CUTOFF = (/* unused pure expression or super */ null && (5 / 9));
/**
 * A call is "interference-hit" when it is slower than median + max(5 robust σ, median, 2 timer ticks).
 * 5 σ (σ = 1.4826 · MAD, consistent under normality) is far beyond an arm's own jitter; the median floor
 * keeps tight arms (MAD of a tick or two) and models with a naturally long tail (p95 at 1.5× the median is
 * common for small models) from flagging their own calls, so only calls at least 2× the median count,
 * which is what preemption, page faults and noisy neighbours produce.
 * Evidence: decision-sim#a-a-one-arm-bursts-60s-false, gate-quality#tail-p95-regression.
 */
const INTERFERENCE_ROBUST_SIGMAS = 5;
/** Evidence: decision-sim#p95-x2-steady-60s-p95-regression. */
const INTERFERENCE_MIN_FACTOR = 2;
/**
 * The run is cut into this many stretches of consecutive rounds (fewer for short runs, at least 5 rounds each).
 * Evidence: decision-sim#p95-x2-steady-60s-p95-regression.
 */
const TAIL_SEGMENTS = 8;
/**
 * Flagged in every report when other processes used a quarter of the machine, the benchmark waited for a
 * CPU a quarter of the time it was ready to run, or the hypervisor stole 5 %: from there the neighbours are
 * part of what was measured. `heavy` (the benchmark waited as long as it ran, a quarter stolen) is the
 * same flag, louder. Neither alone changes a verdict: that depends on the calls (see refusedMetrics).
 * Evidence: decision-sim#a-a-busy-0-05-ms-60s-false, gate-quality#identical-pass-both-busy.
 */
const DISTURBED = { otherShare: 0.25, waitShare: 0.25, stealShare: 0.05 };
/** Evidence: decision-sim#a-a-busy-20-ms-60s-false. */
const HEAVY = { waitShare: 0.5, stealShare: 0.25, loadPerCore: 3 };
/**
 * The smallest wait or steal share the sentence mentions: below it the share rounds to nothing.
 * Evidence: none needed: wording only, no verdict depends on it.
 */
const SHOWN_WAIT_SHARE = 0.005;
/**
 * The share of a look's calls hit by waits for a CPU from which p50 is refused too, not only p95: half the calls
 * moved is the median itself. Evidence: decision-sim#a-a-busy-20-ms-60s-false.
 */
const BOTH_METRICS_HIT_SHARE = 0.5;
/**
 * The trend guard (drift.ts) reads a pair's rounds from this many on: Spearman's ρ over fewer has no spread.
 * Evidence: decision-sim#a-a-drift-60s-false.
 */
const TREND_MIN_PAIR_ROUNDS = 3;
/**
 * The trend guard's least degrees of freedom over the pairs (Σ (n_k − 1)): below it the combined ρ is not judged.
 * Evidence: decision-sim#a-a-drift-60s-false.
 */
const TREND_MIN_DOF = 5;
// ==== Calibration ====
/**
 * Share of A/A runs that must pass at the smallest supported threshold (the rest may be inconclusive).
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
const SUPPORTED_PASS_SHARE = 0.9;
/**
 * Calibrated τ never weighs more than this many pair-degrees of freedom against a run's own pairs.
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
const MAX_PRIOR_WEIGHT = 60;
/**
 * Fewer A/A runs than this give a noise floor resting on too few samples: a 99 % bound on the A/A bias from a
 * handful of runs, and a 90th percentile of how far their intervals missed 1 that is really one of the
 * largest misses, so a short calibration can under-state the floor (docs/statistics.md, "Calibration").
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
const RECOMMENDED_CALIBRATION_RUNS = 20;
// ==== Other measures (GPU rounds, memory, history) ====
/** Evidence: none in this repository: TensorRT's trtexec warning level (docs/gpu.md). */
const CV_WARN_LEVEL = 0.025;
/** Evidence: none yet: an allocator page run, below any model's weights. */
const MEMORY_NOISE_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * The constants of the trend judgement, documented in docs/history-and-charts.md.
 * Evidence: none yet: the history judgement is documented in docs/history-and-charts.md.
 */
const TREND_RULES = {
    /** Fewer entries than this are drawn but not judged. */
    minEntries: 8,
    /** A change point must move the level by at least this share of the metric's threshold. */
    minChangeOfThreshold: 0.5,
    /** Mann-Kendall significance of the moving part of a creep. */
    creepAlpha: 0.01,
    /** Fewest entries after the hinge for a creep. */
    minMoving: 4,
};
/** Evidence: none yet: Matteson and James's defaults (docs/history-and-charts.md). */
const E_DIVISIVE_DEFAULTS = {
    alpha: 0.01,
    permutations: 199,
    minSize: 3,
    maxChangePoints: 5,
};
// ==== Planner (src/bench) ====
// How many session pairs a run gets, when they are renewed and when cheap ones grow (src/bench/child/pair-plan.ts,
// pair-renewal.ts, src/bench/pair-growth.ts; docs/benchmark.md, "Session pairs, planned and renewed").
/**
 * 'auto' aims for this many pairs: enough that the t quantile on the pairs' spread (7 degrees of freedom) is
 * near its limit, few enough that a small model creates them in a fraction of a second.
 * Evidence: decision-sim#a-a-bias-2pct-15s-false.
 */
const MAX_AUTO_PAIRS = 8;
/**
 * 'auto' settles for no fewer pairs than this where memory and a quarter of the budget allow: with 3 the t
 * quantile has 2 degrees of freedom (9.9 at 99 %) and p95 could never pass.
 * Evidence: decision-sim#a-a-bias-4pct-3-pairs-60s-false.
 */
const PREFERRED_MIN_PAIRS = 4;
/**
 * Creating the extra pairs may take this share of the budget ('auto'), up to the preferred minimum the larger
 * share: the pairs buy width only while the rounds still have time to be measured.
 * Evidence: gate-quality#example-time-quiet.
 */
const PAIR_TIME_SHARE = { auto: 0.1, preferredMinimum: 0.25 };
/**
 * The child, what it held before its first pair included, may hold this many times the two model files' bytes
 * (a session holds about its model): counting the pairs alone let one more in and the peak passed it.
 * Evidence: gate-quality#big-peak-memory.
 */
const MEMORY_MULTIPLE = 4;
/** Small models keep their pairs: the pairs may always hold this many bytes. Evidence: gate-quality#big-peak-memory. */
const SMALL_MODELS_BYTES = 512 * 1024 ** 2;
/** Never more than this share of the memory free after the first pair. Evidence: gate-quality#big-peak-memory. */
const FREE_SHARE = 0.5;
/**
 * Whole cycles a generation of renewed pairs runs before it may be renewed: 2 cycles are 4 rounds a pair, 2 in
 * each arm order, the least for a pair's ratio and its spread.
 * Evidence: decision-sim#a-a-big-60s-coverage.
 */
const GENERATION_CYCLES = 2;
/**
 * Pairs a run may see in all: the record keeps each pair's ratio, and the leave-one-pair-out floor analyses the
 * run once a pair. Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
const MAX_RENEWED_PAIRS = 64;
/**
 * A generation measures at least this many times as long as creating it cost: twice as long decided the big
 * identical pair later, not sooner (docs/decisions/0004-renewal-timing.md).
 * Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
const MEASURE_PER_RENEWAL = 1;
/**
 * Untimed calls a new session of a renewed generation runs, in measuring blocks at most: whole blocks of a big
 * model's calls cost over half of creating the pair, while its warm-up settles within a few calls.
 * Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
const RENEWAL_WARM_BLOCKS = 2;
/**
 * Cheap pairs may grow when creating a generation costs at most this share of the budget: a small model's 8
 * pairs cost under 1 % of 60 s, a 40 MB model's about 2 %, where renewing often takes little from the rounds.
 * Evidence: decision-sim#plus6pct-bias-2pct-60s-p50-regression.
 */
const GROWTH_COST_SHARE = 0.05;
/**
 * A check asks for more pairs when the pairs' mean bias (τ² / K_eff) holds at least this share of an undecided
 * metric's interval variance: then more pairs, not more rounds of the same pairs, narrow it.
 * Evidence: decision-sim#plus6pct-bias-2pct-60s-p50-regression.
 */
const policy_PAIR_SHARE_TO_GROW = 0.5;

;// CONCATENATED MODULE: ./build/src/bench/budget.js
// How one `max-duration` is spent, every share named once (docs/benchmark.md, "Budget and kill grace"). The
// parent enforces the whole budget from outside (a kill after the grace); the child plans inside it: a capped
// warm-up, a capped agreement run, time to create extra session pairs, then the measuring window over which
// the looks are laid, less a reserve at the end for the last round, the final analysis and the report. With
// several changed models, the budget is first split among them.
/** How long one block of calls aims to run once warm; warm-up aims for a quarter of it (docs/statistics.md, "Rounds and blocks"). */
const BLOCK_TARGET_MS = 25;
/** How long past `max-duration` the parent waits before it kills a child that has not finished (a hung model). */
const KILL_GRACE_MS = 10_000;
/** Warm-up ends on stability, but never before this, so the first blocks of a fast model cannot decide it. */
const WARMUP_MIN_MS = 300;
/** The warm-up cap: a fifth of the budget, at most 10 s, so a noisy runner still leaves time to measure. */
function warmupCapMs(budgetMs) {
    return Math.min(10_000, Math.max(WARMUP_MIN_MS, budgetMs * 0.2));
}
/** The agreement run stops starting new samples after this share of the budget. */
function agreementCapMs(budgetMs) {
    return budgetMs * 0.15;
}
/**
 * Creating extra session pairs may take this share of the budget ('auto'); up to the preferred minimum of
 * pairs, the larger share (src/bench/child/pair-plan.ts; the value and its reason in stats/policy.ts).
 */

/** Time kept back at the end of the budget for the last round, the final analysis and writing the report. */
function reserveMs(budgetMs) {
    return Math.min(5_000, Math.max(500, budgetMs * 0.05));
}
/**
 * The measuring window, in ms since the child started: from the end of the set-up to the end reserve, less the
 * time kept back for the profiling pass.
 */
function measuringWindow(budgetMs, startMs, profileAllowanceMs = 0) {
    return { startMs, endMs: budgetMs - reserveMs(budgetMs) - profileAllowanceMs };
}
/**
 * The profiling pass after the last look (docs/explain.md, "Profile pass") may keep back at most this share of
 * the budget from the measuring window, and must end this long before the budget so the child can report.
 */
const PROFILE_SHARE = 0.1;
const PROFILE_EXIT_MARGIN_MS = 250;
/** The most changed models one run gates; more is a user error that says how to narrow them. */
const MAX_CHANGED_MODELS = 10;
/**
 * The least a model gets when the budget is split: below about 10 s a typical model does not reach the
 * looks that decide, so splitting further would buy only inconclusive verdicts.
 */
const MODEL_BUDGET_FLOOR_MS = 10_000;
/**
 * `max-duration` is the budget of the whole run, split evenly among the models that are measured, with a
 * floor of 10 s each (never more than max-duration itself): 60 s for 3 models is 20 s each; 60 s for 8
 * models is 10 s each, 80 s in all. `min-duration` is capped at a model's share.
 */
function splitBudget(maxDurationMs, minDurationMs, models) {
    const share = Math.max(maxDurationMs / Math.max(1, models), Math.min(MODEL_BUDGET_FLOOR_MS, maxDurationMs));
    const perModel = Math.round(share);
    return { maxDurationMs: perModel, minDurationMs: Math.min(minDurationMs, perModel) };
}
/**
 * The least a matrix cell may expect (docs/matrix.md, "Cell budget"): `max-duration` split evenly must give every
 * cell this much, or the run is refused before anything is measured; below it a cell rarely reaches a look
 * that decides.
 */
const MATRIX_CELL_FLOOR_MS = 5_000;
/**
 * One `max-duration` for the whole matrix. Cells run one after another; each gets an even share of what is
 * left when it starts: share = remaining / cells left − overhead. A cell that decides early leaves its unspent
 * time in `remaining`, so it is spread over the cells after it; one that runs over its share takes from them
 * alike. `overheadMs` is the most any finished cell took beyond its budget (finding and hashing the models,
 * starting the child, the last analysis): kept back for each cell left, so the last cells are not starved.
 * `min-duration` is capped at the share.
 */
function cellBudget(remainingMs, cellsLeft, minDurationMs, overheadMs = 0) {
    const share = Math.max(0, Math.round(remainingMs / Math.max(1, cellsLeft) - Math.max(0, overheadMs)));
    return { maxDurationMs: share, minDurationMs: Math.min(minDurationMs, share) };
}
/** The smallest `max-duration` that gives each of `cells` cells the floor. */
function matrixBudgetNeeded(cells) {
    return cells * MATRIX_CELL_FLOOR_MS;
}
/**
 * The memory children (docs/matrix.md, "Memory") are planned to take this share of a run's budget; the
 * latency benchmark gets what they leave. In a matrix the first cell of each thread count probes its whole
 * group, taking the group's part of this share of what is left before the cells are shared
 * (src/run/matrix.ts). On a slow machine they may run to twice it to reach three repeats
 * (src/bench/memory.ts, MEMORY_OVERRUN); a repeat that would not fit even then is not started, and the record
 * says how many ran.
 */
const MEMORY_SHARE = 0.25;
function memoryCapMs(budgetMs) {
    return budgetMs * MEMORY_SHARE;
}

;// CONCATENATED MODULE: ./build/src/bench/memory-protocol.js
/**
 * onnxruntime's memory settings every session of the gate uses (src/bench/child/session.ts): the CPU arena and
 * memory patterns are onnxruntime's defaults, stated so the record says what the peaks were measured under;
 * the CUDA arena grows by powers of two (its default strategy) and is never shrunk.
 */
const ARENA_SETTINGS = {
    enableCpuMemArena: true,
    enableMemPattern: true,
    cudaArenaExtendStrategy: 'kNextPowerOfTwo',
};

;// CONCATENATED MODULE: ./build/src/bench/ort-messages.js

// onnxruntime's errors are written for its developers: a source path, a C++ signature, then the reason, all
// on one long line. Users get the reason, and for the failures they can fix by re-exporting (too new an IR
// or opset, an operator the runtime lacks) a sentence that says what to do. Both sides of the process
// boundary use these words: the child for what the runtime threw, the parent for what it logged to stderr.
/** Strips '/onnxruntime_src/…/file.cc:123 <C++ signature>(…) ' prefixes and the 'Load model from X failed:' envelope. */
function runtimeMessage(error) {
    let text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
    text = text.replace(/^Load model from .*? failed: ?/, '');
    for (;;) {
        const at = /(?:\/onnxruntime_src\/|[A-Za-z]:\\)\S+:\d+ /.exec(text) ?? /\b[\w.]+\.(?:cc|cpp|h):\d+ /.exec(text);
        if (!at)
            break;
        text = text.slice(0, at.index) + skipSignature(text.slice(at.index + at[0].length));
    }
    return text.length > 400 ? `${text.slice(0, 397)}...` : text;
}
/** After 'file.cc:123 ' comes a C++ signature ending in its balanced ')' (maybe ' const [with T = …]'), or a bare name. */
function skipSignature(rest) {
    if (!/^[\w:<>,*&~ ]*::[\w<>~]*\(/.test(rest))
        return rest.replace(/^\w+ (?=\S)/, '');
    let depth = 0;
    for (let i = rest.indexOf('('); i < rest.length; i++) {
        if (rest[i] === '(')
            depth++;
        else if (rest[i] === ')' && --depth === 0)
            return rest
                .slice(i + 1)
                .replace(/^ const\b/, '')
                .replace(/^ \[with [^\]]*\]/, '')
                .trimStart();
    }
    return rest;
}
/** A session that could not be created: the reason, and the fix when the reason is a known one. */
function loadFailure(arm, file, error, ortVersion) {
    const reason = runtimeMessage(error);
    const model = `The ${arm} model '${file}'`;
    const ir = /Unsupported model IR version: (\d+), max supported IR version: (\d+)/.exec(reason);
    if (ir) {
        return new UserError(`${model} has ONNX IR version ${ir[1]}, but onnxruntime ${ortVersion} reads at most IR version ${ir[2]}; save it with an older onnx package (or a runtime that supports it)`);
    }
    const opset = /Opset (\d+) is under development.*Current official support for domain (\S+) is till opset (\d+)/.exec(reason);
    if (opset) {
        return new UserError(`${model} uses opset ${opset[1]} of ${opset[2]}, but onnxruntime ${ortVersion} supports up to opset ${opset[3]}; export it with opset_version=${opset[3]} or lower`);
    }
    const unregistered = /(?:([\w.]+):)?(\w+)\(-?\d+\) is not a registered function\/op|No Op registered for (\w+) with domain_version of (\d+)/.exec(reason);
    if (unregistered) {
        const op = unregistered[2] ?? unregistered[3];
        const domain = unregistered[1] ? ` from domain '${unregistered[1]}'` : '';
        return new UserError(`${model} uses the operator '${op}'${domain}, which onnxruntime ${ortVersion} does not implement (a custom op, or one from a newer opset); export it without custom ops or with a supported opset`);
    }
    if (/Protobuf parsing failed/.test(reason)) {
        return new UserError(`${model} could not be parsed by onnxruntime (Protobuf parsing failed): the file is damaged, or it nests subgraphs (If/Loop/Scan) deeper than protobuf's limit; export it again`);
    }
    return new UserError(`${model} could not be loaded by onnxruntime: ${reason}`);
}
/** A run that threw: onnxruntime's reason, quoted. */
function runFailure(arm, error) {
    return new UserError(`The ${arm} model failed when run: ${runtimeMessage(error)}`);
}
const ORT_LOG_HINT = "rerun with debug output for onnxruntime's log";
/**
 * The child cannot see its own stderr, where onnxruntime logs why a provider failed (a missing symbol, the
 * file it tried): the parent, which can, puts the last logged error in place of the hint to look for it.
 */
function withOrtLog(message, stderr) {
    if (!message.endsWith(ORT_LOG_HINT))
        return message;
    const logged = stderr
        .split('\n')
        .filter((l) => l.includes('[E:onnxruntime'))
        .at(-1);
    if (!logged)
        return message;
    const text = runtimeMessage(logged.replace(/\x1b\[[0-9;]*m/g, '').replace(/^.*?\[E:onnxruntime[^\]]*\]\s*/, '')).replace(/"/g, "'");
    return `${message.slice(0, -ORT_LOG_HINT.length)}onnxruntime's log says: "${text}"`;
}
/**
 * onnxruntime's own words when a GPU provider cannot start after preflight passed (a library that loads but
 * fails to initialise, an out-of-memory device, a device busy in exclusive mode): kept, with what to check.
 * Returns undefined for errors that are about the model, which the model messages explain better.
 */
function providerLoadFailure(target, error) {
    if (target.provider === 'cpu')
        return undefined;
    const reason = runtimeMessage(error);
    if (!/shared library|providers_(cuda|tensorrt|shared)|CUDA|cuDNN|TensorRT|cudaError|CUBLAS|device/i.test(reason))
        return undefined;
    return new UserError(`onnxruntime could not start the ${target.provider === 'tensorrt' ? 'TensorRT' : 'CUDA'} provider on GPU ${target.deviceId} (${reason}), although preflight found the driver and libraries; check that the provider libraries are the bundled onnxruntime version's own and the GPU is free; ${ORT_LOG_HINT}`);
}

;// CONCATENATED MODULE: ./build/src/gpu/provider-options.js
const CPU_TARGET = { provider: 'cpu', deviceId: 0 };
/**
 * The execution providers for a session. The Node binding reads only `deviceId` from the CUDA and TensorRT
 * options. TensorRT is followed by CUDA so that nodes TensorRT does not take run on the GPU, not the CPU;
 * 'cpu' comes last in every list because onnxruntime places on it what no GPU provider claims (that is
 * node placement only: a GPU provider that fails to load fails the session, it never falls back).
 */
function executionProviders(target) {
    const cuda = { name: 'cuda', deviceId: target.deviceId };
    if (target.provider === 'cuda')
        return [cuda, 'cpu'];
    if (target.provider === 'tensorrt')
        return [{ name: 'tensorrt', deviceId: target.deviceId }, cuda, 'cpu'];
    return ['cpu'];
}

;// CONCATENATED MODULE: ./build/src/bench/child/session.js




/**
 * Identical options for both models. Spinning is off because two interleaved sessions with spinning threads
 * steal each other's cores (p50 tripled in our measurements); thread counts are explicit so a default that
 * depends on the machine never differs between the arms.
 */
function sessionOptions(threads, target = CPU_TARGET) {
    return {
        executionProviders: executionProviders(target),
        intraOpNumThreads: threads,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
        // onnxruntime's defaults, stated: the memory figures of the record were measured under them.
        enableCpuMemArena: ARENA_SETTINGS.enableCpuMemArena,
        enableMemPattern: ARENA_SETTINGS.enableMemPattern,
        extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
    };
}
async function loadSession(arm, file, threads, target = CPU_TARGET) {
    try {
        return await external_onnxruntime_node_namespaceObject.InferenceSession.create(file, sessionOptions(threads, target));
    }
    catch (error) {
        throw providerLoadFailure(target, error) ?? loadFailure(arm, file, error, external_onnxruntime_node_namespaceObject.env.versions?.node ?? 'unknown');
    }
}
function tensorInfo(meta) {
    if (!meta.isTensor)
        return { name: meta.name, type: 'non-tensor', shape: [] };
    return { name: meta.name, type: meta.type, shape: meta.shape.map((d) => (typeof d === 'number' && d < 0 ? '' : d)) };
}
function readSignature(session) {
    return { inputs: session.inputMetadata.map(tensorInfo), outputs: session.outputMetadata.map(tensorInfo) };
}
function toFeeds(tensors) {
    const feeds = {};
    for (const t of tensors)
        feeds[t.name] = new external_onnxruntime_node_namespaceObject.Tensor(t.type, t.data, t.dims);
    return feeds;
}
async function runOnce(arm, session, feeds) {
    try {
        return await session.run(feeds);
    }
    catch (error) {
        throw runFailure(arm, error);
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/agreement-run.js






function toOutputTensor(name, tensor) {
    const data = tensor.type === 'float16'
        ? Float32Array.from(tensor.data, fromFloat16Bits)
        : tensor.data;
    return { name, type: tensor.type, dims: [...tensor.dims], data };
}
/** Only tensor outputs can be compared element by element; sequences and maps are left out of both sides. */
function tensorsOnly(signature, quantized) {
    return { inputs: signature.inputs, outputs: signature.outputs.filter((o) => o.type !== 'non-tensor'), quantized };
}
/**
 * Runs both models on the same seeded agreement samples (separate from the timing inputs) and compares their
 * outputs. Bounded in time so a slow model still leaves most of the budget for latency: the samples that
 * fit are compared and the record says how many. Inputs from 'inputs' are the same in every sample (only
 * synthesized inputs vary); when the user gave every input there is one sample, their data, and no random
 * data of another distribution is mixed in to fail a comparison the user cannot act on.
 */
async function checkAgreement(arms, signatures, job, elapsedMs, fitted) {
    const settings = job.agreement;
    if (!settings.enabled)
        return skippedAgreement("'agreement' is off");
    const sigs = {
        baseline: tensorsOnly(signatures.baseline, settings.quantized.baseline),
        candidate: tensorsOnly(signatures.candidate, settings.quantized.candidate),
    };
    const signatureDiff = diffSignatures(sigs.baseline, sigs.candidate, settings.outputMap);
    if (signatureDiff.some((row) => row.kind === 'input'))
        return inputChangeAgreement(signatureDiff, settings.allowSignatureChange);
    const deadline = elapsedMs() + agreementCapMs(job.budgetMs);
    const outputs = { baseline: { samples: [] }, candidate: { samples: [] } };
    const samples = fitted.complete ? 1 : settings.samples;
    for (let sample = 1; sample <= samples && elapsedMs() < deadline; sample++) {
        for (const arm of ['baseline', 'candidate']) {
            const { tensors } = synthesizeInputs(signatures[arm].inputs, {
                shapes: fitted.shapes,
                values: job.values,
                seed: job.seed,
                sample,
                given: fitted.given[arm],
            });
            const result = await runOnce(arm, arms[arm].session, toFeeds(tensors));
            const tensorOutputs = sigs[arm].outputs.flatMap((o) => result[o.name] ? [toOutputTensor(o.name, result[o.name])] : []);
            outputs[arm].samples.push(tensorOutputs);
        }
    }
    const result = compareOutputs({
        baseline: outputs.baseline,
        candidate: outputs.candidate,
        baselineSig: sigs.baseline,
        candidateSig: sigs.candidate,
        outputMap: settings.outputMap,
        tolerances: settings.tolerances,
        allowSignatureChange: settings.allowSignatureChange,
        ...(settings.float16 ? { precision: 'float16' } : {}),
    });
    if (outputs.baseline.samples.length < samples) {
        result.warnings = [
            ...(result.warnings ?? []),
            `only ${outputs.baseline.samples.length} of ${samples} agreement samples fit in 15 % of 'max-duration'`,
        ];
    }
    if (fitted.complete) {
        result.warnings = [
            ...(result.warnings ?? []),
            "compared on the one sample given by 'inputs' ('agreement-samples' varies only synthesized inputs)",
        ];
    }
    return result;
}

;// CONCATENATED MODULE: ./build/src/bench/child/channel.js
const started = performance.now();
const elapsedMs = () => performance.now() - started;
function send(message) {
    return new Promise((resolve) => {
        if (!process.send)
            return resolve();
        process.send(message, undefined, {}, () => resolve());
    });
}
let pendingLook;
/** Asks the parent whether the data so far decide every metric. The child waits, so analysis never overlaps timing. */
function askParent(index, of) {
    return new Promise((resolve) => {
        pendingLook = resolve;
        void send({ type: 'look', index, of, elapsedMs: elapsedMs() });
    });
}
// A parent that dies (killed, or its terminal closed) closes the IPC channel: nobody is left to read the
// rounds, so the child exits at once instead of burning a core until its own budget ends.
process.on('disconnect', () => process.exit(0));
function onJob(handler) {
    process.on('message', (message) => {
        if (message.type === 'look-result') {
            pendingLook?.({ stop: message.stop, profile: message.profile, growPairs: message.growPairs === true });
            pendingLook = undefined;
        }
        else if (message.type === 'job') {
            // A memory job is answered by memory-run.ts.
            handler(message.job);
        }
    });
}

;// CONCATENATED MODULE: ./build/src/stats/sequential.js
// Sample until decisive, within a budget (docs/statistics.md, "Looks"): look at the data on a fixed schedule and
// spend the error rate across the looks, so that stopping at the first decisive look is still honest.


/**
 * Times (ms from the start of the measuring window) at which to analyze: each fraction of the window (or
 * i/looks for a count), moved up to `minDurationMs` when earlier (the earliest a user allows a decision),
 * duplicates merged. The last look is always the window's end. The window is what the budget leaves after
 * loading, warm-up and the end reserve (src/bench/budget.ts), not `max-duration` itself. Fewer looks than asked can come back; pass the returned length to
 * perLookConfidence so no error rate is spent on looks that never happen.
 */
function lookSchedule(windowMs, minDurationMs = 0, looks = LOOK_FRACTIONS) {
    if (!(windowMs > 0 && Number.isFinite(windowMs))) {
        throw new Error(`the measuring window (the time budget less set-up and reserve) must be a positive number of ms, got ${windowMs}`);
    }
    if (!(minDurationMs >= 0))
        throw new Error(`the minimum duration must be ≥ 0 ms, got ${minDurationMs}`);
    if (typeof looks === 'number' && !(Number.isInteger(looks) && looks >= 1))
        throw new Error(`looks must be a positive integer, got ${looks}`);
    const fractions = typeof looks === 'number' ? Array.from({ length: looks }, (_, i) => (i + 1) / looks) : looks;
    const times = [];
    for (const fraction of fractions) {
        const at = Math.min(windowMs, Math.max(minDurationMs, windowMs * fraction));
        if (times[times.length - 1] !== at)
            times.push(at);
    }
    if (times[times.length - 1] !== windowMs)
        times.push(windowMs);
    return times;
}
/**
 * Interval level for each look: Bonferroni, 1 − (1 − overall) / looks. The intervals of all looks then
 * cover the true ratios simultaneously with probability ≥ `overall`, whatever the dependence between looks,
 * so a wrong verdict at any look (a regression when the truth is within the noise floor, a pass when it is
 * beyond the threshold) has probability ≤ 1 − overall. Why not Pocock or O'Brien-Fleming: their boundaries
 * assume normal statistics with independent increments at planned information fractions; ours are
 * bootstrap quantile ratios looked at on a clock, with throughput that varies. Pocock would buy little
 * anyway (4 looks at 99 %: per-look 99.67 % against Bonferroni's 99.75 %, an interval ~3 % narrower), and
 * O'Brien-Fleming spends almost nothing early, which would defeat stopping early on clear cases.
 */
function perLookConfidence(overallConfidence, looks) {
    if (!(overallConfidence > 0 && overallConfidence < 1)) {
        throw new Error(`confidence must be in (0, 1), got ${overallConfidence}`);
    }
    if (!(Number.isInteger(looks) && looks >= 1))
        throw new Error(`looks must be a positive integer, got ${looks}`);
    return 1 - (1 - overallConfidence) / looks;
}
/**
 * After analyzing at look `lookIndex` (0-based) of `looks`: stop when every metric has a verdict other than
 * inconclusive, or when one metric is a regression (the gate's verdict can no longer change: any regression
 * fails it), or when this is the last look. With `earlyStop: false` (calibration, which needs full-size
 * runs) only the last look stops. Never look again after a stop: a rerun "until it is significant" is
 * exactly what the error spending forbids.
 */
function decide(analysis, lookIndex, looks, options = {}) {
    if (!(Number.isInteger(lookIndex) && lookIndex >= 0 && lookIndex < looks)) {
        throw new Error(`look index must be an integer in [0, ${looks}), got ${lookIndex}`);
    }
    const verdicts = [analysis.p50.verdict, analysis.p95.verdict];
    const settled = verdicts.every((v) => v !== 'inconclusive') || verdicts.includes('regression');
    if (settled && (options.earlyStop ?? true))
        return { stop: true, reason: 'decided' };
    if (lookIndex === looks - 1)
        return { stop: true, reason: settled ? 'decided' : 'budget-spent' };
    return { stop: false, reason: 'continue' };
}

;// CONCATENATED MODULE: ./build/src/bench/child/cycle.js
function planCycle(pairs, rng) {
    if (!(Number.isInteger(pairs) && pairs >= 1))
        throw new Error(`pairs must be a positive integer, got ${pairs}`);
    const shuffled = Array.from({ length: pairs }, (_, i) => i);
    for (let i = pairs - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const start = rng.int(2);
    const orderAt = (position) => ((start + position) % 2 === 0 ? 'AB' : 'BA');
    const first = shuffled.map((pair, j) => ({ pair, order: orderAt(j) }));
    // Position K + j holds pair shuffled[K − 1 − j], which had order orderAt(K − 1 − j): the opposite is orderAt(K + j).
    const second = shuffled.map((_, j) => ({ pair: shuffled[pairs - 1 - j], order: orderAt(pairs + j) }));
    return [...first, ...second];
}

;// CONCATENATED MODULE: ./build/src/bench/pair-growth.js
// Growing the session pairs where sessions are cheap (docs/benchmark.md, "Session pairs, planned and renewed").
// With 'auto' the child starts with up to 8 pairs kept for the whole run. Where two sessions of one model
// differ by more than a run's calls can average away, the interval is bounded by the mean of those 8 biases
// however long the run measures. If creating a generation of pairs costs little against the budget, a check
// that finds the pairs' spread bounding an undecided metric asks the child to renew its pairs from then on
// (pair-renewal.ts, as for models whose pairs memory limits), so every later check sees more pairs.
// Pure: the parent decides (run/gate.ts), the child renews, and the decision simulation does both alike.



/** Whether 'auto' may grow these pairs: not when memory already renews them, and only when a generation is cheap. */
function mayGrow(plan, pairMs, budgetMs) {
    return plan.renew !== true && plan.count * pairMs <= GROWTH_COST_SHARE * budgetMs;
}
/**
 * Whether a check asks for more pairs: a metric left undecided by its interval alone (no guard held it) whose
 * variance is mostly the pairs' mean bias. A metric a guard holds would stay held whatever the pairs.
 */
function morePairsWouldHelp(look) {
    return METRICS.some((metric) => {
        const m = look[metric];
        if (m.verdict !== 'inconclusive' || (m.heldBy?.length ?? 0) > 0 || !m.pairs)
            return false;
        const between = m.pairs.betweenSd ** 2 / Math.max(1, m.pairs.effectivePairs ?? m.pairs.pairs);
        const within = m.pairs.withinSd ** 2;
        return between >= PAIR_SHARE_TO_GROW * (between + within);
    });
}
/** The plan the child announces when its first grown generation is created: renewed from then on. */
function grownPlan(plan, look) {
    return {
        count: plan.count,
        reason: `${plan.reason}; renewed from check ${look + 1} on, where the sessions' spread bounded the interval, so more pairs are measured`,
        renew: true,
    };
}

;// CONCATENATED MODULE: ./build/src/bench/child/pair-renewal.js
// Renewed session pairs (docs/statistics.md, "Session pairs"). When memory holds fewer pairs than 'auto' aims
// for (a model of a hundred MB or more keeps 3 pairs within 4× the two models' bytes), the interval must still see enough pairs: the
// between-pair margin is a t quantile with K − 1 degrees of freedom, and with K = 3 (t = 9.9 at 99 %) p95 could
// never pass. So the pairs held in memory form a generation; after it has run its cycles the child releases it
// and creates the next, and the run's K grows with time while memory stays at one generation.
// Pure policy, shared by the child (measure.ts) and the decision simulation; its constants are in stats/policy.ts.


/**
 * A new session's untimed calls: as many as each session ran in the warm-up, which found them settled
 * (`warmupCalls` an arm over `pairs` sessions), never more than RENEWAL_WARM_BLOCKS measuring blocks. Whole
 * blocks of a big model's calls would cost over half of creating the pair, while its warm-up settles within
 * a few calls a session.
 */
function renewalWarmCalls(warmupCalls, pairs, perBlock) {
    return Math.max(1, Math.min(RENEWAL_WARM_BLOCKS * perBlock, Math.ceil(warmupCalls / Math.max(1, pairs))));
}
/**
 * Whether to replace the current generation now, at the end of a cycle: it has run GENERATION_CYCLES cycles
 * and measured at least as long as a renewal costs (so creating sessions never takes more than half the
 * time), the next generation fits under MAX_RENEWED_PAIRS, the window leaves it time for its own cycles
 * after it is created, and the next look would not fall due while the sessions are created. A renewing run
 * looks only at whole cycles, so a look due during a renewal waited for it and the new generation's first
 * cycle, a couple of seconds for a big model (docs/decisions/0004-renewal-timing.md); the current generation runs on to that look instead and is renewed after it. Only then:
 * a look due after the renewal would come no sooner for running on, and would see fewer pairs.
 */
function shouldRenew(s) {
    if (s.cycles < GENERATION_CYCLES || s.generationMs < MEASURE_PER_RENEWAL * s.renewMs)
        return false;
    if (s.before + 2 * s.alive > MAX_RENEWED_PAIRS)
        return false;
    if (s.nowMs + s.renewMs > s.nextLookMs)
        return false;
    if (s.evenly) {
        const generationsLeft = Math.floor((MAX_RENEWED_PAIRS - s.before - s.alive) / s.alive);
        if (s.generationMs * (generationsLeft + 1) < s.windowEndMs - (s.nowMs - s.generationMs))
            return false;
    }
    const cycleMs = s.generationMs / s.cycles;
    return s.nowMs + s.renewMs + GENERATION_CYCLES * cycleMs <= s.windowEndMs;
}

;// CONCATENATED MODULE: ./build/src/bench/child/test-fault.js
// A test-only switch that makes the benchmark child fail on purpose, because onnxruntime 1.30 has no known
// crafted model that crashes it (out-of-range indices, bad attributes, escaping external data, deep
// subgraphs are all refused with an error) and none that hangs while loading. The parent's handling of a
// dead or stuck child (the signal in the message, the budget kill, the record keeping what was measured)
// is then tested with a real process. Unset in normal use; setting it only harms the process that sets it.
//
//   LATENCY_GATE_TEST_FAULT=<action>@<point>
//   action: SIGSEGV, SIGABRT, SIGKILL… (the child signals itself), 'hang' (blocks its thread forever, as a
//           native call that never returns does), 'throw' (an internal error with a stack trace)
//   point:  load, cold-start, agreement, warmup, profile (the start of the phase) or look (after the first look)
const TEST_FAULT_ENV = 'LATENCY_GATE_TEST_FAULT';
function injectFault(point) {
    const spec = process.env[TEST_FAULT_ENV];
    if (!spec)
        return;
    const [action, at] = spec.split('@');
    if (at !== point)
        return;
    if (action === 'throw')
        throw new Error(`injected internal error at ${point} (${TEST_FAULT_ENV})`);
    if (action && /^SIG[A-Z0-9]+$/.test(action))
        process.kill(process.pid, action);
    if (action === 'hang' || action?.startsWith('SIG')) {
        // Atomics.wait blocks the thread without returning to the event loop: nothing but a kill ends it.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/timing.js

/** V8's collector, exposed by --expose-gc in the benchmark child (engine.ts); absent anywhere else. */
const collector = globalThis.gc;
/**
 * Collects garbage between blocks, never inside a timed call: each run allocates output tensors, and a
 * collection triggered by that allocation would otherwise land in some timed call of whichever arm
 * happened to fill the young generation. A minor collection (~0.05 ms) before every block empties it; a
 * full one (~2-3 ms) once per cycle keeps the old generation from growing into an incremental mark.
 */
function collectGarbage(kind) {
    collector?.({ type: kind });
}
/**
 * The timed loop. Nothing but the call sits between the two clock reads, and the only other work is one
 * subtraction and a typed-array store, so the harness adds well under the ~2 µs per call budget
 * (npm run bench:overhead compares it with a bare `await session.run()` loop). The first `untimed` calls
 * run but are not timed: the first call after switching sessions finds the other session's data in the
 * caches, and both arms drop it alike. With `waits` each call's waits for a CPU come off its time.
 */
async function timeBlock(session, feeds, calls, out, untimed = 0, waits = null, clock = performance) {
    for (let i = 0; i < untimed; i++)
        await session.run(feeds);
    // A preallocated typed array and performance.now() (a double, no BigInt allocation) keep the loop lean;
    // the conversion to µs and the copy into `out` happen after the last call.
    const times = new Float64Array(calls);
    if (waits)
        await timeWithoutWaits(session, feeds, times, waits, clock);
    else
        for (let i = 0; i < calls; i++) {
            const start = clock.now();
            await session.run(feeds);
            times[i] = clock.now() - start;
        }
    for (let i = 0; i < calls; i++)
        out.push((times[i] ?? 0) * 1000);
}
/**
 * Each call's time less what the thread spent waiting for a CPU during it (run-queue.ts): a neighbour's slice
 * is not the model's. The clock is read outside the timed span, so a wait that lands between a read and the
 * call's clock is taken off too; when the wait is longer than the call itself the call keeps its own time
 * (it can only be that, and it is one call in thousands).
 */
async function timeWithoutWaits(session, feeds, times, waits, clock) {
    for (let i = 0; i < times.length; i++) {
        const waitedBefore = waits.waitedNs();
        const start = clock.now();
        await session.run(feeds);
        const ms = clock.now() - start;
        const waitedMs = (waits.waitedNs() - waitedBefore) / 1e6;
        times[i] = waitedMs < ms ? ms - waitedMs : ms;
    }
}
/** The smallest step the monotonic clock shows, in µs: models must be much slower than this to be timed per call. */
function timerResolutionUs() {
    let smallest = Infinity;
    for (let i = 0; i < 2000; i++) {
        const a = performance.now();
        let b = performance.now();
        while (b === a)
            b = performance.now();
        smallest = Math.min(smallest, b - a);
    }
    return smallest * 1000;
}
/** A call must last at least this many timer ticks for its per-call time to mean anything. */
const MIN_TICKS_PER_CALL = 50;
function refuseTooFast(medianUs, resolutionUs) {
    const fastest = Math.min(medianUs.baseline, medianUs.candidate);
    if (fastest < MIN_TICKS_PER_CALL * resolutionUs) {
        throw new UserError(`A model call takes ${fastest.toFixed(3)} µs, less than ${MIN_TICKS_PER_CALL}× this machine's timer resolution (${resolutionUs.toFixed(3)} µs), so per-call times would be mostly clock steps; gate a larger input (raise the batch with 'input-shapes') or run on a machine with a finer clock`);
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/measure.js










/** Calls run untimed at the start of every block: the first call after a switch of sessions (timing.ts). */
const UNTIMED_CALLS = 1;
/**
 * Rounds of one baseline block and one candidate block, in cycles that rotate the session pairs in a seeded
 * shuffled order with ABBA-balanced arm order (cycle.ts). Looks happen at the end of a half cycle, once
 * their time has come, so every look weighs every pair equally; the parent analyses the rounds so far and may
 * stop early.
 */
async function measureRounds(first, job, calls, profileAllowanceMs = 0, renew, waits = null) {
    // The verdict comes first: the profiling pass's allowance only takes what the window holds beyond min-duration.
    const full = measuringWindow(job.budgetMs, elapsedMs());
    const allowance = Math.min(profileAllowanceMs, Math.max(0, full.endMs - full.startMs - job.minDurationMs));
    const { startMs: windowStart, endMs: windowEnd } = measuringWindow(job.budgetMs, full.startMs, allowance);
    if (windowEnd - windowStart < Math.min(job.minDurationMs, 1000)) {
        throw new UserError(`'max-duration' (${job.budgetMs / 1000}s) is too short: loading and warm-up took ${(windowStart / 1000).toFixed(1)}s and left no time to measure; raise 'max-duration'`);
    }
    // Look times are ms since the child started: the schedule is laid over the measuring window.
    const looks = lookSchedule(windowEnd - windowStart, job.minDurationMs, job.lookFractions).map((t) => windowStart + t);
    const rng = createRng(job.seed ^ 0x5bd1e995);
    let look = 0;
    let profile = false;
    // The pairs held now (a generation) and the pairs measured before it; rounds carry pair numbers over the run.
    let pairs = first;
    const generation = { before: 0, cycles: 0, startMs: elapsedMs(), renewMs: renew?.initialMs ?? 0 };
    const done = (reason) => ({ reason, profile, allowanceMs: allowance, pairs });
    // Pairs that may grow are renewed only once a check asks (`asked`); `renewing` once the first grown generation
    // exists, when the parent is told (its later checks take the pairs as renewed).
    let renewing = renew !== undefined && renew.grows === undefined;
    let asked;
    while (look < looks.length) {
        const may = renewing || asked !== undefined;
        if (renew && may && renewNow(generation, pairs.length, looks[look] ?? windowEnd, windowEnd, !!renew.grows)) {
            const started = elapsedMs();
            const measured = pairs.length;
            if (!renewing && renew.grows)
                await send({ type: 'pairs', plan: grownPlan(renew.grows, asked ?? 0) });
            renewing = true;
            pairs = await renew.next(pairs);
            Object.assign(generation, {
                before: generation.before + measured,
                cycles: 0,
                startMs: elapsedMs(),
                renewMs: elapsedMs() - started,
            });
        }
        collectGarbage('major');
        const cycle = planCycle(pairs.length, rng);
        for (const [position, planned] of cycle.entries()) {
            const arms = pairs[planned.pair];
            const pair = generation.before + planned.pair;
            const round = { order: planned.order, baseline: [], candidate: [], pair };
            const sequence = planned.order === 'AB' ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
            for (const arm of sequence) {
                collectGarbage('minor');
                await timeBlock(arms[arm].session, arms[arm].feeds, calls[arm], round[arm], UNTIMED_CALLS, waits);
            }
            await send({ type: 'round', round });
            // Each half of a cycle holds every pair once, so a look at the end of either half weighs every pair
            // the same. Past the window's end a look cannot wait: the budget comes first.
            // A renewing run looks only at whole cycles: at a half cycle the new generation's pairs have one round.
            const cycleDone = position === cycle.length - 1;
            const balanced = cycleDone || (!renewing && position === pairs.length - 1);
            const now = elapsedMs();
            if (now >= (looks[look] ?? Infinity) && (balanced || now >= windowEnd)) {
                const answer = await askParent(look, looks.length);
                profile = answer.profile;
                injectFault('look');
                if (answer.stop)
                    return done('decided');
                if (answer.growPairs && renew?.grows && asked === undefined)
                    asked = look;
                look++;
                // A slow analysis must not push later looks past the window: skip looks whose time has already passed.
                while (look < looks.length - 1 && elapsedMs() >= (looks[look] ?? Infinity))
                    look++;
                // The cycle goes on after a look at its half, so the next look still finds every pair balanced.
                if (look >= looks.length)
                    break;
            }
        }
        generation.cycles++;
    }
    return done('budget-spent');
}
function renewNow(g, alive, nextLookMs, windowEndMs, evenly) {
    const nowMs = elapsedMs();
    return shouldRenew({ ...g, alive, generationMs: nowMs - g.startMs, nowMs, nextLookMs, windowEndMs, evenly });
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
;// CONCATENATED MODULE: ./build/src/child-env.js
// The one environment every child process starts with (the benchmark worker, the dlopen probe, git, nvidia-smi):
// built from an allowlist, never from all of process.env. On a runner that environment holds the action's inputs
// (INPUT_GITHUB-TOKEN), GITHUB_TOKEN when a workflow exports it, and the runtime's ACTIONS_* tokens and URLs; a
// child loads code the gate did not write (provider libraries, a model's runtime, git's hooks and helpers), and
// whatever runs in it can read its own environment. docs/publishing.md, "Child processes", lists what passes and why.
/** Passed by exact name when set: what a program needs to find itself, its files, its locale and its temp dir. */
const NAMES = new Set([
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'SHELL',
    'LANG',
    'LANGUAGE',
    'TZ',
    'TMPDIR',
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    // The CUDA libraries the job installed are found through it; the GPU setup puts the private directory first.
    'LD_LIBRARY_PATH',
    // The user's Node settings (a larger heap for big models) reach the benchmark worker as they reach the gate.
    'NODE_OPTIONS',
    // The test-only fault switch read by the benchmark worker (src/bench/child/test-fault.ts); harmless elsewhere.
    'LATENCY_GATE_TEST_FAULT',
    // Windows: a process without SystemRoot cannot load its system libraries; the rest are its usual directories.
    'SYSTEMROOT',
    'WINDIR',
    'SYSTEMDRIVE',
    'COMSPEC',
    'PATHEXT',
    'TEMP',
    'TMP',
    'USERPROFILE',
    'APPDATA',
    'LOCALAPPDATA',
    'PROGRAMDATA',
    'PROGRAMFILES',
    'NUMBER_OF_PROCESSORS',
    'PROCESSOR_ARCHITECTURE',
]);
/**
 * Passed by prefix: locale categories, the CUDA settings the job made (CUDA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER,
 * CUDA_MODULE_LOADING, CUDA_CACHE_PATH) and onnxruntime's own ORT_* switches (TensorRT engine caching is set
 * only through them, the Node binding has no option for it).
 */
const PREFIXES = ['LC_', 'CUDA_', 'ORT_'];
/**
 * Never passed, whatever a caller adds: the action's inputs, tokens and the runtime's service URLs. A name
 * matching these in `extra` is a bug in the caller, so it throws instead of quietly dropping it.
 */
const SECRET = /^(INPUT_|ACTIONS_|GITHUB_TOKEN$|GH_TOKEN$|RUNNER_TOKEN$)|TOKEN|SECRET|PASSWORD|CREDENTIAL/i;
function allowed(name) {
    // Windows names are case-insensitive; elsewhere PATH and Path are different variables, and only PATH counts.
    const key = process.platform === 'win32' ? name.toUpperCase() : name;
    if (SECRET.test(key))
        return false;
    return NAMES.has(key) || PREFIXES.some((prefix) => key.startsWith(prefix));
}
/**
 * The environment for a child: the allowlisted variables of `from` (this process's environment by default),
 * then the caller's own additions (LD_LIBRARY_PATH with the private GPU directory first, TMPDIR for the run's
 * temp directory, CUDA_DEVICE_ORDER), which replace inherited values of the same name.
 */
function childEnv(extra = {}, from = process.env) {
    const env = {};
    for (const [name, value] of Object.entries(from))
        if (value !== undefined && allowed(name))
            env[name] = value;
    for (const [name, value] of Object.entries(extra)) {
        if (SECRET.test(name))
            throw new Error(`childEnv: '${name}' must never reach a child process`);
        if (value === undefined)
            delete env[name];
        else
            env[name] = value;
    }
    return env;
}

;// CONCATENATED MODULE: ./build/src/gpu/nvidia-smi.js


/** Runs nvidia-smi from PATH; never throws: a missing or failing driver is a preflight finding, not a crash. */
function runNvidiaSmi(args, timeoutMs = 20_000) {
    return new Promise((resolve) => {
        (0,external_node_child_process_namespaceObject.execFile)('nvidia-smi', args, { timeout: timeoutMs, encoding: 'utf8', env: childEnv() }, (error, stdout, stderr) => {
            if (!error)
                return resolve({ ok: true, stdout });
            const missing = error.code === 'ENOENT';
            const said = `${stdout}\n${stderr}`
                .split('\n')
                .map((l) => l.trim())
                .find(Boolean);
            resolve({ ok: false, missing, message: said ?? error.message });
        });
    });
}
/** `[N/A]`, `[Not Supported]` and empty fields become null; numbers stay numbers. */
function smiNumber(field) {
    const value = Number(field?.trim());
    return field === undefined || field.trim() === '' || field.includes('[') || !Number.isFinite(value) ? null : value;
}
function smiText(field) {
    const text = field?.trim();
    return !text || text.startsWith('[') ? null : text;
}
function csvRows(stdout) {
    return stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => l.split(',').map((f) => f.trim()));
}
// NVML's clock-event ("throttle") reason bits, as nvidia-smi prints them in clocks_event_reasons.active.
const REASONS = (/* unused pure expression or super */ null && ([
    [0x1, 'gpu-idle'],
    [0x2, 'applications-clocks-setting'],
    [0x4, 'sw-power-cap'],
    [0x8, 'hw-slowdown'],
    [0x10, 'sync-boost'],
    [0x20, 'sw-thermal-slowdown'],
    [0x40, 'hw-thermal-slowdown'],
    [0x80, 'hw-power-brake-slowdown'],
    [0x100, 'display-clock-setting'],
]));
function decodeReasons(field) {
    const text = field?.trim();
    if (!text || !/^0x[0-9a-f]+$/i.test(text))
        return null;
    const mask = Number.parseInt(text, 16);
    return REASONS.filter(([bit]) => mask & bit).map(([, name]) => name);
}
/**
 * The reasons field was renamed (clocks_throttle_reasons → clocks_event_reasons, driver 535); older drivers
 * know only the old name, newer ones warn on it. Try the new one and fall back.
 */
async function queryGpu(deviceId, fields) {
    const run = (reasons) => runNvidiaSmi([
        `--query-gpu=${[...fields, reasons].join(',')}`,
        '--format=csv,noheader,nounits',
        '-i',
        String(deviceId),
    ]);
    const first = await run(REASONS_FIELDS[0]);
    if (first.ok || first.missing || !/not a valid field|is not a valid|invalid field/i.test(first.message))
        return { ...first, reasonsField: REASONS_FIELDS[0] };
    return { ...(await run(REASONS_FIELDS[1])), reasonsField: REASONS_FIELDS[1] };
}
const REASONS_FIELDS = (/* unused pure expression or super */ null && (['clocks_event_reasons.active', 'clocks_throttle_reasons.active']));

;// CONCATENATED MODULE: ./build/src/gpu/process-memory.js
// Device memory of one process, as nvidia-smi reports it per process (docs/matrix.md, "Memory"): the memory
// children of a GPU run read their own figure before and after creating the session and after the calls.
// onnxruntime's CUDA arena only grows, so the figure after the calls is the steady state's peak.

const MIB = 1024 * 1024;
/** `pid, used_memory` rows (MiB, no units): the bytes of `pid`, summed over devices; null when it is not listed. */
function parseComputeApps(stdout, pid) {
    let total = null;
    for (const [rowPid, used] of csvRows(stdout)) {
        const mib = smiNumber(used);
        if (Number(rowPid) === pid && mib !== null)
            total = (total ?? 0) + mib * MIB;
    }
    return total;
}
/**
 * This process's device memory now. A process with no CUDA context yet is not listed: that is 0 bytes when
 * `listedOrZero` (before the first session), and a note otherwise (in a container with its own PID namespace,
 * nvidia-smi shows host pids that never match).
 */
async function deviceMemoryOf(pid, listedOrZero = false) {
    const result = await runNvidiaSmi(['--query-compute-apps=pid,used_memory', '--format=csv,noheader,nounits']);
    if (!result.ok)
        return { note: result.missing ? 'nvidia-smi is not on PATH' : `nvidia-smi failed: ${result.message}` };
    const bytes = parseComputeApps(result.stdout, pid);
    if (bytes !== null)
        return { bytes };
    return listedOrZero
        ? { bytes: 0 }
        : { note: `nvidia-smi lists no process ${pid} (a container with its own PID namespace shows host pids)` };
}

;// CONCATENATED MODULE: ./build/src/bench/proc-status.js
// Linux's /proc/<pid>/status, the fields the memory children read (docs/matrix.md, "Memory"). VmRSS is the
// resident set now; VmHWM its high-water mark, which writing '5' to /proc/self/clear_refs resets, so the peak
// of one phase (session creation, then inference) can be read on its own.
/** The two fields, in bytes; null when either is missing (not Linux, or a kernel that does not report them). */
function parseProcStatus(text) {
    const field = (name) => {
        const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB\\s*$`, 'm').exec(text);
        return match ? Number(match[1]) * 1024 : null;
    };
    const rssBytes = field('VmRSS');
    const hwmBytes = field('VmHWM');
    return rssBytes === null || hwmBytes === null ? null : { rssBytes, hwmBytes };
}

;// CONCATENATED MODULE: ./build/src/bench/child/peak-memory.js
// Peak resident memory of this process, phase by phase (docs/matrix.md, "Memory"). On Linux the kernel's
// high-water mark (VmHWM) is exact and is reset between phases through /proc/self/clear_refs; where that
// cannot be written (an old kernel, a locked-down container) or /proc is absent, the peak is the highest of
// the resident sizes sampled after each step, which can miss a peak inside a call, and the record says which.


function readStatus() {
    try {
        return parseProcStatus((0,external_node_fs_namespaceObject.readFileSync)('/proc/self/status', 'utf8'));
    }
    catch {
        return null;
    }
}
function resetHighWaterMark() {
    try {
        (0,external_node_fs_namespaceObject.writeFileSync)('/proc/self/clear_refs', '5');
        return true;
    }
    catch {
        return false;
    }
}
function peakReader() {
    const proc = readStatus() !== null;
    const exact = proc && resetHighWaterMark() && readStatus() !== null;
    const method = exact ? 'VmHWM' : proc ? 'sampled VmRSS' : 'sampled rss';
    const rss = () => (proc ? (readStatus()?.rssBytes ?? process.memoryUsage().rss) : process.memoryUsage().rss);
    let sampled = 0;
    return {
        method,
        rss,
        reset: () => {
            if (exact)
                resetHighWaterMark();
            sampled = rss();
        },
        sample: () => void (sampled = Math.max(sampled, rss())),
        peak: () => (exact ? (readStatus()?.hwmBytes ?? sampled) : Math.max(sampled, rss())),
    };
}

;// CONCATENATED MODULE: ./build/src/bench/child/runtime-warm.js




// A one-node Identity model (float32 [1, 16]), made by test/fixtures/onnx. The first InferenceSession.create in
// a process also initialises onnxruntime's environment (thread pools, logging, allocators); loading and running this first
// keeps that one-off cost out of whichever model would otherwise be created first, so cold-start numbers of
// the two models are comparable.
const IDENTITY_MODEL_BASE64 = 'CAgSFWxhdGVuY3ktZ2F0ZS1maXh0dXJlcxoBMTpgCiEKBWlucHV0EgZvdXRwdXQaBm91dHB1dCIISWRlbnRpdHkSCGlkZW50aXR5WhcKBWlucHV0Eg4KDAgBEggKAggBCgIIEGIYCgZvdXRwdXQSDgoMCAESCAoCCAEKAggQQgQKABAR';
async function initialiseRuntime(threads, target = CPU_TARGET) {
    // With a GPU provider this also pays the CUDA context creation, once, outside both models' cold start.
    let session;
    try {
        session = await external_onnxruntime_node_namespaceObject.InferenceSession.create(Buffer.from(IDENTITY_MODEL_BASE64, 'base64'), sessionOptions(threads, target));
    }
    catch (error) {
        throw providerLoadFailure(target, error) ?? error;
    }
    // The first run in a process also pays one-off costs (kernel registries, allocator growth).
    await session.run({ input: new external_onnxruntime_node_namespaceObject.Tensor('float32', new Float32Array(16), [1, 16]) });
    await session.release();
}

;// CONCATENATED MODULE: ./build/src/bench/child/memory-run.js
// A memory child (docs/matrix.md, "Memory"): one model alone in a fresh worker process. onnxruntime is
// initialised on a tiny model first, so its one-off setup belongs to neither model; then the session is
// created and run a few times, and the peaks of each phase are read above the resident memory before the
// session existed. Nothing here is timed.









/**
 * The settings name the inputs and dims of both models; this child has one. What only the other model has is
 * left out here (the benchmark child, which loads both, refuses what neither has).
 */
function ownSettings(job, shapes, signature) {
    const inputs = new Set(signature.inputs.map((i) => i.name));
    const dims = new Set(signature.inputs.flatMap((i) => i.shape.filter((d) => typeof d === 'string')));
    const keep = (record, known) => Object.fromEntries(Object.entries(record).filter(([name]) => known(name)));
    const given = {
        byDim: keep(shapes.byDim, (n) => dims.has(n) || inputs.has(n)),
        byInput: keep(shapes.byInput, (n) => inputs.has(n)),
    };
    const values = keep(job.values, (n) => inputs.has(n));
    const userInputs = job.userInputs && {
        ...job.userInputs,
        arrays: job.userInputs.arrays.filter((a) => inputs.has(a.name)),
    };
    return { shapes: checkOverrides(signature.inputs, given, values), values, userInputs };
}
const bytes = (reading) => (reading && 'bytes' in reading ? reading.bytes : null);
const noteOf = (...readings) => readings.map((r) => (r && 'note' in r ? r.note : undefined)).find(Boolean) ?? 'not read';
/** Feeds for one shape: the harness's bytes, allocated before the phase's peak is reset. */
function feedsFor(job, shapes, signature) {
    const own = ownSettings(job, shapes, signature);
    const sides = { baseline: signature, candidate: signature };
    const fitted = fitUserInputs(own.userInputs, sides, { shapes: own.shapes, values: own.values });
    const inputs = synthesizeInputs(signature.inputs, {
        shapes: fitted.shapes,
        values: own.values,
        seed: job.seed,
        given: fitted.given[job.arm],
    });
    return toFeeds(inputs.tensors);
}
/** One probe per shape of the job: the creation figures are shared, the inference ones are each shape's. */
async function probeMemory(job) {
    const target = { provider: job.executionProvider, deviceId: job.deviceId };
    await initialiseRuntime(job.threads, target);
    collectGarbage('major');
    const peaks = peakReader();
    const deviceBefore = job.deviceMemory ? await deviceMemoryOf(process.pid, true) : null;
    peaks.reset();
    const before = peaks.rss();
    const session = await loadSession(job.arm, job.model, job.threads, target);
    const creationPeak = peaks.peak();
    const deviceCreated = job.deviceMemory ? await deviceMemoryOf(process.pid) : null;
    const signature = readSignature(session);
    const probes = [];
    for (const [shape, shapes] of job.shapes.entries()) {
        collectGarbage('major');
        const held = peaks.rss();
        const feeds = feedsFor(job, shapes, signature);
        collectGarbage('major');
        // The inputs exist before this reset: their bytes are the harness's, not the model's.
        peaks.reset();
        const ready = peaks.rss();
        for (let i = 0; i < job.inferences; i++) {
            await runOnce(job.arm, session, feeds);
            peaks.sample();
        }
        const inferencePeak = peaks.peak();
        const resident = peaks.rss();
        const deviceAfter = job.deviceMemory ? await deviceMemoryOf(process.pid) : null;
        const [start, created, ran] = [bytes(deviceBefore), bytes(deviceCreated), bytes(deviceAfter)];
        const device = start !== null && created !== null && ran !== null
            ? { creationBytes: Math.max(0, created - start), inferenceBytes: Math.max(0, ran - start) }
            : null;
        probes.push({
            arm: job.arm,
            shape,
            method: peaks.method,
            creationPeakBytes: Math.max(0, creationPeak - before),
            inferencePeakBytes: Math.max(0, held - before + (inferencePeak - ready)),
            residentBytes: Math.max(0, held - before + (resident - ready)),
            device,
            deviceNote: job.deviceMemory && !device ? noteOf(deviceBefore, deviceCreated, deviceAfter) : null,
            inferences: job.inferences,
        });
    }
    return probes;
}
function memory_run_send(message) {
    return new Promise((resolve) => {
        if (!process.send)
            return resolve();
        process.send(message, undefined, {}, () => resolve());
    });
}
/** Answers a `memory-job` from the parent with one probe (or the error), then lets the process end. */
function onMemoryJob() {
    process.on('message', (message) => {
        if (message.type !== 'memory-job')
            return;
        probeMemory(message.job).then(async (probes) => {
            await memory_run_send({ type: 'memory', probes });
            process.disconnect();
        }, async (error) => {
            const text = error instanceof Error ? error.message : String(error);
            await memory_run_send({ type: 'memory-error', message: text.split('\n')[0] ?? text, user: isUserError(error) });
            process.disconnect();
        });
    });
}

;// CONCATENATED MODULE: ./build/src/profile/trace.js
// onnxruntime's profile: a Chrome-trace JSON array. Each session.run writes one 'model_run' event (cat
// 'Session') around one '<node>_kernel_time' event per node executed (cat 'Node'), whose args name the operator
// (op_name) and the execution provider that ran it (provider). Node names are the optimised graph's: a fusion
// keeps its anchor's name with a suffix ('fc0.matmul/MatMulAddFusion'), an activation fused into it adds a
// 'fused ' prefix (attribute.ts maps them back to the model's nodes). Pure: events in, per-node times out.
const trace_CPU_PROVIDER = 'CPUExecutionProvider';
const KERNEL = '_kernel_time';
/** The node events of a trace, in trace order; anything else (and anything malformed) is skipped. */
function nodeEvents(events) {
    const out = [];
    for (const e of Array.isArray(events) ? events : []) {
        if (e?.cat !== 'Node' || typeof e.name !== 'string' || !e.name.endsWith(KERNEL))
            continue;
        const provider = e.args?.provider;
        if (typeof provider !== 'string')
            continue;
        out.push({
            node: e.name.slice(0, -KERNEL.length),
            op: typeof e.args?.op_name === 'string' ? e.args.op_name : '?',
            provider,
            ts: typeof e.ts === 'number' ? e.ts : 0,
            dur: typeof e.dur === 'number' && e.dur >= 0 ? e.dur : 0,
            tid: typeof e.tid === 'number' ? e.tid : 0,
        });
    }
    return out;
}
function runWindows(events) {
    const runs = [];
    for (const e of Array.isArray(events) ? events : []) {
        if (e?.cat !== 'Session' || e.name !== 'model_run' || typeof e.ts !== 'number' || typeof e.dur !== 'number')
            continue;
        runs.push({ ts: e.ts, end: e.ts + e.dur });
    }
    return runs.sort((a, b) => a.ts - b.ts);
}
/**
 * Each event's time less the time of the node events nested inside it on the same thread: an If, Loop or Scan
 * node's kernel time holds its body's nodes, which the trace also lists one by one. `events` sorted by start.
 */
function selfTimes(events) {
    const self = Float64Array.from(events, (e) => e.dur);
    const open = new Map();
    events.forEach((event, i) => {
        const stack = open.get(event.tid) ?? [];
        open.set(event.tid, stack);
        const end = (j) => events[j].ts + events[j].dur;
        while (stack.length && end(stack.at(-1)) <= event.ts)
            stack.pop();
        const parent = stack.at(-1);
        if (parent !== undefined && event.ts + event.dur <= end(parent))
            self[parent] = (self[parent] ?? 0) - event.dur;
        stack.push(i);
    });
    return self.map((v) => Math.max(0, v));
}
function median(values) {
    if (values.length === 0)
        return 0;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/**
 * Per-node times of one model's trace. Node events are assigned to the run whose 'model_run' window holds them;
 * the first `skipRuns` runs are warm-up and left out. A node that did not run in some run counts 0 there, so a
 * node inside a branch weighs as often as it ran.
 */
function aggregateTrace(events, skipRuns = 0) {
    const windows = runWindows(events).slice(skipRuns);
    const nodes = nodeEvents(events);
    const perNode = new Map();
    let run = 0;
    // Both lists are in time order: one pass walks them together.
    const sorted = [...nodes].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const self = selfTimes(sorted);
    let order = 0;
    for (const [index, event] of sorted.entries()) {
        while (run < windows.length && event.ts > windows[run].end)
            run++;
        const window = windows[run];
        if (!window || event.ts < window.ts)
            continue;
        let entry = perNode.get(event.node);
        if (!entry) {
            entry = {
                op: event.op,
                provider: event.provider,
                order: order++,
                runs: new Float64Array(windows.length),
                calls: 0,
            };
            perNode.set(event.node, entry);
        }
        entry.runs[run] = (entry.runs[run] ?? 0) + (self[index] ?? 0);
        entry.calls++;
    }
    const count = windows.length;
    return {
        runs: count,
        runUs: median(windows.map((w) => w.end - w.ts)),
        nodes: [...perNode].map(([name, e]) => ({
            name,
            op: e.op,
            provider: e.provider,
            us: median(Array.from(e.runs)),
            calls: count ? e.calls / count : 0,
            order: e.order,
        })),
    };
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./build/src/bench/child/profiled-session.js






// Sessions with onnxruntime's profiler on, for the separate profiling passes (GPU node placement before
// agreement, the per-operator profile after the last look). Never the timed sessions: profiling roughly doubles
// the cost of a small model. Each session writes '<dir>/<arm>_<date>.json' when its profiling ends.
async function profileDirectory() {
    const dir = await (0,promises_namespaceObject.mkdtemp)(external_node_path_namespaceObject.join(external_node_os_namespaceObject.tmpdir(), 'latency-gate-profile-'));
    return { path: dir, remove: () => (0,promises_namespaceObject.rm)(dir, { recursive: true, force: true }) };
}
/** A fresh session of `file` with the run's options and the profiler on, writing under `dir`. */
function openProfiled(dir, arm, file, threads, target) {
    return external_onnxruntime_node_namespaceObject.InferenceSession.create(file, {
        ...sessionOptions(threads, target),
        enableProfiling: true,
        profileFilePrefix: external_node_path_namespaceObject.join(dir, arm),
    });
}
/** The most bytes of one model's trace the pass reads: about 100,000 node events. */
const MAX_TRACE_BYTES = 64 * 1024 * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** Ends profiling and releases the session; returns the trace file's path and size, or undefined. */
async function endProfiled(session, dir, arm) {
    session.endProfiling();
    await session.release();
    const name = (await (0,promises_namespaceObject.readdir)(dir)).find((f) => f.startsWith(`${arm}_`) && f.endsWith('.json'));
    if (!name)
        return undefined;
    const file = external_node_path_namespaceObject.join(dir, name);
    return { file, bytes: (await (0,promises_namespaceObject.stat)(file)).size };
}
/**
 * Ends profiling, releases the session, and returns the trace's events (the file is deleted after reading). A
 * trace past MAX_TRACE_BYTES is not parsed: a Loop of many iterations writes gigabytes of events.
 */
async function closeProfiled(session, dir, arm) {
    const trace = await endProfiled(session, dir, arm);
    if (!trace)
        return [];
    try {
        if (trace.bytes > MAX_TRACE_BYTES)
            throw new TraceTooLargeError(`the ${arm}'s trace holds ${mb(trace.bytes)}, more than the ${mb(MAX_TRACE_BYTES)} the pass reads`);
        return JSON.parse(await (0,promises_namespaceObject.readFile)(trace.file, 'utf8'));
    }
    finally {
        await (0,promises_namespaceObject.rm)(trace.file, { force: true });
    }
}
/** The size of the trace one call writes, from a session opened for it, run once and closed (a probe). */
async function traceBytesPerRun(session, dir, arm) {
    const trace = await endProfiled(session, dir, arm);
    if (!trace)
        return 0;
    await (0,promises_namespaceObject.rm)(trace.file, { force: true });
    return trace.bytes;
}

;// CONCATENATED MODULE: ./build/src/bench/child/profile-run.js





// The per-operator profiling pass (docs/explain.md, "Profile pass"): after the last look, on fresh sessions
// with onnxruntime's profiler on, both models run alternately; the traces become per-node medians here, in the
// child, so only a few kilobytes cross to the parent.
/** Profiled runs per model after the warm-up runs, when the budget and the trace size allow. */
const PROFILE_RUNS = 40;
const WARM_RUNS = 2;
const MIN_RUNS = 5;
/** Node events per model's trace: about 600 bytes each in the JSON onnxruntime writes. */
const MAX_NODE_EVENTS = 100_000;
/** Profiling roughly doubles the cost of a small model's run (docs/benchmark.md, "Runtime facts"). */
const PROFILING_COST = 2;
/** The last look's analysis can outlast the end reserve under load (seen: ~0.5 s at load 10 on 2 cores). */
const LAST_LOOK_SLACK_MS = 500;
const PROVIDER_NAMES = {
    cpu: 'CPUExecutionProvider',
    cuda: 'CUDAExecutionProvider',
    tensorrt: 'TensorrtExecutionProvider',
};
function providerName(target) {
    return PROVIDER_NAMES[target.provider];
}
/** What a pass is expected to cost, ms: two fresh sessions, warm-up and profiled runs of both, reading. */
function profileCostMs(cold, medianUs, runs) {
    const create = cold.baseline.createMs + cold.candidate.createMs;
    const perRun = ((medianUs.baseline + medianUs.candidate) / 1000) * PROFILING_COST;
    return 1.2 * create + (runs + WARM_RUNS + 3) * perRun + 100;
}
/**
 * Time kept back from the measuring window so a pass fits after the last look: its cost, plus what the parent's
 * analysis at that look may take on a loaded runner beyond the end reserve; at most PROFILE_SHARE of the budget.
 */
function profileAllowanceMs(setting, budgetMs, cold, medianUs) {
    // 'on-regression' keeps nothing back, so a run without a regression pays nothing: a regression stops sampling
    // at the look that finds it, which leaves the rest of the budget; one found only at the last look gets what
    // is left of the end reserve, and the record says when that was too little.
    if (setting !== 'on')
        return 0;
    return Math.min(PROFILE_SHARE * budgetMs, profileCostMs(cold, medianUs, PROFILE_RUNS) + LAST_LOOK_SLACK_MS);
}
async function runProfilePass(job) {
    const started = job.elapsedMs();
    const deadline = job.budgetMs - PROFILE_EXIT_MARGIN_MS;
    const base = { provider: providerName(job.target), allowanceMs: job.allowanceMs };
    const skipped = (reason) => ({
        ...base,
        status: 'skipped',
        reason,
        durationMs: job.elapsedMs() - started,
        profiles: null,
    });
    const byEvents = Math.floor(MAX_NODE_EVENTS / Math.max(1, job.nodes.baseline, job.nodes.candidate)) - WARM_RUNS;
    const planned = Math.min(PROFILE_RUNS, Math.max(MIN_RUNS, byEvents));
    const needed = profileCostMs(job.cold, job.medianUs, MIN_RUNS);
    if (started + needed > deadline) {
        return skipped(`${((deadline - started) / 1000).toFixed(1)} s of 'max-duration' was left and the pass needs about ${(needed / 1000).toFixed(1)} s; raise 'max-duration'`);
    }
    const dir = await profileDirectory();
    const arms = ['baseline', 'candidate'];
    const sessions = {};
    try {
        let perRunMs = ((job.medianUs.baseline + job.medianUs.candidate) / 1000) * PROFILING_COST;
        let runsPlanned = planned;
        if (job.controlFlow?.baseline || job.controlFlow?.candidate) {
            const probe = await probeTraces(dir.path, job);
            const [arm, bytes] = arms.map((a) => [a, probe.bytes[a]]).sort((x, y) => y[1] - x[1])[0] ?? [];
            const fit = Math.floor(MAX_TRACE_BYTES / Math.max(1, bytes ?? 0)) - WARM_RUNS;
            if (fit < MIN_RUNS)
                return skipped(`one profiled run of the ${arm} writes ${((bytes ?? 0) / 1024 / 1024).toFixed(1)} MB of trace (its Loop, Scan or If bodies run many nodes); ${MIN_RUNS + WARM_RUNS} runs would pass the ${MAX_TRACE_BYTES / 1024 / 1024} MB the pass reads`);
            runsPlanned = Math.min(runsPlanned, fit);
            perRunMs = Math.max(perRunMs, probe.runMs);
        }
        for (const arm of arms)
            sessions[arm] = await openProfiled(dir.path, arm, job.files[arm], job.threads, job.target);
        let runs = 0;
        // Alternating, so drift and neighbours touch both traces alike; the warm-up runs are left out when reading.
        // The pace is the slowest run seen: a profiled call can cost far more than the timed ones suggested.
        while (runs < runsPlanned + WARM_RUNS && job.elapsedMs() + perRunMs + 100 < deadline) {
            const before = job.elapsedMs();
            for (const arm of arms)
                await sessions[arm]?.run(job.feeds[arm]);
            perRunMs = Math.max(perRunMs, job.elapsedMs() - before);
            runs++;
        }
        const traces = {};
        for (const arm of arms) {
            const session = sessions[arm];
            delete sessions[arm];
            traces[arm] = session ? await closeProfiled(session, dir.path, arm) : [];
        }
        if (runs - WARM_RUNS < MIN_RUNS)
            return skipped(`only ${Math.max(0, runs - WARM_RUNS)} profiled runs fit in the 'max-duration' left (at least ${MIN_RUNS} are needed); raise 'max-duration'`);
        return {
            ...base,
            status: 'measured',
            reason: null,
            durationMs: job.elapsedMs() - started,
            profiles: {
                baseline: aggregateTrace(traces.baseline, WARM_RUNS),
                candidate: aggregateTrace(traces.candidate, WARM_RUNS),
            },
        };
    }
    catch (error) {
        if (error instanceof TraceTooLargeError)
            return skipped(error.message);
        throw error;
    }
    finally {
        for (const arm of arms)
            await sessions[arm]?.release().catch(() => undefined);
        await dir.remove();
    }
}
/** One run of each model on sessions opened for it: the bytes of trace a run writes, and how long a run takes. */
async function probeTraces(dir, job) {
    const bytes = { baseline: 0, candidate: 0 };
    let runMs = 0;
    for (const arm of ['baseline', 'candidate']) {
        const session = await openProfiled(dir, arm, job.files[arm], job.threads, job.target);
        try {
            const before = job.elapsedMs();
            await session.run(job.feeds[arm]);
            runMs += job.elapsedMs() - before;
        }
        finally {
            bytes[arm] = await traceBytesPerRun(session, dir, arm);
        }
    }
    return { bytes, runMs };
}
/**
 * After the last look: the pass when the parent asked for it (its answer to that look), on fresh sessions once
 * the timed ones are released; else a skipped result that says why. A pass that throws is reported as failed:
 * the verdict is already made and must not be lost to it.
 */
async function profileAfterMeasuring(pass, asked) {
    const { job, pairs, target, allowanceMs } = pass;
    const base = { provider: providerName(target), allowanceMs, durationMs: 0, profiles: null };
    if (!asked)
        return { ...base, status: 'skipped', reason: 'no metric was a regression' };
    injectFault('profile');
    const started = pass.elapsedMs();
    // The timed sessions are done: their memory is the profiled sessions' now.
    for (const pair of pairs)
        for (const arm of ['baseline', 'candidate'])
            await pair[arm].session.release();
    try {
        return await runProfilePass({
            files: { baseline: job.baseline, candidate: job.candidate },
            feeds: { baseline: pairs[0]?.baseline.feeds ?? {}, candidate: pairs[0]?.candidate.feeds ?? {} },
            threads: job.threads,
            target,
            nodes: job.profile.nodes,
            controlFlow: job.profile.controlFlow,
            budgetMs: job.budgetMs,
            allowanceMs,
            cold: pass.cold,
            medianUs: pass.medianUs,
            elapsedMs: pass.elapsedMs,
        });
    }
    catch (error) {
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        return {
            ...base,
            status: 'failed',
            reason: `the profiling pass failed: ${why}`,
            durationMs: pass.elapsedMs() - started,
        };
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/pair-plan.js
// How many session pairs a run gets (docs/statistics.md, "Session pairs"). Each pair is one more session of
// each model: memory for their weights and arenas, and time to create and run them once. More pairs
// average away more of the systematic difference between two sessions of one model.



function planPairs(requested, costs) {
    const perPair = Math.max(1, costs.pairBytes);
    const byFree = Math.max(1, Math.floor((costs.freeBytes * FREE_SHARE) / perPair) + 1);
    const allowance = Math.max(MEMORY_MULTIPLE * costs.modelBytes - costs.baseBytes, SMALL_MODELS_BYTES);
    const byMemory = Math.min(byFree, Math.max(1, Math.floor(allowance / perPair)));
    const byTime = (share) => Math.max(1, Math.floor((costs.budgetMs * share) / Math.max(1e-3, costs.pairMs)) + 1);
    const memory = byMemory === byFree
        ? `memory (${pair_plan_mb(costs.pairBytes)} a pair, ${pair_plan_mb(costs.freeBytes)} free)`
        : `memory (${pair_plan_mb(costs.pairBytes)} a pair; the benchmark may hold ${MEMORY_MULTIPLE}× the two models' ${pair_plan_mb(costs.modelBytes)}, ${pair_plan_mb(costs.baseBytes)} of it before the first pair)`;
    if (requested !== 'auto') {
        if (requested > byFree) {
            return {
                count: byFree,
                reason: `'session-pairs' asked for ${requested}, but only ${byFree} fit in memory (${pair_plan_mb(costs.pairBytes)} a pair, ${pair_plan_mb(costs.freeBytes)} free)`,
            };
        }
        return { count: requested, reason: `'session-pairs' is ${requested}` };
    }
    let count = Math.min(MAX_AUTO_PAIRS, byMemory, byTime(PAIR_TIME_SHARE.auto));
    if (count < PREFERRED_MIN_PAIRS)
        count = Math.max(count, Math.min(PREFERRED_MIN_PAIRS, byMemory, byTime(PAIR_TIME_SHARE.preferredMinimum)));
    const limits = [
        count === byMemory ? memory : undefined,
        count < MAX_AUTO_PAIRS && count !== byMemory
            ? `the budget (${(costs.pairMs / 1000).toFixed(2)} s to create a pair)`
            : undefined,
    ].filter(Boolean);
    // Held pairs short of the aim because of memory are renewed during the run instead (pair-renewal.ts).
    const renew = count < MAX_AUTO_PAIRS && count === byMemory;
    const renewed = renew ? `; renewed during the run, ${count} held at a time, so more pairs are measured` : '';
    const plan = {
        count,
        reason: `auto: ${count} of at most ${MAX_AUTO_PAIRS}${limits.length ? `, limited by ${limits.join(' and ')}` : ''}${renewed}`,
        ...(renew ? { renew } : {}),
    };
    // Cheap pairs are kept until a check finds their spread bounding the interval (pair-growth.ts).
    return mayGrow(plan, costs.pairMs, costs.budgetMs) ? { ...plan, grow: true } : plan;
}
function pair_plan_mb(bytes) {
    return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}

;// CONCATENATED MODULE: ./build/src/bench/child/pair-sessions.js

/** A new pair on the feeds of `like`, each session created and run once (its first call is the slow one). */
async function openPair(job, target, like) {
    const pair = {
        baseline: { session: await loadSession('baseline', job.baseline, job.threads, target), feeds: like.baseline.feeds },
        candidate: {
            session: await loadSession('candidate', job.candidate, job.threads, target),
            feeds: like.candidate.feeds,
        },
    };
    await runOnce('baseline', pair.baseline.session, pair.baseline.feeds);
    await runOnce('candidate', pair.candidate.session, pair.candidate.feeds);
    return pair;
}
/**
 * Renewal of a generation: its sessions are released first, so memory never holds two generations, then as
 * many new pairs are opened and each new session runs `warmCalls` untimed calls (renewalWarmCalls in
 * pair-renewal.ts: warm-up already found how many calls settle these models; a fresh session needs its arena
 * and caches filled again). With `grows` (cheap pairs, pair-growth.ts) renewal waits until a check asks for it.
 */
function pairRenewal(job, target, warmCalls, initialMs, grows) {
    return {
        initialMs,
        ...(grows ? { grows } : {}),
        async next(current) {
            const like = current[0];
            for (const pair of current)
                for (const arm of ['baseline', 'candidate'])
                    await pair[arm].session.release();
            const next = [];
            for (let k = 0; k < current.length; k++) {
                const pair = await openPair(job, target, like);
                for (const arm of ['baseline', 'candidate']) {
                    for (let i = 0; i < warmCalls[arm]; i++)
                        await pair[arm].session.run(pair[arm].feeds);
                }
                next.push(pair);
            }
            return next;
        },
    };
}

;// CONCATENATED MODULE: ./build/src/gpu/placement.js


function parsePlacement(events) {
    const seen = new Map();
    for (const event of nodeEvents(events)) {
        if (!seen.has(event.node))
            seen.set(event.node, { provider: event.provider, op: event.op });
    }
    const byProvider = {};
    const cpuOps = {};
    for (const { provider, op } of seen.values()) {
        byProvider[provider] = (byProvider[provider] ?? 0) + 1;
        if (provider === trace_CPU_PROVIDER)
            cpuOps[op] = (cpuOps[op] ?? 0) + 1;
    }
    return { nodes: seen.size, byProvider, cpuOps };
}
function cpuNodes(placement) {
    return placement.byProvider[CPU_PROVIDER] ?? 0;
}

;// CONCATENATED MODULE: ./build/src/bench/child/placement-run.js



const PROFILED_CALLS = 3;
/**
 * A separate profiling pass: fresh sessions with profiling on (it roughly doubles the cost of a small model,
 * so never in the timed rounds), a few calls, and the provider of every node from the profile.
 */
async function profilePlacement(arms, files, threads, target) {
    const dir = await profileDirectory();
    try {
        const result = {};
        for (const arm of ['baseline', 'candidate']) {
            const session = await openProfiled(dir.path, arm, files[arm], threads, target);
            for (let i = 0; i < PROFILED_CALLS; i++)
                await session.run(arms[arm].feeds);
            result[arm] = parsePlacement(await closeProfiled(session, dir.path, arm));
        }
        return result;
    }
    finally {
        await dir.remove();
    }
}
/** The libonnxruntime this process mapped: proves the private copy (and so its providers) is the one in use. */
async function loadedRuntimeLibrary() {
    try {
        const maps = await (0,promises_namespaceObject.readFile)('/proc/self/maps', 'utf8');
        return /\s(\/\S*libonnxruntime\.so[.\d]*)$/m.exec(maps)?.[1] ?? null;
    }
    catch {
        return null;
    }
}

;// CONCATENATED MODULE: ./build/src/bench/child/run-hints.js
/** Input names and the positions of their unnamed dims that were set to 1, read from the synthesis warnings. */
const UNNAMED = /^Input '(.+)' has unnamed dynamic dims at position ([\d, ]+) \(shape /;
/** A size for one position that comes from the model itself: the other model fixing that dim. */
function declaredSize(other, position) {
    const dim = other?.shape[position];
    return typeof dim === 'number' && dim > 0 ? dim : undefined;
}
/**
 * The fix for unnamed dims after a failed run. They were set to 1, and the model failed with that: 1 is the
 * one size known not to work, so it is never suggested again. A size the other model declares for the same
 * position is used; every other position is a letter for the user to fill in.
 */
function unnamedDimsHint(tensor, positions, other) {
    const letters = 'ABCDEFGH';
    let next = 0;
    const sizes = tensor.dims.map((d, i) => positions.includes(i) ? (declaredSize(other, i)?.toString() ?? letters[next++ % letters.length]) : String(d));
    const where = `position${positions.length === 1 ? '' : 's'} ${positions.join(', ')}`;
    const fix = next === 0
        ? `set 'input-shapes' to '${tensor.name}=${sizes.join('x')}' (the sizes the other model declares)`
        : `set 'input-shapes' to '${tensor.name}=${sizes.join('x')}' with the sizes the model expects there`;
    return `input '${tensor.name}' has unnamed dynamic dims at ${where}; they were set to 1 and the model failed with that, so ${fix}`;
}
/**
 * When a model fails on synthesized inputs, the runtime's message names a node, not the cause. The usual
 * causes are a scalar setting (a sample rate, a length) that got an arbitrary value, and unnamed dims set to
 * 1; name them so the user knows which input to set. `otherInputs` are the other model's declared inputs.
 */
function runHints(tensors, settled, warnings, otherInputs = []) {
    const hints = [];
    for (const t of tensors) {
        if (settled.has(t.name) || t.data.length !== 1 || t.type.startsWith('float') || t.type === 'bool')
            continue;
        hints.push(`input '${t.name}' (${t.type} scalar) was synthesized as ${String(t.data[0])}; if it is a setting such as a sample rate, set it with 'input-values' (e.g. '${t.name}=16000')`);
    }
    for (const w of warnings) {
        const match = UNNAMED.exec(w);
        const tensor = match && tensors.find((t) => t.name === match[1]);
        if (!match || !tensor)
            continue;
        const positions = (match[2] ?? '').split(',').map((p) => Number(p.trim()));
        hints.push(unnamedDimsHint(tensor, positions, otherInputs.find((i) => i.name === tensor.name)));
    }
    return hints;
}
/** Appends the hints to a failure message, so the one sentence the user sees also says what to try. */
function withHints(message, hints) {
    return hints.length ? `${message}. Check the inputs: ${hints.join('; ')}` : message;
}

;// CONCATENATED MODULE: ./build/src/bench/child/run-queue.js
// How long this thread has waited for a CPU while ready to run: the second field of Linux's
// /proc/thread-self/schedstat (run-queue delay, ns, cumulative). Read before and after a timed call, it says how
// much of the call a neighbour took: a preempted call waits about one of the neighbour's slices (4-5 ms beside
// spinning processes on a 2-core runner), which is what a busy runner's p95 measured instead of the model
// (docs/statistics.md, "Busy runners"). onnxruntime-node runs a session synchronously on the JS thread, so with
// one intra-op thread this thread is the one that computes.

const SPACE = 0x20;
const NEWLINE = 0x0a;
const ZERO = 0x30;
/** Calls shorter than this are rarely preempted (a call holds a wait with probability about call / slice). */
const RUN_QUEUE_MIN_CALL_US = 100;
/** The clock, or null where the kernel has none (not Linux, /proc hidden, a format this does not know). */
function openRunQueueClock(file = '/proc/thread-self/schedstat') {
    let fd;
    try {
        fd = (0,external_node_fs_namespaceObject.openSync)(file, 'r');
    }
    catch {
        return null;
    }
    // One buffer for every read and the digits parsed in place: the clock is read twice a call, between the
    // timed spans, and allocates nothing there (no string, no array) for a collection to find.
    const buffer = Buffer.alloc(96);
    const waitedNs = () => {
        const length = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, 0, buffer.length, 0);
        let i = buffer.indexOf(SPACE);
        if (i < 0 || i + 1 >= length)
            return NaN;
        let ns = 0;
        for (i++; i < length && buffer[i] !== SPACE && buffer[i] !== NEWLINE; i++) {
            const digit = (buffer[i] ?? 0) - ZERO;
            if (digit < 0 || digit > 9)
                return NaN;
            ns = ns * 10 + digit;
        }
        return ns;
    };
    let readable = false;
    try {
        readable = Number.isFinite(waitedNs());
    }
    catch {
        // A file that opens but does not read (a sandbox's /proc): no clock.
    }
    if (readable)
        return { waitedNs, close: () => (0,external_node_fs_namespaceObject.closeSync)(fd) };
    (0,external_node_fs_namespaceObject.closeSync)(fd);
    return null;
}

;// CONCATENATED MODULE: ./build/src/stats/quantile.js
// One quantile definition for the whole gate: the inverse of the empirical CDF (Hyndman and Fan type 1),
//   Q(p) = x_(k)  with  k = ceil(p · n), clamped to [1, n]   (x_(1) ≤ … ≤ x_(n)).
// It returns an observed call time (no interpolation), which makes the weighted form used by the round
// bootstrap exact: a round drawn w times contributes each of its calls w times, and the weighted quantile
// is the smallest x whose cumulative weight reaches ceil(p · total weight). So the summary's p95, the
// analysis point estimate and every bootstrap replicate are the same statistic.
/**
 * 1-based rank of the p-quantile among `count` observations. The small epsilon absorbs binary floating
 * error (0.95 · 1000 must be rank 950, not 951), far below one observation for any realistic count.
 */
function quantileRank(p, count) {
    if (!(p >= 0 && p <= 1))
        throw new Error(`quantile level must be in [0, 1], got ${p}`);
    if (!(count >= 1))
        throw new Error(`quantile needs at least one observation, got ${count}`);
    const k = Math.ceil(p * count - 1e-9);
    return Math.min(count, Math.max(1, k));
}
/** Type-1 quantile of an ascending array. */
function quantileOfSorted(sorted, p) {
    return at(sorted, quantileRank(p, sorted.length) - 1);
}
/** Type-1 quantile of unsorted samples (copies, never mutates). */
function quantile(samples, p) {
    return quantileOfSorted(sortedCopy(samples), p);
}
function sortedCopy(samples) {
    return Float64Array.from(samples).sort();
}
function quantile_summarize(samples) {
    return summarizeSorted(sortedCopy(samples));
}
/** `summarize` for an already ascending array (the pooled arms are sorted once and reused). */
function summarizeSorted(sorted) {
    if (sorted.length === 0)
        throw new Error('cannot summarize an empty set of call times');
    let sum = 0;
    for (let i = 0; i < sorted.length; i++)
        sum += at(sorted, i);
    return {
        count: sorted.length,
        mean: sum / sorted.length,
        p50: quantileOfSorted(sorted, 0.5),
        p95: quantileOfSorted(sorted, 0.95),
        p99: quantileOfSorted(sorted, 0.99),
        min: at(sorted, 0),
        max: at(sorted, sorted.length - 1),
    };
}
/** Indexed read for hot loops over typed arrays, where noUncheckedIndexedAccess would add `| undefined`. */
function at(values, index) {
    return values[index];
}

;// CONCATENATED MODULE: ./build/src/bench/child/warmup.js

// Warm-up ends on stability, not a fixed count: caches, the allocator and CPU frequency settle at different
// speeds on different machines. Pure helpers; the worker feeds them block medians as they come.
const WARMUP_MIN_BLOCKS = 6;
/**
 * Two consecutive windows of block medians must agree this closely for each model, or within
 * NOISE_TOLERANCE times the block medians' own noise when that is larger (see hasSettled).
 */
const WARMUP_TOLERANCE = 0.03;
const NOISE_TOLERANCE = 2;
const WINDOW = 3;
/** The block median: the project's one quantile definition (src/stats/quantile.ts). */
function warmup_median(values) {
    return quantile(values, 0.5);
}
/**
 * True when the last two windows of block medians differ by less than the tolerance: no trend left. The
 * tolerance scales with the noise of one block median, so a model whose blocks are one or two noisy calls
 * (a 100 ms model at 20 % call noise) can settle: the noise is read from successive differences of log block
 * medians (σ ≈ 1.4826 · median |Δ| / √2), which a smooth warm-up trend barely moves. Two windows' medians of
 * three differ with sd ≈ σ, so NOISE_TOLERANCE = 2 lets a settled model through about 95 % of the time.
 */
function hasSettled(blockMedians) {
    if (blockMedians.length < WARMUP_MIN_BLOCKS)
        return false;
    const last = blockMedians.slice(-2 * WINDOW);
    const recent = warmup_median(last.slice(WINDOW));
    const before = warmup_median(last.slice(0, WINDOW));
    const steps = last.slice(1).map((m, i) => Math.abs(Math.log(m / last[i])));
    const noise = (1.4826 * warmup_median(steps)) / Math.SQRT2;
    return Math.abs(Math.log(recent / before)) < Math.max(WARMUP_TOLERANCE, NOISE_TOLERANCE * noise);
}
/** At least this many calls per block, so the first call after a switch is a minority of every block. */
const MIN_CALLS_PER_BLOCK = 3;
/** Calls per block so each block lasts about `targetMs`: long enough to amortise the switch, short enough for many rounds. */
function callsPerBlock(medianUs, targetMs) {
    return Math.max(1, Math.min(100_000, Math.round((targetMs * 1000) / Math.max(medianUs, 1e-3))));
}
/**
 * A model of a few ms a call gets AMORTISED_CALLS timed calls a block, which then lasts at most SLOW_BLOCK_MS.
 * At the usual block length such a model got 3 timed calls a block, so the untimed switch call took a quarter of
 * its measuring time and its p95, which needs 400 calls an arm (src/stats/guards.ts), could be judged a look
 * later than with 8. Slower models keep their 3-call blocks: longer blocks leave p95 fewer rounds to resample,
 * which cost more decisions in the decision simulation than the switch calls saved.
 */
const AMORTISED_CALLS = 8;
const SLOW_BLOCK_MS = 100;
/** Timed calls per measuring block for the slower model's settled median, the same in both arms. */
function measuringCallsPerBlock(slowerUs, targetMs) {
    const amortised = slowerUs * AMORTISED_CALLS <= SLOW_BLOCK_MS * 1000 ? AMORTISED_CALLS : 0;
    return Math.max(MIN_CALLS_PER_BLOCK, callsPerBlock(slowerUs, targetMs), amortised);
}

;// CONCATENATED MODULE: ./build/src/bench/child/warmup-run.js



/**
 * Alternates short blocks of both models, rotating through the session pairs so every session warms, until
 * the block medians of each model stop trending (with a floor and a cap), then sizes the measuring blocks
 * from the settled medians.
 */
async function warmUp(pairs, job, elapsedMs) {
    const start = elapsedMs();
    const cap = warmupCapMs(job.budgetMs);
    const medians = { baseline: [], candidate: [] };
    const calls = { baseline: 0, candidate: 0 };
    // Start with single calls and grow blocks toward ~1/4 of the measuring block, so slow models warm up quickly
    // and fast ones are not judged on a handful of noisy calls.
    const size = { baseline: 1, candidate: 1 };
    let stable = false;
    for (let block = 0; elapsedMs() - start < cap; block++) {
        const arms = pairs[block % pairs.length];
        for (const arm of ['baseline', 'candidate']) {
            const times = [];
            await timeBlock(arms[arm].session, arms[arm].feeds, size[arm], times);
            calls[arm] += times.length;
            const blockMedian = warmup_median(times);
            medians[arm].push(blockMedian);
            size[arm] = callsPerBlock(blockMedian, job.blockTargetMs / 4);
        }
        stable = elapsedMs() - start >= WARMUP_MIN_MS && hasSettled(medians.baseline) && hasSettled(medians.candidate);
        if (stable)
            break;
    }
    const settled = {
        baseline: warmup_median(medians.baseline.slice(-3)),
        candidate: warmup_median(medians.candidate.slice(-3)),
    };
    // Both arms get the same number of calls per block, sized by the slower one. The first call after a switch
    // finds the other model in the caches; with unequal counts that penalty would weigh more in the arm with
    // fewer calls per block and bias its median (seen: an A/A pair of a 6 ms model at ×0.72 under load).
    const perBlock = measuringCallsPerBlock(Math.max(settled.baseline, settled.candidate), job.blockTargetMs);
    return {
        durationMs: elapsedMs() - start,
        calls,
        stable,
        medianUs: settled,
        callsPerBlock: { baseline: perBlock, candidate: perBlock },
    };
}

;// CONCATENATED MODULE: ./build/src/bench/child/worker.js
// The benchmark child process. It alone loads onnxruntime (a crash, hang or LD_LIBRARY_PATH need stays in
// here), runs both models interleaved, and streams every round to the parent, which owns the budget and the
// statistics. Started by engine.ts with fork(); one job per process.
























let phase = 'start';
async function enter(next) {
    phase = next;
    await send({ type: 'phase', phase: next, elapsedMs: elapsedMs() });
    injectFault(next);
}
const step = (text) => send({ type: 'step', step: text });
async function timed(work) {
    const start = performance.now();
    const value = await work();
    return [value, performance.now() - start];
}
async function runJob(job) {
    await enter('load');
    const resolutionUs = timerResolutionUs();
    const target = { provider: job.executionProvider, deviceId: job.deviceId };
    await send({
        type: 'environment',
        ortVersion: external_onnxruntime_node_namespaceObject.env.versions?.node ?? 'unknown',
        timerResolutionUs: resolutionUs,
        runtimeLibrary: await loadedRuntimeLibrary(),
    });
    await initialiseRuntime(job.threads, target);
    const rssBefore = process.memoryUsage().rss;
    await step('loading the baseline model');
    const [baseline, baselineCreateMs] = await timed(() => loadSession('baseline', job.baseline, job.threads, target));
    await step('loading the candidate model');
    const [candidate, candidateCreateMs] = await timed(() => loadSession('candidate', job.candidate, job.threads, target));
    const signatures = { baseline: readSignature(baseline), candidate: readSignature(candidate) };
    // Sent before the inputs are checked, so the record shows what the models expect when the inputs do not fit.
    await send({ type: 'signatures', ...signatures, warnings: [] });
    const shapes = checkOverrides([...signatures.baseline.inputs, ...signatures.candidate.inputs], job.shapes, job.values);
    const fitted = fitUserInputs(job.userInputs, signatures, { shapes, values: job.values });
    const settings = { shapes: fitted.shapes, values: job.values, seed: job.seed };
    const baselineInputs = synthesizeInputs(signatures.baseline.inputs, { ...settings, given: fitted.given.baseline });
    const candidateInputs = synthesizeInputs(signatures.candidate.inputs, { ...settings, given: fitted.given.candidate });
    const warnings = [...new Set([...baselineInputs.warnings, ...candidateInputs.warnings])];
    await send({ type: 'warnings', warnings });
    const arms = {
        baseline: { session: baseline, feeds: toFeeds(baselineInputs.tensors) },
        candidate: { session: candidate, feeds: toFeeds(candidateInputs.tensors) },
    };
    await enter('cold-start');
    const settled = new Set([
        ...Object.keys(job.values),
        ...Object.keys(fitted.given.baseline ?? {}),
        ...Object.keys(fitted.given.candidate ?? {}),
    ]);
    const inputs = { baseline: baselineInputs.tensors, candidate: candidateInputs.tensors };
    const firstRun = async (arm) => {
        await step(`the ${arm} model's first call`);
        try {
            return (await timed(() => runOnce(arm, arms[arm].session, arms[arm].feeds)))[1];
        }
        catch (error) {
            if (!isUserError(error))
                throw error;
            const other = arm === 'baseline' ? signatures.candidate : signatures.baseline;
            throw new UserError(withHints(error.message, runHints(inputs[arm], settled, warnings, other.inputs)));
        }
    };
    const baselineCold = { createMs: baselineCreateMs, firstRunMs: await firstRun('baseline') };
    const candidateCold = { createMs: candidateCreateMs, firstRunMs: await firstRun('candidate') };
    await send({ type: 'cold-start', baseline: baselineCold, candidate: candidateCold });
    const pairBytes = Math.max(0, process.memoryUsage().rss - rssBefore);
    if (target.provider !== 'cpu') {
        await enter('placement');
        const placement = await profilePlacement(arms, { baseline: job.baseline, candidate: job.candidate }, job.threads, target);
        await send({ type: 'placement', ...placement });
    }
    await enter('agreement');
    await send({ type: 'agreement', result: await checkAgreement(arms, signatures, job, elapsedMs, fitted) });
    // More session pairs (docs/statistics.md, "Session pairs"): the same files, options and inputs, new sessions.
    const pairMs = baselineCold.createMs + baselineCold.firstRunMs + candidateCold.createMs + candidateCold.firstRunMs;
    const modelBytes = (0,external_node_fs_namespaceObject.statSync)(job.baseline).size + (0,external_node_fs_namespaceObject.statSync)(job.candidate).size;
    const plan = planPairs(job.sessionPairs, {
        pairMs,
        pairBytes,
        freeBytes: (0,external_node_os_namespaceObject.freemem)(),
        budgetMs: job.budgetMs,
        modelBytes,
        baseBytes: rssBefore,
    });
    await send({ type: 'pairs', plan });
    const pairs = [arms];
    for (let k = 1; k < plan.count; k++) {
        await step(`loading session pair ${k + 1} of ${plan.count}`);
        pairs.push(await openPair(job, target, arms));
    }
    await enter('warmup');
    const warmup = await warmUp(pairs, job, elapsedMs);
    const waits = runQueueClockFor(job, warmup.medianUs);
    await send({ type: 'warmup', summary: { ...warmup, runQueueWaitsRemoved: waits !== null } });
    refuseTooFast(warmup.medianUs, resolutionUs);
    await enter('measure');
    const cold = { baseline: baselineCold, candidate: candidateCold };
    const wanted = profileAllowanceMs(job.profile.setting, job.budgetMs, cold, warmup.medianUs);
    const warmCalls = (arm) => renewalWarmCalls(warmup.calls[arm], pairs.length, warmup.callsPerBlock[arm]);
    const renewal = plan.renew || plan.grow
        ? pairRenewal(job, target, { baseline: warmCalls('baseline'), candidate: warmCalls('candidate') }, pairMs * plan.count, plan.grow ? plan : undefined)
        : undefined;
    const measured = await measureRounds(pairs, job, warmup.callsPerBlock, wanted, renewal, waits);
    waits?.close();
    if (job.profile.setting !== 'off') {
        if (measured.profile)
            await enter('profile');
        const pass = {
            job,
            pairs: measured.pairs,
            cold,
            medianUs: warmup.medianUs,
            target,
            allowanceMs: measured.allowanceMs,
            elapsedMs: elapsedMs,
        };
        await send({ type: 'profile', result: await profileAfterMeasuring(pass, measured.profile) });
    }
    await send({ type: 'done', reason: measured.reason });
}
/**
 * The run-queue clock when it can take the neighbours' waits out of the calls: with one intra-op thread the JS
 * thread computes the whole call (with more, a preempted helper thread makes this one sleep, which is no wait
 * for a CPU), on the CPU, and for calls long enough to be preempted at all. Both arms are timed the same way.
 */
function runQueueClockFor(job, medianUs) {
    const long = Math.max(medianUs.baseline, medianUs.candidate) >= RUN_QUEUE_MIN_CALL_US;
    return job.threads === 1 && job.executionProvider === 'cpu' && long ? openRunQueueClock() : null;
}
// The same process also serves as a memory child: one model, one probe (docs/matrix.md, "Memory").
onMemoryJob();
onJob((job) => {
    runJob(job).then(() => process.disconnect(), async (error) => {
        const user = isUserError(error);
        // A user error is one sentence already; an internal one gets its first line here and its stack only in
        // debug output, so a bug report has the trace and a user's log does not.
        const text = error instanceof Error ? error.message : String(error);
        const message = user
            ? text
            : `Internal error in the benchmark process during ${phase}: ${text.split('\n')[0]?.trim()}; rerun with debug output (--debug, or ACTIONS_STEP_DEBUG) for the stack trace and report it`;
        const stack = !user && error instanceof Error ? error.stack : undefined;
        await send({ type: 'error', message, user, phase, ...(stack ? { stack } : {}) });
        process.disconnect();
    });
});

