// A model a branch changed, as every step after its discovery sees it: found (changed-files.ts), paired across
// renames (pairing.ts), measured or skipped (src/run/). Its own file, below both, so that the finder and the
// pairing can each name it without importing the other.

/** How a rename was found (docs/workflows.md, "How changed models are gated"). */
export type PairedBy = 'git' | 'directory' | 'signature' | 'models-renamed';

/**
 * A model the branch changed, as the gate will treat it. `basePath` is what it is compared with at the baseline
 * ref (its own path, or a rename's old path); null for an added or deleted model. `unchanged`: renamed or
 * touched, but its bytes and external data are identical to the baseline's, so it is not measured.
 */
export interface ChangedModel {
  status: 'added' | 'modified' | 'renamed' | 'deleted' | 'unchanged';
  path: string;
  basePath: string | null;
  pairedBy: PairedBy | null;
}
