// The one zip reader. Three kinds of archive reach the gate, none of them trusted: record artifacts a fork's
// workflow may have crafted (in memory), the GPU provider package a feed served (hundreds of MB, on disk) and
// .npz inputs (in memory). All three need the same guarantees: the central directory is the authority on
// what an entry is, nothing inflates past the cap its caller sets (zlib stops at `maxOutputLength`, the stream
// stops at the first byte over), sizes and CRC-32 are checked, and no entry name is ever used as a path.
// Zip64 is refused, not misread: no record, input or provider library of ours nears 4 GiB.
import { createReadStream, createWriteStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { ZipFormatError } from './errors.js';

export interface ZipEntry {
  /** The name as stored, `/`-separated; never used as a path on disk. */
  name: string;
  kind: 'file' | 'directory' | 'symlink';
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  /** The uncompressed size the central directory declares. */
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;
/** The end record is 22 bytes plus a comment of at most 65,535: it starts within the last 65,557. */
const TAIL_BYTES = 22 + 0xffff;
/** Unix file type bits in the high half of the external attributes. */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Where the central directory is, and how many entries it lists. */
function locateDirectory(tail: Buffer, tailStart: number, archiveSize: number) {
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD) continue;
    const count = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    if (count === 0xffff || offset === ZIP64) throw new ZipFormatError('zip64');
    if (offset + size > tailStart + at || offset + size > archiveSize) throw new ZipFormatError('directory');
    return { count, offset, size };
  }
  throw new ZipFormatError('not-zip');
}

function parseDirectory(cd: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== CENTRAL) throw new ZipFormatError('directory');
    const nameLength = cd.readUInt16LE(at + 28);
    const name = cd.toString('utf8', at + 46, Math.min(cd.length, at + 46 + nameLength));
    const mode = (cd.readUInt32LE(at + 38) >>> 16) & S_IFMT;
    entries.push({
      name,
      kind: name.endsWith('/') ? 'directory' : mode === S_IFLNK ? 'symlink' : 'file',
      flags: cd.readUInt16LE(at + 8),
      method: cd.readUInt16LE(at + 10),
      crc32: cd.readUInt32LE(at + 16),
      compressedSize: cd.readUInt32LE(at + 20),
      size: cd.readUInt32LE(at + 24),
      localHeaderOffset: cd.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + cd.readUInt16LE(at + 30) + cd.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entries of an archive held in memory. */
export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  if (bytes.length < 22) throw new ZipFormatError('not-zip');
  const tailStart = Math.max(0, bytes.length - TAIL_BYTES);
  const cd = locateDirectory(bytes.subarray(tailStart), tailStart, bytes.length);
  return parseDirectory(bytes.subarray(cd.offset, cd.offset + cd.size), cd.count);
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipFormatError('truncated');
  return buffer;
}

/** The entries of an archive on disk; only its tail and central directory are read. */
export async function zipFileEntries(file: string): Promise<ZipEntry[]> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    if (size < 22) throw new ZipFormatError('not-zip');
    const tailStart = Math.max(0, size - TAIL_BYTES);
    const cd = locateDirectory(await readAt(fh, tailStart, size - tailStart), tailStart, size);
    return parseDirectory(await readAt(fh, cd.offset, cd.size), cd.count);
  } finally {
    await fh.close();
  }
}

function checkReadable(entry: ZipEntry): void {
  if (entry.flags & 1) throw new ZipFormatError('encrypted', entry.name);
  if (entry.compressedSize === ZIP64 || entry.size === ZIP64) throw new ZipFormatError('zip64', entry.name);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipFormatError('method', entry.name, entry.method);
}

/** Where an entry's data starts, from its local header (whose name and extra lengths may differ from the directory's). */
function dataStart(localHeader: Buffer, entry: ZipEntry): number {
  if (localHeader.length < 30 || localHeader.readUInt32LE(0) !== LOCAL)
    throw new ZipFormatError('local-header', entry.name);
  return entry.localHeaderOffset + 30 + localHeader.readUInt16LE(26) + localHeader.readUInt16LE(28);
}

/**
 * One entry of an in-memory archive, inflated to at most `cap` bytes (its declared size unless the caller
 * says otherwise): more throws ZipFormatError('too-large') without ever holding more than `cap` bytes.
 */
export function readZipEntry(zip: Uint8Array, entry: ZipEntry, cap = entry.size): Buffer {
  checkReadable(entry);
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const start = dataStart(bytes.subarray(entry.localHeaderOffset, entry.localHeaderOffset + 30), entry);
  if (start + entry.compressedSize > bytes.length) throw new ZipFormatError('truncated', entry.name);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > cap) throw new ZipFormatError('too-large', entry.name);
    return Buffer.from(data);
  }
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, cap) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
      throw new ZipFormatError('too-large', entry.name);
    throw new ZipFormatError('deflate', entry.name);
  }
}

/** Throws ZipFormatError('checksum') unless `contents` has the entry's declared size and CRC-32. */
export function checkZipEntry(entry: ZipEntry, contents: Uint8Array): void {
  if (contents.length !== entry.size || zlib.crc32(contents) !== entry.crc32)
    throw new ZipFormatError('checksum', entry.name, contents.length);
}

/**
 * Streams one entry of an archive on disk into `target` (a path the caller chose, never the entry's name),
 * stopping at the first byte past the declared size, then checks size and CRC-32. Returns the bytes written.
 */
export async function extractZipEntry(file: string, entry: ZipEntry, target: string): Promise<number> {
  checkReadable(entry);
  const fh = await open(file, 'r');
  let start: number;
  try {
    start = dataStart(await readAt(fh, entry.localHeaderOffset, 30), entry);
  } finally {
    await fh.close();
  }
  let crc = 0;
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      // A header that understates the size is a bomb or damage: stop before writing what was not declared.
      if (size > entry.size) return done(new ZipFormatError('too-large', entry.name));
      crc = zlib.crc32(chunk, crc);
      done(null, chunk);
    },
  });
  // An empty entry has no bytes to read; a stream with end < start would read to the end of the file.
  const source =
    entry.compressedSize > 0
      ? createReadStream(file, { start, end: start + entry.compressedSize - 1 })
      : Readable.from([]);
  const sink = createWriteStream(target, { mode: 0o755 });
  try {
    if (entry.method === 8) await pipeline(source, zlib.createInflateRaw(), check, sink);
    else await pipeline(source, check, sink);
  } catch (error) {
    if (error instanceof ZipFormatError) throw error;
    throw new ZipFormatError('deflate', entry.name);
  }
  if (size !== entry.size || crc !== entry.crc32) throw new ZipFormatError('checksum', entry.name, size);
  return size;
}
