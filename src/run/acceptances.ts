import { readFile } from 'node:fs/promises';
import { parseAcceptFile, type AcceptanceSet } from '../inputs/acceptance.js';
import type { RunConfig } from '../inputs/paths.js';

/** Whether a run's acceptances may apply: the action says no for a fork's pull request without the label. */
export interface AcceptanceTrust {
  honored: boolean;
  why: string | null;
}

/** The run's accepted changes, read once from the checked 'accept-file'; none when the file is absent. */
export async function readAcceptances(
  config: RunConfig,
  trust: AcceptanceTrust = { honored: true, why: null },
): Promise<AcceptanceSet | undefined> {
  const file = config.paths.acceptFile;
  if (!file) return undefined;
  const entries = parseAcceptFile(await readFile(file.resolved, 'utf8'), file.given);
  return { file: file.given, entries, ...trust };
}
