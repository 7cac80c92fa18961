import { inflateRawSync } from 'node:zlib';

// A reader for .npz files: a zip archive of .npy members, as np.savez (stored) and np.savez_compressed
// (deflate) write them. Only what NumPy writes is supported: the central directory is read from the end of
// the file, entries are stored or deflated, no encryption. Sizes are checked before inflating so a crafted
// archive cannot make the gate allocate more than the input size guard.

export interface NpzMember {
  /** The member name without '.npy': np.savez(path, input=x) writes 'input.npy'. */
  name: string;
  bytes: Uint8Array;
}

/** Why a .npz file cannot be used, phrased to follow "'inputs' file 'x.npz' …". */
export class NpzFormatError extends Error {
  override name = 'NpzFormatError';
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65535 bytes, so it starts within the last 65557.
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 65557); at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new NpzFormatError(
    'is not a .npz (zip) archive, or it is truncated; save it with np.savez or np.savez_compressed',
  );
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Reads every member of a .npz archive; `maxBytes` bounds the total uncompressed size. */
export function readNpz(bytes: Uint8Array, maxBytes: number): NpzMember[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22)
    throw new NpzFormatError(
      'is not a .npz (zip) archive, or it is truncated; save it with np.savez or np.savez_compressed',
    );
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (at === ZIP64_MARK || count === 0xffff)
    throw new NpzFormatError(
      'is a zip64 archive (over 4 GiB or 65535 arrays), which is beyond the input size guard; give smaller inputs',
    );
  const members: NpzMember[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL)
      throw new NpzFormatError('has a damaged zip directory; save it again with np.savez');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const fileName = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString(
      flags & 0x800 ? 'utf8' : 'latin1',
    );
    at += 46 + nameLength + extraLength + commentLength;
    if (fileName.endsWith('/')) continue; // a directory entry holds no data
    if (flags & 1)
      throw new NpzFormatError(`has an encrypted member '${fileName}'; save it with np.savez, which does not encrypt`);
    if (compressed === ZIP64_MARK || size === ZIP64_MARK)
      throw new NpzFormatError(
        `has a zip64 member '${fileName}' (over 4 GiB), which is beyond the input size guard; give smaller inputs`,
      );
    total += size;
    if (total > maxBytes)
      throw new NpzFormatError(
        `holds more than ${formatBytes(maxBytes)} of uncompressed data, the input size guard; give smaller inputs (a few batches are enough to time a model)`,
      );
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL)
      throw new NpzFormatError(`is truncated or damaged at member '${fileName}'; save it again with np.savez`);
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = bytes.subarray(dataStart, dataStart + compressed);
    if (raw.length < compressed)
      throw new NpzFormatError(`is truncated at member '${fileName}'; save it again with np.savez`);
    let data: Uint8Array;
    if (method === 0) data = raw;
    else if (method === 8) {
      try {
        data = inflateRawSync(raw, { maxOutputLength: Math.max(size, 1) });
      } catch {
        throw new NpzFormatError(
          `has a member '${fileName}' whose compressed data is damaged; save it again with np.savez_compressed`,
        );
      }
    } else
      throw new NpzFormatError(
        `compresses member '${fileName}' with zip method ${method}; NumPy writes stored or deflate members: save it with np.savez or np.savez_compressed`,
      );
    if (data.length !== size || crc32(data) !== crc)
      throw new NpzFormatError(
        `has a member '${fileName}' that fails its checksum (damaged or truncated); save it again with np.savez`,
      );
    members.push({ name: fileName.replace(/\.npy$/, ''), bytes: data });
  }
  return members;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(1)} GiB` : `${+(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
