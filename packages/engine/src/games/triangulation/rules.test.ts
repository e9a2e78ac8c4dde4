import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { builtinGames } from '../index.js';
import { CORNERS, board } from './board.js';
import { triangulation, type TriangulationPosition } from './index.js';
import { isCastle } from './moves.js';
import { GENERAL_MOVES } from './tables.js';
import { boardText } from './text.js';

// The turn procedure (§5.3), castling (§4.5), inheritance (§5.4), rescue (§5.6), draws (§5.7),
// the two-player mode (§5.8), check announcements (§5.2) and every option's effect.

function place(pieces: Record<string, string>, rest = 'r rgb - -/-/-', options: GameOptions = {}) {
  return unwrap(
    triangulation.parse(`${unwrap(boardText(pieces))} ${rest}`, options),
  ) as TriangulationPosition;
}

const sorted = (list: string[]) => [...list].sort();
const list = (text: string) => sorted(text.split(/[\s,]+/).filter(Boolean));
const coords = (p: TriangulationPosition) => sorted(p.legalMoves().map((m) => p.moveToCoord(m)));
const movesFrom = (p: TriangulationPosition, from: string) =>
  coords(p).filter((m) => m.startsWith(`${from}-`));
const play = (p: TriangulationPosition, move: string) => p.play(unwrap(p.parseMove(move)));

describe('game definition', () => {
  it('is registered with three seats, four pieces and the recommended readings as defaults', () => {
    expect(builtinGames).toContain(triangulation);
    expect(triangulation.players).toEqual(['Red', 'Green', 'Blue']);
    expect(triangulation.pieces.map((k) => k.letter)).toEqual(['G', 'R', 'C', 'I']);
    expect(Object.fromEntries(triangulation.options.map((o) => [o.name, o.default]))).toEqual({
      players: '3',
      neutral: 'blue',
      'column-letters': 'lambda-pi-sigma-phi',
      charge: 'third-row',
      'edge-attack': 'blocked',
      'forced-capture': 'any',
      'rescue-return': 'own-colour',
      'infantry-rescue': 'always',
    });
    for (const o of triangulation.options) {
      expect(o.values).toContain(o.default);
      expect(o.valueDescriptions).toHaveLength(o.values.length);
    }
  });

  it("turns each seat's corner to the bottom of its view", () => {
    for (let seat = 0; seat < 3; seat++) {
      const angle = (triangulation.views[seat] * Math.PI) / 180;
      const heights = CORNERS.map((cell) => {
        const [x, y] = board.centroid(cell);
        return x * Math.sin(angle) + y * Math.cos(angle);
      });
      expect(Math.min(...heights)).toBe(heights[seat]);
    }
  });

  it('reaches the Infantry steps and charges of each colour on an empty board', () => {
    const reach = (owner: number, cell: string, options = {}) =>
      sorted(triangulation.reach('I', owner, board.cell(cell), options).map((c) => board.name(c)));
    expect(reach(0, 'C6Ω')).toEqual(list('D6Ω D5Ω D6Φ E5Ω E6Φ'));
    expect(reach(1, 'E6Σ')).toEqual(['E7Σ']);
    expect(reach(2, 'E6Σ')).toEqual(['E6Φ']);
    expect(reach(0, 'C7Ω', { charge: 'straight' })).toEqual(list('C6Ω C7Φ D6Ω D7Φ D5Ω D7Σ'));
    expect(triangulation.reach('X', 0, 0)).toEqual([]);
  });
});

describe('tables', () => {
  it('give every glancing General step a blocker on the board', () => {
    const [targets, blockers] = GENERAL_MOVES.fields;
    for (let cell = 0; cell < 64; cell++) {
      const blocked: number[] = [];
      for (let j = GENERAL_MOVES.start[cell]; j < GENERAL_MOVES.start[cell + 1]; j++) {
        if (blockers[j] >= 0) blocked.push(targets[j]);
      }
      const glancing = board
        .cornerNeighbours(cell)
        .filter((c) => board.orientation[c] === board.orientation[cell]);
      expect(blocked.sort()).toEqual(glancing.sort());
    }
  });
});

describe('pins (A11: no move may leave the own General attacked)', () => {
  it('holds a piece on a Rukh line to moves along that line', () => {
    const p = place({ E6Σ: 'rG*', F6Σ: 'rI', H6Δ: 'bR*', A8Ω: 'gG*', H8β: 'bG*' });
    expect(movesFrom(p, 'F6Σ')).toEqual(['F6Σ-F6Π']);
  });

  it("holds the blocker of an enemy General's glancing step", () => {
    const p = place({ E6Σ: 'rG*', F6Σ: 'rC', F6Π: 'gG*', H8β: 'bG*' });
    expect(p.inCheck()).toBe(false);
    expect(movesFrom(p, 'F6Σ')).toEqual([]);
  });

  it("holds the blocker of an enemy Infantry's glancing attack, unless it takes the attacker", () => {
    const p = place({ D6Φ: 'rG*', E6Φ: 'rR*', E6Σ: 'bI', H1Ω: 'gG*', H8β: 'bG*' });
    expect(p.inCheck()).toBe(false);
    expect(movesFrom(p, 'E6Φ')).toEqual(['E6Φ-E6Σ']);
  });
});

describe('forced capture of a checkmated General (§5.3 step 3, §9)', () => {
  // Red is in check from Blue's Rukh (T11); Red's Cavalry reaches Green's General (T12).
  const pieces = { E6Σ: 'rG*', H6Δ: 'bR*', H8β: 'bG*', H1Ω: 'gG*', G4Φ: 'rC' };

  it('comes before the safety test: Red must capture though it stays in check', () => {
    const p = place(pieces, 'r rgb g:r -/-/-');
    expect(p.inCheck()).toBe(true);
    expect(coords(p)).toEqual(['G4Φ-H1Ω']);
    play(p, 'G4Φ-H1Ω');
    expect(p.eliminatedSeats()).toEqual([1]);
    expect(p.turn).toBe(2);
  });

  it('binds any player who can (A13 default), even one who did not give the check', () => {
    expect(coords(place(pieces, 'r rgb g:b -/-/-'))).toEqual(['G4Φ-H1Ω']);
  });

  it('binds only the checking players under forced-capture=checkers', () => {
    const options = { 'forced-capture': 'checkers' };
    expect(coords(place(pieces, 'r rgb g:r -/-/-', options))).toEqual(['G4Φ-H1Ω']);
    const free = coords(place(pieces, 'r rgb g:b -/-/-', options));
    expect(free).toEqual(
      list('E6Σ-D7Σ E6Σ-D7Φ E6Σ-E5Φ E6Σ-E7Π E6Σ-E7Σ E6Σ-F5Σ E6Σ-F5Φ E6Σ-F7Π G4Φ-F6Σ'),
    );
    expect(coords(place(pieces, 'r rgb g -/-/-', options))).toEqual(free);
  });
});

describe('a player with no safe move (§5.3 step 5)', () => {
  it('in check, with only its General: is checkmated and walks into check', () => {
    const p = place(
      { H1Ω: 'gG*', G4Φ: 'rC', A8Ω: 'rR*', H8Γ: 'rR*', D7Σ: 'rG*', F8Δ: 'bG*' },
      'g rgb - -/-/-',
    );
    expect(coords(p)).toEqual(list('H1Ω-G2Ω H1Ω-H2Ω H1Ω-H2Φ'));
    expect(p.checkmatedSeats()).toEqual([1]);
    play(p, 'H1Ω-H2Ω');
    expect(p.toText()).toContain(' b rgb g:r ');
    p.play(p.legalMoves()[0]);
    expect(coords(p)).toEqual(list('A8Ω-H2Ω H8Γ-H2Ω G4Φ-H2Ω'));
  });

  it('not in check: must still move, walks into check, and is not checkmated (A14)', () => {
    const p = place({ G3Ω: 'rG*', A8Ω: 'rC', H1Ω: 'gG*', H8β: 'bG*' }, 'g rgb - -/-/-');
    expect(p.inCheck()).toBe(false);
    expect(coords(p)).toEqual(list('H1Ω-G2Ω H1Ω-H2Ω H1Ω-H2Φ'));
    expect(p.checkmatedSeats()).toEqual([]);
    play(p, 'H1Ω-H2Ω');
    expect(p.toText()).toContain(' b rgb - ');
    p.play(p.legalMoves()[0]);
    // Capturing an exposed General that is not checkmated is allowed, not forced (A15).
    const red = coords(p);
    expect(red).toContain('G3Ω-H2Ω');
    expect(red.length).toBeGreaterThan(1);
  });

  it('passes when it has no move at all, and is checkmated if in check (§9)', () => {
    // As in the pass of properties.test.ts, plus Blue's Cavalry checking from D7Φ.
    const p = unwrap(triangulation.parse('rG*/gIrIgI/5/3bC3/9/11/13/gG*13bG* r rgb - -/-/-'));
    expect(p.inCheck()).toBe(true);
    expect(p.legalMoves().map((m) => p.moveToCoord(m))).toEqual(['pass']);
    play(p as TriangulationPosition, 'pass');
    expect(p.toText()).toContain(' g rgb r:b ');
  });
});

describe('castling (§4.5)', () => {
  // Green's General off the Rukhs' lines, so that no move here gives check.
  const home = { B8Ω: 'rG', B7Ω: 'rR', B8Φ: 'rR', F5Σ: 'gG*', H8β: 'bG*' };
  const castlings = (p: TriangulationPosition) =>
    p
      .legalMoves()
      .filter(isCastle)
      .map((m) => p.moveToCoord(m));

  it('is not allowed in check', () => {
    const p = place({ ...home, E6Σ: 'gC' });
    expect(p.inCheck()).toBe(true);
    expect(castlings(p)).toEqual([]);
  });

  it('is not allowed onto an attacked Rukh cell', () => {
    const p = place({ ...home, E4Ω: 'gR*' });
    expect(p.inCheck()).toBe(false);
    expect(castlings(p)).toEqual(['B8Ω-B8Φ']);
  });

  it('swaps the pieces and marks both moved; a moved Rukh cannot castle', () => {
    const p = place(home);
    const move = unwrap(p.parseMove('GB8Ω<>B8Φ'));
    expect(p.moveToText(move)).toBe('GB8Ω<>B8Φ');
    expect(p.moveInfo(move)).toEqual({
      from: board.cell('B8Ω'),
      to: board.cell('B8Φ'),
      capture: false,
    });
    p.play(move);
    expect(p.toText().split(' ')[0].split('/')[1]).toBe('rRrR*rG*');
    expect(castlings(place({ ...home, B7Ω: 'rR*' }))).toEqual(['B8Ω-B8Φ']);
    expect(castlings(place({ ...home, B8Ω: 'rG*' }))).toEqual([]);
  });
});

describe('elimination and inheritance (§5.4)', () => {
  it("discards the loser's pile and gives its pieces to the captor", () => {
    const p = place(
      { D7Σ: 'rG*', G4Φ: 'rC', H1Ω: 'gG*', H2Ω: 'gR*', G8Γ: 'bG*' },
      'r rgb - -/rIbC/-',
    );
    play(p, 'G4Φ-H1Ω');
    expect(p.toText().split(' ').slice(1, 5)).toEqual(['b', 'rrb', '-', 'gG/-/-']);
    expect(p.capturedPile(1)).toEqual([]);
    p.undo();
    expect(p.capturedPile(1)).toEqual([
      { colour: 0, kind: 'I' },
      { colour: 2, kind: 'C' },
    ]);
  });

  it('keeps a converted Infantry moving and attacking in its own colour’s direction', () => {
    const pieces = { A8Ω: 'rG*', E6Σ: 'gI', F7Π: 'bG*' };
    const red = place(pieces, 'r rrb - gG/-/-');
    expect(red.contents(board.cell('E6Σ'))).toEqual([{ owner: 0, kind: 'I', original: 1 }]);
    expect(movesFrom(red, 'E6Σ')).toEqual(['E6Σ-E7Σ', 'E6Σ-F7Π']);
    const blue = place(pieces, 'b rrb - gG/-/-');
    expect(blue.inCheck()).toBe(true);
  });

  it('passes inherited armies on to whoever captures their new owner', () => {
    const p = place({ H8Γ: 'rG*', E6Σ: 'gI', H6Δ: 'bR*', A8Ω: 'bG*' }, 'b rrb - gG/-/-');
    play(p, 'H6Δ-H8Γ');
    expect(p.toText().split(' ').slice(1, 5)).toEqual(['b', 'bbb', '-', '-/-/rG']);
    expect(p.outcome()).toEqual({ winners: [2], reason: 'last General standing' });
    expect(p.eliminatedSeats()).toEqual([0, 1]);
    expect(p.legalMoves()).toEqual([]);
  });
});

describe('rescue (§5.6, §9)', () => {
  it('counts a colour whose General the arrival captures as the rescuer’s', () => {
    const p = place({ G2Ω: 'rI', H1Ω: 'bG*', F6Π: 'gG*', D7Σ: 'rG*' }, 'r rgb - -/bRrC/-');
    const rank = list('C6Ω C7Ω C7Φ C8Φ C8Σ');
    expect(movesFrom(p, 'G2Ω')).toEqual(
      sorted([
        'G2Ω-H2Ω',
        'G2Ω-H1Ω',
        ...rank.map((c) => `G2Ω-H1Ω!bR@${c}`),
        ...rank.map((c) => `G2Ω-H1Ω!C@${c}`),
      ]),
    );
    play(p, 'G2Ωxh1omega!bR@C7phi');
    expect(p.contents(board.cell('H1Ω'))).toEqual([{ owner: 0, kind: 'R', original: 2 }]);
    expect(p.toText().split(' ').slice(1, 5)).toEqual(['g', 'rgr', '-', 'bG/rC/-']);
  });

  it('does not happen on the corner of the player whose General the arrival captures', () => {
    const p = place({ G2Ω: 'rI', H1Ω: 'gG*', D7Σ: 'rG*', H8β: 'bG*' }, 'r rgb - -/rR/-');
    expect(movesFrom(p, 'G2Ω')).toEqual(['G2Ω-H1Ω', 'G2Ω-H2Ω']);
  });

  const allied = { H8Γ: 'gI', A8Ω: 'rG*', D5Ω: 'bG*' };
  const fileThree = list('F3Ω G3Ω G3Φ H3Φ H3Σ');
  const rankC = list('C6Ω C7Ω C7Φ C8Φ C8Σ');

  it("returns an allied Infantry to its own colour's 3rd row, each rescued Infantry to its own", () => {
    const p = place(allied, 'r rrb - gG/-/rIgI');
    const rescues = movesFrom(p, 'H8Γ').filter((m) => m.includes('!'));
    const red = rescues.filter((m) => m.includes('!I@'));
    const green = rescues.filter((m) => m.includes('!gI@'));
    expect(red).toEqual(
      sorted(fileThree.flatMap((a) => rankC.map((b) => `H8Γ-H8β!I@${sorted([a, b]).join(',')}`))),
    );
    expect(green).toEqual(
      sorted(
        fileThree.flatMap((a, i) => fileThree.slice(i + 1).map((b) => `H8Γ-H8β!gI@${a},${b}`)),
      ),
    );
    expect(rescues).toHaveLength(35);
    play(p, 'H8Γ-H8β!I@F3Ω,C6Ω');
    expect(p.contents(board.cell('F3Ω'))).toEqual([{ owner: 0, kind: 'I', original: 1 }]);
    expect(p.contents(board.cell('C6Ω'))).toEqual([{ owner: 0, kind: 'I' }]);
    expect(p.contents(board.cell('H8β'))).toEqual([]);
  });

  it("sends both to the owner's 3rd row under rescue-return=owner", () => {
    const p = place(allied, 'r rrb - gG/-/rIgI', { 'rescue-return': 'owner' });
    const rescues = movesFrom(p, 'H8Γ').filter((m) => m.includes('!'));
    const red = rescues.filter((m) => m.includes('!I@'));
    expect(red).toEqual(
      sorted(rankC.flatMap((a) => rankC.filter((b) => b !== a).map((b) => `H8Γ-H8β!I@${a},${b}`))),
    );
    expect(rescues.filter((m) => m.includes('!gI@'))).toHaveLength(10);
    expect(rescues).toHaveLength(30);
    play(p, 'H8Γ-H8β!I@C8Σ,C6Ω');
    expect(p.contents(board.cell('C8Σ'))).toEqual([{ owner: 0, kind: 'I', original: 1 }]);
    expect(p.contents(board.cell('C6Ω'))).toEqual([{ owner: 0, kind: 'I' }]);
  });

  const t13 = { H2Ω: 'rI', D7Σ: 'rG*', F6Π: 'gG*', H8β: 'bG*' };

  it('rescues an Infantry only when no Rukh or Cavalry can be under infantry-rescue=last-resort', () => {
    const options = { 'infantry-rescue': 'last-resort' };
    const p = place(t13, 'r rgb - -/rRrI/-', options);
    expect(movesFrom(p, 'H2Ω').filter((m) => m.startsWith('H2Ω-H1Ω'))).toHaveLength(6);
    const q = place(t13, 'r rgb - -/rI/-', options);
    expect(movesFrom(q, 'H2Ω').filter((m) => m.startsWith('H2Ω-H1Ω'))).toHaveLength(11);
  });

  it('is unavailable when the 3rd-row cells are taken', () => {
    const full = { C6Ω: 'gI', C7Ω: 'gI', C7Φ: 'bI', C8Φ: 'bI' };
    const p = place({ ...t13, ...full }, 'r rgb - -/rRrI/-');
    expect(movesFrom(p, 'H2Ω').filter((m) => m.startsWith('H2Ω-H1Ω'))).toEqual([
      'H2Ω-H1Ω',
      'H2Ω-H1Ω!R@C8Σ',
    ]);
  });

  it('is not offered on an eliminated player’s corner', () => {
    const p = place({ ...t13, F6Π: 'bI' }, 'r rbb - -/-/gG');
    expect(movesFrom(p, 'H2Ω')).toEqual(['H2Ω-H1Ω', 'H2Ω-H2Φ']);
  });
});

describe('end of the game (§5.7)', () => {
  it('is a draw when every remaining player has only a General', () => {
    const p = place({ A8Ω: 'rG*', F5Σ: 'rR*', F6Σ: 'gG*', H8β: 'bG*' }, 'g rgb - -/-/-');
    expect(p.inCheck()).toBe(true);
    play(p, 'F6Σ-F5Σ');
    expect(p.outcome()).toEqual({ winners: [], reason: 'only Generals left' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.drawClaim()).toBeUndefined();
  });

  it('is not a draw while one remaining player has more than its General', () => {
    expect(place({ A8Ω: 'rG*', F5Σ: 'rR*', F6Σ: 'gG*', H8β: 'bG*' }).outcome()).toBeUndefined();
  });
});

describe('two-player mode (§5.8, option players=2)', () => {
  it('sets the neutral General on its corner and leaves the neutral army out of the turns', () => {
    const p = triangulation.create({ players: '2' }) as TriangulationPosition;
    expect(p.neutralSeat).toBe(2);
    expect(p.contents(board.cell('H8β'))).toEqual([{ owner: 2, kind: 'G' }]);
    expect(p.contents(board.cell('H8Γ'))).toEqual([{ owner: 2, kind: 'C' }]);
    expect(p.activeSeats()).toEqual([0, 1]);
    play(p, 'C6Ω-D6Ω');
    play(p, 'F3Ω-F4Ω');
    expect(p.turn).toBe(0);
  });

  it('lets another army be neutral (option neutral)', () => {
    const p = triangulation.create({ players: '2', neutral: 'red' }) as TriangulationPosition;
    expect(p.turn).toBe(1);
    expect(p.toText()).toBe(
      'rG/rRrCrR/rIrIrIrIrI/7/9/gI9bI/gRgIgI7bIbIbR/gCgGgRgIgI5bIbIbRbGbC g ngb - -/-/- players=2 neutral=red',
    );
    play(p, 'F3Ω-F4Ω');
    expect(p.turn).toBe(2);
    const q = triangulation.create({ players: '2', neutral: 'green' }) as TriangulationPosition;
    expect(q.contents(board.cell('H1Ω'))).toEqual([{ owner: 1, kind: 'G' }]);
    expect(q.contents(board.cell('H2Ω'))).toEqual([{ owner: 1, kind: 'C' }]);
    expect([q.turn, q.neutralSeat]).toEqual([0, 1]);
    play(q, 'C6Ω-D6Ω');
    expect(q.turn).toBe(2);
  });

  const pieces = { E6Σ: 'rG*', H6Δ: 'bR*', A8Ω: 'gG*', H8β: 'bG', H4Π: 'rR*' };
  const two = { players: '2' };

  it('gives no check with neutral pieces; either player may capture them', () => {
    const p = place(pieces, 'r rgn - -/-/-', two);
    expect(p.inCheck()).toBe(false);
    expect(movesFrom(p, 'E6Σ')).toContain('E6Σ-F6Σ');
    expect(movesFrom(p, 'H4Π')).toContain('H4Π-H6Δ');
    play(p, 'H4Π-H6Δ');
    expect(p.capturedPile(0)).toEqual([{ colour: 2, kind: 'R' }]);
  });

  it('gives the neutral army to whoever captures its General', () => {
    const p = place({ ...pieces, H6Δ: '', F8Δ: 'bR*' }, 'r rgn - -/-/-', two);
    play(p, 'H4Π-H8β');
    expect(p.toText().split(' ').slice(1, 5)).toEqual(['g', 'rgr', '-', 'bG/-/-']);
    expect(p.contents(board.cell('F8Δ'))).toEqual([{ owner: 0, kind: 'R', original: 2 }]);
    expect(p.outcome()).toBeUndefined();
    expect(p.eliminatedSeats()).toEqual([]);
    expect(p.activeSeats()).toEqual([0, 1]);
  });

  it('ends when a player’s General is captured', () => {
    const p = place({ ...pieces, A8Ω: '', F6Σ: 'gG*' }, 'r rgn - -/-/-', two);
    play(p, 'E6Σ-F6Σ');
    expect(p.outcome()).toEqual({ winners: [0], reason: 'last General standing' });
  });

  it('draws on bare Generals even while neutral pieces remain (A23)', () => {
    const p = place({ A8Ω: 'rG*', H1Ω: 'gG*', H8β: 'bG', G8Γ: 'bR' }, 'r rgn - -/-/-', two);
    expect(p.outcome()).toEqual({ winners: [], reason: 'only Generals left' });
  });
});

describe('check announcements (§5.2)', () => {
  it('announces a discovered check', () => {
    const p = place({ A8Ω: 'rR*', C6Ω: 'rI', H1Ω: 'gG*', H8β: 'bG*', E8Λ: 'rG*' });
    const move = unwrap(p.parseMove('C6Ω-D6Φ'));
    expect(p.announcement(move)).toBe('Red checks Green');
    expect(p.moveToText(move)).toBe('IC6Ω-D6Φ+');
    expect(p.announcement(unwrap(p.parseMove('C6Ω-D5Ω')))).toBeUndefined();
  });

  it('announces Double Check', () => {
    const p = place({ F4Φ: 'rR*', H1Ω: 'gG*', H8β: 'bG*', A8Ω: 'rG*' });
    const move = unwrap(p.parseMove('RF4Φ-H4Π'));
    expect(p.checksMade(move)).toEqual([1, 2]);
    expect(p.announcement(move)).toBe('Double Check');
    expect(p.moveToText(move)).toBe('RF4Φ-H4Π++');
  });
});

describe('options', () => {
  it('column-letters renames the columns in names, moves and input', () => {
    const p = triangulation.create({
      'column-letters': 'pi-sigma-phi-psi',
    }) as TriangulationPosition;
    expect(p.cellName(board.cell('F6Σ'))).toBe('F6Φ');
    expect(coords(p)).toContain('A8Ω-D7Ψ');
    expect(p.parseMove('A8Ω-D7psi').ok).toBe(true);
    expect(p.parseMove('A8Ω-D7Φ').ok).toBe(false);
    const q = triangulation.create({
      'column-letters': 'lambda-pi-sigma-psi',
    }) as TriangulationPosition;
    expect(coords(q)).toContain('B8Ω-B8Ψ');
    expect(q.toText()).toBe(
      `${triangulation.create().toText()} column-letters=lambda-pi-sigma-psi`,
    );
  });

  const red = { A8Ω: 'rG*', H1Ω: 'gG*', H8β: 'bG*' };

  it('charge=straight leaves out the charge that turns (A4 b)', () => {
    const p = place({ ...red, C7Ω: 'rI' }, 'r rgb - -/-/-', { charge: 'straight' });
    expect(movesFrom(p, 'C7Ω')).toEqual(list('C7Ω-C6Ω C7Ω-C7Φ C7Ω-D6Ω C7Ω-D7Φ C7Ω-D5Ω C7Ω-D7Σ'));
  });

  it('charge=first-move lets only an Infantry that never moved charge (A4 a)', () => {
    const options = { charge: 'first-move' };
    const fresh = place({ ...red, C6Ω: 'rI' }, 'r rgb - -/-/-', options);
    expect(movesFrom(fresh, 'C6Ω')).toHaveLength(5);
    const moved = place({ ...red, C6Ω: 'rI*' }, 'r rgb - -/-/-', options);
    expect(movesFrom(moved, 'C6Ω')).toEqual(['C6Ω-D6Ω']);
    play(fresh, 'C6Ω-D6Ω');
    expect(fresh.toText()).toContain('rI*');
  });

  it('edge-attack=unblocked lets the far-edge attack pass an occupied cell (A7)', () => {
    const pieces = { ...red, A8Ω: 'rG*', H4Π: 'rI', H5Λ: 'gI', H3Σ: 'bI', H4Σ: 'rC' };
    expect(movesFrom(place(pieces), 'H4Π')).toEqual(list('H4Π-H5Π H4Π-H5Λ'));
    const open = place(pieces, 'r rgb - -/-/-', { 'edge-attack': 'unblocked' });
    expect(movesFrom(open, 'H4Π')).toEqual(list('H4Π-H5Π H4Π-H5Λ H4Π-H3Σ'));
  });
});
