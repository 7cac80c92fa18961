// The docs stay true to the code (docs/architecture.md, "Import direction"): the architecture page's import
// table is the real folder graph of src/, every docs page and heading a comment or a page cites exists, every
// relative link and every repository path a page names resolves, and the README and the architecture page
// stay short enough to read in one sitting, measured in lines and words. Measurements live in bench/results/ and
// reach the README's quality table and docs/validation.md only through scripts/evidence-tables.ts, so the
// hand-written pages carry no dated lines and the generated ones match the committed results. Each check also
// runs once on crafted input, to show it can fail.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../helpers/cli.js';
import {
  anchors,
  citationProblems,
  citations,
  importTable,
  importTableProblems,
  linkProblems,
  namedPaths,
  tooLong,
} from '../helpers/docs.js';
import { folderUnitOf, sourceFiles, unitGraph, type UnitGraph } from '../helpers/import-graph.js';
import { qualityTable, readResults, validationPage, withQualityTable } from '../../scripts/evidence-tables.js';
import type { Result } from '../../scripts/results/result-file.js';
import { resultFixture } from '../helpers/result-file.js';

const read = (repoPath: string) => readFileSync(path.join(ROOT, repoPath), 'utf8');
const exists = (repoPath: string) => existsSync(path.join(ROOT, repoPath));

/** Text files under the folders whose comments and docs may cite the docs, as repository paths. */
function textFiles(dir: string): string[] {
  if (!exists(dir)) return [];
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const child = `${dir}/${e.name}`;
    if (e.isDirectory()) return textFiles(child);
    return /\.(ts|js|mjs|md|ya?ml|sh)$/.test(e.name) ? [child] : [];
  });
}

const DOC_PAGES = readdirSync(path.join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);
const DECISION_PAGES = readdirSync(path.join(ROOT, 'docs/decisions'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/decisions/${f}`);
const MARKDOWN = ['README.md', ...DOC_PAGES, ...DECISION_PAGES];
const pages = new Map([...DOC_PAGES, ...DECISION_PAGES].map((p) => [p, read(p)]));
const pageText = (repoPath: string) => (exists(repoPath) ? read(repoPath) : undefined);

describe("the architecture page's import table is the real folder graph of src/", () => {
  it('lists every folder with exactly the folders it imports, each below what it imports', () => {
    const problems = importTableProblems(
      importTable(read('docs/architecture.md')),
      unitGraph(sourceFiles(), folderUnitOf),
    );
    assert.deepEqual(problems, [], `docs/architecture.md, "Import direction" is out of date:\n${problems.join('\n')}`);
  });

  it('reports a missing edge, an invented edge, a missing folder and an upward import (the check can fail)', () => {
    const graph: UnitGraph = new Map([
      ['errors.ts', new Map()],
      ['stats', new Map()],
      ['report', new Map([['stats', ['src/report/a.ts → src/stats/b.ts']]])],
      ['record', new Map([['errors.ts', ['src/record/c.ts → src/errors.ts']]])],
    ]);
    const table = importTable(
      [
        '<!-- import-table:start -->',
        '| unit | imports |',
        '| ---- | ------- |',
        '| `report/` | `errors.ts` |',
        '| `errors.ts`, `stats/` | nothing |',
        '| `gone/` | nothing |',
        '<!-- import-table:end -->',
      ].join('\n'),
    );
    assert.deepEqual(table[0], { unit: 'report', imports: ['errors.ts'] });
    assert.deepEqual(importTableProblems(table, graph), [
      'src/record has no row in the import table',
      'report imports stats, missing from the table (src/report/a.ts → src/stats/b.ts)',
      'the table says report imports errors.ts, and it does not',
      'report imports errors.ts, which the table lists below it (no such import)',
      'the import table lists gone, which is not a folder or top-level file of src/',
    ]);
  });
});

describe('citations of the docs resolve', () => {
  it('every docs page and heading cited in src/, test/, scripts/, .github/, docs/ and the README exists', () => {
    const files = ['README.md', ...['src', 'test', 'scripts', '.github', 'docs'].flatMap(textFiles)];
    const cited = files.flatMap((f) => citations(f, read(f)));
    assert.ok(
      cited.some((c) => c.heading),
      'the scan found citations with headings',
    );
    const problems = citationProblems(cited, pages);
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  it('reports a missing page, a missing heading and a wrapped quote, and reads a citation across a comment line (the check can fail)', () => {
    const page = (name: string) => ['docs', name].join('/');
    const source = [
      `// The rules (${page('stats.md')}, "Verdict rules"), applied to a ratio.`,
      `// Why (${page('stats.md')},`,
      `// "Looks") and (${page('stats.md')}, "Guards").`,
      `// See ${page('gone.md')} and ${page('stats.md')}, "Wrapped`,
      `// heading".`,
    ].join('\n');
    const cited = citations('src/x.ts', source);
    assert.deepEqual(
      cited.map((c) => c.heading ?? (c.unreadable ? '(unreadable)' : '(page)')),
      ['Verdict rules', 'Looks', 'Guards', '(page)', '(unreadable)'],
    );
    const stats = '# Statistics\n\n## Verdict rules\n\n```\n## Guards\n```\n\n### `Looks`\n';
    assert.deepEqual(citationProblems(cited, new Map([[page('stats.md'), stats]])), [
      `src/x.ts:3: cites ${page('stats.md')}, "Guards", a heading that page does not have`,
      `src/x.ts:4: cites ${page('gone.md')}, which does not exist`,
      `src/x.ts:4: cites a heading of ${page('stats.md')} whose quote does not close on its line`,
    ]);
  });
});

describe('links and paths in the README and docs/ resolve', () => {
  it('every relative link points at a file that exists, and every anchor at a heading of that page', () => {
    const problems = MARKDOWN.flatMap((page) =>
      linkProblems(
        page,
        read(page),
        (target) => path.posix.normalize(path.posix.join(path.posix.dirname(page), target)),
        exists,
        pageText,
      ),
    );
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  it('every repository path a page names in a code span exists', () => {
    const problems = MARKDOWN.flatMap((page) =>
      namedPaths(read(page))
        .filter((p) => !exists(p.path))
        .map((p) => `${page}:${p.number}: names ${p.path}, which does not exist`),
    );
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  it('finds a broken anchor, a missing file and a stale path, and follows GitHub anchors (the check can fail)', () => {
    const guide = '# Guide\n\n## Ratio interval\n\n## Every model, with no `candidate`\n\n## Ratio interval\n';
    assert.deepEqual(
      [...anchors(guide)],
      ['guide', 'ratio-interval', 'every-model-with-no-candidate', 'ratio-interval-1'],
    );
    const page = [
      'See [the interval](guide.md#ratio-interval), [models](guide.md#every-model-with-no-candidate),',
      '[a gone heading](guide.md#looks), [a gone page](gone.md), [top](#guide), [the site](https://example.com).',
      'Code: `src/bench/engine.ts`, `test/<folder>/`, and `src/gone.ts`.',
      '```',
      '[inside code](nowhere.md) `src/inside-code.ts`',
      '```',
    ].join('\n');
    const files = new Map([
      ['notes/page.md', page],
      ['notes/guide.md', guide],
    ]);
    const problems = linkProblems(
      'notes/page.md',
      page,
      (target) => `notes/${target}`,
      (p) => files.has(p),
      (p) => files.get(p),
    );
    assert.deepEqual(problems, [
      'notes/page.md:2: links to guide.md#looks, and notes/guide.md has no heading with that anchor',
      'notes/page.md:2: links to gone.md, and notes/gone.md does not exist',
      'notes/page.md:2: links to #guide, and notes/page.md has no heading with that anchor',
    ]);
    assert.deepEqual(
      namedPaths(page).map((p) => p.path),
      ['src/bench/engine.ts', 'src/gone.ts'],
    );
  });
});

describe('the pages a newcomer reads first stay short', () => {
  it('the README and docs/architecture.md have at most 300 lines each', () => {
    assert.equal(tooLong('README.md', read('README.md'), 300), undefined);
    assert.equal(tooLong('docs/architecture.md', read('docs/architecture.md'), 300), undefined);
  });

  it('a page of 301 lines is too long, one of 300 is not (the check can fail)', () => {
    const page = (lines: number) => 'line\n'.repeat(lines);
    assert.equal(tooLong('README.md', page(301), 300), 'README.md has 301 lines, more than 300');
    assert.equal(tooLong('README.md', page(300), 300), undefined);
  });
});

/** A page without its generated blocks (`<!-- name:start -->` … `<!-- name:end -->`). */
const handWritten = (markdown: string) => markdown.replace(/<!-- ([a-z-]+):start -->[\s\S]*?<!-- \1:end -->/g, '');
const words = (markdown: string) => handWritten(markdown).split(/\s+/).filter(Boolean).length;
/** A page the generator writes whole says so in its first line. */
const generated = (markdown: string) => /<!-- *generated|do not edit/i.test(markdown.split('\n', 1)[0] ?? '');
/** Fenced code blocks left out: an example record's timestamp is no measurement. */
const withoutCode = (markdown: string) => markdown.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
/** Lines of the hand-written prose that carry a date: a measurement kept as prose. */
const datedLines = (markdown: string) =>
  generated(markdown)
    ? []
    : withoutCode(handWritten(markdown))
        .split('\n')
        .filter((line) => /20\d{2}-[01]\d-[0-3]\d/.test(line));
/** Table cells of the hand-written text and of generated blocks other than the inputs and outputs tables. */
function tableCells(markdown: string): string[] {
  const text = markdown.replace(/<!-- (inputs|outputs):start -->[\s\S]*?<!-- \1:end -->/g, '');
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => line.slice(1, -1).split(/(?<!\\)\|/))
    .map((cell) => cell.trim());
}
const MAX_CELL = 120;

describe('the pages say the method, the results files the measurements', () => {
  it('the README has at most 2,500 words outside its generated tables, docs/statistics.md at most 600 lines', () => {
    const readme = read('README.md');
    assert.ok(words(readme) <= 2500, `README.md has ${words(readme)} words outside its generated tables`);
    const statistics = read('docs/statistics.md').split('\n').length - 1;
    assert.ok(statistics <= 600, `docs/statistics.md has ${statistics} lines: it holds the method, not the runs`);
  });

  it('no hand-written page carries a dated line', () => {
    const dated = MARKDOWN.flatMap((page) => datedLines(read(page)).map((line) => `${page}: ${line.slice(0, 100)}`));
    assert.deepEqual(dated, [], 'measurements go to bench/results/ and the generated pages');
  });

  it('no README table cell outside the inputs and outputs tables is longer than ${MAX_CELL} characters', () => {
    const long = tableCells(read('README.md')).filter((cell) => cell.length > MAX_CELL);
    assert.deepEqual(long, []);
  });

  it("the README's quality table and docs/validation.md are what the committed results generate", () => {
    const results = readResults();
    assert.ok(
      results.some((r) => r.name === 'gate-quality'),
      'bench/results/gate-quality.json is committed',
    );
    const readme = read('README.md');
    assert.ok(readme.includes('<!-- quality:start -->'), 'the README has the quality table markers');
    assert.equal(readme, withQualityTable(readme, results), "README's quality table is stale: run 'npm run evidence'");
    assert.equal(
      read('docs/validation.md'),
      validationPage(results),
      "docs/validation.md is stale: run 'npm run evidence'",
    );
  });

  it('counts words outside generated blocks, finds dated lines and long cells, and shows a missed target (the checks can fail)', () => {
    const page = [
      '# Page',
      'Measured on 2026-12-04: fast.',
      '<!-- q:start -->',
      'one two 2026-12-04',
      '<!-- q:end -->',
    ];
    assert.equal(words(page.join('\n')), 6);
    assert.deepEqual(datedLines(page.join('\n')), ['Measured on 2026-12-04: fast.']);
    assert.deepEqual(datedLines(['<!-- generated by x: do not edit -->', ...page].join('\n')), []);
    assert.deepEqual(datedLines(['```json', '{"date": "2026-12-04"}', '```', 'On 2026-12-05.'].join('\n')), [
      'On 2026-12-05.',
    ]);
    const cells = tableCells(
      `| a \\| b | ${'x'.repeat(121)} |\n<!-- inputs:start -->\n| ${'y'.repeat(200)} |\n<!-- inputs:end -->`,
    );
    assert.deepEqual(
      cells.map((c) => c.length),
      [6, 121],
    );
    const result = (summaries: number, met: boolean): Result =>
      resultFixture({
        checks: Array.from({ length: summaries }, (_, i) => ({
          id: `check-${i}`,
          title: `check ${i}`,
          target: '≤ 12 s',
          figure: '18.0 s',
          met,
          counts: {},
          summary: true,
        })),
      });
    const table = qualityTable([result(1, false)]);
    assert.match(table, /\| check 0 \| ≤ 12 s \| 18\.0 s \| ✗ \| CPU, 2 cores, 2026-12-04 \| `npm run bench:demo` \|/);
    assert.throws(() => qualityTable([result(13, true)]), /13 checks are marked summary/);
    assert.match(validationPage([result(1, true)]), /^<!-- generated by scripts\/evidence-tables\.ts/);
    assert.deepEqual(readResults(path.join(ROOT, 'no-such-dir')), []);
    // A check a later run replaced names that run's machine; the file's other checks keep the file's.
    const [kept, replaced] = result(2, true).checks;
    assert.ok(kept && replaced);
    const mixed = resultFixture({
      checks: [kept, { ...replaced, measured: { date: '2026-12-07', machine: 'AMD EPYC, 2 cores' } }],
    });
    const rows = qualityTable([mixed]).split('\n');
    assert.ok(rows.some((r) => r.startsWith('| check 0 |') && r.includes('| CPU, 2 cores, 2026-12-04 |')));
    assert.ok(rows.some((r) => r.startsWith('| check 1 |') && r.includes('| AMD EPYC, 2 cores, 2026-12-07 |')));
    assert.match(validationPage([mixed]), /\| `check-1` \|.*\| 2026-12-07, AMD EPYC, 2 cores, /);
  });
});
