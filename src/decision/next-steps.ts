import { byteChange, duration, percent, percentChange } from '../format.js';
import { agreementAdvice, signatureFailed } from './agreement-advice.js';
import type { RecordFacts } from './facts.js';
import type { FailKind } from './fail-on.js';

// What went wrong in a record and the one step that helps, worst first: the parts the outcome line is made of.

export interface Problem {
  kind: FailKind;
  /** 'p50 regression (+12.0 %)': plain text, each renderer escapes it. */
  what: string;
  next: string;
}

/** Why a run ended in an error and what to do about it. */
export function errorProblem(record: RecordFacts, maxDurationMs: number): { what: string; next: string } {
  const error = record.error;
  const rounds = record.sampling.rounds;
  if (error?.phase === 'output')
    return { what: 'the record could not be written', next: "set 'report-path' to a writable file" };
  switch (error?.kind) {
    case 'input':
      return {
        what: 'a mistake in the settings, inputs or models stopped it',
        next: 'fix what the error names and run again',
      };
    case 'timeout':
      return {
        what: 'the benchmark outran its budget',
        next: `raise 'max-duration' (it was ${duration(maxDurationMs)}), or find the call that does not return`,
      };
    case 'interrupted':
      return {
        what: `interrupted by a signal${rounds ? ` (${rounds} rounds kept in the record)` : ''}`,
        next: 'run it again and let it finish',
      };
    case 'integrity':
      return {
        what: 'a file this runner loads is not the one its hash says, so nothing in it was loaded',
        next: 'find out what changed the file the error names before trusting this runner again',
      };
    case 'crash':
      return {
        what: 'the benchmark process crashed',
        next: "rerun with debug output (--debug, or ACTIONS_STEP_DEBUG) to see onnxruntime's log",
      };
    default:
      return {
        what: 'an internal error',
        next: 'rerun with debug output (--debug, or ACTIONS_STEP_DEBUG) and report it',
      };
  }
}

/**
 * What the record shows that some `fail-on` would fail, each with the step that helps. `maxDurationMs` is the
 * budget the user set (a matrix cell's record holds only its share of it).
 */
export function problems(record: RecordFacts, maxDurationMs: number): Problem[] {
  const out: Problem[] = [];
  const a = record.agreement;
  if (a.verdict === 'fail')
    out.push({
      kind: 'agreement',
      what: signatureFailed(a) ? "the models' inputs or outputs changed" : 'the outputs disagree',
      next: agreementAdvice(a),
    });
  const l = record.latency;
  for (const name of ['p50', 'p95'] as const) {
    const m = l?.[name];
    if (m?.verdict === 'regression')
      out.push({
        kind: 'regression',
        what: `${name} regression (${percentChange(m.ratio)})`,
        next: `if the slowdown is accepted, raise '${name}-threshold' above ${percentChange(m.ratio).replace('+', '')}; otherwise find what made the candidate slower`,
      });
  }
  const memory = record.memory;
  if (memory?.verdict === 'regression' && memory.threshold !== null) {
    const grew = [memory.inference, memory.creation, memory.device?.inference, memory.device?.creation].find(
      (c) => c?.verdict === 'regression',
    );
    out.push({
      kind: 'memory',
      what: `peak memory ${grew ? `${byteChange(grew.changeBytes)} ` : ''}past the ${percent(memory.threshold)} memory threshold`,
      next: "if the growth is accepted, raise 'memory-threshold'; otherwise find what the candidate holds more of (the memory table shows creation and inference apart)",
    });
  }
  for (const name of ['p50', 'p95'] as const) {
    const m = l?.[name];
    if (m?.verdict === 'inconclusive')
      out.push({
        kind: m.suspected === 'regression' ? 'suspected-regression' : 'inconclusive',
        what: m.suspected === 'regression' ? `${name} undecided, a regression suspected` : `${name} undecided`,
        // Too few session pairs are not mended by time (stats/few-pairs.ts).
        next: m.fewPairs
          ? `set 'session-pairs' to ${m.fewPairs.atLeast === null ? "'auto'" : `at least ${m.fewPairs.atLeast} or 'auto'`}: with ${m.fewPairs.pairs} session pair${m.fewPairs.pairs === 1 ? '' : 's'} the between-pair spread cannot be estimated well enough to decide`
          : `rerun with a longer 'max-duration' (it was ${duration(maxDurationMs)}), or measure this runner with 'mode: calibrate' for its own noise floor`,
      });
  }
  return out;
}
