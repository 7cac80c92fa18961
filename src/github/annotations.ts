import * as core from '@actions/core';
import type { Finding } from '../report/findings.js';

export type { Finding };

const EMIT = { error: core.error, warning: core.warning, notice: core.notice } as const;

/**
 * Writes findings as workflow annotations. An `error` annotation does not fail the step by itself: the
 * gate decides that, in run(), once.
 */
export function annotate(findings: readonly Finding[]): void {
  for (const { level, title, message, file } of findings) {
    EMIT[level](message, file === undefined ? { title } : { title, file });
  }
}
