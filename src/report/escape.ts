// Every string that is not a literal in our source (record fields, model, input, output and node names, paths,
// onnxruntime's messages, environment strings) is escaped here, once, for the place it goes: Markdown text, a
// Markdown table cell, a code span, a terminal line, a job-log line, or a mermaid string. In `mode: report` these strings come from a fork's run, and
// a model's names from whoever wrote the PR, so each function assumes an attacker chose the text.

/**
 * Characters that end or fake a line: CR, LF, NEL, the Unicode line and paragraph separators, and every other
 * control character (an ESC starts a terminal escape sequence). Bidi overrides and isolates go too: they let
 * text display in an order other than the one a reader's eye and the comparison see.
 */
const BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** ASCII punctuation Markdown gives a meaning to inline; backslash-escaped (HTML's three become entities). */
const MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+!|~$<>&]/g;
const HTML_ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };
/** Zero-width space: invisible, and it breaks what GitHub links after parsing (mentions, URLs, references). */
const ZWSP = '\u200b';

function oneLine(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROLS, '\ufffd');
}

/**
 * GitHub links some plain text after Markdown is parsed, so a backslash does not stop it: `@user` and
 * `@org/team` mentions (a notification to anyone the text names), bare URLs (`https://…`, `www.…`, `mailto:`),
 * e-mail addresses, and `#123` / `GH-123` references (a back-link on that issue). A zero-width space inside
 * each pattern leaves the text readable and unlinked. The URL forms are broken wherever they stand, with no
 * word boundary: GFM links `www.` after `_`, `*`, `~`, `(`, `[` and `]` too (escaped or not), and `_` is a word
 * character, so `\bwww` let `c_www.…` through.
 */
function unlink(text: string): string {
  return text
    .replace(/@/g, `@${ZWSP}`)
    .replace(/([A-Za-z][A-Za-z0-9+.-]*):\/\//g, `$1${ZWSP}://`)
    .replace(/(www|mailto|xmpp)([.:])/gi, `$1${ZWSP}$2`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/(GH)-(?=\d)/gi, `$1${ZWSP}-`);
}

/**
 * Inline Markdown text on one line: no HTML, links, images, emphasis, math, headings, mentions or bare URLs
 * survive, and `|` is `\|`, so the same text is safe inside a table cell.
 */
export function markdownText(text: string): string {
  return unlink(oneLine(text)).replace(MARKDOWN_SPECIAL, (c) => HTML_ENTITY[c] ?? `\\${c}`);
}

/** A table cell: GitHub splits a row at every unescaped `|`, even inside a code span, before parsing the cell. */
export function markdownCell(text: string, options: { code?: boolean } = {}): string {
  return options.code ? codeSpan(text).replace(/\|/g, '\\|') : markdownText(text);
}

/**
 * A code span, shown verbatim: nothing inside is parsed (no HTML, links or mentions), so only the span itself
 * must hold. Its fence is one backtick longer than any run inside, and a space pads text that starts or ends
 * with a backtick, as CommonMark prescribes. Not for table cells: use `markdownCell(text, { code: true })`.
 */
export function codeSpan(text: string): string {
  // `##[` is a workflow command anywhere in a line, and a Markdown report can be printed to a CI log (the CLI).
  const flat = oneLine(text).replace(/##\[/g, `#${ZWSP}#[`);
  const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * Characters a reader cannot see or that act instead of showing: C0 and C1 controls (an ESC starts a terminal
 * escape sequence), the soft hyphen, zero-width characters and joiners, bidi marks, overrides and isolates, the
 * line and paragraph separators, word joiners, the byte order mark.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** Where a plain-text line goes: a person's terminal, or the job log of GitHub Actions, which obeys commands in it. */
export type LineDestination = 'terminal' | 'job-log';

/** A job log when running in GitHub Actions (the CLI too: its stdout and stderr are the step's log). */
export function lineDestination(env: NodeJS.ProcessEnv): LineDestination {
  return env.GITHUB_ACTIONS === 'true' ? 'job-log' : 'terminal';
}

/**
 * One line at a terminal: a name exactly as the model spells it (`onnx::Flatten_0` stays pasteable into a flag),
 * with control and invisible characters shown as visible escapes such as `\u001b`, never sent raw. A terminal
 * obeys no workflow commands, so nothing else changes.
 */
export function terminalLine(text: string): string {
  return text
    .replace(/\r\n|[\r\n\u0085]/g, ' ')
    .replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * One line of the job log (core.info does not escape). The runner executes `::command::` only at the start of
 * a line (after whitespace) and the legacy `##[command]` anywhere in it, so a model's output name that starts
 * with `::add-mask::` or holds `##[error]` would be obeyed: those two are broken with a zero-width space, and
 * nothing else (`onnx::Flatten_0` inside a line is left alone). Line breaks become spaces and invisible
 * characters visible escapes, as at a terminal.
 */
export function logLine(text: string): string {
  return terminalLine(text)
    .replace(/^(\s*):(?=:)/, `$1:${ZWSP}`)
    .replace(/##\[/g, `#${ZWSP}#[`);
}

/** The line escape for a destination: the one choice every plain-text renderer makes. */
export function plainLine(text: string, destination: LineDestination): string {
  return destination === 'terminal' ? terminalLine(text) : logLine(text);
}

/**
 * Text inside a double-quoted mermaid string (a chart title, an axis title, a series name or an x label). The
 * quote would end the string and a line break the statement; `%%{…}%%` anywhere is a directive that reconfigures
 * the diagram, `#…;` an entity mermaid decodes, and `<…>` reaches a renderer that reads HTML. So the text is put
 * on one line and every character other than letters, digits, spaces and `._/+-,:()` becomes mermaid's numeric
 * entity `#<code point>;`, which the diagram shows as that character and never interprets.
 */
export function mermaidText(text: string): string {
  return oneLine(text).replace(/[^\p{L}\p{N} ._/+\-,:()]/gu, (c) => `#${c.codePointAt(0)};`);
}
