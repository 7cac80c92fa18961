import { runtimeMessage } from './runtime-errors.js';
import { UserError } from '../errors.js';
import type { ProviderTarget } from '../gpu/provider-options.js';

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
