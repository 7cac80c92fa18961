import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { ProviderTarget } from '../../gpu/provider-options.js';
import { noWorkModel, type CallTensor } from '../../models/no-work-model.js';
import type { ModelSignature } from '../../models/signature.js';
import { fixedCostCapMs } from '../budget.js';
import type { Arm, FixedCostResult } from '../protocol.js';
import { runOnce, sessionOptions, type Arms } from './session.js';
import { collectGarbage, timeBlock } from './timing.js';

// The fixed cost of a call (docs/benchmark.md, "Fixed cost of a call"): a model with each arm's inputs and outputs
// and no work, made in memory, on the timed sessions' options and feeds, in a short pass of its own between
// warm-up and the rounds, so nothing of it enters a round. Its blocks alternate with blocks of the models
// themselves and each call is timed as the rounds time theirs, so the share compares medians taken under the
// same load (docs/decisions/0121-time-fixed-cost-beside-the-model.md). Whatever stops the pass
// leaves the run as it was.

const ARMS = ['baseline', 'candidate'] as const;
/** Cycles of blocks; with fewer than FEWEST_CYCLES in the time kept, nothing is recorded. */
const CYCLES = 20;
const FEWEST_CYCLES = 5;
/** How long a block aims to run: long enough to settle after the switch, short next to a neighbour's slice. */
const BLOCK_TARGET_US = 1_000;
const WARM_CALLS = 200;
/**
 * Calls at least this long are not timed again: a fixed cost of tens of µs is then a percent or less of them,
 * and warm-up's median is close enough to say so.
 */
const LONG_CALL_US = 2_000;

/** The inputs and outputs of one call as it ran: names, onnxruntime's type names, concrete dims. */
function callTensors(values: Record<string, unknown>, names: readonly string[]): CallTensor[] | string {
  const tensors: CallTensor[] = [];
  for (const name of names) {
    const value = values[name];
    if (!(value instanceof Tensor)) return `'${name}' is not a tensor`;
    tensors.push({ name, type: value.type, dims: value.dims });
  }
  return tensors;
}

async function noWorkBytes(arm: Arm, arms: Arms, signature: ModelSignature): Promise<Uint8Array | string> {
  const sequence = signature.outputs.find((o) => o.type === 'non-tensor');
  if (sequence) return `the ${arm}'s output '${sequence.name}' is a sequence or a map`;
  const { session, feeds } = arms[arm];
  // One call of the model itself gives every output's type and dims, dynamic ones included.
  const outputs = callTensors(await runOnce(arm, session, feeds), session.outputNames);
  if (typeof outputs === 'string') return `the ${arm}'s output ${outputs}`;
  const inputs = callTensors(feeds, Object.keys(feeds));
  if (typeof inputs === 'string') return `the ${arm}'s input ${inputs}`;
  const model = noWorkModel(inputs, outputs);
  return model.bytes ?? `no model without work stands for the ${arm}: ${model.reason}`;
}

interface Timed {
  session: InferenceSession;
  feeds: Record<string, Tensor>;
  /** µs of one call, from warm-up: how many calls make a block, and how long one takes. */
  callUs: number;
  calls: number;
  times: number[];
}

async function warmCallUs(session: InferenceSession, feeds: Record<string, Tensor>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < WARM_CALLS; i++) await session.run(feeds);
  return ((performance.now() - start) * 1000) / WARM_CALLS;
}

const blockCalls = (callUs: number) => Math.max(1, Math.round(BLOCK_TARGET_US / Math.max(callUs, 0.001)));
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? NaN;

export async function measureFixedCost(
  arms: Arms,
  signatures: Record<Arm, ModelSignature>,
  pass: { threads: number; target: ProviderTarget; budgetMs: number; medianUs: Record<Arm, number> },
): Promise<FixedCostResult> {
  const skipped = (reason: string): FixedCostResult => ({ status: 'skipped', reason, us: null, callUs: null });
  if (pass.target.provider !== 'cpu')
    return skipped('measured on the CPU only: on a GPU a call also copies data the model without work never moves');
  const until = performance.now() + fixedCostCapMs(pass.budgetMs);
  const opened: InferenceSession[] = [];
  try {
    const bytes = {} as Record<Arm, Uint8Array>;
    for (const arm of ARMS) {
      const made = await noWorkBytes(arm, arms, signatures[arm]);
      if (typeof made === 'string') return skipped(made);
      bytes[arm] = made;
    }
    const same = Buffer.compare(bytes.baseline, bytes.candidate) === 0;
    const noWork = {} as Record<Arm, Timed>;
    for (const arm of ARMS) {
      if (same && arm === 'candidate') break;
      const session = await InferenceSession.create(bytes[arm], sessionOptions(pass.threads, pass.target));
      opened.push(session);
      const feeds = arms[arm].feeds;
      const callUs = await warmCallUs(session, feeds);
      noWork[arm] = { session, feeds, callUs, calls: blockCalls(callUs), times: [] };
    }
    if (same) noWork.candidate = noWork.baseline;
    const long = Math.max(pass.medianUs.baseline, pass.medianUs.candidate) >= LONG_CALL_US;
    const model = (arm: Arm): Timed => {
      const callUs = pass.medianUs[arm];
      return { ...arms[arm], callUs, calls: blockCalls(callUs), times: [] };
    };
    const models = { baseline: model('baseline'), candidate: model('candidate') };
    const cycle = [
      ...new Set([noWork.baseline, noWork.candidate]),
      ...(long ? [] : [models.baseline, models.candidate]),
    ];
    const cycleMs = cycle.reduce((ms, t) => ms + ((t.calls + 1) * t.callUs) / 1000, 0);
    let cycles = 0;
    for (; cycles < CYCLES && performance.now() + cycleMs < until; cycles++) {
      for (const timed of cycle) {
        collectGarbage('minor');
        // The first call of a block is not timed, as in the rounds: it finds the other session's data in the caches.
        await timeBlock(timed.session, timed.feeds, timed.calls, timed.times, 1);
      }
    }
    if (cycles < FEWEST_CYCLES)
      return skipped(`too few calls fit in the ${fixedCostCapMs(pass.budgetMs).toFixed(0)} ms kept for this pass`);
    const callUs = (arm: Arm) => (long ? pass.medianUs[arm] : median(models[arm].times));
    return {
      status: 'measured',
      reason: null,
      us: { baseline: median(noWork.baseline.times), candidate: median(noWork.candidate.times) },
      callUs: { baseline: callUs('baseline'), candidate: callUs('candidate') },
    };
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300);
    return skipped(`the model without work could not be run: ${why}`);
  } finally {
    for (const session of opened) await session.release().catch(() => undefined);
  }
}
