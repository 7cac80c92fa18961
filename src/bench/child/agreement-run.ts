import type { Tensor } from 'onnxruntime-node';
import { compareOutputs, inputChangeAgreement, skippedAgreement } from '../../agreement/compare.js';
import { diffSignatures } from '../../agreement/signature.js';
import type {
  AgreementResult,
  ModelOutputs,
  ModelSignature as AgreementSignature,
  OutputTensor,
} from '../../agreement/types.js';
import { fromFloat16Bits } from '../../models/onnx-dtypes.js';
import type { ModelSignature } from '../../models/signature.js';
import type { FittedInputs } from '../../models/fit-user-inputs.js';
import { synthesizeInputs } from '../../models/synthesize.js';
import { agreementCapMs } from '../budget.js';
import type { Arm, BenchJob } from '../protocol.js';
import { runOnce, toFeeds, type Arms } from './session.js';

function toOutputTensor(name: string, tensor: Tensor): OutputTensor {
  const data =
    tensor.type === 'float16'
      ? Float32Array.from(tensor.data as Uint16Array, fromFloat16Bits)
      : (tensor.data as OutputTensor['data']);
  return { name, type: tensor.type, dims: [...tensor.dims], data };
}

/** Only tensor outputs can be compared element by element; sequences and maps are left out of both sides. */
function tensorsOnly(signature: ModelSignature, quantized: boolean): AgreementSignature {
  return { inputs: signature.inputs, outputs: signature.outputs.filter((o) => o.type !== 'non-tensor'), quantized };
}

/**
 * Runs both models on the same seeded agreement samples (separate from the timing inputs) and compares their
 * outputs. Bounded in time so a slow model still leaves most of the budget for latency: the samples that
 * fit are compared and the record says how many. Inputs from 'inputs' are the same in every sample (only
 * synthesized inputs vary); when the user gave every input there is one sample, their data, and no random
 * data of another distribution is mixed in to fail a comparison the user cannot act on.
 */
export async function checkAgreement(
  arms: Arms,
  signatures: { baseline: ModelSignature; candidate: ModelSignature },
  job: BenchJob,
  elapsedMs: () => number,
  fitted: FittedInputs,
): Promise<AgreementResult> {
  const settings = job.agreement;
  if (!settings.enabled) return skippedAgreement("'agreement' is off");
  const sigs = {
    baseline: tensorsOnly(signatures.baseline, settings.quantized.baseline),
    candidate: tensorsOnly(signatures.candidate, settings.quantized.candidate),
  };
  const signatureDiff = diffSignatures(sigs.baseline, sigs.candidate, settings.outputMap);
  if (signatureDiff.some((row) => row.kind === 'input'))
    return inputChangeAgreement(signatureDiff, settings.allowSignatureChange);
  const deadline = elapsedMs() + agreementCapMs(job.budgetMs);
  const outputs: Record<Arm, ModelOutputs> = { baseline: { samples: [] }, candidate: { samples: [] } };
  const samples = fitted.complete ? 1 : settings.samples;
  for (let sample = 1; sample <= samples && elapsedMs() < deadline; sample++) {
    for (const arm of ['baseline', 'candidate'] as const) {
      const { tensors } = synthesizeInputs(signatures[arm].inputs, {
        shapes: fitted.shapes,
        values: job.values,
        seed: job.seed,
        sample,
        given: fitted.given[arm],
      });
      const result = await runOnce(arm, arms[arm].session, toFeeds(tensors));
      const tensorOutputs = sigs[arm].outputs.flatMap((o) =>
        result[o.name] ? [toOutputTensor(o.name, result[o.name] as Tensor)] : [],
      );
      outputs[arm].samples.push(tensorOutputs);
    }
  }
  const result = compareOutputs({
    baseline: outputs.baseline,
    candidate: outputs.candidate,
    baselineSig: sigs.baseline,
    candidateSig: sigs.candidate,
    outputMap: settings.outputMap,
    tolerances: settings.tolerances,
    allowSignatureChange: settings.allowSignatureChange,
    ...(settings.float16 ? { precision: 'float16' as const } : {}),
  });
  if (outputs.baseline.samples.length < samples) {
    result.warnings = [
      ...(result.warnings ?? []),
      `only ${outputs.baseline.samples.length} of ${samples} agreement samples fit in 15 % of 'max-duration'`,
    ];
  }
  if (fitted.complete) {
    result.warnings = [
      ...(result.warnings ?? []),
      "compared on the one sample given by 'inputs' ('agreement-samples' varies only synthesized inputs)",
    ];
  }
  return result;
}
