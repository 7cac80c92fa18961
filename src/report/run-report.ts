import type { RunRecord } from '../record/run-record.js';
import { singleRecordOf } from '../record/run-record.js';
import { renderChangedComment, renderChangedSummary, renderChangedTerminal } from './changed-models.js';
import { renderComment, type CommentContext } from './comment.js';
import type { LineDestination } from './escape.js';
import { renderMatrixComment, renderMatrixSummary, renderMatrixTerminal } from './matrix.js';
import { renderPlanMarkdown, renderPlanText } from './plan.js';
import { renderSummary } from './summary.js';
import { renderTerminal } from './terminal.js';

// The one entry to the renderers for a run record of any kind: the action's publisher and the CLI's printer call
// these and never choose a layout themselves, so an input that shapes a report (a dry-run comment, say) works
// the same in a single run, a changed-models run and a matrix.

/** The sticky PR comment of a run. */
export function renderRunComment(run: RunRecord, ctx: CommentContext = {}): string {
  const single = singleRecordOf(run);
  if (single) return renderComment([single], ctx);
  if (run.kind === 'plan') return renderPlanMarkdown(run);
  return run.kind === 'matrix' ? renderMatrixComment(run, ctx) : renderChangedComment(run, ctx);
}

/** The job summary of a run. */
export function renderRunSummary(run: RunRecord): string {
  const single = singleRecordOf(run);
  if (single) return renderSummary(single);
  if (run.kind === 'plan') return renderPlanMarkdown(run);
  return run.kind === 'matrix' ? renderMatrixSummary(run) : renderChangedSummary(run);
}

/** What a terminal shows of a run; '' for a single run that ended in an error before measuring anything. */
export function renderRunTerminal(run: RunRecord, destination: LineDestination = 'terminal'): string {
  const single = singleRecordOf(run);
  if (single) return renderTerminal(single, { destination });
  if (run.kind === 'plan') return renderPlanText(run, destination);
  return run.kind === 'matrix' ? renderMatrixTerminal(run, destination) : renderChangedTerminal(run, destination);
}
