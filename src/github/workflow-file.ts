/**
 * The workflow file's name from GITHUB_WORKFLOW_REF ('owner/repo/.github/workflows/gate.yml@refs/heads/main'):
 * what `gh workflow run` takes.
 */
export function workflowFile(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const ref = env.GITHUB_WORKFLOW_REF;
  return ref ? /\/(\.github\/workflows\/[^@]+)@/.exec(ref)?.[1]?.split('/').pop() : undefined;
}
