import type { RawInputs } from '../inputs/definitions.js';
import type { WorkflowEvent } from './event.js';

/**
 * Zero-config PR mode (docs/workflows.md, "Changed models"): on a pull_request event with no `candidate`, gate
 * every model the PR changed against the PR's base commit, read from the event. Any explicit setting wins: a
 * `candidate`, a `changed-since`, or a mode other than gate or plan. The sha is checked before it reaches git.
 */
export function pullRequestDefaults(raw: RawInputs, event: Pick<WorkflowEvent, 'name' | 'payload'>): RawInputs {
  if (
    raw.candidate?.trim() ||
    raw['changed-since']?.trim() ||
    (raw.mode?.trim() && !['gate', 'plan'].includes(raw.mode.trim()))
  )
    return raw;
  if (event.name !== 'pull_request') return raw;
  const pullRequest = event.payload['pull_request'] as { base?: { sha?: unknown } } | undefined;
  const sha = pullRequest?.base?.sha;
  return typeof sha === 'string' && /^[0-9a-f]{40}$/.test(sha) ? { ...raw, 'changed-since': sha } : raw;
}
