// npm run local-action -- --candidate a.onnx --baseline b.onnx [--pull-request 42] [--<input> value ...]
// npm run local-action -- ... --event payload.json --event-name pull_request
// Runs the bundled action (dist/index.js) the way a runner does: INPUT_* variables, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files, an event payload, and a dry-run comment written to a file instead of posted
// (comment-dry-run, default latency-gate-comment.md). `--pull-request N` writes a minimal pull_request payload
// for PR N; `--event` takes a real one (a webhook payload as GitHub sends it). Prints the outputs and where
// everything went. A mistake in these arguments is one line and exit code 2, before anything runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INPUTS } from '../src/inputs/definitions.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const action = path.join(root, 'dist/index.js');
const OWN = ['event', 'event-name', 'pull-request'];

function usageError(message: string): never {
  process.stderr.write(`local-action: ${message}\n`);
  process.exit(2);
}

function parse(args: string[]): { inputs: Record<string, string>; own: Record<string, string> } {
  const inputs: Record<string, string> = { 'comment-dry-run': 'latency-gate-comment.md' };
  const own: Record<string, string> = {};
  const known = new Set<string>([...INPUTS.map((i) => i.name), ...OWN]);
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] ?? '';
    const value = args[i + 1];
    const name = flag.replace(/^--/, '');
    if (!flag.startsWith('--') || !known.has(name))
      usageError(
        `'${flag}' is not an action input or one of --${OWN.join(', --')}; run it as 'npm run local-action -- --candidate a.onnx --baseline b.onnx'`,
      );
    if (value === undefined || value.startsWith('--')) usageError(`'${flag}' needs a value, as in '${flag} <value>'`);
    if (OWN.includes(name)) own[name] = value;
    else inputs[name] = value;
  }
  return { inputs, own };
}

/**
 * The event: the payload file given with --event, or a minimal pull_request payload for --pull-request, which
 * is written only once every argument has been checked (a mistake leaves no directory behind).
 */
function eventOf(own: Record<string, string>, repository: string): { file?: string; name?: string; payload?: object } {
  if (own['event'] && own['pull-request']) usageError("give '--event' or '--pull-request', not both");
  if (own['event']) {
    const file = path.resolve(own['event']);
    if (!existsSync(file))
      usageError(
        `'--event' '${own['event']}' does not exist; give a webhook payload file, or use '--pull-request <number>' for a pull_request event`,
      );
    try {
      JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      usageError(`'--event' '${own['event']}' is not JSON; give a webhook payload as GitHub sends it`);
    }
    if (!own['event-name'])
      usageError(`'--event' needs '--event-name' (pull_request, workflow_dispatch, workflow_run, ...)`);
    return { file, name: own['event-name'] };
  }
  if (own['event-name'] && !own['pull-request']) usageError(`'--event-name' needs '--event <payload.json>'`);
  if (!own['pull-request']) return {};
  const number = Number(own['pull-request']);
  if (!/^\d+$/.test(own['pull-request']) || number < 1)
    usageError(`'--pull-request' must be a pull request number like '42', got '${own['pull-request']}'`);
  const head = { sha: '0000000000000000000000000000000000000000', repo: { full_name: repository } };
  return { payload: { pull_request: { number, head }, repository: { full_name: repository } }, name: 'pull_request' };
}

const { inputs, own } = parse(process.argv.slice(2));
if (!existsSync(action)) usageError(`${action} does not exist; run 'npm run build' first`);
const env: NodeJS.ProcessEnv = { ...process.env };
env.GITHUB_REPOSITORY ??= 'local/repository';
const event = eventOf(own, env.GITHUB_REPOSITORY);
const dir = mkdtempSync(path.join(tmpdir(), 'latency-gate-local-'));
if (event.payload) {
  event.file = path.join(dir, 'event.json');
  writeFileSync(event.file, JSON.stringify(event.payload));
}
if (event.file) env.GITHUB_EVENT_PATH = event.file;
if (event.name) env.GITHUB_EVENT_NAME = event.name;
env.GITHUB_OUTPUT = path.join(dir, 'output');
env.GITHUB_STEP_SUMMARY = path.join(dir, 'summary.md');
env.GITHUB_WORKSPACE ??= process.cwd();
writeFileSync(env.GITHUB_OUTPUT, '');
writeFileSync(env.GITHUB_STEP_SUMMARY, '');
for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;

const run = spawnSync(process.execPath, [action], { env, stdio: 'inherit' });
process.stdout.write(`\noutputs (${env.GITHUB_OUTPUT}):\n${readFileSync(env.GITHUB_OUTPUT, 'utf8')}`);
process.stdout.write(
  `job summary: ${env.GITHUB_STEP_SUMMARY}\nPR comment (dry run): ${path.resolve(inputs['comment-dry-run'] ?? '')}\n`,
);
process.exitCode = run.status ?? 1;
