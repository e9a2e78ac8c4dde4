import { describe, expect, it } from 'vitest';
import { games, unwrap, type PieceView, type Position } from '@trigon/engine';
import { arrivals } from './arrivals.js';

const trigonal = unwrap(games.get('trigonal'));
const cell = (name: string) => trigonal.topology.cell(name);

function contents(position: Position): PieceView[][] {
  return Array.from({ length: trigonal.topology.size }, (_, c) => [...position.contents(c)]);
}

function step(text: string, move: string) {
  const position = unwrap(trigonal.parse(text));
  const before = contents(position);
  const m = unwrap(position.parseMove(move));
  const info = position.moveInfo(m);
  position.play(m);
  return { before, after: contents(position), hint: { from: info.from, to: info.to } };
}

describe('move animation', () => {
  it('slides the moved piece from its origin', () => {
    const { before, after, hint } = step(trigonal.create().toText(), 'f1-e2');
    expect([...arrivals(before, after, hint)]).toEqual([[cell('e2'), cell('f1')]]);
  });

  it('slides it home when the move is stepped back', () => {
    const { before, after, hint } = step(trigonal.create().toText(), 'f1-e2');
    expect([...arrivals(after, before, { from: hint.to, to: hint.from })]).toEqual([
      [cell('f1'), cell('e2')],
    ]);
  });

  it('slides both king and rook when castling', () => {
    // trigonal-chess.md §7.5 D: White Kh2 Ri1 Rf2, Black Kh14; O-O puts the king on i2 and the rook on h1.
    const { before, after, hint } = step('1/3/5/7/9/1R9/13/1K11k1/R16 w KQ - 0 1', 'O-O');
    const moved = arrivals(before, after, hint);
    expect(moved.get(cell('i2'))).toBe(cell('h2'));
    expect(moved.get(cell('h1'))).toBe(cell('i1'));
    expect(moved.size).toBe(2);
  });

  it('slides a promoted piece from the pawn’s cell', () => {
    // trigonal-chess.md §7.4 C2: White Kh2 Pf10, Black Ki17: f10-f11 promotes.
    const { before, after, hint } = step('1/3/5/7/9/9P1/13/1K13/16k w - - 0 1', 'f10-f11=Q');
    expect([...arrivals(before, after, hint)]).toEqual([[cell('f11'), cell('f10')]]);
  });
});
