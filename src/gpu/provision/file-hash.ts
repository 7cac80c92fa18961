// Hashes of files on disk, streamed: provider libraries are hundreds of MB and are never held in memory.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PackageIntegrityError } from '../../errors.js';

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Copies `from` to `to` (created, never through an existing link), hashing exactly the bytes written: what is
 * verified is the copy that will be used, so a later change to the source cannot slip past the check.
 */
export async function copyHashed(
  from: string,
  to: string,
  maxBytes: number,
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
  await pipeline(createReadStream(from), count, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
  return { bytes, sha512Base64: hash.digest('base64') };
}
