import type { GameDefinition, Registry, Result } from '@trigon/engine';
import { fail, ok, readRecord as readText, writeRecord as writeText } from '@trigon/engine';
import { GameSession, declaredEnding } from './session.js';

/**
 * A session's game record, both ways, in the engine's one record format (its `writeRecord` and
 * `readRecord`, which the server's `/record` and the command line use too).
 */
export interface RecordInfo {
  /** Player names by seat. */
  readonly players?: readonly string[];
  readonly date?: Date;
}

export function writeRecord(session: GameSession, info: RecordInfo = {}): string {
  const ending = session.ending();
  return writeText({
    game: session.game,
    options: session.options,
    start: session.standardStart ? undefined : session.startText,
    moves: session.coordinates(),
    players: info.players,
    result: ending,
    date: info.date,
  });
}

export interface ParsedRecord {
  readonly session: GameSession;
  readonly tags: ReadonlyMap<string, string>;
  /** Player names by seat, from the seat tags ('?' when unknown). */
  readonly players: readonly string[];
}

/**
 * Reads a record into a session: its options, start, moves and, when the players ended the
 * game (resignation, agreement, time, abandonment), that ending. Errors name the tag or the
 * move, by the number the record shows.
 */
export function readRecord(
  text: string,
  registry: Registry,
  fallback?: GameDefinition,
): Result<ParsedRecord> {
  const read = readText(text, registry, fallback);
  if (!read.ok) return fail(read);
  const { game, options, start, moves, tags, players, result } = read.value;
  let session: GameSession;
  if (start !== undefined) {
    const set = GameSession.fromText(game, start, options);
    if (!set.ok) return fail(set, 'tag Position: ');
    session = set.value;
  } else {
    session = GameSession.start(game, options);
  }
  for (const move of moves) {
    const played = session.playText(move);
    if (!played.ok) return fail(played);
  }
  if (result && read.value.declared) session.declare(declaredEnding(result));
  return ok({ session, tags, players });
}
