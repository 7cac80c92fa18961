/**
 * A mistake in what the user gave us (an input, a file, a model the gate cannot run). The message is one
 * sentence naming the input and the fix; it is shown without a stack trace and maps to exit code 2.
 */
export class UserError extends Error {
  override name = 'UserError';
}

export function isUserError(error: unknown): error is UserError {
  return error instanceof UserError;
}

/** `'p95-threshold' must be a percentage like '10%', got 'abc'` */
export function invalidInput(input: string, expected: string, got: string): UserError {
  return new UserError(`'${input}' must be ${expected}, got '${got}'`);
}
