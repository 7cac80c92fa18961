// Every error class of the project, so "what can go wrong" is one file. Two kinds matter to callers: a
// UserError is a mistake the user can fix (one sentence, no stack trace, exit code 2), and everything else is
// either a format fault that the caller words for its own input (zip, .npy, a provider package, an artifact)
// or a bug. Translating onnxruntime's and GitHub's errors into our words lives next to the code that calls
// them (bench/ort-messages.ts, github/permission-fallback.ts), not here.

/**
 * A mistake in what the user gave us (an input, a file, a model the gate cannot run). The message is one
 * sentence naming the input and the fix; it is shown without a stack trace and maps to exit code 2.
 */
export class UserError extends Error {
  override name = 'UserError';
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}

/** `'p95-threshold' must be a percentage like '10%', got 'abc'` */
export function invalidInput(input: string, expected: string, got: string): UserError {
  return new UserError(`'${input}' must be ${expected}, got '${got}'`);
}

/**
 * The GPU cannot be used on this runner (platform, driver, libraries, provisioning). A user error, since the
 * fix is on the runner; with `fallback: cpu` it is the one kind of error that turns into a CPU run instead.
 */
export class GpuUnavailableError extends UserError {
  constructor(
    message: string,
    readonly check: 'platform' | 'driver' | 'device' | 'libraries' | 'provisioning',
  ) {
    super(message);
  }
}

/**
 * A provider library, onnxruntime-node's binaries fetched for a platform the release does not carry, or the
 * package either comes from, is not the one its stated hash says (a planted tool-cache entry, a tampered mirror):
 * a user error that names the file, and never loaded. Unlike GpuUnavailableError
 * it is not turned into a CPU run by `fallback: cpu`: someone changed files this runner loads, and a green CPU
 * run would hide that.
 */
export class LibraryMismatchError extends UserError {
  override name = 'LibraryMismatchError';
}

/** What is wrong with a zip archive (src/zip.ts); each caller words it for its own kind of archive. */
export type ZipProblem =
  | 'not-zip'
  | 'zip64'
  | 'directory'
  | 'local-header'
  | 'truncated'
  | 'encrypted'
  | 'method'
  | 'deflate'
  | 'too-large'
  | 'checksum';

export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
  constructor(
    readonly problem: ZipProblem,
    /** The entry at fault, when one is. */
    readonly entry?: string,
    /** The compression method for 'method'; the bytes produced for 'checksum'. */
    readonly detail?: number,
  ) {
    super(entry ? `${problem} (${entry})` : problem);
  }
}

/** Why a .npy file cannot be used, phrased to follow "'inputs' file 'x.npy' …". */
export class NpyFormatError extends Error {
  override name = 'NpyFormatError';
}

/** Why a .npz archive cannot be used, phrased to follow "'inputs' file 'x.npz' …". */
export class NpzFormatError extends Error {
  override name = 'NpzFormatError';
}

/** A provider package (.nupkg) or library failed verification; never loaded. */
export class PackageIntegrityError extends Error {
  override name = 'PackageIntegrityError';
}

/** A record artifact, or all of them together, over the report job's limits (github/limits.ts). */
export class ArtifactLimitError extends Error {
  override name = 'ArtifactLimitError';
  constructor(
    message: string,
    /** True when the budget for all artifacts together ran out, not a fault of this artifact alone. */
    readonly budgetSpent = false,
  ) {
    super(message);
  }
}

/**
 * The model and weight diffs gave up on a model: its graph, decoded, would pass the budget its file size allows
 * (src/models/diff-budget.ts). Not a bug and not the user's mistake: the diffs are skipped, the verdict stands.
 */
export class TooLargeToDiffError extends Error {
  override name = 'TooLargeToDiffError';
  constructor(message: string) {
    super(`too large to diff: ${message}`);
  }
}

/** The diffs ran out of their share of the run's time, or the run was interrupted: they are skipped. */
export class DiffStoppedError extends Error {
  override name = 'DiffStoppedError';
}

/** A profile trace past the size the profiling pass reads: the pass is skipped with this reason. */
export class TraceTooLargeError extends Error {
  override name = 'TraceTooLargeError';
}
