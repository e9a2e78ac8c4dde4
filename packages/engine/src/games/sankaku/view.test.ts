import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { checkCells, heldPieces, moveEffects, moveWarnings, seatStatus } from '../../core/view.js';
import { board } from './board.js';
import { BLACK, EMPTY, WHITE, pieceCode, typeOfLetter } from './pieces.js';
import { boardText, type SankakuPosition } from './position.js';
import { sankaku } from './index.js';

// What pages show of Sankaku Shogi: no check (§4), so every seat simply plays and no cell is
// marked; a move that leaves the mover's Emperor capturable is legal and carries a warning.

/** A position from piece lists such as 'Ed1 Sd4 Gc4' (rules §8's notation). */
function place(black: string, white: string, turn = 'b'): SankakuPosition {
  const cells = new Array<number>(board.size).fill(EMPTY);
  for (const [owner, list] of [
    [BLACK, black],
    [WHITE, white],
  ] as const) {
    for (const word of list.split(/\s+/).filter((w) => w.length > 0)) {
      cells[board.cell(word.slice(1))] = pieceCode(owner, typeOfLetter(word[0]));
    }
  }
  return unwrap(sankaku.parse(`${boardText(cells)} ${turn}`));
}
const move = (p: SankakuPosition, text: string) => unwrap(p.parseMove(text));
const STANDS =
  'The move stands: Sankaku Shogi has no check, and the game ends when an Emperor is taken.';

describe('Sankaku Shogi page view', () => {
  it('warns of a move that leaves the mover’s Emperor capturable, in the third person', () => {
    const p = place('Ed4 Sb3', 'Ed8 Ge5');
    const b3a3 = move(p, 'b3-a3');
    expect(moveWarnings(p, b3a3)).toEqual([
      {
        code: 'royal-capturable',
        message: `${p.moveToText(b3a3)} leaves Black's Emperor capturable. ${STANDS}`,
      },
    ]);
    expect(p.moveToText(b3a3)).toBe('Sb3-a3');
    expect(p.toText()).toBe(place('Ed4 Sb3', 'Ed8 Ge5').toText());
    // From the start the Emperor may leave its Chariots' cover for a cell White's Emperor takes.
    const start = sankaku.create();
    expect(moveWarnings(start, move(start, 'b3-a3'))).toEqual([]);
    expect(moveWarnings(start, move(start, 'd1-a5'))).toEqual([
      {
        code: 'royal-capturable',
        message: `Ed1-a5 leaves Black's Emperor capturable. ${STANDS}`,
      },
    ]);
  });

  it('names White when White’s move exposes its Emperor, and warns of nothing that takes one', () => {
    const start = sankaku.create();
    start.play(move(start, 'b3-a3'));
    const exposed = start.legalMoves().find((m) => start.leavesEmperorCapturable(m));
    expect(exposed).toBeDefined();
    expect(moveWarnings(start, exposed!)).toEqual([
      {
        code: 'royal-capturable',
        message: `${start.moveToText(exposed!)} leaves White's Emperor capturable. ${STANDS}`,
      },
    ]);
    const p = place('Ea4', 'Eg5');
    expect(moveWarnings(p, move(p, 'a4-g5'))).toEqual([]);
  });

  it('has no check: seats play, no cell is marked, a move causes nothing, nothing is held', () => {
    // White's General on e5 attacks Black's Emperor on d4; Black to move.
    const p = place('Ed4 Sb3', 'Ed8 Ge5');
    expect(seatStatus(p)).toEqual([
      { state: 'playing', toMove: true },
      { state: 'playing', toMove: false },
    ]);
    expect(checkCells(p)).toEqual([]);
    expect(moveEffects(p, move(p, 'b3-a3'))).toEqual([]);
    expect(heldPieces(p)).toBeUndefined();
    p.play(move(p, 'b3-a3'));
    p.play(move(p, 'e5-d4'));
    expect(p.outcome()).toEqual({ winners: [WHITE], reason: 'Emperor captured' });
    expect(seatStatus(p).map((s) => s.toMove)).toEqual([false, false]);
  });
});
