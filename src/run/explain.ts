import type { GateConfig } from '../inputs/config.js';
import type { DiffLimits } from '../models/diff-budget.js';
import { diffModelFiles, type ModelFilesDiff } from '../models/diff-files.js';
import type { LocatedModels } from '../models/locate.js';
import { explainProfiles } from '../profile/explain.js';
import type { ProfilePassResult } from '../profile/pass.js';
import { modelDiffRecord, profileDiffRecord, weightDiffRecord } from '../record/explain.js';
import { modelDiffSchema, weightDiffSchema } from '../record/explain-schema.js';
import type { RecordParts } from '../record/build.js';

type Explanation = NonNullable<RecordParts['explanation']>;

/**
 * The record's explanation of the delta: the model and weight diff of the two files (read after the benchmark
 * child has exited, so it never competes with timed calls) and the profile diff of the child's profiling pass.
 * A diff that cannot be read, is too large, runs out of time or is interrupted becomes one warning line that
 * says it was skipped and why; it never costs the run its verdict.
 */
export async function explainDelta(
  config: GateConfig,
  located: LocatedModels | undefined,
  profile: ProfilePassResult | undefined,
  warnings: string[],
  limits?: DiffLimits,
): Promise<Explanation> {
  let files: ModelFilesDiff | undefined;
  if (located && !limits?.signal?.aborted) {
    try {
      files = await diffModelFiles(located.baseline, located.candidate, limits);
    } catch (error) {
      const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      warnings.push(`The model and weight diffs were skipped: ${why}; the verdict is unaffected.`);
    }
  }
  let profileRecord: Explanation['profile'] = null;
  if (config.profile !== 'off' && profile) {
    const diff = profile.profiles ? explainProfiles(profile.profiles, files?.graphs, profile.provider) : null;
    profileRecord = {
      setting: config.profile,
      status: profile.status,
      reason: profile.reason,
      provider: profile.provider.slice(0, 128),
      allowanceMs: profile.allowanceMs,
      durationMs: profile.durationMs,
      diff: diff ? profileDiffRecord(diff) : null,
    };
  }
  let modelDiff = files ? modelDiffRecord(files.modelDiff, files.durationMs) : null;
  let weightDiff = files ? weightDiffRecord(files.weightDiff) : null;
  // A hostile file can declare sizes no record holds (dims past 2^53, negative dims): the sections are checked
  // here, so such a file costs its diffs, with the reason, and never the record.
  const fits = (schema: { safeParse(v: unknown): { success: boolean } }, section: unknown) =>
    section === null || schema.safeParse(section).success;
  if (!fits(modelDiffSchema, modelDiff) || !fits(weightDiffSchema, weightDiff)) {
    warnings.push(
      'The model and weight diffs were skipped: the models declare sizes a record cannot hold; the verdict is unaffected.',
    );
    modelDiff = null;
    weightDiff = null;
  }
  return { modelDiff, weightDiff, profile: profileRecord };
}
