// Output agreement between a candidate and a baseline model: pure, plain data in and out.
export { compareOutputs, skippedAgreement, type CompareOutputsArgs } from './compare.js';
export { diffSignatures, sameSymbolicShape } from './signature.js';
export { detectPrecision, resolveTolerances, TOLERANCE_PRESETS, type OutputNames, type TolerancePreset } from './tolerances.js';
export {
  buildToleranceSettings,
  parseMinCosine,
  parseMinTop1Agreement,
  parseOutputMap,
  parsePerOutputTolerances,
  parseTolerance,
  parseToleranceInput,
  type ToleranceInputName,
  type ToleranceInputs,
} from './parse.js';
export {
  agreementResultSchema,
  effectiveTolerancesSchema,
  outputAgreementSchema,
  signatureDiffRowSchema,
} from './schema.js';
export { QUANTILE_SAMPLE_CAP, RELATIVE_ERROR_FLOOR } from './numeric.js';
export { TOP_K } from './ranking.js';
export type * from './types.js';
