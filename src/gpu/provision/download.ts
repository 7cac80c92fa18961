import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UserError } from '../../errors.js';

// A GPU .nupkg is hundreds of MB, onnxruntime-node's npm tarball about a hundred: the budget is generous, but a
// stalled mirror must not hang the job forever.
const DOWNLOAD_TIMEOUT_MS = 20 * 60_000;

/**
 * No GPU package of onnxruntime comes near this (1.2x: a few hundred MB); a feed that sends more is stopped at
 * the first byte over, so a hostile or broken mirror cannot fill the runner's disk.
 */
export const MAX_PACKAGE_BYTES = 2 * 1024 ** 3;

export interface DownloadCheck {
  bytes: number;
  sha512Base64: string;
}

/** fetch says only 'fetch failed'; the reason (reset, refused, timed out) is in its cause. */
function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/**
 * Streams the package to `file`, hashing as it goes, stopping past `maxBytes` (the catalog's size when it
 * publishes one), and checks the length the server announced. The caller compares the hash with the pinned or
 * published one: a mismatch is never retried silently, it may be a tampered mirror. `sourceError` words a
 * failure for the setting that named the server ('gpu-feed', npm's registry), followed by what went wrong.
 */
export async function downloadPackage(
  url: string,
  file: string,
  sourceError: (what: string) => UserError,
  maxBytes = MAX_PACKAGE_BYTES,
  /** The run's: a SIGTERM stops the download at once, and the abort (not a registry error) is what is thrown. */
  signal?: AbortSignal,
): Promise<DownloadCheck> {
  const timeout = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  const stop = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { signal: stop });
  } catch (error) {
    signal?.throwIfAborted();
    throw sourceError(`broke off before sending ${url} (${causeOf(error)})`);
  }
  if (!response.ok || !response.body) throw sourceError(`answered HTTP ${response.status} for ${url}`);
  const length = Number(response.headers.get('content-length') ?? NaN);
  const tooLarge = () => sourceError(`sent more than the ${maxBytes} bytes a package may have for ${url}`);
  if (Number.isFinite(length) && length > maxBytes) {
    await response.body.cancel();
    throw tooLarge();
  }
  const hash = createHash('sha512');
  let bytes = 0;
  let over = false;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        over = true;
        return done(new Error('over the size cap'));
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  try {
    await pipeline(body, count, createWriteStream(file), { signal: stop });
  } catch (error) {
    signal?.throwIfAborted();
    if (over) throw tooLarge();
    throw sourceError(`broke off while sending ${url} (${causeOf(error)})`);
  }
  // A compressed response has a Content-Length of the compressed body; only compare an identity response.
  if (Number.isFinite(length) && !response.headers.get('content-encoding') && length !== bytes) {
    throw sourceError(`sent ${bytes} bytes of ${url} but announced ${length}`);
  }
  return { bytes, sha512Base64: hash.digest('base64') };
}
