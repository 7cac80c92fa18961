import type { ModelSignature, SignatureDiffRow, TensorSpec } from './types.js';

/**
 * What changed in the models' inputs and outputs, one row per change (a spec whose type and shape both
 * changed gives two rows). `outputMap` (candidate name → baseline name) pairs renamed outputs so a
 * rename is not reported as one removal and one addition.
 */
export function diffSignatures(
  baseline: ModelSignature,
  candidate: ModelSignature,
  outputMap: Record<string, string> = {},
): SignatureDiffRow[] {
  return [
    ...diffSpecs('input', baseline.inputs, candidate.inputs, {}),
    ...diffSpecs('output', baseline.outputs, candidate.outputs, outputMap),
  ];
}

function diffSpecs(
  kind: SignatureDiffRow['kind'],
  baselineSpecs: readonly TensorSpec[],
  candidateSpecs: readonly TensorSpec[],
  rename: Record<string, string>,
): SignatureDiffRow[] {
  const rows: SignatureDiffRow[] = [];
  const baselineByName = new Map(baselineSpecs.map((spec) => [spec.name, spec]));
  const matched = new Set<string>();
  for (const spec of candidateSpecs) {
    const baselineName = Object.hasOwn(rename, spec.name) ? (rename[spec.name] as string) : spec.name;
    const before = matched.has(baselineName) ? undefined : baselineByName.get(baselineName);
    const candidate = { type: spec.type, shape: spec.shape };
    if (!before) {
      rows.push({ kind, name: spec.name, candidate, change: 'added' });
      continue;
    }
    matched.add(baselineName);
    const pairing = {
      kind,
      name: spec.name,
      ...(baselineName === spec.name ? {} : { baselineName }),
      baseline: { type: before.type, shape: before.shape },
      candidate,
    };
    if (before.type !== spec.type) rows.push({ ...pairing, change: 'type' });
    if (!sameSymbolicShape(before.shape, spec.shape)) rows.push({ ...pairing, change: 'shape' });
  }
  for (const spec of baselineSpecs) {
    if (!matched.has(spec.name)) {
      rows.push({ kind, name: spec.name, baseline: { type: spec.type, shape: spec.shape }, change: 'removed' });
    }
  }
  return rows;
}

/**
 * Dynamic dims compare equal whatever their names: re-exports rename 'batch' to 'N' or drop the name
 * (ORT reports ""), which changes nothing for a caller. A dynamic dim becoming fixed, or the reverse, is
 * a change.
 */
export function sameSymbolicShape(a: readonly (number | string)[], b: readonly (number | string)[]): boolean {
  return a.length === b.length && a.every((dim, i) => sameDim(dim, b[i]));
}

function sameDim(a: number | string | undefined, b: number | string | undefined): boolean {
  const dynamicA = typeof a === 'string' || (typeof a === 'number' && a < 0);
  const dynamicB = typeof b === 'string' || (typeof b === 'number' && b < 0);
  return dynamicA || dynamicB ? dynamicA === dynamicB : a === b;
}
