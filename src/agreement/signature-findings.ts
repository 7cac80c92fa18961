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

function shape(dims: readonly (number | string)[] | undefined): string {
  return `[${(dims ?? []).map((d) => (typeof d === 'string' ? d || '?' : String(d))).join(', ')}]`;
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
      return `${what} re-shaped ${shape(row.baseline?.shape)} → ${shape(row.candidate?.shape)}`;
  }
}

/**
 * One sentence for the agreement verdict: what changed, and the two fixes. When the candidate adds outputs
 * while the baseline's disappear, a rename is the likely story, so the output-map entry is spelled out.
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
  if (removed.length > 0 && added.length > 0) {
    const pairs = removed
      .slice(0, added.length)
      .map((old, i) => `${added[i]}=${old}`)
      .join(',');
    fixes.push(`if outputs were renamed, map them with 'output-map: ${pairs}'`);
  }
  fixes.push(`if the change is intended (every consumer is updated), accept it with ${ACCEPT_SIGNATURE_CHANGE}`);
  return `the models' signature changed, which breaks their consumers: ${changes.join('; ')}; ${fixes.join(', or ')}`;
}
