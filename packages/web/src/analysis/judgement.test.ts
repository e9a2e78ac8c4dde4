import { expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { judgeOutcome, judgePosition, judgeVerdict, seatsInGame } from './judgement.js';
import { sharesOf } from './shares.js';

const two = games.list().find((g) => g.players.length === 2)!;
const three = games.list().find((g) => g.players.length === 3)!;

it('says a two-seat verdict from the first seat and a finished game by its result', () => {
  const players = two.players;
  const judged = judgeVerdict(players, { turn: 1, score: 200, mate: 0 }, [true, true]);
  expect(judged.text).toBe('−2.0');
  expect(judged.shares).toEqual(sharesOf([-200, 200], [true, true]));
  expect(judgeOutcome(players, { winners: [0], reason: 'checkmate' }, [true, true])).toEqual({
    shares: [1, 0],
    text: '1-0',
  });
  expect(judgeOutcome(players, { winners: [], reason: 'stalemate' }, [true, true]).text).toBe(
    '1/2-1/2',
  );
});

it('says a verdict of three seats as their shares', () => {
  const judged = judgeVerdict(
    three.players,
    { turn: 0, score: 0, mate: 0, seatScores: [0, 0, 0] },
    [true, true, true],
  );
  expect(judged.text).toBe(three.players.map((p) => `${p} 33%`).join(', '));
});

it('judges a position: every seat in at the start, nothing without a verdict', () => {
  const position = three.create();
  expect(seatsInGame(position)).toEqual([true, true, true]);
  expect(judgePosition(position, undefined)).toBeUndefined();
  expect(
    judgePosition(position, { turn: 0, score: 50, mate: 0, seatScores: [0, -25, -25] })?.shares,
  ).toEqual(sharesOf([50, -25, -25], [true, true, true]));
});

it('says a game of three played by two as a game of two, from the first seat that plays', () => {
  const triangulation = games.get('triangulation');
  if (!triangulation.ok) throw new Error(triangulation.error);
  const game = triangulation.value;
  // Red is the neutral army: Green and Blue play, Green first.
  const position = game.create({ players: '2', neutral: 'red' });
  const inGame = seatsInGame(position);
  expect(inGame).toEqual([false, true, true]);
  const judged = judgePosition(position, { turn: 2, score: 200, mate: 0 });
  // The search for two scores the mover against the other, as in any game of two.
  expect(judged).toEqual({ shares: sharesOf([0, -200, 200], inGame), text: '−2.0' });
  expect(judgeOutcome(game.players, { winners: [2], reason: 'checkmate' }, inGame, [1, 2])).toEqual(
    { shares: [0, 0, 1], text: '0-1' },
  );
  // Three who play are still judged by their shares.
  expect(
    judgePosition(game.create(), { turn: 0, score: 0, mate: 0, seatScores: [0, 0, 0] })?.text,
  ).toBe(game.players.map((p) => `${p} 33%`).join(', '));
});
