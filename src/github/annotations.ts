import * as core from '@actions/core';
import { logLine } from '../report/escape.js';
import type { Finding } from '../report/findings.js';

const EMIT = { error: core.error, warning: core.warning, notice: core.notice } as const;

/**
 * Writes findings as workflow annotations. An `error` annotation does not fail the step by itself: the
 * gate decides that, in run(), once. core escapes line breaks in the message but not a legacy `##[command]`
 * or escape codes, and the message holds model names: it goes through logLine like every log line.
 */
export function annotate(findings: readonly Finding[]): void {
  for (const { level, title, message, file } of findings) {
    // core escapes a property's line breaks, ':' and ','; the title is shown as a line too, so it gets logLine.
    const properties = { title: logLine(title), ...(file === undefined ? {} : { file }) };
    EMIT[level](logLine(message), properties);
  }
}
