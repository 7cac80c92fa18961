// How to measure a pull request again, as a command a reader can paste: `gh workflow run` on the ref whose
// checkout is the PR head (docs/publishing.md, "The commit a comment names"). Without `--ref`, gh dispatches on the
// default branch, which measures that branch and not the pull request.

/** The ref to dispatch on, or a fork's PR, whose branch lives in another repository and cannot be dispatched. */
export type RerunTarget = { ref: string } | { fork: true };

/** A word for a POSIX shell: as it is when plain, else single-quoted (a branch name may hold `$`, `;`, quotes). */
export function shellWord(text: string): string {
  return /^[A-Za-z0-9._/@%+=:,-]+$/.test(text) && !text.startsWith('-') ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function dispatchCommand(workflowFile: string, ref: string, pullRequest?: number, extra = ''): string {
  const pr = pullRequest ? ` -f pr-number=${pullRequest}` : '';
  return `gh workflow run ${shellWord(workflowFile)} --ref ${shellWord(ref)}${pr}${extra}`;
}
