import { expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { bestLine, lineMoves, lineWords } from './AnalysisView.js';
import { numberedMoves } from '../game/rounds.js';

const line = (texts: string, seats: readonly number[]) =>
  texts.split(' ').map((text, i) => ({ text, seat: seats[i] }));
const numbered = (...args: Parameters<typeof numberedMoves>) => numberedMoves(...args).join(' ');

it('numbers a line by rounds, from wherever it starts', () => {
  expect(numbered(line('a b c', [0, 1, 0]), [], 2)).toBe('1. a b 2. c');
  expect(numbered(line('b c d', [1, 0, 1]), [0, 1, 0, 1, 0], 2)).toBe('3... b 4. c d');
  expect(numbered(line('g b r g', [1, 2, 0, 1]), [], 3)).toBe('1... g b 2. r g');
  expect(numbered([], [0, 1, 0, 1], 2)).toBe('');
});

it('numbers a line of a game of three after a seat is out by the seats that move', () => {
  // Green (1) is out: after Red and Blue's round 2, Red opens round 3 and Blue follows it.
  const played = [0, 1, 2, 0, 2];
  expect(numbered(line('r b r', [0, 2, 0]), played, 3)).toBe('3. r b 4. r');
  expect(numbered(line('b r', [2, 0]), [...played, 0], 3)).toBe('3... b 4. r');
});

it('gives the seat of every move of a line', () => {
  const game = games.list().find((g) => g.players.length === 2)!;
  const position = game.create();
  const [first] = position.legalMoves();
  const after = position.clone();
  after.play(first);
  const [second] = after.legalMoves();
  const pv = [position.moveToCoord(first), after.moveToCoord(second)];
  expect(lineMoves(position, pv)).toEqual([
    { text: position.moveToText(first), seat: position.turn },
    { text: after.moveToText(second), seat: after.turn },
  ]);
});

it('keeps a round number with the move after it, and every move whole, for wrapping', () => {
  expect(lineWords(['1.', 'a', 'b', '2.', 'IG7Δ-F7Λ'])).toEqual(['1. a', 'b', '2. IG7Δ-F7Λ']);
  expect(lineWords(['3...', 'b', '4.', 'c', 'd'])).toEqual(['3... b', '4. c', 'd']);
  expect(lineWords(['b4-b5'])).toEqual(['b4-b5']);
  expect(lineWords([])).toEqual([]);
});

it("opens the rounds of a line with the game's first playing seat", () => {
  const game = unwrap(games.get('triangulation'));
  for (const [neutral, opener] of [
    ['red', 1],
    ['blue', 0],
  ] as const) {
    const position = unwrap(game.parse(game.create({ players: '2', neutral }).toText()));
    expect(position.turn).toBe(opener);
    const first = position.legalMoves()[0];
    const words = bestLine(game, position, [position.moveToCoord(first)], []);
    expect(words, `${neutral} neutral`).toEqual(['1.', position.moveToText(first)]);
  }
});
