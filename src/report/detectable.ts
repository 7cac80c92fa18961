import type { ReportRecord } from '../record/schema.js';
import { percentUp } from '../stats/verdict.js';

type Metric = 'p50' | 'p95';

/**
 * What a run could detect for one metric, worded from the number the verdict used (`minDetectable`, null when
 * no slowdown of any size could be detected): the first metric opens the sentence, the next one continues it.
 */
function detectablePhrase(metric: Metric, smallest: number | null, first: boolean): string {
  if (smallest === null || !Number.isFinite(smallest))
    return `${first ? 'This run could' : 'could'} not detect a ${metric} slowdown of any size (see the reasons)`;
  return `${first ? 'This run could detect ' : ''}a ${metric} slowdown of ${percentUp(smallest)} or more`;
}

/**
 * The smallest slowdown a run could detect, said only where it adds something to the threshold: for a metric
 * that was not decided, or whose detectable change is larger than its threshold by more than the noise floor
 * (the regression rule asks for the change past the threshold by half the interval's lower half, so every
 * finite interval puts it a little above). A run that passed with a tight interval would only repeat the
 * threshold in other words. Built from the record's numbers, never from its stored sentence: a record from
 * another run is untrusted text, and no renderer rewrites another module's words.
 */
export function detectableNote(record: ReportRecord): string {
  const l = record.latency;
  if (!l) return '';
  const telling = (['p50', 'p95'] as const).filter((n) => {
    const m = l[n];
    return m.verdict === 'inconclusive' || m.minDetectable === null || m.minDetectable > m.threshold + m.noiseFloor;
  });
  if (telling.length === 0) return '';
  return `${telling.map((n, i) => detectablePhrase(n, l[n].minDetectable, i === 0)).join('; ')}.`;
}
