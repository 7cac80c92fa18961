import { UserError } from '../errors.js';
import type { Arm } from './protocol.js';

// onnxruntime's errors are written for its developers: a source path, a C++ signature, then the reason, all
// on one long line. Users get the reason, and for the failures they can fix by re-exporting (too new an IR
// or opset, an operator the runtime lacks) a sentence that says what to do.

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
