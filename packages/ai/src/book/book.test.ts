import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { seededRandom } from '../random.js';
import { chooseBookMove, formatBook, parseBook, type OpeningBook } from './book.js';
import { bookFor, bookGames } from './registry.js';

const trigonal = unwrap(games.get('trigonal'));
const start = trigonal.create().toText();

const sample: OpeningBook = {
  game: 'trigonal',
  notes: ['built by hand'],
  positions: new Map([
    [
      start,
      [
        { move: 'g4-g5', games: 3, points: 1.5, score: 19 },
        { move: 'f4-f5', games: 1, points: 0.33, score: 7 },
      ],
    ],
  ]),
};

describe('the opening book text', () => {
  it('reads back what it writes', () => {
    const text = formatBook(sample);
    expect(text).toBe(`# built by hand\n${start}\tg4-g5 3 1.5 19\tf4-f5 1 0.33 7\n`);
    expect(parseBook('trigonal', text)).toEqual(sample);
    expect(parseBook('trigonal', `\n${text}\n#more`).notes).toEqual(['built by hand', 'more']);
  });

  it('refuses a bad line, naming it and what is wrong', () => {
    const bad: [string, string][] = [
      [`${start}`, 'trigonal book, line 1: a position without moves'],
      [`${start}\tg4-g5 3 1`, "line 1: 'g4-g5 3 1' is not '<move> <games> <points> <score>'"],
      [`${start}\tg4-g5 0 0 5`, "'g4-g5 0 0 5' is not"],
      [`${start}\tg4-g5 2 3 5`, "'g4-g5 2 3 5' is not"],
      [`${start}\tg4-g5 2 1 5.5`, "'g4-g5 2 1 5.5' is not"],
      [`${start}\tg4-g5 2 1 x`, "'g4-g5 2 1 x' is not"],
      [`\n${start}\tg4-g5 2 1 5\n${start}\tf4-f5 2 1 5`, 'line 3: the position is listed twice'],
    ];
    for (const [text, message] of bad) expect(() => parseBook('trigonal', text)).toThrow(message);
  });
});

describe('choosing a book move', () => {
  it('chooses in proportion to the games that played each move', () => {
    const random = seededRandom(5);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const choice = chooseBookMove(sample, trigonal.create(), random)!;
      const text = choice.entry.move;
      expect(trigonal.create().moveToCoord(choice.move)).toBe(text);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['f4-f5', 'g4-g5']);
    // 3 games to 1: g4-g5 three times in four.
    expect(counts.get('g4-g5')! / 4000).toBeGreaterThan(0.72);
    expect(counts.get('g4-g5')! / 4000).toBeLessThan(0.78);
  });

  it('has nothing for a position out of the book, and passes over a move the position refuses', () => {
    const after = trigonal.create();
    after.play(unwrap(after.parseMove('g4-g5')));
    expect(chooseBookMove(sample, after, Math.random)).toBeUndefined();
    const wrong: OpeningBook = {
      game: 'trigonal',
      notes: [],
      positions: new Map([
        [
          start,
          [
            { move: 'g4-g7', games: 9, points: 9, score: 0 },
            { move: 'f4-f5', games: 1, points: 0, score: 0 },
          ],
        ],
      ]),
    };
    for (let seed = 0; seed < 20; seed++)
      expect(chooseBookMove(wrong, trigonal.create(), seededRandom(seed))?.entry.move).toBe(
        'f4-f5',
      );
    const none: OpeningBook = {
      game: 'trigonal',
      notes: [],
      positions: new Map([[start, [{ move: 'g4-g7', games: 1, points: 0, score: 0 }]]]),
    };
    expect(chooseBookMove(none, trigonal.create(), Math.random)).toBeUndefined();
  });
});

describe("the games' books (data/, written by npm run book)", () => {
  it('has a book for every game', () => {
    expect(bookGames().sort()).toEqual(games.ids().sort());
  });

  for (const id of games.ids()) {
    it(`${id}: every position reads back, every move is legal there, and each position's moves are within the building margin of one another`, () => {
      const game = unwrap(games.get(id));
      const book = bookFor(game, game.create().options)!;
      // The first note is the command that built the book.
      const command = /^npm run book -- (\S+) .*--margin (\d+) /.exec(book.notes[0]);
      expect(command?.[1]).toBe(id);
      const margin = Number(command![2]);
      expect(book.game).toBe(id);
      // The start is in it, and positions with a choice: the book's point is that games vary.
      expect(book.positions.get(game.create().toText())?.length).toBeGreaterThan(0);
      const choices = [...book.positions.values()].filter((moves) => moves.length > 1);
      expect(choices.length).toBeGreaterThan(0);
      for (const [text, moves] of book.positions) {
        const position = unwrap(game.parse(text));
        expect(position.toText()).toBe(text);
        expect(position.outcome()).toBeUndefined();
        const legal = new Set(position.legalMoves().map((m) => position.moveToCoord(m)));
        for (const m of moves) expect(legal, `${m.move} in ${text}`).toContain(m.move);
        const scores = moves.map((m) => m.score);
        expect(Math.max(...scores) - Math.min(...scores)).toBeLessThanOrEqual(margin);
        for (const m of moves) expect(m.points).toBeLessThanOrEqual(m.games);
      }
    });
  }

  it('serves a game with its default options only', () => {
    const triangulation = unwrap(games.get('triangulation'));
    expect(bookFor(triangulation, {})).toBeDefined();
    expect(bookFor(triangulation, triangulation.create().options)).toBeDefined();
    expect(bookFor(triangulation, { players: '2' })).toBeUndefined();
    expect(bookFor(trigonal, { king: '12' })).toBeUndefined();
  });
});
