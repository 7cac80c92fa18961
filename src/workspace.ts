import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from './errors.js';

// Every path input (models, inputs, noise profile, records, the report and the dry-run comment) comes from a
// workflow file that a pull request can change. On a self-hosted runner a path such as '../../secrets/key' or
// a committed symlink to '/etc' would make the gate read files outside the checkout (and hash them into its
// public record, or quote them in an error), or overwrite them. So on a runner every path must resolve,
// symlinks included, inside the workspace unless the workflow opts out with 'allow-outside-workspace: true'.
// At a person's terminal there is no checkout to protect: the guard is off unless --workspace names one.

/**
 * A path the settings parser (src/inputs/paths.ts) has resolved and checked against the workspace, carried with
 * the text it was given as: the file is read or written at `resolved`, and messages and outputs quote `given`.
 * Only the guard below makes one, so a function that takes a CheckedPath cannot be handed a raw setting.
 */
export interface CheckedPath {
  readonly given: string;
  readonly resolved: string;
  readonly checkedAgainstWorkspace: true;
}

function checked(given: string, resolved: string): CheckedPath {
  return { given, resolved, checkedAgainstWorkspace: true };
}

export interface WorkspaceAccess {
  /** The `workspace` input, else GITHUB_WORKSPACE, else the current directory. */
  root: string;
  /** True when paths may resolve anywhere: 'allow-outside-workspace', or a terminal without --workspace. */
  allowOutside: boolean;
}

/**
 * The guard is on in GitHub Actions (GITHUB_ACTIONS=true, or GITHUB_WORKSPACE set by a runner) and wherever a
 * workspace is named explicitly; off at a terminal. `allowOutside` turns it off everywhere.
 */
export function workspaceAccess(
  allowOutside: boolean,
  env: NodeJS.ProcessEnv = process.env,
  workspace?: string,
): WorkspaceAccess {
  const runnerRoot = env.GITHUB_WORKSPACE?.trim();
  const root = workspace?.trim() || runnerRoot || process.cwd();
  const enforced = Boolean(workspace?.trim()) || env.GITHUB_ACTIONS === 'true' || Boolean(runnerRoot);
  return { root: path.resolve(root), allowOutside: allowOutside || !enforced };
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

/** Throws unless `resolved` is inside the workspace or the access allows outside; `via` names a symlink passed. */
async function refuseOutside(access: WorkspaceAccess, input: string, resolved: string, via: string): Promise<void> {
  if (access.allowOutside) return;
  const root = await realpath(access.root).catch(() => access.root);
  if (isInside(root, resolved)) return;
  throw new UserError(
    `'${input}' resolves to '${resolved}'${via}, outside the workspace '${root}'; keep the file inside the workspace, or set 'allow-outside-workspace' to 'true' if reading it is intended`,
  );
}

/**
 * Throws unless `file` (which must exist) resolves inside the workspace. Both sides go through realpath, so a
 * symlink cannot point out of the workspace and a workspace reached through a symlink (/tmp on macOS) still
 * contains its own files. Returns the resolved path.
 */
export async function checkInsideWorkspace(input: string, file: string, access: WorkspaceAccess): Promise<CheckedPath> {
  const resolved = await realpath(file);
  await refuseOutside(
    access,
    input,
    resolved,
    path.resolve(file) === resolved ? '' : ` (through a symlink at '${file}')`,
  );
  return checked(file, resolved);
}

/**
 * Where a file named by `input` may be written: its nearest existing directory must resolve inside the
 * workspace (the directories still missing are then created inside it), and the file itself must not be a
 * symlink, which a pull request could commit to point at any file the runner's user may write.
 */
export async function checkWritableInsideWorkspace(
  input: string,
  file: string,
  access: WorkspaceAccess,
): Promise<CheckedPath> {
  const target = path.resolve(file);
  const existing = await lstat(target).catch(() => undefined);
  if (existing?.isSymbolicLink()) {
    throw new UserError(
      `'${input}' '${file}' is a symbolic link, which is never written through; remove the link or choose another path`,
    );
  }
  if (existing && !existing.isFile())
    throw new UserError(
      `'${input}' '${file}' is not a regular file; choose a file path such as 'latency-gate-report.json'`,
    );
  let dir = path.dirname(target);
  while (!(await lstat(dir).catch(() => undefined))) dir = path.dirname(dir);
  const resolvedDir = await realpath(dir);
  // The file is later written at the resolved place, so a directory symlink checked here cannot be swapped for
  // another target between the check and the write.
  const resolved = path.join(resolvedDir, path.relative(dir, target));
  await refuseOutside(access, input, resolved, resolved === target ? '' : ` (through a symlink in '${file}')`);
  return checked(file, resolved);
}

/**
 * Writes (or appends) `contents` to a path checked when the settings were parsed, creating missing
 * directories. O_NOFOLLOW refuses a symlink that appeared at the destination after the check (the open fails
 * with ELOOP).
 */
export async function writeCheckedFile(
  target: CheckedPath,
  contents: string,
  { append = false }: { append?: boolean } = {},
): Promise<void> {
  await mkdir(path.dirname(target.resolved), { recursive: true });
  const flags = append ? constants.O_APPEND : constants.O_TRUNC;
  const handle = await open(
    target.resolved,
    constants.O_WRONLY | constants.O_CREAT | flags | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    await handle.writeFile(contents, 'utf8');
  } finally {
    await handle.close();
  }
}
