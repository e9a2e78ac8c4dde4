import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perft } from '../../core/perft.js';
import { unwrap } from '../../core/result.js';
import { board } from './board.js';
import { boardText } from './text.js';
import { triangulation, type TriangulationPosition } from './index.js';
import { isWithdrawal } from './moves.js';

// A player leaving a game of three while two others are in it (README "Triangulation", the
// ruling on leaving): its army turns neutral exactly as the army of the two-player mode (§5.8).

const START = 'rC/rRrGrR/rIrIrIrIrI/7/9/gI9bI/gRgIgI7bIbIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-';
const NAMES = ['red', 'green', 'blue'];
const RUKH_FROM_H4Π =
  'D8Π E4Ω E7Π E8Π F4Φ F4Ω F6Π F7Π G4Σ G4Φ G5Π G6Π H1Ω H2Φ H2Ω H3Σ H3Φ H4Σ H5Λ H5Π H6Δ H6Λ';

const parse = (text: string, options = {}) =>
  unwrap(triangulation.parse(text, options)) as TriangulationPosition;
const place = (pieces: Record<string, string>, rest = 'r rgb - -/-/-') =>
  parse(`${unwrap(boardText(pieces))} ${rest}`);
const coords = (p: TriangulationPosition) =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();
const play = (p: TriangulationPosition, move: string) => p.play(unwrap(p.parseMove(move)));
const leave = (p: TriangulationPosition, seat: number) => p.play(unwrap(p.withdrawal(seat)));

/** The same position read as the two-player mode with the leaver's army as its neutral army. */
function asTwoPlayer(p: TriangulationPosition): TriangulationPosition {
  const neutral = p.neutralSeat;
  const fields = p.toText().split(' ');
  // The two-player mode's unmoved neutral General starts on its corner: mark it as moved, which
  // no rule reads for an army that never moves.
  const letter = 'rgb'[neutral];
  fields[0] = fields[0].replace(new RegExp(`${letter}G(?!\\*)`), `${letter}G*`);
  return parse(fields.join(' '), { players: '2', neutral: NAMES[neutral] });
}

describe('withdrawal: the army of a player who leaves a game of three turns neutral', () => {
  it('at the start, Blue leaving: Red to move, Blue neutral, perft as the text written by hand', () => {
    const p = triangulation.create() as TriangulationPosition;
    const move = unwrap(p.withdrawal(2));
    expect(isWithdrawal(move)).toBe(true);
    expect(p.legalMoves()).not.toContain(move);
    expect(p.moveToCoord(move)).toBe('leave:b');
    expect(p.moveToText(move)).toBe('leave:b');
    expect(p.moveInfo(move)).toEqual({ from: -1, to: -1, capture: false });
    expect(p.isCapture(move)).toBe(false);
    p.play(move);
    expect(p.toText()).toBe(START.replace(' rgb ', ' rgn '));
    expect([p.turn, p.neutralSeat]).toEqual([0, 2]);
    expect(p.activeSeats()).toEqual([0, 1]);
    expect(p.eliminatedSeats()).toEqual([]);
    const byHand = parse(START.replace(' rgb ', ' rgn '));
    expect(p.hash()).toBe(byHand.hash());
    const counts = [1, 2, 3].map((d) => perft(p, d));
    expect(counts).toEqual([1, 2, 3].map((d) => perft(byHand, d)));
    // As from the two-player start (§3.3), whose swapped neutral General and Cavalry never move.
    expect(counts).toEqual([18, 323, 5883]);
  });

  it('passes the turn on when the leaver was to move', () => {
    const p = triangulation.create() as TriangulationPosition;
    leave(p, 0);
    expect(p.toText()).toBe(START.replace(' r rgb ', ' g ngb '));
    expect(p.turn).toBe(1);
    play(p, 'F3Ω-F4Ω');
    expect(p.turn).toBe(2);
    play(p, 'F8Δ-F7Λ');
    expect(p.turn).toBe(1);
  });

  it('reads and writes the withdrawal as leave:<seat letter>', () => {
    const p = triangulation.create() as TriangulationPosition;
    expect(unwrap(p.parseMove('leave:g'))).toBe(unwrap(p.withdrawal(1)));
    expect(unwrap(p.parseMove('LEAVE:B'))).toBe(unwrap(p.withdrawal(2)));
  });

  // Red General E6Σ is checked by the Blue Rukh on H6Δ (§7 T11) until Blue leaves.
  const pieces = { E6Σ: 'rG*', H6Δ: 'bR*', A8Ω: 'gG*', H8β: 'bG*', H4Π: 'rR*' };

  it('neutral pieces never move and never give check; either player may capture them', () => {
    const p = place(pieces);
    expect(p.inCheck()).toBe(true);
    expect(coords(p).filter((m) => m.startsWith('E6Σ-'))).toHaveLength(8);
    leave(p, 2);
    expect(p.inCheck()).toBe(false);
    const general = 'D6Φ D7Σ D7Φ E5Φ E6Φ E7Π E7Σ F5Σ F5Φ F6Π F6Σ F7Π'.split(' ');
    const rukh = RUKH_FROM_H4Π.split(' ');
    expect(coords(p)).toEqual(
      [...general.map((c) => `E6Σ-${c}`), ...rukh.map((c) => `H4Π-${c}`)].sort(),
    );
    expect(coords(p)).toContain('H4Π-H6Δ');
    play(p, 'H4Π-H6Δ');
    expect(p.capturedPile(0)).toEqual([{ colour: 2, kind: 'R' }]);
    // Green to move: its General's moves only; the neutral General on H8β stays where it is.
    expect(coords(p).every((m) => m.startsWith('A8Ω-'))).toBe(true);
    expect(p.contents(board.cell('H8β'))).toEqual([{ owner: 2, kind: 'G' }]);
  });

  it('gives every neutral piece on the board to whoever captures the neutral General (§5.4)', () => {
    const p = place({ ...pieces, H6Δ: '', F8Δ: 'bR*' });
    leave(p, 2);
    play(p, 'H4Π-H8β');
    expect(p.toText().split(' ').slice(1, 5)).toEqual(['g', 'rgr', '-', 'bG/-/-']);
    expect(p.contents(board.cell('F8Δ'))).toEqual([{ owner: 0, kind: 'R', original: 2 }]);
    expect(p.outcome()).toBeUndefined();
    expect(p.activeSeats()).toEqual([0, 1]);
    // The F8Δ Rukh now moves for Red, keeping Blue's lines.
    p.play(p.legalMoves()[0]);
    expect(coords(p).some((m) => m.startsWith('F8Δ-'))).toBe(true);
  });

  it('discards the leaver’s pile and checkmate entry, and drops it from the checkers', () => {
    const pieces = { A8Ω: 'rG*', H1Ω: 'gG*', H8β: 'bG*', F5Σ: 'rR*', E6Σ: 'gR*' };
    const p = place(pieces, 'r rgb g:b,b:g -/-/gRrI');
    const before = p.toText();
    const hash = p.hash();
    leave(p, 2);
    expect(p.toText()).toBe(`${unwrap(boardText(pieces))} r rgn g -/-/-`);
    expect(p.hash()).toBe(parse(p.toText()).hash());
    expect(p.undo()).toBe(true);
    expect([p.toText(), p.hash()]).toEqual([before, hash]);
  });

  it('ends the game when one player remains, or when both are bare', () => {
    const p = place({ E6Σ: 'rG*', F6Σ: 'gG*', H8β: 'bG*', H4Π: 'rR*' });
    leave(p, 2);
    expect(p.outcome()).toBeUndefined();
    play(p, 'E6Σ-F6Σ');
    expect(p.outcome()).toEqual({ winners: [0], reason: 'last General standing' });
    expect(p.legalMoves()).toEqual([]);
    const bare = place({ E6Σ: 'rG*', F7Π: 'gG*', H8β: 'bG*', H4Π: 'bR*' });
    expect(bare.outcome()).toBeUndefined();
    leave(bare, 2);
    expect(bare.outcome()).toEqual({ winners: [], reason: 'only Generals left' });
  });

  it('refuses each impossible withdrawal with a reason', () => {
    const p = triangulation.create() as TriangulationPosition;
    expect(p.withdrawal(3)).toEqual({
      ok: false,
      code: 'bad-seat',
      error: 'there is no seat 3: seats are 0 (Red), 1 (Green) and 2 (Blue)',
    });
    leave(p, 2);
    expect(p.withdrawal(2)).toEqual({
      ok: false,
      code: 'bad-seat',
      error: 'Blue is not in the game',
    });
    expect(p.withdrawal(0)).toEqual({
      ok: false,
      code: 'bad-seat',
      error:
        'Red cannot leave the game to the others: only two players are in it (Red and Green), so a leaver loses and the other wins',
    });
    expect(p.parseMove('leave:g').ok).toBe(false);
    const two = triangulation.create({ players: '2' }) as TriangulationPosition;
    expect(two.withdrawal(2)).toEqual({
      ok: false,
      code: 'bad-seat',
      error: 'Blue is not in the game',
    });
    expect(two.withdrawal(1).ok).toBe(false);
    const out = place({ A8Ω: 'rG*', H8β: 'bG*', F5Σ: 'rR*', H1Ω: 'gR*' }, 'r rrb - -/-/-');
    expect(out.withdrawal(1)).toEqual({
      ok: false,
      code: 'bad-seat',
      error: 'Green is not in the game',
    });
    expect(out.withdrawal(0).ok).toBe(false);
    const over = place({ E6Σ: 'rG*', F7Π: 'gG*', H8β: 'bG*' });
    expect(over.withdrawal(0)).toEqual({
      ok: false,
      code: 'game-over',
      error: 'Red cannot leave: the game is over',
    });
  });

  /** A game of three played at random for `plies` moves while all three are in it. */
  function randomGame(seed: number, plies: number): TriangulationPosition {
    const p = triangulation.create() as TriangulationPosition;
    let s = seed;
    for (let i = 0; i < plies && p.activeSeats().length === 3 && !p.outcome(); i++) {
      const moves = p.legalMoves();
      s = (s * 1103515245 + 12345) >>> 0;
      p.play(moves[s % moves.length]);
    }
    return p;
  }

  it('plays exactly as the two-player mode with that army neutral, after random play', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 2 }),
        (seed, plies, seat) => {
          const p = randomGame(seed, plies);
          if (!p.withdrawal(seat).ok) return;
          leave(p, seat);
          const q = asTwoPlayer(p);
          let s = seed;
          for (let i = 0; i < 40; i++) {
            expect(coords(p)).toEqual(coords(q));
            expect(p.outcome()).toEqual(q.outcome());
            expect([p.turn, p.inCheck(), p.checkmatedSeats()]).toEqual([
              q.turn,
              q.inCheck(),
              q.checkmatedSeats(),
            ]);
            const moves = p.legalMoves();
            if (moves.length === 0) break;
            s = (s * 1103515245 + 12345) >>> 0;
            const text = p.moveToCoord(moves[s % moves.length]);
            play(p, text);
            play(q, text);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('round-trips its text and undoes exactly, with the hash kept incrementally', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 2 }),
        (seed, plies, seat) => {
          const p = randomGame(seed, plies);
          if (!p.withdrawal(seat).ok) return;
          const states: [string, number][] = [[p.toText(), p.hash()]];
          leave(p, seat);
          states.push([p.toText(), p.hash()]);
          let s = seed;
          for (let i = 0; i < 30; i++) {
            const read = parse(p.toText());
            expect([read.toText(), read.hash()]).toEqual([p.toText(), p.hash()]);
            const moves = p.legalMoves();
            if (moves.length === 0) break;
            s = (s * 1103515245 + 12345) >>> 0;
            p.play(moves[s % moves.length]);
            states.push([p.toText(), p.hash()]);
          }
          expect(p.history().filter(isWithdrawal)).toHaveLength(1);
          for (let i = states.length - 1; i > 0; i--) {
            expect([p.toText(), p.hash()]).toEqual(states[i]);
            p.undo();
          }
          expect([p.toText(), p.hash()]).toEqual(states[0]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
