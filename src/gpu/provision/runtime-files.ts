import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ORT_LIBRARY = 'libonnxruntime.so.1';

/**
 * The bundled onnxruntime-node's linux-x64 binaries folder. Found the way Node resolves a package (walking up
 * from this file to a node_modules that has it), which covers both the action's release layout (dist/ beside
 * node_modules/) and a development checkout; require.resolve is avoided because the bundler rewrites it.
 */
export function bundledRuntimeDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6', 'linux', 'x64');
    if (existsSync(path.join(candidate, ORT_LIBRARY))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`the bundled onnxruntime-node has no linux-x64 ${ORT_LIBRARY} beside this action`);
    dir = parent;
  }
}
