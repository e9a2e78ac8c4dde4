/**
 * Why something a user gave was refused, stable for programs (the message is for people):
 * - `unknown-game`: no game has that id;
 * - `bad-option`: an option name or value the game does not know;
 * - `bad-position`: position text that does not describe a position of the game;
 * - `bad-cell`: a cell name the board does not have;
 * - `bad-move`: text that cannot be read as a move of the game;
 * - `illegal-move`: a readable move that the rules do not allow here;
 * - `game-over`: a move or a withdrawal after the game has ended;
 * - `bad-seat`: a seat that is not in the game (or cannot do what was asked);
 * - `bad-record`: a game record that cannot be read or replayed.
 */
export type ErrorCode =
  | 'unknown-game'
  | 'bad-option'
  | 'bad-position'
  | 'bad-cell'
  | 'bad-move'
  | 'illegal-move'
  | 'game-over'
  | 'bad-seat'
  | 'bad-record';

/** Every error code, for documentation and for programs that check a code they were given. */
export const ERROR_CODES: readonly ErrorCode[] = [
  'unknown-game',
  'bad-option',
  'bad-position',
  'bad-cell',
  'bad-move',
  'illegal-move',
  'game-over',
  'bad-seat',
  'bad-record',
];

/**
 * The outcome of anything a user's input can make fail: a value, or a stable code and a
 * message that says what was wrong and where. Errors a user can cause are values, never
 * exceptions.
 */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: ErrorCode; readonly error: string };

/** A failed result, of any value type. */
export type Failure = Extract<Result<unknown>, { ok: false }>;

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err<T = never>(code: ErrorCode, error: string): Result<T> {
  return { ok: false, code, error };
}

/** A failure passed on with its code, the message optionally put in context (`--moves: …`). */
export function fail<T = never>(failure: Failure, prefix?: string): Result<T> {
  return {
    ok: false,
    code: failure.code,
    error: prefix ? `${prefix}${failure.error}` : failure.error,
  };
}

/** Thrown by `unwrap`: the failure's code travels with it. */
export class EngineError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'EngineError';
    this.code = code;
  }
}

/** Unwraps a result that the caller knows is good (tests, built-in data); throws otherwise. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new EngineError(result.code, result.error);
  return result.value;
}
