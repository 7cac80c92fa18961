import { recordHeadline } from '../record/headline.js';
import type { ReportRecord } from '../record/schema.js';

export interface Finding {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
  file?: string;
}

/**
 * What deserves an annotation: a regression or an output disagreement is an error on the candidate file;
 * an undecided metric and the environment's warnings are warnings. An `error` verdict is not repeated here:
 * the failed step already says it.
 */
export function findings(record: ReportRecord, candidateFile: string | undefined): Finding[] {
  const file = candidateFile ? { file: candidateFile } : {};
  const out: Finding[] = [];
  const latency = record.latency;
  if (latency) {
    for (const metric of ['p50', 'p95'] as const) {
      const m = latency[metric];
      if (m.verdict === 'regression')
        out.push({
          level: 'error',
          title: `latency-gate: ${metric} regression`,
          message: recordHeadline(record),
          ...file,
        });
      if (m.verdict === 'inconclusive')
        out.push({
          level: 'warning',
          title: `latency-gate: ${metric} ${m.suspected ? `suspected ${m.suspected}` : 'inconclusive'}`,
          message: m.suspected
            ? `the ${metric} interval says ${m.suspected} (${metric} ${m.ratio.toFixed(3)}, interval [${m.ci[0].toFixed(3)}, ${m.ci[1].toFixed(3)}]), but it was not called because ${m.reasons[0] ?? "one of the run's checks held it back"}`
            : `${m.reasons[0] ?? 'not decided'}; ${m.detectable}`,
          ...(m.suspected === 'regression' ? file : {}),
        });
    }
  }
  if (record.agreement.verdict === 'fail') {
    const worst = record.agreement.outputs.find((o) => o.verdict === 'fail');
    out.push({
      level: 'error',
      title: 'latency-gate: outputs disagree',
      message: worst?.summary ?? record.agreement.reason ?? 'the outputs disagree',
      ...file,
    });
  }
  for (const warning of [...record.warnings, ...record.agreement.warnings])
    out.push({ level: 'warning', title: 'latency-gate', message: warning });
  return out;
}
