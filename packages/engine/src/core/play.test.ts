import { describe, expect, it } from 'vitest';
import { playMoves } from './play.js';
import { err, ok, type Result } from './result.js';
import type { Position } from './types.js';

/** A toy game: take 1 or 2 stones from a pile. */
class Pile {
  readonly played: number[] = [];
  constructor(public stones: number) {}
  play(move: number): void {
    this.stones -= move;
    this.played.push(move);
  }
  undo(): boolean {
    const move = this.played.pop();
    if (move === undefined) return false;
    this.stones += move;
    return true;
  }
  parseMove(text: string): Result<number> {
    const m = /^take([12])$/.exec(text);
    if (!m) return err('bad-move', `cannot read '${text}'`);
    if (Number(m[1]) > this.stones) return err('illegal-move', `only ${this.stones} left`);
    return ok(Number(m[1]));
  }
}
const pile = (stones: number): Position & Pile => new Pile(stones) as unknown as Position & Pile;

describe('playMoves', () => {
  it('plays a space-separated list as history', () => {
    const p = pile(6);
    expect(playMoves(p, '  take2 take1\ttake2 ')).toEqual({ ok: true, value: [2, 1, 2] });
    expect(p.stones).toBe(1);
    expect(playMoves(p, '')).toEqual({ ok: true, value: [] });
  });

  it('on an error names the move and its place, and takes back what it played', () => {
    const p = pile(4);
    expect(playMoves(p, 'take2 take1 take2')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: "move 3 'take2': only 1 left",
    });
    expect(p.stones).toBe(4);
    expect(p.played).toEqual([]);
    expect(playMoves(p, 'grab')).toEqual({
      ok: false,
      code: 'bad-move',
      error: "move 1 'grab': cannot read 'grab'",
    });
  });
});
