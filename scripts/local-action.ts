// npm run local-action -- --candidate a.onnx --baseline b.onnx [--event event.json --event-name pull_request] [--<input> value ...]
// Runs the bundled action (dist/index.js) the way a runner does: INPUT_* variables, GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files, an optional event payload, and a dry-run comment written to a file instead of
// posted (comment-dry-run, default latency-gate-comment.md). Prints the outputs and where everything went.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const inputs: Record<string, string> = { 'comment-dry-run': 'latency-gate-comment.md' };
const env: NodeJS.ProcessEnv = { ...process.env };
for (let i = 0; i < args.length; i += 2) {
  const name = args[i]?.replace(/^--/, '') ?? '';
  const value = args[i + 1] ?? '';
  if (name === 'event') env.GITHUB_EVENT_PATH = path.resolve(value);
  else if (name === 'event-name') env.GITHUB_EVENT_NAME = value;
  else inputs[name] = value;
}
const dir = mkdtempSync(path.join(tmpdir(), 'latency-gate-local-'));
env.GITHUB_OUTPUT = path.join(dir, 'output');
env.GITHUB_STEP_SUMMARY = path.join(dir, 'summary.md');
env.GITHUB_WORKSPACE ??= process.cwd();
env.GITHUB_REPOSITORY ??= 'local/repository';
writeFileSync(env.GITHUB_OUTPUT, '');
writeFileSync(env.GITHUB_STEP_SUMMARY, '');
for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;

const run = spawnSync(process.execPath, [path.join(root, 'dist/index.js')], { env, stdio: 'inherit' });
process.stdout.write(`\noutputs (${env.GITHUB_OUTPUT}):\n${readFileSync(env.GITHUB_OUTPUT, 'utf8')}`);
process.stdout.write(`job summary: ${env.GITHUB_STEP_SUMMARY}\nPR comment (dry run): ${path.resolve(inputs['comment-dry-run'] ?? '')}\n`);
process.exitCode = run.status ?? 1;
