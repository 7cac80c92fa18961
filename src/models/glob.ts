/**
 * The `models` input's globs, as in .gitignore-style tools: `*` and `?` stay inside one path segment, `**`
 * spans any number of segments (`models/**` matches everything under models/, `**\/x.onnx` x.onnx anywhere),
 * `{a,b}` is one of several. Matched against repository-relative paths with '/' separators. Written here
 * because path.matchesGlob is not in every Node the CLI supports (20).
 */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '{') source += '(?:';
    else if (c === '}') source += ')';
    else if (c === ',' && source.lastIndexOf('(?:') > source.lastIndexOf(')')) source += '|';
    else source += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether a repository-relative path matches any of the globs; no globs match everything. */
export function matchesAny(file: string, globs: readonly string[]): boolean {
  return globs.length === 0 || globs.some((glob) => globToRegExp(glob.replace(/^\.\//, '')).test(file));
}
