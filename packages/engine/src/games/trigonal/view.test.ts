import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { checkCells, heldPieces, moveEffects, moveWarnings, seatStatus } from '../../core/view.js';
import { board } from './board.js';
import { trigonal, type TrigonalPosition } from './index.js';

// What pages show of Trigonal Chess: the defaults of core/view.ts, for a game with a royal King
// whose checkmate ends the game.

/** Position text from pieces written as letter + cell ('Kh2 kh14', upper case White). */
function place(pieces: string, rest = 'w - - 0 1'): TrigonalPosition {
  const at = new Map(pieces.split(/\s+/).map((w) => [w.slice(1), w[0]]));
  const rows = [...'abcdefghi'].map((file, r) => {
    let row = '';
    let empty = 0;
    for (let p = 1; p <= 2 * r + 1; p++) {
      const letter = at.get(file + p);
      if (letter === undefined) {
        empty++;
        continue;
      }
      row += (empty > 0 ? String(empty) : '') + letter;
      empty = 0;
    }
    return row + (empty > 0 ? String(empty) : '');
  });
  return unwrap(trigonal.parse(`${rows.join('/')} ${rest}`));
}
const move = (p: TrigonalPosition, text: string) => unwrap(p.parseMove(text));

describe('Trigonal Chess page view', () => {
  it('marks the King as royal', () => {
    expect(trigonal.pieces.filter((p) => p.royal).map((p) => p.letter)).toEqual(['K']);
  });

  it('shows nothing at the start but who is to move', () => {
    const p = trigonal.create();
    expect(seatStatus(p)).toEqual([
      { state: 'playing', toMove: true },
      { state: 'playing', toMove: false },
    ]);
    expect(checkCells(p)).toEqual([]);
    expect(heldPieces(p)).toBeUndefined();
  });

  it('tells a check by the move that gives it, and marks the King in check', () => {
    const p = place('Kc4 Qd4 ka1');
    const check = move(p, 'Qd4-b1');
    expect(p.moveToText(check)).toBe('Qd4-b1+');
    expect(moveEffects(p, check)).toEqual([{ type: 'check', by: 0, seats: [1] }]);
    expect(moveWarnings(p, check)).toEqual([]);
    expect(p.toText()).toBe(place('Kc4 Qd4 ka1').toText());
    p.play(check);
    expect(seatStatus(p)).toEqual([
      { state: 'playing', toMove: false },
      { state: 'check', toMove: true },
    ]);
    expect(checkCells(p)).toEqual([board.cell('a1')]);
  });

  it('leaves the mate to the outcome: no effect, no one to move, the mated King still marked', () => {
    const p = place('Kc4 Qd4 ka1');
    const mate = move(p, 'Qd4-b2');
    expect(moveEffects(p, mate)).toEqual([]);
    p.play(mate);
    expect(p.outcome()).toEqual({ winners: [0], reason: 'checkmate' });
    expect(seatStatus(p)).toEqual([
      { state: 'playing', toMove: false },
      { state: 'check', toMove: false },
    ]);
    expect(checkCells(p)).toEqual([board.cell('a1')]);
  });

  it('marks nothing at a stalemate', () => {
    const p = place('Kc4 Qi7 ka1', 'b - - 0 1');
    expect(p.outcome()).toEqual({ winners: [], reason: 'stalemate' });
    expect(seatStatus(p).map((s) => s.state)).toEqual(['playing', 'playing']);
    expect(checkCells(p)).toEqual([]);
  });
});
