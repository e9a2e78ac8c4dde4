import { checkSeat, checkSeatCount } from './seats.js';

/**
 * How moves fall into the rows of a move list: one row per round, one column per seat, each
 * move under the seat that made it. Seats move in turn order, so a round is over when a seat
 * moves whose column is filled already or that sits before the last mover (the order wrapped).
 * A seat knocked out or gone leaves its column blank, and the others stay under their names.
 */

/** A round of the list: its number and, per seat, the index of that seat's move or undefined. */
export interface MoveRow {
  readonly number: number;
  readonly cells: readonly (number | undefined)[];
}

/**
 * The rows for moves made by `movers` (one seat per move, in the order played) in a game of
 * `seats` seats. The first row is round 1, whichever seat made the first move. A mover that is
 * not one of the seats is a RangeError.
 */
export function moveRows(movers: readonly number[], seats: number): MoveRow[] {
  checkSeatCount(seats);
  movers.forEach((seat) => checkSeat(seat, seats, 'mover'));
  const rows: { number: number; cells: (number | undefined)[] }[] = [];
  let last = -1;
  movers.forEach((seat, index) => {
    const row = rows[rows.length - 1];
    // Seats within a row rise, so a seat at or before the last mover has had its turn here.
    if (!row || seat <= last) {
      rows.push({
        number: rows.length + 1,
        cells: Array<number | undefined>(seats).fill(undefined),
      });
    }
    rows[rows.length - 1].cells[seat] = index;
    last = seat;
  });
  return rows;
}

/**
 * Moves with round numbers, as a record or an engine line writes them (one token each): 'N.' before the
 * move that opens round N, 'N...' before a first move that continues a round (a line from the
 * middle of the game, or a game whose first mover is not the first seat). `movers` are the
 * seats of the moves played before `moves`, which follow them. `first` is the seat that opens
 * a game's rounds: the first of its playing seats (Green when Triangulation's Red is neutral).
 * A seat that is not one of the `seats` (a mover, `first`) is a RangeError.
 */
export function numberedMoves(
  moves: readonly { readonly text: string; readonly seat: number }[],
  movers: readonly number[],
  seats: number,
  first = 0,
): string[] {
  checkSeat(first, checkSeatCount(seats), 'first seat');
  const all = [...movers, ...moves.map((m) => m.seat)];
  const opens: boolean[] = [];
  const round: number[] = [];
  for (const row of moveRows(all, seats)) {
    const indices = row.cells.filter((i): i is number => i !== undefined);
    for (const index of indices) {
      round[index] = row.number;
      opens[index] = index === indices[0] && !(index === 0 && all[0] !== first);
    }
  }
  const out: string[] = [];
  moves.forEach((move, i) => {
    const index = movers.length + i;
    if (opens[index]) out.push(`${round[index]}.`);
    else if (i === 0) out.push(`${round[index]}...`);
    out.push(move.text);
  });
  return out;
}
