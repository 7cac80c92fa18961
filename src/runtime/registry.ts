// Where onnxruntime-node's tarball comes from on a platform the release layout does not carry: the npm registry
// npm itself would use, named the way npm reads it from the environment (npm_config_registry), so a runner set
// up for a mirror is used as it is.
import { UserError } from '../errors.js';

export const DEFAULT_REGISTRY = 'https://registry.npmjs.org';

/** The registry base URL, without a trailing slash; refused with the fix when it is not one latency-gate can use. */
export function npmRegistry(env: NodeJS.ProcessEnv = process.env): string {
  // npm reads its settings from the environment case-insensitively; the lower-case form is what it exports to scripts.
  const given = (env.npm_config_registry ?? env.NPM_CONFIG_REGISTRY ?? '').trim();
  if (!given) return DEFAULT_REGISTRY;
  const url = URL.parse(given);
  // A URL with credentials would be printed in every message below and could reach a log: refused, not quoted.
  const shown = given.includes('@') ? 'a value with credentials' : `'${given}'`;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new UserError(
      `'npm_config_registry' must be an http(s) URL like ${DEFAULT_REGISTRY}, got ${shown}; fix it or unset it`,
    );
  }
  if (url.username || url.password) {
    throw new UserError(
      `'npm_config_registry' holds credentials, which latency-gate does not send; use a registry or mirror that serves onnxruntime-node without them`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The conventional tarball address every npm registry and mirror serves (`<registry>/<name>/-/<name>-<version>.tgz`). */
export function tarballUrl(registry: string, name: string, version: string): string {
  return `${registry}/${name}/-/${name}-${version}.tgz`;
}

/** A failure to get the package, as one sentence with the two ways out. */
export function registryError(registry: string, what: string, pkg: { name: string; version: string }): UserError {
  return new UserError(
    `The npm registry ${registry} ${what}, so ${pkg.name} ${pkg.version} for this platform could not be installed; set npm_config_registry to a registry or mirror this runner can reach, or use a runner whose tool cache already holds it (docs/publishing.md, "Other platforms")`,
  );
}
