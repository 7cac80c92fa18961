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

;// CONCATENATED MODULE: external "onnxruntime-node"
var x = (y) => {
	var x = {}; __nccwpck_require__.d(x, y); return x
} 
var y = (x) => (() => (x))
const external_onnxruntime_node_namespaceObject = x({ ["InferenceSession"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.InferenceSession), ["Tensor"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.Tensor), ["env"]: () => (__WEBPACK_EXTERNAL_MODULE_onnxruntime_node_6a60201e__.env) });
;// CONCATENATED MODULE: ./build/src/inputs/errors.js
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

;// CONCATENATED MODULE: ./build/src/bench/channel.js
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
function onJob(handler) {
    process.on('message', (message) => {
        if (message.type === 'look-result') {
            pendingLook?.(message.stop);
            pendingLook = undefined;
        }
        else {
            handler(message.job);
        }
    });
}

;// CONCATENATED MODULE: ./build/src/models/check-overrides.js

/**
 * `input-shapes` and `input-values` may only name inputs and dims that one of the two models has: a typo would
 * otherwise be ignored silently and the gate would measure something other than what the user asked for.
 */
function checkOverrides(inputs, shapes, values) {
    const inputNames = new Set(inputs.map((i) => i.name));
    const dimNames = new Set(inputs.flatMap((i) => i.shape.filter((d) => typeof d === 'string' && d !== '')));
    const known = [...inputNames].map((n) => `'${n}'`).join(', ');
    for (const name of Object.keys(shapes.byInput)) {
        if (!inputNames.has(name))
            throw new UserError(`'input-shapes' names input '${name}', which neither model has; the inputs are ${known}`);
    }
    for (const name of Object.keys(shapes.byDim)) {
        if (!dimNames.has(name)) {
            const dims = dimNames.size > 0 ? `the named dynamic dims are ${[...dimNames].map((d) => `'${d}'`).join(', ')}` : 'the models have no named dynamic dims';
            throw new UserError(`'input-shapes' names dim '${name}', which no input has; ${dims} (use 'input=AxB' to set a whole shape)`);
        }
    }
    for (const name of Object.keys(values)) {
        if (!inputNames.has(name))
            throw new UserError(`'input-values' names input '${name}', which neither model has; the inputs are ${known}`);
    }
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
function allocate(type, size) {
    switch (type) {
        case 'float32': return new Float32Array(size);
        case 'float64': return new Float64Array(size);
        case 'float16': return new Uint16Array(size); // onnxruntime-node takes float16 as raw bits on Node 20
        case 'int8': return new Int8Array(size);
        case 'uint8':
        case 'bool': return new Uint8Array(size);
        case 'int16': return new Int16Array(size);
        case 'uint16': return new Uint16Array(size);
        case 'int32': return new Int32Array(size);
        case 'uint32': return new Uint32Array(size);
        case 'int64': return new BigInt64Array(size);
        case 'uint64': return new BigUint64Array(size);
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

;// CONCATENATED MODULE: ./build/src/models/signature.js
// What a model says about its inputs and outputs, as onnxruntime-node reports it: named dynamic dims come back
// as their name, unnamed ones as '' (DESIGN §3). Plain data so it can cross the child-process boundary.
/** Dtypes onnxruntime-node can take as input tensors from JavaScript (string is readable but not synthesizable). */
const SYNTHESIZABLE_TYPES = [
    'float32', 'float64', 'float16', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64', 'bool',
];
function isSynthesizable(type) {
    return SYNTHESIZABLE_TYPES.includes(type);
}
function formatShape(shape) {
    if (shape.length === 0)
        return 'scalar';
    return `[${shape.map((d) => (d === '' ? '?' : String(d))).join(', ')}]`;
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
    declared.forEach((dim, i) => {
        if (typeof dim === 'number' && dim > 0) {
            dims.push(dim);
        }
        else if (typeof dim === 'string' && dim !== '') {
            const size = overrides.byDim[dim];
            if (size === undefined) {
                throw new UserError(`Input '${input.name}' has a dynamic dim '${dim}' (shape ${formatShape(declared)}) with no size; set 'input-shapes' to '${dim}=N' or '${input.name}=${declared.map((d) => (typeof d === 'number' && d > 0 ? d : 'N')).join('x')}'`);
            }
            dims.push(size);
        }
        else {
            dims.push(1);
            defaultedDims.push(i);
        }
    });
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
    const numeric = text === 'true' ? 1 : text === 'false' ? 0 : text === 'nan' ? NaN : text === 'inf' ? Infinity : text === '-inf' ? -Infinity : Number(text);
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
/** Builds one seeded set of input tensors for a model's inputs; `sample` varies the data (0 = timing inputs). */
function synthesizeInputs(inputs, settings) {
    const warnings = [];
    const tensors = inputs.map((input) => {
        if (!isSynthesizable(input.type)) {
            throw new UserError(`Input '${input.name}' has type ${input.type}, which latency-gate cannot synthesize; gate a model whose inputs are numeric or bool tensors, or provide the input with 'inputs'`);
        }
        const { dims, defaultedDims } = resolveShape(input, settings.shapes);
        if (defaultedDims.length > 0) {
            warnings.push(`Input '${input.name}' has unnamed dynamic dims at position ${defaultedDims.join(', ')} (shape ${formatShape(input.shape)}); they were set to 1. Set 'input-shapes' to '${input.name}=${dims.join('x')}' to choose other sizes.`);
        }
        const size = dims.reduce((a, b) => a * b, 1);
        const data = allocate(input.type, size);
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
        }
        return { name: input.name, type: input.type, dims, data };
    });
    return { tensors, warnings };
}

;// CONCATENATED MODULE: ./build/src/bench/session.js


/**
 * Identical options for both models. Spinning is off because two interleaved sessions with spinning threads
 * steal each other's cores (p50 tripled in our measurements); thread counts are explicit so a default that
 * depends on the machine never differs between the arms.
 */
function sessionOptions(threads) {
    return {
        executionProviders: ['cpu'],
        intraOpNumThreads: threads,
        interOpNumThreads: 1,
        executionMode: 'sequential',
        graphOptimizationLevel: 'all',
        extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
    };
}
/** onnxruntime's messages are long and multi-line; the first line says what went wrong. */
function runtimeMessage(error) {
    const text = error instanceof Error ? error.message : String(error);
    return text.split('\n')[0]?.trim().replace(/\s+/g, ' ').slice(0, 400) ?? text;
}
async function loadSession(arm, file, threads) {
    try {
        return await external_onnxruntime_node_namespaceObject.InferenceSession.create(file, sessionOptions(threads));
    }
    catch (error) {
        throw new UserError(`The ${arm} model '${file}' could not be loaded by onnxruntime: ${runtimeMessage(error)}`);
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
        throw new UserError(`The ${arm} model failed when run: ${runtimeMessage(error)}`);
    }
}

;// CONCATENATED MODULE: ./build/src/bench/runtime-warm.js


// A one-node Identity model (float32 [1, 16]), made by test/fixtures/onnx. The first InferenceSession.create in
// a process also initialises onnxruntime's environment (thread pools, logging, allocators); loading and running this first
// keeps that one-off cost out of whichever model would otherwise be created first, so cold-start numbers of
// the two models are comparable.
const IDENTITY_MODEL_BASE64 = 'CAgSFWxhdGVuY3ktZ2F0ZS1maXh0dXJlcxoBMTpgCiEKBWlucHV0EgZvdXRwdXQaBm91dHB1dCIISWRlbnRpdHkSCGlkZW50aXR5WhcKBWlucHV0Eg4KDAgBEggKAggBCgIIEGIYCgZvdXRwdXQSDgoMCAESCAoCCAEKAggQQgQKABAR';
async function initialiseRuntime(threads) {
    const session = await external_onnxruntime_node_namespaceObject.InferenceSession.create(Buffer.from(IDENTITY_MODEL_BASE64, 'base64'), sessionOptions(threads));
    // The first run in a process also pays one-off costs (kernel registries, allocator growth).
    await session.run({ input: new external_onnxruntime_node_namespaceObject.Tensor('float32', new Float32Array(16), [1, 16]) });
    await session.release();
}

;// CONCATENATED MODULE: ./build/src/bench/timing.js
/**
 * The timed loop. Nothing but the call sits between the two clock reads, and the only other work is one
 * bigint subtraction and an array push, so the harness adds well under the ~2 µs per call budget
 * (npm run bench:overhead compares it with a bare `await session.run()` loop).
 */
async function timeBlock(session, feeds, calls, out) {
    for (let i = 0; i < calls; i++) {
        const start = process.hrtime.bigint();
        await session.run(feeds);
        out.push(Number(process.hrtime.bigint() - start) / 1000);
    }
}
/** The smallest step the monotonic clock shows, in µs: models must be much slower than this to be timed per call. */
function timerResolutionUs() {
    let smallest = Infinity;
    for (let i = 0; i < 2000; i++) {
        const a = process.hrtime.bigint();
        let b = process.hrtime.bigint();
        while (b === a)
            b = process.hrtime.bigint();
        smallest = Math.min(smallest, Number(b - a));
    }
    return smallest / 1000;
}

;// CONCATENATED MODULE: ./build/src/bench/warmup.js
// Warm-up ends on stability, not a fixed count: caches, the allocator and CPU frequency settle at different
// speeds on different machines. Pure helpers; the worker feeds them block medians as they come.
const WARMUP_MIN_MS = 300;
const WARMUP_MIN_BLOCKS = 6;
/** Two consecutive windows of block medians must agree this closely for each model. */
const WARMUP_TOLERANCE = 0.03;
const WINDOW = 3;
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
/** True when the last two windows of block medians differ by less than the tolerance: no trend left. */
function hasSettled(blockMedians) {
    if (blockMedians.length < WARMUP_MIN_BLOCKS)
        return false;
    const recent = median(blockMedians.slice(-WINDOW));
    const before = median(blockMedians.slice(-2 * WINDOW, -WINDOW));
    return Math.abs(recent - before) / before < WARMUP_TOLERANCE;
}
/** The warm-up cap: a fifth of the budget, at most 10 s, so a noisy runner still leaves time to measure. */
function warmupCapMs(budgetMs) {
    return Math.min(10_000, Math.max(WARMUP_MIN_MS, budgetMs * 0.2));
}
/** Calls per block so each block lasts about `targetMs`: long enough to amortise the switch, short enough for many rounds. */
function callsPerBlock(medianUs, targetMs) {
    return Math.max(1, Math.min(100_000, Math.round((targetMs * 1000) / Math.max(medianUs, 1e-3))));
}

;// CONCATENATED MODULE: ./build/src/bench/warmup-run.js


/**
 * Alternates short blocks of both models until the block medians of each stop trending (with a floor and a
 * cap), then sizes the measuring blocks from the settled medians.
 */
async function warmUp(arms, job, elapsedMs) {
    const start = elapsedMs();
    const cap = warmupCapMs(job.budgetMs);
    const medians = { baseline: [], candidate: [] };
    const calls = { baseline: 0, candidate: 0 };
    // Start with single calls and grow blocks toward ~1/4 of the measuring block, so slow models warm up quickly
    // and fast ones are not judged on a handful of noisy calls.
    const size = { baseline: 1, candidate: 1 };
    let stable = false;
    while (elapsedMs() - start < cap) {
        for (const arm of ['baseline', 'candidate']) {
            const times = [];
            await timeBlock(arms[arm].session, arms[arm].feeds, size[arm], times);
            calls[arm] += times.length;
            const blockMedian = median(times);
            medians[arm].push(blockMedian);
            size[arm] = callsPerBlock(blockMedian, job.blockTargetMs / 4);
        }
        stable = elapsedMs() - start >= WARMUP_MIN_MS && hasSettled(medians.baseline) && hasSettled(medians.candidate);
        if (stable)
            break;
    }
    const settled = {
        baseline: median(medians.baseline.slice(-3)),
        candidate: median(medians.candidate.slice(-3)),
    };
    return {
        durationMs: elapsedMs() - start,
        calls,
        stable,
        medianUs: settled,
        callsPerBlock: {
            baseline: callsPerBlock(settled.baseline, job.blockTargetMs),
            candidate: callsPerBlock(settled.candidate, job.blockTargetMs),
        },
    };
}

;// CONCATENATED MODULE: ./build/src/bench/measure.js




/** Time kept back at the end of the budget for the last round, the final analysis and writing the report. */
function reserveMs(budgetMs) {
    return Math.min(5_000, Math.max(500, budgetMs * 0.05));
}
/** Look times (ms since the child started): evenly over the measuring window, none before min-duration. */
function lookTimes(windowStart, windowEnd, minDurationMs, looks) {
    const earliest = Math.min(windowEnd, windowStart + minDurationMs);
    const times = Array.from({ length: looks }, (_, k) => windowStart + ((windowEnd - windowStart) * (k + 1)) / looks);
    return [...new Set(times.map((t) => Math.max(t, earliest)))];
}
/**
 * Rounds of one baseline block and one candidate block in a seeded random order (AB or BA), so drift and
 * neighbours hit both arms alike. At each look the parent analyses the rounds so far and may stop early.
 */
async function measureRounds(arms, job, calls) {
    const windowStart = elapsedMs();
    const windowEnd = job.budgetMs - reserveMs(job.budgetMs);
    if (windowEnd - windowStart < Math.min(job.minDurationMs, 1000)) {
        throw new UserError(`'max-duration' (${job.budgetMs / 1000}s) is too short: loading and warm-up took ${(windowStart / 1000).toFixed(1)}s and left no time to measure; raise 'max-duration'`);
    }
    const looks = lookTimes(windowStart, windowEnd, job.minDurationMs, job.looks);
    const rng = createRng(job.seed ^ 0x5bd1e995);
    let look = 0;
    while (look < looks.length) {
        const order = rng.next() < 0.5 ? 'AB' : 'BA';
        const round = { order, baseline: [], candidate: [] };
        const sequence = order === 'AB' ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
        for (const arm of sequence)
            await timeBlock(arms[arm].session, arms[arm].feeds, calls[arm], round[arm]);
        await send({ type: 'round', round });
        const now = elapsedMs();
        if (now >= (looks[look] ?? Infinity)) {
            const stop = await askParent(look, looks.length);
            if (stop)
                return 'decided';
            look++;
            // A slow analysis must not push later looks past the window: skip looks whose time has already passed.
            while (look < looks.length - 1 && elapsedMs() >= (looks[look] ?? Infinity))
                look++;
        }
    }
    return 'budget-spent';
}

;// CONCATENATED MODULE: ./build/src/bench/worker.js
// The benchmark child process. It alone loads onnxruntime (a crash, hang or LD_LIBRARY_PATH need stays in
// here), runs both models interleaved, and streams every round to the parent, which owns the budget and the
// statistics. Started by engine.ts with fork(); one job per process.










let phase = 'start';
async function enter(next) {
    phase = next;
    await send({ type: 'phase', phase: next, elapsedMs: elapsedMs() });
}
async function timed(work) {
    const start = performance.now();
    const value = await work();
    return [value, performance.now() - start];
}
async function runJob(job) {
    await enter('load');
    await send({ type: 'environment', ortVersion: external_onnxruntime_node_namespaceObject.env.versions?.node ?? 'unknown', timerResolutionUs: timerResolutionUs() });
    await initialiseRuntime(job.threads);
    const [baseline, baselineCreateMs] = await timed(() => loadSession('baseline', job.baseline, job.threads));
    const [candidate, candidateCreateMs] = await timed(() => loadSession('candidate', job.candidate, job.threads));
    const signatures = { baseline: readSignature(baseline), candidate: readSignature(candidate) };
    checkOverrides([...signatures.baseline.inputs, ...signatures.candidate.inputs], job.shapes, job.values);
    const settings = { shapes: job.shapes, values: job.values, seed: job.seed };
    const baselineInputs = synthesizeInputs(signatures.baseline.inputs, settings);
    const candidateInputs = synthesizeInputs(signatures.candidate.inputs, settings);
    const warnings = [...new Set([...baselineInputs.warnings, ...candidateInputs.warnings])];
    await send({ type: 'signatures', ...signatures, warnings });
    const arms = {
        baseline: { session: baseline, feeds: toFeeds(baselineInputs.tensors) },
        candidate: { session: candidate, feeds: toFeeds(candidateInputs.tensors) },
    };
    await enter('cold-start');
    const firstRun = async (arm) => (await timed(() => runOnce(arm, arms[arm].session, arms[arm].feeds)))[1];
    const baselineCold = { createMs: baselineCreateMs, firstRunMs: await firstRun('baseline') };
    const candidateCold = { createMs: candidateCreateMs, firstRunMs: await firstRun('candidate') };
    await send({ type: 'cold-start', baseline: baselineCold, candidate: candidateCold });
    await enter('warmup');
    const warmup = await warmUp(arms, job, elapsedMs);
    await send({ type: 'warmup', summary: warmup });
    await enter('measure');
    const reason = await measureRounds(arms, job, warmup.callsPerBlock);
    await send({ type: 'done', reason });
}
onJob((job) => {
    runJob(job).then(() => process.disconnect(), async (error) => {
        const user = isUserError(error);
        const message = user ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
        await send({ type: 'error', message, user, phase });
        process.disconnect();
    });
});

