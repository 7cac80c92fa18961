import type { ReportRecord } from '../record/schema.js';
import { describeDetectable } from '../stats/verdict.js';

/**
 * The smallest slowdown a run could detect, said only where it adds something to the threshold: for a metric
 * that was not decided, or whose detectable change is larger than its threshold by more than the noise floor
 * (the regression rule asks for the change past the threshold by half the interval's lower half, so every
 * finite interval puts it a little above). A run that passed with a tight interval would only repeat the
 * threshold in other words.
 */
export function detectableNote(record: ReportRecord): string {
  const l = record.latency;
  if (!l) return '';
  const telling = (['p50', 'p95'] as const).filter((n) => {
    const m = l[n];
    return m.verdict === 'inconclusive' || m.minDetectable === null || m.minDetectable > m.threshold + m.noiseFloor;
  });
  if (telling.length === 0) return '';
  // Rebuilt from the number, never the record's stored sentence: a record from another run is untrusted text.
  const said = telling.map((n) => describeDetectable(n, { minDetectable: l[n].minDetectable ?? Infinity }));
  const [first = '', ...rest] = said;
  const joined = [
    first,
    ...rest.map((s) =>
      s.replace(/^this run could (not )?detect /, (_m, not: string | undefined) => (not ? 'could not detect ' : '')),
    ),
  ].join('; ');
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}
