// The one escaping module, context by context (issue items 2, 7 and 10 at the unit level; the suites beside
// this file run the same payloads through the built action).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  codeSpan,
  lineDestination,
  logLine,
  markdownCell,
  markdownText,
  plainLine,
  terminalLine,
} from '../../src/report/escape.js';
import { gfmLinks } from '../helpers/gfm.js';
import { cells, injectedCommands, liveMarkdown, PAYLOAD } from './hostile.js';

const Z = '\u200b';

describe('markdownText', () => {
  it('entity-escapes HTML, backslash-escapes Markdown, breaks mentions, URLs and references', () => {
    assert.equal(
      markdownText('<img src=x> & [a](b) @org/team'),
      `&lt;img src=x&gt; &amp; \\[a\\]\\(b\\) @${Z}org/team`,
    );
    assert.equal(
      markdownText('see https://evil.example and www.evil.example, mailto:x'),
      `see https${Z}://evil.example and www${Z}.evil.example, mailto${Z}:x`,
    );
    assert.equal(markdownText('#12 GH-3 a@b.example'), `\\#${Z}12 GH${Z}-3 a@${Z}b.example`);
  });

  it('item 10: a lone \\r or \\r\\r ends nothing: every line break and control becomes one inert character', () => {
    assert.equal(markdownText('a\r\rb\r\nc\nd\u2028e'), 'a  b c d e');
    assert.equal(markdownText('\u001b[31m\u202eabc'), '\ufffd\\[31m\ufffdabc');
    assert.deepEqual(liveMarkdown(`| a |\n| --- |\n| ${markdownText('x\r\r```\n- y | z')} |`), []);
  });
});

describe('GFM autolinks, rendered by a CommonMark + GFM renderer', () => {
  const forms = [
    'www.evil-login.example.onnx',
    'WwW.evil.example',
    'http://evil.example/a',
    'HTTPS://evil.example',
    'a.b+c@evil.example',
    'mailto:a@evil.example',
    'xmpp:a@evil.example/r',
  ];
  // Every printable ASCII character, the start of the text, and a few non-ASCII spaces and letters.
  const before = ['', ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), '\u00a0', '\u3000', 'é'];
  // Where our templates put a name: a paragraph, a cell, emphasis, brackets and parentheses of our own.
  const places: ((text: string) => string)[] = [
    (t) => t,
    (t) => `| a | b |\n| --- | --- |\n| x ${markdownCell(t)} | y |`,
    (t) => `**${t}**`,
    (t) => `_${t}_`,
    (t) => `(${t})`,
    (t) => `~~${t}~~`,
  ];

  it('the renderer links every form after every character when unescaped, so the check can fail', () => {
    for (const form of forms) {
      for (const c of ['_', '*', '~', '(']) assert.equal(gfmLinks(`c${c}${form}`).length, 1, `${c}${form}`);
    }
    // A backslash-escaped `_` still counts as the character before `www.`.
    assert.equal(gfmLinks('models/c\\_www.evil-login.example.onnx').length, 1);
  });

  it('no form survives markdownText or markdownCell after any character, in any place a name goes', () => {
    const live: string[] = [];
    for (const form of forms)
      for (const c of before)
        for (const text of [`${c}${form}`, `models/c${c}${form}`, `${c}${c}${form}${c}`])
          for (const place of places) {
            const rendered = place(markdownText(text));
            if (gfmLinks(rendered).length > 0) live.push(JSON.stringify(rendered));
          }
    assert.deepEqual(live, []);
  });

  it('a leg label or model path with `_www.` renders with no link, as read', () => {
    for (const name of ['models/c_www.evil-login.example.onnx', 'cpu_www.evil-login.example'])
      assert.deepEqual(liveMarkdown(`| leg | model |\n| --- | --- |\n| ${markdownCell(name)} | x |`), []);
  });
});

describe('markdownCell', () => {
  it('item 2: a `|` never splits the row, in text or in a code span', () => {
    const name = 'y|<img src=x> [click](https://evil.example) @org/admins';
    assert.equal(cells(`| ${markdownCell(name)} | b |`), 2);
    assert.equal(cells(`| ${markdownCell(name, { code: true })} | b |`), 2);
    assert.equal(markdownCell(name, { code: true }), '`y\\|<img src=x> [click](https://evil.example) @org/admins`');
  });
});

describe('codeSpan', () => {
  it('chooses a fence longer than any backtick run inside and pads a leading or trailing backtick', () => {
    assert.equal(codeSpan('a`b``c'), '```a`b``c```');
    assert.equal(codeSpan('`x`'), '`` `x` ``');
    assert.equal(codeSpan('line\nbreak'), '`line break`');
    assert.equal(codeSpan('##[add-mask]x'), `\`#${Z}#[add-mask]x\``);
  });
});

describe('logLine (a GitHub Actions job log)', () => {
  it('item 7: a newline followed by ::error or ::add-mask, and a legacy ##[command], run nothing', () => {
    const line = logLine('out\n::error title=pwned::PWNED\r::add-mask::PWNED ##[warning]PWNED');
    // One line: the `::` inside it is not at a line start, which is the only place the runner reads a command.
    assert.equal(line, `out ::error title=pwned::PWNED ::add-mask::PWNED #${Z}#[warning]PWNED`);
    assert.deepEqual(injectedCommands(line), []);
    assert.equal(logLine('  ::add-mask::PWNED'), `  :${Z}:add-mask::PWNED`, 'a line-leading :: is broken');
    assert.deepEqual(injectedCommands(logLine(`  ${PAYLOAD}`)), []);
    assert.deepEqual(injectedCommands(logLine(PAYLOAD.trimStart().slice(PAYLOAD.indexOf('::')))), []);
    assert.doesNotMatch(logLine(PAYLOAD), /[\r\n\u001b\u202e]/);
  });

  it('leaves a name with :: inside a line as the model spells it (onnx::Flatten_0)', () => {
    assert.equal(
      logLine("Input 'onnx::Flatten_0' has unnamed dynamic dims"),
      "Input 'onnx::Flatten_0' has unnamed dynamic dims",
    );
    assert.doesNotMatch(logLine('onnx::Flatten_0'), /\u200b/);
  });
});

describe('terminalLine (a terminal, not GitHub Actions)', () => {
  it('prints names exactly as spelt, so they paste back into a flag; controls become visible escapes', () => {
    assert.equal(terminalLine('::onnx::Flatten_0 ##[x]'), '::onnx::Flatten_0 ##[x]');
    assert.equal(terminalLine('\u001b[31mred\u202e\u200bx'), '\\u001b[31mred\\u202e\\u200bx');
    assert.doesNotMatch(terminalLine(PAYLOAD), /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e]/);
  });

  it('the destination is the job log only in GitHub Actions', () => {
    assert.equal(lineDestination({ GITHUB_ACTIONS: 'true' }), 'job-log');
    assert.equal(lineDestination({}), 'terminal');
    assert.equal(plainLine('::x', 'terminal'), '::x');
    assert.equal(plainLine('::x', 'job-log'), `:${Z}:x`);
  });
});
