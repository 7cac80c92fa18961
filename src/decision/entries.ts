import type { EntryFacts } from './facts.js';

// The entries of a run that went uncompared, and the settings that would pair them: part of a run's decision
// (an uncompared model fails with `fail-on: unjudged`) and of its next step.

/** A model that needed a comparison and got none: added without a baseline, or deleted. */
export function notCompared(entry: Pick<EntryFacts, 'status'>): boolean {
  return entry.status === 'added' || entry.status === 'deleted';
}

/** "2 changed, 1 added, 1 deleted models": the counts that are not zero. */
export function countPhrase(entries: readonly Pick<EntryFacts, 'status'>[]): string {
  const count = (...statuses: EntryFacts['status'][]) => entries.filter((e) => statuses.includes(e.status)).length;
  const parts = [
    `${count('modified', 'renamed')} changed`,
    `${count('added')} added`,
    `${count('deleted')} deleted`,
    `${count('unchanged')} unchanged`,
  ].filter((p) => !p.startsWith('0 '));
  return `${parts.join(', ')} model${entries.length === 1 ? '' : 's'}`;
}

/** The `models-renamed` setting that would pair the run's uncompared added and deleted models, when one would. */
export function pairingHint(run: { entries: readonly Pick<EntryFacts, 'status' | 'path'>[] }): string | undefined {
  const added = run.entries.filter((e) => e.status === 'added');
  const deleted = run.entries.filter((e) => e.status === 'deleted');
  if (added.length === 0 || deleted.length === 0) return undefined;
  const pairs = added.map((a, i) => `${a.path}=${(deleted[i] ?? deleted[0])?.path ?? ''}`);
  return `models-renamed: ${pairs.join(',')}`;
}

/** The settings that gate one unpaired added model alone against a deleted one: the exact 'baseline-path'. */
export function baselinePathHint(run: {
  entries: readonly Pick<EntryFacts, 'status' | 'path'>[];
  changes: { baselineRef: string } | null;
}): string | undefined {
  const added = run.entries.find((e) => e.status === 'added');
  const deleted = run.entries.find((e) => e.status === 'deleted');
  if (!added || !deleted || !run.changes) return undefined;
  return `candidate: ${added.path}, baseline-ref: ${run.changes.baselineRef}, baseline-path: ${deleted.path}`;
}
