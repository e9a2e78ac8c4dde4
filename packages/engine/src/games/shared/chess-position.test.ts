import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameDefinition, GameOptions, Position } from '../../core/types.js';
import type { ChessPosition } from './chess-position.js';
import { triChess, triangularChess } from '../triangular-chess/index.js';
import { trigonal } from '../trigonal/index.js';

const variants: [GameDefinition, GameOptions][] = [
  [trigonal, {}],
  [trigonal, { bishop: '120', king: '12', knight: '9', 'double-step-skip': 'any' }],
  [triangularChess, {}],
  [triangularChess, { 'black-setup': 'rotation', leapers: 'path' }],
  [triChess, {}],
  [triChess, { 'black-setup': 'rotation', leapers: 'path' }],
];

/**
 * The captures generateCaptures gives, and the legal moves isCapture accepts, each in the order
 * written: the search tries captures of equal value in that order, so the same order keeps its
 * results the same whichever way the captures were found.
 */
function both(position: Position): [number[], number[]] {
  const out = new Int32Array(position.maxMoves);
  const n = position.generateCaptures!(out, 3);
  const fast = Array.from(out.subarray(3, 3 + n));
  const slow = position.legalMoves().filter((m) => position.isCapture(m));
  return [fast, slow];
}

describe('ChessPosition.generateCaptures, hasLegalMove and inCheck', () => {
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
            expect(position.hasLegalMove!()).toBe(moves.length > 0);
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

/** The occupancy bits and tracked term sums a position should have, from its board. */
function expected(
  position: ChessPosition,
  types: number,
  table: Int32Array,
): { occupancy: number[]; pieces: number[]; sums: number[] } {
  const words = position.occupancyWords;
  const occupancy = new Array<number>(2 * words).fill(0);
  const pieces = new Array<number>((2 * types + 1) * words).fill(0);
  const sums = [0, 0];
  position.board.forEach((piece, cell) => {
    if (piece === 0) return;
    const bit = 1 << (cell & 31);
    occupancy[(piece > 0 ? 0 : words) + (cell >> 5)] |= bit;
    pieces[(piece + types) * words + (cell >> 5)] |= bit;
    const at = ((piece + types) * position.board.length + cell) * 2;
    sums[0] += table[at];
    sums[1] += table[at + 1];
  });
  return { occupancy, pieces, sums };
}

describe('ChessPosition occupancy bits and tracked terms', () => {
  for (const [game, options] of variants) {
    it(`follow the board through play and undo (${game.id} ${JSON.stringify(options)})`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
          fc.nat({ max: 40 }),
          fc.integer(),
          (choices, trackAt, seed) => {
            const position = game.create(options) as ChessPosition;
            const types = (position.counts.length - 1) / 2;
            // Two arbitrary terms per piece and cell.
            const table = new Int32Array((2 * types + 1) * position.board.length * 2);
            for (let i = 0; i < table.length; i++)
              table[i] = (Math.imul(i + 1, seed | 1) >> 20) | 0;
            const check = (): void => {
              const want = expected(position, types, table);
              expect(Array.from(position.occupancy)).toEqual(want.occupancy);
              expect(Array.from(position.pieceOccupancy)).toEqual(want.pieces);
              if (position.tracksTerms(table))
                expect(Array.from(position.termSums)).toEqual(want.sums);
            };
            let played = 0;
            for (const choice of choices) {
              // Tracking starts mid-game, so that undo also goes back past where it began.
              if (played === trackAt) position.trackTerms(table, 2);
              const moves = position.legalMoves();
              if (moves.length === 0) break;
              position.play(moves[choice % moves.length]);
              played++;
              check();
            }
            if (!position.tracksTerms(table)) position.trackTerms(table, 2);
            while (position.undo()) check();
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});

describe('ChessPosition.playNull', () => {
  for (const [game, options] of variants) {
    it(`passes the turn as the same board with the other side to move would, and undo takes it back (${game.id} ${JSON.stringify(options)})`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
          fc.array(fc.nat(), { maxLength: 6 }),
          (choices, after) => {
            const position = game.create(options) as ChessPosition;
            for (const choice of choices) {
              const moves = position.legalMoves();
              if (moves.length === 0) return;
              position.play(moves[choice % moves.length]);
              if (position.inCheck()) continue;
              const before = position.toText();
              const hash = position.hash();
              const plies = position.history().length;
              const turn = position.turn;
              position.playNull!();
              // The board as it stood, the other side to move, no en passant, the clock at 0.
              const fresh = game.parse(position.toText(), options);
              if (!fresh.ok) throw new Error(fresh.error);
              expect(position.turn).toBe(1 - turn);
              expect(fresh.value.turn).toBe(1 - turn);
              expect(position.hash()).toBe(fresh.value.hash());
              expect(position.hash()).not.toBe(hash);
              expect(position.inCheck()).toBe(false);
              expect(fresh.value.inCheck()).toBe(false);
              // Play on from both: the same moves, captures and check status all along.
              let depth = 0;
              for (const pick of after) {
                const here = position.legalMoves();
                expect(here).toEqual(fresh.value.legalMoves());
                expect(position.inCheck()).toBe(fresh.value.inCheck());
                expect(both(position)).toEqual(both(fresh.value));
                if (here.length === 0) break;
                position.play(here[pick % here.length]);
                fresh.value.play(here[pick % here.length]);
                expect(position.hash()).toBe(fresh.value.hash());
                depth++;
              }
              for (let i = 0; i < depth; i++) position.undo();
              expect(position.undo()).toBe(true);
              expect(position.toText()).toBe(before);
              expect(position.hash()).toBe(hash);
              expect(position.history().length).toBe(plies);
            }
          },
        ),
        { numRuns: 25 },
      );
    });
  }

  for (const [game, options] of variants) {
    it(`takes an open en passant capture out of the hash (${game.id} ${JSON.stringify(options)})`, () => {
      // Random games until one reaches a position where en passant can be taken.
      let seed = 1;
      const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 1);
      for (let games = 0; games < 400; games++) {
        const position = game.create(options) as ChessPosition;
        for (let ply = 0; ply < 80; ply++) {
          const moves = position.legalMoves();
          if (moves.length === 0) break;
          position.play(moves[next() % moves.length]);
          if (!position.enPassantOpen || position.inCheck()) continue;
          const hash = position.hash();
          position.playNull!();
          const fresh = game.parse(position.toText(), options);
          if (!fresh.ok) throw new Error(fresh.error);
          expect(position.enPassantOpen).toBe(false);
          expect(position.hash()).toBe(fresh.value.hash());
          position.undo();
          expect(position.enPassantOpen).toBe(true);
          expect(position.hash()).toBe(hash);
          return;
        }
      }
      throw new Error('no random game reached an open en passant capture');
    });
  }
});
