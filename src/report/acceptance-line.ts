import { settingPercent } from '../format.js';
import type { ReportRecord } from '../record/schema.js';

// The change a maintainer accepted for this model, said where the verdict is read: a pass against an accepted
// bound is not a pass against the thresholds, and the reviewer sees the bound, the reason and the file.

const bound = (x: number) => `+${settingPercent(x)}`;

/** 'Judged against the change accepted in …: p50 up to +45%, p95 up to +50% (reason)', or '' when none applied. */
export function acceptanceLine(record: Pick<ReportRecord, 'acceptance'>): string {
  const a = record.acceptance;
  if (!a?.honored) return '';
  const limits = [
    a.p50 !== null ? `p50 up to ${bound(Math.max(a.p50, a.thresholds.p50))}` : '',
    a.p95 !== null ? `p95 up to ${bound(Math.max(a.p95, a.thresholds.p95))}` : '',
    a.agreement === 'off'
      ? 'outputs not compared'
      : a.agreement
        ? `outputs held to ${Object.entries(a.agreement)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`
        : '',
  ].filter(Boolean);
  return `Judged against the change accepted for '${a.model}' in '${a.file}': ${limits.join(', ')} (reason: ${a.reason}).`;
}
