import { duration } from '../format.js';
import { decideRun } from '../decision/decision.js';
import type { RunRecord } from '../record/run-record.js';
import { code, escapeMarkdown, markdownCell, plainLine, type LineDestination } from './escape.js';
import { table } from './markdown-tables.js';
import { columns } from './text-columns.js';

// The report of `mode: plan` (docs/workflows.md, "Sharded changed models"): which shard measures which model and
// what each shard is expected to take. Nothing was measured, so there is no verdict table. Paths come from the
// repository (a PR names them): escaped for where they go.

type Plan = NonNullable<RunRecord['plan']>;

function rows(plan: Plan, name: (path: string) => string): string[][] {
  return plan.shards.map((shard) => {
    const models = plan.models.filter((m) => m.shard === shard);
    const ms = models.reduce((sum, m) => sum + m.estimatedMs, 0);
    return [shard, String(models.length), duration(ms), models.map((m) => name(m.path)).join(', ')];
  });
}

const HEADER = ['shard', 'models', 'estimate', 'paths'];

/** The job summary (and a dry-run comment) of a plan. */
export function renderPlanMarkdown(run: RunRecord): string {
  const plan = run.plan;
  if (!plan) return '';
  const parts = [
    `## latency-gate${run.id === 'latency-gate' ? '' : ` ${code(run.id)}`}: plan`,
    `**${escapeMarkdown(run.headline)}**`,
    plan.shards.length
      ? table(
          HEADER,
          rows(plan, (p) => markdownCell(p, { code: true })),
        )
      : '',
    plan.shards.length
      ? `Plan digest ${code(plan.digest)}: every shard recomputes it from the changed models, and the report checks that they agree. Estimates assume each model uses its whole share of \`max-duration\`; a model that decides early takes less.`
      : 'Nothing to measure: the matrix is empty, so the gate jobs are skipped.',
    `**${escapeMarkdown(decideRun(run).line)}**`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** What a terminal shows of a plan: the shards as JSON (what the matrix takes), then each shard's models. */
export function renderPlanText(run: RunRecord, destination: LineDestination): string {
  const plan = run.plan;
  if (!plan) return '';
  const line = (text: string) => plainLine(text, destination);
  const lines = [`latency-gate ${line(run.headline)}`, `shards=${JSON.stringify(plan.shards)}`];
  if (plan.shards.length) lines.push('', columns([HEADER, ...rows(plan, line)]));
  lines.push('', line(decideRun(run).line));
  return `${lines.join('\n')}\n`;
}
