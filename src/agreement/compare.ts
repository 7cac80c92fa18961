import { headerOf, judgeOutput, notCompared, type PairedOutput } from './judge.js';
import { diffSignatures } from './signature.js';
import {
  ACCEPT_SIGNATURE_CHANGE,
  breakingChanges,
  couldBeRenamed,
  describeSignatureChange,
  type SignatureSpec,
} from './signature-findings.js';
import { detectPrecision, resolveTolerances } from './tolerances.js';
import type {
  AgreementResult,
  ModelOutputs,
  ModelSignature,
  OutputAgreement,
  OutputTensor,
  Precision,
  SignatureDiffRow,
  ToleranceSettings,
} from './types.js';

export interface CompareOutputsArgs {
  baseline: ModelOutputs;
  candidate: ModelOutputs;
  baselineSig: ModelSignature;
  candidateSig: ModelSignature;
  /** candidate output name → baseline output name, for outputs the candidate renamed. */
  outputMap?: Record<string, string>;
  tolerances: ToleranceSettings;
  /** Overrides detectPrecision, e.g. for an fp16 model with float32 inputs and outputs. */
  precision?: Precision;
  /** 'allow-signature-change': an intended change of inputs or outputs is listed, not failed. */
  allowSignatureChange?: boolean;
}

/**
 * Compares every output the two models share. Never throws for model-shaped data. A signature change that
 * breaks consumers (signature-findings.ts: an output removed or renamed without output-map, re-typed or
 * re-shaped) fails with the change and its fixes, unless `allowSignatureChange`; the shared outputs are
 * still compared and their failures added. Unusable data skips that output, and when nothing can be
 * compared (and the signature did not change) the verdict is `skipped` with the reason. Only invalid
 * tolerance settings throw (see resolveTolerances).
 */
export function compareOutputs(args: CompareOutputsArgs): AgreementResult {
  const result = compareValues(args);
  const breaking = args.allowSignatureChange ? [] : breakingChanges(result.signatureDiff);
  if (breaking.length === 0) return result;
  const change = describeSignatureChange(breaking, result.signatureDiff);
  return {
    ...result,
    verdict: 'fail',
    reason: result.verdict === 'fail' ? `${change}; also ${result.reason ?? 'outputs disagree'}` : change,
  };
}

function compareValues(args: CompareOutputsArgs): AgreementResult {
  const preset = args.precision ?? detectPrecision(args.baselineSig, args.candidateSig);
  const outputMap = args.outputMap ?? {};
  const signatureDiff = diffSignatures(args.baselineSig, args.candidateSig, outputMap);
  const tolerances = resolveTolerances(args.tolerances, preset);
  const warnings: string[] = [];
  const counts = { baseline: args.baseline.samples.length, candidate: args.candidate.samples.length };
  const samples = Math.min(counts.baseline, counts.candidate);
  if (counts.baseline !== counts.candidate) {
    warnings.push(
      `the baseline has ${counts.baseline} agreement samples and the candidate ${counts.candidate}; compared the first ${samples}`,
    );
  }
  const base = { preset, samples, tolerances, signatureDiff };
  if (samples === 0)
    return { verdict: 'skipped', reason: 'no agreement samples were run', ...base, outputs: [], warnings };

  const baselineNames = outputNames(args.baselineSig, args.baseline);
  const candidateNames = outputNames(args.candidateSig, args.candidate);
  const outputs: OutputAgreement[] = [];
  const claimed = new Set<string>();
  const candidateOnly: string[] = [];
  for (const name of candidateNames) {
    const baselineName = Object.hasOwn(outputMap, name) ? (outputMap[name] as string) : name;
    if (!baselineNames.includes(baselineName) || claimed.has(baselineName)) {
      candidateOnly.push(name);
      const only = headerOf(name, undefined, findSpec(args.candidateSig, args.candidate, name));
      outputs.push(
        notCompared(only, resolveTolerances(args.tolerances, preset, { name }), 'skipped', 'only in the candidate'),
      );
      continue;
    }
    claimed.add(baselineName);
    const names = { name, baselineName };
    const effective = resolveTolerances(args.tolerances, preset, names);
    const paired = pairSamples(names, args.baseline, args.candidate, samples);
    outputs.push(
      typeof paired === 'string'
        ? notCompared(headerOf(name, baselineName), effective, 'skipped', paired)
        : judgeOutput(paired, effective, preset),
    );
  }
  const dropped: OutputAgreement[] = [];
  for (const name of baselineNames.filter((name) => !claimed.has(name))) {
    const only = headerOf(name, undefined, undefined, findSpec(args.baselineSig, args.baseline, name));
    // A consumer reading this output breaks: a finding, unless the change was accepted. A map is offered only
    // when some candidate-only output could be this one renamed (type and fixed sizes fit).
    const spec = (sig: ModelSignature, outputs: ModelOutputs, n: string) => asSpec(findSpec(sig, outputs, n));
    const renameable = candidateOnly.some((n) =>
      couldBeRenamed(spec(args.candidateSig, args.candidate, n), spec(args.baselineSig, args.baseline, name)),
    );
    const map = renameable ? "if the candidate renamed it, map it with output-map 'new_name=old_name'" : '';
    const reason = args.allowSignatureChange
      ? `only in the baseline${map ? ` (${map})` : ''}`
      : `only in the baseline: a consumer reading it breaks (${map ? `${map}; ` : ''}if it was dropped on purpose, accept it with ${ACCEPT_SIGNATURE_CHANGE})`;
    dropped.push(
      notCompared(
        only,
        resolveTolerances(args.tolerances, preset, { name }),
        args.allowSignatureChange ? 'skipped' : 'fail',
        reason,
      ),
    );
  }
  warnings.push(...unusedSettings(args, candidateNames, baselineNames));
  const verdict = verdictOf(
    [...outputs, ...dropped.map((o) => ({ ...o, verdict: 'skipped' as const }))],
    candidateNames,
    baselineNames,
  );
  outputs.push(...dropped);
  outputs.sort(worstFirst);
  return { ...verdict, ...base, outputs, warnings };
}

/**
 * The models' inputs differ, so they cannot be fed the same data: a finding (every caller breaks) unless
 * the change was accepted, in which case agreement is skipped with the reason.
 */
export function inputChangeAgreement(
  signatureDiff: SignatureDiffRow[],
  allowSignatureChange: boolean,
): AgreementResult {
  const inputs = signatureDiff.filter((row) => row.kind === 'input');
  const names = [...new Set(inputs.map((row) => `'${row.name}'`))].join(', ');
  const skipped = skippedAgreement(
    `the models' inputs differ (${names}), so they cannot be fed the same data; latency was measured with each model's own inputs`,
    { signatureDiff },
  );
  const breaking = allowSignatureChange ? [] : breakingChanges(signatureDiff);
  return breaking.length === 0
    ? skipped
    : {
        ...skipped,
        verdict: 'fail',
        reason: `${describeSignatureChange(breaking, signatureDiff)} (outputs were not compared: the inputs differ)`,
      };
}

/** The record for `agreement: off`, or when the models could not be fed the same inputs. */
export function skippedAgreement(
  reason: string,
  details: { preset?: Precision; signatureDiff?: SignatureDiffRow[]; warnings?: string[] } = {},
): AgreementResult {
  return {
    verdict: 'skipped',
    reason,
    preset: details.preset ?? 'float32',
    samples: 0,
    outputs: [],
    signatureDiff: details.signatureDiff ?? [],
    warnings: details.warnings ?? [],
  };
}

function verdictOf(
  outputs: readonly OutputAgreement[],
  candidateNames: readonly string[],
  baselineNames: readonly string[],
): Pick<AgreementResult, 'verdict' | 'reason'> {
  const compared = outputs.filter((output) => output.verdict !== 'skipped');
  if (compared.length === 0) {
    const paired = outputs.find((output) => output.reason !== undefined && !output.reason.startsWith('only in'));
    const why = paired
      ? paired.summary
      : `the candidate's outputs (${candidateNames.join(', ') || 'none'}) share no name with the baseline's ` +
        `(${baselineNames.join(', ') || 'none'}); map renamed outputs with output-map 'new_name=old_name'`;
    return { verdict: 'skipped', reason: `no output can be compared: ${why}` };
  }
  const failed = compared.filter((output) => output.verdict === 'fail');
  if (failed.length === 0) return { verdict: 'pass' };
  const names = failed.map((output) => output.name).join(', ');
  return { verdict: 'fail', reason: `${failed.length} of ${compared.length} compared outputs disagree: ${names}` };
}

const VERDICT_RANK = { fail: 0, skipped: 1, pass: 2 } as const;

/**
 * Failures first, a changed dtype or shape (nothing measured) before the most failing elements; then
 * skipped (unchecked) outputs; then passes.
 */
function worstFirst(a: OutputAgreement, b: OutputAgreement): number {
  return (
    VERDICT_RANK[a.verdict] - VERDICT_RANK[b.verdict] ||
    Number(a.comparison !== 'none') - Number(b.comparison !== 'none') ||
    b.failingFraction - a.failingFraction ||
    (a.cosine ?? 1) - (b.cosine ?? 1) ||
    (b.maxAbsError ?? 0) - (a.maxAbsError ?? 0) ||
    a.name.localeCompare(b.name, 'en')
  );
}

/** Names from the signature, plus any the data carries that the signature missed, in signature order. */
function outputNames(signature: ModelSignature, outputs: ModelOutputs): string[] {
  const names = signature.outputs.map((spec) => spec.name);
  for (const tensor of outputs.samples[0] ?? []) if (!names.includes(tensor.name)) names.push(tensor.name);
  return names;
}

/** A tensor's type and dims as a signature row has them (an unknown size, -1, as ''). */
function asSpec(t: Pick<OutputTensor, 'type' | 'dims'> | undefined): SignatureSpec | undefined {
  return t && { type: t.type, shape: t.dims.map((d) => (d < 0 ? '' : d)) };
}

function findSpec(
  signature: ModelSignature,
  outputs: ModelOutputs,
  name: string,
): Pick<OutputTensor, 'type' | 'dims'> | undefined {
  const tensor = outputs.samples[0]?.find((output) => output.name === name);
  if (tensor) return tensor;
  const spec = signature.outputs.find((output) => output.name === name);
  // A signature's symbolic dims have no size yet; -1 marks them, as ONNX does.
  return spec && { type: spec.type, dims: spec.shape.map((dim) => (typeof dim === 'number' ? dim : -1)) };
}

/** The output's tensors sample by sample, or why they cannot be had (the child process lost one). */
function pairSamples(
  names: { name: string; baselineName: string },
  baseline: ModelOutputs,
  candidate: ModelOutputs,
  samples: number,
): PairedOutput | string {
  const paired: PairedOutput = { ...names, samples: [] };
  for (let i = 0; i < samples; i++) {
    const b = baseline.samples[i]?.find((output) => output.name === names.baselineName);
    const c = candidate.samples[i]?.find((output) => output.name === names.name);
    if (!b || !c) return `no data for this output in sample ${i} of the ${b ? 'candidate' : 'baseline'}'s outputs`;
    paired.samples.push({ baseline: b, candidate: c });
  }
  return paired;
}

/** Per-output tolerances and output-map entries that name no output: most likely typos. */
function unusedSettings(args: CompareOutputsArgs, candidateNames: string[], baselineNames: string[]): string[] {
  const warnings: string[] = [];
  for (const [name, old] of Object.entries(args.outputMap ?? {})) {
    if (!candidateNames.includes(name)) warnings.push(`output-map entry '${name}=${old}' names no candidate output`);
    else if (!baselineNames.includes(old)) warnings.push(`output-map entry '${name}=${old}' names no baseline output`);
  }
  for (const name of Object.keys(args.tolerances.perOutput ?? {})) {
    if (!candidateNames.includes(name) && !baselineNames.includes(name)) {
      warnings.push(`per-output tolerance for '${name}' matches no output of either model`);
    }
  }
  return warnings;
}
