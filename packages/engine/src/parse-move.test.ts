import { describe, expect, it } from 'vitest';
import type { Position } from './core/types.js';
import { builtinGames } from './games/index.js';

/**
 * parseMove's codes, one per kind of fault in every game (README.md, Errors): the same fault
 * had `bad-move` in one game and `bad-cell` or `illegal-move` in another, and a game that had
 * ended answered `game-over` to unreadable text in some games only (found by the library probe).
 */
describe('parseMove gives one code per kind of fault, in every game', () => {
  const code = (position: Position, text: string) => {
    const read = position.parseMove(text);
    return read.ok ? 'ok' : read.code;
  };
  // An ended game, reached the same way in each: the (7·n)th legal move at ply n.
  const ended = (start: Position): Position => {
    const position = start.clone();
    for (let n = 0; !position.outcome() && n < 3000; n++) {
      const moves = position.legalMoves();
      position.play(moves[(n * 7) % moves.length]);
    }
    expect(position.outcome()).toBeDefined();
    return position;
  };

  for (const game of builtinGames) {
    const start = game.create();
    const cell = game.topology.name(0);
    const empty = game.topology.name(
      Array.from({ length: game.topology.size }, (_, c) => c).find(
        (c) => start.contents(c).length === 0,
      )!,
    );
    const legal = start.moveToCoord(start.legalMoves()[0]);
    const unreadable = ['', '   ', 'zz', 'zz-zz', '1-2', '-', 'resign', `${cell}--${empty}`];
    // Letters then digits stand in a cell's place, whether or not the board has that cell.
    const unknownCell = [`${cell}-q99`, `q99-${cell}`, `zz9-${empty}`, `${empty}-zz9`];
    // A promotion the game does not have is unreadable text, even from an empty cell.
    const badPromotion = [`${legal}=Z`, `${empty}-${cell}=Z`];
    const illegal = [`${cell}-${cell}`, `${empty}-${cell}`];

    it(`${game.id}: bad-move for unreadable text, bad-cell for a cell the board lacks, illegal-move for the rules`, () => {
      for (const text of [...unreadable, ...badPromotion])
        expect([text, code(start, text)]).toEqual([text, 'bad-move']);
      for (const text of unknownCell) expect([text, code(start, text)]).toEqual([text, 'bad-cell']);
      for (const text of illegal) expect([text, code(start, text)]).toEqual([text, 'illegal-move']);
      expect(code(start, legal)).toBe('ok');
    });

    it(`${game.id}: once the game has ended, text faults first, then game-over`, () => {
      const over = ended(start);
      for (const text of [...unreadable, ...badPromotion])
        expect([text, code(over, text)]).toEqual([text, 'bad-move']);
      for (const text of unknownCell) expect([text, code(over, text)]).toEqual([text, 'bad-cell']);
      for (const text of [...illegal, legal])
        expect([text, code(over, text)]).toEqual([text, 'game-over']);
    });
  }

  it("triangulation: a rescue's cell is in a cell's place too", () => {
    const game = builtinGames.find((g) => g.id === 'triangulation')!;
    const start = game.create();
    const legal = start.moveToCoord(start.legalMoves()[0]);
    expect(code(start, `${legal}!R@Q9Ω`)).toBe('bad-cell');
    expect(code(start, `${legal}!R@zz`)).toBe('bad-move');
  });
});
