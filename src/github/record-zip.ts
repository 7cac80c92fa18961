import { ArtifactLimitError, ZipFormatError } from '../errors.js';
import { readZipEntry, zipEntries } from '../zip.js';

// A record artifact is a zip that a fork's workflow may have crafted: a 3 MB zip can expand to gigabytes, its
// entries can name '../../x' or be symlinks, and its headers can lie about sizes. So it is never extracted to
// disk: each regular entry is inflated in memory by the one zip reader with a hard output cap, against a
// budget for the whole archive. What is wrong is worded here for the report job's warnings.

export interface RecordFile {
  /** The name as stored, `/`-separated; never used as a path on disk. */
  name: string;
  contents: Buffer;
}

export interface RecordZipLimits {
  /** Largest single entry, uncompressed. */
  maxEntryBytes: number;
  /** All entries of this archive together, uncompressed. */
  maxTotalBytes: number;
  maxEntries: number;
}

export type SkippedFile = { name: string; reason: string };

function archiveProblem(error: ZipFormatError): string {
  switch (error.problem) {
    case 'not-zip':
      return 'it is not a zip archive (no end of central directory)';
    case 'zip64':
      return 'it is a zip64 archive, which no record artifact is';
    case 'directory':
      return 'its central directory is damaged';
    case 'local-header':
      return 'an entry points outside the archive';
    case 'truncated':
      return 'an entry runs past the end of the archive';
    case 'encrypted':
      return 'an entry is encrypted';
    case 'method':
      return `compression method ${error.detail} is not supported`;
    case 'deflate':
      return 'its data is not valid deflate';
    case 'too-large':
      return 'over the size limit';
    case 'checksum':
      return 'an entry fails its CRC-32 check';
  }
}

/**
 * The regular files of a record zip, within the limits. An entry over `maxEntryBytes` is skipped and reported;
 * the archive as a whole over `maxTotalBytes` or `maxEntries` throws ArtifactLimitError. Directories and links are
 * skipped silently (they are never records).
 */
export function readRecordZip(zip: Buffer, limits: RecordZipLimits): { files: RecordFile[]; skipped: SkippedFile[] } {
  const files: RecordFile[] = [];
  const skipped: SkippedFile[] = [];
  let budget = limits.maxTotalBytes;
  try {
    const entries = zipEntries(zip);
    if (entries.length > limits.maxEntries)
      throw new ArtifactLimitError(`it holds ${entries.length} files, over the limit of ${limits.maxEntries}`);
    for (const entry of entries) {
      if (entry.kind !== 'file') continue;
      // Zip64 markers (0xffffffff) mean a file over 4 GiB: no record is.
      if (entry.size > limits.maxEntryBytes || entry.compressedSize === 0xffffffff) {
        skipped.push({ name: entry.name, reason: `it is larger than ${limits.maxEntryBytes} bytes` });
        continue;
      }
      // The cap is the entry limit, not the declared size: a header that understates the size is reported as
      // what the entry really expands to.
      const cap = Math.min(limits.maxEntryBytes, budget);
      let contents: Buffer;
      try {
        contents = readZipEntry(zip, entry, cap);
      } catch (error) {
        if (!(error instanceof ZipFormatError) || error.problem !== 'too-large') throw error;
        if (cap < limits.maxEntryBytes)
          throw new ArtifactLimitError(`its files expand to more than ${limits.maxTotalBytes} bytes`, true);
        skipped.push({ name: entry.name, reason: `it expands to more than ${limits.maxEntryBytes} bytes` });
        continue;
      }
      budget -= contents.length;
      files.push({ name: entry.name, contents });
    }
  } catch (error) {
    if (error instanceof ZipFormatError) throw new ArtifactLimitError(archiveProblem(error));
    throw error;
  }
  return { files, skipped };
}
