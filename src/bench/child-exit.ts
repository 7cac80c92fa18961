import { KILL_GRACE_MS } from './budget.js';
import { runtimeMessage } from './ort-messages.js';

// Messages for a benchmark child that died or had to be killed. The child cannot report these itself, so
// the parent says what it knows: the signal or exit code, what the child was doing (its last phase and
// step), the last error line onnxruntime logged, and that the rounds measured before are kept.

const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * The last line of the child's stderr that reads like a reason: onnxruntime's error or fatal log lines, a
 * C++ 'what():', a failed assertion. Warnings and Node's own 'Node.js v20…' trailer are not reasons.
 */
export function crashDetail(stderr: string): string | undefined {
  const lines = stderr
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const reason = lines
    .filter((l) => /\[[EF]:onnxruntime|what\(\):|Assertion|terminate called|^\w*Error:/.test(l))
    .at(-1);
  if (!reason) return undefined;
  // '2026-01-01 12:00:00.0 [E:onnxruntime:, file.cc:671 Func] text' → 'text'
  const text = runtimeMessage(reason.replace(/^.*?\[[EF]:onnxruntime:[^\]]*\]\s*/, '').replace(/^.*what\(\):\s*/, ''));
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

export function where(phase: string, step: string | undefined): string {
  if (phase === 'warmup' || phase === 'measure') return `${phase} (both models interleaved)`;
  return step ? `${phase} (${step})` : phase;
}

/** Where the child was when it stopped: its last phase and step, and the rounds it had sent. */
export interface ChildProgress {
  phase: string;
  step: string | undefined;
  rounds: number;
}

export function crashMessage(
  how: { code: number | null; signal: NodeJS.Signals | null },
  { phase, step, rounds }: ChildProgress,
  stderr: string,
): string {
  const died = how.signal ? `was killed by ${how.signal}` : `exited with code ${how.code}`;
  const detail = crashDetail(stderr);
  const kept = rounds > 0 ? `; the ${rounds} rounds measured before are kept in the record` : '';
  return `The benchmark process ${died} during ${where(phase, step)}: onnxruntime crashed on a model${detail ? ` (${detail})` : ''}${kept}`;
}

export function timeoutMessage(budgetMs: number, { phase, step, rounds }: ChildProgress): string {
  const kept = rounds > 0 ? `, and the ${rounds} rounds measured before are kept in the record` : '';
  return `The benchmark did not finish within 'max-duration' (${budgetMs / 1000}s) plus the ${KILL_GRACE_MS / 1000}s grace and was stopped during ${where(phase, step)}${kept}; a model may never return, or loading takes longer than the budget: check the model or raise 'max-duration'`;
}
