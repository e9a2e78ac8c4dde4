import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perft, perftDivide } from '../../core/perft.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { board, mirrorCell } from './board.js';
import { sankaku } from './index.js';
import { moveCaptureCount, moveCaptures, moveFrom, moveTo } from './moves.js';
import { ARMY, BLACK, EMPEROR, WHITE, pieceCode } from './pieces.js';
import { MAX_MOVES, boardText, type SankakuPosition } from './position.js';

// ---------------------------------------------------------------------------------------------
// A reference model written straight from docs/rules/sankaku-shogi.md, independent of the engine's
// tables: cells are (file, rank) pairs stepped with the table of §1.3, pieces follow the
// pseudo-code of §6, "defended" and "attacked" are found by generating the other side's moves
// (§3.1, §5), and repetition compares whole positions. It is slow and obvious on purpose.
// ---------------------------------------------------------------------------------------------

type Piece = { owner: number; type: string };
type Board = (Piece | undefined)[]; // by engine cell index, names via board.name
type Rules = { stepCaptures: boolean; maxRunDowns: number; after: boolean; repetition: string };

const WIDTH = [1, 2, 3, 3, 3, 3, 2, 1];
const exists = (f: number, r: number) => r >= 1 && r <= 8 && Math.abs(f - 3) <= WIDTH[r - 1];
const at = (f: number, r: number) => (exists(f, r) ? board.cell('abcdefg'[f] + r) : -1);
const fr = (cell: number): [number, number] => {
  const name = board.name(cell);
  return ['abcdefg'.indexOf(name[0]), Number(name.slice(1))];
};
const up = (cell: number) => {
  const [f, r] = fr(cell);
  return (f + r) % 2 === 0;
};

/** §1.3's step table. */
function refStep(cell: number, d: string): number {
  const [f, r] = fr(cell);
  const u = up(cell);
  switch (d) {
    case 'E':
      return at(f + 1, r);
    case 'W':
      return at(f - 1, r);
    case 'NE':
      return u ? at(f + 1, r) : at(f, r + 1);
    case 'SW':
      return u ? at(f, r - 1) : at(f - 1, r);
    case 'NW':
      return u ? at(f - 1, r) : at(f, r + 1);
    default: // SE
      return u ? at(f, r - 1) : at(f + 1, r);
  }
}
const DIRS = ['E', 'W', 'NE', 'SW', 'NW', 'SE'];

function refSides(cell: number): number[] {
  const [f, r] = fr(cell);
  return [at(f - 1, r), at(f + 1, r), up(cell) ? at(f, r - 1) : at(f, r + 1)].filter((c) => c >= 0);
}
/** [target, via] pairs (§1.4). */
function refSecond(cell: number): [number, number][] {
  const out: [number, number][] = [];
  for (const d of DIRS) {
    const via = refStep(cell, d);
    const target = via >= 0 ? refStep(via, d) : -1;
    if (target >= 0) out.push([target, via]);
  }
  return out;
}
function refAdjacent(cell: number): number[] {
  const [f, r] = fr(cell);
  const corner = up(cell)
    ? [at(f, r + 1), at(f - 2, r - 1), at(f + 2, r - 1)]
    : [at(f, r - 1), at(f - 2, r + 1), at(f + 2, r + 1)];
  return [...refSides(cell), ...refSecond(cell).map(([t]) => t), ...corner.filter((c) => c >= 0)];
}

/** Every move of `side` as coordinate text → the board after it (§6), Emperors optional. */
function refMoves(b: Board, side: number, rules: Rules, emperor = true): Map<string, Board> {
  const out = new Map<string, Board>();
  const friendly = (x: number) => b[x]?.owner === side;
  const enemy = (x: number) => b[x] !== undefined && b[x]!.owner !== side;
  const emit = (from: number, to: number, removed: number[] = []) => {
    const next = b.slice();
    const p = next[from]!;
    const capture = next[to] !== undefined || removed.length > 0;
    for (const x of removed) next[x] = undefined;
    next[from] = undefined;
    const promotes = capture && (p.type === 'S' || p.type === 'H');
    next[to] = promotes ? { owner: side, type: 'G' } : p;
    const key = `${board.name(from)}-${board.name(to)}`;
    const seen = out.get(key);
    if (seen && refText(seen, 0) !== refText(next, 0)) throw new Error(`two effects for ${key}`);
    out.set(key, next);
  };
  for (let c = 0; c < board.size; c++) {
    const p = b[c];
    if (!p || p.owner !== side) continue;
    if (p.type === 'E' && emperor) {
      for (let x = 0; x < board.size; x++) {
        if (x === c || friendly(x)) continue;
        if (b[x]?.type === 'E' && refDefended(b, c, x, rules)) continue;
        emit(c, x);
      }
    } else if (p.type === 'G') {
      for (const x of refAdjacent(c)) if (!friendly(x)) emit(c, x);
    } else if (p.type === 'S') {
      for (const x of refSides(c)) {
        if (b[x] === undefined) emit(c, x);
        else if (enemy(x) && b[x]!.type !== 'R' && rules.stepCaptures) emit(c, x);
      }
      for (const [y, via] of refSecond(c)) {
        if (b[via] === undefined && enemy(y) && b[y]!.type !== 'R') emit(c, y);
      }
    } else if (p.type === 'H') {
      for (const [y] of refSecond(c)) {
        if (!friendly(y)) emit(c, y);
        else for (const [z] of refSecond(y)) if (z !== c && !friendly(z)) emit(c, z);
      }
    } else if (p.type === 'R') {
      for (const d of DIRS) {
        const ranOver: number[] = [];
        for (let x = refStep(c, d); x >= 0; x = refStep(x, d)) {
          if (friendly(x)) break;
          if (b[x] === undefined) {
            emit(c, x, ranOver);
            continue;
          }
          emit(c, x, ranOver);
          if (b[x]!.type === 'S' && ranOver.length < rules.maxRunDowns) {
            ranOver.push(x);
            continue;
          }
          break;
        }
      }
    }
  }
  return out;
}

/** §3.1: capture made hypothetically; some remaining enemy piece can capture on x. */
function refDefended(b: Board, c: number, x: number, rules: Rules): boolean {
  const next = b.slice();
  next[x] = next[c];
  if (rules.after) next[c] = undefined;
  return refAttacked(next, x, b[x]!.owner, rules);
}

/** §5: some piece of `by` other than its Emperor has a capturing move onto `cell`. */
function refAttacked(b: Board, cell: number, by: number, rules: Rules): boolean {
  return [...refMoves(b, by, rules, false).keys()].some((k) => k.endsWith(`-${board.name(cell)}`));
}

function refText(b: Board, turn: number): string {
  return `${boardText(b.map((p) => (p ? pieceCode(p.owner, ' ERHGS'.indexOf(p.type)) : 0)))} ${turn}`;
}

/** A game in the reference model: board, side to move and every position so far. */
class RefGame {
  seen: string[];
  constructor(
    public b: Board,
    public turn: number,
    public rules: Rules,
  ) {
    this.seen = [refText(b, turn)];
  }

  count(key: string): number {
    return this.seen.filter((k) => k === key).length;
  }

  over(): boolean {
    if (!this.b.some((p) => p?.type === 'E' && p.owner === BLACK)) return true;
    if (!this.b.some((p) => p?.type === 'E' && p.owner === WHITE)) return true;
    const here = this.count(refText(this.b, this.turn));
    if (this.rules.repetition === 'evasion' && here >= 4) return true;
    if (this.rules.repetition === 'threefold-draw' && here >= 3) return true;
    return false;
  }

  legal(): Map<string, Board> {
    if (this.over()) return new Map();
    const moves = refMoves(this.b, this.turn, this.rules);
    const pieces = this.b.filter((p) => p !== undefined).length;
    for (const [key, next] of moves) {
      if (next.filter((p) => p !== undefined).length < pieces) continue;
      const repeats = this.count(refText(next, this.turn ^ 1));
      const [from, to] = key.split('-').map((n) => board.cell(n));
      const enemy = this.turn ^ 1;
      if (
        (this.rules.repetition === 'evasion' &&
          repeats > 0 &&
          refAttacked(this.b, from, enemy, this.rules) &&
          !refAttacked(next, to, enemy, this.rules)) ||
        (this.rules.repetition === 'third-illegal' && repeats >= 2)
      ) {
        moves.delete(key);
      }
    }
    return moves;
  }

  play(key: string): void {
    this.b = this.legal().get(key)!;
    this.turn ^= 1;
    this.seen.push(refText(this.b, this.turn));
  }
}

function refFrom(position: SankakuPosition): RefGame {
  const b: Board = Array.from(position.board, (p) =>
    p === 0 ? undefined : { owner: p >> 3, type: ' ERHGS'[p & 7] },
  );
  const o = position.options;
  return new RefGame(b, position.turn, {
    stepCaptures: o['soldier-step'] === 'captures',
    maxRunDowns: o['run-downs'] === 'one' ? 1 : 99,
    after: o['defended-test'] === 'after-move',
    repetition: o['repetition'],
  });
}

// ---------------------------------------------------------------------------------------------
// Arbitraries: random legal-looking positions (armies within their limits) and option sets.
// ---------------------------------------------------------------------------------------------

const optionsArb: fc.Arbitrary<GameOptions> = fc.record({
  'soldier-step': fc.constantFrom('captures', 'move-only'),
  'run-downs': fc.constantFrom('one', 'unlimited'),
  'defended-test': fc.constantFrom('after-move', 'before-move'),
  repetition: fc.constantFrom('evasion', 'third-illegal', 'threefold-draw', 'none'),
});

/** Position text from a shuffled list of cells and how many of each piece each side keeps. */
const positionArb = fc
  .record({
    cells: fc.shuffledSubarray(
      Array.from({ length: 44 }, (_, i) => i),
      { minLength: 26, maxLength: 26 },
    ),
    // Chariots, Cavalry, Soldiers kept; Generals made from the missing ones and kept.
    kept: fc.array(fc.tuple(fc.nat(2), fc.nat(4), fc.nat(5), fc.nat(10)), {
      minLength: 2,
      maxLength: 2,
    }),
    turn: fc.constantFrom('b', 'w'),
    options: optionsArb,
  })
  .map(({ cells, kept, turn, options }) => {
    const squares = new Array<number>(44).fill(0);
    let next = 0;
    kept.forEach(([r, h, s, g], owner) => {
      const generals = Math.min(g, ARMY[4] + (ARMY[3] - h) + (ARMY[5] - s));
      const types = [EMPEROR, ...Array(r).fill(2), ...Array(h).fill(3), ...Array(s).fill(5)];
      types.push(...Array(generals).fill(4));
      for (const t of types) if (next < cells.length) squares[cells[next++]] = pieceCode(owner, t);
    });
    const words = Object.entries(options).map(([k, v]) => `${k}=${v}`);
    return `${boardText(squares)} ${turn} ${words.join(' ')}`;
  });

/**
 * A playout policy that makes positions recur: with `back` the mover reverses its own last
 * move when it can, otherwise it picks by `pick`.
 */
function choose(position: SankakuPosition, moves: number[], pick: number, back: boolean): number {
  const history = position.history();
  if (back && history.length >= 2) {
    const last = history[history.length - 2];
    const reverse = moves.find((m) => moveFrom(m) === moveTo(last) && moveTo(m) === moveFrom(last));
    if (reverse !== undefined) return reverse;
  }
  return moves[pick % moves.length];
}

// Playouts that reverse moves some, most or all of the time, so that positions recur and the
// repetition rules come into play.
const playoutArb = fc
  .record({
    start: positionArb,
    backRate: fc.constantFrom(3, 7, 10),
    picks: fc.array(fc.tuple(fc.nat(1000), fc.nat(9)), { minLength: 1, maxLength: 30 }),
  })
  .map(({ start, backRate, picks }) => ({
    start,
    picks: picks.map(([pick, n]): [number, boolean] => [pick, n < backRate]),
  }));

function mirrorText(text: string): string {
  const [boardPart, turn, ...rest] = text.split(' ');
  const swap = (s: string) =>
    [...s].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
  const mirrored = boardPart.split('/').reverse().map(swap).join('/');
  const words = rest.map((w) =>
    w.includes('=')
      ? w
      : w
          .split(',')
          .map((m) =>
            m
              .split('-')
              .map((c) => board.name(mirrorCell(board.cell(c))))
              .join('-'),
          )
          .join(','),
  );
  return [mirrored, turn === 'b' ? 'w' : 'b', ...words].join(' ');
}

const coords = (p: SankakuPosition) =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();

describe('properties (random positions and playouts)', () => {
  it('agrees with the reference model move by move, effects and game ends included', () => {
    fc.assert(
      fc.property(playoutArb, ({ start, picks }) => {
        const position = unwrap(sankaku.parse(start));
        const ref = refFrom(position);
        for (const [pick, back] of picks) {
          const legal = ref.legal();
          expect(coords(position)).toEqual([...legal.keys()].sort());
          expect(position.outcome() !== undefined).toBe(ref.over());
          const moves = position.legalMoves();
          if (moves.length === 0) break;
          const move = choose(position, moves, pick, back);
          const key = position.moveToCoord(move);
          const pieces = ref.b.filter((p) => p !== undefined).length;
          position.play(move);
          ref.play(key);
          expect(boardText(position.board)).toBe(refText(ref.b, 0).split(' ')[0]);
          const captured = pieces - ref.b.filter((p) => p !== undefined).length;
          expect(moveCaptureCount(move)).toBe(captured);
          expect(moveCaptures(move)).toBe(captured > 0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('finds attacked cells as the reference does (§5), for every piece and both sides', () => {
    fc.assert(
      fc.property(positionArb, (text) => {
        const position = unwrap(sankaku.parse(text));
        const ref = refFrom(position);
        for (let cell = 0; cell < board.size; cell++) {
          if (position.board[cell] === 0) continue;
          const by = (position.board[cell] >> 3) ^ 1;
          expect(position.isAttacked(cell, by), board.name(cell)).toBe(
            refAttacked(ref.b, cell, by, ref.rules),
          );
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undo restores text and hash; the incremental hash equals a fresh one', () => {
    fc.assert(
      fc.property(playoutArb, ({ start, picks }) => {
        const position = unwrap(sankaku.parse(start));
        const texts = [position.toText()];
        const hashes = [position.hash()];
        for (const [pick, back] of picks) {
          const moves = position.legalMoves();
          if (moves.length === 0) break;
          const move = choose(position, moves, pick, back);
          position.play(move);
          expect(position.undo()).toBe(true);
          expect(position.toText()).toBe(texts[texts.length - 1]);
          expect(position.hash()).toBe(hashes[hashes.length - 1]);
          position.play(move);
          texts.push(position.toText());
          hashes.push(position.hash());
          expect(unwrap(sankaku.parse(position.toText())).hash()).toBe(position.hash());
        }
        while (texts.length > 1) {
          texts.pop();
          hashes.pop();
          position.undo();
          expect(position.toText()).toBe(texts[texts.length - 1]);
          expect(position.hash()).toBe(hashes[hashes.length - 1]);
        }
        expect(position.undo()).toBe(false);
        expect(position.history()).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('playNull passes the turn as the same board with the other side to move would; undo takes it back', () => {
    fc.assert(
      fc.property(
        playoutArb,
        fc.array(fc.nat(1000), { maxLength: 6 }),
        ({ start, picks }, after) => {
          const position = unwrap(sankaku.parse(start));
          for (const [pick, back] of picks) {
            const moves = position.legalMoves();
            if (moves.length === 0) break;
            position.play(choose(position, moves, pick, back));
            if (position.outcome() !== undefined) break;
            const before = position.toText();
            const hash = position.hash();
            const history = position.history();
            const turn = position.turn;
            position.playNull();
            // The board as it stood, the other side to move, no run of moves behind it.
            const fresh = unwrap(sankaku.parse(position.toText()));
            expect(position.toText().split(' ').slice(0, 2)).toEqual([
              before.split(' ')[0],
              turn === BLACK ? 'w' : 'b',
            ]);
            expect(position.turn).toBe(1 - turn);
            expect(position.hash()).toBe(fresh.hash());
            expect(position.hash()).not.toBe(hash);
            // Play on from both (back and forth, so that the repetition rules come in): the same
            // moves, hashes and game ends all along.
            let depth = 0;
            for (const pick of after) {
              const here = position.legalMoves();
              expect(here).toEqual(fresh.legalMoves());
              expect(position.outcome()).toEqual(fresh.outcome());
              if (here.length === 0) break;
              const move = choose(position, here, pick, pick % 2 === 0);
              position.play(move);
              fresh.play(move);
              expect(position.hash()).toBe(fresh.hash());
              depth++;
            }
            for (let i = 0; i < depth; i++) position.undo();
            expect(position.undo()).toBe(true);
            expect(position.toText()).toBe(before);
            expect(position.hash()).toBe(hash);
            expect(position.history()).toEqual(history);
            expect(position.turn).toBe(turn);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('position text round-trips with the same legal moves, outcome and clone', () => {
    fc.assert(
      fc.property(playoutArb, ({ start, picks }) => {
        const position = unwrap(sankaku.parse(start));
        for (const [pick, back] of picks) {
          const text = position.toText();
          const again = unwrap(sankaku.parse(text));
          expect(again.toText()).toBe(text);
          expect(coords(again)).toEqual(coords(position));
          expect(again.outcome()).toEqual(position.outcome());
          const copy = position.clone();
          expect(copy.toText()).toBe(text);
          expect(coords(copy)).toEqual(coords(position));
          const moves = position.legalMoves();
          if (moves.length === 0) break;
          position.play(choose(position, moves, pick, back));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the colour mirror maps legal moves onto mirrored moves', () => {
    fc.assert(
      fc.property(playoutArb, ({ start, picks }) => {
        const position = unwrap(sankaku.parse(start));
        for (const [pick, back] of picks) {
          const mirror = unwrap(sankaku.parse(mirrorText(position.toText())));
          expect(mirror.toText()).toBe(mirrorText(position.toText()));
          const mapped = position
            .legalMoves()
            .map(
              (m) => `${board.name(mirrorCell(moveFrom(m)))}-${board.name(mirrorCell(moveTo(m)))}`,
            )
            .sort();
          expect(coords(mirror)).toEqual(mapped);
          const moves = position.legalMoves();
          if (moves.length === 0) break;
          position.play(choose(position, moves, pick, back));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('perft divide sums to perft; generateLegal writes from any offset', () => {
    fc.assert(
      fc.property(positionArb, fc.nat(50), (text, offset) => {
        const position = unwrap(sankaku.parse(text));
        const divide = perftDivide(position, 2);
        expect(divide.reduce((sum, d) => sum + d.nodes, 0)).toBe(perft(position, 2));
        const out = new Int32Array(offset + MAX_MOVES);
        const n = position.generateLegal(out, offset);
        expect(Array.from(out.subarray(offset, offset + n))).toEqual(position.legalMoves());
        expect(out.subarray(0, offset).every((m) => m === 0)).toBe(true);
        expect(new Set(position.legalMoves().map((m) => m & 0xfff)).size).toBe(n);
      }),
      { numRuns: 40 },
    );
  });
});
