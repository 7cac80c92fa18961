// Hashes of files on disk, streamed: provider libraries are hundreds of MB and are never held in memory.
import { createHash } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PackageIntegrityError } from '../../errors.js';

/**
 * A file the benchmark child will load, as the record lists it: its name in the run's private directory, its size
 * and the SHA-256 it was verified by (provision.ts, private-runtime.ts).
 */
export interface ProvisionedFile {
  file: string;
  bytes: number;
  sha256: string;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Opens `file` for reading only if it is a regular file, judged on the opened descriptor. A cache is writable by
 * other jobs of a self-hosted runner: a FIFO there would block a plain open until someone writes to it (for
 * ever, in a thread a signal cannot reach, and the process could not even exit), so it is opened non-blocking
 * and refused by its type. Whatever it is, only the bytes copied are hashed and used.
 */
async function openRegularFile(file: string): Promise<FileHandle> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  if ((await handle.stat()).isFile()) return handle;
  await handle.close();
  throw new PackageIntegrityError('it is not a regular file');
}

/**
 * Copies `from` to `to` (created, never through an existing link), hashing exactly the bytes written: what is
 * verified is the copy that will be used, so a later change to the source cannot slip past the check.
 */
export async function copyHashed(
  from: string,
  to: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<{ bytes: number; sha512Base64: string }> {
  const hash = createHash('sha512');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(new PackageIntegrityError(`it is larger than ${maxBytes} bytes`));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const source = await openRegularFile(from);
  await pipeline(source.createReadStream(), count, createWriteStream(to, { flags: 'wx', mode: 0o600 }), {
    ...(signal ? { signal } : {}),
  });
  return { bytes, sha512Base64: hash.digest('base64') };
}
