import { NpzFormatError, ZipFormatError } from '../errors.js';
import { checkZipEntry, readZipEntry, zipEntries, type ZipEntry } from '../zip.js';

// A reader for .npz files: a zip archive of .npy members, as np.savez (stored) and np.savez_compressed
// (deflate) write them, read through the one zip reader. Declared sizes are checked against the input size
// guard before anything is inflated, and no member inflates past its declared size, so a crafted archive
// cannot make the gate allocate more than the guard allows.

export interface NpzMember {
  /** The member name without '.npy': np.savez(path, input=x) writes 'input.npy'. */
  name: string;
  bytes: Uint8Array;
}

const NOT_NPZ = 'is not a .npz (zip) archive, or it is truncated; save it with np.savez or np.savez_compressed';

/** The zip reader's finding, in the words of "'inputs' file 'x.npz' …". */
function npzMessage(error: ZipFormatError): string {
  const member = `member '${error.entry ?? ''}'`;
  switch (error.problem) {
    case 'not-zip':
      return NOT_NPZ;
    case 'zip64':
      return error.entry
        ? `has a zip64 ${member} (over 4 GiB), which is beyond the input size guard; give smaller inputs`
        : 'is a zip64 archive (over 4 GiB or 65535 arrays), which is beyond the input size guard; give smaller inputs';
    case 'directory':
      return 'has a damaged zip directory; save it again with np.savez';
    case 'local-header':
      return `is truncated or damaged at ${member}; save it again with np.savez`;
    case 'truncated':
      return `is truncated at ${member}; save it again with np.savez`;
    case 'encrypted':
      return `has an encrypted ${member}; save it with np.savez, which does not encrypt`;
    case 'method':
      return `compresses ${member} with zip method ${error.detail}; NumPy writes stored or deflate members: save it with np.savez or np.savez_compressed`;
    case 'deflate':
      return `has a ${member} whose compressed data is damaged; save it again with np.savez_compressed`;
    case 'too-large':
    case 'checksum':
      return `has a ${member} that fails its checksum (damaged or truncated); save it again with np.savez`;
  }
}

function members(bytes: Uint8Array, maxBytes: number): NpzMember[] {
  const entries = zipEntries(bytes).filter((e: ZipEntry) => e.kind !== 'directory');
  let total = 0;
  for (const entry of entries) {
    if (entry.flags & 1 || entry.size === 0xffffffff) continue; // worded when the member is read
    total += entry.size;
    if (total > maxBytes)
      throw new NpzFormatError(
        `holds more than ${formatBytes(maxBytes)} of uncompressed data, the input size guard; give smaller inputs (a few batches are enough to time a model)`,
      );
  }
  return entries.map((entry) => {
    const data = readZipEntry(bytes, entry);
    checkZipEntry(entry, data);
    return { name: entry.name.replace(/\.npy$/, ''), bytes: data };
  });
}

/** Reads every member of a .npz archive; `maxBytes` bounds the total uncompressed size. */
export function readNpz(bytes: Uint8Array, maxBytes: number): NpzMember[] {
  try {
    return members(bytes, maxBytes);
  } catch (error) {
    if (error instanceof ZipFormatError) throw new NpzFormatError(npzMessage(error));
    throw error;
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(1)} GiB` : `${+(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
