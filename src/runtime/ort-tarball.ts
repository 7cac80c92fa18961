// One platform's binaries out of onnxruntime-node's npm tarball (a gzipped tar whose files sit under `package/`).
// The tarball has already matched the lockfile's integrity when this runs; each file is still hashed as it is
// written and compared with its pinned hash, so what lands on disk is exactly what the pin names.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { PackageIntegrityError } from '../errors.js';
import type { OrtPackagePin } from './ort-package-pin.js';

export type PinnedFiles = OrtPackagePin['platforms'][string];
type TarEntry = tar.ExtractEvents['entry'][1];

/** Where npm packs a platform's binaries: `package/bin/napi-v6/<platform>/<arch>/`. */
export function binaryFolder(platform: string): string {
  const [os, arch] = platform.split('-');
  return `package/bin/napi-v6/${os}/${arch}/`;
}

async function writeEntry(entry: TarEntry, target: string, maxBytes: number): Promise<string> {
  const hash = createHash('sha512');
  let bytes = 0;
  // 'wx': a fresh file in a fresh directory, never through something already there.
  const file = await open(target, 'wx', 0o644);
  try {
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw new PackageIntegrityError(`${entry.header.name} is larger than its pinned size`);
      hash.update(chunk);
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
  return hash.digest('base64');
}

/**
 * Writes every pinned file of `platform` from `tarball` into `dir`, each checked against its pin; every other
 * entry is read past and dropped. A missing, repeated, linked or differing file is a PackageIntegrityError.
 */
export async function extractPlatformBinaries(
  tarball: string,
  dir: string,
  platform: string,
  files: PinnedFiles,
): Promise<void> {
  const folder = binaryFolder(platform);
  const written = new Set<string>();
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(tarball), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name.startsWith(folder) ? entry.header.name.slice(folder.length) : '';
      const pin = Object.hasOwn(files, name) ? files[name] : undefined;
      if (!pin) {
        entry.resume();
        continue;
      }
      if (entry.header.type !== 'file') throw new PackageIntegrityError(`${entry.header.name} is not a plain file`);
      if (written.has(name)) throw new PackageIntegrityError(`${entry.header.name} appears twice`);
      written.add(name);
      const sha512 = await writeEntry(entry, path.join(dir, name), pin.bytes);
      if (sha512 !== pin.sha512) throw new PackageIntegrityError(`${entry.header.name} differs from its pinned hash`);
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    await feeding.catch(() => undefined);
    if (error instanceof PackageIntegrityError) throw error;
    throw new PackageIntegrityError(`it does not unpack (${error instanceof Error ? error.message : String(error)})`);
  }
  const missing = Object.keys(files).filter((name) => !written.has(name));
  if (missing.length) throw new PackageIntegrityError(`it has no ${missing.map((m) => folder + m).join(', ')}`);
}
