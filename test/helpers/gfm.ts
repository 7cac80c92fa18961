// A real CommonMark + GFM renderer (micromark with the GFM extensions: tables, autolink literals, footnotes,
// strikethrough, tag filter), so a test sees the links GitHub's own renderer would make rather than what a
// pattern guesses. GitHub's mentions and `#123` references come after rendering and are not here.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/** The HTML GFM makes of `markdown`; raw HTML in it is shown as text, as GitHub's sanitizer would leave it. */
export function renderGfm(markdown: string): string {
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/** Every link target and image source in the rendered `markdown`, in order, entities decoded. */
export function gfmLinks(markdown: string): string[] {
  return [...renderGfm(markdown).matchAll(/<(?:a\s[^>]*?href|img\s[^>]*?src)="([^"]*)"/g)].map((m) =>
    m[1]!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
}
