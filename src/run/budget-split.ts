// How several changed models share one `max-duration` (docs/design.md, "Changed models").

/** The most changed models one run gates; more is a user error that says how to narrow them. */
export const MAX_CHANGED_MODELS = 10;

/**
 * The least a model gets when the budget is split: below about 10 s a typical model does not reach the
 * looks that decide, so splitting further would buy only inconclusive verdicts.
 */
export const MODEL_BUDGET_FLOOR_MS = 10_000;

/**
 * `max-duration` is the budget of the whole run, split evenly among the models that are measured, with a
 * floor of 10 s each (never more than max-duration itself): 60 s for 3 models is 20 s each; 60 s for 8
 * models is 10 s each, 80 s in all. `min-duration` is capped at a model's share.
 */
export function splitBudget(
  maxDurationMs: number,
  minDurationMs: number,
  models: number,
): { maxDurationMs: number; minDurationMs: number } {
  const share = Math.max(maxDurationMs / Math.max(1, models), Math.min(MODEL_BUDGET_FLOOR_MS, maxDurationMs));
  const perModel = Math.round(share);
  return { maxDurationMs: perModel, minDurationMs: Math.min(minDurationMs, perModel) };
}
