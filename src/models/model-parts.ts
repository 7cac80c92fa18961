import { lstat, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { git } from '../git.js';
import { matchesAny } from './glob.js';
import { parseModelFacts } from './inspect.js';

// A model is more than its .onnx file: the external data files it names (`model.onnx.data`) and the targets of
// symlinks on its path (`classifier.onnx -> real.bin`) are part of it. A branch that changes only one of those
// changed the model, though git lists no .onnx file (docs/workflows.md, "How changed models are gated").

/** Repository-relative, '/'-separated. */
function relative(top: string, file: string): string | undefined {
  const rel = path.relative(top, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

/** The symlinks on `file`'s path inside the working tree (each a repository path), and where it really is. */
export async function linksOnPath(top: string, file: string): Promise<{ links: string[]; real: string | undefined }> {
  const parts = file.split('/');
  const links: string[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const prefix = parts.slice(0, i).join('/');
    const info = await lstat(path.join(top, prefix)).catch(() => undefined);
    if (info?.isSymbolicLink()) links.push(prefix);
  }
  const [topReal, real] = await Promise.all([realpath(top), realpath(path.join(top, file)).catch(() => undefined)]);
  return { links, real: real ? relative(topReal, real) : undefined };
}

/**
 * The external data locations a model names, relative to its directory and '/'-separated; [] when it names
 * none or cannot be read. Locations onnxruntime would refuse (absolute, '..') are left to the inspection.
 */
export async function externalLocations(file: string): Promise<string[]> {
  try {
    return parseModelFacts(await readFile(file))
      .externalData.filter((l) => !path.isAbsolute(l) && !l.split(/[\\/]/).includes('..'))
      .map((l) => l.split('\\').join('/'));
  } catch {
    return [];
  }
}

/** The external data files a model names, as repository paths (also where symlinks lead). */
export async function externalDataOf(top: string, real: string): Promise<string[]> {
  const topReal = await realpath(top);
  const files: string[] = [];
  for (const location of await externalLocations(path.join(top, real))) {
    const side = path.posix.join(path.posix.dirname(real), location);
    files.push(side);
    const resolved = await realpath(path.join(top, side)).catch(() => undefined);
    const rel = resolved && relative(topReal, resolved);
    if (rel && rel !== side) files.push(rel);
  }
  return files;
}

/**
 * The tracked .onnx models matching `globs`, not already `listed`, that a change in `touched` reaches: a
 * symlink on the model's path or the file it resolves to, or an external data file it names. A model is read
 * only when a touched file that is not a model lies under its directory.
 */
export async function affectedModels(
  top: string,
  touched: ReadonlySet<string>,
  listed: ReadonlySet<string>,
  globs: readonly string[],
): Promise<string[]> {
  const others = [...touched].filter((f) => !f.toLowerCase().endsWith('.onnx'));
  if (others.length === 0) return [];
  const tracked = (await git(['-C', top, 'ls-files', '-z', '--', ':(icase)*.onnx']))
    .split('\0')
    .filter((f) => f && !listed.has(f) && matchesAny(f, globs));
  const affected: string[] = [];
  for (const file of tracked) {
    const { links, real } = await linksOnPath(top, file);
    if (!real) continue;
    if (links.some((l) => touched.has(l)) || touched.has(real)) {
      affected.push(file);
      continue;
    }
    const dir = path.posix.dirname(real);
    const near = others.some((f) => dir === '.' || f.startsWith(`${dir}/`));
    if (near && (await externalDataOf(top, real)).some((side) => touched.has(side))) affected.push(file);
  }
  return affected;
}
