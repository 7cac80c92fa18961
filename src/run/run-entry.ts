import type { GateConfig } from '../inputs/config.js';
import type { RunConfig } from '../inputs/paths.js';
import type { RunShape } from '../record/run-builder.js';
import type { RunEntry } from '../record/run-record.js';
import type { ShardSection } from '../record/shard-section.js';

// The shape of a run as data (docs/architecture.md, "Runs"): a flat list of entries, each with its pair or the
// reason it has none, its cell settings, its label, its memory group, and the one rule that shares the budget.
// Built by src/run/run-list.ts, walked by src/run/walk.ts.

/** What an entry measures: the settings of its pair (models, cell sizes and threads), and whether it is judged. */
export interface EntryPair {
  config: RunConfig;
  /** An added model measured against itself: its latency is kept, nothing is judged. */
  unjudged?: boolean;
}

export interface ListEntry {
  /** The entry as the record lists it: its path, status and pairing, and a matrix entry's cell. */
  listed: Omit<RunEntry, 'record'>;
  /** Its pair, or null: deleted, unchanged and unpaired models (their status says why) and a plan's entries. */
  pair: EntryPair | null;
  /** The title of its log group. */
  title: string;
  /** Entries that share one memory probe (a matrix's thread count); null: a group of its own. */
  memoryGroup: number | null;
}

/**
 * How `max-duration` is shared: each measured entry gets the same share, fixed up front (a pair, changed
 * models: `maxDurationMs` is the share), or the time left divided by the entries left when it starts, so an
 * entry that decides early leaves its time to the rest (matrix cells, docs/matrix.md, "Cell budget").
 */
export interface BudgetRule {
  rule: 'fixed share' | 'remaining / cells left';
  maxDurationMs: number;
  minDurationMs: number;
}

export interface RunList {
  id: string;
  label: string;
  /** What the run record says the entries vary (src/record/run-builder.ts). */
  shape: RunShape;
  entries: ListEntry[];
  budget: BudgetRule;
  /** Each entry's confidence: a matrix keeps the run's error rate by splitting it over its cells. */
  confidence?: number;
  /** The baseline commit when the list was found at a ref (changed models); else the entries' records say it. */
  baselineCommit?: string | null;
  failOn: GateConfig['failOn'];
  /** A shard of a changed-models list: its share of the plan. */
  shard?: ShardSection;
}
