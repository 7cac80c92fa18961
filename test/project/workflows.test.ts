// Every workflow under .github/workflows and action.yml go through GitHub's own parser (@actions/workflow-parser:
// schema, expressions, contexts), so a typo fails here and not on GitHub. Then the rules no schema knows:
// least privilege, pinned actions, timeouts, and that `uses: ./` steps pass inputs and read outputs action.yml has.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { DEFAULT_PLATFORMS, RELEASE_PLATFORMS } from '../../scripts/release-layout.js';
import { workflowExamples, yamlBlocks } from '../helpers/doc-workflows.js';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  'continue-on-error'?: unknown;
}
interface Job {
  'runs-on'?: unknown;
  uses?: string;
  'timeout-minutes'?: unknown;
  permissions?: unknown;
  strategy?: { matrix?: { include?: Record<string, unknown>[] } };
  steps?: Step[];
}
interface Workflow {
  permissions?: unknown;
  jobs?: Record<string, Job>;
}

/** Nearest ancestor holding action.yml: the repository root, from build/test or from any other out dir. */
function findRoot(dir: string): string {
  if (existsSync(path.join(dir, 'action.yml')) && existsSync(path.join(dir, 'package.json'))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error('no action.yml above the test file');
  return findRoot(parent);
}
const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
const WORKFLOW_DIR = path.join(ROOT, '.github/workflows');
const WORKFLOW_FILES = readdirSync(WORKFLOW_DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort();
const read = (file: string): string => readFileSync(path.join(WORKFLOW_DIR, file), 'utf8');
const WORKFLOWS = new Map(WORKFLOW_FILES.map((file) => [file, parse(read(file)) as Workflow]));
const ACTION_YML = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');

// @actions/workflow-parser 0.3.x imports its JSON schemas without `with { type: 'json' }`, which Node's ESM loader
// rejects (actions/languageservices#387). This load hook adds the attribute for that package's JSON files only.
// It must stay self-contained: on Node 20 its source text is registered as a data: URL module.
type NextLoad = (url: string, context: { importAttributes?: Record<string, string> }) => unknown;
function load(url: string, context: { importAttributes?: Record<string, string> }, nextLoad: NextLoad): unknown {
  if (
    url.endsWith('.json') &&
    url.includes('/@actions/workflow-parser/') &&
    context.importAttributes?.type === undefined
  ) {
    return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
  }
  return nextLoad(url, context);
}
const { registerHooks } = nodeModule as unknown as { registerHooks?: (hooks: { load: typeof load }) => unknown };
if (registerHooks)
  registerHooks({ load }); // Node >= 22.15: synchronous, in-thread
else nodeModule.register(`data:text/javascript,${encodeURIComponent(`export ${load.toString()}`)}`);
const { parseWorkflow, convertWorkflowTemplate, NoOperationTraceWriter } = await import('@actions/workflow-parser');
const { parseAction, convertActionTemplate } = await import('@actions/workflow-parser/actions/index');

async function workflowErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  // Conversion adds what the schema alone cannot see (needs, matrix, job references) to the same error list.
  if (parsed.value) await convertWorkflowTemplate(parsed.context, parsed.value);
  return parsed.context.errors.getErrors().map((e) => e.message);
}

function actionErrors(content: string): string[] {
  return parseAction({ name: 'action.yml', content }, new NoOperationTraceWriter())
    .context.errors.getErrors()
    .map((e) => e.message);
}

const jobsOf = (wf: Workflow): [string, Job][] => Object.entries(wf.jobs ?? {});
const isLocal = (uses: string): boolean => uses.startsWith('./');

/** Every string anywhere under a value: expressions hide in `if`, `env`, `with`, `run` and job outputs alike. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The project's rules for one parsed workflow; each problem names the job or line. */
function ruleProblems(wf: Workflow, text: string): string[] {
  const problems: string[] = [];
  if (wf.permissions === undefined) problems.push('no top-level permissions');
  for (const [name, job] of jobsOf(wf)) {
    if (job.uses === undefined && job['timeout-minutes'] === undefined)
      problems.push(`job ${name}: no timeout-minutes`);
    if (job.permissions === undefined) problems.push(`job ${name}: no permissions of its own`);
    const ids = new Set((job.steps ?? []).map((s) => s.id).filter((id) => id !== undefined));
    for (const match of strings(job)
      .join('\n')
      .matchAll(/\bsteps\.([A-Za-z_][\w-]*)\./g)) {
      if (!ids.has(match[1] ?? '')) problems.push(`job ${name}: refers to steps.${match[1]}, no step has that id`);
    }
  }
  return [...problems, ...unpinnedUses(text)];
}

/**
 * `uses:` lines that do not pin an action to a full commit SHA with its tag in a comment. Local actions and
 * docker images are not fetched from a tag; `placeholders` are names the docs use for latency-gate itself.
 */
export function unpinnedUses(text: string, placeholders: readonly string[] = []): string[] {
  const problems: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const uses = /^\s*(?:-\s+)?uses:\s*["']?([^\s"'#]+)/.exec(line)?.[1];
    if (uses === undefined || isLocal(uses) || uses.startsWith('docker://') || placeholders.includes(uses)) continue;
    if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(uses))
      problems.push(`line ${index + 1}: ${uses} is not pinned to a full commit SHA`);
    else if (!/#\s*v\d+(\.\d+){0,2}\s*$/.test(line))
      problems.push(`line ${index + 1}: ${uses} has no '# vX.Y.Z' comment`);
  }
  return problems;
}

/** The SHA each third-party action is pinned to in this repository's own workflows. */
function ownPins(): Map<string, string> {
  const pins = new Map<string, string>();
  for (const file of WORKFLOW_FILES)
    for (const match of read(file).matchAll(/uses:\s*([\w.-]+\/[\w./-]+)@([0-9a-f]{40})/g))
      pins.set(match[1] ?? '', match[2] ?? '');
  return pins;
}

interface ActionMeta {
  inputs: Record<string, { required?: boolean; default?: unknown }>;
  outputs: Record<string, unknown>;
}

/** `uses: ./…` steps run this repository's action (the checkout, or the release layout of it): check them against it. */
function localUseProblems(wf: Workflow, action: ActionMeta): string[] {
  const problems: string[] = [];
  for (const [name, job] of jobsOf(wf)) {
    const local = new Set<string>();
    for (const step of job.steps ?? []) {
      if (step.uses === undefined || !isLocal(step.uses)) continue;
      if (step.id) local.add(step.id);
      const given = Object.keys(step.with ?? {});
      for (const key of given)
        if (!(key in action.inputs)) problems.push(`job ${name}: ${step.uses} has no input '${key}'`);
      for (const [input, spec] of Object.entries(action.inputs)) {
        if (spec.required && !given.includes(input)) problems.push(`job ${name}: ${step.uses} needs input '${input}'`);
      }
    }
    for (const match of strings(job)
      .join('\n')
      .matchAll(/\bsteps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
      if (local.has(match[1] ?? '') && !((match[2] ?? '') in action.outputs))
        problems.push(`job ${name}: the action has no output '${match[2]}'`);
    }
  }
  return problems;
}

describe("workflows pass GitHub's workflow parser", () => {
  it('there are workflows to check', () => {
    for (const file of ['ci.yml', 'check-dist.yml', 'e2e.yml', 'release.yml'])
      assert.ok(WORKFLOW_FILES.includes(file), `missing ${file}`);
  });

  for (const file of WORKFLOW_FILES) {
    it(`${file} has no schema or expression errors`, async () => {
      assert.deepEqual(await workflowErrors(file, read(file)), []);
    });
  }

  it('the check can fail: a misspelt key, an unknown event and an unknown context are reported', async () => {
    const good =
      'on: [push]\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    timeout-minutes: 5\n    steps:\n      - run: echo ${{ github.sha }}\n';
    assert.deepEqual(await workflowErrors('good.yml', good), []);
    assert.match(
      (await workflowErrors('typo.yml', good.replace('runs-on', 'runs-onn'))).join('\n'),
      /Unexpected value 'runs-onn'/,
    );
    assert.match(
      (await workflowErrors('event.yml', good.replace('[push]', '[pushh]'))).join('\n'),
      /Unexpected value 'pushh'/,
    );
    assert.match(
      (await workflowErrors('context.yml', good.replace('github.sha', 'gihtub.sha'))).join('\n'),
      /Unrecognized named-value: 'gihtub'/,
    );
  });
});

describe('workflows follow the project rules', () => {
  const action = parse(ACTION_YML) as ActionMeta;

  for (const file of WORKFLOW_FILES) {
    it(`${file}: permissions, timeouts, pinned actions, step references, local action inputs and outputs`, () => {
      const wf = WORKFLOWS.get(file) ?? {};
      assert.deepEqual([...ruleProblems(wf, read(file)), ...localUseProblems(wf, action)], []);
    });
  }

  it('the rules catch what they are for', () => {
    const text = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - uses: actions/setup-node@0123456789abcdef0123456789abcdef01234567',
      '      - id: gate',
      '        uses: ./',
      '        with: { candidat: a.onnx }',
      "      - if: steps.gate.outputs.verdictt == 'pass' && steps.gat.outcome == 'failure'",
      '        run: "true"',
    ].join('\n');
    const wf = parse(text) as Workflow;
    assert.deepEqual(ruleProblems(wf, text), [
      'no top-level permissions',
      'job a: no timeout-minutes',
      'job a: no permissions of its own',
      'job a: refers to steps.gat, no step has that id',
      'line 6: actions/checkout@v4 is not pinned to a full commit SHA',
      "line 7: actions/setup-node@0123456789abcdef0123456789abcdef01234567 has no '# vX.Y.Z' comment",
    ]);
    const meta: ActionMeta = { inputs: { candidate: { required: true }, baseline: {} }, outputs: { verdict: {} } };
    assert.deepEqual(localUseProblems(wf, meta), [
      "job a: ./ has no input 'candidat'",
      "job a: ./ needs input 'candidate'",
      "job a: the action has no output 'verdictt'",
    ]);
  });

  it('only the release jobs may write: contents to publish the action, an OIDC token for npm provenance', () => {
    const grants: string[] = [];
    for (const [file, wf] of WORKFLOWS) {
      for (const [scope, perms] of [
        ['(top)', wf.permissions] as const,
        ...jobsOf(wf).map(([name, job]) => [name, job.permissions] as const),
      ]) {
        if (perms === 'write-all') grants.push(`${file} ${scope} write-all`);
        if (perms && typeof perms === 'object') {
          for (const [key, level] of Object.entries(perms))
            if (level === 'write') grants.push(`${file} ${scope} ${key}`);
        }
      }
    }
    assert.deepEqual(grants, ['release.yml publish contents', 'release.yml npm id-token']);
  });

  it('each third-party action is pinned to one SHA across all workflows', () => {
    const pins = new Map<string, Set<string>>();
    for (const file of WORKFLOW_FILES) {
      for (const match of read(file).matchAll(/uses:\s*([\w.-]+\/[\w./-]+)@([0-9a-f]{40})/g)) {
        pins.set(match[1] ?? '', (pins.get(match[1] ?? '') ?? new Set()).add(match[2] ?? ''));
      }
    }
    for (const [name, shas] of pins) assert.equal(shas.size, 1, `${name} is pinned to ${[...shas].join(', ')}`);
  });

  it('every `npm run <script>` in a workflow exists in package.json', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    for (const file of WORKFLOW_FILES) {
      for (const match of read(file).matchAll(/\bnpm run ([\w:-]+)/g))
        assert.ok(match[1] && match[1] in scripts, `${file}: npm run ${match[1]}`);
    }
  });

  it('ci runs the same test command as package.json "test", on the matrix Node', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const command = pkg.scripts.test?.replace(/^npm run compile && /, '') ?? '';
    assert.match(command, /^node (--test |build\/test\/run-suite\.js$)/);
    const runs = (WORKFLOWS.get('ci.yml')?.jobs?.test?.steps ?? []).map((s) => s.run ?? '');
    assert.ok(
      runs.some((run) => run.split('\n').includes(command)),
      `ci.yml test job should run '${command}'`,
    );
  });

  it('e2e runs `uses: ./` on an identical pair, and on a slowed pair with continue-on-error and an outcome check', () => {
    const steps = Object.values(WORKFLOWS.get('e2e.yml')?.jobs ?? {}).flatMap((job) => job.steps ?? []);
    const local = steps.filter((s) => s.uses === './');
    const same = local.find((s) => s['continue-on-error'] === undefined);
    const slow = local.find((s) => s['continue-on-error'] === true);
    assert.ok(same && slow?.id, 'two `uses: ./` steps, the slowed one with an id and continue-on-error: true');
    assert.equal(same.with?.baseline, 'baselines/example/baseline.onnx');
    assert.equal(same.with?.candidate, 'baselines/example/candidate.onnx');
    const after = steps
      .slice(steps.indexOf(slow) + 1)
      .flatMap((s) => strings(s))
      .join('\n');
    assert.match(after, new RegExp(`steps\\.${slow.id}\\.outcome`));
    assert.match(after, new RegExp(`steps\\.${slow.id}\\.outputs\\.verdict`));
  });

  it('release builds the default layout and smoke-tests it on every platform, the others through the download', () => {
    const release = WORKFLOWS.get('release.yml')?.jobs ?? {};
    const include = release.smoke?.strategy?.matrix?.include ?? [];
    assert.deepEqual(include.map((leg) => leg.platform).sort(), [...RELEASE_PLATFORMS].sort());
    const command = /node build\/scripts\/release-layout\.js release ([\w -]+)/.exec(strings(release.build).join('\n'));
    assert.deepEqual(command?.[1]?.trim().split(/\s+/).sort(), [...DEFAULT_PLATFORMS].sort());
  });
});

describe('action.yml', () => {
  it('passes the action metadata parser', () => {
    assert.deepEqual(actionErrors(ACTION_YML), []);
  });

  it('runs dist/index.js on node24, describes every input and output, and has branding', () => {
    const parsed = parseAction({ name: 'action.yml', content: ACTION_YML }, new NoOperationTraceWriter());
    assert.ok(parsed.value);
    const action = convertActionTemplate(parsed.context, parsed.value);
    assert.equal(action.runs.using, 'node24');
    assert.equal('main' in action.runs && action.runs.main, 'dist/index.js');
    assert.ok(existsSync(path.join(ROOT, 'dist/index.js')), 'dist/index.js is committed');
    for (const entry of [...(action.inputs ?? []), ...(action.outputs ?? [])])
      assert.ok(entry.description?.trim(), `${entry.id} has no description`);
    assert.ok((action.inputs ?? []).length > 0 && (action.outputs ?? []).length > 0);
    assert.ok(action.branding?.icon && action.branding.color, 'branding icon and color');
  });

  it('the check can fail: an unknown runtime and a misspelt key are reported', () => {
    const errors = actionErrors(
      ACTION_YML.replace('using: node24', 'using: node25').replace(/^description:/m, 'descripton:'),
    ).join('\n');
    assert.match(errors, /Unexpected value 'node25'/);
    assert.match(errors, /Unexpected value 'descripton'/);
  });
});

describe('workflow examples in the README and docs/', () => {
  const examples = workflowExamples();
  const action = parse(ACTION_YML) as { inputs: Record<string, unknown> };

  it('has the workflows users copy (PR gate, fork-safe pair, dispatch rerun, legs, a GPU runner forks cannot reach)', () => {
    const from = (page: string) => examples.filter((e) => e.source.startsWith(`${page} #`)).length;
    assert.ok(from('README.md') >= 1, 'the README shows one workflow');
    assert.ok(from('docs/workflows.md') >= 6, `found ${from('docs/workflows.md')} examples in docs/workflows.md`);
  });

  // The docs write latency-gate as `org/latency-gate@v1`, a placeholder they tell people to pin
  // (docs/workflows.md, "Pinning actions"); every other action is pinned as in this repository's workflows.
  const PLACEHOLDER = 'org/latency-gate@v1';

  it('pin every third-party action by full commit SHA with its tag, the same SHA as this repository uses', () => {
    const pins = ownPins();
    // Fragments count too: a step shown alone is copied as readily as a whole workflow.
    for (const { source, yaml } of yamlBlocks()) {
      assert.deepEqual(unpinnedUses(yaml, [PLACEHOLDER]), [], source);
      for (const match of yaml.matchAll(/uses:\s*([\w.-]+\/[\w./-]+)@([0-9a-f]{40})/g)) {
        const own = pins.get(match[1] ?? '');
        if (own)
          assert.equal(match[2], own, `${source}: ${match[1]} is pinned to another commit than .github/workflows`);
      }
    }
    const text = [
      '      - uses: actions/checkout@v7',
      '      - uses: org/latency-gate@v1',
      '      - uses: org/latency-gate@main',
      '      - uses: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020 # v7.0.0',
    ].join('\n');
    assert.deepEqual(unpinnedUses(text, [PLACEHOLDER]), [
      'line 1: actions/checkout@v7 is not pinned to a full commit SHA',
      'line 3: org/latency-gate@main is not pinned to a full commit SHA',
    ]);
  });

  it('the sharded example plans, runs a gate per planned shard (none when the plan is empty), then one report', () => {
    type ShardJob = Job & {
      needs?: string[];
      if?: string;
      outputs?: Record<string, string>;
      strategy?: { matrix?: Record<string, unknown> };
    };
    const sharded = examples
      .map((e) => parse(e.yaml) as { jobs?: Record<string, ShardJob> })
      .find((w) => Object.values(w.jobs ?? {}).some((j) => j.steps?.some((s) => s.with?.mode === 'plan')));
    const jobs = Object.entries(sharded?.jobs ?? {});
    const [planName, plan] = jobs.find(([, j]) => j.steps?.some((s) => s.with?.mode === 'plan')) ?? [];
    const [, gate] = jobs.find(([, j]) => j.steps?.some((s) => s.with?.shard !== undefined)) ?? [];
    const [, report] = jobs.find(([, j]) => j.steps?.some((s) => s.with?.mode === 'report')) ?? [];
    assert.ok(planName && plan && gate && report, 'a plan job, a gate job with `shard`, a report job');
    const planStep = plan.steps?.find((s) => s.with?.mode === 'plan');
    assert.equal(plan.outputs?.shards, '${{ steps.' + (planStep?.id ?? '') + '.outputs.shards }}');
    assert.equal(gate.strategy?.matrix?.shard, '${{ fromJSON(needs.' + planName + '.outputs.shards) }}');
    assert.equal(gate.steps?.find((s) => s.with?.shard)?.with?.shard, '${{ matrix.shard }}');
    assert.ok(gate.needs?.includes(planName) && gate.if?.includes(`needs.${planName}.outputs.shards != '[]'`));
    // The report runs after every shard, also when one failed, so a missing shard is reported, not skipped.
    assert.ok(report.needs?.includes(planName) && report.if?.includes('!cancelled()'));
    assert.ok(Object.keys(sharded?.jobs ?? {}).some((name) => report.needs?.includes(name) && name !== planName));
    for (const job of [plan, gate, report]) assert.ok(job.permissions && job['timeout-minutes']);
  });

  for (const { source, yaml } of examples) {
    it(`${source} passes the workflow parser and uses only declared inputs`, async () => {
      assert.deepEqual(await workflowErrors(`${source.replace(/\W+/g, '-')}.yml`, yaml), []);
      for (const match of yaml.matchAll(/uses: org\/latency-gate@v1\n\s+with:\n((?:\s{10,}[a-z0-9-]+:.*\n)+)/g)) {
        for (const key of [...(match[1] ?? '').matchAll(/^\s+([a-z0-9-]+):/gm)].map((k) => k[1] ?? '')) {
          assert.ok(key in action.inputs, `${source} passes '${key}', which action.yml does not declare`);
        }
      }
    });
  }
});
