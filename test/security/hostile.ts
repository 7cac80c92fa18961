// What an attacker controls, in one place: text payloads for names, paths and record fields, models whose
// input and output names carry them, and a checker that reads rendered Markdown the way GitHub would and
// lists everything live in it (HTML, links, mentions, references, broken tables). The suites in this folder
// run these through the built action and assert on the exact text that came out.
import { writeFile } from 'node:fs/promises';
import { encodeModel, node, tensor, valueInfo } from '../fixtures/onnx/graph.js';
import { gfmLinks } from '../helpers/gfm.js';

/** Every trick at once; the PWNED-* words mark what must never become a workflow command. */
export const PAYLOAD = [
  'y|<img src=x onerror=alert(1)> [click](https://evil.example/phish) @acme/admins',
  '<!-- latency-gate:security --> </details> `tick` ``two``',
  '\r\n::error title=pwned::PWNED-ERROR\n::add-mask::PWNED-MASK ##[warning]PWNED-LEGACY',
  '\u001b[31mred\u001b[0m www.evil.example mailto:a@evil.example #1 GH-2 $x$ \u202egnp.exe',
].join(' ');
export const CELL_BREAKER = 'z\r\r```\n- list\n# heading </td> <script>alert(1)</script> | extra | cells |';

/** Baseline: Identity(input) → output. Candidate: input + 1 → output (they disagree), and one added output. */
export async function writeHostileModels(
  dir: string,
  names = { input: `in ${PAYLOAD}`, output: PAYLOAD, added: CELL_BREAKER },
): Promise<void> {
  const io = (extra: string[] = []) => ({
    input: [valueInfo(names.input, 'float32', [1, 4])],
    output: [valueInfo(names.output, 'float32', [1, 4]), ...extra.map((name) => valueInfo(name, 'float32', [1, 4]))],
  });
  const baseline = encodeModel({
    graph: { name: 'base', node: [node('Identity', [names.input], [names.output], {}, { name: 'n0' })], ...io() },
  });
  const candidate = encodeModel({
    graph: {
      name: 'cand',
      node: [
        node('Add', [names.input, 'one'], [names.output], {}, { name: 'n1' }),
        node('Identity', [names.input], [names.added], {}, { name: 'n2' }),
      ],
      initializer: [tensor('one', 'float32', [1], [1])],
      ...io([names.added]),
    },
  });
  await writeFile(`${dir}/base.onnx`, baseline);
  await writeFile(`${dir}/cand.onnx`, candidate);
}

const ALLOWED_TAG = /^<\/?(details|summary)>|^<details open>/;
const OUR_MARKER = /^<!-- latency-gate(:[A-Za-z0-9._-]+|-verdict:[A-Za-z0-9._-]+|-details) -->/;

/** The text of one line outside code spans (a run of n backticks closes only at the next run of n). */
function outsideCode(line: string): string {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '\\') {
      out += line.slice(i, i + 2);
      i++;
      continue;
    }
    if (line[i] !== '`') {
      out += line[i];
      continue;
    }
    const run = /^`+/.exec(line.slice(i))![0];
    const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    close.lastIndex = i + run.length;
    const end = close.exec(line);
    if (!end) {
      out += run;
      i += run.length - 1;
    } else i = end.index + run.length - 1;
  }
  return out;
}

/** Cells of a table row, split where GitHub splits: at every `|` not preceded by a backslash. */
export function cells(row: string): number {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/).length;
}

/**
 * Everything live in `markdown` that did not come from our own templates: HTML other than details/summary
 * and our markers (markers only on the first two lines), links and bare URLs other than `allowedUrl` (also
 * every link GFM's renderer makes), @mentions, #references, carriage returns, and table rows whose cell count differs from their header's.
 */
export function liveMarkdown(
  markdown: string,
  allowedUrl = 'https://github.com/acme/vision-models/actions/runs/',
): string[] {
  const found: string[] = [];
  if (markdown.includes('\r')) found.push('a carriage return');
  let fenced = false;
  let header: number | undefined;
  for (const [index, line] of markdown.split('\n').entries()) {
    if (/^\s{0,3}```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    if (line.startsWith('|')) {
      const n = cells(line);
      header ??= n;
      if (n !== header) found.push(`table row with ${n} cells, header has ${header}: ${line}`);
    } else header = undefined;
    const text = outsideCode(line);
    for (const at of text.matchAll(/</g)) {
      const rest = text.slice(at.index);
      if (
        ALLOWED_TAG.test(rest) ||
        (index < 2 && at.index === 0 && OUR_MARKER.test(rest)) ||
        rest.startsWith('<!-- latency-gate-details -->')
      )
        continue;
      found.push(`HTML: ${rest.slice(0, 40)}`);
    }
    for (const url of text.matchAll(/[A-Za-z][A-Za-z0-9+.-]*:\/\/\S*|www\.\S*|mailto:\S*/gi)) {
      if (!url[0].startsWith(allowedUrl)) found.push(`URL: ${url[0]}`);
    }
    for (const link of text.matchAll(/(?<!\\)\]\((?!https:\/\/github\.com\/acme\/vision-models\/actions\/runs\/)/g))
      found.push(`link at ${link.index}: ${line.slice(0, 80)}`);
    for (const mention of text.matchAll(/@[A-Za-z0-9]/g))
      found.push(`mention: ${text.slice(mention.index, mention.index + 20)}`);
    for (const ref of text.matchAll(/#\d|\bGH-\d/g)) found.push(`reference: ${text.slice(ref.index, ref.index + 10)}`);
  }
  // The patterns above read one line at a time; GFM's own renderer sees every link they could miss.
  for (const href of gfmLinks(markdown)) if (!href.startsWith(allowedUrl)) found.push(`rendered link: ${href}`);
  return found;
}

/**
 * Workflow commands in a log that the attacker's text started: any line the runner would run (`::` after
 * leading whitespace, `##[` anywhere) that carries a PWNED marker in its command part, or any `##[` at all.
 */
export function injectedCommands(log: string): string[] {
  return log
    .split(/\r?\n|\r/)
    .filter(
      (line) =>
        /^\s*::[^:]*::\s*PWNED|^\s*::add-mask::PWNED|##\[/.test(line) ||
        (/^\s*::/.test(line) && /PWNED/.test(line.split('::')[1] ?? '')),
    );
}
