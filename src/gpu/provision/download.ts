import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { feedError, type ResolvedPackage } from './nuget-feed.js';

// A GPU .nupkg is hundreds of MB: the budget is generous, but a stalled mirror must not hang the job forever.
const DOWNLOAD_TIMEOUT_MS = 20 * 60_000;

export interface DownloadCheck {
  bytes: number;
  sha512Base64: string;
  /** What the bytes were checked against: the feed's published hash and size, or nothing but the zip itself. */
  verifiedAgainst: 'published-sha512' | 'zip-integrity-only';
  note: string | null;
}

/**
 * Streams the package to `file`, hashing as it goes, and checks length and hash against what the server and
 * the feed's catalog say. A mismatch is never retried silently: it may be a tampered mirror.
 */
/** fetch says only 'fetch failed'; the reason (reset, refused, timed out) is in its cause. */
function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? error.cause.message : error.message;
}

export async function downloadPackage(resolved: ResolvedPackage, file: string, feed: string): Promise<DownloadCheck> {
  let response: Response;
  try {
    response = await fetch(resolved.packageUrl, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    throw feedError(feed, `broke off before sending ${resolved.packageUrl} (${causeOf(error)})`);
  }
  if (!response.ok || !response.body)
    throw feedError(feed, `answered HTTP ${response.status} for ${resolved.packageUrl}`);
  const hash = createHash('sha512');
  let bytes = 0;
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
  });
  try {
    await pipeline(body, createWriteStream(file));
  } catch (error) {
    throw feedError(feed, `broke off while sending ${resolved.packageUrl} (${causeOf(error)})`);
  }
  const sha512Base64 = hash.digest('base64');
  const length = Number(response.headers.get('content-length') ?? NaN);
  // A compressed response has a Content-Length of the compressed body; only compare an identity response.
  if (Number.isFinite(length) && !response.headers.get('content-encoding') && length !== bytes) {
    throw feedError(feed, `sent ${bytes} bytes of ${resolved.packageUrl} but announced ${length}`);
  }
  if (!resolved.published)
    return { bytes, sha512Base64, verifiedAgainst: 'zip-integrity-only', note: resolved.publishedNote };
  if (resolved.published.size !== null && resolved.published.size !== bytes) {
    throw feedError(
      feed,
      `sent ${bytes} bytes of ${resolved.packageUrl} but its catalog says ${resolved.published.size}`,
    );
  }
  if (resolved.published.sha512Base64 !== sha512Base64) {
    throw feedError(feed, `sent a ${resolved.packageUrl} whose SHA-512 differs from the one its catalog publishes`);
  }
  return { bytes, sha512Base64, verifiedAgainst: 'published-sha512', note: null };
}
