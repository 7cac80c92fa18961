import { byteChange, duration, percent, percentChange } from '../format.js';
import { countPhrase, notCompared } from './changed-models.js';
import { exitCodeFor, type RunRecord } from './run-record.js';
import type { ReportRecord } from './schema.js';

// The last line of every report (terminal, job summary, PR comment): whether the gate failed or passed, the
// exit code, and the one next step that helps, worked out from the record alone and consistent with its
// `fail-on` (docs/publishing.md, "Outcome line"). The verdict word says what was measured; this line says what
// happened to the step, so an INCONCLUSIVE that exits 0 or one that fails on disagreeing outputs is plain.

export interface Outcome {
  failed: boolean;
  exitCode: 0 | 1 | 2;
  /** 'Outcome: failed (exit code 1): p50 regression. Next: …' Plain text: each renderer escapes it. */
  line: string;
}

function failOnOf(record: ReportRecord): string[] {
  return record.settings.failOn.split(',').filter(Boolean);
}

function errorNext(record: ReportRecord): [string, string] {
  const error = record.error;
  const rounds = record.sampling.rounds;
  if (error?.phase === 'output') return ['the record could not be written', "set 'report-path' to a writable file"];
  switch (error?.kind) {
    case 'input':
      return ['a mistake in the settings, inputs or models stopped it', 'fix what the error names and run again'];
    case 'timeout':
      return [
        'the benchmark outran its budget',
        `raise 'max-duration' (it was ${duration(record.settings.maxDurationMs)}), or find the call that does not return`,
      ];
    case 'interrupted':
      return [
        `interrupted by a signal${rounds ? ` (${rounds} rounds kept in the record)` : ''}`,
        'run it again and let it finish',
      ];
    case 'integrity':
      return [
        'a file this runner loads is not the one its hash says, so nothing in it was loaded',
        'find out what changed the file the error names before trusting this runner again',
      ];
    case 'crash':
      return [
        'the benchmark process crashed',
        "rerun with debug output (--debug, or ACTIONS_STEP_DEBUG) to see onnxruntime's log",
      ];
    default:
      return ['an internal error', 'rerun with debug output (--debug, or ACTIONS_STEP_DEBUG) and report it'];
  }
}

/** What the record shows that a stricter `fail-on` would fail, each with the step that helps, worst first. */
function problems(record: ReportRecord): { condition: string; what: string; next: string }[] {
  const out: { condition: string; what: string; next: string }[] = [];
  const a = record.agreement;
  if (a.verdict === 'fail') {
    const signature = a.reason?.startsWith("the models' signature changed");
    const worst = a.outputs.find((o) => o.verdict === 'fail');
    const atol = worst?.minPassingAtol;
    out.push({
      condition: 'agreement',
      what: 'the outputs disagree',
      next: signature
        ? "if the new inputs or outputs are intended, set 'allow-signature-change: true'; otherwise restore them"
        : atol !== null && atol !== undefined
          ? `if the difference is intended, set 'atol' to ${atol.toPrecision(2)} (the smallest that passes); otherwise fix the export`
          : 'fix the export: an output differs in a way no tolerance passes (see the agreement details)',
    });
  }
  const l = record.latency;
  for (const name of ['p50', 'p95'] as const) {
    const m = l?.[name];
    if (m?.verdict === 'regression')
      out.push({
        condition: 'regression',
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
      condition: 'memory',
      what: `peak memory ${grew ? `${byteChange(grew.changeBytes)} ` : ''}past the ${percent(memory.threshold)} memory threshold`,
      next: "if the growth is accepted, raise 'memory-threshold'; otherwise find what the candidate holds more of (the memory table shows creation and inference apart)",
    });
  }
  for (const name of ['p50', 'p95'] as const) {
    if (l?.[name].verdict === 'inconclusive')
      out.push({
        condition: 'inconclusive',
        what: `${name} undecided`,
        next: `rerun with a longer 'max-duration' (it was ${duration(record.settings.maxDurationMs)}), or measure this runner with 'mode: calibrate' for its own noise floor`,
      });
  }
  return out;
}

function failsOn(condition: string, failOn: readonly string[]): boolean {
  return failOn.includes(condition) || (condition === 'regression' && failOn.includes('inconclusive'));
}

/** The outcome of one model's record. */
export function recordOutcome(record: ReportRecord): Outcome {
  const exitCode = exitCodeFor(record.verdict, record.failed);
  if (record.verdict === 'error') {
    const [what, next] = errorNext(record);
    return { failed: true, exitCode, line: `Outcome: failed (exit code ${exitCode}): ${what}. Next: ${next}.` };
  }
  const failOn = failOnOf(record);
  const found = problems(record);
  const failing = found.filter((p) => failsOn(p.condition, failOn));
  if (record.failed && failing[0])
    return {
      failed: true,
      exitCode,
      line: `Outcome: failed (exit code ${exitCode}): ${failing.map((p) => p.what).join(', ')}. Next: ${failing[0].next}.`,
    };
  if (record.verdict === 'unjudged')
    return {
      failed: record.failed,
      exitCode,
      line: `Outcome: ${record.failed ? 'failed' : 'not failed'} (exit code ${exitCode}): nothing was compared (no baseline).`,
    };
  if (record.failed) return { failed: true, exitCode, line: `Outcome: failed (exit code ${exitCode}) by 'fail-on'.` };
  const [first] = found;
  if (!first) return { failed: false, exitCode, line: `Outcome: passed (exit code ${exitCode}).` };
  const setting = failOn.length ? `'fail-on: ${failOn.join(',')}'` : "'fail-on: never'";
  return {
    failed: false,
    exitCode,
    line: `Outcome: not failed (exit code ${exitCode}): ${found.map((p) => p.what).join(', ')}, which ${setting} lets through. Next: ${first.next}.`,
  };
}

/** The `models-renamed` setting that would pair the run's uncompared added and deleted models, when one would. */
export function pairingHint(run: Pick<RunRecord, 'entries'>): string | undefined {
  const added = run.entries.filter((e) => e.status === 'added');
  const deleted = run.entries.filter((e) => e.status === 'deleted');
  if (added.length === 0 || deleted.length === 0) return undefined;
  const pairs = added.map((a, i) => `${a.path}=${(deleted[i] ?? deleted[0])?.path ?? ''}`);
  return `models-renamed: ${pairs.join(',')}`;
}

/** The settings that gate one unpaired added model alone against a deleted one: the exact 'baseline-path'. */
export function baselinePathHint(run: Pick<RunRecord, 'entries' | 'changes'>): string | undefined {
  const added = run.entries.find((e) => e.status === 'added');
  const deleted = run.entries.find((e) => e.status === 'deleted');
  if (!added || !deleted || !run.changes) return undefined;
  return `candidate: ${added.path}, baseline-ref: ${run.changes.baselineRef}, baseline-path: ${deleted.path}`;
}

/** How the outcome names an entry: a matrix cell by its sizes and threads, a changed model by its path. */
function nameOf(entry: RunRecord['entries'][number]): string {
  return entry.cell ? entry.cell.label : entry.path;
}

/**
 * The outcome of a run: a single run's is its record's; a changed-models run's names the model that decided
 * it, a matrix run's the cell.
 */
export function runOutcome(run: RunRecord): Outcome {
  const single = run.kind === 'single' ? run.entries[0]?.record : undefined;
  if (single) return recordOutcome(single);
  const exitCode = exitCodeFor(run.verdict, run.failed);
  // A model that failed on its own numbers or outputs; an added one fails only through 'fail-on: unjudged', said below.
  const deciding =
    run.entries.find((e) => e.record?.verdict === 'error') ??
    run.entries.find((e) => e.record && e.record.failed && e.record.verdict !== 'unjudged');
  if (deciding?.record) {
    const line = recordOutcome(deciding.record).line.replace(/^Outcome: failed \(exit code \d\): /, '');
    return { failed: true, exitCode, line: `Outcome: failed (exit code ${exitCode}): ${nameOf(deciding)}: ${line}` };
  }
  const uncompared = run.entries.filter(notCompared);
  const hint = pairingHint(run);
  const pairNext = hint
    ? `if a deleted model was renamed, set '${hint}'`
    : "set 'models-renamed: new=old' for a model renamed from one git does not show as deleted";
  if (run.failed)
    return {
      failed: true,
      exitCode,
      line: `Outcome: failed (exit code ${exitCode}): ${countPhrase(uncompared)} not compared with a baseline ('fail-on: unjudged'). Next: ${pairNext}.`,
    };
  if (run.verdict === 'unjudged') {
    const what = run.entries.length === 0 ? 'no model changed' : `no model was compared (${countPhrase(run.entries)})`;
    const next = uncompared.length ? ` Next: ${pairNext}, or add 'unjudged' to 'fail-on' to fail such runs.` : '';
    return { failed: false, exitCode, line: `Outcome: not failed (exit code ${exitCode}): ${what}.${next}` };
  }
  const caveat = run.entries.find((e) => e.record && recordOutcome(e.record).line.startsWith('Outcome: not failed'));
  if (caveat?.record) {
    const line = recordOutcome(caveat.record).line.replace(/^Outcome: not failed \(exit code \d\): /, '');
    return { failed: false, exitCode, line: `Outcome: not failed (exit code ${exitCode}): ${nameOf(caveat)}: ${line}` };
  }
  if (uncompared.length)
    return {
      failed: false,
      exitCode,
      line: `Outcome: passed (exit code ${exitCode}) for the compared models; ${countPhrase(uncompared)} not compared. Next: ${pairNext}.`,
    };
  return { failed: false, exitCode, line: `Outcome: passed (exit code ${exitCode}).` };
}
