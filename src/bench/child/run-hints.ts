import type { TensorInfo } from '../../models/signature.js';
import type { InputTensor } from '../../models/synthesize.js';

/** Input names and the positions of their unnamed dims that were set to 1, read from the synthesis warnings. */
const UNNAMED = /^Input '(.+)' has unnamed dynamic dims at position ([\d, ]+) \(shape /;

/** A size for one position that comes from the model itself: the other model fixing that dim. */
function declaredSize(other: TensorInfo | undefined, position: number): number | undefined {
  const dim = other?.shape[position];
  return typeof dim === 'number' && dim > 0 ? dim : undefined;
}

/**
 * The fix for unnamed dims after a failed run. They were set to 1, and the model failed with that: 1 is the
 * one size known not to work, so it is never suggested again. A size the other model declares for the same
 * position is used; every other position is a letter for the user to fill in.
 */
function unnamedDimsHint(tensor: InputTensor, positions: number[], other: TensorInfo | undefined): string {
  const letters = 'ABCDEFGH';
  let next = 0;
  const sizes = tensor.dims.map((d, i) =>
    positions.includes(i) ? (declaredSize(other, i)?.toString() ?? letters[next++ % letters.length]) : String(d),
  );
  const where = `position${positions.length === 1 ? '' : 's'} ${positions.join(', ')}`;
  const fix =
    next === 0
      ? `set 'input-shapes' to '${tensor.name}=${sizes.join('x')}' (the sizes the other model declares)`
      : `set 'input-shapes' to '${tensor.name}=${sizes.join('x')}' with the sizes the model expects there`;
  return `input '${tensor.name}' has unnamed dynamic dims at ${where}; they were set to 1 and the model failed with that, so ${fix}`;
}

/**
 * When a model fails on synthesized inputs, the runtime's message names a node, not the cause. The usual
 * causes are a scalar setting (a sample rate, a length) that got an arbitrary value, and unnamed dims set to
 * 1; name them so the user knows which input to set. `otherInputs` are the other model's declared inputs.
 */
export function runHints(
  tensors: InputTensor[],
  settled: ReadonlySet<string>,
  warnings: readonly string[],
  otherInputs: readonly TensorInfo[] = [],
): string[] {
  const hints: string[] = [];
  for (const t of tensors) {
    if (settled.has(t.name) || t.data.length !== 1 || t.type.startsWith('float') || t.type === 'bool') continue;
    hints.push(
      `input '${t.name}' (${t.type} scalar) was synthesized as ${String(t.data[0])}; if it is a setting such as a sample rate, set it with 'input-values' (e.g. '${t.name}=16000')`,
    );
  }
  for (const w of warnings) {
    const match = UNNAMED.exec(w);
    const tensor = match && tensors.find((t) => t.name === match[1]);
    if (!match || !tensor) continue;
    const positions = (match[2] ?? '').split(',').map((p) => Number(p.trim()));
    hints.push(
      unnamedDimsHint(
        tensor,
        positions,
        otherInputs.find((i) => i.name === tensor.name),
      ),
    );
  }
  return hints;
}

/** Appends the hints to a failure message, so the one sentence the user sees also says what to try. */
export function withHints(message: string, hints: readonly string[]): string {
  return hints.length ? `${message}. Check the inputs: ${hints.join('; ')}` : message;
}
