// Everything a user controls (paths, input names, runtime messages, ids) is escaped before it reaches Markdown:
// a model path must not be able to inject links, HTML, @mentions or break a table.

const MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+!|<>&~@]/g;
const HTML_ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r?\n/g, ' ')
    .replace(MARKDOWN_SPECIAL, (c) => HTML_ENTITY[c] ?? (c === '@' ? '@\u200b' : `\\${c}`));
}

/** Inline code: backticks inside are replaced, since Markdown has no escape inside a code span. */
export function code(text: string): string {
  return `\`${text.replace(/\r?\n/g, ' ').replace(/`/g, 'ˋ')}\``;
}
