// Hashes of the files the benchmark child loads, written into the source for the onnxruntime versions we ship,
// so that verifying them needs nothing the runner or the feed could have changed
// (docs/gpu.md, "Verification on every use"). `npm run pin-gpu-hashes` (scripts/pin-gpu-hashes.ts) computes an
// entry from the package on a feed, checked against that feed's catalog; when to run it:
// docs/development.md, "Release checklist".

/** The GPU provider package of one onnxruntime version, as published on nuget.org. */
export interface PinnedGpuPackage {
  /** SHA-512 of the .nupkg, base64: the form NuGet's catalog publishes (`packageHash`). */
  packageSha512: string;
  /** SHA-256 (hex) of each provider library in it, by file name: what a `gpu-libs` directory is compared with. */
  files: Readonly<Record<string, string>>;
}

export type PinnedPackages = Readonly<Record<string, PinnedGpuPackage>>;

/**
 * By `<package id> <version>`. Empty for Microsoft.ML.OnnxRuntime.Gpu.Linux 1.30.0: the machine this version
 * was prepared on could not reach api.nuget.org, and a hash is never written here without having been computed
 * from the package. Until the release checklist fills it, packages are checked against the feed's catalog on
 * every run (`verifiedAgainst: "catalog"`) and `gpu-libs` directories are trusted as given.
 */
export const PINNED_GPU_PACKAGES: PinnedPackages = {};

/**
 * SHA-256 of the linux-x64 libonnxruntime.so.1 inside each onnxruntime-node release, by version: the private
 * runtime copy must be this file. 1.30.0: computed from the npm package onnxruntime-node@1.30.0 (installed by
 * `npm ci`, whose lockfile integrity is sha512-twhs1C2C…GOfIqw==).
 */
export const PINNED_RUNTIMES: Readonly<Record<string, string>> = {
  '1.30.0': 'ffb75a925ba05e47b235bb66e3e3911714a80b328a9c9425539feb204aa32a23',
};

export function pinnedPackage(
  name: string,
  version: string,
  table: PinnedPackages = PINNED_GPU_PACKAGES,
): PinnedGpuPackage | undefined {
  return table[`${name} ${version}`];
}
