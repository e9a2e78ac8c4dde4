import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { GameOptions, MoveEffect, SeatStatus } from '../../core/types.js';
import { checkCells, heldPieces, moveEffects, moveWarnings, seatStatus } from '../../core/view.js';
import { board } from './board.js';
import { triangulation, type TriangulationPosition } from './index.js';
import { boardText } from './text.js';

// What pages show of a Triangulation position (view.ts): seat standings, the Generals marked in
// check, what a move caused and the captured piles, through the contract's functions.

function place(pieces: Record<string, string>, rest = 'r rgb - -/-/-', options: GameOptions = {}) {
  return unwrap(
    triangulation.parse(`${unwrap(boardText(pieces))} ${rest}`, options),
  ) as TriangulationPosition;
}
const read = (text: string) => unwrap(triangulation.parse(text)) as TriangulationPosition;
const move = (p: TriangulationPosition, text: string) => unwrap(p.parseMove(text));
const play = (p: TriangulationPosition, text: string) => p.play(move(p, text));
const cells = (...names: string[]) => names.map((n) => board.cell(n));
const states = (p: TriangulationPosition) => seatStatus(p).map((s) => s.state);

const playing = (toMove = false): SeatStatus => ({ state: 'playing', toMove });

// Rules §7 T12: Green is checkmated by the Red Cavalry on G4Φ; Green to move.
const T12 = '1/3/5/4rG*2/9/11/3rC8bG*/gG*gR*13 g rgb - -/-/-';
// Rules §7 T13: Red's Infantry on H2Ω may reach Green's corner and rescue from Green's pile.
const T13 = '1/3/5/4rG*2/9/6gG*4/13/1rI12bG* r rgb - -/rRrI/-';
// Red's Rukh on H5Π may check Green's General on H1Ω, Blue's on H8β, or both.
const RANK_H = 'rG*/3/5/7/9/11/13/gG*6rR*6bG* r rgb - -/-/-';

describe('seat status', () => {
  it('is playing for all three at the start, Red to move', () => {
    const p = triangulation.create() as TriangulationPosition;
    expect(seatStatus(p)).toEqual([playing(true), playing(), playing()]);
    expect(checkCells(p)).toEqual([]);
  });

  it('is neutral for the neutral army of two players (§5.8)', () => {
    const p = triangulation.create({ players: '2' }) as TriangulationPosition;
    expect(seatStatus(p)).toEqual([playing(true), playing(), { state: 'neutral', toMove: false }]);
    const q = triangulation.create({ players: '2', neutral: 'red' }) as TriangulationPosition;
    expect(seatStatus(q)).toEqual([{ state: 'neutral', toMove: false }, playing(true), playing()]);
  });

  it('says who left a game of three, whose army stands neutral', () => {
    const p = triangulation.create() as TriangulationPosition;
    const leave = unwrap(p.withdrawal(1));
    expect(moveEffects(p, leave)).toEqual([{ type: 'withdrawal', seat: 1 }]);
    p.play(leave);
    expect(seatStatus(p)).toEqual([playing(true), { state: 'left', toMove: false }, playing()]);
    expect(checkCells(p)).toEqual([]);
  });

  it('follows a checkmate, the forced capture and the elimination of T12', () => {
    const p = read(T12);
    expect(seatStatus(p)).toEqual([playing(), { state: 'checkmated', toMove: true }, playing()]);
    expect(checkCells(p)).toEqual(cells('H1Ω'));
    play(p, 'H2Ω-H3Σ');
    // Green stays checkmated while Blue moves; its Rukh on H3Σ now checks Red along column Σ.
    expect(seatStatus(p)).toEqual([
      { state: 'check', toMove: false },
      { state: 'checkmated', toMove: false },
      playing(true),
    ]);
    expect(checkCells(p)).toEqual(cells('D7Σ', 'H1Ω'));
    play(p, 'G8Γ-G8Δ');
    expect(seatStatus(p)[0]).toEqual({ state: 'check', toMove: true });
    const capture = move(p, 'G4Φ-H1Ω');
    // Green's Rukh on H3Σ passes to Red with its General (§5.4).
    expect(moveEffects(p, capture)).toEqual([
      { type: 'out', seat: 1, by: 0 },
      { type: 'army', seat: 1, owner: 0 },
    ]);
    p.play(capture);
    expect(seatStatus(p)).toEqual([
      playing(),
      { state: 'out', toMove: false, by: 0 },
      playing(true),
    ]);
    expect(checkCells(p)).toEqual([]);
    expect(heldPieces(p)).toEqual([[{ owner: 1, kind: 'G' }], [], []]);
  });

  it('marks a General in check even when its player is not the one to move', () => {
    const p = read(RANK_H);
    const check = move(p, 'H5Π-E8Π');
    expect(moveEffects(p, check)).toEqual([{ type: 'check', by: 0, seats: [2] }]);
    p.play(check);
    expect(seatStatus(p)).toEqual([playing(), playing(true), { state: 'check', toMove: false }]);
    expect(checkCells(p)).toEqual(cells('H8β'));
  });

  it('tell the capture of a General that leaves nothing else, then the check it gives', () => {
    const p = read(RANK_H);
    expect(moveEffects(p, move(p, 'H5Π-H8β'))).toEqual([
      { type: 'out', seat: 2, by: 0 },
      { type: 'check', by: 0, seats: [1] },
    ]);
  });

  it('says out, by the last captor, for the seats of an army that passed twice', () => {
    // Red inherited Green's army; Blue takes Red's General and so both armies, and wins.
    const p = place({ H8Γ: 'rG*', E6Σ: 'gI', H6Δ: 'bR*', A8Ω: 'bG*' }, 'b rrb - gG/-/-');
    // Blue's Rukh on H6Δ checks Red's General on H8Γ.
    expect(seatStatus(p)).toEqual([
      { state: 'check', toMove: false },
      { state: 'out', toMove: false, by: 0 },
      playing(true),
    ]);
    const capture = move(p, 'H6Δ-H8Γ');
    // Red has no piece left but its General; Green's Infantry passes on to Blue.
    expect(moveEffects(p, capture)).toEqual([
      { type: 'out', seat: 0, by: 2 },
      { type: 'army', seat: 1, owner: 2 },
    ]);
    p.play(capture);
    expect(seatStatus(p)).toEqual([
      { state: 'out', toMove: false, by: 2 },
      { state: 'out', toMove: false, by: 2 },
      playing(),
    ]);
  });

  it("says out for a leaver's neutral army once its General is captured", () => {
    const p = place({ E6Σ: 'rG*', A8Ω: 'gG*', H8β: 'bG*', H4Π: 'rR*', F8Δ: 'bR*' });
    p.play(unwrap(p.withdrawal(2)));
    const capture = move(p, 'H4Π-H8β');
    // From Blue's corner the Rukh checks Green's General on A8Ω along file 8.
    expect(moveEffects(p, capture)).toEqual([
      { type: 'out', seat: 2, by: 0 },
      { type: 'army', seat: 2, owner: 0 },
      { type: 'check', by: 0, seats: [1] },
    ]);
    p.play(capture);
    expect(seatStatus(p)).toEqual([
      playing(),
      { state: 'check', toMove: true },
      { state: 'out', toMove: false, by: 0 },
    ]);
    expect(checkCells(p)).toEqual(cells('A8Ω'));
  });

  it('says out for the neutral army of two players once its General is captured', () => {
    const pieces = { E6Σ: 'rG*', F8Δ: 'bR*', A8Ω: 'gG*', H8β: 'bG', H4Π: 'rR*' };
    const p = place(pieces, 'r rgn - -/-/-', { players: '2' });
    expect(states(p)).toEqual(['playing', 'playing', 'neutral']);
    const capture = move(p, 'H4Π-H8β');
    // From Blue's corner the Rukh checks Green's General on A8Ω along file 8.
    expect(moveEffects(p, capture)).toEqual([
      { type: 'out', seat: 2, by: 0 },
      { type: 'army', seat: 2, owner: 0 },
      { type: 'check', by: 0, seats: [1] },
    ]);
    p.play(capture);
    expect(seatStatus(p)).toEqual([
      playing(),
      { state: 'check', toMove: true },
      { state: 'out', toMove: false, by: 0 },
    ]);
    expect(checkCells(p)).toEqual(cells('A8Ω'));
    expect(heldPieces(p)).toEqual([[{ owner: 2, kind: 'G' }], [], []]);
  });

  it('tells no one to move once the game is over', () => {
    const p = place({ E6Σ: 'rG*', F6Σ: 'gG*', H8β: 'bG*', H4Π: 'rR*' });
    p.play(unwrap(p.withdrawal(2)));
    const capture = move(p, 'E6Σ-F6Σ');
    // The last General standing: Green's army is its General alone, so no army passes.
    expect(moveEffects(p, capture)).toEqual([{ type: 'out', seat: 1, by: 0 }]);
    p.play(capture);
    expect(p.outcome()).toEqual({ winners: [0], reason: 'last General standing' });
    expect(seatStatus(p)).toEqual([
      playing(),
      { state: 'out', toMove: false, by: 0 },
      { state: 'left', toMove: false },
    ]);
  });
});

describe('move effects', () => {
  it('give a Double Check as one check of both opponents (§5.2)', () => {
    const p = place({ F4Φ: 'rR*', H1Ω: 'gG*', H8β: 'bG*', A8Ω: 'rG*' });
    const double = move(p, 'RF4Φ-H4Π');
    expect(moveEffects(p, double)).toEqual([{ type: 'check', by: 0, seats: [1, 2] }]);
    expect(p.announcement(double)).toBe('Double Check');
    p.play(double);
    expect(seatStatus(p)).toEqual([
      playing(),
      { state: 'check', toMove: true },
      { state: 'check', toMove: false },
    ]);
    expect(checkCells(p)).toEqual(cells('H1Ω', 'H8β'));
  });

  it('give nothing for a quiet move', () => {
    const p = triangulation.create() as TriangulationPosition;
    expect(moveEffects(p, move(p, 'C6Ω-D6Ω'))).toEqual([]);
    expect(moveWarnings(p, move(p, 'C6Ω-D6Ω'))).toEqual([]);
  });

  it('give a rescued Rukh its corner and the Infantry its 3rd-row cell (§5.6)', () => {
    const p = read(T13);
    expect(heldPieces(p)).toEqual([
      [],
      [
        { owner: 0, kind: 'R' },
        { owner: 0, kind: 'I' },
      ],
      [],
    ]);
    const rescue: MoveEffect = {
      type: 'rescue',
      piece: { owner: 0, kind: 'R' },
      cells: cells('H1Ω', 'C7Φ'),
    };
    // The rescued Rukh on Green's corner checks Blue's General along rank H.
    expect(moveEffects(p, move(p, 'H2Ω-H1Ω!R@C7Φ'))).toEqual([
      rescue,
      { type: 'check', by: 0, seats: [2] },
    ]);
    expect(moveEffects(p, move(p, 'H2Ω-H1Ω'))).toEqual([]);
    p.play(move(p, 'H2Ω-H1Ω!R@C7Φ'));
    expect(heldPieces(p)).toEqual([[], [{ owner: 0, kind: 'I' }], []]);
  });

  it('give a rescued Infantry its own 3rd-row cell, then the rescuer’s', () => {
    const p = read(T13);
    const both = move(p, 'H2Ω-H1Ω!I@C6Ω,C8Σ');
    const effects = moveEffects(p, both);
    expect(effects).toHaveLength(1);
    const [effect] = effects;
    expect(effect.type === 'rescue' && effect.piece).toEqual({ owner: 0, kind: 'I' });
    expect(effect.type === 'rescue' && [...effect.cells].sort()).toEqual(
      cells('C6Ω', 'C8Σ').sort(),
    );
  });

  it('give a capture of a General with a rescue of its colour in one move (§9)', () => {
    const p = place({ G2Ω: 'rI', H1Ω: 'bG*', F6Π: 'gG*', D7Σ: 'rG*' }, 'r rgb - -/bRrC/-');
    expect(moveEffects(p, move(p, 'G2Ω-H1Ω!bR@C7Φ'))).toEqual([
      { type: 'out', seat: 2, by: 0 },
      { type: 'rescue', piece: { owner: 0, kind: 'R', original: 2 }, cells: cells('H1Ω', 'C7Φ') },
    ]);
  });
});

describe('along random games', () => {
  /** Plays `plies` moves from the start, preferring captures so that Generals fall. */
  function* game(seed: number, plies: number, options: GameOptions) {
    const p = triangulation.create(options) as TriangulationPosition;
    let s = seed;
    for (let i = 0; i < plies; i++) {
      const moves = p.legalMoves();
      if (moves.length === 0) return;
      s = (s * 1103515245 + 12345) >>> 0;
      const captures = moves.filter((m) => p.isCapture(m));
      const pool = captures.length > 0 && s % 3 !== 0 ? captures : moves;
      yield { p, move: pool[(s >>> 8) % pool.length] };
    }
  }

  it('say what each move caused as the position after it shows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.constantFrom<GameOptions>({}, { players: '2' }, { players: '2', neutral: 'green' }),
        (seed, options) => {
          for (const { p, move: m } of game(seed, 160, options)) {
            const mover = p.turn;
            const [text, hash] = [p.toText(), p.hash()];
            const effects = moveEffects(p, m);
            const before = seatStatus(p);
            expect([p.toText(), p.hash()]).toEqual([text, hash]);
            p.play(m);
            const after = seatStatus(p);
            const outs = effects.flatMap((e) => (e.type === 'out' ? [e.seat] : []));
            const newlyOut = [0, 1, 2].filter(
              (s) => after[s].state === 'out' && before[s].state !== 'out',
            );
            expect(outs).toEqual(newlyOut);
            for (const seat of outs)
              expect(after[seat]).toEqual({ state: 'out', toMove: false, by: mover });
            for (const e of effects) {
              if (e.type === 'army') {
                for (let cell = 0; cell < board.size; cell++) {
                  for (const piece of p.contents(cell))
                    if ((piece.original ?? piece.owner) === e.seat) expect(piece.owner).toBe(mover);
                }
              } else if (e.type === 'check') {
                for (const seat of e.seats)
                  expect(['check', 'checkmated']).toContain(after[seat].state);
              } else if (e.type === 'rescue') {
                expect(p.contents(e.cells[0])).toEqual([e.piece]);
                expect(p.contents(e.cells[1])[0]).toMatchObject({ owner: mover, kind: 'I' });
              }
            }
            const marked = after.flatMap((st, seat) =>
              st.state === 'check' || st.state === 'checkmated' ? [p.generalCell[seat]] : [],
            );
            expect(checkCells(p)).toEqual(marked);
            expect(after.filter((st) => st.toMove)).toHaveLength(p.outcome() ? 0 : 1);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
