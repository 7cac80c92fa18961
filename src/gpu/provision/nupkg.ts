// A .nupkg is a zip, read with the one zip reader: only the entries asked for are extracted, each streamed
// through inflate with its size and CRC-32 checked against the central directory, so a truncated, corrupted or
// inflating package fails here, before a broken provider library can reach dlopen.
import { readFile } from 'node:fs/promises';
import { PackageIntegrityError, ZipFormatError } from '../../errors.js';
import { extractZipEntry, zipFileEntries, type ZipEntry } from '../../zip.js';

/** The zip reader's finding, in the words of "'gpu-feed' … sent a broken package (…)". */
function packageProblem(error: ZipFormatError, expected?: ZipEntry): string {
  const entry = error.entry ?? 'an entry';
  switch (error.problem) {
    case 'not-zip':
      return 'the package is not a zip file (no end-of-central-directory record)';
    case 'zip64':
      return 'the package is a zip64 archive, which this reader does not support';
    case 'directory':
      return 'the zip central directory is corrupt or lies past the end of the file (truncated download)';
    case 'truncated':
      return 'the package ends early (truncated download)';
    case 'local-header':
      return `the local header of ${entry} is corrupt`;
    case 'encrypted':
      return `${entry} is encrypted`;
    case 'method':
      return `${entry} uses zip method ${error.detail}, not stored or deflate`;
    case 'deflate':
      return `${entry} does not inflate`;
    case 'too-large':
      return `${entry} inflates past the ${expected?.size ?? 0} bytes its header declares`;
    case 'checksum':
      return `${entry} fails its CRC-32/size check (${error.detail} bytes, expected ${expected?.size ?? 0})`;
  }
}

async function packageStep<T>(work: () => Promise<T>, entry?: ZipEntry): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ZipFormatError) throw new PackageIntegrityError(packageProblem(error, entry));
    throw error;
  }
}

export function packageEntries(file: string): Promise<ZipEntry[]> {
  return packageStep(() => zipFileEntries(file));
}

/**
 * Extracts one entry to `target`; returns the bytes written. An entry that declares more than `maxBytes` is
 * refused before anything is inflated, and inflating stops at the first byte past what the entry declares
 * (src/zip.ts), so a small package cannot fill the disk.
 */
export function extractPackageFile(file: string, entry: ZipEntry, target: string, maxBytes: number): Promise<number> {
  if (entry.size > maxBytes)
    return Promise.reject(
      new PackageIntegrityError(`${entry.name} declares ${entry.size} bytes, more than the ${maxBytes} allowed`),
    );
  return packageStep(() => extractZipEntry(file, entry, target), entry);
}

/** A .nuspec is a few hundred bytes of XML. */
const MAX_NUSPEC_BYTES = 1024 * 1024;

/** The id and version the package's .nuspec declares: the feed could have served another package. */
export async function readNuspec(
  file: string,
  entries: ZipEntry[],
  scratch: string,
): Promise<{ id: string; version: string }> {
  const nuspec = entries.find((e) => !e.name.includes('/') && e.name.toLowerCase().endsWith('.nuspec'));
  if (!nuspec) throw new PackageIntegrityError('the package has no .nuspec at its root');
  await extractPackageFile(file, nuspec, scratch, MAX_NUSPEC_BYTES);
  const xml = await readFile(scratch, 'utf8');
  const id = /<id>\s*([^<]+?)\s*<\/id>/.exec(xml)?.[1];
  const version = /<version>\s*([^<]+?)\s*<\/version>/.exec(xml)?.[1];
  if (!id || !version) throw new PackageIntegrityError('the package .nuspec has no id or version');
  return { id, version };
}
