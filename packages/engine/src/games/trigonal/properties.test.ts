import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perft, perftDivide } from '../../core/perft.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { formatBoard } from '../shared/position-text.js';
import { board } from './board.js';
import { START, trigonal, type TrigonalPosition } from './index.js';
import { LAYOUT } from './text.js';

/** Varied start points: the start, an open middle game with every castling right, a pawn race, an en passant chance. */
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

const start = (text: string, options: GameOptions): TrigonalPosition =>
  unwrap(trigonal.parse(text, options));

/** Plays up to `picks.length` moves chosen by the picks, calling `visit` on every position reached. */
function playout(p: TrigonalPosition, picks: number[], visit: (p: TrigonalPosition) => void): void {
  visit(p);
  for (const pick of picks) {
    const moves = p.legalMoves();
    if (moves.length === 0) return;
    p.play(moves[pick % moves.length]);
    visit(p);
  }
}

const playoutArbitrary = fc.tuple(
  fc.constantFrom(...STARTS),
  fc.constantFrom(...OPTIONS),
  fc.array(fc.nat(), { minLength: 1, maxLength: 80 }),
);

// The White/Black mirror (x, y, z) → (x, z, y) (rules §2.2).
const mirrorCell = (cell: number): number => board.at(board.x(cell), board.z(cell), board.y(cell));
const mirrorName = (name: string): string => board.name(mirrorCell(board.cell(name)));

function mirrorText(p: TrigonalPosition): string {
  const mirrored = new Int8Array(board.size);
  for (let c = 0; c < board.size; c++) mirrored[mirrorCell(c)] = -p.board[c];
  const [, turn, castling, ep, half, full, ...options] = p.toText().split(' ');
  const swapCase = (s: string) =>
    [...s].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
  const rights =
    castling === '-' ? '-' : [...'KQkq'].filter((l) => swapCase(castling).includes(l)).join('');
  return [
    formatBoard(mirrored, LAYOUT, '.PNBRQK'),
    turn === 'w' ? 'b' : 'w',
    rights,
    ep === '-' ? '-' : mirrorName(ep),
    half,
    full,
    ...options,
  ].join(' ');
}

const coordSet = (p: TrigonalPosition): string[] =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();

describe('properties over random playouts', () => {
  it('undo restores the position text and hash exactly, move by move', () => {
    fc.assert(
      fc.property(playoutArbitrary, ([text, options, picks]) => {
        const p = start(text, options);
        const seen: [string, number][] = [];
        playout(p, picks, (q) => seen.push([q.toText(), q.hash()]));
        for (let i = seen.length - 1; i > 0; i--) {
          expect([p.toText(), p.hash()]).toEqual(seen[i]);
          expect(p.undo()).toBe(true);
        }
        expect([p.toText(), p.hash()]).toEqual(seen[0]);
        expect(p.undo()).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('position text round-trips through parse, with the same hash', () => {
    fc.assert(
      fc.property(playoutArbitrary, ([text, options, picks]) => {
        playout(start(text, options), picks, (q) => {
          const back = unwrap(trigonal.parse(q.toText()));
          expect(back.toText()).toBe(q.toText());
          expect(back.hash()).toBe(q.hash());
          expect(back.hash()).toBeLessThan(2 ** 53);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('the White/Black mirror maps the legal moves exactly onto the mirrored moves (§7.7)', () => {
    fc.assert(
      fc.property(playoutArbitrary, ([text, options, picks]) => {
        playout(start(text, options), picks, (q) => {
          const mirrored = unwrap(trigonal.parse(mirrorText(q)));
          const mapped = coordSet(q)
            .map((m) => m.replace(/[a-i]\d+/g, mirrorName))
            .sort();
          expect(coordSet(mirrored)).toEqual(mapped);
          expect(mirrored.inCheck()).toBe(q.inCheck());
        });
      }),
      { numRuns: 25 },
    );
  });

  it('generateLegal writes exactly legalMoves, from any start index', () => {
    fc.assert(
      fc.property(playoutArbitrary, fc.nat(10), ([text, options, picks], offset) => {
        playout(start(text, options), picks, (q) => {
          const buffer = new Int32Array(offset + q.maxMoves).fill(-7);
          const n = q.generateLegal(buffer, offset);
          expect(Array.from(buffer.subarray(offset, offset + n))).toEqual(q.legalMoves());
          expect(Array.from(buffer.subarray(0, offset)).every((v) => v === -7)).toBe(true);
          expect(new Set(q.legalMoves()).size).toBe(n);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('perft split by root move sums to perft; a clone plays the same and stays independent', () => {
    fc.assert(
      fc.property(playoutArbitrary, ([text, options, picks]) => {
        const p = start(text, options);
        playout(p, picks.slice(0, 30), () => undefined);
        const divide = perftDivide(p, 2);
        expect(divide.reduce((sum, d) => sum + d.nodes, 0)).toBe(perft(p, 2));
        expect(divide.map((d) => d.move).sort()).toEqual(coordSet(p));
        const copy = p.clone();
        expect([copy.toText(), copy.hash(), copy.history()]).toEqual([
          p.toText(),
          p.hash(),
          p.history(),
        ]);
        expect(perft(copy, 2)).toBe(perft(p, 2));
        const moves = copy.legalMoves();
        if (moves.length > 0) {
          const before = p.toText();
          copy.play(moves[0]);
          expect(p.toText()).toBe(before);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('perft', () => {
  it('from the start: 15, 224, 4759', () => {
    const p = trigonal.create();
    expect([1, 2, 3].map((d) => perft(p, d))).toEqual([15, 224, 4759]);
  });
});
