import type { GateConfig } from '../inputs/config.js';
import { errorRecord } from '../record/error-record.js';
import { buildRun, type RunShape } from '../record/run-builder.js';
import type { GitContext, RunEntry, RunRecord } from '../record/run-record.js';
import type { MemorySection } from '../record/memory-section.js';
import type { ReportRecord } from '../record/schema.js';
import { cellBudget, memoryCapMs } from '../bench/budget.js';
import { duration } from '../format.js';
import { runGate, type GateOptions } from './gate.js';
import { sectionFor, type MemoryRequest } from './memory-phase.js';
import type { GateReporter } from './reporter.js';
import type { BudgetRule, ListEntry, RunList } from './run-entry.js';

// The one loop (docs/architecture.md, "Runs"): every list, whatever built it, is walked here with one budget
// rule and one memory rule, each entry gated by runGate, and the entries become one run record.

type Group = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** What the loop measured: the entries as the record lists them, and the time they took. */
export interface Walked {
  entries: RunEntry[];
  spentMs: number;
}

/** Below this an entry cannot even load both models and warm up; it gets an error record instead of a run. */
const ENTRY_MINIMUM_MS = 1_000;

/**
 * Memory per group (docs/matrix.md, "Memory"): session creation does not depend on the input sizes, so one
 * process per model and repeat creates the session once and runs every size of its group, smallest first. The
 * first entry of a group asks for the probes, within the memory share of its group's time; the others take
 * their share. An entry of no group (a pair, a changed model) is a group of its own.
 */
class MemoryGroups {
  private readonly sections = new Map<ListEntry, MemorySection>();

  constructor(private readonly entries: readonly ListEntry[]) {}

  request(
    entry: ListEntry,
    config: GateConfig,
    rule: BudgetRule,
    leftMs: number,
    entriesLeft: number,
  ): MemoryRequest | undefined {
    if (!config.memory.enabled) return undefined;
    const group = entry.memoryGroup;
    const members = group === null ? [entry] : this.entries.filter((e) => e.pair && e.memoryGroup === group);
    if (members[0] !== entry) return { given: this.sections.get(entry) };
    const entryMs = rule.rule === 'fixed share' ? rule.maxDurationMs : leftMs / Math.max(1, entriesLeft);
    return {
      measure: {
        shapes: members.map((e) => e.pair?.config.inputShapes ?? { byDim: {}, byInput: {} }),
        capMs: memoryCapMs(entryMs * members.length),
        received: (run) => members.forEach((e, k) => this.sections.set(e, sectionFor(config, run, k))),
      },
    };
  }
}

/**
 * The entry's share of the budget when it starts, less the memory probes it runs: a fixed share holds them, a
 * share of the time left is taken after them (the probes' time is then added back to the entry's budget).
 */
function shareOf(rule: BudgetRule, leftMs: number, entriesLeft: number, memoryMs: number, overheadMs: number) {
  if (rule.rule === 'fixed share')
    return { maxDurationMs: rule.maxDurationMs - memoryMs, minDurationMs: rule.minDurationMs };
  return cellBudget(leftMs - memoryMs, entriesLeft, rule.minDurationMs, overheadMs);
}

function spentRecord(config: GateConfig, label: string, leftMs: number): ReportRecord {
  return errorRecord(
    config,
    `the matrix's 'max-duration' was spent before cell '${label}' could start (${duration(Math.max(0, leftMs))} left, an earlier cell ran past its share); raise 'max-duration'`,
  );
}

/**
 * Measures every entry that has a pair, in list order. After an interruption (`signal`) the changed models not
 * reached are listed without a record, and the cells not started are left out; the entries measured are kept.
 */
export async function walkList(
  list: RunList,
  { reporter, group, signal }: { reporter: GateReporter; group: Group; signal?: AbortSignal },
): Promise<Walked> {
  const started = performance.now();
  const total = list.budget.maxDurationMs;
  const memory = new MemoryGroups(list.entries);
  let toMeasure = list.entries.filter((e) => e.pair).length;
  let overheadMs = 0;
  const entries: RunEntry[] = [];
  for (const entry of list.entries) {
    const pair = entry.pair;
    if (signal?.aborted && entries.length > 0 && entry.listed.status === 'given') break;
    if (!pair || (signal?.aborted && entry.listed.status !== 'given')) {
      entries.push({ ...entry.listed, record: null });
      continue;
    }
    const left = total - (performance.now() - started);
    // The first entry of a memory group also probes the memory of its group: that time is taken off the top,
    // the rest shared as usual, and the entry's budget is its share plus the memory time.
    const request = memory.request(entry, pair.config, list.budget, left, toMeasure);
    const memoryMs = request && 'measure' in request ? request.measure.capMs : 0;
    const share = shareOf(list.budget, left, toMeasure, memoryMs, overheadMs);
    const budget = { ...share, maxDurationMs: Math.round(share.maxDurationMs + memoryMs) };
    const config = { ...pair.config, ...budget };
    const options: GateOptions = {
      ...(pair.unjudged ? { unjudged: true } : {}),
      ...(list.confidence ? { confidence: list.confidence } : {}),
      ...(request ? { memory: request } : {}),
      ...(signal ? { signal } : {}),
    };
    const shared = list.budget.rule !== 'fixed share';
    const title = shared ? `${entry.title} (${duration(budget.maxDurationMs)})` : entry.title;
    const entryStart = performance.now();
    const record =
      shared && share.maxDurationMs < ENTRY_MINIMUM_MS
        ? spentRecord(config, entry.listed.cell?.label ?? '', left)
        : await group(title, () => runGate(config, reporter, options));
    overheadMs = Math.max(overheadMs, performance.now() - entryStart - budget.maxDurationMs);
    toMeasure -= 1;
    const cell = entry.listed.cell;
    if (cell) reporter.info(`Cell ${cell.label}: ${record.headline}`);
    entries.push({
      ...entry.listed,
      ...(cell ? { cell: { ...cell, budgetMs: share.maxDurationMs, memoryBudgetMs: Math.round(memoryMs) } } : {}),
      record,
    });
  }
  return { entries, spentMs: performance.now() - started };
}

/** The baseline commit of the run: found with the list (changed models), else the first measured entry's. */
export function baselineCommitOf(list: RunList, walked: Walked): string | null {
  if (list.baselineCommit !== undefined) return list.baselineCommit;
  return walked.entries.find((e) => e.record?.models.baseline.commit)?.record?.models.baseline.commit ?? null;
}

/** The run record of a walked list of several entries (a list of one is its record's: src/run/mode.ts). */
export function runRecordOf(list: RunList, walked: Walked, git: GitContext): RunRecord {
  const shape: RunShape =
    list.shape.kind === 'matrix'
      ? {
          ...list.shape,
          matrix: { ...list.shape.matrix, budget: { ...list.shape.matrix.budget, spentMs: walked.spentMs } },
        }
      : list.shape;
  return buildRun({
    id: list.id,
    label: list.label,
    git,
    shape,
    entries: walked.entries,
    failOn: list.failOn,
    ...(list.shard ? { shard: list.shard } : {}),
  });
}
