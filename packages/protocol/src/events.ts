/**
 * Everything that happens to a game after its creation, numbered from 1 without gaps: the
 * game is its creation plus its events in order. The server stores them and sends them.
 */

/** How a player leaves a game before its end. */
export type LeaveKind = 'resign' | 'flag' | 'abandon';

/**
 * Why a game was called off with nobody winning or losing: a seat made no first move in time
 * (the server's rule), a player aborted it before every player had moved, or a player cancelled
 * it while it still waited for its players.
 */
export type AbortReason = 'no-first-move' | 'abort' | 'cancel';

export type GameEvent =
  /** A seat is taken by the holder of a token; clients receive the hash blank (''). */
  | {
      readonly kind: 'claim';
      readonly seat: number;
      readonly tokenHash: string;
      /** The account of a signed-in player who took it (the server's; clients never see it). */
      readonly userId?: string;
    }
  | { readonly kind: 'join'; readonly seat: number; readonly name: string | null }
  | { readonly kind: 'start' }
  /** A move in coordinate form. */
  | { readonly kind: 'move'; readonly seat: number; readonly move: string }
  | { readonly kind: 'draw-offer'; readonly seat: number }
  | { readonly kind: 'draw-accept'; readonly seat: number }
  | { readonly kind: 'draw-decline'; readonly seat: number }
  /**
   * `seat` asks to take back its last move and every move since: the last `plies` moves
   * (replay.ts, `takebackPlies`). Every other player still in the game must accept; the last
   * acceptance takes the moves back.
   */
  | { readonly kind: 'takeback-offer'; readonly seat: number; readonly plies: number }
  | { readonly kind: 'takeback-accept'; readonly seat: number }
  /** The request ends: another player declined it, or its asker cancelled it. */
  | { readonly kind: 'takeback-decline'; readonly seat: number }
  | { readonly kind: 'draw-claim'; readonly seat: number; readonly reason: string }
  | { readonly kind: 'resign'; readonly seat: number }
  /**
   * `seat` ran out of time. `drawn`: its one opponent could never have won by any sequence of
   * legal moves (`couldWin`, FIDE 6.9), so the game is drawn; absent, `seat` lost.
   */
  | { readonly kind: 'flag'; readonly seat: number; readonly drawn?: true }
  | { readonly kind: 'abandon'; readonly seat: number }
  /**
   * The game is called off before it really began, nobody winning or losing: `seat` made no
   * first move within the server's limit (`reason` absent, as in every abort stored before
   * players could abort), or its player aborted the game before every player had moved
   * (`abort`), or cancelled it while it waited for its players (`cancel`).
   */
  | { readonly kind: 'abort'; readonly seat: number; readonly reason?: AbortReason }
  /**
   * A player leaves while the game's rules let the others play on (`Position.withdrawal`): it
   * resigned, lost on time or abandoned; replayed as the engine's withdrawal move.
   */
  | { readonly kind: 'withdraw'; readonly seat: number; readonly reason: LeaveKind }
  | { readonly kind: 'rematch-offer'; readonly seat: number }
  /** A player who had not asked for the rematch says no: every request lapses. */
  | { readonly kind: 'rematch-decline'; readonly seat: number }
  /** A player who had asked for the rematch takes its request back; the others' stand. */
  | { readonly kind: 'rematch-cancel'; readonly seat: number }
  | { readonly kind: 'rematch'; readonly game: string };

/**
 * The events that may follow a game's end, about playing it again: they change nothing of the
 * game itself (its result, its rating, its record).
 */
export const REMATCH_EVENTS: ReadonlySet<GameEvent['kind']> = new Set([
  'rematch-offer',
  'rematch-decline',
  'rematch-cancel',
  'rematch',
]);

/** An event with its number in the game and when (server time, ms) it happened. */
export interface StoredEvent {
  readonly seq: number;
  readonly at: number;
  readonly event: GameEvent;
}
