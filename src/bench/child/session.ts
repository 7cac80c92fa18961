import { env, InferenceSession, Tensor } from 'onnxruntime-node';
import type { InputTensor } from '../../models/synthesize.js';
import type { ModelSignature, TensorInfo } from '../../models/signature.js';
import { ARENA_SETTINGS } from '../memory-protocol.js';
import type { Arm, SessionSettings } from '../protocol.js';
import { loadFailure, providerLoadFailure, runFailure } from '../ort-messages.js';
import { CPU_TARGET, executionProviders, type ProviderTarget } from '../../gpu/provider-options.js';

/**
 * Identical options for both models. Spinning is off because two interleaved sessions with spinning threads
 * steal each other's cores (p50 tripled in our measurements); thread counts are explicit so a default that
 * depends on the machine never differs between the arms.
 */
export function sessionOptions(threads: number, target: ProviderTarget = CPU_TARGET): InferenceSession.SessionOptions {
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

type SessionConfig = Record<string, Record<string, string> | string | undefined>;

/** The settings a session gets from these options, for the record; what they leave out is onnxruntime's default. */
export function describeSessionOptions(options: InferenceSession.SessionOptions): SessionSettings {
  const session = (options.extra as { session?: SessionConfig } | undefined)?.session ?? {};
  const spins = (pool: 'intra_op' | 'inter_op') => {
    const value = session[pool];
    return typeof value === 'object' ? value.allow_spinning !== '0' : true;
  };
  return {
    intraOpThreads: options.intraOpNumThreads ?? 0,
    interOpThreads: options.interOpNumThreads ?? 0,
    executionMode: options.executionMode ?? 'sequential',
    graphOptimization: options.graphOptimizationLevel ?? 'all',
    spinning: spins('intra_op') || spins('inter_op'),
    cpuMemArena: options.enableCpuMemArena ?? true,
    memPattern: options.enableMemPattern ?? true,
    prepacking: session.disable_prepacking !== '1',
  };
}

export async function loadSession(
  arm: Arm,
  file: string,
  threads: number,
  target: ProviderTarget = CPU_TARGET,
): Promise<InferenceSession> {
  try {
    return await InferenceSession.create(file, sessionOptions(threads, target));
  } catch (error) {
    throw providerLoadFailure(target, error) ?? loadFailure(arm, file, error, env.versions?.node ?? 'unknown');
  }
}

function tensorInfo(meta: InferenceSession.ValueMetadata): TensorInfo {
  if (!meta.isTensor) return { name: meta.name, type: 'non-tensor', shape: [] };
  return { name: meta.name, type: meta.type, shape: meta.shape.map((d) => (typeof d === 'number' && d < 0 ? '' : d)) };
}

export function readSignature(session: InferenceSession): ModelSignature {
  return { inputs: session.inputMetadata.map(tensorInfo), outputs: session.outputMetadata.map(tensorInfo) };
}

export function toFeeds(tensors: InputTensor[]): Record<string, Tensor> {
  const feeds: Record<string, Tensor> = {};
  for (const t of tensors) feeds[t.name] = new Tensor(t.type, t.data, t.dims);
  return feeds;
}

export async function runOnce(
  arm: Arm,
  session: InferenceSession,
  feeds: Record<string, Tensor>,
): Promise<InferenceSession.OnnxValueMapType> {
  try {
    return await session.run(feeds);
  } catch (error) {
    throw runFailure(arm, error);
  }
}

export interface Arms {
  baseline: { session: InferenceSession; feeds: Record<string, Tensor> };
  candidate: { session: InferenceSession; feeds: Record<string, Tensor> };
}
