import { removeRunTempDir } from '../run-temp.js';

// SIGINT (Ctrl-C, a cancelled workflow) and SIGTERM (`timeout`, a CI system stopping a job) sent to the CLI or
// the action alone, not to its process group: the run must stop its benchmark child itself, within a second,
// and still write what it measured (docs/benchmark.md, "Clean exits").

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Turns the first SIGINT or SIGTERM into an abort of the run (its reason is the signal's name): the benchmark
 * child is stopped and the record is written with verdict `error`, reason `interrupted`. A second signal means
 * "now": the run's temporary directory is removed and the signal is raised again with its default action.
 */
export function abortOnSignals(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const handler = (name: NodeJS.Signals) => {
    if (!controller.signal.aborted) return controller.abort(name);
    dispose();
    removeRunTempDir();
    process.kill(process.pid, name);
  };
  const dispose = () => SIGNALS.forEach((name) => process.off(name, handler));
  SIGNALS.forEach((name) => process.on(name, handler));
  return { signal: controller.signal, dispose };
}
