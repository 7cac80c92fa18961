import { readFileSync } from 'node:fs';
import { UserError } from '../errors.js';

/** Where src/github/event-guard.ts puts an event file that @actions/github would have choked on. */
export const UNREADABLE_EVENT_PATH = 'LATENCY_GATE_UNREADABLE_EVENT_PATH';

/** The workflow event that started this job, read from the runner's environment. */
export interface WorkflowEvent {
  /** `GITHUB_EVENT_NAME`: `pull_request`, `workflow_run`, `push`, … */
  name: string;
  /** The webhook payload at `GITHUB_EVENT_PATH`, unvalidated. */
  payload: Record<string, unknown>;
  owner: string;
  repo: string;
  /** `GITHUB_REF`, e.g. `refs/heads/feature-x`. */
  ref: string | undefined;
  /** `GITHUB_RUN_ATTEMPT`: above 1 when someone pressed "Re-run jobs". */
  runAttempt: number;
}

/**
 * Reads the event like `@actions/github`'s `Context`, but on demand. That package builds its `context`
 * once at import time and does not export the `Context` class, so a fresh read per call is what lets
 * tests (and long-lived CLI processes) change the environment between cases.
 */
export function readWorkflowEvent(env: NodeJS.ProcessEnv = process.env): WorkflowEvent {
  const path = env['GITHUB_EVENT_PATH'] ?? env[UNREADABLE_EVENT_PATH];
  let payload: Record<string, unknown> = {};
  if (path) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null) payload = parsed as Record<string, unknown>;
    } catch (error) {
      // On a runner GitHub writes this file; a wrong one comes from a local run (npm run local-action --event).
      const reason =
        (error as NodeJS.ErrnoException).code ?? (error instanceof SyntaxError ? 'not valid JSON' : 'unreadable');
      throw new UserError(
        `The workflow event file '${path}' (GITHUB_EVENT_PATH) could not be read (${reason}); point it at a webhook payload in JSON, such as the pull_request event in the README's local-action example`,
      );
    }
  }
  const [owner, repo] = repositoryOf(env, payload).split('/');
  if (!owner || !repo) {
    throw new UserError(
      `GITHUB_REPOSITORY must look like 'owner/repo' to find the pull request, got '${env['GITHUB_REPOSITORY'] ?? ''}'; set it, or give the event payload a 'repository.full_name'`,
    );
  }
  const attempt = Number.parseInt(env['GITHUB_RUN_ATTEMPT'] ?? '1', 10);
  return {
    name: env['GITHUB_EVENT_NAME'] ?? '',
    payload,
    owner,
    repo,
    ref: env['GITHUB_REF'],
    runAttempt: Number.isFinite(attempt) ? attempt : 1,
  };
}

function repositoryOf(env: NodeJS.ProcessEnv, payload: Record<string, unknown>): string {
  const fullName = (payload['repository'] as { full_name?: unknown } | null | undefined)?.full_name;
  return env['GITHUB_REPOSITORY'] || (typeof fullName === 'string' ? fullName : '');
}
