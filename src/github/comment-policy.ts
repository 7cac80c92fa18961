import type { CommentPolicy } from '../inputs/config.js';

export interface CommentDecisionInput {
  /** This run's overall verdict (`pass`, `regression`, `improvement`, `inconclusive`, `error`). */
  verdict: string;
  /** The verdict the existing sticky comment shows (`readCommentVerdict`); undefined when there is none. */
  previousVerdict: string | undefined;
  /** Whether this run fails the gate. */
  failed: boolean;
}

/**
 * Whether to create or update the sticky comment.
 *
 * - `always`: every run.
 * - `never`: no comment; the job summary still has the report.
 * - `on-change`: the first time, then only when the verdict differs from the one the comment shows,
 *   so pushes that change nothing do not notify every PR subscriber again.
 * - `on-failure`: when the gate fails, and also whenever a comment already exists: a red comment from
 *   an earlier push must not keep claiming a regression that a later push fixed.
 */
export function shouldComment(policy: CommentPolicy, input: CommentDecisionInput): boolean {
  switch (policy) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'on-change':
      return input.previousVerdict !== input.verdict;
    case 'on-failure':
      return input.failed || input.previousVerdict !== undefined;
  }
}
