import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameDefinition, GameOptions, Position } from '../../core/types.js';
import { triChess, triangularChess } from '../triangular-chess/index.js';
import { trigonal } from '../trigonal/index.js';

const variants: [GameDefinition, GameOptions][] = [
  [trigonal, {}],
  [trigonal, { bishop: '120', king: '12', knight: '9', 'double-step-skip': 'any' }],
  [triangularChess, {}],
  [triChess, {}],
];

/** The captures generateCaptures gives, and the legal moves isCapture accepts, as sorted lists. */
function both(position: Position): [number[], number[]] {
  const out = new Int32Array(position.maxMoves);
  const n = position.generateCaptures!(out, 3);
  const fast = Array.from(out.subarray(3, 3 + n)).sort((a, b) => a - b);
  const slow = position
    .legalMoves()
    .filter((m) => position.isCapture(m))
    .sort((a, b) => a - b);
  return [fast, slow];
}

describe('ChessPosition.generateCaptures and inCheck', () => {
  for (const [game, options] of variants) {
    it(`gives exactly the legal captures and promotions, and the check status (${game.id} ${JSON.stringify(options)})`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 160 }), (choices) => {
          const position = game.create(options);
          for (const choice of choices) {
            const [fast, slow] = both(position);
            expect(fast).toEqual(slow);
            // The check status a position keeps from its last king scan matches a fresh one.
            const fresh = game.parse(position.toText(), options);
            if (!fresh.ok) throw new Error(fresh.error);
            expect(position.inCheck()).toBe(fresh.value.inCheck());
            const moves = position.legalMoves();
            if (moves.length === 0) break;
            // Prefer captures now and then, so that play reaches open, tactical positions.
            const pool = choice % 3 === 0 && slow.length > 0 ? slow : moves;
            position.play(pool[choice % pool.length]);
          }
        }),
        { numRuns: 60 },
      );
    });
  }

  it('drops a capture by a pinned piece', () => {
    // The knight on i3 shields its king on i1 from the rook on i9; taking on h4 would expose it.
    const parsed = trigonal.parse('k/3/5/7/9/11/13/3p11/K1N5r8 w - - 0 1');
    if (!parsed.ok) throw new Error(parsed.error);
    const position = parsed.value;
    const pseudo = position.pseudoLegalMoves().map((m) => position.moveToCoord(m));
    expect(pseudo).toContain('i3-h4');
    const [fast, slow] = both(position);
    expect(fast).toEqual([]);
    expect(slow).toEqual([]);
  });
});
