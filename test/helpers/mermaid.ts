// mermaid's own parser in Node. mermaid needs a DOM for the text sanitizer it runs while parsing labels
// (DOMPurify), so a jsdom window is installed as the global one before mermaid is first imported. The jison
// grammar that parses `xychart-beta` lives only in the `mermaid` package (`@mermaid-js/parser` covers the
// Langium diagrams: info, pie, packet, gitGraph, architecture, radar, treemap), so this is the parser GitHub's
// renderer runs.
import { JSDOM, VirtualConsole } from 'jsdom';

type Mermaid = typeof import('mermaid').default;
let loaded: Promise<Mermaid> | undefined;

export function loadMermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    // A silent console: jsdom would print that it has no canvas each time mermaid measures a label.
    const dom = new JSDOM('<!doctype html><html><body></body></html>', { virtualConsole: new VirtualConsole() });
    Object.assign(globalThis, { window: dom.window, document: dom.window.document });
    const { default: mermaid } = await import('mermaid');
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    return mermaid;
  })();
  return loaded;
}

/** Every ```mermaid block of a Markdown text. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((m) => m[1] ?? '');
}

export interface ParsedXyChart {
  title: string;
  xCategories: string[] | undefined;
  plots: { title: string; points: number }[];
}

/** mermaid's entities (`#34;`) as the renderer shows them. */
function decoded(text: string): string {
  return text.replace(/ﬂ°°(\d+)¶ß/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** Parses with mermaid (throws on a syntax error) and reads back what the xychart will draw. */
export async function parseXyChart(text: string): Promise<ParsedXyChart> {
  const mermaid = await loadMermaid();
  const result = await mermaid.parse(text);
  if (!result || result.diagramType !== 'xychart') throw new Error(`not an xychart: ${JSON.stringify(result)}`);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  const db = diagram.db as unknown as {
    getDiagramTitle(): string;
    getXYChartData(): {
      xAxis: { categories?: string[] };
      plots: { title: string; data: unknown[] }[];
    };
  };
  const data = db.getXYChartData();
  return {
    title: decoded(db.getDiagramTitle()),
    xCategories: data.xAxis.categories?.map(decoded),
    plots: data.plots.map((p) => ({ title: decoded(p.title), points: p.data.length })),
  };
}
