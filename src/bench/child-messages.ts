import type { AgreementResult } from '../agreement/types.js';
import type { Placement } from '../gpu/placement.js';
import type { ModelSignature } from '../models/signature.js';
import type { ProfilePassResult } from '../profile/pass.js';
import type { MemoryPlacement } from '../environment/memory-placement.js';
import type {
  ChildMessage,
  ColdStart,
  FixedCostResult,
  RoundMessage,
  SessionPairsPlan,
  SessionSettings,
  WarmupSummary,
} from './protocol.js';

export interface BenchOutcome {
  ortVersion?: string;
  timerResolutionUs?: number;
  /** The libonnxruntime the child mapped: with a GPU provider, the private copy beside the provider libraries. */
  runtimeLibrary?: string | null;
  /** Huge pages, the C library and the allocator of the benchmark process, and the options of its sessions. */
  memoryPlacement?: MemoryPlacement;
  sessionSettings?: SessionSettings;
  /** The fixed cost of a call, measured apart from the rounds (absent when the run stopped before it). */
  fixedCost?: FixedCostResult;
  /** Which provider ran each node, from the GPU profiling pass. */
  placement?: { baseline: Placement; candidate: Placement };
  signatures?: { baseline: ModelSignature; candidate: ModelSignature };
  warnings: string[];
  coldStart?: { baseline: ColdStart; candidate: ColdStart };
  agreement?: AgreementResult;
  warmup?: WarmupSummary;
  sessionPairs?: SessionPairsPlan;
  rounds: RoundMessage[];
  /** The per-operator profiling pass after measuring (absent when it was not reached). */
  profile?: ProfilePassResult;
  /** The look (0-based) at which sampling stopped, and why. */
  stoppedAtLook?: number;
  looks?: number;
  stopReason?: 'decided' | 'budget-spent';
  /** `stack` (internal errors only) is for debug output; the record carries the one-line message. */
  error?: {
    message: string;
    kind: 'input' | 'integrity' | 'crash' | 'timeout' | 'internal' | 'interrupted';
    phase: string;
    stack?: string;
  };
  durationMs: number;
}

/** What the parent knows about the child so far: the outcome, and where the child is (for crash messages). */
export interface ChildState {
  outcome: BenchOutcome;
  phase: string;
  /** What the child is doing inside the phase (which model it is loading), when it said. */
  step: string | undefined;
  /** The child said it is done (or failed): from here it only has to exit. */
  finished: boolean;
}

export function initialChildState(): ChildState {
  return { outcome: { warnings: [], rounds: [], durationMs: 0 }, phase: 'start', step: undefined, finished: false };
}

/**
 * One message from the child applied to the parent's state. Pure: it returns a new state and never calls back,
 * so the whole protocol can be tested without a process. A 'look' only records where sampling stands; the
 * engine asks the statistics whether to stop and answers the child.
 */
export function applyChildMessage(state: ChildState, message: ChildMessage): ChildState {
  const outcome = state.outcome;
  const next = (changes: Partial<BenchOutcome>): ChildState => ({ ...state, outcome: { ...outcome, ...changes } });
  switch (message.type) {
    case 'phase':
      return { ...state, phase: message.phase, step: undefined };
    case 'step':
      return { ...state, step: message.step };
    case 'environment':
      return next({
        ortVersion: message.ortVersion,
        timerResolutionUs: message.timerResolutionUs,
        runtimeLibrary: message.runtimeLibrary,
        memoryPlacement: message.memoryPlacement,
        sessionSettings: message.sessionSettings,
      });
    case 'fixed-cost':
      return next({ fixedCost: message.result });
    case 'placement':
      return next({ placement: { baseline: message.baseline, candidate: message.candidate } });
    case 'signatures':
      return next({
        signatures: { baseline: message.baseline, candidate: message.candidate },
        warnings: [...outcome.warnings, ...message.warnings],
      });
    case 'warnings':
      return next({ warnings: [...outcome.warnings, ...message.warnings] });
    case 'cold-start':
      return next({ coldStart: { baseline: message.baseline, candidate: message.candidate } });
    case 'agreement':
      return next({ agreement: message.result });
    case 'profile':
      return next({ profile: message.result });
    case 'warmup':
      return next({ warmup: message.summary });
    case 'pairs':
      return next({ sessionPairs: message.plan });
    case 'round':
      return next({ rounds: outcome.rounds.concat([message.round]) });
    case 'look':
      return next({ stoppedAtLook: message.index, looks: message.of });
    case 'done':
      return { ...next({ stopReason: message.reason }), finished: true };
    case 'error': {
      const kind = message.user ? 'input' : 'internal';
      const error = {
        message: message.message,
        kind,
        phase: message.phase,
        ...(message.stack ? { stack: message.stack } : {}),
      } as const;
      return { ...next({ error }), finished: true };
    }
  }
}
