// Readers for the project's Markdown docs, for the tests that keep them true: headings and their anchors, the
// citations code comments make (`docs/statistics.md, "Ratio interval"`), relative links, repository paths a
// page names, and the architecture page's import table. Pure functions over text, so each check can be shown
// to fail on crafted input.
import type { UnitGraph } from './import-graph.js';

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown: string): { line: string; number: number }[] {
  let fence: string | undefined;
  const out: { line: string; number: number }[] = [];
  markdown.split('\n').forEach((line, i) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) fence = fence === undefined ? marker : undefined;
    else if (fence === undefined) out.push({ line, number: i + 1 });
  });
  return out;
}

/** A heading as GitHub renders it: code spans, emphasis and link targets dropped, the words kept. */
function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim();
}

export function headings(markdown: string): string[] {
  return proseLines(markdown).flatMap(({ line }) => {
    const m = /^#{1,6}\s+(.+)$/.exec(line);
    return m ? [headingText(m[1]!)] : [];
  });
}

/**
 * GitHub's anchor for a heading: lower case, punctuation and symbols removed (letters, digits, marks, `_`, `-`
 * and spaces stay), spaces turned into hyphens; a repeated anchor gets `-1`, `-2`. The rule github-slugger
 * implements, written out because it is four lines.
 */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const heading of headings(markdown)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

export interface Citation {
  /** Where the citation is: file and 1-based line. */
  at: string;
  /** The cited page, relative to the repository root ('docs/statistics.md'). */
  page: string;
  /** The cited heading, when there is one. */
  heading?: string;
  /** A heading that opens a quote but does not close it on its line: nobody can look it up. */
  unreadable?: boolean;
}

/**
 * `docs/<page>.md` mentions in any text, with the heading when one follows as `, "<heading>"`, also after a line
 * break inside a comment (`//`, `*` or `#` before the quote). A placeholder such as `docs/<page>.md` is no page.
 */
export function citations(file: string, text: string): Citation[] {
  const out: Citation[] = [];
  for (const m of text.matchAll(/\bdocs\/([\w.-]+(?:\/[\w.-]+)*\.md)\b/g)) {
    const at = `${file}:${text.slice(0, m.index).split('\n').length}`;
    const rest = text.slice(m.index + m[0].length);
    const quoted = /^,\s*(?:(?:\/\/|\*|#)\s*)?"([^"\n]*)"/.exec(rest);
    if (quoted) out.push({ at, page: `docs/${m[1]}`, heading: quoted[1]! });
    else if (/^,\s*(?:(?:\/\/|\*|#)\s*)?"/.test(rest)) out.push({ at, page: `docs/${m[1]}`, unreadable: true });
    else out.push({ at, page: `docs/${m[1]}` });
  }
  return out;
}

/** Problems with the citations: a page that does not exist, a heading the page does not have. */
export function citationProblems(cited: Citation[], pages: Map<string, string>): string[] {
  return cited.flatMap((c) => {
    const page = pages.get(c.page);
    if (page === undefined) return [`${c.at}: cites ${c.page}, which does not exist`];
    if (c.unreadable) return [`${c.at}: cites a heading of ${c.page} whose quote does not close on its line`];
    if (c.heading !== undefined && !headings(page).includes(c.heading))
      return [`${c.at}: cites ${c.page}, "${c.heading}", a heading that page does not have`];
    return [];
  });
}

/** Relative link targets in a Markdown page (outside code), with their lines; web and mail links are skipped. */
export function relativeLinks(markdown: string): { target: string; number: number }[] {
  return proseLines(markdown).flatMap(({ line, number }) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
      .map((m) => m[1]!)
      .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t))
      .map((target) => ({ target, number })),
  );
}

/**
 * Problems with one page's links: `resolve` maps a link's path (relative to the page) to the repository path,
 * `exists` says whether that path exists, `pageText` gives a Markdown page's text to check an anchor against.
 */
export function linkProblems(
  page: string,
  markdown: string,
  resolve: (target: string) => string,
  exists: (repoPath: string) => boolean,
  pageText: (repoPath: string) => string | undefined,
): string[] {
  return relativeLinks(markdown).flatMap(({ target, number }) => {
    const [file, anchor] = target.split('#') as [string, string | undefined];
    const repoPath = file === '' ? page : resolve(file);
    if (!exists(repoPath)) return [`${page}:${number}: links to ${target}, and ${repoPath} does not exist`];
    if (anchor === undefined || !repoPath.endsWith('.md')) return [];
    const text = pageText(repoPath);
    return text !== undefined && anchors(text).has(anchor)
      ? []
      : [`${page}:${number}: links to ${target}, and ${repoPath} has no heading with that anchor`];
  });
}

/**
 * Repository paths a page names in code spans (`src/bench/engine.ts`, `test/record/`), so a doc cannot keep
 * naming a file that moved. Placeholders (`test/<folder>/`) and globs are not paths.
 */
export function namedPaths(markdown: string): { path: string; number: number }[] {
  return proseLines(markdown).flatMap(({ line, number }) =>
    [...line.matchAll(/`((?:src|test|scripts|docs|baselines|\.github)\/[^`\s]*)`/g)]
      .map((m) => m[1]!.replace(/[,;:.)]+$/, ''))
      .filter((p) => /^[\w./-]+$/.test(p))
      .map((p) => ({ path: p.replace(/\/$/, ''), number })),
  );
}

/** The import table between `<!-- import-table:start -->` and `<!-- import-table:end -->`: unit → imports, in order. */
export function importTable(markdown: string): { unit: string; imports: string[] }[] {
  const block = /<!-- import-table:start -->([\s\S]*?)<!-- import-table:end -->/.exec(markdown)?.[1];
  if (block === undefined) throw new Error('no <!-- import-table:start/end --> block');
  const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/$/, ''));
  return block
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .slice(1)
    .flatMap((row) => {
      const [, units = '', imports = ''] = row.split('|');
      return names(units).map((unit) => ({ unit, imports: names(imports) }));
    });
}

/**
 * Where the table and the real folder graph differ: units missing on either side, edges the table lacks (with
 * the files that make them) or invents, and imports of a unit listed below it (the table is the allowed order).
 */
export function importTableProblems(table: { unit: string; imports: string[] }[], graph: UnitGraph): string[] {
  const problems: string[] = [];
  const rows = new Map(table.map((r, i) => [r.unit, { ...r, index: i }]));
  for (const unit of graph.keys()) if (!rows.has(unit)) problems.push(`src/${unit} has no row in the import table`);
  for (const [unit, row] of rows) {
    const real = graph.get(unit);
    if (!real) {
      problems.push(`the import table lists ${unit}, which is not a folder or top-level file of src/`);
      continue;
    }
    for (const [to, files] of real)
      if (!row.imports.includes(to)) problems.push(`${unit} imports ${to}, missing from the table (${files[0]})`);
    for (const to of row.imports) {
      if (!real.has(to)) problems.push(`the table says ${unit} imports ${to}, and it does not`);
      const target = rows.get(to);
      if (target && target.index >= row.index)
        problems.push(
          `${unit} imports ${to}, which the table lists below it (${real.get(to)?.[0] ?? 'no such import'})`,
        );
    }
  }
  return problems;
}

/** A page longer than its limit, as a message. */
export function tooLong(name: string, text: string, limit: number): string | undefined {
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  return lines > limit ? `${name} has ${lines} lines, more than ${limit}` : undefined;
}
