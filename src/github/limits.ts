import { DETAILS_MARKER, MARKER_RESERVE } from '../report/markers.js';

/** GitHub rejects issue comments longer than this (HTTP 422 "body is too long"). */
export const COMMENT_BODY_LIMIT = 65_536;

/**
 * How the caller marks what may be cut: put `DETAILS_MARKER` (`<!-- latency-gate-details -->`) on its own
 * line after the verdict line and the summary table. Everything before it is kept verbatim; everything
 * after it is cut from the end, at a line boundary, when the comment is too long. Without the marker only
 * the first line (the verdict) is protected.
 */

export interface FullReportLink {
  /** The run page whose job summary holds the full report; see `jobSummaryUrl`. */
  summaryUrl?: string;
  /** The artifact holding the JSON record. */
  artifactName?: string;
}

export interface FitCommentOptions {
  /** Defaults to GitHub's limit less room for the hidden markers `upsertComment` adds on top. */
  max?: number;
  link?: FullReportLink;
}

function truncationNote(link: FullReportLink = {}): string {
  const places: string[] = [];
  if (link.summaryUrl) places.push(`the [job summary](${link.summaryUrl})`);
  if (link.artifactName) places.push(`the \`${link.artifactName}\` artifact`);
  const where = places.length > 0 ? places.join(' and ') : 'the job summary of this run';
  return `\n\n> [!NOTE]\n> Details were cut to fit GitHub's comment size limit. The full report is in ${where}.\n`;
}

/** Markup the kept text leaves open: an unterminated code fence would swallow the note, a `<details>` the rest. */
function closersFor(kept: string): string {
  let fenceOpen = false;
  for (const line of kept.split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) fenceOpen = !fenceOpen;
  }
  const opened = kept.match(/<details[\s>]/gi)?.length ?? 0;
  const closed = kept.match(/<\/details>/gi)?.length ?? 0;
  return (fenceOpen ? '\n```' : '') + '\n</details>'.repeat(Math.max(0, opened - closed));
}

/** The longest prefix of `text` within `budget` characters, ending at a line break when there is one. */
function cutAt(text: string, budget: number): string {
  if (budget <= 0) return '';
  if (text.length <= budget) return text;
  const lineEnd = text.lastIndexOf('\n', budget);
  if (lineEnd > 0) return text.slice(0, lineEnd);
  // One very long line: cut inside it, but never between the two halves of a surrogate pair.
  const code = text.charCodeAt(budget - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? budget - 1 : budget);
}

function splitProtected(body: string, useMarker: boolean): [head: string, details: string] {
  const at = useMarker ? body.indexOf(DETAILS_MARKER) : -1;
  if (at >= 0) return [body.slice(0, at + DETAILS_MARKER.length), body.slice(at + DETAILS_MARKER.length)];
  const firstBreak = body.indexOf('\n');
  return firstBreak < 0 ? [body, ''] : [body.slice(0, firstBreak), body.slice(firstBreak)];
}

/**
 * Keeps a comment body within GitHub's 65,536-character limit (counted in UTF-16 code units, which is never
 * fewer than GitHub's count) by cutting the details, never the verdict line or the header, and appending a
 * note that points to the full report.
 */
export function fitCommentBody(body: string, options: FitCommentOptions = {}): { body: string; truncated: boolean } {
  const max = options.max ?? COMMENT_BODY_LIMIT - MARKER_RESERVE;
  if (body.length <= max) return { body, truncated: false };
  const note = truncationNote(options.link);
  // A header too long to keep is a rendering bug; fall back to protecting the verdict line, then nothing,
  // rather than leave the comment unpostable.
  let [head, details] = splitProtected(body, true);
  if (head.length + note.length > max) [head, details] = splitProtected(body, false);
  if (head.length + note.length > max) [head, details] = ['', body];
  let budget = max - head.length - note.length;
  for (;;) {
    const kept = head + cutAt(details, budget);
    const fitted = kept + closersFor(kept) + note;
    if (fitted.length <= max || budget <= 0) return { body: fitted.slice(0, max), truncated: true };
    budget -= fitted.length - max;
  }
}

/**
 * The run page that shows the job summary. GitHub offers no URL for one job's summary without the job's
 * numeric id, which a step cannot read from its environment.
 */
export function jobSummaryUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const repository = env['GITHUB_REPOSITORY'];
  const runId = env['GITHUB_RUN_ID'];
  if (!repository || !runId) return undefined;
  const server = env['GITHUB_SERVER_URL'] ?? 'https://github.com';
  const attempt = Number(env['GITHUB_RUN_ATTEMPT'] ?? '1');
  return `${server}/${repository}/actions/runs/${runId}${attempt > 1 ? `/attempts/${attempt}` : ''}`;
}
