import { inflateRawSync } from 'node:zlib';

// A record artifact is a zip that a fork's workflow may have crafted: a 3 MB zip can expand to gigabytes, its
// entries can name '../../x' or be symlinks, and its headers can lie about sizes. So it is never extracted to
// disk: the central directory is read, and each regular entry is inflated in memory with a hard output cap
// (zlib stops at `maxOutputLength` whatever the headers claim), against a budget for the whole archive.

export interface ZipEntry {
  /** The name as stored, `/`-separated; never used as a path on disk. */
  name: string;
  contents: Buffer;
}

export interface ZipLimits {
  /** Largest single entry, uncompressed. */
  maxEntryBytes: number;
  /** All entries of this archive together, uncompressed. */
  maxTotalBytes: number;
  maxEntries: number;
}

export type ZipSkip = { name: string; reason: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Unix file type bits in the high half of the external attributes: 0o120000 is a symbolic link. */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export class ZipLimitError extends Error {
  /** True when the budget for the whole archive ran out (the caller's total), not a fault of one entry. */
  constructor(
    message: string,
    readonly budgetSpent = false,
  ) {
    super(message);
  }
}

function endOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535: search backwards only that far.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipLimitError('it is not a zip archive (no end of central directory)');
}

function inflate(zip: Buffer, offset: number, method: number, compressed: number, cap: number): Buffer {
  if (offset + 30 > zip.length || zip.readUInt32LE(offset) !== LOCAL)
    throw new ZipLimitError('an entry points outside the archive');
  const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
  if (start + compressed > zip.length) throw new ZipLimitError('an entry runs past the end of the archive');
  const data = zip.subarray(start, start + compressed);
  if (method === 0) {
    if (data.length > cap) throw new ZipLimitError('over the size limit');
    return Buffer.from(data);
  }
  if (method !== 8) throw new ZipLimitError(`compression method ${method} is not supported`);
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, cap) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
      throw new ZipLimitError('over the size limit');
    throw new ZipLimitError('its data is not valid deflate');
  }
}

/**
 * The regular files of a zip, within the limits. An entry over `maxEntryBytes` is skipped and reported; the
 * archive as a whole over `maxTotalBytes` or `maxEntries` throws ZipLimitError. Directories and links are
 * skipped silently (they are never records).
 */
export function readZip(zip: Buffer, limits: ZipLimits): { entries: ZipEntry[]; skipped: ZipSkip[] } {
  const eocd = endOfCentralDirectory(zip);
  const total = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (total > limits.maxEntries)
    throw new ZipLimitError(`it holds ${total} files, over the limit of ${limits.maxEntries}`);
  const entries: ZipEntry[] = [];
  const skipped: ZipSkip[] = [];
  let budget = limits.maxTotalBytes;
  for (let i = 0; i < total; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL)
      throw new ZipLimitError('its central directory is damaged');
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const mode = (zip.readUInt32LE(at + 38) >>> 16) & S_IFMT;
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, Math.min(zip.length, at + 46 + nameLength));
    at = next;
    if (name.endsWith('/') || mode === S_IFLNK) continue;
    // Zip64 markers (0xffffffff) mean a file over 4 GiB: no record is.
    if (declared > limits.maxEntryBytes || compressed === 0xffffffff) {
      skipped.push({ name, reason: `it is larger than ${limits.maxEntryBytes} bytes` });
      continue;
    }
    const cap = Math.min(limits.maxEntryBytes, budget);
    let contents: Buffer;
    try {
      contents = inflate(zip, offset, method, compressed, cap);
    } catch (error) {
      if (!(error instanceof ZipLimitError) || error.message !== 'over the size limit') throw error;
      // The header understated the size: the entry alone, or the archive so far, is over its limit.
      if (cap < limits.maxEntryBytes)
        throw new ZipLimitError(`its files expand to more than ${limits.maxTotalBytes} bytes`, true);
      skipped.push({ name, reason: `it expands to more than ${limits.maxEntryBytes} bytes` });
      continue;
    }
    budget -= contents.length;
    entries.push({ name, contents });
  }
  return { entries, skipped };
}
