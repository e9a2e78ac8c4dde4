import type { Move, MoveEffect, PieceView, SeatStatus } from '../../core/types.js';
import {
  isCastle,
  isRescue,
  isWithdrawal,
  moveTo,
  rescuedCell,
  rescuedColour,
  rescuedKind,
  returnCell,
  withdrawnSeat,
} from './moves.js';
import { GENERAL, INFANTRY, KIND_LETTERS, colourOf, kindOf } from './pieces.js';
import type { TriangulationPosition } from './position.js';

/**
 * What a page shows of a Triangulation position (core/types.ts, "What pages show"): each seat's
 * standing, the Generals to mark in check, what a move caused and the captured piles
 * (docs/rules/triangulation.md §5.2-§5.8). None of this is on the search's path.
 */

/**
 * Every seat's standing. A neutral army is the two-player mode's (`neutral`) or a leaver's
 * (`left`) until its General is captured; from then on it, like an eliminated player, is `out`
 * by the seat that owns its pieces now (the captor, or whoever later captured the captor: the
 * position keeps owners, not the history of captures).
 */
export function seatStatuses(position: TriangulationPosition): SeatStatus[] {
  const over = position.outcome() !== undefined;
  const neutral = position.neutralSeat;
  const eliminated = position.eliminatedSeats();
  const checkmated = position.checkmatedSeats();
  return [0, 1, 2].map((seat): SeatStatus => {
    const toMove = !over && seat === position.turn;
    const owner = position.ownerOf(seat);
    if (seat === neutral && position.controller[seat] !== seat) {
      if (owner !== seat) return { state: 'out', toMove, by: owner };
      return { state: position.rules.neutral >= 0 ? 'neutral' : 'left', toMove };
    }
    if (eliminated.includes(seat)) return { state: 'out', toMove, by: owner };
    if (checkmated.includes(seat)) return { state: 'checkmated', toMove };
    const general = position.generalCell[seat];
    if (general >= 0 && position.isAttacked(general, seat)) return { state: 'check', toMove };
    return { state: 'playing', toMove };
  });
}

/**
 * The Generals to mark: every player's in check or checkmated, not only the mover's, since a
 * check stands until its player moves (§5.2) and a checkmated General waits to be taken (§5.3).
 */
export function generalsInCheck(position: TriangulationPosition): number[] {
  const cells: number[] = [];
  seatStatuses(position).forEach((status, seat) => {
    const general = position.generalCell[seat];
    if ((status.state === 'check' || status.state === 'checkmated') && general >= 0)
      cells.push(general);
  });
  return cells;
}

/**
 * What `move` causes, from the position before it, in the order a page tells it: the General it
 * captures (`out`, even the neutral army's, whose seat is `out` from then on), the armies that
 * pass with it to the mover (§5.4: the loser's own and any it had inherited, each with pieces
 * left on the board), the rescue (§5.6), then the check it gives (§5.2; two seats are the rules'
 * "Double Check"), unless the move ends the game. A withdrawal is only that.
 */
export function effectsOfMove(position: TriangulationPosition, move: Move): MoveEffect[] {
  if (isWithdrawal(move)) return [{ type: 'withdrawal', seat: withdrawnSeat(move) }];
  const mover = position.turn;
  const out: MoveEffect[] = [];
  const target = isCastle(move) ? 0 : position.board[moveTo(move)];
  if (target !== 0 && kindOf(target) === GENERAL) {
    const colour = colourOf(target);
    // The seat owning the General: its own colour's, or NEUTRAL for a neutral army.
    const loser = position.controller[colour];
    out.push({ type: 'out', seat: colour, by: mover });
    for (let c = 0; c < 3; c++) {
      if (position.controller[c] !== loser) continue;
      const left = position.pieceCount[c] - (c === colour ? 1 : 0);
      if (left > 0) out.push({ type: 'army', seat: c, owner: mover });
    }
  }
  if (isRescue(move)) out.push(rescueOf(mover, move));
  const checked = position.checksMade(move);
  if (checked.length > 0 && !endsGame(position, move))
    out.push({ type: 'check', by: mover, seats: checked });
  return out;
}

/**
 * Each seat's captured pile (§5.5), the pieces a rescue may return, drawn in their original
 * colours. An eliminated player's pile is discarded (§5.4), a leaver's too, so theirs are empty.
 */
export function capturedPiles(position: TriangulationPosition): PieceView[][] {
  return [0, 1, 2].map((seat) =>
    position
      .capturedPile(seat)
      .map((piece): PieceView => ({ owner: piece.colour, kind: piece.kind })),
  );
}

/**
 * The rescued piece, now the mover's, and the cells the rescue fills: where the rescued piece
 * stands (the corner, or for an Infantry its 3rd-row cell), then where the rescuing Infantry
 * returned to.
 */
function rescueOf(mover: number, move: Move): MoveEffect {
  const colour = rescuedColour(move);
  const kind = rescuedKind(move);
  const letter = KIND_LETTERS[kind];
  const piece: PieceView =
    colour === mover
      ? { owner: mover, kind: letter }
      : { owner: mover, kind: letter, original: colour };
  const stands = kind === INFANTRY ? rescuedCell(move) : moveTo(move);
  return { type: 'rescue', piece, cells: [stands, returnCell(move)] };
}

function endsGame(position: TriangulationPosition, move: Move): boolean {
  position.play(move);
  const over = position.outcome() !== undefined;
  position.undo();
  return over;
}
