import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';

// Model and input paths come from workflow files that a pull request can change. On a self-hosted runner a
// path such as '../../secrets/key' or a committed symlink to '/etc' would make the gate read (and hash into
// its public record) files outside the checkout. So every path must resolve, symlinks included, inside the
// workspace unless the workflow opts out with 'allow-outside-workspace: true'.

export interface WorkspaceAccess {
  /** GITHUB_WORKSPACE when set (the checkout on a runner), else the current directory. */
  root: string;
  allowOutside: boolean;
}

export function workspaceAccess(allowOutside: boolean, env: NodeJS.ProcessEnv = process.env): WorkspaceAccess {
  const root = env.GITHUB_WORKSPACE?.trim() || process.cwd();
  return { root: path.resolve(root), allowOutside };
}

function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

/**
 * Throws unless `file` (which must exist) resolves inside the workspace. Both sides go through realpath, so a
 * symlink cannot point out of the workspace and a workspace reached through a symlink (/tmp on macOS) still
 * contains its own files. Returns the resolved path.
 */
export async function checkInsideWorkspace(input: string, file: string, access: WorkspaceAccess): Promise<string> {
  const resolved = await realpath(file);
  if (access.allowOutside) return resolved;
  const root = await realpath(access.root).catch(() => access.root);
  if (!isInside(root, resolved)) {
    const via = path.resolve(file) === resolved ? '' : ` (through a symlink at '${file}')`;
    throw new UserError(
      `'${input}' resolves to '${resolved}'${via}, outside the workspace '${root}'; keep the file inside the workspace, or set 'allow-outside-workspace' to 'true' if reading it is intended`,
    );
  }
  return resolved;
}
