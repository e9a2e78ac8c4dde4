import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { board } from './board.js';
import { triChess, triangularChess, type DekleGame, type DeklePosition } from './index.js';
import { boardText } from './text.js';

const GAMES: DekleGame[] = [triangularChess, triChess];
const OPTIONS: GameOptions[] = [
  {},
  { leapers: 'path' },
  { 'black-setup': 'rotation' },
  { 'black-setup': 'rotation', leapers: 'path' },
];

/** Pieces a sparse position may hold besides the kings (upper case White). */
const LETTERS = 'QRBNUPqrbnup';

/** Check as the plain attack test sees it: the side to move's king attacked by the other side. */
const attackedKing = (p: DeklePosition): boolean => p.attacked(p.king[p.turn], p.turn ^ 1);

describe('DeklePosition.inCheck from the last move', () => {
  it('agrees with the attack test after every legal move of every position of a playout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES),
        fc.constantFrom(...OPTIONS),
        fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
        (game, options, picks) => {
          let p = game.create(options);
          for (const [ply, pick] of picks.entries()) {
            const moves = p.legalMoves();
            if (moves.length === 0) break;
            // Every move from here: castling, en passant, promotions and discovered checks
            // all come up. inCheck is asked first, before anything else scans the king.
            const checking: number[] = [];
            const captures: number[] = [];
            for (const move of moves) {
              if (p.isCapture(move)) captures.push(move);
              p.play(move);
              const check = p.inCheck();
              expect(check).toBe(attackedKing(p));
              if (check) checking.push(move);
              p.undo();
              expect(p.inCheck()).toBe(attackedKing(p));
            }
            // A position read from its text has no last move to read check from.
            if (ply === 40) {
              p = unwrap(game.parse(p.toText(), options));
              expect(p.inCheck()).toBe(attackedKing(p));
            }
            // Give check now and then, so that play reaches positions in check; take pieces
            // now and then, so that it reaches endgames with promotions.
            const pool =
              pick % 3 === 0 && checking.length > 0
                ? checking
                : pick % 3 === 1 && captures.length > 0
                  ? captures
                  : moves;
            p.play(pool[pick % pool.length]);
          }
          // A copy carries the history its check test reads.
          const copy = p.clone();
          expect(copy.inCheck()).toBe(attackedKing(copy));
          while (copy.undo()) expect(copy.inCheck()).toBe(attackedKing(copy));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('agrees with the attack test, captures alone with all moves, and hasLegalMove with them, in sparse positions: open lines, discovered checks, pawns about to promote', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES),
        fc.constantFrom(...OPTIONS),
        fc.uniqueArray(fc.integer({ min: 0, max: board.size - 1 }), {
          minLength: 4,
          maxLength: 12,
        }),
        fc.array(fc.integer({ min: 0, max: LETTERS.length - 1 }), {
          minLength: 10,
          maxLength: 10,
        }),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        (game, options, cells, letters, white, picks) => {
          const pieces = cells.map((cell, i) => {
            const letter = i === 0 ? 'K' : i === 1 ? 'k' : LETTERS[letters[i - 2]];
            return `${letter}${board.name(cell)}`;
          });
          const text = boardText(pieces.join(' '));
          fc.pre(text.ok);
          const parsed = game.parse(
            `${text.ok ? text.value : ''} ${white ? 'w' : 'b'} - - 0 1`,
            options,
          );
          // Pawns on their promotion rows and a side not to move in check are refused.
          fc.pre(parsed.ok);
          const p = unwrap(parsed);
          expect(p.inCheck()).toBe(attackedKing(p));
          const out = new Int32Array(p.maxMoves);
          for (const pick of picks) {
            const moves = p.legalMoves();
            // The captures and promotions alone, as the whole generation writes them.
            const n = p.generateCaptures(out, 0);
            expect(Array.from(out.subarray(0, n))).toEqual(moves.filter((m) => p.isCapture(m)));
            // Pins and checks abound here: the answer without the king scan must hold.
            expect(p.hasLegalMove()).toBe(moves.length > 0);
            if (moves.length === 0) break;
            for (const move of moves) {
              p.play(move);
              expect(p.inCheck()).toBe(attackedKing(p));
              p.undo();
            }
            p.play(moves[pick % moves.length]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('has no legal move in a stalemate whose only piece with a move is pinned', () => {
    // Found by a random search: the knight on d78 (Triangular Chess) and the pawn on b14
    // (Tri-Chess) stand pinned to their king; each could move were it not pinned, and the king
    // cannot move at all.
    const cases: [DekleGame, string, string][] = [
      [triangularChess, '9/11/1q11/8k4b1/13N1/12K/11/q8 w - - 0 1', 'd78'],
      [triChess, '9/11/1u11/15/r14/5r6k/1P9/K8 w - - 0 1', 'b14'],
    ];
    for (const [game, text, pinned] of cases) {
      const p = unwrap(game.parse(text));
      expect(p.inCheck()).toBe(false);
      expect(p.pseudoLegalMoves().some((m) => p.moveToCoord(m).startsWith(`${pinned}-`))).toBe(
        true,
      );
      expect(p.legalMoves()).toEqual([]);
      expect(p.hasLegalMove()).toBe(false);
    }
  });

  it("sees the check an en passant capture discovers through the taken pawn's cell", () => {
    const cases: [DekleGame, string][] = [
      [triangularChess, '9/11/4k8/1Pp12/B14/13/2K8/9 w - f31 0 2'],
      [triChess, '9/11/13/QPp3k8/15/13/11/1K7 w - f31 0 2'],
    ];
    for (const [game, text] of cases) {
      const p = unwrap(game.parse(text));
      p.play(unwrap(p.parseMove('e21-f31')));
      expect(attackedKing(p)).toBe(true);
      expect(p.inCheck()).toBe(true);
    }
  });
});
