import { describe, expect, it } from 'vitest';
import { moveRows, numberedMoves } from './rounds.js';

/** The rows as lists of the seats' move indices, '-' for a blank cell. */
const layout = (movers: number[], seats: number) =>
  moveRows(movers, seats).map((row) => [
    row.number,
    row.cells.map((i) => (i === undefined ? '-' : i)).join(' '),
  ]);

describe('the move list’s rows', () => {
  it('are rounds of two seats', () => {
    expect(layout([0, 1, 0, 1, 0], 2)).toEqual([
      [1, '0 1'],
      [2, '2 3'],
      [3, '4 -'],
    ]);
  });

  it('start with the first mover’s column when the game starts with a later seat', () => {
    expect(layout([1, 0, 1], 2)).toEqual([
      [1, '- 0'],
      [2, '1 2'],
    ]);
    expect(layout([2, 0, 1, 2], 3)).toEqual([
      [1, '- - 0'],
      [2, '1 2 3'],
    ]);
  });

  it('keep each seat’s column after a seat of three is out', () => {
    // Red (0) is out after the second round: Green and Blue play on in their own columns.
    expect(layout([0, 1, 2, 0, 1, 2, 1, 2, 1], 3)).toEqual([
      [1, '0 1 2'],
      [2, '3 4 5'],
      [3, '- 6 7'],
      [4, '- 8 -'],
    ]);
    // Green (1) is out: Red and Blue.
    expect(layout([0, 1, 2, 0, 2, 0, 2], 3)).toEqual([
      [1, '0 1 2'],
      [2, '3 - 4'],
      [3, '5 - 6'],
    ]);
    // Blue (2) is out in the middle of a round: the round ends with Green.
    expect(layout([0, 1, 2, 0, 1, 0, 1], 3)).toEqual([
      [1, '0 1 2'],
      [2, '3 4 -'],
      [3, '5 6 -'],
    ]);
  });

  it('put a player’s leaving under its seat, out of turn too', () => {
    // Green leaves on its turn (move 1), then Blue and Red play on.
    expect(layout([0, 1, 2, 0, 2], 3)).toEqual([
      [1, '0 1 2'],
      [2, '3 - 4'],
    ]);
    // Red leaves while Blue is to move: Red's leaving opens a round, Blue's move follows it.
    expect(layout([0, 1, 0, 2, 1, 2], 3)).toEqual([
      [1, '0 1 -'],
      [2, '2 - 3'],
      [3, '- 4 5'],
    ]);
  });

  it('start a round when a seat moves twice in a row', () => {
    expect(layout([1, 1, 1], 3)).toEqual([
      [1, '- 0 -'],
      [2, '- 1 -'],
      [3, '- 2 -'],
    ]);
  });

  it('are none before the first move', () => {
    expect(moveRows([], 3)).toEqual([]);
  });
});

describe('seats out of range', () => {
  // A mover out of range made a row with an extra column (or a cell at -1), and numbered moves
  // followed it; found with the library probe.
  it('are a RangeError saying which, for the movers, the number of seats and the first seat', () => {
    expect(() => moveRows([0, 7], 2)).toThrow(
      new RangeError('mover 7 is not a seat (seats are 0 to 1)'),
    );
    expect(() => moveRows([-1], 3)).toThrow(RangeError);
    expect(() => moveRows([], 0)).toThrow(
      new RangeError('0 is not a number of seats (a whole number from 1 up)'),
    );
    const moves = [{ text: 'f4-f5', seat: 0 }];
    expect(() => numberedMoves(moves, [0, 9], 2)).toThrow(
      new RangeError('mover 9 is not a seat (seats are 0 to 1)'),
    );
    expect(() => numberedMoves([{ text: 'f4-f5', seat: 2 }], [], 2)).toThrow(RangeError);
    expect(() => numberedMoves(moves, [], 2, 2)).toThrow(
      new RangeError('first seat 2 is not a seat (seats are 0 to 1)'),
    );
    expect(numberedMoves(moves, [], 2)).toEqual(['1.', 'f4-f5']);
  });
});

describe('numbered moves', () => {
  const moves = (seats: number[]) => seats.map((seat, i) => ({ text: `m${i}`, seat }));

  it('open round 1 with the first seat that plays, or mark a later first mover with 1...', () => {
    expect(numberedMoves(moves([0, 1, 0]), [], 2).join(' ')).toBe('1. m0 m1 2. m2');
    expect(numberedMoves(moves([1, 0, 1]), [], 2).join(' ')).toBe('1... m0 2. m1 m2');
    // Triangulation for two with Red (0) neutral: Green (1) opens every round.
    expect(numberedMoves(moves([1, 2, 1]), [], 3, 1).join(' ')).toBe('1. m0 m1 2. m2');
    expect(numberedMoves(moves([2, 1, 2]), [], 3, 1).join(' ')).toBe('1... m0 2. m1 m2');
  });
});
