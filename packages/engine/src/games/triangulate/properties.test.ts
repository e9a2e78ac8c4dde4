import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perft, perftDivide } from '../../core/perft.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions, Outcome } from '../../core/types.js';
import { triangulate } from './index.js';
import { PASS, STACK, moveKind, moveTo } from './moves.js';
import type { TriangulatePosition } from './position.js';

/**
 * A plain model of rules §3–§5 (and the §7.3 / §7.7 readings), written from the rules file with
 * arrays and strings and nothing of the engine's packed state, to check the engine against.
 */
class Model {
  small: number[][] = [];
  large: number[][] = [];
  supply: number[];
  turn: number;
  passes: number;
  over: Outcome | undefined;
  seen: string[];

  constructor(
    readonly options: GameOptions,
    p: TriangulatePosition,
  ) {
    for (let c = 0; c < 64; c++) {
      const views = p.contents(c);
      this.large.push(views.filter((v) => v.kind === 'L').map((v) => v.owner));
      this.small.push(views.filter((v) => v.kind === 'S').map((v) => v.owner));
    }
    this.supply = [p.supplyOf(0), p.supplyOf(1)];
    this.turn = p.turn;
    this.passes = p.passes;
    const last = 1 - this.turn;
    this.over = this.small.some((s) => this.triangle(s, last))
      ? { winners: [last], reason: 'triangulated' }
      : this.passes >= 2
        ? { winners: [], reason: 'both players passed' }
        : undefined;
    this.seen = [this.key()];
  }

  copy(): Model {
    const next = Object.create(Model.prototype) as Model;
    return Object.assign(next, structuredClone({ ...this }), { options: this.options });
  }

  key(): string {
    return JSON.stringify([this.small, this.large, this.supply, this.turn]);
  }

  triangle(stack: number[], seat: number): boolean {
    if (this.options.triangulate === 'consecutive')
      return stack
        .map((o) => (o === seat ? '1' : '0'))
        .join('')
        .includes('111');
    return stack.filter((o) => o === seat).length >= 3;
  }

  moves(): string[] {
    if (this.over) return [];
    const track = this.options.track;
    const out: string[] = [];
    const top = (a: number[]) => (a.length === 0 ? -1 : a[a.length - 1]);
    for (let s = 0; s < 64; s++) {
      if (top(this.small[s]) !== this.turn) continue;
      for (const [dx, dy] of [
        [1, 0],
        [1, 1],
        [0, 1],
        [-1, 1],
        [-1, 0],
        [-1, -1],
        [0, -1],
        [1, -1],
      ]) {
        for (let k = 1; ; k++) {
          const x = (s & 7) + dx * k;
          const y = (s >> 3) + dy * k;
          if (x < 0 || x > 7 || y < 0 || y > 7) break;
          const t = y * 8 + x;
          const move = `${name(s)}-${name(t)}`;
          if (this.small[t].length > 0) {
            out.push(move);
            break;
          }
          const ownTrack = top(this.large[t]) === this.turn;
          if (track === 'freeOwnTrack' && ownTrack) out.push(move);
          else if (this.supply[this.turn] > 0 && !(track === 'closed' && this.large[t].length > 0))
            out.push(move);
          if (track !== 'slide' || !ownTrack) break;
        }
      }
    }
    return out.length === 0 ? ['pass'] : out.sort();
  }

  play(move: string): void {
    const seat = this.turn;
    let to = -1;
    if (move === 'pass') {
      this.passes++;
    } else {
      const [f, t] = move.split('-').map(cell);
      to = t;
      const token = this.small[f].pop()!;
      const free =
        this.options.track === 'freeOwnTrack' && this.large[t][this.large[t].length - 1] === seat;
      if (this.small[t].length === 0 && !free) {
        this.large[t].push(seat);
        this.supply[seat]--;
      }
      this.small[t].push(token);
      this.passes = 0;
    }
    this.turn = 1 - seat;
    const key = this.key();
    const before = this.seen.filter((k) => k === key).length;
    this.seen.push(key);
    if (to >= 0 && this.triangle(this.small[to], seat))
      this.over = { winners: [seat], reason: 'triangulated' };
    else if (this.passes >= 2) this.over = { winners: [], reason: 'both players passed' };
    else if (before >= 2) this.over = { winners: [], reason: 'threefold repetition' };
  }
}

const name = (c: number) => 'abcdefgh'[c & 7] + String((c >> 3) + 1);
const cell = (n: string) => n.charCodeAt(0) - 97 + 8 * (Number(n[1]) - 1);
const mirrorSquare = (n: string) => String.fromCharCode(201 - n.charCodeAt(0)) + n[1];
const mirrorMove = (m: string) => (m === 'pass' ? m : m.split('-').map(mirrorSquare).join('-'));
const coords = (p: TriangulatePosition) =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();
const swapCase = (s: string) =>
  s.replace(/[xoXO]/g, (ch) => ({ x: 'o', o: 'x', X: 'O', O: 'X' })[ch]!);

/** Builds board text from a square's tokens (bottom to top, large ones first), independently of toText. */
function boardText(squares: string[]): string {
  const ranks: string[] = [];
  for (let row = 7; row >= 0; row--) {
    let text = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const s = squares[row * 8 + file];
      if (s === '') {
        empty++;
        continue;
      }
      if (empty) text += empty;
      empty = 0;
      text += s.length === 1 ? s : `(${s})`;
    }
    if (empty) text += empty;
    ranks.push(text);
  }
  return ranks.join('/');
}

/** The left↔right mirror of a position text with the colours swapped (a1 ↔ h1, X ↔ O). */
function mirrorText(text: string): string {
  const [boardField, turn, xs, os, passes, ...options] = text.split(' ');
  const squares: string[] = [];
  for (const rank of boardField.split('/').reverse()) {
    const row: string[] = [];
    for (const token of rank.match(/[1-8]|\([^)]*\)|[xoXO]/g)!) {
      if (/[1-8]/.test(token)) for (let i = 0; i < Number(token); i++) row.push('');
      else row.push(swapCase(token.replace(/[()]/g, '')));
    }
    squares.push(...row.reverse());
  }
  return [boardText(squares), turn === 'X' ? 'O' : 'X', os, xs, passes, ...options].join(' ');
}

const OPTION_SETS: GameOptions[] = [
  {},
  { triangulate: 'consecutive' },
  { track: 'freeOwnTrack' },
  { track: 'closed' },
  { track: 'slide' },
  { track: 'slide', triangulate: 'consecutive' },
];

/**
 * Walks `choices` through the position, checking at every step: the legal moves, whether
 * there is one, and the outcome against the model, the mirror, the text round trip; then undoes everything, checking each
 * text and hash on the way back.
 */
function walk(p: TriangulatePosition, choices: number[]): void {
  const model = new Model(p.options, p);
  const texts: string[] = [];
  const hashes: number[] = [];
  for (let i = 0; ; i++) {
    const text = p.toText();
    const moves = coords(p);
    expect(moves).toEqual(model.moves());
    expect(p.outcome()).toEqual(model.over);
    // The search trusts hasLegalMove in place of generating the moves before a static cut.
    expect(p.hasLegalMove()).toBe(moves.length > 0);
    // A capture is a block: a stacking move onto a stack the opponent tops (§3, §7.8).
    for (const m of p.legalMoves()) {
      const block = m !== PASS && moveKind(m) === STACK && p.topOwner(moveTo(m)) === 1 - p.turn;
      expect(p.isCapture(m)).toBe(block);
    }

    const again = unwrap(triangulate.parse(text));
    expect(again.toText()).toBe(text);
    expect(again.hash()).toBe(p.hash());
    if (p.outcome()?.reason !== 'threefold repetition') expect(coords(again)).toEqual(moves);

    // Both texts are read afresh, without the history a repetition needs.
    const mirror = unwrap(triangulate.parse(mirrorText(text)));
    expect(coords(mirror)).toEqual(coords(again).map(mirrorMove).sort());
    expect(mirror.outcome()?.reason).toBe(again.outcome()?.reason);
    expect(mirror.outcome()?.winners).toEqual(again.outcome()?.winners.map((w) => 1 - w));

    if (i >= choices.length || moves.length === 0) break;
    texts.push(text);
    hashes.push(p.hash());
    const move = moves[choices[i] % moves.length];
    p.play(unwrap(p.parseMove(move)));
    model.play(move);
  }
  for (let i = texts.length - 1; i >= 0; i--) {
    expect(p.undo()).toBe(true);
    expect(p.toText()).toBe(texts[i]);
    expect(p.hash()).toBe(hashes[i]);
  }
}

const square = fc.oneof(
  fc.integer({ min: 0, max: 63 }),
  // A 3×3 block around d4 gives tall stacks and stacking moves.
  fc.integer({ min: 0, max: 8 }).map((i) => 18 + (i % 3) + 8 * Math.floor(i / 3)),
);

/** Random positions: tokens dropped on squares in order, supplies often empty. */
const randomPosition = fc
  .record({
    small: fc.array(fc.tuple(square, fc.integer({ min: 0, max: 1 })), {
      maxLength: 16,
      size: 'max',
    }),
    large: fc.array(fc.tuple(square, fc.integer({ min: 0, max: 1 })), {
      maxLength: 30,
      size: 'max',
    }),
    supply: fc.tuple(
      fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10 })),
      fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10 })),
    ),
    turn: fc.constantFrom('X', 'O'),
    options: fc.constantFrom(...OPTION_SETS),
  })
  .map(({ small, large, supply, turn, options }) => {
    const lower = Array.from({ length: 64 }, () => '');
    const upper = Array.from({ length: 64 }, () => '');
    const counts = [0, 0];
    for (const [c, o] of small) if (++counts[o] <= 8) upper[c] += o === 0 ? 'X' : 'O';
    for (const [c, o] of large) lower[c] += o === 0 ? 'x' : 'o';
    const words = Object.entries(options).map(([k, v]) => `${k}=${v}`);
    return [
      boardText(lower.map((l, c) => l + upper[c])),
      turn,
      supply[0],
      supply[1],
      0,
      ...words,
    ].join(' ');
  });

describe('properties', () => {
  it('random games from the start agree with the model, the mirror, the text and undo', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPTION_SETS),
        fc.array(fc.nat(), { maxLength: 70, size: 'max' }),
        (options, choices) => {
          walk(triangulate.create(options), choices);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('random positions agree with the model, the mirror, the text and undo', () => {
    // Choosing among the first two moves only makes tokens shuttle, and positions repeat.
    const walks = fc.oneof(
      fc.array(fc.nat(), { maxLength: 30, size: 'max' }),
      fc.array(fc.nat({ max: 1 }), { maxLength: 60, size: 'max' }),
    );
    fc.assert(
      fc.property(randomPosition, walks, (text, choices) => {
        const parsed = triangulate.parse(text);
        // A text is refused only for a triangle that play cannot leave on the board.
        if (!parsed.ok) {
          expect(parsed.error).toMatch(/triang/);
          return;
        }
        walk(parsed.value, choices);
      }),
      { numRuns: 150 },
    );
  });

  it('perft divide sums to perft', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPTION_SETS),
        fc.array(fc.nat(), { maxLength: 30, size: 'max' }),
        (options, choices) => {
          const p = triangulate.create(options);
          for (const c of choices) {
            const moves = p.legalMoves();
            if (moves.length === 0) break;
            p.play(moves[c % moves.length]);
          }
          const text = p.toText();
          const divide = perftDivide(p, 2);
          expect(divide.reduce((sum, d) => sum + d.nodes, 0)).toBe(perft(p, 2));
          expect(divide.map((d) => d.move).sort()).toEqual(coords(p));
          expect(p.toText()).toBe(text);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('perft from the start agrees with the model (depth 2 under every option, 3 by default)', () => {
    const modelPerft = (m: Model, depth: number): number => {
      if (depth === 1) return m.moves().length;
      let n = 0;
      for (const move of m.moves()) {
        const next = m.copy();
        next.play(move);
        n += modelPerft(next, depth - 1);
      }
      return n;
    };
    for (const options of OPTION_SETS) {
      const p = triangulate.create(options);
      expect(perft(p, 2)).toBe(modelPerft(new Model(p.options, p), 2));
    }
    expect(perft(triangulate.create(), 3)).toBe(
      modelPerft(new Model(triangulate.create().options, triangulate.create()), 3),
    );
  });
});
