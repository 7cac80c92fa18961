// Transparent huge pages set for one measurement and put back, for the experiments that compare THP modes. The
// mode is a host setting: the file is writable only as root, and whatever mode was found is restored, also when
// the script is interrupted.
import { readFileSync, writeFileSync } from 'node:fs';
import { selectedMode } from '../../src/environment/memory-placement.js';

export const THP = '/sys/kernel/mm/transparent_hugepage/enabled';

/** The selected mode now ('madvise'), or null when the file cannot be read. */
export function hugePagesMode(): string | null {
  try {
    return selectedMode(readFileSync(THP, 'utf8'));
  } catch {
    return null;
  }
}

/** Whether this process may set the mode: writing the mode it already has changes nothing. */
export function hugePagesWritable(): boolean {
  try {
    writeFileSync(THP, hugePagesMode() ?? 'madvise');
    return true;
  } catch {
    return false;
  }
}

/** Runs `body` with THP set to `mode`, and puts the mode it found back. */
export async function withHugePages<T>(mode: string, body: () => Promise<T>): Promise<T> {
  const before = hugePagesMode();
  if (!before) throw new Error(`cannot read the mode of ${THP}`);
  const restore = () => writeFileSync(THP, before);
  const interrupted = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  writeFileSync(THP, mode);
  try {
    return await body();
  } finally {
    process.off('SIGINT', interrupted);
    restore();
  }
}
