import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { games, unwrap, type Position } from '@trigon/engine';
import * as TriangularChess from '@trigon/engine/games/triangular-chess';
import { type RayTable, type TargetTable } from '@trigon/engine/games/triangular-chess';
import { AiPlayer } from '../player.js';
import { seededRandom } from '../random.js';
import { evaluations } from './registry.js';
import { DEKLE_VALUES, DEKLE_WEIGHTS, DekleEvaluation } from './triangular-chess.js';

type Variant = TriangularChess.Variant;
const VARIANTS: readonly Variant[] = ['triangular-chess', 'tri-chess'];
const { board } = TriangularChess;
const concrete = (p: Position) => p as TriangularChess.DeklePosition;
const gameOf = (id: Variant) => unwrap(games.get(id));

/** A position reached by random moves from the start. */
function randomPosition(id: Variant, seed: number, plies: number): Position {
  const random = seededRandom(seed);
  const p = gameOf(id).create();
  for (let i = 0; i < plies; i++) {
    const moves = p.legalMoves();
    if (moves.length === 0) break;
    p.play(moves[Math.floor(random() * moves.length)]);
  }
  return p;
}

/** Position text from cell names to piece letters (rows h…a, each left to right). */
function setup(pieces: Readonly<Record<string, string>>, turn: 'w' | 'b', castling = '-'): string {
  const rows: string[] = [];
  for (let row = 8; row >= 1; row--) {
    let out = '';
    let run = 0;
    for (let cell = 0; cell < board.size; cell++) {
      if (TriangularChess.rowOf(cell) !== row) continue;
      const piece = pieces[board.name(cell)];
      if (piece === undefined) run++;
      else {
        if (run > 0) out += run;
        run = 0;
        out += piece;
      }
    }
    rows.push(run > 0 ? out + run : out);
  }
  return `${rows.join('/')} ${turn} ${castling} - 0 1`;
}

/**
 * The top↔bottom mirror (rules §2.2: (r, f, s) → (9 − r, s, f)), which keeps each row's
 * left-to-right order: the rows in reverse, letters and the side to move swapped.
 */
function mirrorText(text: string): string {
  const [boardText, turn, castling, enPassant, half, full] = text.split(' ');
  const swapCase = (t: string) =>
    [...t].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  const rows = boardText.split('/').reverse().map(swapCase);
  const castle =
    castling === '-' ? '-' : [...'KQkq'].filter((c) => swapCase(castling).includes(c)).join('');
  const passant =
    enPassant === '-'
      ? '-'
      : 'abcdefgh'[8 - ('abcdefgh'.indexOf(enPassant[0]) + 1)] + enPassant[2] + enPassant[1];
  return [rows.join('/'), turn === 'w' ? 'b' : 'w', castle, passant, half, full].join(' ');
}

/** Average cells a piece reaches from a random cell, each other cell occupied with probability `density`. */
function averageReach(table: RayTable | TargetTable, density: number, trials: number): number {
  const random = seededRandom(7);
  let total = 0;
  for (let t = 0; t < trials; t++) {
    const cell = Math.floor(random() * board.size);
    const occupied = Array.from({ length: board.size }, () => random() < density);
    const reached = new Set<number>();
    if ('directions' in table) {
      for (let d = 0; d < table.directions; d++) {
        const at = cell * table.directions + d;
        for (let i = 0; i < table.length[at]; i++) {
          const to = table.cells[table.start[at] + i];
          reached.add(to);
          if (occupied[to]) break;
        }
      }
    } else {
      for (let i = table.start[cell]; i < table.start[cell + 1]; i++) reached.add(table.cells[i]);
    }
    total += reached.size;
  }
  return total / trials;
}

/** Mate in one by brute force: a move after which the opponent is checkmated. */
function mates(p: Position, move: number): boolean {
  p.play(move);
  const outcome = p.outcome();
  p.undo();
  return outcome?.reason === 'checkmate';
}

/**
 * Mobility and king safety as the evaluation defines them, walking the engine's ray and target
 * tables one cell at a time (a queen: the bishop's rays, then the rook's): what `activity` must
 * give, however it walks.
 */
function referenceActivity(id: Variant, p: TriangularChess.DeklePosition, phase: number): number {
  const w = DEKLE_WEIGHTS[id];
  const rules = p.rules;
  const cells = p.board;
  const rayCells = (rays: RayTable, cell: number): number[][] =>
    Array.from({ length: rays.directions }, (_, d) => {
      const at = cell * rays.directions + d;
      return Array.from(rays.cells.subarray(rays.start[at], rays.start[at] + rays.length[at]));
    });
  const zones = [0, 1].map((side) => new Set(rayCells(rules.kingRays, p.king[side]).flat()));
  const shelter = [0, 1].map(
    (side) => [...zones[side]].filter((c) => cells[c] * (side === 0 ? 1 : -1) > 0).length,
  );
  let mobility = 0;
  const attacksOn = [0, 0];
  for (let cell = 0; cell < cells.length; cell++) {
    const type = Math.abs(cells[cell]);
    if (type === 0 || type === TriangularChess.PAWN || type === TriangularChess.KING) continue;
    const sign = cells[cell] > 0 ? 1 : -1;
    const enemy = sign > 0 ? 1 : 0;
    let reach = 0;
    if (type === TriangularChess.KNIGHT || type === TriangularChess.UNICORN) {
      const targets =
        type === TriangularChess.KNIGHT ? rules.knight.targets : rules.unicorn.targets;
      for (let i = targets.start[cell]; i < targets.start[cell + 1]; i++) {
        const to = targets.cells[i];
        if (cells[to] * sign <= 0) reach++;
        if (zones[enemy].has(to)) attacksOn[enemy]++;
      }
    } else {
      const tables = [
        ...(type !== TriangularChess.ROOK ? [rules.bishopRays] : []),
        ...(type !== TriangularChess.BISHOP ? [rules.rookRays] : []),
      ];
      for (const ray of tables.flatMap((rays) => rayCells(rays, cell))) {
        for (const to of ray) {
          if (zones[enemy].has(to)) attacksOn[enemy]++;
          if (cells[to] === 0) reach++;
          else {
            if (cells[to] * sign < 0) reach++;
            break;
          }
        }
      }
    }
    mobility += sign * reach * (w.mobility[type] ?? 0);
  }
  const safety =
    (shelter[0] - shelter[1]) * w.shelter - (attacksOn[0] - attacksOn[1]) * w.kingAttack;
  const active = mobility + (((safety * phase) / 24) | 0);
  return Math.max(-150, Math.min(150, active));
}

/** Pieces a sparse position may hold besides the kings (upper case White). */
const LETTERS = 'QRBNUPqrbnup';

describe('the Dekle evaluations', () => {
  it('rest on the reach measurements quoted beside the piece values', () => {
    const measured = VARIANTS.map((id) => {
      const rules = TriangularChess.rulesFor(id, {});
      return [
        rules.knight.targets,
        rules.unicorn.targets,
        rules.bishopRays,
        rules.rookRays,
        rules.queenRays,
      ].map((table) => averageReach(table, 0.3, 20000));
    });
    // Knight, unicorn, bishop, rook, queen with 30% of the cells filled (the table in the code).
    const quoted = [
      [3.75, 4.5, 5.22, 5.85, 11.07],
      [3.75, 4.5, 11.07, 11.77, 20.1],
    ];
    measured.forEach((cells, game) =>
      cells.forEach((reach, piece) =>
        expect(Math.abs(reach - quoted[game][piece])).toBeLessThan(0.01),
      ),
    );
    for (const id of VARIANTS) {
      const v = DEKLE_VALUES[id];
      expect(v.knight).toBeLessThan(v.unicorn);
      expect(v.unicorn).toBeLessThan(v.bishop);
      expect(v.bishop).toBeLessThan(v.rook);
      expect(v.rook).toBeLessThan(v.queen);
    }
    // The Tri-Chess bishop moves as the Triangular-Chess queen, and is valued about the same.
    expect(DEKLE_VALUES['tri-chess'].bishop).toBe(DEKLE_VALUES['triangular-chess'].queen);
  });

  for (const id of VARIANTS) {
    describe(id, () => {
      const game = gameOf(id);
      const evaluation = new DekleEvaluation(id);
      const values = DEKLE_VALUES[id];
      const position = (text: string) => concrete(unwrap(game.parse(text)));

      it('walks the same mobility and king safety as the ray tables give, in playouts and sparse positions', () => {
        const check = (p: TriangularChess.DeklePosition): void => {
          for (const phase of [0, 13, 24]) {
            expect(evaluation['activity'](p, phase)).toBe(referenceActivity(id, p, phase));
          }
        };
        fc.assert(
          fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 100 }), (picks) => {
            const p = concrete(game.create());
            check(p);
            for (const pick of picks) {
              const moves = p.legalMoves();
              if (moves.length === 0) break;
              p.play(moves[pick % moves.length]);
              check(p);
            }
          }),
          { numRuns: 20 },
        );
        fc.assert(
          fc.property(
            fc.uniqueArray(fc.integer({ min: 0, max: board.size - 1 }), {
              minLength: 3,
              maxLength: 16,
            }),
            fc.array(fc.integer({ min: 0, max: LETTERS.length - 1 }), {
              minLength: 14,
              maxLength: 14,
            }),
            fc.boolean(),
            (cells, letters, white) => {
              const pieces: Record<string, string> = {};
              cells.forEach((cell, i) => {
                pieces[board.name(cell)] = i === 0 ? 'K' : i === 1 ? 'k' : LETTERS[letters[i - 2]];
              });
              const parsed = game.parse(setup(pieces, white ? 'w' : 'b'));
              // Pawns on their last rows and a side not to move in check are refused.
              fc.pre(parsed.ok);
              if (parsed.ok) check(concrete(parsed.value));
            },
          ),
          { numRuns: 300 },
        );
      });

      it('is the registered evaluation of the game', () => {
        expect(evaluations[id]).toBeInstanceOf(DekleEvaluation);
        expect(evaluations[id].game).toBe(id);
      });

      it('gives the start position only the tempo of the side to move', () => {
        const start = concrete(game.create());
        expect(evaluation.evaluate(start, 0)).toBe(DEKLE_WEIGHTS[id].tempo);
        expect(evaluation.evaluate(start, 1)).toBe(-DEKLE_WEIGHTS[id].tempo);
      });

      it('scores a position and its colour mirror the same for the mirrored side', () => {
        fc.assert(
          fc.property(
            fc.integer({ min: 1, max: 2 ** 30 }),
            fc.integer({ min: 0, max: 120 }),
            (seed, plies) => {
              const p = randomPosition(id, seed, plies);
              const mirrored = game.parse(mirrorText(p.toText()));
              expect(mirrored.ok).toBe(true);
              if (!mirrored.ok) return;
              const m = concrete(mirrored.value);
              expect(evaluation.evaluate(m, 1)).toBe(evaluation.evaluate(concrete(p), 0));
              expect(evaluation.evaluate(m, 0)).toBe(evaluation.evaluate(concrete(p), 1));
            },
          ),
          { numRuns: 60 },
        );
      });

      it('is exact inside the window and a true bound outside it (lazy evaluation)', () => {
        fc.assert(
          fc.property(
            fc.integer({ min: 1, max: 2 ** 30 }),
            fc.integer({ min: 0, max: 120 }),
            fc.integer({ min: -1500, max: 1500 }),
            fc.integer({ min: 1, max: 400 }),
            fc.integer({ min: 0, max: 1 }),
            (seed, plies, alpha, width, seat) => {
              const p = concrete(randomPosition(id, seed, plies));
              const exact = evaluation.evaluate(p, seat);
              const beta = alpha + width;
              const lazy = evaluation.evaluate(p, seat, alpha, beta);
              if (exact > alpha && exact < beta) expect(lazy).toBe(exact);
              else if (exact <= alpha) expect(lazy <= alpha && lazy >= exact).toBe(true);
              else expect(lazy >= beta && lazy <= exact).toBe(true);
            },
          ),
          { numRuns: 100 },
        );
      });

      it('scores won material higher, by about its value', () => {
        const start = game.create().toText();
        // Black's queen (h62) or a knight (h51) removed from the start position.
        const noQueen = position(start.replace('rnbqukbnr', 'rnb1ukbnr'));
        const noKnight = position(start.replace('rnbqukbnr', 'r1bqukbnr'));
        const even = evaluation.evaluate(concrete(game.create()), 0);
        const queenUp = evaluation.evaluate(noQueen, 0);
        const knightUp = evaluation.evaluate(noKnight, 0);
        expect(queenUp).toBeGreaterThan(knightUp);
        expect(knightUp).toBeGreaterThan(even);
        expect(Math.abs(queenUp - even - values.queen)).toBeLessThan(150);
        expect(Math.abs(knightUp - even - values.knight)).toBeLessThan(150);
        // And for Black: the same position is as bad for Black as it is good for White.
        expect(evaluation.evaluate(noQueen, 1)).toBe(-queenUp);
      });

      it('calls a bare king ending a draw, and the lone minor pieces as the rules do', () => {
        expect(evaluation.evaluate(position(setup({ a14: 'K', h85: 'k' }, 'w')), 0)).toBe(0);
        const knight = position(setup({ a14: 'K', d45: 'N', h85: 'k' }, 'w'));
        // §5: in Tri-Chess K+N cannot mate; in Triangular Chess it can.
        if (id === 'tri-chess') expect(evaluation.evaluate(knight, 0)).toBe(0);
        else expect(evaluation.evaluate(knight, 0)).toBeGreaterThan(values.knight / 2);
      });

      it('rewards pawns for advancing', () => {
        const back = position(setup({ a14: 'K', b36: 'P', h85: 'k', g31: 'p' }, 'w'));
        const ahead = position(setup({ a14: 'K', f54: 'P', h85: 'k', g31: 'p' }, 'w'));
        expect(evaluation.evaluate(ahead, 0)).toBeGreaterThan(evaluation.evaluate(back, 0) + 50);
      });

      it('orders captures by victim, then attacker, and bounds what a move can gain', () => {
        // The start position with Black's queen strayed to c34, where the knight a15 reaches it.
        const p = position('rnb1ukbnr/ppppppppppp/13/15/15/4q8/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1');
        const byKnight = unwrap(p.parseMove('a15-c34'));
        expect(evaluation.largestGain(p)).toBe(values.queen);
        const quiet = unwrap(p.parseMove('b13-c13'));
        expect(evaluation.captureOrder(p, byKnight)).toBeGreaterThan(
          evaluation.captureOrder(p, quiet),
        );
        // One step from promotion, the largest gain counts the new queen.
        const pawn = position(setup({ a14: 'K', g53: 'P', h85: 'k', h41: 'r' }, 'w'));
        expect(evaluation.largestGain(pawn)).toBe(values.rook + values.queen - values.pawn);
      });

      it('knows which moves cannot be undone', () => {
        const p = concrete(game.create());
        expect(evaluation.irreversible(p, unwrap(p.parseMove('b13-c13')))).toBe(true);
        expect(evaluation.irreversible(p, unwrap(p.parseMove('a15-c23')))).toBe(false);
        // The king leaves its cell: both castling rights are lost.
        const k = position(setup({ a37: 'K', a14: 'R', a58: 'R', h73: 'k' }, 'w', 'KQ'));
        expect(evaluation.irreversible(k, unwrap(k.parseMove('a37-b46')))).toBe(true);
        expect(evaluation.irreversible(k, unwrap(k.parseMove('a14-b14')))).toBe(true);
        const bare = position(setup({ a37: 'K', a14: 'R', h73: 'k' }, 'w'));
        expect(evaluation.irreversible(bare, unwrap(bare.parseMove('a14-b14')))).toBe(false);
      });
    });
  }
});

describe('the searcher on constructed Dekle positions', () => {
  // Each has exactly one mating move (checked below by brute force): a rook's in Triangular
  // Chess (rules §7.6's M1 pattern), a queen's in Tri-Chess (§7.6's T1 pattern).
  const MATES: Record<Variant, { text: string; mate: string }> = {
    'triangular-chess': { text: setup({ a14: 'k', a25: 'K', a48: 'R' }, 'w'), mate: 'b35' },
    'tri-chess': { text: setup({ h41: 'k', a14: 'K', a58: 'Q' }, 'w'), mate: 'g53' },
  };

  for (const id of VARIANTS) {
    const game = gameOf(id);

    it(`${id}: finds the mate in one`, () => {
      const p = unwrap(game.parse(MATES[id].text));
      const mating = p.legalMoves().filter((m) => mates(p, m));
      expect(mating).toHaveLength(1);
      const result = new AiPlayer(game, { hashMegabytes: 1 }).think(p, { depth: 3 });
      expect(result.move).toBe(mating[0]);
      expect(p.moveInfo(result.move).to).toBe(board.cell(MATES[id].mate));
      expect(result.mate).toBe(1);
    });

    it(`${id}: takes a hanging queen`, () => {
      // The start position with Black's queen strayed to c34, where the knight a15 takes it.
      const p = unwrap(
        game.parse('rnb1ukbnr/ppppppppppp/13/15/15/4q8/PPPPPPPPPPP/RNBQUKBNR w KQkq - 0 1'),
      );
      const result = new AiPlayer(game, { hashMegabytes: 1 }).think(p, { depth: 4 });
      expect(p.moveInfo(result.move).to).toBe(board.cell('c34'));
      expect(result.score).toBeGreaterThan(DEKLE_VALUES[id].queen - 200);
    });

    it(`${id}: never returns an illegal move, at any level, from random positions`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 2 ** 30 }),
          fc.integer({ min: 0, max: 100 }),
          fc.integer({ min: 1, max: 8 }),
          (seed, plies, level) => {
            const p = randomPosition(id, seed, plies);
            const before = p.toText();
            const result = new AiPlayer(game, { level, seed, hashMegabytes: 1 }).think(p, {
              nodes: 1500,
            });
            expect(p.toText()).toBe(before);
            if (p.outcome() !== undefined) expect(result.move).toBe(-1);
            else expect(p.legalMoves()).toContain(result.move);
          },
        ),
        { numRuns: 30 },
      );
    });
  }
});
