import { planDigest, shardName, shardShare, type ShardSpec } from './partition.js';

// Whether the shards of a report add up to the plan (docs/workflows.md, "Sharded changed models"). Records come
// from artifacts that any job of the workflow (or a fork's) could have written, so nothing a record claims about
// its plan is taken on trust: the digest is recomputed from its list, its share from the partition, and what it
// measured from its entries. A shard that fails any check counts as missing; every problem is named.

/** What the check reads of a shard's run record. */
export interface ShardRun {
  label: string;
  createdAt: string;
  git: { runAttempt: number | null };
  shard: { index: number; count: number; assigned: readonly string[]; planned: readonly string[]; digest: string };
  entries: readonly { path: string; status: string; record: unknown }[];
}

export interface Completeness<R extends ShardRun> {
  /** The plan the shards agree on: its list and shard count; empty when no shard could be trusted. */
  planned: string[];
  count: number;
  /** The shards kept, per leg (runner label), by index. */
  legs: Map<string, Map<number, R>>;
  /** Each planned model no kept shard measured, per leg, with the reason. */
  unmeasured: { leg: string; path: string; reason: string }[];
  /** One sentence per problem; empty when the shards are complete. */
  problems: string[];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * What a record says outside its own share, whatever the status it gives: a planned model belongs to exactly one
 * shard, so an entry of it in another shard (as `unchanged`, `deleted` or anything else) would replace that
 * shard's verdict; a model outside the plan is only listed (deleted or unchanged, never measured), by shard 1.
 */
function outsideShare(run: ShardRun): string | undefined {
  const { shard } = run;
  const planned = new Set(shard.planned);
  const assigned = new Set(shard.assigned);
  const seen = new Set<string>();
  for (const entry of run.entries) {
    if (seen.has(entry.path)) return `it lists ${entry.path} twice`;
    seen.add(entry.path);
    if (planned.has(entry.path)) {
      if (!assigned.has(entry.path)) return `it has an entry for ${entry.path}, a model outside its share`;
    } else if (entry.status !== 'deleted' && entry.status !== 'unchanged')
      return `it measured ${entry.path}, a model outside the plan`;
    else if (entry.record !== null || shard.index !== 1)
      return `it has an entry for ${entry.path}, which only shard 1 lists and nobody measures`;
  }
  return undefined;
}

/** Why a shard's record cannot be counted, or undefined when it is what its plan says it is. */
function distrust(run: ShardRun): string | undefined {
  const { shard } = run;
  if (planDigest(shard.planned) !== shard.digest) return 'its plan digest does not match its list of planned models';
  if (!sameList(shard.assigned, shardShare(shard.planned, shard)))
    return 'the models it says it was assigned are not its share of the plan';
  return outsideShare(run);
}

/**
 * Which of several records of one shard to keep: a later attempt replaces an earlier one (a rerun job). The
 * attempt is the one the artifact that carried the record was named for (src/record/read.ts puts it in
 * `git.runAttempt`), never the record's own claim; an unknown attempt is earlier than any known one.
 */
function keepOne<R extends ShardRun>(runs: R[]): { kept: R; duplicate: boolean } {
  const attempt = (r: ShardRun) => r.git.runAttempt ?? 0;
  const sorted = [...runs].sort((a, b) => attempt(b) - attempt(a) || (a.createdAt < b.createdAt ? 1 : -1));
  const [kept, next] = sorted as [R, R | undefined];
  return { kept, duplicate: next !== undefined && attempt(next) === attempt(kept) };
}

/** The plan most shards agree on (ties: the longer list), so one odd record cannot replace the plan. */
function agreedPlan(runs: readonly ShardRun[]): { digest: string; count: number; planned: string[] } | undefined {
  const votes = new Map<string, { n: number; run: ShardRun }>();
  for (const run of runs) {
    const key = `${run.shard.digest} ${run.shard.count}`;
    votes.set(key, { n: (votes.get(key)?.n ?? 0) + 1, run });
  }
  const best = [...votes.values()].sort(
    (a, b) =>
      b.n - a.n ||
      b.run.shard.planned.length - a.run.shard.planned.length ||
      (a.run.shard.digest < b.run.shard.digest ? -1 : 1),
  )[0];
  return best && { digest: best.run.shard.digest, count: best.run.shard.count, planned: [...best.run.shard.planned] };
}

export function checkShards<R extends ShardRun>(runs: readonly R[]): Completeness<R> {
  const problems: string[] = [];
  const name = (spec: ShardSpec, label: string) => `shard ${shardName(spec)}${label ? ` of leg '${label}'` : ''}`;
  const trusted = runs.filter((run) => {
    const why = distrust(run);
    if (why) problems.push(`${name(run.shard, run.label)} is not counted: ${why}`);
    return !why;
  });
  const plan = agreedPlan(trusted);
  const legs = new Map<string, Map<number, R>>();
  const unmeasured: Completeness<R>['unmeasured'] = [];
  if (!plan)
    return { planned: [], count: 0, legs, unmeasured, problems: [...problems, 'no shard record could be counted'] };
  const byShard = new Map<string, R[]>();
  for (const run of trusted) {
    if (run.shard.digest !== plan.digest || run.shard.count !== plan.count) {
      problems.push(
        `${name(run.shard, run.label)} planned other models or another shard count (${run.shard.planned.length} models in ${run.shard.count} shards, not ${plan.planned.length} in ${plan.count}): the plan changed between jobs, so it is not counted`,
      );
      continue;
    }
    const key = `${run.label}\0${run.shard.index}`;
    byShard.set(key, [...(byShard.get(key) ?? []), run]);
  }
  // Legs are those of the records counted: a record that was not counted adds no leg of missing shards.
  const labels = [...new Set([...byShard.values()].flatMap((found) => found.map((r) => r.label)))].sort();
  for (const label of labels) {
    const kept = new Map<number, R>();
    for (let index = 1; index <= plan.count; index++) {
      const spec = { index, count: plan.count };
      const share = shardShare(plan.planned, spec);
      const found = byShard.get(`${label}\0${index}`) ?? [];
      const where = name(spec, label);
      if (found.length === 0) {
        if (share.length) problems.push(`${where} is missing: ${share.join(', ')} not measured`);
        for (const path of share) unmeasured.push({ leg: label, path, reason: `not measured: ${where} is missing` });
        continue;
      }
      const { kept: run, duplicate } = keepOne(found);
      if (duplicate)
        problems.push(`${where} was reported twice in the same attempt: its models would be counted twice`);
      kept.set(index, run);
      const done = new Set(run.entries.filter((e) => e.record).map((e) => e.path));
      const lost = share.filter((p) => !done.has(p));
      if (lost.length) problems.push(`${where} stopped before measuring ${lost.join(', ')}`);
      for (const path of lost)
        unmeasured.push({ leg: label, path, reason: `not measured: ${where} stopped before it` });
    }
    legs.set(label, kept);
  }
  return { planned: plan.planned, count: plan.count, legs, unmeasured, problems };
}
