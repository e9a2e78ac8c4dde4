import type { GameDefinition, MoveEffect, SeatStatus } from '@trigon/engine';

/**
 * The words a page shows for what the engine's contract says about seats and moves
 * (core/view.ts): a seat's standing beside its strip, and what a move caused after it in the
 * move list and the announcements. Any game, any number of seats.
 */

/** The words of a seat's standing, or '' while it simply plays. */
export function statusWords(game: GameDefinition, status: SeatStatus): string {
  switch (status.state) {
    case 'check':
      return 'in check';
    case 'checkmated':
      return 'checkmated, awaiting capture';
    case 'out':
      return status.by === undefined ? 'eliminated' : `eliminated by ${seatName(game, status.by)}`;
    case 'neutral':
      return 'neutral army';
    case 'left':
      return 'left the game; army neutral';
    default:
      return '';
  }
}

/** One sentence for what a move caused, with the seats named. */
export function effectWords(game: GameDefinition, effect: MoveEffect): string {
  switch (effect.type) {
    case 'check':
      // A check of two or more seats at once is a "Double Check", as the rules of three say it.
      return effect.seats.length > 1
        ? `${seatName(game, effect.by)}: Double Check`
        : `${seatName(game, effect.by)} checks ${seatName(game, effect.seats[0])}`;
    case 'out':
      return `${seatName(game, effect.seat)} is eliminated by ${seatName(game, effect.by)}`;
    case 'army':
      return `${seatName(game, effect.seat)}'s army now belongs to ${seatName(game, effect.owner)}`;
    case 'rescue': {
      const colour = effect.piece.original ?? effect.piece.owner;
      const kind =
        game.pieces.find((p) => p.letter === effect.piece.kind)?.name ?? effect.piece.kind;
      return `${seatName(game, effect.piece.owner)} rescues ${colour === effect.piece.owner ? 'its' : `${seatName(game, colour)}'s`} ${kind}`;
    }
    case 'withdrawal':
      return `${seatName(game, effect.seat)} leaves the game; its army stands neutral`;
  }
}

function seatName(game: GameDefinition, seat: number): string {
  return game.players[seat] ?? `seat ${seat + 1}`;
}

/**
 * The effects of a move that the move list writes out after it. A check is written only in
 * games of three or more seats, where the notation's '+' cannot say who is in check. An army
 * changing hands follows from the elimination written before it, and a rescue is in the
 * move's notation, so those two are left to the spoken announcement of the move.
 */
export function announcedWords(game: GameDefinition, effects: readonly MoveEffect[]): string[] {
  return effects
    .filter((e) =>
      e.type === 'check' ? game.players.length > 2 : e.type !== 'army' && e.type !== 'rescue',
    )
    .map((e) => effectWords(game, e));
}

/** The seat that leaves the game with a move, when the move is a withdrawal. */
export function withdrawingSeat(effects: readonly MoveEffect[]): number | undefined {
  for (const effect of effects) if (effect.type === 'withdrawal') return effect.seat;
  return undefined;
}
