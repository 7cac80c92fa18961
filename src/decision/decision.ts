import type { FailCondition } from '../inputs/config.js';
import { countPhrase, notCompared, pairingHint } from './entries.js';
import type { EntryFacts, RecordFacts, RunFacts } from './facts.js';
import { failingCondition, firedConditions, parseRecordedFailOn, type FailFacts } from './fail-on.js';
import { errorProblem, nextOf, problems } from './next-steps.js';
import { clip, percentChange } from '../format.js';
import { exitCodeOf, worstVerdict } from './verdicts.js';

// What the gate decided, computed once from a record or a run and put into words by every printer: the overall
// verdict, whether the step fails, the exit code, what decided it and the one next step (docs/publishing.md,
// "Outcome line"). The verdict word says what was measured; the outcome says what happened to the step, so an
// INCONCLUSIVE that exits 0, or a run that fails on disagreeing outputs, is plain.

/** The most a title or a brief headline says of an error message; the message itself is in full below it. */
export const BRIEF_ERROR = 150;

/**
 * What happened to the step, said before anything else (docs/decisions/0105-outcome-before-verdict.md): `failed`
 * exits 1, `error` exits 2, `passed` exits 0 (a caveat `fail-on` lets through included), `planned` measured nothing.
 */
export type Outcome = 'passed' | 'failed' | 'error' | 'planned';

export interface Decision {
  verdict: string;
  failed: boolean;
  exitCode: 0 | 1 | 2;
  outcome: Outcome;
  /**
   * The first line of every report, plain text: the outcome and the one reason that decided it ('failed:
   * models/b.onnx: the outputs disagree'), never a latency verdict where the step failed on something else.
   */
  title: string;
  /** The title's mark: ❌ failed, 💥 error, ✅ passed (🚀 faster), ⚠️ passed with a caveat, ⚪ nothing compared. */
  icon: string;
  /** The entry that decided a run of several: a changed model's path, a matrix cell, a leg; null for one model. */
  subject: string | null;
  /** What happened, plain text ('p50 regression (+12.0 %)'); null when the gate simply passed. */
  what: string | null;
  /** The title's reason, without the outcome word: what a run of several entries quotes for its deciding one. */
  reason: string | null;
  /** The one step that helps; null when none is needed. */
  next: string | null;
  /** 'Outcome: failed (exit code 1): p50 regression (+12.0 %). Next: …': the last line of every report. */
  line: string;
}

type Status = 'passed' | 'failed' | 'not failed' | 'planned';

interface DecisionParts {
  subject?: string | null;
  what?: string | null;
  next?: string | null;
  /** The title's reason where it is not `what`: a pass's figures, a caveat without its `fail-on` clause. */
  reason?: string | null | undefined;
}

function decision(verdict: string, failed: boolean, status: Status, parts: DecisionParts): Decision {
  const exitCode = exitCodeOf(verdict, failed);
  const subject = parts.subject ?? null;
  const what = parts.what ?? null;
  const next = parts.next ?? null;
  const said = what ? `: ${subject ? `${subject}: ` : ''}${what}` : '';
  const line = `Outcome: ${status} (exit code ${exitCode})${said}.${next ? ` Next: ${next}.` : ''}`;
  const outcome: Outcome =
    status === 'planned' ? 'planned' : exitCode === 2 ? 'error' : exitCode === 1 ? 'failed' : 'passed';
  const reason = parts.reason || what;
  // Nothing compared is never called a pass, though the step goes on; a caveat says the step passed with it.
  const word = status !== 'not failed' ? `${outcome}:` : verdict === 'unjudged' ? 'not failed:' : 'passed, but';
  const title = reason ? `${word} ${subject ? `${subject}: ` : ''}${reason}` : word.replace(/:$/, '');
  const icon = iconOf(outcome, status, verdict);
  return { verdict, failed, exitCode, outcome, title, icon, subject, what, reason, next, line };
}

function iconOf(outcome: Outcome, status: Status, verdict: string): string {
  if (outcome === 'failed') return '❌';
  if (outcome === 'error') return '💥';
  if (outcome === 'planned') return '🗂️';
  if (verdict === 'unjudged') return '⚪';
  if (status === 'not failed') return '⚠️';
  return verdict === 'improvement' ? '🚀' : '✅';
}

/** A pass's figures for its title: 'p50 −0.1%, p95 +0.3%', 'faster: p50 −54.0%, p95 −50.1%'. */
function passedReason(record: RecordFacts): string | undefined {
  const l = record.latency;
  if (!l) return undefined;
  const figures = `p50 ${percentChange(l.p50.ratio)}, p95 ${percentChange(l.p95.ratio)}`;
  if (record.verdict === 'improvement') return `faster, ${figures}`;
  const accepted = record.acceptance?.honored ? ` accepted in '${record.acceptance.file}'` : '';
  return `${figures}, within the${accepted ? ' change' : ''}${accepted || ' thresholds'}`;
}

/** Whether one model's result fails the step: an error always does, anything else as `fail-on` says. */
export function failsStep(failOn: readonly FailCondition[], facts: FailFacts): boolean {
  return facts.verdict === 'error' || firedConditions(failOn, facts).length > 0;
}

/**
 * The decision of one model's record. `budgetMs` is the `max-duration` the user set, where the record holds
 * only a share of it (a matrix cell, one of several changed models).
 */
export function decideRecord(record: RecordFacts, budgetMs = record.settings.maxDurationMs): Decision {
  const { verdict, failed } = record;
  if (verdict === 'error') {
    // The error's own message, short enough for a title.
    const message = record.error?.message;
    return decision(verdict, true, 'failed', {
      ...errorProblem(record, budgetMs),
      reason: message && clip(message, BRIEF_ERROR),
    });
  }
  const failOn = parseRecordedFailOn(record.settings.failOn);
  const found = problems(record, budgetMs);
  const failing = found.filter((p) => failingCondition(failOn, p.kind));
  if (failed && failing[0])
    return decision(verdict, true, 'failed', { what: failing.map((p) => p.what).join(', '), next: nextOf(failing) });
  if (verdict === 'unjudged')
    return decision(verdict, failed, failed ? 'failed' : 'not failed', { what: 'nothing was compared (no baseline)' });
  if (failed) return decision(verdict, true, 'failed', { what: "failed by 'fail-on'" });
  if (found.length === 0) return decision(verdict, false, 'passed', { reason: passedReason(record) });
  const setting = failOn.length ? `'fail-on: ${failOn.join(',')}'` : "'fail-on: never'";
  const seen = found.map((p) => p.what).join(', ');
  return decision(verdict, false, 'not failed', {
    what: `${seen}, which ${setting} lets through`,
    next: nextOf(found),
    reason: seen,
  });
}

/**
 * A run's decision in the words of the entry that decided it, named: a matrix cell by its sizes and threads, a
 * changed model by its path. `more` follows the entry's reason.
 */
function quoting(run: RunFacts, failed: boolean, entry: EntryFacts, own: Decision, more = ''): Decision {
  // Legs of one given pair differ only by where they ran.
  const subject = entry.cell?.label ?? (entry.status === 'given' && entry.leg ? `leg ${entry.leg}` : entry.path);
  return decision(run.verdict, failed, failed ? 'failed' : 'not failed', {
    subject,
    what: own.what,
    next: own.next,
    reason: own.reason && `${own.reason}${more}`,
  });
}

/** The verdict of a run of several entries: the worst of the compared models', `unjudged` when none was. */
export function runVerdictOf(entries: readonly EntryFacts[]): string {
  return worstVerdict(entries.flatMap((e) => (e.record && e.record.verdict !== 'unjudged' ? [e.record.verdict] : [])));
}

/**
 * Whether a run of several entries with this verdict fails: an error, a model's record failed by `fail-on`, or
 * `fail-on: unjudged` and a changed model went uncompared.
 */
export function runFailsStep(
  failOn: readonly FailCondition[],
  entries: readonly EntryFacts[],
  verdict: string,
): boolean {
  if (verdict === 'error' || entries.some((e) => e.record?.failed)) return true;
  const uncompared = entries.filter(notCompared).length;
  return firedConditions(failOn, { verdict, agreement: 'skipped', uncompared }).length > 0;
}

/** The decision of a run: a single run's is its record's; a run of several names the entry that decided it. */
export function decideRun(run: RunFacts): Decision {
  const single = run.kind === 'single' && run.entries.length === 1 ? run.entries[0]?.record : undefined;
  if (single) return decideRecord(single);
  // The budget the user set for the whole run: a matrix cell's or a changed model's record holds only its share.
  const budget = run.matrix?.budget.maxDurationMs ?? run.changes?.maxDurationMs;
  const { verdict, failed } = run;
  if (run.plan) return decidePlan(run.plan.shards, run.plan.planned.length);
  // A run stopped as a whole (shards missing from a report) says why before any one model's result.
  const whole = run.error && (run.error.phase === 'shards' || !run.entries.some((e) => e.record?.verdict === 'error'));
  if (verdict === 'error' && run.error && whole)
    return decision(verdict, true, 'failed', {
      what: run.error.message,
      // A report whose shards did not all arrive: the jobs to rerun, then the report.
      next: run.error.phase === 'shards' ? 'rerun the failed or missing shard jobs, then this report job' : null,
    });
  // A model that failed on its own numbers or outputs; an added one fails only through 'fail-on: unjudged', below.
  const deciding =
    run.entries.find((e) => e.record?.verdict === 'error') ??
    run.entries.find((e) => e.record && e.record.failed && e.record.verdict !== 'unjudged');
  if (deciding?.record) {
    const own = decideRecord(deciding.record, budget);
    // The title names one model; the reviewer still learns how many more failed before reading the table.
    const more = run.entries.filter(
      (e) => e !== deciding && (e.record?.failed || e.record?.verdict === 'error'),
    ).length;
    return quoting(run, true, deciding, own, more ? ` (and ${more} more failing)` : '');
  }
  const uncompared = run.entries.filter(notCompared);
  const hint = pairingHint(run);
  const pairNext = hint
    ? `if a deleted model was renamed, set '${hint}'`
    : "set 'models-renamed: new=old' for a model renamed from one git does not show as deleted";
  if (failed)
    return decision(verdict, true, 'failed', {
      what: `${countPhrase(uncompared)} not compared with a baseline ('fail-on: unjudged')`,
      next: pairNext,
    });
  if (verdict === 'unjudged') {
    const what = run.entries.length === 0 ? 'no model changed' : `no model was compared (${countPhrase(run.entries)})`;
    return decision(verdict, false, 'not failed', {
      what,
      next: uncompared.length ? `${pairNext}, or add 'unjudged' to 'fail-on' to fail such runs` : null,
    });
  }
  for (const entry of run.entries) {
    if (!entry.record) continue;
    const own = decideRecord(entry.record, budget);
    if (own.what && !own.failed) return quoting(run, false, entry, own);
  }
  if (uncompared.length)
    return decision(verdict, false, 'passed', {
      what: `for the compared models; ${countPhrase(uncompared)} not compared`,
      next: pairNext,
    });
  const n = run.entries.length;
  const measured = run.matrix ? `${n} cells` : run.kind === 'single' ? `${n} legs` : countPhrase(run.entries);
  return decision(verdict, false, 'passed', { reason: `${measured}, each within the thresholds` });
}

/** A plan judges nothing: it says how many jobs measure how many models. */
function decidePlan(shards: readonly string[], models: number): Decision {
  if (shards.length === 0) return decision('unjudged', false, 'planned', { what: 'no model to measure, no shard' });
  const what = `${models} model${models === 1 ? '' : 's'} in ${shards.length} shard${shards.length === 1 ? '' : 's'}`;
  return decision('unjudged', false, 'planned', { what });
}

/** The decision of an A/A calibration: an error in any run fails it, as any error fails a gate. */
export function decideCalibration(calibration: { runs: readonly RecordFacts[] }): Decision {
  const failed = calibration.runs.find((r) => r.verdict === 'error');
  if (failed) {
    const own = decideRecord(failed);
    return decision('error', true, 'failed', { what: `an A/A run: ${own.what ?? 'an error'}`, next: own.next });
  }
  return decision('pass', false, 'passed', {});
}
