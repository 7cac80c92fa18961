// The workflow examples people copy: every ```yaml block of the README and of docs/*.md that is a whole workflow
// (it has `name:` or `on:` at the top), with the page it came from. docs/workflows.md holds most of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.js';

export interface WorkflowExample {
  /** 'docs/workflows.md #3': the page and the example's position on it. */
  source: string;
  yaml: string;
}

/** The README and every page of docs/, as repository paths. */
export function userPages(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs];
}

export function workflowExamples(pages: string[] = userPages()): WorkflowExample[] {
  return pages.flatMap((page) =>
    [...readFileSync(path.join(ROOT, page), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((m) => m[1] ?? '')
      .filter((yaml) => /^(name|on):/m.test(yaml))
      .map((yaml, index) => ({ source: `${page} #${index + 1}`, yaml })),
  );
}

/** Every ```yaml block of the pages, whole workflows and the fragments of steps alike. */
export function yamlBlocks(pages: string[] = userPages()): WorkflowExample[] {
  return pages.flatMap((page) =>
    [...readFileSync(path.join(ROOT, page), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map((m, index) => ({
      source: `${page} block ${index + 1}`,
      yaml: m[1] ?? '',
    })),
  );
}

/** The text of the README and docs/ together, for claims that may sit on any page. */
export function userDocsText(pages: string[] = userPages()): string {
  return pages.map((page) => readFileSync(path.join(ROOT, page), 'utf8')).join('\n');
}
