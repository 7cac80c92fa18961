import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { UserError } from '../errors.js';

// A change accepted on purpose (docs/decisions/0106-acceptance-file.md): one entry per model in a file of the
// repository, reviewed like code, with a bound and a reason. The gate judges that model against the accepted
// bound instead of the threshold; everything else about the run stays as set.

/** Where the gate looks for accepted changes when 'accept-file' is not set: absent is fine, nothing is accepted. */
export const DEFAULT_ACCEPT_FILE = '.github/latency-gate-accept.yml';

/** The pull request label with which a maintainer lets a fork's acceptances apply (a fork cannot set labels). */
export const ACCEPT_LABEL = 'latency-gate-accept';

export interface Acceptance {
  /** The model's path as git shows it, relative to the repository root ('models/clf.onnx'). */
  model: string;
  reason: string;
  /** The accepted slowdowns, fractions (0.12 = +12 %); null: that metric keeps its threshold. */
  p50: number | null;
  p95: number | null;
  /** Tolerances this model's outputs are held to instead of the run's; `off`: its outputs are not compared. */
  agreement: { off: true } | { atol?: number; rtol?: number; minCosine?: number; minTop1Agreement?: number } | null;
}

/** The accepted changes of a run and whether they apply (a fork's need a maintainer's label). */
export interface AcceptanceSet {
  file: string;
  entries: Acceptance[];
  honored: boolean;
  /** Why they do not apply, when they do not. */
  why: string | null;
}

const percent = z
  .string()
  .regex(/^\+?\d+(\.\d+)?\s*%$/, "a slowdown like '+12%'")
  .transform((s) => Number(s.replace(/[+%\s]/g, '')) / 100);

const entrySchema = z
  .object({
    model: z.string().min(1).max(1024),
    reason: z.string().trim().min(1, 'a reason').max(500),
    p50: percent.optional(),
    p95: percent.optional(),
    atol: z.number().nonnegative().optional(),
    rtol: z.number().nonnegative().optional(),
    'min-cosine': z.number().min(-1).max(1).optional(),
    'min-top1-agreement': percent.optional(),
    agreement: z.literal('off').optional(),
  })
  .strict();

// A file of comments only, or `accept:` with nothing under it, accepts nothing.
const fileSchema = z
  .object({
    accept: z
      .array(entrySchema)
      .max(1000)
      .nullish()
      .transform((entries) => entries ?? []),
  })
  .strict();

/** A model path as git names it: forward slashes, no './', relative to the repository root. */
export function modelKey(file: string): string {
  return path.posix.normalize(file.replaceAll('\\', '/')).replace(/^(\.\/)+/, '');
}

function toAcceptance(entry: z.infer<typeof entrySchema>): Acceptance {
  const tolerances = {
    ...(entry.atol !== undefined ? { atol: entry.atol } : {}),
    ...(entry.rtol !== undefined ? { rtol: entry.rtol } : {}),
    ...(entry['min-cosine'] !== undefined ? { minCosine: entry['min-cosine'] } : {}),
    ...(entry['min-top1-agreement'] !== undefined ? { minTop1Agreement: entry['min-top1-agreement'] } : {}),
  };
  const agreement =
    entry.agreement === 'off' ? { off: true as const } : Object.keys(tolerances).length ? tolerances : null;
  return {
    model: modelKey(entry.model),
    reason: entry.reason,
    p50: entry.p50 ?? null,
    p95: entry.p95 ?? null,
    agreement,
  };
}

/** The entries of an accept file; a mistake is one sentence naming the file, the entry and the fix. */
export function parseAcceptFile(text: string, file: string): Acceptance[] {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    throw new UserError(
      `'accept-file' '${file}' is not valid YAML (${why}); see docs/workflows.md, "Accept a change on purpose"`,
    );
  }
  const parsed = fileSchema.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new UserError(
      `'accept-file' '${file}'${where}: ${issue?.message ?? 'not an accept file'}; each entry under 'accept:' needs 'model', 'reason' and a bound such as 'p50: +12%'`,
    );
  }
  const entries = parsed.data.accept.map(toAcceptance);
  const bare = entries.find((e) => e.p50 === null && e.p95 === null && e.agreement === null);
  if (bare)
    throw new UserError(
      `'accept-file' '${file}': the entry for '${bare.model}' accepts nothing; give 'p50', 'p95' or an agreement tolerance`,
    );
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.model)) throw new UserError(`'accept-file' '${file}' has two entries for '${e.model}'; keep one`);
    seen.add(e.model);
  }
  return entries;
}

/** An acceptance as a run applied it: the entry, the file, the thresholds it replaced, and whether it applied. */
export interface AppliedAcceptance extends Acceptance {
  file: string;
  /** The run's own thresholds, before the acceptance: what the model is held to without it. */
  thresholds: { p50: number; p95: number };
  honored: boolean;
  why: string | null;
}

/** The acceptance of `candidate` (a path as the settings or git name it), if the set has one. */
export function acceptanceFor(set: AcceptanceSet | undefined, candidate: string): AppliedAcceptance | undefined {
  if (!set || !candidate) return undefined;
  // git names a model relative to the repository root (the workspace on a runner); a path given absolute is
  // matched both as given and relative to that root.
  const root = process.env.GITHUB_WORKSPACE || process.cwd();
  const keys = [modelKey(candidate), ...(path.isAbsolute(candidate) ? [modelKey(path.relative(root, candidate))] : [])];
  const entry = set.entries.find((e) => keys.includes(e.model));
  return entry
    ? { ...entry, file: set.file, thresholds: { p50: 0, p95: 0 }, honored: set.honored, why: set.why }
    : undefined;
}
