// A .nupkg is a zip. This reader extracts only the entries asked for, streaming each one through inflate while
// checking its CRC-32 and size against the central directory: a truncated or corrupted package fails here,
// before a broken provider library can reach dlopen. Zip64 is not needed (no entry of the GPU package nears
// 4 GiB) and is refused with a clear message rather than misread.
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

export class PackageIntegrityError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new PackageIntegrityError('the package ends early (truncated download)');
  return buffer;
}

export async function listEntries(file: string): Promise<ZipEntry[]> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = await readAt(fh, size - tailLength, tailLength);
    let at = -1;
    for (let i = tail.length - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === EOCD) {
        at = i;
        break;
      }
    if (at < 0) throw new PackageIntegrityError('the package is not a zip file (no end-of-central-directory record)');
    const count = tail.readUInt16LE(at + 10);
    const cdSize = tail.readUInt32LE(at + 12);
    const cdOffset = tail.readUInt32LE(at + 16);
    if (count === 0xffff || cdOffset === 0xffffffff)
      throw new PackageIntegrityError('the package is a zip64 archive, which this reader does not support');
    if (cdOffset + cdSize > size)
      throw new PackageIntegrityError('the zip central directory lies past the end of the file (truncated download)');
    const cd = await readAt(fh, cdOffset, cdSize);
    const entries: ZipEntry[] = [];
    let p = 0;
    for (let i = 0; i < count; i++) {
      if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL)
        throw new PackageIntegrityError('the zip central directory is corrupt');
      const nameLength = cd.readUInt16LE(p + 28);
      const extraLength = cd.readUInt16LE(p + 30);
      const commentLength = cd.readUInt16LE(p + 32);
      entries.push({
        flags: cd.readUInt16LE(p + 8),
        method: cd.readUInt16LE(p + 10),
        crc32: cd.readUInt32LE(p + 16),
        compressedSize: cd.readUInt32LE(p + 20),
        size: cd.readUInt32LE(p + 24),
        localHeaderOffset: cd.readUInt32LE(p + 42),
        name: cd.subarray(p + 46, p + 46 + nameLength).toString('utf8'),
      });
      p += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await fh.close();
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** zlib.crc32 where Node has it (20.15+, 22.2+), the table otherwise. */
function crc32(chunk: Buffer, previous: number): number {
  const native = (zlib as { crc32?: (data: Buffer, value: number) => number }).crc32;
  if (native) return native(chunk, previous);
  let c = ~previous >>> 0;
  for (const byte of chunk) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

/** Extracts one entry to `target` and checks its CRC-32 and size; returns the bytes written. */
export async function extractEntry(file: string, entry: ZipEntry, target: string): Promise<number> {
  if (entry.flags & 1) throw new PackageIntegrityError(`${entry.name} is encrypted`);
  if (entry.method !== 0 && entry.method !== 8)
    throw new PackageIntegrityError(`${entry.name} uses zip method ${entry.method}, not stored or deflate`);
  const fh = await open(file, 'r');
  let dataStart: number;
  try {
    const local = await readAt(fh, entry.localHeaderOffset, 30);
    if (local.readUInt32LE(0) !== LOCAL)
      throw new PackageIntegrityError(`the local header of ${entry.name} is corrupt`);
    dataStart = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  } finally {
    await fh.close();
  }
  let crc = 0;
  let size = 0;
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      done(null, chunk);
    },
  });
  // An empty entry has no bytes to read; a stream with end < start would read to the end of the file.
  const source =
    entry.compressedSize > 0
      ? createReadStream(file, { start: dataStart, end: dataStart + entry.compressedSize - 1 })
      : Readable.from([]);
  const sink = createWriteStream(target, { mode: 0o755 });
  try {
    if (entry.method === 8) await pipeline(source, zlib.createInflateRaw(), check, sink);
    else await pipeline(source, check, sink);
  } catch (error) {
    throw new PackageIntegrityError(
      `${entry.name} does not inflate (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (size !== entry.size || crc !== entry.crc32) {
    throw new PackageIntegrityError(
      `${entry.name} fails its CRC-32/size check (${size} bytes, expected ${entry.size})`,
    );
  }
  return size;
}

/** The id and version the package's .nuspec declares: the feed could have served another package. */
export async function readNuspec(
  file: string,
  entries: ZipEntry[],
  scratch: string,
): Promise<{ id: string; version: string }> {
  const nuspec = entries.find((e) => !e.name.includes('/') && e.name.toLowerCase().endsWith('.nuspec'));
  if (!nuspec) throw new PackageIntegrityError('the package has no .nuspec at its root');
  await extractEntry(file, nuspec, scratch);
  const xml = await readFile(scratch, 'utf8');
  const id = /<id>\s*([^<]+?)\s*<\/id>/.exec(xml)?.[1];
  const version = /<version>\s*([^<]+?)\s*<\/version>/.exec(xml)?.[1];
  if (!id || !version) throw new PackageIntegrityError('the package .nuspec has no id or version');
  return { id, version };
}
