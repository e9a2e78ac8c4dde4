import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perft, perftDivide } from '../../core/perft.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { UNICORN_LETTERS } from '../shared/pieces.js';
import { formatBoard } from '../shared/position-text.js';
import { board, cellAt, fallingOf, risingOf, rowOf } from './board.js';
import { START, triangularChess, triChess, type DekleGame, type DeklePosition } from './index.js';
import { boardText, FORMAT } from './text.js';

const TP =
  'Ka37 Ra14 Ra58 Qc45 Nc34 Ud56 Be32 Pb13 Pb24 Pd67 Pe54 Pf21 Pg53 kh73 rh41 rh85 qf42 ne66 bh52 ug52 pg64 pg41 pd33 pc78';
const at = (pieces: string, rest: string): string => `${unwrap(boardText(pieces))} ${rest}`;

/** Start points with options they suit: castling rights, pawns near promotion, en passant, open lines. */
const STARTS: [string, GameOptions][] = [
  [START, {}],
  [START, { leapers: 'path' }],
  [START.replace('rnbqukbnr', 'rnbkuqbnr'), { 'black-setup': 'rotation' }],
  [at(TP, 'w KQkq - 0 1'), {}],
  [at(TP, 'b KQkq - 0 1'), { leapers: 'path' }],
  // Pawns a step from the edge rule and from promotion, an en passant capture for two pawns.
  [at('Ka37 Pe54 Pe65 Pf21 Pg86 Ue11 kh73 pe55 pc12 pd88 nb68', 'w - f64 0 30'), {}],
  // Rooks and queens in the open, kings exposed.
  [at('Kb46 Qa14 Rh41 Bc57 kg53 qh85 ra58 ud34 pd44', 'b - - 3 40'), {}],
];
const GAMES: Record<string, DekleGame> = {
  'triangular-chess': triangularChess,
  'tri-chess': triChess,
};
const gameArbitrary = fc.constantFrom('triangular-chess', 'tri-chess');

const start = (id: string, [text, options]: [string, GameOptions]): DeklePosition =>
  unwrap(GAMES[id].parse(text, options));

/** Plays the moves the picks choose, calling `visit` on every position reached. */
function playout(p: DeklePosition, picks: number[], visit: (p: DeklePosition) => void): void {
  visit(p);
  for (const pick of picks) {
    const moves = p.legalMoves();
    if (moves.length === 0) return;
    p.play(moves[pick % moves.length]);
    visit(p);
  }
}

const playoutArbitrary = fc.tuple(
  gameArbitrary,
  fc.constantFrom(...STARTS),
  fc.array(fc.nat(), { minLength: 1, maxLength: 80 }),
);

const coordSet = (p: DeklePosition): string[] =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();

type CellMap = (cell: number) => number;
/** §2.2's top↔bottom mirror, which swaps the colours, and left↔right mirror. */
const colourMirror: CellMap = (c) => cellAt(9 - rowOf(c), risingOf(c), fallingOf(c));
const sideMirror: CellMap = (c) => cellAt(rowOf(c), 9 - risingOf(c), 9 - fallingOf(c));

/** The position text of the image of `p` under `map`, colours swapped or not. */
function mirrorText(p: DeklePosition, map: CellMap, swapColours: boolean): string {
  const image = new Int8Array(board.size);
  for (let c = 0; c < board.size; c++) image[map(c)] = swapColours ? -p.board[c] : p.board[c];
  const [, turn, castling, ep, half, full, ...options] = p.toText().split(' ');
  const swapCase = (s: string) =>
    [...s].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
  const rights =
    castling === '-' ? '-' : [...'KQkq'].filter((l) => swapCase(castling).includes(l)).join('');
  return [
    formatBoard(image, FORMAT.layout, UNICORN_LETTERS),
    swapColours ? (turn === 'w' ? 'b' : 'w') : turn,
    swapColours ? rights : castling,
    ep === '-' ? '-' : board.name(map(board.cell(ep))),
    half,
    full,
    ...options,
  ].join(' ');
}

const mapMove = (move: string, map: CellMap): string =>
  move.replace(/[a-h]\d\d/g, (name) => board.name(map(board.cell(name))));

describe('properties over random playouts, both games', () => {
  it('undo restores the position text and hash exactly, move by move', () => {
    fc.assert(
      fc.property(playoutArbitrary, ([game, from, picks]) => {
        const p = start(game, from);
        const seen: [string, number][] = [];
        playout(p, picks, (q) => seen.push([q.toText(), q.hash()]));
        for (let i = seen.length - 1; i > 0; i--) {
          expect([p.toText(), p.hash()]).toEqual(seen[i]);
          expect(p.undo()).toBe(true);
        }
        expect([p.toText(), p.hash()]).toEqual(seen[0]);
        expect(p.undo()).toBe(false);
      }),
      { numRuns: 30 },
    );
  });

  it('position text round-trips through parse, with the same hash', () => {
    fc.assert(
      fc.property(playoutArbitrary, ([game, from, picks]) => {
        playout(start(game, from), picks, (q) => {
          const back = unwrap(GAMES[q.rules.variant].parse(q.toText()));
          expect(back.toText()).toBe(q.toText());
          expect(back.hash()).toBe(q.hash());
        });
      }),
      { numRuns: 20 },
    );
  });

  it('the colour mirror maps the legal moves exactly onto the mirrored moves', () => {
    const mirrorStarts = STARTS.filter(([, o]) => o['black-setup'] === undefined);
    fc.assert(
      fc.property(
        gameArbitrary,
        fc.constantFrom(...mirrorStarts),
        fc.array(fc.nat(), { maxLength: 60 }),
        (game, from, picks) => {
          playout(start(game, from), picks, (q) => {
            const fresh = unwrap(GAMES[q.rules.variant].parse(q.toText()));
            const image = unwrap(
              GAMES[q.rules.variant].parse(mirrorText(fresh, colourMirror, true)),
            );
            expect(coordSet(image)).toEqual(
              coordSet(fresh)
                .map((m) => mapMove(m, colourMirror))
                .sort(),
            );
            expect(image.inCheck()).toBe(fresh.inCheck());
          });
        },
      ),
      { numRuns: 15 },
    );
  });

  it('the left↔right mirror maps the legal moves exactly onto the mirrored moves (no castling)', () => {
    fc.assert(
      fc.property(playoutArbitrary, ([game, from, picks]) => {
        playout(start(game, from), picks, (q) => {
          const fields = q.toText().split(' ');
          fields[2] = '-';
          const fresh = unwrap(GAMES[q.rules.variant].parse(fields.join(' ')));
          const image = unwrap(GAMES[q.rules.variant].parse(mirrorText(fresh, sideMirror, false)));
          expect(coordSet(image)).toEqual(
            coordSet(fresh)
              .map((m) => mapMove(m, sideMirror))
              .sort(),
          );
        });
      }),
      { numRuns: 15 },
    );
  });

  it('generateLegal writes exactly legalMoves, from any start index, and nothing before it', () => {
    fc.assert(
      fc.property(playoutArbitrary, fc.nat(10), ([game, from, picks], offset) => {
        playout(start(game, from), picks, (q) => {
          const buffer = new Int32Array(offset + q.maxMoves + 4).fill(-7);
          const n = q.generateLegal(buffer, offset);
          expect(Array.from(buffer.subarray(offset, offset + n))).toEqual(q.legalMoves());
          expect(Array.from(buffer.subarray(0, offset)).every((v) => v === -7)).toBe(true);
          expect(new Set(q.legalMoves()).size).toBe(n);
          expect(q.outcome() === undefined).toBe(n > 0);
        });
      }),
      { numRuns: 20 },
    );
  });

  it('perft split by root move sums to perft; a clone plays the same and stays independent', () => {
    fc.assert(
      fc.property(playoutArbitrary, ([game, from, picks]) => {
        const p = start(game, from);
        playout(p, picks.slice(0, 30), () => undefined);
        const divide = perftDivide(p, 2);
        expect(divide.reduce((sum, d) => sum + d.nodes, 0)).toBe(perft(p, 2));
        expect(divide.map((d) => d.move).sort()).toEqual(coordSet(p));
        const copy = p.clone();
        expect([copy.toText(), copy.hash(), copy.history(), copy.repetitions()]).toEqual([
          p.toText(),
          p.hash(),
          p.history(),
          p.repetitions(),
        ]);
        expect(perft(copy, 2)).toBe(perft(p, 2));
        const moves = copy.legalMoves();
        if (moves.length > 0) {
          const before = p.toText();
          copy.play(moves[0]);
          expect(p.toText()).toBe(before);
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('perft from the start', () => {
  it('Triangular Chess: 28, 784, 22157; Tri-Chess: 28, 784, 22381', () => {
    expect([1, 2, 3].map((d) => perft(triangularChess.create(), d))).toEqual([28, 784, 22157]);
    expect([1, 2, 3].map((d) => perft(triChess.create(), d))).toEqual([28, 784, 22381]);
  });
});
