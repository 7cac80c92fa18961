import type { InputTensor } from '../models/synthesize.js';

/**
 * When a model fails on synthesized inputs, the runtime's message names a node, not the cause. The usual
 * causes are a scalar setting (a sample rate, a length) that got an arbitrary value, and unnamed dims set to
 * 1; name them so the user knows which input to set.
 */
export function runHints(tensors: InputTensor[], settled: ReadonlySet<string>, warnings: readonly string[]): string[] {
  const hints: string[] = [];
  for (const t of tensors) {
    if (settled.has(t.name) || t.data.length !== 1 || t.type.startsWith('float') || t.type === 'bool') continue;
    hints.push(`input '${t.name}' (${t.type} scalar) was synthesized as ${String(t.data[0])}; if it is a setting such as a sample rate, set it with 'input-values' (e.g. '${t.name}=16000')`);
  }
  for (const w of warnings) if (/unnamed dynamic dims/.test(w)) hints.push(w.replace(/\.$/, '').replace(/^Input/, 'input'));
  return hints;
}

/** Appends the hints to a failure message, so the one sentence the user sees also says what to try. */
export function withHints(message: string, hints: readonly string[]): string {
  return hints.length ? `${message}. Check the inputs: ${hints.join('; ')}` : message;
}
