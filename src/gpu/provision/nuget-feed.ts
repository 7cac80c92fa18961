// The NuGet v3 protocol steps onnxruntime-node's install-utils.js takes (service index → PackageBaseAddress →
// the flat container's version list → the .nupkg URL, ids and versions lower-cased), plus the registration
// → catalog step that gives the package's published SHA-512 and size, which install-utils.js never checks.
// fetch follows redirects and speaks http and https, so a mirror on a plain-http intranet host works too.
import { UserError } from '../../errors.js';

const TIMEOUT_MS = 60_000;

export interface ResolvedPackage {
  packageUrl: string;
  /** From the feed's catalog entry; null when the feed does not publish it (many mirrors do not). */
  published: { sha512Base64: string; size: number | null } | null;
  /** Why `published` is null, for the record. */
  publishedNote: string | null;
}

type Json = Record<string, unknown>;

export function feedError(feed: string, what: string): UserError {
  return new UserError(
    `'gpu-feed' ${feed} ${what}; check the URL (it must be a NuGet v3 service index, like the default https://api.nuget.org/v3/index.json), or set 'gpu-libs' to a directory that already holds the provider libraries`,
  );
}

/** A JSON object from the feed; the run's `signal` stops the request at once, and its reason is thrown. */
export async function fetchJson(url: string, feed: string, signal?: AbortSignal): Promise<Json> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    signal?.throwIfAborted();
    throw feedError(
      feed,
      `could not be reached (${url}: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`,
    );
  }
  if (!response.ok) throw feedError(feed, `answered HTTP ${response.status} for ${url}`);
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Json;
  } catch {
    signal?.throwIfAborted();
  }
  throw feedError(feed, `sent something that is not a JSON object for ${url}`);
}

function resource(index: Json, types: string[]): string | undefined {
  const resources = Array.isArray(index.resources) ? (index.resources as Json[]) : [];
  for (const type of types) {
    const found = resources.find((r) => r['@type'] === type && typeof r['@id'] === 'string');
    if (found) return String(found['@id']).replace(/\/?$/, '/');
  }
  return undefined;
}

/** Finds `name` `version` on the feed; a feed without that exact version is the user's to fix. */
export async function resolvePackage(
  feed: string,
  name: string,
  version: string,
  signal?: AbortSignal,
): Promise<ResolvedPackage> {
  const index = await fetchJson(feed, feed, signal);
  const base = resource(index, ['PackageBaseAddress/3.0.0']);
  if (!base) throw feedError(feed, 'has no PackageBaseAddress/3.0.0 resource');
  const id = name.toLowerCase();
  const v = version.toLowerCase();
  const versions = await fetchJson(`${base}${id}/index.json`, feed, signal);
  if (!Array.isArray(versions.versions) || !versions.versions.map(String).includes(v)) {
    throw feedError(feed, `has no ${name} ${version} (the version the bundled onnxruntime needs exactly)`);
  }
  const packageUrl = `${base}${id}/${v}/${id}.${v}.nupkg`;
  const registrations = resource(index, [
    'RegistrationsBaseUrl/3.6.0',
    'RegistrationsBaseUrl/3.4.0',
    'RegistrationsBaseUrl',
  ]);
  if (!registrations)
    return {
      packageUrl,
      published: null,
      publishedNote: 'the feed has no registration resource, so no published hash',
    };
  try {
    const leaf = await fetchJson(`${registrations}${id}/${v}.json`, feed, signal);
    const entry =
      typeof leaf.catalogEntry === 'string'
        ? await fetchJson(leaf.catalogEntry, feed, signal)
        : (leaf.catalogEntry as Json | undefined);
    const hash = entry?.packageHash;
    if (typeof hash !== 'string' || String(entry?.packageHashAlgorithm).toUpperCase() !== 'SHA512') {
      return { packageUrl, published: null, publishedNote: "the feed's catalog entry has no SHA512 packageHash" };
    }
    return {
      packageUrl,
      published: { sha512Base64: hash, size: typeof entry?.packageSize === 'number' ? entry.packageSize : null },
      publishedNote: null,
    };
  } catch (error) {
    signal?.throwIfAborted();
    return {
      packageUrl,
      published: null,
      publishedNote: `the feed's registration could not be read (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}
