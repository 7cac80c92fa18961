import { byteChange, duration, percentChange, settingPercent } from '../format.js';
import { agreementAdvice, signatureFailed, toleranceAcceptance } from './agreement-advice.js';
import type { AcceptanceFacts, MetricFacts, RecordFacts } from './facts.js';
import type { FailKind } from './fail-on.js';
import { DEFAULT_ACCEPT_FILE } from '../inputs/acceptance.js';

// What went wrong in a record and the one step that helps, worst first: the parts the outcome line is made of.

export interface Problem {
  kind: FailKind;
  /** 'p50 regression (+12.0 %)': plain text, each renderer escapes it. */
  what: string;
  next: string;
  /** What an acceptance of this change would set, so several problems' acceptances become one entry. */
  accept?: AcceptPart;
}

/** One problem's share of an acceptance entry: its settings, what they let through, the fix if not intended. */
interface AcceptPart {
  settings: string[];
  lets: string;
  otherwise: string;
  /** Where the entry goes: "the entry for 'models/a.onnx' under 'accept:' in '.github/…'". */
  entry: string;
}

/**
 * The steps of several problems as one, worst first: the changes an acceptance can cover in one entry of the
 * accept file (every failing metric and tolerance together, so one edit passes the run), then each other step.
 */
export function nextOf(found: readonly Problem[]): string {
  const parts = found.flatMap((p) => (p.accept ? [p.accept] : []));
  const settings = [...new Set(parts.flatMap((p) => p.settings))];
  const [first] = parts;
  const accept = first
    ? `if ${parts.length > 1 ? 'these changes are' : 'the change is'} intended, accept ${parts.length > 1 ? 'them' : 'it'} for this model only with ${settings.join(', ')} and a reason in ${first.entry} (the smallest that pass this run: ${[...new Set(parts.map((p) => p.lets))].join('; ')}), reviewed with this pull request; otherwise ${[...new Set(parts.map((p) => p.otherwise))].join(' and ')}`
    : '';
  const others = found.filter((p) => !p.accept).map((p) => p.next);
  return [...new Set([accept, ...others].filter(Boolean))].join('; and ');
}

/** Whether the noise floor came from a calibrated noise profile, so calibrating again is no advice. */
function calibrated(record: RecordFacts): boolean {
  const source = record.settings.noiseFloor?.source;
  return source !== undefined && source !== 'built-in default';
}

/**
 * The smallest whole-percent slowdown under which this record's interval passes: its upper end with the noise
 * floor's margin (the pass band is the threshold less the floor, src/stats/verdict.ts), never the estimate.
 */
export function acceptableBound(m: Pick<MetricFacts, 'ci' | 'noiseFloor'>): number {
  return (Math.floor((m.ci[1] * (1 + m.noiseFloor) - 1) * 100 + 1e-9) + 1) / 100;
}

/** Where a model's acceptance goes: its entry in the run's accept file. */
function acceptEntry(record: RecordFacts): string {
  const file = record.acceptance?.file ?? record.settings.acceptFile ?? DEFAULT_ACCEPT_FILE;
  const model = record.acceptance?.model ?? record.models?.candidate.path ?? 'the model';
  return `the entry for '${model}' under 'accept:' in '${file}'`;
}

/** 'p50 regression (+15.3%)', and by how much it went past a bound that was accepted for it. */
function regressionWhat(name: 'p50' | 'p95', m: MetricFacts, acceptance: AcceptanceFacts | null | undefined): string {
  const accepted = acceptance?.honored ? acceptance[name] : null;
  const base = `${name} regression (${percentChange(m.ratio)})`;
  if (accepted === null || accepted === undefined) return base;
  const beyond = ((m.ratio - 1 - accepted) * 100).toFixed(1);
  return `${base}, ${beyond} points beyond the accepted +${settingPercent(accepted)}`;
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
  const entry = acceptEntry(record);
  // The tolerances that would pass the outputs, as part of an acceptance entry, where tolerances should.
  const fix = toleranceAcceptance(a);
  if (a.verdict === 'fail')
    out.push({
      kind: 'agreement',
      what: signatureFailed(a) ? "the models' inputs or outputs changed" : 'the outputs disagree',
      next: agreementAdvice(a, entry),
      ...(fix
        ? { accept: { settings: fix.settings, lets: fix.lets.join(', '), otherwise: 'fix the export', entry } }
        : {}),
    });
  const l = record.latency;
  const regressed = (['p50', 'p95'] as const).filter((n) => l?.[n].verdict === 'regression');
  // The acceptance of every regressed metric at once, with bounds from the intervals; a threshold is never the
  // first advice, since raising it loosens the gate for every later pull request.
  const accept: AcceptPart | undefined =
    l && regressed.length
      ? {
          settings: regressed.map((n) => `'${n}: +${Math.round(acceptableBound(l[n]) * 100)}%'`),
          lets: "the intervals' upper ends with the noise floor",
          otherwise: 'find what made the candidate slower',
          entry,
        }
      : undefined;
  for (const name of regressed) {
    const m = l?.[name];
    if (m && accept)
      out.push({
        kind: 'regression',
        what: regressionWhat(name, m, record.acceptance),
        next: nextOf([{ kind: 'regression', what: '', next: '', accept }]),
        accept,
      });
  }
  const memory = record.memory;
  if (memory?.verdict === 'regression' && memory.threshold !== null) {
    const grew = [memory.inference, memory.creation, memory.device?.inference, memory.device?.creation].find(
      (c) => c?.verdict === 'regression',
    );
    out.push({
      kind: 'memory',
      what: `peak memory ${grew ? `${byteChange(grew.changeBytes)} ` : ''}past the ${settingPercent(memory.threshold)} memory threshold`,
      next: "find what the candidate holds more of (the memory table shows creation and inference apart); if the growth is intended, say so in the pull request and raise 'memory-threshold' there, knowing it then holds every later model to the looser bound",
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
          ? `set 'session-pairs' to ${m.fewPairs.atLeast === null ? "'auto'" : `at least ${m.fewPairs.atLeast} or 'auto'`}: with ${m.fewPairs.pairs} session pair${m.fewPairs.pairs === 1 ? '' : 's'} the run cannot tell how much sessions of one model differ, so it cannot decide`
          : `rerun with a longer 'max-duration' (it was ${duration(maxDurationMs)})${calibrated(record) ? '' : ", or measure this runner with 'mode: calibrate' for its own noise floor"}`,
      });
  }
  return out;
}
