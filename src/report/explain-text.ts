import { duration } from '../format.js';
import type { ReportRecord } from '../record/schema.js';
import { logLine } from './escape.js';
import { runsOthers } from './explain-markdown.js';
import {
  attributionLine,
  contributorsLine,
  deltaReference,
  gpuProfileLine,
  modelDiffLine,
  shareOf,
  signedUs,
} from './explain-phrases.js';

// The terminal's lines about what changed and where the time went. Names are printed as the model spells them,
// one line each, with nothing a CI log would obey (logLine).

const SHOWN_NODES = 5;

/** `line`: the escape of the destination (src/report/escape.ts, a terminal or a job log). */
export function explainTextLines(record: ReportRecord, line: (text: string) => string = logLine): string[] {
  const lines: string[] = [];
  const changed = modelDiffLine(record, (t) => t);
  if (changed) lines.push(line(`What changed: ${changed}.`));
  const p = record.profile;
  if (p?.status === 'measured' && p.diff) {
    const d = p.diff;
    const reference = deltaReference(record, d);
    lines.push(
      line(
        `Where the time went (profile, ${d.runs.candidate} runs per model, ${duration(p.durationMs)}): ${contributorsLine(record, d, (t) => t) || 'no node moved'}; ${attributionLine(record, d)}.`,
      ),
    );
    for (const c of d.contributors.filter((c) => c.deltaUs !== 0).slice(0, SHOWN_NODES)) {
      const kind = c.status === 'added' ? 'new' : c.status === 'removed' ? 'removed' : c.changed ? 'changed' : 'same';
      const share = shareOf(c.deltaUs, reference.us);
      const runs = runsOthers(c) ? `; runs ${c.changedNodes.join(', ')}` : '';
      lines.push(
        line(
          `  ${signedUs(c.deltaUs).padStart(10)}${share ? ` ${share.padStart(4)}` : '     '}  ${c.name} (${c.op}, ${kind}${c.fellBack ? ', fell back to CPU' : ''}${runs})`,
        ),
      );
    }
    const gpu = gpuProfileLine(d, (t) => t);
    if (gpu) lines.push(line(`  On the GPU: ${gpu}.`));
  } else if (p?.status === 'failed' || (p?.status === 'skipped' && p.setting === 'on')) {
    lines.push(line(`Per-operator profile ${p.status}: ${p.reason ?? 'no reason given'}.`));
  }
  return lines;
}
