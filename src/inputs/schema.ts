import { z } from 'zod';
import {
  COMMENT_POLICIES,
  EXECUTION_PROVIDERS,
  FAIL_ON,
  FALLBACKS,
  MEMORY_MODES,
  PROFILE_SETTINGS,
  MODES,
  type BaselineSource,
  type FailCondition,
  type GateConfig,
} from './config.js';
import { INPUTS, type InputName, type RawInputs } from './definitions.js';
import { invalidInput, isUserError, UserError } from '../errors.js';
import { buildToleranceSettings, parseOutputMap } from './agreement-options.js';
import {
  oneOf,
  parseDuration,
  parseKeyValue,
  parsePercent,
  parsePositiveInt,
  parseSeed,
  splitList,
} from './parsers.js';
import { cellCount, matrixCells, MAX_MATRIX_CELLS, parseThreadList, type MatrixAxes } from './matrix.js';
import { checkMatrix, memorySettings } from './matrix-settings.js';
import { parseShapeMatrix } from './shapes.js';
import { parseInputValues } from './values.js';
import { parseExports } from './exports.js';
import { refuseInputsNotFor } from './applies.js';
import { checkShardSettings, parseMaxShards, parseShard } from './shards.js';

// zod validates the raw strings (as the action and the CLI both receive them) and turns them into one typed
// config. Each field reuses a parser that throws a UserError; `field` turns that into a zod issue so the
// first message reaches the user unchanged.
function field<T>(parse: (raw: string) => T) {
  return z.string().transform((raw, ctx): T => {
    try {
      return parse(raw);
    } catch (error) {
      if (!isUserError(error)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });
}

/** More than 16 pairs buys little (the between-pair term already shrinks as 1/√K) and costs memory. */
export const MAX_SESSION_PAIRS = 16;

function parseSessionPairs(raw: string): number | 'auto' {
  if (raw.trim().toLowerCase() === 'auto') return 'auto';
  if (!/^\s*\d+\s*$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_SESSION_PAIRS) {
    throw invalidInput('session-pairs', `'auto' or a whole number from 1 to ${MAX_SESSION_PAIRS} like '4'`, raw);
  }
  return Number(raw);
}

const optionalText = field((raw) => (raw.trim() === '' ? undefined : raw.trim()));

const rawSchema = z.object({
  mode: field((raw) => oneOf('mode', raw, MODES)),
  candidate: optionalText,
  baseline: optionalText,
  'baseline-ref': optionalText,
  'baseline-path': optionalText,
  'lfs-fetch': field((raw) => oneOf('lfs-fetch', raw, ['true', 'false'] as const) === 'true'),
  'p50-threshold': field((raw) => parsePercent('p50-threshold', raw)),
  'p95-threshold': field((raw) => parsePercent('p95-threshold', raw)),
  'max-duration': field((raw) => parseDuration('max-duration', raw)),
  'min-duration': field((raw) => parseDuration('min-duration', raw)),
  'session-pairs': field(parseSessionPairs),
  threads: field(parseThreadList),
  profile: field((raw) => oneOf('profile', raw, PROFILE_SETTINGS)),
  'execution-provider': field((raw) => oneOf('execution-provider', raw, EXECUTION_PROVIDERS)),
  'device-id': field((raw) => {
    if (!/^\d{1,2}$/.test(raw.trim())) throw invalidInput('device-id', "a GPU index such as '0'", raw);
    return Number(raw.trim());
  }),
  'gpu-libs': field((raw) => raw.trim() || 'auto'),
  'gpu-feed': field(parseFeedUrl),
  fallback: field((raw) => oneOf('fallback', raw, FALLBACKS)),
  'input-shapes': field(parseShapeMatrix),
  'input-values': field(parseInputValues),
  seed: field((raw) => parseSeed('seed', raw)),
  'fail-on': field(parseFailOn),
  memory: field((raw) => oneOf('memory', raw, MEMORY_MODES)),
  'memory-threshold': field((raw) => (raw.trim() ? parsePercent('memory-threshold', raw) : undefined)),
  agreement: field((raw) => oneOf('agreement', raw, ['on', 'off'] as const) === 'on'),
  'agreement-samples': field((raw) => parsePositiveInt('agreement-samples', raw, '32')),
  // Tolerances stay raw strings here and are checked by the agreement module's own parser, whose messages
  // name the input; toConfig turns them into settings.
  atol: field((raw) => (buildToleranceSettings({ atol: raw }), raw)),
  rtol: field((raw) => (buildToleranceSettings({ rtol: raw }), raw)),
  'min-cosine': field((raw) => (buildToleranceSettings({ minCosine: raw }), raw)),
  'min-top1-agreement': field((raw) => (buildToleranceSettings({ minTop1Agreement: raw }), raw)),
  'output-map': field(parseOutputMap),
  'changed-since': optionalText,
  models: field((raw) => splitList(raw)),
  'models-renamed': field(parseModelsRenamed),
  shard: field(parseShard),
  'max-shards': field(parseMaxShards),
  'raw-timings': field((raw) => oneOf('raw-timings', raw, ['on', 'off'] as const) === 'on'),
  'allow-signature-change': field((raw) => oneOf('allow-signature-change', raw, ['true', 'false'] as const) === 'true'),
  inputs: optionalText,
  'noise-profile': optionalText,
  'accept-file': field((raw) => raw.trim()),
  'calibration-runs': field((raw) => parsePositiveInt('calibration-runs', raw, '8')),
  'allow-outside-workspace': field(
    (raw) => oneOf('allow-outside-workspace', raw, ['true', 'false'] as const) === 'true',
  ),
  workspace: optionalText,
  label: field((raw) => (raw.trim() ? parseName('label', raw) : '')),
  comment: field((raw) => oneOf('comment', raw, COMMENT_POLICIES)),
  'github-token': z.string(),
  'pr-number': field((raw) => (raw.trim() ? parsePositiveInt('pr-number', raw, '42') : undefined)),
  records: optionalText,
  'comment-dry-run': optionalText,
  charts: optionalText,
  'history-path': optionalText,
  export: field(parseExports),
  'report-path': field((raw) => raw.trim() || 'latency-gate-report.json'),
  id: field((raw) => parseName('id', raw)),
});

/** An 'id', or a 'label' that is set: 1-64 letters, digits, '.', '_' or '-'. */
function parseName(input: 'id' | 'label', raw: string): string {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(raw.trim()))
    throw new UserError(`'${input}' must be 1-64 letters, digits, '.', '_' or '-', got '${raw}'`);
  return raw.trim();
}

/** The NuGet feed is fetched over the network: only an absolute http(s) URL is accepted. */
function parseFeedUrl(raw: string): string {
  const url = URL.canParse(raw.trim()) ? new URL(raw.trim()) : undefined;
  // The feed is written to the log, the record, the summary and the comment: a URL that carries a secret is
  // refused without repeating it (not even in the "got '…'" part every other input error has).
  const userinfo = /^[^:/?#]*:\/\/[^/?#]*@/.test(raw.trim());
  if (userinfo || (url && (url.username || url.password || url.search))) {
    throw new UserError(
      `'gpu-feed' must not carry credentials or a query string (the URL is written to the log, the record and the PR comment, so it is not repeated here); use a mirror that needs no credentials, or download the package once and set 'gpu-libs' to the directory of its runtimes/linux-x64/native/ files`,
    );
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw invalidInput(
      'gpu-feed',
      "the http(s) URL of a NuGet v3 service index, like 'https://api.nuget.org/v3/index.json'",
      raw,
    );
  }
  return url.href;
}

/** 'models/b.onnx=models/a.onnx,…' → new path → old path; each new path once. */
function parseModelsRenamed(raw: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const item of splitList(raw)) {
    const [renamed, old] = parseKeyValue('models-renamed', item, 'models/new.onnx=models/old.onnx');
    if (Object.hasOwn(pairs, renamed))
      throw new UserError(`'models-renamed' names '${renamed}' twice; keep one '${renamed}=old path' pair`);
    pairs[renamed] = old;
  }
  return pairs;
}

/** 'regression,agreement' → the set of conditions that fail the step; 'never' stands alone. */
function parseFailOn(raw: string): FailCondition[] {
  const conditions = splitList(raw).map((item) => oneOf('fail-on', item, FAIL_ON));
  if (conditions.length === 0) return oneOf('fail-on', raw, FAIL_ON) && [];
  if (conditions.includes('never') && conditions.length > 1) {
    throw new UserError(`'fail-on' cannot combine 'never' with other conditions, got '${raw}'`);
  }
  return [...new Set(conditions)];
}

/** `changed-since` gates every changed model against its version at the ref: settings that name one model do not apply. */
function checkChangedSince(raw: z.output<typeof rawSchema>, oneModel: string | undefined): void {
  if (raw.mode !== 'gate' && raw.mode !== 'plan')
    throw new UserError(
      `'changed-since' works with 'mode: gate' or 'mode: plan', not 'mode: ${raw.mode}'; name the model with 'candidate' instead`,
    );
  if (raw.candidate)
    throw new UserError(
      "Set only one of 'candidate' (one model) and 'changed-since' (every model changed since a ref), not both",
    );
  if (oneModel)
    throw new UserError(
      `'${oneModel}' applies to one model's gate, not to every model changed since a ref; set 'candidate' to the model it is for`,
    );
  if (raw.baseline || raw['baseline-path']) {
    throw new UserError(
      `'${raw.baseline ? 'baseline' : 'baseline-path'}' names one model's baseline; with 'changed-since' each model's baseline is its version at 'baseline-ref' (by default the 'changed-since' ref)`,
    );
  }
}

function toConfig(raw: z.output<typeof rawSchema>): GateConfig {
  const changedSince = raw['changed-since'];
  const matrix: MatrixAxes = { shapes: raw['input-shapes'], threads: raw.threads };
  // Charts, the history and the exports follow one record: a list of several entries refuses them up front.
  const oneRecord = (['history-path', 'charts', 'export'] as const).find((name) =>
    name === 'export' ? Object.keys(raw.export).length > 0 : raw[name],
  );
  checkMatrix(matrix, { changedSince: raw['changed-since'], mode: raw.mode, oneRecord });
  const first = matrixCells(matrix)[0];
  if (changedSince) checkChangedSince(raw, oneRecord);
  checkShardSettings({ mode: raw.mode, shard: raw.shard, changedSince });
  if (!changedSince && Object.keys(raw['models-renamed']).length > 0)
    throw new UserError(
      "'models-renamed' pairs the models a branch changed, so it needs 'changed-since' (or a pull_request event with no 'candidate'); for one model set 'baseline-ref' and 'baseline-path'",
    );
  const needsModels = raw.mode !== 'report' && !changedSince;
  // A calibration measures one model against itself: the baseline, or the candidate when only it is given.
  const calibrate = raw.mode === 'calibrate';
  if (calibrate && !raw.candidate && !raw.baseline)
    throw new UserError(
      "'mode: calibrate' runs A/A comparisons of one model: set 'baseline' (or 'candidate') to the path of its .onnx file",
    );
  if (needsModels && !calibrate && !raw.candidate) {
    throw new UserError("'candidate' is required: set it to the path of the candidate .onnx model");
  }
  const baseline: BaselineSource | undefined = raw.baseline
    ? { kind: 'file', path: raw.baseline }
    : raw['baseline-ref']
      ? { kind: 'ref', ref: raw['baseline-ref'], path: raw['baseline-path'] }
      : changedSince
        ? { kind: 'ref', ref: changedSince, path: undefined }
        : undefined;
  if (raw.baseline && raw['baseline-ref']) {
    throw new UserError("Set only one of 'baseline' and 'baseline-ref', not both");
  }
  if (!baseline && needsModels && !calibrate) {
    throw new UserError("Set 'baseline' to a baseline .onnx path or 'baseline-ref' to a git ref such as 'origin/main'");
  }
  if (raw['baseline-path'] && !raw['baseline-ref']) {
    throw new UserError("'baseline-path' only applies with 'baseline-ref'; use 'baseline' for a file on disk");
  }
  if (raw.mode === 'record' && !raw['history-path']) {
    throw new UserError(
      "'mode: record' appends the result to 'history-path': set it to a JSON Lines file in the repository, like 'baselines/latency-history.jsonl'",
    );
  }
  if (raw['min-duration'] > raw['max-duration']) {
    throw new UserError(
      `'min-duration' (${raw['min-duration'] / 1000}s) must not exceed 'max-duration' (${raw['max-duration'] / 1000}s)`,
    );
  }
  return {
    mode: raw.mode,
    candidate: raw.candidate ?? '',
    baseline: baseline ?? { kind: 'file', path: '' },
    thresholds: { p50: raw['p50-threshold'], p95: raw['p95-threshold'] },
    maxDurationMs: raw['max-duration'],
    minDurationMs: raw['min-duration'],
    sessionPairs: raw['session-pairs'],
    threads: first?.threads ?? 1,
    profile: raw.profile,
    executionProvider: raw['execution-provider'],
    gpu: { deviceId: raw['device-id'], libs: raw['gpu-libs'], feed: raw['gpu-feed'], fallback: raw.fallback },
    inputShapes: first?.shapes ?? { byDim: {}, byInput: {} },
    matrix,
    memory: memorySettings(raw.memory, raw['memory-threshold'], cellCount(matrix)),
    inputValues: raw['input-values'],
    seed: raw.seed,
    failOn: raw['fail-on'],
    agreement: {
      enabled: raw.agreement,
      samples: raw['agreement-samples'],
      tolerances: buildToleranceSettings({
        atol: raw.atol,
        rtol: raw.rtol,
        minCosine: raw['min-cosine'],
        minTop1Agreement: raw['min-top1-agreement'],
      }),
      outputMap: raw['output-map'],
      allowSignatureChange: raw['allow-signature-change'],
    },
    reportPath: raw['report-path'],
    rawTimings: raw['raw-timings'],
    id: raw.id,
    label: raw.label,
    userInputs: raw.inputs,
    noiseProfile: raw['noise-profile'],
    acceptFile: raw['accept-file'],
    calibrationRuns: raw['calibration-runs'],
    allowOutsideWorkspace: raw['allow-outside-workspace'],
    workspace: raw.workspace,
    comment: {
      policy: raw.comment,
      // The CLI sees the action's default expression literally; there the token comes from GITHUB_TOKEN instead.
      token: raw['github-token'].trim().startsWith('${{') ? '' : raw['github-token'].trim(),
      prNumber: raw['pr-number'],
      dryRunPath: raw['comment-dry-run'],
    },
    records: raw.records,
    changedSince,
    models: raw.models,
    modelsRenamed: raw['models-renamed'],
    lfsFetch: raw['lfs-fetch'],
    shard: raw.shard,
    maxShards: raw['max-shards'],
    charts: raw.charts,
    historyPath: raw['history-path'],
    exports: raw.export,
  };
}

/** Fills defaults from the one definition list, validates, and returns the typed config or throws a UserError. */
export function parseConfig(raw: RawInputs): GateConfig {
  const filled: Record<string, string> = {};
  for (const def of INPUTS) {
    // An empty value means "not set", as GitHub passes unset inputs without defaults as ''.
    const given = raw[def.name as InputName]?.trim();
    filled[def.name] = given ? given : 'default' in def ? def.default : '';
  }
  const result = rawSchema.safeParse(filled);
  if (!result.success) throw new UserError(result.error.issues[0]?.message ?? 'Invalid inputs');
  const config = toConfig(result.data);
  refuseInputsNotFor(raw, config);
  return config;
}

/**
 * The config to describe in an error record when parseConfig failed: each field that is valid on its own is
 * kept, every other one falls back to its default, so the record still shows what the user asked for.
 */
export function fallbackConfig(raw: RawInputs): GateConfig {
  try {
    return fallbackFrom(raw);
  } catch (error) {
    if (!isUserError(error)) throw error;
    // A combination refused even here: describe the run by where its record goes and what it is called.
    const kept = (['id', 'label', 'report-path', 'workspace', 'allow-outside-workspace'] as const).filter(
      (k) => raw[k],
    );
    return fallbackFrom(Object.fromEntries(kept.map((k) => [k, raw[k]])));
  }
}

function fallbackFrom(raw: RawInputs): GateConfig {
  const filled: Record<string, string> = {};
  for (const def of INPUTS) {
    const fallback = 'default' in def ? def.default : '';
    const given = raw[def.name as InputName]?.trim() || fallback;
    const ok = rawSchema.shape[def.name as InputName].safeParse(given).success;
    filled[def.name] = ok ? given : fallback;
  }
  const data = rawSchema.partial().parse({ ...filled, candidate: undefined });
  // Settings valid one by one that are refused together (too many matrix cells, a threshold with memory off)
  // fall back as well: this config only describes the failed run.
  const cells = cellCount({ shapes: data['input-shapes'] ?? { byDim: {}, byInput: {} }, threads: data.threads ?? [1] });
  if (cells > MAX_MATRIX_CELLS) {
    data['input-shapes'] = parseShapeMatrix('');
    data.threads = [1];
  }
  if (data.memory === 'off') data['memory-threshold'] = undefined;
  // Charts, the history and the exports follow one record: with a matrix they were refused, so they fall back too.
  if (cells > 1 && cells <= MAX_MATRIX_CELLS) {
    data.charts = undefined;
    data['history-path'] = undefined;
    data.export = {};
  }
  const baseline: BaselineSource = data['baseline-ref']
    ? { kind: 'ref', ref: data['baseline-ref'], path: data['baseline-path'] }
    : { kind: 'file', path: data.baseline ?? '' };
  return {
    // 'report' mode skips the model checks: this config only describes the failed run, it never runs one.
    ...toConfig({
      ...(data as z.output<typeof rawSchema>),
      mode: 'report',
      baseline: undefined,
      'baseline-ref': undefined,
      'baseline-path': undefined,
      'changed-since': undefined,
      'models-renamed': {},
      shard: undefined,
      'min-duration': Math.min(data['min-duration'] ?? 0, data['max-duration'] ?? 0),
    }),
    mode: data.mode ?? 'gate',
    changedSince: data['changed-since'],
    modelsRenamed: data['models-renamed'] ?? {},
    candidate: raw.candidate?.trim() ?? '',
    baseline,
  };
}
