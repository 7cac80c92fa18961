// A Git LFS pointer is what git holds in place of a file tracked by LFS: a few lines of text (`version`, `oid
// sha256:…`, `size …`) naming the object that the LFS store keeps under its hash. Read here, in one place, for
// every caller that may meet one where a model is expected (a baseline read from a commit, a working-tree file
// that was never checked out, a plan's size estimate).

/** The spec caps a pointer at 1024 bytes; anything longer is a file, not a pointer. */
export const MAX_POINTER_BYTES = 1024;

const VERSION_LINE = 'version https://git-lfs.github.com/spec/v1';

export interface LfsPointer {
  /** The object's SHA-256, lowercase hex. */
  oid: string;
  /** The object's size in bytes, as the pointer claims it. */
  size: number;
}

/** Whether the bytes start like a pointer (even a malformed one): such a file is never read as a model. */
export function looksLikeLfsPointer(bytes: Uint8Array): boolean {
  if (bytes.length > MAX_POINTER_BYTES) return false;
  return Buffer.from(bytes.subarray(0, 32)).toString('latin1').startsWith('version https://git-lfs');
}

/**
 * The pointer's object, or undefined when the bytes are not a well-formed pointer (a version line first, one
 * `oid sha256:` of 64 hex digits, one decimal `size`; extension keys are allowed and ignored).
 */
export function parseLfsPointer(bytes: Uint8Array): LfsPointer | undefined {
  if (!looksLikeLfsPointer(bytes)) return undefined;
  const lines = Buffer.from(bytes).toString('utf8').split('\n');
  if (lines[0] !== VERSION_LINE) return undefined;
  let oid: string | undefined;
  let size: number | undefined;
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    const space = line.indexOf(' ');
    if (space <= 0) return undefined;
    const key = line.slice(0, space);
    const value = line.slice(space + 1);
    if (key === 'oid') {
      if (oid !== undefined || !/^sha256:[0-9a-f]{64}$/.test(value)) return undefined;
      oid = value.slice('sha256:'.length);
    } else if (key === 'size') {
      // Digits only, within what a file offset can be: '1e9' or '-1' are not sizes.
      if (size !== undefined || !/^\d{1,15}$/.test(value)) return undefined;
      size = Number(value);
    }
  }
  return oid !== undefined && size !== undefined ? { oid, size } : undefined;
}

/** A pointer's object for a message: short hash and size, as a person compares them. */
export function describePointer(pointer: LfsPointer): string {
  return `sha256 ${pointer.oid.slice(0, 12)}…, ${pointer.size.toLocaleString('en-US')} bytes`;
}
