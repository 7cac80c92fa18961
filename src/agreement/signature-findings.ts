import { formatShape } from './format.js';
import { dtypeKind } from './tensor.js';
import type { SignatureDiffRow } from './types.js';

/**
 * The setting that accepts an intended change of the models' inputs or outputs (docs/agreement.md,
 * "Signature changes").
 */
export const ACCEPT_SIGNATURE_CHANGE = "'allow-signature-change: true'";

/**
 * The rows of a signature diff that break a consumer of the model: every input change (a caller feeds
 * exactly the inputs the model declares, so an added, removed, re-typed or re-shaped input breaks it), and
 * outputs removed, re-typed or re-shaped. An added output breaks nobody. A float width change of an output
 * (float32 → float16) is the precision change the float16 preset exists to judge: its values are compared
 * instead, as judge.ts does.
 */
export function breakingChanges(diff: readonly SignatureDiffRow[]): SignatureDiffRow[] {
  return diff.filter((row) => {
    if (row.kind === 'input') return true;
    if (row.change === 'added') return false;
    if (row.change === 'type' && row.baseline && row.candidate) {
      return !(dtypeKind(row.baseline.type) === 'float' && dtypeKind(row.candidate.type) === 'float');
    }
    return true;
  });
}

function describeRow(row: SignatureDiffRow): string {
  const what = `${row.kind} '${row.name}'`;
  switch (row.change) {
    case 'added':
      return `${what} added`;
    case 'removed':
      return `${what} removed`;
    case 'type':
      return `${what} re-typed ${row.baseline?.type ?? '?'} → ${row.candidate?.type ?? '?'}`;
    case 'shape':
      return `${what} re-shaped ${formatShape(row.baseline?.shape ?? [])} → ${formatShape(row.candidate?.shape ?? [])}`;
  }
}

/** A tensor's type and shape as a signature diff row holds it. */
export type SignatureSpec = NonNullable<SignatureDiffRow['baseline']>;

/**
 * Whether a new output could be an old one renamed, as far as the signatures tell: the same type (or both
 * floats, whose width change agreement judges by value), the same rank, and no fixed size that differs. A
 * dynamic dim ('batch', '?') fits anything. Suggesting a map between outputs that cannot fit ([2, ?, 128] for
 * [2, batch, 64]) only sends the user on to the next failure.
 */
export function couldBeRenamed(candidate: SignatureSpec | undefined, baseline: SignatureSpec | undefined): boolean {
  if (!candidate || !baseline) return false;
  const sameKind = dtypeKind(candidate.type) === 'float' && dtypeKind(baseline.type) === 'float';
  if (candidate.type !== baseline.type && !sameKind) return false;
  if (candidate.shape.length !== baseline.shape.length) return false;
  return candidate.shape.every((d, i) => {
    const b = baseline.shape[i];
    return typeof d !== 'number' || typeof b !== 'number' || d === b;
  });
}

/**
 * The output-map entries worth suggesting: each removed output with the first new one that could be it
 * renamed. None when an input changed too: outputs are then not compared at all, and a map cannot fix that.
 */
function renamePairs(breaking: readonly SignatureDiffRow[], diff: readonly SignatureDiffRow[]): string[] {
  if (breaking.some((r) => r.kind === 'input')) return [];
  const added = diff.filter((r) => r.kind === 'output' && r.change === 'added');
  const pairs: string[] = [];
  for (const old of breaking.filter((r) => r.kind === 'output' && r.change === 'removed')) {
    const index = added.findIndex((r) => couldBeRenamed(r.candidate, old.baseline));
    const [renamed] = index < 0 ? [] : added.splice(index, 1);
    if (renamed) pairs.push(`${renamed.name}=${old.name}`);
  }
  return pairs;
}

/**
 * One sentence for the agreement verdict: what changed, and the fixes. When the candidate adds outputs that
 * could be removed ones renamed (same type, sizes that fit), the output-map entry is spelled out.
 */
export function describeSignatureChange(
  breaking: readonly SignatureDiffRow[],
  diff: readonly SignatureDiffRow[],
): string {
  const removed = breaking.filter((r) => r.kind === 'output' && r.change === 'removed').map((r) => r.name);
  const added = diff.filter((r) => r.kind === 'output' && r.change === 'added').map((r) => r.name);
  const changes = breaking.map(describeRow);
  if (added.length > 0 && removed.length > 0)
    changes.push(`the candidate has new output${added.length > 1 ? 's' : ''} ${added.map((n) => `'${n}'`).join(', ')}`);
  const fixes: string[] = [];
  const pairs = renamePairs(breaking, diff);
  if (pairs.length > 0) fixes.push(`if outputs were renamed, map them with 'output-map: ${pairs.join(',')}'`);
  fixes.push(`if the change is intended (every consumer is updated), accept it with ${ACCEPT_SIGNATURE_CHANGE}`);
  return `the models' signature changed, which breaks their consumers: ${changes.join('; ')}; ${fixes.join(', or ')}`;
}
