// Node, operator and tensor names come from the model, which whoever wrote the pull request chose: the
// explanation sections must render them inert everywhere, and the record must refuse what it could not render.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reportRecordSchema } from '../../src/record/schema.js';
import { modelDiffRecord } from '../../src/record/explain.js';
import { renderComment } from '../../src/report/comment.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { explainedSections } from '../helpers/explained.js';
import { scenario } from '../helpers/scenarios.js';

/** The text outside code spans: inside one nothing is parsed (src/report/escape.ts, codeSpan). */
function outsideCode(markdown: string): string {
  return markdown.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '');
}

/** Every row of a table has as many unescaped '|' as its header: a name never adds a column. */
function tablesKeepTheirColumns(markdown: string): void {
  const cells = (row: string) => row.split(/(?<!\\)\|/).length;
  let header = 0;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| ')) header = 0;
    else if (header === 0) header = cells(line);
    else assert.equal(cells(line), header, line);
  }
}

const HOSTILE = 'x\n::error::owned `<img src=x onerror=alert(1)>` @everyone | [link](https://evil.example) #12';

describe('the explanation with hostile names', () => {
  it('escapes node and tensor names in the summary, the comment and the terminal', async () => {
    const sections = await explainedSections();
    const diff = sections.profile?.diff;
    assert.ok(diff && sections.modelDiff && sections.weightDiff);
    diff.contributors[0] = { ...diff.contributors[0]!, name: HOSTILE, op: HOSTILE, changedNodes: [HOSTILE] };
    diff.groups[0] = { ...diff.groups[0]!, op: HOSTILE };
    sections.modelDiff.changes[0] = { ...sections.modelDiff.changes[0]!, name: HOSTILE, op: HOSTILE };
    sections.modelDiff.ops[0] = { ...sections.modelDiff.ops[0]!, op: HOSTILE };
    sections.weightDiff.largest[0] = { ...sections.weightDiff.largest[0]!, name: HOSTILE };
    const record = scenario('classifier', 1.3, { agreementShift: 0, explanation: sections });
    for (const markdown of [renderSummary(record), renderComment(record, { pullRequest: 1 })]) {
      const text = outsideCode(markdown);
      assert.match(markdown, /owned/, 'the names are shown');
      assert.doesNotMatch(text, /<img/, 'no HTML');
      assert.doesNotMatch(text, /@everyone/, 'no mention');
      assert.doesNotMatch(text, /\]\(https:\/\/evil/, 'no link');
      assert.doesNotMatch(markdown, /^::error::/m, 'no workflow command at a line start');
      tablesKeepTheirColumns(markdown);
    }
    const terminal = renderTerminal(record);
    assert.doesNotMatch(terminal, /\n::error::/, 'a newline in a name never starts a log line');
    assert.ok(terminal.split('\n').every((line) => !line.trimStart().startsWith('::')));
  });

  it('cuts long names to the record caps, and a record over the bounds is refused', async () => {
    const sections = await explainedSections();
    const long = 'n'.repeat(5000);
    const modelDiff = sections.modelDiff!;
    const cut = modelDiffRecord(
      { ...modelDiff, changes: [{ change: 'added', name: long, op: long, detail: long }] },
      1,
    );
    assert.ok((cut.changes[0]?.name.length ?? 0) <= 1024);
    const record = scenario('classifier', 1.3, { agreementShift: 0, explanation: { ...sections, modelDiff: cut } });
    const json = JSON.parse(JSON.stringify(record));
    assert.ok(reportRecordSchema.safeParse(json).success);
    const tooMany = structuredClone(json);
    tooMany.profile.diff.contributors = Array.from({ length: 16 }, () => json.profile.diff.contributors[0]);
    assert.equal(reportRecordSchema.safeParse(tooMany).success, false, 'contributors are bounded');
    const tooLong = structuredClone(json);
    tooLong.weightDiff.largest[0].name = long;
    assert.equal(reportRecordSchema.safeParse(tooLong).success, false, 'names are capped');
    const older = structuredClone(json);
    delete older.modelDiff;
    delete older.weightDiff;
    delete older.profile;
    delete older.settings.profile;
    const read = reportRecordSchema.parse(older);
    assert.deepEqual([read.modelDiff, read.profile, read.settings.profile], [null, null, 'on-regression']);
  });
});
