/**
 * The outcome of anything a user's input can make fail: a value, or a message that says what
 * was wrong and where. Errors a user can cause are values, never exceptions.
 */
export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err<T = never>(error: string): Result<T> {
  return { ok: false, error };
}

/** Unwraps a result that the caller knows is good (tests, built-in data); throws otherwise. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
