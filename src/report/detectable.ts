import type { ReportRecord } from '../record/schema.js';
import { percentUp } from '../stats/verdict.js';

/**
 * What a run could detect for one metric, worded from the number the verdict used (`minDetectable`, null when
 * no slowdown of any size could be detected): the first metric opens the sentence, the next one continues it.
 */
function detectablePhrase(metric: 'p50' | 'p95', smallest: number | null, first: boolean): string {
  if (smallest === null || !Number.isFinite(smallest))
    return `${first ? 'This run could' : 'could'} not detect a ${metric} slowdown of any size (see the reasons)`;
  return `${first ? 'This run could detect ' : ''}a ${metric} slowdown of ${percentUp(smallest)} or more`;
}

/**
 * The smallest slowdown a run could detect, said only for a metric the run did not decide: it tells the reader
 * what the undecided interval could still hide. Under a decided metric (pass, regression, improvement) it would
 * read as a second verdict beside the first ("could detect a slowdown of 293 %" under an improvement). Built from
 * the record's numbers, never from its stored sentence: a record from another run is untrusted text, and no
 * renderer rewrites another module's words.
 */
export function detectableNote(record: ReportRecord): string {
  const l = record.latency;
  if (!l) return '';
  const telling = (['p50', 'p95'] as const).filter((n) => l[n].verdict === 'inconclusive');
  if (telling.length === 0) return '';
  return `${telling.map((n, i) => detectablePhrase(n, l[n].minDetectable, i === 0)).join('; ')}.`;
}
