import { UserError } from '../errors.js';

export type ToleranceInputName = 'atol' | 'rtol';

/**
 * One wording for tolerance mistakes, whether they come from a typed input (inputs/agreement-options) or from
 * settings checked by resolveTolerances.
 */
export function toleranceError(input: ToleranceInputName, got: string): UserError {
  return new UserError(`'${input}' must be a non-negative number like '1e-5' or 'logits:1e-3', got '${got}'`);
}

export function minCosineError(got: string): UserError {
  return new UserError(`'min-cosine' must be a number between 0 and 1 like '0.999', got '${got}'`);
}

export function minTop1AgreementError(got: string): UserError {
  return new UserError(`'min-top1-agreement' must be a fraction like '0.95' or a percentage like '95%', got '${got}'`);
}
