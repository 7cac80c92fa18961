// @actions/tool-cache logs through @actions/core, which writes workflow commands (`::debug::…`) to stdout.
// On a runner that is where they belong; from a terminal they would corrupt `--json` output, so outside
// GitHub Actions they are sent to stderr while a tool-cache call runs.
export function withQuietStdout<T>(work: () => T): T {
  if (process.env.GITHUB_ACTIONS === 'true') return work();
  const write = process.stdout.write;
  process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
  const restore = () => void (process.stdout.write = write);
  try {
    const result = work();
    if (result instanceof Promise) return result.finally(restore) as T;
    restore();
    return result;
  } catch (error) {
    restore();
    throw error;
  }
}
