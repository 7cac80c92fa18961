import type { InferenceSession } from 'onnxruntime-node';
import type { ExecutionProvider } from '../inputs/config.js';

export interface ProviderTarget {
  provider: ExecutionProvider;
  deviceId: number;
}

export const CPU_TARGET: ProviderTarget = { provider: 'cpu', deviceId: 0 };

/**
 * The execution providers for a session. The Node binding reads only `deviceId` from the CUDA and TensorRT
 * options. TensorRT is followed by CUDA so that nodes TensorRT does not take run on the GPU, not the CPU;
 * 'cpu' comes last in every list because onnxruntime places on it what no GPU provider claims (that is
 * node placement only: a GPU provider that fails to load fails the session, it never falls back).
 */
export function executionProviders(target: ProviderTarget): InferenceSession.ExecutionProviderConfig[] {
  const cuda = { name: 'cuda', deviceId: target.deviceId } as const;
  if (target.provider === 'cuda') return [cuda, 'cpu'];
  if (target.provider === 'tensorrt') return [{ name: 'tensorrt', deviceId: target.deviceId }, cuda, 'cpu'];
  return ['cpu'];
}
