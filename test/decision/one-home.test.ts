// `fail-on`, the exit code, the order of verdicts and the agreement of several entries each have one home,
// src/decision/ (docs/architecture.md, "Folders"): this test reads every source file and fails on a second place
// that applies `fail-on`, picks an exit code, keeps its own verdict order, rolls agreement up, turns `unjudged`
// into a pass, or reads the outcome line another renderer wrote.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SRC, sourceFiles } from '../helpers/import-graph.js';

const RULES: { what: string; pattern: RegExp; home?: string }[] = [
  { what: 'applies fail-on', pattern: /failOn\s*\.\s*(includes|some|every|find|indexOf|filter)\s*\(/ },
  { what: 'applies fail-on', pattern: /FAIL_ON\s*\.\s*(includes|some|find)\s*\(/ },
  { what: 'computes an exit code', pattern: /exitCode\s*[:=]\s*[^;,\n]*\?\s*[012]\b/ },
  { what: 'computes an exit code', pattern: /exitCode\s*:\s*[12]\b/ },
  { what: "parses another renderer's text", pattern: /(replace|match|startsWith|test)\s*\(\s*['"`/]\^?Outcome/ },
  // The statistics' sentences (what a run could detect, the reasons) are worded from their numbers, never cut apart.
  {
    what: "parses another renderer's text",
    pattern: /(replace|match|startsWith|test)\s*\(\s*['"`/]\^?this run could/i,
  },
  // Memory verdicts are judged in src/stats/memory.ts, which keeps their order next to the rule that makes them.
  {
    what: 'keeps a verdict order',
    pattern: /\[\s*'(error|regression)',\s*'(regression|inconclusive)',/,
    home: 'stats/memory.ts',
  },
  { what: 'rolls agreement up', pattern: /includes\(\s*'fail'\s*\)\s*\?\s*'fail'/ },
  { what: 'shows unjudged as a pass', pattern: /'unjudged'\s*\?\s*'pass'/ },
];

/** The offending lines of one source text, outside src/decision/. */
export function secondHomes(file: string, text: string): string[] {
  if (file.startsWith(`decision${path.sep}`) || file.startsWith('decision/')) return [];
  const name = file.split(path.sep).join('/');
  return text
    .split('\n')
    .flatMap((line, i) =>
      RULES.filter((r) => r.home !== name && r.pattern.test(line)).map(
        (r) => `${file}:${i + 1} ${r.what}: ${line.trim()}`,
      ),
    );
}

describe('one home for the decision', () => {
  it('no module outside src/decision/ applies fail-on, picks an exit code, orders verdicts, rolls agreement up or parses an outcome line', () => {
    const found = sourceFiles().flatMap((file) => secondHomes(path.relative(SRC, file), readFileSync(file, 'utf8')));
    assert.deepEqual(found, []);
  });

  it('finds a second home when there is one (the check itself can fail)', () => {
    const copy = [
      "const fails = config.failOn.includes('agreement') && agreement === 'fail';",
      'return { exitCode: failed ? 1 : 0 };',
      "const rest = line.replace(/^Outcome: failed \\(exit code \\d\\): /, '');",
      "s.replace(/^this run could (not )?detect /, '')",
      "const ORDER = ['error', 'regression', 'inconclusive', 'improvement', 'pass'];",
      "const MEMORY_ORDER = ['regression', 'inconclusive', 'improvement', 'pass'] as const;",
      "set('agreement', a.includes('fail') ? 'fail' : 'pass');",
      "return worst === 'unjudged' ? 'pass' : worst;",
    ].join('\n');
    assert.equal(secondHomes('report/outcome.ts', copy).length, 8);
    assert.equal(secondHomes('stats/memory.ts', copy).length, 6);
    assert.deepEqual(secondHomes('decision/fail-on.ts', copy), []);
  });
});
