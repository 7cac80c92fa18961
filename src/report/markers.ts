/**
 * Hidden HTML comments that give a PR comment its identity and structure. They are invisible in the
 * rendered comment, survive edits, and are plain substrings, so finding them needs no Markdown parser.
 *
 * - `<!-- latency-gate:<id> -->`        which sticky comment this is (one per gate id / matrix leg)
 * - `<!-- latency-gate-verdict:<v> -->` the verdict it showed, read back by the `on-change` policy
 * - `<!-- latency-gate-details -->`     where the truncatable details start (see limits.ts)
 *
 * The verdict and details markers use `-` after `latency-gate`, not `:`, so no gate id can collide with them.
 * The id marker counts only as a body's first line and the verdict marker only as its second: the rest of a
 * body holds rendered text (a fork's record, a model's names) that could carry another gate's marker.
 */

export const DETAILS_MARKER = '<!-- latency-gate-details -->';

const MAX_ID_LENGTH = 100;

/**
 * Reduces a gate id to `[A-Za-z0-9._-]`. The id comes from a workflow input or a matrix label; without
 * this, an id containing `-->` would close the HTML comment and print the rest into the PR.
 */
export function sanitizeCommentId(id: string): string {
  const safe = id
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-') // `--` is not allowed inside an HTML comment
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ID_LENGTH);
  return safe === '' ? 'default' : safe;
}

export function commentMarker(id: string): string {
  return `<!-- latency-gate:${sanitizeCommentId(id)} -->`;
}

export function verdictMarker(verdict: string): string {
  return `<!-- latency-gate-verdict:${sanitizeCommentId(verdict)} -->`;
}

const VERDICT_PATTERN = /^<!-- latency-gate-verdict:([A-Za-z0-9._-]+) -->$/;

/** Whether `body` is a comment for gate `id`: the marker is its whole first line. */
export function hasCommentMarker(body: string | null | undefined, id: string): boolean {
  return body?.split('\n', 1)[0]?.replace(/\r$/, '') === commentMarker(id);
}

/** The verdict an earlier comment recorded with `verdictMarker` on its second line, or undefined. */
export function readCommentVerdict(body: string | undefined): string | undefined {
  return body === undefined ? undefined : VERDICT_PATTERN.exec(body.split('\n', 2)[1]?.replace(/\r$/, '') ?? '')?.[1];
}

/**
 * A sticky comment's whole body: the id marker first, so truncation, which cuts from the end, can never remove
 * it, then the verdict marker, then the rendered report. A marker inside the rendered body is only text (the id
 * counts only on the first line). The action posts this and `comment-dry-run` writes it, in every kind of run.
 */
export function stickyCommentBody(id: string, verdict: string | undefined, body: string): string {
  return [commentMarker(id), ...(verdict !== undefined ? [verdictMarker(verdict)] : []), body].join('\n');
}

/** Room the id and verdict markers take at the top of a comment, so truncation can leave space for them. */
export const MARKER_RESERVE = 2 * (MAX_ID_LENGTH + 40);
