// What to download for the GPU providers comes from onnxruntime-node itself (script/install-metadata.js, the
// description its own `ONNXRUNTIME_NODE_INSTALL=cuda12` install uses): the NuGet package name, the version
// list, the files and where they sit in the package, and the default feed. Only the download is our own
// (docs/gpu.md, "What is reused from onnxruntime-node, and what is not", says why install-utils.js is not).
import metadata from 'onnxruntime-node/script/install-metadata.js';

/** The only platform onnxruntime-node 1.30 ships GPU providers for. */
export const GPU_PLATFORM = 'linux/x64';

export interface GpuPackage {
  /** NuGet package id, e.g. Microsoft.ML.OnnxRuntime.Gpu.Linux. */
  name: string;
  /** Exactly the bundled onnxruntime version. */
  version: string;
  /** Provider library file name → its path inside the .nupkg. */
  files: { file: string; pathInPackage: string }[];
  /** The public NuGet v3 service index onnxruntime-node downloads from. */
  defaultFeed: string;
}

/**
 * The GPU package of the bundled onnxruntime, read from onnxruntime-node's metadata. Throws (a bug or a
 * changed onnxruntime-node, not a user mistake) if the metadata no longer has the shape this code reads.
 */
export function gpuPackage(): GpuPackage {
  const [manifestName] = metadata.requirements[GPU_PLATFORM] ?? [];
  const manifest = manifestName ? metadata.manifests[`${GPU_PLATFORM}:${manifestName}`] : undefined;
  if (!manifest) throw new Error(`onnxruntime-node's install metadata has no GPU manifest for ${GPU_PLATFORM}`);
  const entries = Object.entries(manifest);
  const packageKey = entries[0]?.[1].package;
  const pkg = packageKey ? metadata.packages[packageKey] : undefined;
  const version = pkg?.versions[0];
  const feed = version ? metadata.feeds[version.feed] : undefined;
  if (!pkg || !version || !feed || feed.type !== 'nuget')
    throw new Error(`onnxruntime-node's install metadata has no NuGet package for ${GPU_PLATFORM}`);
  return {
    name: pkg.name,
    version: version.version,
    files: entries.map(([file, where]) => ({ file: file.replace(/^\.\//, ''), pathInPackage: where.path })),
    defaultFeed: feed.index,
  };
}
