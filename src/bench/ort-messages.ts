import { UserError } from '../errors.js';
import type { ProviderTarget } from '../gpu/provider-options.js';
import type { Arm } from './protocol.js';

// onnxruntime's errors are written for its developers: a source path, a C++ signature, then the reason, all
// on one long line. Users get the reason, and for the failures they can fix by re-exporting (too new an IR
// or opset, an operator the runtime lacks) a sentence that says what to do. Both sides of the process
// boundary use these words: the child for what the runtime threw, the parent for what it logged to stderr.

/** Strips '/onnxruntime_src/…/file.cc:123 <C++ signature>(…) ' prefixes and the 'Load model from X failed:' envelope. */
export function runtimeMessage(error: unknown): string {
  let text = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  text = text.replace(/^Load model from .*? failed: ?/, '');
  for (;;) {
    const at = /(?:\/onnxruntime_src\/|[A-Za-z]:\\)\S+:\d+ /.exec(text) ?? /\b[\w.]+\.(?:cc|cpp|h):\d+ /.exec(text);
    if (!at) break;
    text = text.slice(0, at.index) + skipSignature(text.slice(at.index + at[0].length));
  }
  return text.length > 400 ? `${text.slice(0, 397)}...` : text;
}

/** After 'file.cc:123 ' comes a C++ signature ending in its balanced ')' (maybe ' const [with T = …]'), or a bare name. */
function skipSignature(rest: string): string {
  if (!/^[\w:<>,*&~ ]*::[\w<>~]*\(/.test(rest)) return rest.replace(/^\w+ (?=\S)/, '');
  let depth = 0;
  for (let i = rest.indexOf('('); i < rest.length; i++) {
    if (rest[i] === '(') depth++;
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
export function loadFailure(arm: Arm, file: string, error: unknown, ortVersion: string): UserError {
  const reason = runtimeMessage(error);
  const model = `The ${arm} model '${file}'`;
  const ir = /Unsupported model IR version: (\d+), max supported IR version: (\d+)/.exec(reason);
  if (ir) {
    return new UserError(
      `${model} has ONNX IR version ${ir[1]}, but onnxruntime ${ortVersion} reads at most IR version ${ir[2]}; save it with an older onnx package (or a runtime that supports it)`,
    );
  }
  const opset = /Opset (\d+) is under development.*Current official support for domain (\S+) is till opset (\d+)/.exec(
    reason,
  );
  if (opset) {
    return new UserError(
      `${model} uses opset ${opset[1]} of ${opset[2]}, but onnxruntime ${ortVersion} supports up to opset ${opset[3]}; export it with opset_version=${opset[3]} or lower`,
    );
  }
  const unregistered =
    /(?:([\w.]+):)?(\w+)\(-?\d+\) is not a registered function\/op|No Op registered for (\w+) with domain_version of (\d+)/.exec(
      reason,
    );
  if (unregistered) {
    const op = unregistered[2] ?? unregistered[3];
    const domain = unregistered[1] ? ` from domain '${unregistered[1]}'` : '';
    return new UserError(
      `${model} uses the operator '${op}'${domain}, which onnxruntime ${ortVersion} does not implement (a custom op, or one from a newer opset); export it without custom ops or with a supported opset`,
    );
  }
  if (/Protobuf parsing failed/.test(reason)) {
    return new UserError(
      `${model} could not be parsed by onnxruntime (Protobuf parsing failed): the file is damaged, or it nests subgraphs (If/Loop/Scan) deeper than protobuf's limit; export it again`,
    );
  }
  return new UserError(`${model} could not be loaded by onnxruntime: ${reason}`);
}

/** A run that threw: onnxruntime's reason, quoted. */
export function runFailure(arm: Arm, error: unknown): UserError {
  return new UserError(`The ${arm} model failed when run: ${runtimeMessage(error)}`);
}

const ORT_LOG_HINT = "rerun with debug output for onnxruntime's log";

/**
 * The child cannot see its own stderr, where onnxruntime logs why a provider failed (a missing symbol, the
 * file it tried): the parent, which can, puts the last logged error in place of the hint to look for it.
 */
export function withOrtLog(message: string, stderr: string): string {
  if (!message.endsWith(ORT_LOG_HINT)) return message;
  const logged = stderr
    .split('\n')
    .filter((l) => l.includes('[E:onnxruntime'))
    .at(-1);
  if (!logged) return message;
  const text = runtimeMessage(
    logged.replace(/\x1b\[[0-9;]*m/g, '').replace(/^.*?\[E:onnxruntime[^\]]*\]\s*/, ''),
  ).replace(/"/g, "'");
  return `${message.slice(0, -ORT_LOG_HINT.length)}onnxruntime's log says: "${text}"`;
}

/**
 * onnxruntime's own words when a GPU provider cannot start after preflight passed (a library that loads but
 * fails to initialise, an out-of-memory device, a device busy in exclusive mode): kept, with what to check.
 * Returns undefined for errors that are about the model, which the model messages explain better.
 */
export function providerLoadFailure(target: ProviderTarget, error: unknown): UserError | undefined {
  if (target.provider === 'cpu') return undefined;
  const reason = runtimeMessage(error);
  if (!/shared library|providers_(cuda|tensorrt|shared)|CUDA|cuDNN|TensorRT|cudaError|CUBLAS|device/i.test(reason))
    return undefined;
  return new UserError(
    `onnxruntime could not start the ${target.provider === 'tensorrt' ? 'TensorRT' : 'CUDA'} provider on GPU ${target.deviceId} (${reason}), although preflight found the driver and libraries; check that the provider libraries are the bundled onnxruntime version's own and the GPU is free; ${ORT_LOG_HINT}`,
  );
}
