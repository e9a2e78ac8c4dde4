import { describe, expect, it } from 'vitest';
import { perft } from '../../core/perft.js';
import { playMoves } from '../../core/play.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { board } from './board.js';
import { moveCaptured, moveFrom, moveRunDowns } from './moves.js';
import { BLACK, EMPTY, GENERAL, WHITE, pieceCode, typeOfLetter } from './pieces.js';
import { boardText, type SankakuPosition } from './position.js';
import { sankaku } from './index.js';

/** A position from piece lists such as 'Ed1 Sd4 Gc4' (rules §8's notation), Black to move. */
function place(black: string, white: string, options: GameOptions = {}, turn = 'b') {
  const cells = new Array<number>(board.size).fill(EMPTY);
  for (const [owner, list] of [
    [BLACK, black],
    [WHITE, white],
  ] as const) {
    for (const word of list.split(/\s+/).filter((w) => w.length > 0)) {
      cells[board.cell(word.slice(1))] = pieceCode(owner, typeOfLetter(word[0]));
    }
  }
  return unwrap(sankaku.parse(`${boardText(cells)} ${turn}`, options));
}

/** The coordinate forms of the legal moves of the piece on `from`, sorted. */
function movesOf(position: SankakuPosition, from: string): string[] {
  return position
    .legalMoves()
    .filter((m) => board.name(moveFrom(m)) === from)
    .map((m) => position.moveToCoord(m))
    .sort();
}

/** The destination names of the legal moves of the piece on `from`, sorted. */
function targets(position: SankakuPosition, from: string): string[] {
  return movesOf(position, from).map((m) => m.slice(3));
}

function move(position: SankakuPosition, text: string) {
  return unwrap(position.parseMove(text));
}

const sorted = (text: string) => text.split(/\s+/).sort();

describe('start position (rules §2, §9)', () => {
  const start = sankaku.create();

  it('is the README position text', () => {
    expect(start.toText()).toBe('rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER b');
    expect(start.turn).toBe(BLACK);
  });

  it('gives Black exactly the 46 moves of §9', () => {
    const empty = 'a3 a4 a5 a6 b4 b5 c4 c5 d4 d5 e4 e5 f4 f5 g3 g4 g5 g6';
    const whites = 'c8 e8 b7 c7 d7 e7 f7 b6 c6 d6 e6 f6';
    expect(targets(start, 'd1')).toEqual(sorted(`${empty} ${whites}`));
    expect(targets(start, 'b2')).toEqual(['a3', 'b4', 'd4']);
    expect(targets(start, 'c2')).toEqual(['a4', 'c4', 'e4']);
    expect(targets(start, 'e2')).toEqual(['c4', 'e4', 'g4']);
    expect(targets(start, 'f2')).toEqual(['d4', 'f4', 'g3']);
    expect(targets(start, 'b3')).toEqual(['a3']);
    expect(targets(start, 'c3')).toEqual(['c4']);
    expect(targets(start, 'e3')).toEqual(['e4']);
    expect(targets(start, 'f3')).toEqual(['g3']);
    for (const still of ['d3', 'c1', 'e1', 'd2']) expect(targets(start, still)).toEqual([]);
    expect(start.legalMoves()).toHaveLength(46);
  });

  it('gives White the mirror image: 46 moves', () => {
    const white = unwrap(sankaku.parse('rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER w'));
    expect(white.legalMoves()).toHaveLength(46);
    expect(targets(white, 'b7')).toEqual(['a6', 'b5', 'd5']);
    expect(targets(white, 'd8')).toHaveLength(30);
    expect(targets(white, 'd8')).not.toContain('d1');
  });

  it('has perft 46, 2175 (§9) and, computed here, 107245', () => {
    expect(perft(start, 1)).toBe(46);
    expect(perft(start, 2)).toBe(2175);
    expect(perft(start, 3)).toBe(107245);
  });
});

describe('worked examples (rules §8)', () => {
  it('E1: Soldier steps, captures at distance two, never a Chariot', () => {
    const p = place('Ed1 Sd4 Gc4', 'Ed8 Hf4 Rd5 Sb4 Ge3');
    expect(movesOf(p, 'd4')).toEqual(['d4-e3', 'd4-e4', 'd4-f4']);
    for (const capture of ['d4-f4', 'd4-e3']) {
      const q = p.clone();
      q.play(move(q, capture));
      expect(q.board[board.cell(capture.slice(3))]).toBe(pieceCode(BLACK, GENERAL));
    }
  });

  it('E1b: the Soldier step captures', () => {
    const p = place('Ed1 Sd4', 'Ed8 Ge4');
    expect(movesOf(p, 'd4')).toEqual(['d4-c4', 'd4-d5', 'd4-e4']);
  });

  it('E2: Cavalry relays off friendly pieces, never back home, keeps its orientation', () => {
    const p = place('Ed1 Hd4 Gf4 Rc3 Sc5', 'Ed8 Sb4 Ge6');
    expect(targets(p, 'd4')).toEqual(sorted('a3 a5 b2 b4 b6 d2 d6 e3 e5 g3 g5'));
    const q = p.clone();
    q.play(move(q, 'd4-b4'));
    expect(q.board[board.cell('b4')]).toBe(pieceCode(BLACK, GENERAL));
  });

  it('E3: Chariot slides, captures and runs a Soldier down', () => {
    const p = place('Ed1 Rd4 Sc4', 'Ed8 Se4 Sg4 Hf3 Ge5');
    expect(targets(p, 'd4')).toEqual(sorted('d5 c5 c6 b6 b7 e5 e4 f4 g4 e3 f3'));
    const runDowns = (to: string) => {
      const m = move(p, `d4-${to}`);
      return [...moveRunDowns(m).map((c) => board.name(c)), moveCaptured(m) ? to : '-'];
    };
    expect(runDowns('e4')).toEqual(['e4']);
    expect(runDowns('f4')).toEqual(['e4', '-']);
    expect(runDowns('g4')).toEqual(['e4', 'g4']);
    expect(runDowns('e3')).toEqual(['e4', '-']);
    expect(runDowns('f3')).toEqual(['e4', 'f3']);
    expect(runDowns('e5')).toEqual(['e5']);
    const q = p.clone();
    q.play(move(q, 'd4-g4'));
    expect(q.toText()).toBe(place('Ed1 Rg4 Sc4', 'Ed8 Hf3 Ge5', {}, 'w').toText());
    q.undo();
    expect(q.toText()).toBe(p.toText());
  });

  it('E3b: one run-down per move', () => {
    const p = place('Ed1 Rd4', 'Ed8 Se4 Sf4');
    const moves = targets(p, 'd4');
    expect(moves).toHaveLength(20);
    expect(moves).toContain('f4');
    expect(moves).not.toContain('g4');
    for (const t of ['e3', 'f3', 'f2']) expect(moves).toContain(t);
    expect(moveRunDowns(move(p, 'd4-f4')).map((c) => board.name(c))).toEqual(['e4']);
  });

  it('E4: the General steps to all 12 adjacent cells', () => {
    const p = place('Ed1 Gd4 Se4', 'Ed8 Sc5');
    expect(targets(p, 'd4')).toEqual(sorted('b4 b5 c3 c4 c5 d3 d5 e3 e5 f4 f5'));
  });

  it('E5a: the Emperor leaps anywhere but onto a defended Emperor', () => {
    const p = place('Ea4', 'Eg5 Gg4');
    const moves = targets(p, 'a4');
    expect(moves).toHaveLength(42);
    expect(moves).not.toContain('g5');
    expect(moves).toContain('g4');
  });

  it('E5b: an undefended Emperor can be captured, which ends the game', () => {
    const p = place('Ea4', 'Eg5');
    expect(targets(p, 'a4')).toHaveLength(43);
    p.play(move(p, 'a4-g5'));
    expect(p.outcome()).toEqual({ winners: [BLACK], reason: 'Emperor captured' });
    expect(p.legalMoves()).toEqual([]);
    expect(p.emperorAt[WHITE]).toBe(-1);
  });

  it('E5c: the defended test is made after the move, with the Emperor gone from its cell', () => {
    const p = place('Ef4', 'Ee4 Rg4');
    expect(targets(p, 'f4')).not.toContain('e4');
    expect(targets(p, 'f4')).toContain('g4');
    expect(targets(p, 'f4')).toHaveLength(42);
  });

  it('E6: no check; a move that leaves the Emperor capturable is legal', () => {
    const p = place('Ed4 Sb3', 'Ed8 Ge5');
    expect(movesOf(p, 'b3')).toEqual(['b3-a3', 'b3-b2', 'b3-c3']);
    expect(p.inCheck()).toBe(false);
    const b3a3 = move(p, 'b3-a3');
    expect(p.leavesEmperorCapturable(b3a3)).toBe(true);
    expect(p.toText()).toBe(place('Ed4 Sb3', 'Ed8 Ge5').toText());
    p.play(b3a3);
    expect(targets(p, 'e5')).toContain('d4');
    expect(targets(p, 'd8')).toContain('d4');
    p.play(move(p, 'e5-d4'));
    expect(p.outcome()).toEqual({ winners: [WHITE], reason: 'Emperor captured' });
  });

  it('tells whether a move leaves the Emperor capturable', () => {
    const start = sankaku.create();
    expect(start.leavesEmperorCapturable(move(start, 'b3-a3'))).toBe(false);
    // The Emperor leaves its Chariots' cover for a cell the White Emperor may take.
    expect(start.leavesEmperorCapturable(move(start, 'd1-a5'))).toBe(true);
    // Capturing the White Emperor ends the game: nothing can be taken back.
    const p = place('Ea4', 'Eg5');
    expect(p.leavesEmperorCapturable(move(p, 'a4-g5'))).toBe(false);
  });
});

describe('pieces (rules §3)', () => {
  it('Soldiers cannot capture a Chariot, at distance one or two', () => {
    const p = place('Ed1 Sd4', 'Ed8 Rc4 Re5 Ge4');
    expect(targets(p, 'd4')).toEqual(['d5', 'e4']);
    expect(p.isAttacked(board.cell('c4'), BLACK)).toBe(false);
  });

  it('the Soldier cannot move to an empty second-orthogonal cell, nor capture through a piece', () => {
    const p = place('Ed1 Sd4 Ge4', 'Ed8 Gf4');
    expect(targets(p, 'd4')).toEqual(['c4', 'd5']);
  });

  it('Cavalry relays off any friendly piece, the Emperor included, but not off an enemy', () => {
    const p = place('Ec3 Hd4', 'Ed8 Ge5');
    // c3 (own Emperor) relays to a3, b2, b4, d2, e3; e5 holds an enemy: capture, no relay.
    expect(targets(p, 'd4')).toEqual(sorted('a3 b2 b4 c5 d2 e3 e5 f4'));
  });

  it('a Cavalry relay cannot land on a friendly piece, and capturing on the relay promotes', () => {
    const p = place('Ed1 Hd4 Sc3 Sb4 Se3', 'Ed8 Sa3');
    // Direct: f4, e5, c5. Relays from c3: a3 (capture), b2, d2, not b4 or e3 (own, no third
    // leap); from b4: a3, a5, c5, not c3; from e3: d2, f2, f4, g3, not c3.
    expect(targets(p, 'd4')).toEqual(sorted('a3 a5 b2 c5 d2 e5 f2 f4 g3'));
    p.play(move(p, 'd4-a3'));
    expect(p.board[board.cell('a3')]).toBe(pieceCode(BLACK, GENERAL));
  });

  it('the Chariot runs down no General and stops before a friendly piece', () => {
    const p = place('Ed1 Ra4', 'Ed8 Gb4 Sc4 Sb5');
    // E and NE both begin on b4: the General is captured, ending the slide (c4 and b5 are
    // out of reach). SW: a3. SE: a3 b3 b2 c2 c1, then the Emperor on d1.
    expect(targets(p, 'a4')).toEqual(sorted('b4 a3 b3 b2 c2 c1'));
  });

  it('the Emperor captures any enemy piece, defended or not', () => {
    const p = place('Ed1', 'Ed8 Sd5 Gd4');
    expect(targets(p, 'd1')).toContain('d5');
    expect(targets(p, 'd1')).toContain('d4');
  });

  it('counts Cavalry relays, Soldier distance-two captures and run-downs as defence', () => {
    // The White Emperor on d5 is defended by a Cavalry relaying off the White General on b4.
    expect(targets(place('Ea3', 'Ed5 Gb4 Hb6'), 'a3')).not.toContain('d5');
    expect(targets(place('Ea3', 'Ed5 Gb3 Hb6'), 'a3')).toContain('d5');
    // A White Soldier on f5 defends d5 at distance two through an empty e5.
    expect(targets(place('Ea3', 'Ed5 Sf5'), 'a3')).not.toContain('d5');
    expect(targets(place('Ea3 Ge5', 'Ed5 Sf5'), 'a3')).toContain('d5');
    // A White Chariot on g5 sees d5 by running down a Black Soldier on e5.
    expect(targets(place('Ea3 Se5', 'Ed5 Rg5'), 'a3')).not.toContain('d5');
    expect(targets(place('Ea3 Se5 Sf5', 'Ed5 Rg5'), 'a3')).toContain('d5');
  });
});

describe('options (rules §7 items 4, 6, 10, 13)', () => {
  it('lists four options, the recommended readings as defaults', () => {
    expect(sankaku.options.map((o) => [o.name, o.default, o.values.length])).toEqual([
      ['soldier-step', 'captures', 2],
      ['run-downs', 'one', 2],
      ['defended-test', 'after-move', 2],
      ['repetition', 'evasion', 4],
    ]);
    for (const o of sankaku.options) expect(o.valueDescriptions).toHaveLength(o.values.length);
    expect(sankaku.create().options).toEqual({
      'soldier-step': 'captures',
      'run-downs': 'one',
      'defended-test': 'after-move',
      repetition: 'evasion',
    });
  });

  it('soldier-step=move-only: the step never captures (E1b)', () => {
    const p = place('Ed1 Sd4', 'Ed8 Ge4', { 'soldier-step': 'move-only' });
    expect(movesOf(p, 'd4')).toEqual(['d4-c4', 'd4-d5']);
    // Nor does the step defend: the Soldier on e3 no longer covers its Emperor on e4.
    expect(targets(place('Ea3', 'Ee4 Se3'), 'a3')).not.toContain('e4');
    expect(targets(place('Ea3', 'Ee4 Se3', { 'soldier-step': 'move-only' }), 'a3')).toContain('e4');
    expect(p.toText()).toBe('1e1/5/7/7/3Sg2/7/5/1E1 b soldier-step=move-only');
    const q = unwrap(sankaku.parse(p.toText()));
    expect(q.options['soldier-step']).toBe('move-only');
    expect(movesOf(q, 'd4')).toEqual(['d4-c4', 'd4-d5']);
  });

  it('run-downs=unlimited: a Chariot runs down every Soldier it meets (E3b)', () => {
    const p = place('Ed1 Rd4', 'Ed8 Se4 Sf4', { 'run-downs': 'unlimited' });
    expect(targets(p, 'd4')).toHaveLength(21);
    const m = move(p, 'd4-g4');
    expect(moveRunDowns(m).map((c) => board.name(c))).toEqual(['e4', 'f4']);
    const before = p.toText();
    p.play(m);
    expect(p.toText()).toBe(place('Ed1 Rg4', 'Ed8', { 'run-downs': 'unlimited' }, 'w').toText());
    p.undo();
    expect(p.toText()).toBe(before);
    // …and, as a defender, sees through several of the attacker's Soldiers.
    const through = 'Ea3 Se5 Sf5';
    expect(targets(place(through, 'Ed5 Rg5'), 'a3')).toContain('d5');
    expect(targets(place(through, 'Ed5 Rg5', { 'run-downs': 'unlimited' }), 'a3')).not.toContain(
      'd5',
    );
  });

  it('defended-test=before-move: the capturing Emperor blocks lines through its own cell (E5c)', () => {
    const p = place('Ef4', 'Ee4 Rg4', { 'defended-test': 'before-move' });
    expect(targets(p, 'f4')).toContain('e4');
    p.play(move(p, 'f4-e4'));
    expect(p.outcome()).toEqual({ winners: [BLACK], reason: 'Emperor captured' });
    // Where the Emperor blocks nothing the two readings agree.
    expect(
      targets(place('Ea4', 'Eg5 Gg4', { 'defended-test': 'before-move' }), 'a4'),
    ).not.toContain('g5');
  });
});

describe('repetition (rules §5)', () => {
  // The Black General steps out of the White Chariot's line (d4-d5) and back while the White
  // Emperor marks time; the cycle ends in the position it started from.
  const chase = ['Ec1 Gd4', 'Ec8 Rg4'] as const;
  const cycle = 'd4-d5 c8-d8 d5-d4 d8-c8';

  it('evasion: a non-capturing move into an earlier position that escapes an attack is illegal', () => {
    const p = place(...chase);
    unwrap(playMoves(p, cycle));
    expect(p.isAttacked(board.cell('d4'), WHITE)).toBe(true);
    expect(targets(p, 'd4')).not.toContain('d5');
    expect(targets(p, 'd4')).toContain('c3');
    const refused = p.parseMove('d4-d5');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/repeat an earlier position/);
    // The same move without the history is legal; so is White's repetition (no evasion).
    expect(targets(place(...chase), 'd4')).toContain('d5');
    p.undo();
    expect(movesOf(p, 'd8')).toContain('d8-c8');
  });

  it('evasion: the position text carries the moves since the last capture', () => {
    const p = place(...chase);
    unwrap(playMoves(p, cycle));
    expect(p.toText()).toBe(`${place(...chase).toText()} d4-d5,c8-d8,d5-d4,d8-c8`);
    const q = unwrap(sankaku.parse(p.toText()));
    expect(q.legalMoves().sort()).toEqual(p.legalMoves().sort());
    expect(q.hash()).toBe(p.hash());
    expect(q.history()).toEqual([]);
    expect(q.undo()).toBe(false);
    // A capture starts a new run: earlier positions cannot recur.
    unwrap(playMoves(q, 'c1-g4'));
    expect(q.toText()).toBe(place('Eg4 Gd4', 'Ec8', {}, 'w').toText());
  });

  it('evasion: a fourth occurrence of a position is a draw', () => {
    const p = place('Ea3', 'Eg6');
    const shuffle = 'a3-a4 g6-g5 a4-a3 g5-g6';
    unwrap(playMoves(p, `${shuffle} ${shuffle}`));
    expect(p.outcome()).toBeUndefined();
    unwrap(playMoves(p, shuffle));
    expect(p.outcome()).toEqual({ winners: [], reason: 'fourth occurrence of a position' });
    expect(p.legalMoves()).toEqual([]);
    expect(unwrap(sankaku.parse(p.toText())).outcome()).toEqual(p.outcome());
    p.undo();
    expect(p.outcome()).toBeUndefined();
    expect(p.legalMoves().length).toBeGreaterThan(0);
  });

  it('third-illegal: no move may make a position occur a third time', () => {
    const p = place(...chase, { repetition: 'third-illegal' });
    unwrap(playMoves(p, `${cycle} d4-d5 c8-d8 d5-d4`));
    expect(targets(p, 'd8')).not.toContain('c8');
    expect(targets(p, 'd8')).toContain('e8');
    expect(p.toText()).toMatch(/ repetition=third-illegal$/);
    expect(targets(unwrap(sankaku.parse(p.toText())), 'd8')).not.toContain('c8');
  });

  it('threefold-draw: the third occurrence of a position draws', () => {
    const p = place(...chase, { repetition: 'threefold-draw' });
    unwrap(playMoves(p, `${cycle} d4-d5 c8-d8 d5-d4`));
    expect(p.outcome()).toBeUndefined();
    unwrap(playMoves(p, 'd8-c8'));
    expect(p.outcome()).toEqual({ winners: [], reason: 'threefold repetition' });
    expect(p.legalMoves()).toEqual([]);
  });

  it('none: positions repeat freely and never draw', () => {
    const p = place(...chase, { repetition: 'none' });
    unwrap(playMoves(p, `${cycle} ${cycle} ${cycle} ${cycle}`));
    expect(p.outcome()).toBeUndefined();
    expect(targets(p, 'd4')).toContain('d5');
  });
});
