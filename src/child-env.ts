// The one environment every child process starts with (the benchmark worker, the dlopen probe, git, nvidia-smi):
// built from an allowlist, never from all of process.env. On a runner that environment holds the action's inputs
// (INPUT_GITHUB-TOKEN), GITHUB_TOKEN when a workflow exports it, and the runtime's ACTIONS_* tokens and URLs; a
// child loads code the gate did not write (provider libraries, a model's runtime, git's hooks and helpers), and
// whatever runs in it can read its own environment. docs/publishing.md, "Child processes", lists what passes and why.

/** Passed by exact name when set: what a program needs to find itself, its files, its locale and its temp dir. */
const NAMES = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TMPDIR',
  'XDG_CONFIG_HOME',
  'XDG_CACHE_HOME',
  // The CUDA libraries the job installed are found through it; the GPU setup puts the private directory first.
  'LD_LIBRARY_PATH',
  // The user's Node settings (a larger heap for big models) reach the benchmark worker as they reach the gate.
  'NODE_OPTIONS',
  // The test-only fault switch read by the benchmark worker (src/bench/child/test-fault.ts); harmless elsewhere.
  'LATENCY_GATE_TEST_FAULT',
  // Windows: a process without SystemRoot cannot load its system libraries; the rest are its usual directories.
  'SYSTEMROOT',
  'WINDIR',
  'SYSTEMDRIVE',
  'COMSPEC',
  'PATHEXT',
  'TEMP',
  'TMP',
  'USERPROFILE',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA',
  'PROGRAMFILES',
  'NUMBER_OF_PROCESSORS',
  'PROCESSOR_ARCHITECTURE',
]);

/**
 * Passed by prefix: locale categories, the CUDA settings the job made (CUDA_VISIBLE_DEVICES, CUDA_DEVICE_ORDER,
 * CUDA_MODULE_LOADING, CUDA_CACHE_PATH) and onnxruntime's own ORT_* switches (TensorRT engine caching is set
 * only through them, the Node binding has no option for it).
 */
const PREFIXES = ['LC_', 'CUDA_', 'ORT_'];

/**
 * Never passed, whatever a caller adds: the action's inputs, tokens and the runtime's service URLs. A name
 * matching these in `extra` is a bug in the caller, so it throws instead of quietly dropping it.
 */
const SECRET = /^(INPUT_|ACTIONS_|GITHUB_TOKEN$|GH_TOKEN$|RUNNER_TOKEN$)|TOKEN|SECRET|PASSWORD|CREDENTIAL/i;

function allowed(name: string): boolean {
  // Windows names are case-insensitive; elsewhere PATH and Path are different variables, and only PATH counts.
  const key = process.platform === 'win32' ? name.toUpperCase() : name;
  if (SECRET.test(key)) return false;
  return NAMES.has(key) || PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * The environment for a child: the allowlisted variables of `from` (this process's environment by default),
 * then the caller's own additions (LD_LIBRARY_PATH with the private GPU directory first, TMPDIR for the run's
 * temp directory, CUDA_DEVICE_ORDER), which replace inherited values of the same name.
 */
export function childEnv(
  extra: Readonly<Record<string, string | undefined>> = {},
  from: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(from)) if (value !== undefined && allowed(name)) env[name] = value;
  for (const [name, value] of Object.entries(extra)) {
    if (SECRET.test(name)) throw new Error(`childEnv: '${name}' must never reach a child process`);
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}
