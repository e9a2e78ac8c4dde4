import { expect, it } from 'vitest';
import { evaluationFor } from '@trigon/ai';
import { games, unwrap } from '@trigon/engine';
import { seatScoresAfter } from './seatScores.js';

const game = games.list().find((g) => g.players.length === 3)!;

it('evaluates the end of the line for every seat and leaves the position as it was', () => {
  const position = game.create();
  const before = position.toText();
  const end = position.clone();
  const pv: string[] = [];
  for (let i = 0; i < 4; i++) {
    const move = end.legalMoves()[i % 3];
    pv.push(end.moveToCoord(move));
    end.play(move);
  }
  const scores = seatScoresAfter(position, pv);
  expect(position.toText()).toBe(before);
  expect(scores).toEqual([0, 1, 2].map((seat) => evaluationFor(game).evaluate(end, seat)));
  // The line changed the standing: not every seat is where it was at the start.
  expect(scores).not.toEqual(seatScoresAfter(position, []));
});

it('stops the line at a word that is not a legal move', () => {
  const position = unwrap(games.get(game.id)).create();
  const [first] = position.legalMoves();
  const after = position.clone();
  after.play(first);
  expect(seatScoresAfter(position, [position.moveToCoord(first), 'nonsense', 'a1-a2'])).toEqual(
    seatScoresAfter(after, []),
  );
});
