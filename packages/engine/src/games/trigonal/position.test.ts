import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { GameOptions, Move } from '../../core/types.js';
import { CASTLE_SHORT, EN_PASSANT } from '../shared/moves.js';
import { formatBoard } from '../shared/position-text.js';
import { BISHOP, BLACK, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../shared/pieces.js';
import { board } from './board.js';
import { START, trigonal, type TrigonalPosition } from './index.js';
import { CASTLES, rulesFor } from './rules.js';
import { LAYOUT } from './text.js';

/** Start points with castling rights, an en passant chance and pawns near promotion. */
const STARTS = [
  START,
  '1/3/2p2/2N2q1/4Q1P2/1RP4p1rn/1B1P5p1b1/BKP8p1kb/R2P9p2r w KQkq - 0 12',
  '1/R2/5/2p1P2/3p4k/2P8/5p4P2/12n2/4K12 w - - 0 40',
  '1/3/1pN2/6r/3p5/4P3b2/5p7/1K11k1/R16 b K f4 0 20',
];
const OPTIONS: GameOptions[] = [
  {},
  { bishop: '120', king: '12' },
  { knight: '9', 'double-step': 'unmoved' },
  { 'double-step-skip': 'any' },
];

/** Check as the plain attack test sees it: the side to move's king attacked by the other side. */
const attackedKing = (p: TrigonalPosition): boolean => p.attacked(p.king[p.turn], p.turn ^ 1);

describe('TrigonalPosition.inCheck from the last move', () => {
  it('agrees with the attack test after every legal move of every position of a playout', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STARTS),
        fc.constantFrom(...OPTIONS),
        fc.array(fc.nat(), { minLength: 1, maxLength: 60 }),
        (text, options, picks) => {
          const p = unwrap(trigonal.parse(text, options));
          for (const pick of picks) {
            const moves = p.legalMoves();
            if (moves.length === 0) break;
            // Every move from here: castling, en passant, promotions and discovered checks
            // all come up. inCheck is asked first, before anything else scans the king.
            const checking: number[] = [];
            for (const move of moves) {
              p.play(move);
              const check = p.inCheck();
              expect(check).toBe(attackedKing(p));
              if (check) checking.push(move);
              p.undo();
              expect(p.inCheck()).toBe(attackedKing(p));
            }
            // Give check now and then, so that play reaches positions in check.
            const pool = pick % 3 === 0 && checking.length > 0 ? checking : moves;
            p.play(pool[pick % pool.length]);
          }
          // A copy carries the history its check test reads.
          const copy = p.clone();
          expect(copy.inCheck()).toBe(attackedKing(copy));
          while (copy.undo()) expect(copy.inCheck()).toBe(attackedKing(copy));
        },
      ),
      { numRuns: 25 },
    );
  });
});

/** Parses a position from pieces on named cells (+type White, −type Black), or undefined. */
function setUp(
  pieces: [number, number][],
  turn: 'w' | 'b',
  castling: string,
  enPassant: string,
): TrigonalPosition | undefined {
  const cells = new Int8Array(board.size);
  for (const [cell, piece] of pieces) {
    if (cells[cell] !== 0) return undefined;
    cells[cell] = piece;
  }
  const text = `${formatBoard(cells, LAYOUT, '.PNBRQK')} ${turn} ${castling} ${enPassant} 0 1`;
  const parsed = trigonal.parse(text);
  return parsed.ok ? parsed.value : undefined;
}

/** Plays `move`, tells whether it gave check by both tests, and takes it back. */
function givesCheck(p: TrigonalPosition, move: Move): [boolean, boolean] {
  p.play(move);
  const found = [p.inCheck(), attackedKing(p)] as [boolean, boolean];
  p.undo();
  return found;
}

describe('TrigonalPosition.inCheck from the last move, in the rare cases', () => {
  const rules = rulesFor({});
  const c = (name: string): number => board.cell(name);

  it('sees the check a castling rook gives from its new cell', () => {
    let checks = 0;
    for (const side of [WHITE, BLACK]) {
      for (const rule of CASTLES[side]) {
        const sign = side === WHITE ? 1 : -1;
        const rights = rule.kind === CASTLE_SHORT ? 'K' : 'Q';
        for (let king = 0; king < board.size; king++) {
          const p = setUp(
            [
              [rule.kingFrom, sign * KING],
              [rule.rookFrom, sign * ROOK],
              [king, -sign * KING],
            ],
            side === WHITE ? 'w' : 'b',
            side === WHITE ? rights : rights.toLowerCase(),
            '-',
          );
          const castle = p?.legalMoves().find((m) => m >>> 17 === rule.kind);
          if (p === undefined || castle === undefined) continue;
          const [fast, slow] = givesCheck(p, castle);
          expect(fast).toBe(slow);
          if (slow) checks++;
        }
      }
    }
    expect(checks).toBeGreaterThan(0);
  });

  it('sees the line an en passant capture opens through the taken pawn', () => {
    let checks = 0;
    const white = rules.pawns[WHITE];
    for (let from = 0; from < board.size; from++) {
      const land = rules.doubleStep[WHITE][from];
      if (land < 0) continue;
      const skipped = white.step[from];
      for (let j = skipped * 3; j < skipped * 3 + 3; j++) {
        const taker = rules.pawns[BLACK].attackers[j];
        if (taker < 0) continue;
        // A White king and a Black slider on one line through the pawn that just double-stepped.
        for (const [rays, slider] of [
          [rules.rookRays, -ROOK],
          [rules.bishopRays, -BISHOP],
        ] as const) {
          for (let king = 0; king < board.size; king++) {
            for (let d = 0; d < rays.directions; d++) {
              const at = king * rays.directions + d;
              const line = Array.from(
                rays.cells.subarray(rays.start[at], rays.start[at] + rays.length[at]),
              );
              const i = line.indexOf(land);
              if (i < 0 || i + 1 >= line.length) continue;
              const p = setUp(
                [
                  [king, KING],
                  [land, PAWN],
                  [taker, -PAWN],
                  [line[i + 1], slider],
                  [c('i17') === king ? c('a1') : c('i17'), -KING],
                ],
                'b',
                '-',
                board.name(skipped),
              );
              const capture = p
                ?.legalMoves()
                .find((m) => m >>> 17 === EN_PASSANT && (m & 127) === taker);
              if (p === undefined || capture === undefined) continue;
              const [fast, slow] = givesCheck(p, capture);
              expect(fast).toBe(slow);
              if (slow) checks++;
            }
          }
        }
      }
    }
    expect(checks).toBeGreaterThan(0);
  });
});

/** Captures and promotions as quiescence search gets them, beside the full generation's. */
function expectCapturesOfLegalMoves(p: TrigonalPosition): void {
  const out = new Int32Array(p.maxMoves);
  const n = p.generateCaptures(out, 0);
  expect(Array.from(out.subarray(0, n))).toEqual(p.legalMoves().filter((m) => p.isCapture(m)));
}

describe('TrigonalPosition.generateCaptures', () => {
  it('writes the captures and promotions of the legal moves, in their order, along playouts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STARTS),
        fc.constantFrom(...OPTIONS),
        fc.array(fc.nat(), { minLength: 1, maxLength: 80 }),
        (text, options, picks) => {
          const p = unwrap(trigonal.parse(text, options));
          for (const pick of picks) {
            expectCapturesOfLegalMoves(p);
            const moves = p.legalMoves();
            if (moves.length === 0) break;
            // Take pieces now and then, so that play reaches open boards and promotions.
            const captures = moves.filter((m) => p.isCapture(m));
            const pool = pick % 2 === 0 && captures.length > 0 ? captures : moves;
            p.play(pool[pick % pool.length]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('does so in sparse positions: pins, checks, pawns that promote by a step or a capture', () => {
    const kinds = [PAWN, PAWN, PAWN, KNIGHT, BISHOP, ROOK, QUEEN];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: board.size - 1 }), {
          minLength: 3,
          maxLength: 12,
        }),
        fc.array(fc.integer({ min: 0, max: 2 * kinds.length - 1 }), {
          minLength: 10,
          maxLength: 10,
        }),
        fc.boolean(),
        (cells, picks, white) => {
          const pieces: [number, number][] = cells.map((cell, i) => {
            if (i < 2) return [cell, i === 0 ? KING : -KING];
            const pick = picks[i - 2];
            return [cell, (pick % 2 === 0 ? 1 : -1) * kinds[pick >> 1]];
          });
          const p = setUp(pieces, white ? 'w' : 'b', '-', '-');
          fc.pre(p !== undefined);
          if (p !== undefined) expectCapturesOfLegalMoves(p);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
