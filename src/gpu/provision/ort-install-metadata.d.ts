// onnxruntime-node describes the GPU provider files it can download (script/install-metadata.js, CommonJS,
// no types of its own). Only the fields src/gpu/provision/ort-gpu-package.ts reads are declared.
declare module 'onnxruntime-node/script/install-metadata.js' {
  interface InstallMetadata {
    requirements: Record<string, string[]>;
    manifests: Record<string, Record<string, { package: string; path: string }>>;
    packages: Record<string, { name: string; versions: { feed: string; version: string }[] }>;
    feeds: Record<string, { type: string; index: string }>;
  }
  const metadata: InstallMetadata;
  export default metadata;
}
