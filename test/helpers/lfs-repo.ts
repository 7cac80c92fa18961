// Scratch repositories whose models live in Git LFS, with the real git-lfs binary and a file:// origin: a
// developer's clone pushes `main` and a `pr` branch, and each test clones it as actions/checkout with
// 'lfs: true' does (the head's objects fetched, the base's not). HOME is a scratch directory, so nothing here
// reads or changes the machine's global git configuration.
import { execFile } from 'node:child_process';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeMlp } from '../fixtures/onnx/index.js';
import { tempDir } from './cli.js';

const run = promisify(execFile);
export const LFS_MLP = { inputDim: 64, hiddenDims: [128, 128], outputDim: 10, batch: 8 };
/** Other inputs and outputs than LFS_MLP: its rename across directories is found by its signature alone. */
const DET = { inputDim: 32, hiddenDims: [64], outputDim: 4, batch: 8, seed: 7 };

export interface LfsOrigin {
  /** The bare origin, as a file:// URL. */
  url: string;
  /** The scratch HOME every git call of these tests uses. */
  home: string;
  /** The commits of main (the PR's base) and pr. */
  base: string;
  head: string;
}

/** The environment of a person's terminal with a scratch HOME and a committer. */
export function lfsEnv(home: string): NodeJS.ProcessEnv {
  const { GITHUB_ACTIONS: _a, GITHUB_WORKSPACE: _w, ...env } = process.env;
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'ml dev',
    GIT_AUTHOR_EMAIL: 'ml@example.com',
    GIT_COMMITTER_NAME: 'ml dev',
    GIT_COMMITTER_EMAIL: 'ml@example.com',
  };
}

export async function gitIn(home: string, dir: string, ...args: string[]): Promise<string> {
  return (await run('git', ['-C', dir, ...args], { env: lfsEnv(home), maxBuffer: 64 * 1024 * 1024 })).stdout.trim();
}

/**
 * main: models/clf.onnx, models/ext.onnx with its weights in models/ext.onnx.data, models/old.onnx; pr: clf
 * slowed by identity layers (same outputs), ext's weights file perturbed, old.onnx renamed to new.onnx with its
 * weights perturbed (git sees a deletion and an addition), models/vision/det.onnx moved to
 * models/archive/det-v2.onnx and retrained (paired only by its signature). Every .onnx and .data file is in LFS.
 */
export async function lfsOrigin(): Promise<LfsOrigin> {
  const root = await tempDir('latency-gate-lfs-');
  const home = path.join(root, 'home');
  await mkdir(home);
  const git = (dir: string, ...args: string[]) => gitIn(home, dir, ...args);
  const origin = path.join(root, 'origin.git');
  const dev = path.join(root, 'dev');
  await run('git', ['init', '-q', '--bare', '-b', 'main', origin], { env: lfsEnv(home) });
  await run('git', ['init', '-q', '-b', 'main', dev], { env: lfsEnv(home) });
  const file = (name: string) => path.join(dev, name);
  await git(dev, 'lfs', 'install', '--local');
  await git(dev, 'lfs', 'track', '*.onnx', '*.data');
  await mkdir(file('models'));
  await writeMlp(file('models/clf.onnx'), { ...LFS_MLP, seed: 1 });
  await writeMlp(file('models/ext.onnx'), { ...LFS_MLP, seed: 2, externalData: 'ext.onnx.data' });
  await writeMlp(file('models/old.onnx'), { ...LFS_MLP, seed: 3 });
  await mkdir(file('models/vision'));
  await writeMlp(file('models/vision/det.onnx'), DET);
  await git(dev, 'add', '-A');
  await git(dev, 'commit', '-q', '-m', 'models in LFS');
  const url = `file://${origin}`;
  await git(dev, 'remote', 'add', 'origin', url);
  await git(dev, 'push', '-q', 'origin', 'main');
  const base = await git(dev, 'rev-parse', 'HEAD');
  await git(dev, 'checkout', '-q', '-b', 'pr');
  await writeMlp(file('models/clf.onnx'), { ...LFS_MLP, seed: 1, identityLayers: 2 });
  await writeMlp(file('models/ext.onnx'), { ...LFS_MLP, seed: 2, perturb: 1e-4, externalData: 'ext.onnx.data' });
  await rename(file('models/old.onnx'), file('models/new.onnx'));
  await writeMlp(file('models/new.onnx'), { ...LFS_MLP, seed: 3, perturb: 1e-4 });
  await rm(file('models/vision'), { recursive: true });
  await mkdir(file('models/archive'));
  await writeMlp(file('models/archive/det-v2.onnx'), { ...DET, perturb: 1e-4 });
  await git(dev, 'add', '-A');
  await git(dev, 'commit', '-q', '-m', 'slow clf, retrain ext, rename old');
  await git(dev, 'push', '-q', 'origin', 'pr');
  return { url, home, base, head: await git(dev, 'rev-parse', 'HEAD') };
}

/**
 * A clone of `pr` as actions/checkout with 'lfs: true' leaves it: every remote branch fetched ('fetch-depth: 0'),
 * the LFS objects of the checked-out commit only.
 */
export async function checkoutPr(origin: LfsOrigin): Promise<string> {
  const dir = await tempDir('latency-gate-lfs-ci-');
  await run('git', ['clone', '-q', '--no-checkout', origin.url, dir], { env: lfsEnv(origin.home) });
  await gitIn(origin.home, dir, 'lfs', 'install', '--local');
  await gitIn(origin.home, dir, 'lfs', 'fetch', 'origin', 'origin/pr');
  await gitIn(origin.home, dir, 'checkout', '-q', '-b', 'pr', 'origin/pr');
  return dir;
}

/** Commits `text` as `repoPath` on a new branch of `dir` (the LFS clean filter keeps a valid pointer as it is). */
export async function commitText(home: string, dir: string, branch: string, repoPath: string, text: string) {
  await gitIn(home, dir, 'checkout', '-q', '-b', branch);
  await writeFile(path.join(dir, repoPath), text);
  await gitIn(home, dir, 'add', '--', repoPath);
  await gitIn(home, dir, 'commit', '-q', '-m', `edit ${repoPath}`);
  const commit = await gitIn(home, dir, 'rev-parse', 'HEAD');
  await gitIn(home, dir, 'checkout', '-q', 'pr');
  return commit;
}
