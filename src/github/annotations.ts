import * as core from '@actions/core';

export interface Finding {
  level: 'error' | 'warning' | 'notice';
  title: string;
  message: string;
  /** Repository-relative path (e.g. the candidate model), so the annotation shows on the PR's file. */
  file?: string;
}

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
