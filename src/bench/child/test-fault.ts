// A test-only switch that makes the benchmark child fail on purpose, because onnxruntime 1.30 has no known
// crafted model that crashes it (out-of-range indices, bad attributes, escaping external data, deep
// subgraphs are all refused with an error) and none that hangs while loading. The parent's handling of a
// dead or stuck child (the signal in the message, the budget kill, the record keeping what was measured)
// is then tested with a real process. Unset in normal use; setting it only harms the process that sets it.
//
//   LATENCY_GATE_TEST_FAULT=<action>@<point>
//   action: SIGSEGV, SIGABRT, SIGKILL… (the child signals itself), 'hang' (blocks its thread forever, as a
//           native call that never returns does), 'throw' (an internal error with a stack trace)
//   point:  load, cold-start, agreement, warmup, profile (the start of the phase) or look (after the first look)

export const TEST_FAULT_ENV = 'LATENCY_GATE_TEST_FAULT';

export function injectFault(point: string): void {
  const spec = process.env[TEST_FAULT_ENV];
  if (!spec) return;
  const [action, at] = spec.split('@');
  if (at !== point) return;
  if (action === 'throw') throw new Error(`injected internal error at ${point} (${TEST_FAULT_ENV})`);
  if (action && /^SIG[A-Z0-9]+$/.test(action)) process.kill(process.pid, action as NodeJS.Signals);
  if (action === 'hang' || action?.startsWith('SIG')) {
    // Atomics.wait blocks the thread without returning to the event loop: nothing but a kill ends it.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }
}
