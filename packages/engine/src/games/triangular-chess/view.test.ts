import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { checkCells, heldPieces, moveEffects, seatStatus } from '../../core/view.js';
import { board } from './board.js';
import { triangularChess, triChess, type DekleGame, type DeklePosition } from './index.js';
import { boardText } from './text.js';

// What pages show of Triangular Chess and Tri-Chess: the defaults of core/view.ts, for games
// with a royal King whose checkmate ends the game.

/** A position from pieces written as letter + cell ('Ka37 kh73', upper case White). */
const position = (game: DekleGame, pieces: string, rest = 'w - - 0 1'): DeklePosition =>
  unwrap(game.parse(`${unwrap(boardText(pieces))} ${rest}`));
const move = (p: DeklePosition, text: string) => unwrap(p.parseMove(text));

describe('Triangular Chess and Tri-Chess page view', () => {
  it('mark the King as royal', () => {
    for (const game of [triangularChess, triChess])
      expect(game.pieces.filter((p) => p.royal).map((p) => p.letter)).toEqual(['K']);
  });

  it('show nothing at the start but who is to move', () => {
    for (const game of [triangularChess, triChess]) {
      const p = game.create();
      expect(seatStatus(p)).toEqual([
        { state: 'playing', toMove: true },
        { state: 'playing', toMove: false },
      ]);
      expect(checkCells(p)).toEqual([]);
      expect(heldPieces(p)).toBeUndefined();
    }
  });

  it('Triangular Chess: a Black knight’s check of the White King', () => {
    const p = position(triangularChess, 'Ka37 Ra14 Ra58 kh73 na26', 'b KQ - 0 1');
    const check = move(p, 'a26-c45');
    expect(p.moveToText(check)).toBe('Nc45+');
    expect(moveEffects(p, check)).toEqual([{ type: 'check', by: 1, seats: [0] }]);
    p.play(check);
    expect(seatStatus(p)).toEqual([
      { state: 'check', toMove: true },
      { state: 'playing', toMove: false },
    ]);
    expect(checkCells(p)).toEqual([board.cell('a37')]);
  });

  it('Triangular Chess: a checkmated King stays marked, and no one is to move', () => {
    const p = position(triangularChess, 'ka14 Ka25 Ra15', 'b - - 0 1');
    expect(p.outcome()).toEqual({ winners: [0], reason: 'checkmate' });
    expect(seatStatus(p)).toEqual([
      { state: 'playing', toMove: false },
      { state: 'check', toMove: false },
    ]);
    expect(checkCells(p)).toEqual([board.cell('a14')]);
  });

  it('Tri-Chess: a check is an effect, a mate is left to the outcome', () => {
    const p = position(triChess, 'kh41 Ka14 Qa15');
    const check = move(p, 'Qg42');
    expect(moveEffects(p, check)).toEqual([{ type: 'check', by: 0, seats: [1] }]);
    const mate = move(p, 'Qf42');
    expect(p.moveToText(mate)).toBe('Qf42#');
    expect(moveEffects(p, mate)).toEqual([]);
    p.play(mate);
    expect(seatStatus(p).map((s) => s.state)).toEqual(['playing', 'check']);
    expect(checkCells(p)).toEqual([board.cell('h41')]);
  });

  it('mark nothing at a stalemate', () => {
    const p = position(triangularChess, 'kh41 Ka14 Qg42', 'b - - 0 1');
    expect(p.outcome()).toEqual({ winners: [], reason: 'stalemate' });
    expect(seatStatus(p).map((s) => s.state)).toEqual(['playing', 'playing']);
    expect(checkCells(p)).toEqual([]);
  });
});
