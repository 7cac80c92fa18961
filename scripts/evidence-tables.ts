// Renders the evidence from bench/results/*.json: README.md's quality table (between <!-- quality:start --> and
// <!-- quality:end -->, the checks marked `summary`) and docs/validation.md (every results file, every check).
// `npm run build` runs it, `npm run evidence` alone; a test fails when the committed pages differ from what the
// committed results generate. A results file that does not exist yet is simply absent from both.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineName, RESULTS_DIR, resultSchema, type Result } from './results/result-file.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The README's table is a summary a newcomer reads at a glance; the rest is in docs/validation.md. */
export const MAX_SUMMARY_ROWS = 12;

/** Every results file in `dir`, by name, validated. */
export function readResults(dir = RESULTS_DIR): Result[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((f) => {
    const parsed = resultSchema.safeParse(JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
    if (!parsed.success)
      throw new Error(`${path.join('bench/results', f)} is not a valid results file: ${parsed.error.message}`);
    if (`${parsed.data.name}.json` !== f) throw new Error(`bench/results/${f} names itself '${parsed.data.name}'`);
    return parsed.data;
  });
}

/** A Markdown table cell: pipes escaped, line breaks flattened. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const mark = (met: boolean | null) => (met === null ? '—' : met ? '✓' : '✗');
const day = (moment: string) => moment.slice(0, 10);

type Check = Result['checks'][number];

/** Where a check was measured: the machine a run that replaced it names, or the file's own. */
function machineOf(result: Result, check: Check): string {
  return check.measured?.machine ?? machineName(result.machine);
}

function measuredOn(result: Result, check: Check): string {
  return `${machineOf(result, check)}, ${day(check.measured?.date ?? result.startedAt)}`;
}

function command(result: Result, check: Check): string {
  return `\`${check.measured?.command ?? result.command}\``;
}

/** README cells stay short (docs.test.ts): a long command keeps its script there and is whole in validation.md. */
const README_COMMAND_CHARS = 100;

function shortCommand(result: Result, check: Check): string {
  const full = command(result, check);
  if (cell(full).length <= README_COMMAND_CHARS) return full;
  const script = (check.measured?.command ?? result.command).split(' -- ')[0];
  return `\`${script} -- …\` (whole in validation.md)`;
}

export function qualityTable(results: Result[]): string {
  const rows = results.flatMap((result) =>
    result.checks.filter((check) => check.summary).map((check) => ({ result, check })),
  );
  if (rows.length > MAX_SUMMARY_ROWS) {
    const ids = rows.map(({ result, check }) => `${result.name}#${check.id}`).join(', ');
    throw new Error(
      `${rows.length} checks are marked summary (${ids}); README's quality table holds at most ${MAX_SUMMARY_ROWS}: unmark some`,
    );
  }
  return [
    '| check | target | latest | met | machine, date | reproduce |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(({ result, check }) =>
      [
        cell(check.title),
        cell(check.target ?? '—'),
        cell(check.figure),
        mark(check.met),
        cell(measuredOn(result, check)),
        cell(shortCommand(result, check)),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
  ].join('\n');
}

function counts(check: Check): string {
  return Object.entries(check.counts)
    .map(([k, v]) => `${k} ${Number(v.toPrecision(4))}`)
    .join(', ');
}

function load(result: Result, check: Check): string {
  if (check.measured?.load) return check.measured.load;
  const { loadBefore, loadAfter, loadStated } = result.machine;
  if (loadBefore && loadAfter) return `${loadBefore.join(' / ')} → ${loadAfter.join(' / ')}`;
  return loadStated ?? 'not stated';
}

function resultSection(result: Result): string {
  const m = result.machine;
  const facts = [
    `- command: \`${result.command}\``,
    `- commit: \`${result.commit}\`${result.dirty ? ' (with uncommitted changes)' : ''}`,
    `- started: ${result.startedAt}${result.finishedAt ? `, finished: ${result.finishedAt}` : ''}`,
    `- machine: ${m.cpu}, ${m.cores} cores${m.memoryGiB ? `, ${m.memoryGiB} GiB` : ''}, ${m.platform}, Node ${m.node}`,
    `- load (1 / 5 / 15 min, before → after): ${m.loadBefore && m.loadAfter ? `${m.loadBefore.join(' / ')} → ${m.loadAfter.join(' / ')}` : (m.loadStated ?? 'not stated')}`,
    `- settings: \`${JSON.stringify(result.settings)}\``,
    ...(result.provenance ? [`- provenance: ${result.provenance}`] : []),
  ];
  const anyMeasured = result.checks.some((c) => c.measured);
  const header = anyMeasured
    ? [
        '| id | check | target | figure | met | counts | measured (date, machine, commit, load) |',
        '| --- | --- | --- | --- | --- | --- | --- |',
      ]
    : ['| id | check | target | figure | met | counts |', '| --- | --- | --- | --- | --- | --- |'];
  const rows = result.checks.map((c) => {
    const cells = [
      `\`${c.id}\``,
      cell(c.title + (c.note ? ` (${c.note})` : '')),
      cell(c.target ?? '—'),
      cell(c.figure),
      mark(c.met),
      cell(counts(c)),
    ];
    if (anyMeasured) {
      const when = `${c.measured ? c.measured.date : day(result.startedAt)}, ${machineOf(result, c)}`;
      const commit = c.measured?.commit ?? result.commit.slice(0, 7);
      const how = c.measured?.command ? `, \`${c.measured.command}\`` : '';
      cells.push(cell(`${when}, \`${commit}\`, load ${load(result, c)}${how}`));
    }
    return `| ${cells.join(' | ')} |`;
  });
  return [`## ${result.name}`, '', ...facts, '', ...header, ...rows].join('\n');
}

export function validationPage(results: Result[]): string {
  return [
    '<!-- generated by scripts/evidence-tables.ts from bench/results/*.json: do not edit -->',
    '# Validation',
    '',
    'The latest result of each experiment script, generated from `bench/results/`; older results are in git',
    'history. Each check is cited as `<file>#<id>` (for example `gate-quality#identical-false-verdicts`). How the',
    'experiments work and why the targets are what they are: [statistics.md](statistics.md#quality-targets);',
    'the choices they supported: [decisions/](decisions/README.md).',
    '',
    ...results.map((r) => `${resultSection(r)}\n`),
  ].join('\n');
}

/**
 * The table, and a line naming the results some of whose rows were carried over from prose rather than written by
 * their scripts: a transcribed file's check that a run replaced names the machine it ran on.
 */
function qualitySection(results: Result[]): string {
  const carried = results
    .filter((r) => r.provenance && r.checks.some((c) => c.summary && !c.measured?.machine))
    .map((r) => `\`${r.name}\``);
  if (!carried.length) return qualityTable(results);
  return `${qualityTable(results)}\n\nSome ${carried.join(', ')} rows were carried over from earlier docs, not written by a run of the script: [docs/validation.md](docs/validation.md) says which and from where.`;
}

/** The README with its quality table replaced. */
export function withQualityTable(readme: string, results: Result[]): string {
  return readme.replace(
    /(<!-- quality:start -->)[\s\S]*?(<!-- quality:end -->)/,
    (_, start: string, end: string) => `${start}\n${qualitySection(results)}\n${end}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const results = readResults();
  const readme = path.join(ROOT, 'README.md');
  writeFileSync(readme, withQualityTable(readFileSync(readme, 'utf8'), results));
  writeFileSync(path.join(ROOT, 'docs/validation.md'), validationPage(results));
}
