// A scratch git repository with a pull-request branch that changes several models at once: one slowed
// (modified), one renamed, one added, one deleted, one untouched, and one outside `models/`. Used by the
// changed-models tests of the CLI (--changed-since) and of the action (a pull_request event, no candidate).
import { execFile } from 'node:child_process';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeMlp } from '../fixtures/onnx/index.js';
import { tempDir } from './cli.js';

const run = promisify(execFile);
const MLP = { inputDim: 64, hiddenDims: [128, 128], outputDim: 10, batch: 8 };

export interface ScratchRepo {
  dir: string;
  /** The commit the PR branch forked from (the PR's base sha). */
  base: string;
  head: string;
}

export async function git(dir: string, ...args: string[]): Promise<string> {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'ml dev',
    GIT_AUTHOR_EMAIL: 'ml@example.com',
    GIT_COMMITTER_NAME: 'ml dev',
    GIT_COMMITTER_EMAIL: 'ml@example.com',
  };
  return (await run('git', ['-C', dir, ...args], { env })).stdout.trim();
}

export async function scratchRepo(): Promise<ScratchRepo> {
  const dir = await tempDir('latency-gate-repo-');
  const file = (name: string) => path.join(dir, name);
  await mkdir(file('models'));
  await mkdir(file('experiments'));
  await git(dir, 'init', '-q', '-b', 'main');
  await writeMlp(file('models/classifier.onnx'), { ...MLP, seed: 1 });
  await writeMlp(file('models/detector.onnx'), { ...MLP, seed: 2 });
  await writeMlp(file('models/old-name.onnx'), { ...MLP, seed: 3 });
  await writeMlp(file('models/retired.onnx'), { ...MLP, seed: 4 });
  await writeMlp(file('experiments/probe.onnx'), { ...MLP, seed: 5 });
  await writeFile(file('README.md'), 'models\n');
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'models');
  const base = await git(dir, 'rev-parse', 'HEAD');
  await git(dir, 'checkout', '-q', '-b', 'pr');
  // Modified: three identity layers, a known slowdown with identical outputs.
  await writeMlp(file('models/classifier.onnx'), { ...MLP, seed: 1, identityLayers: 3 });
  await rename(file('models/old-name.onnx'), file('models/new-name.onnx'));
  await writeMlp(file('models/added.onnx'), { ...MLP, seed: 6 });
  await rm(file('models/retired.onnx'));
  await writeMlp(file('experiments/probe.onnx'), { ...MLP, seed: 5, perturb: 1e-3 });
  await copyFile(file('README.md'), file('NOTES.md'));
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'slow the classifier, rename, add, delete');
  return { dir, base, head: await git(dir, 'rev-parse', 'HEAD') };
}

/**
 * A scratch repository made of two commits: `main` as `base` leaves it, then a `pr` branch as `change` leaves
 * it (both write files under the repository directory). For the cases a PR can hide a model change in.
 */
export async function scratchBranch(
  base: (file: (name: string) => string) => Promise<void>,
  change: (file: (name: string) => string) => Promise<void>,
): Promise<ScratchRepo> {
  const dir = await tempDir('latency-gate-repo-');
  const file = (name: string) => path.join(dir, name);
  await git(dir, 'init', '-q', '-b', 'main');
  await base(file);
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'models');
  const baseCommit = await git(dir, 'rev-parse', 'HEAD');
  await git(dir, 'checkout', '-q', '-b', 'pr');
  await change(file);
  await git(dir, 'add', '-A');
  await git(dir, 'commit', '-q', '-m', 'change');
  return { dir, base: baseCommit, head: await git(dir, 'rev-parse', 'HEAD') };
}

/** The small MLP every scratch repository uses; `seed` picks the weights, `identityLayers` slows it. */
export const SCRATCH_MLP = MLP;
