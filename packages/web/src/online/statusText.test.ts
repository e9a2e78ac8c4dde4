import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@trigon/protocol';
import { OnlineGame, type GameInfo } from './protocol.js';
import { answerText, listWords, statusText, waitingText } from './statusText.js';

const two: GameInfo = {
  id: 'g2',
  game: 'trigonal',
  options: {},
  clock: { kind: 'none' },
  public: true,
  createdAt: 0,
  rematchOf: null,
  rated: false,
  ratingRange: null,
  players: ['White', 'Black'],
  playing: [0, 1],
};

const three: GameInfo = {
  ...two,
  id: 'g3',
  game: 'triangulation',
  players: ['Red', 'Green', 'Blue'],
  playing: [0, 1, 2],
};

/** A game of two (or `info`'s) fed with `events`, numbered from 1. */
function played(events: GameEvent[], info = two): OnlineGame {
  const game = new OnlineGame(info);
  events.forEach((event, i) => game.apply({ seq: i + 1, at: 0, event }));
  return game;
}

describe('the status words of an online game', () => {
  it('name the players awaited as a sentence does', () => {
    expect(waitingText([])).toBe('Waiting for the game to start');
    expect(waitingText(['Black'])).toBe('Waiting for Black to join');
    expect(waitingText(['Green', 'Blue'])).toBe('Waiting for Green and Blue to join');
    expect(listWords(['Red', 'Green', 'Blue'])).toBe('Red, Green and Blue');
    expect(listWords([])).toBe('');
  });

  it('say a game called off is no draw, and who called it off', () => {
    const join: GameEvent = { kind: 'join', seat: 0, name: null };
    expect(statusText(played([join, { kind: 'abort', seat: 0, reason: 'cancel' }]))).toBe(
      'Game cancelled by White',
    );
    const start: GameEvent[] = [join, { kind: 'join', seat: 1, name: null }, { kind: 'start' }];
    expect(statusText(played([...start, { kind: 'abort', seat: 1, reason: 'abort' }]))).toBe(
      'Game aborted by Black',
    );
    expect(statusText(played([...start, { kind: 'abort', seat: 0 }]))).toBe(
      'Game aborted: White made no first move',
    );
  });

  it('name who drew when a draw ends a game of three with one out', () => {
    const start: GameEvent[] = [
      ...[0, 1, 2].map((seat): GameEvent => ({ kind: 'join', seat, name: null })),
      { kind: 'start' },
      { kind: 'move', seat: 0, move: 'A8Ω-D7Φ' },
      { kind: 'move', seat: 1, move: 'H2Ω-H2Φ' },
      { kind: 'move', seat: 2, move: 'G7Δ-G7Λ' },
    ];
    const agreed: GameEvent[] = [
      { kind: 'draw-offer', seat: 1 },
      { kind: 'draw-accept', seat: 2 },
    ];
    expect(
      statusText(
        played([...start, { kind: 'withdraw', seat: 0, reason: 'flag' }, ...agreed], three),
      ),
    ).toBe('Draw between Green and Blue: draw agreed');
    // All three agreeing is a draw of everyone, as in a game of two.
    expect(statusText(played([...start, ...agreed, { kind: 'draw-accept', seat: 0 }], three))).toBe(
      'Draw: draw agreed',
    );
  });

  it('say who said no to a draw offer or a takeback request, as each viewer reads it', () => {
    const players = three.players;
    const declined = { kind: 'draw', by: 0, seat: 1 } as const;
    expect(answerText(declined, 0, players)).toBe('Green declined your draw offer');
    expect(answerText(declined, 1, players)).toBe('You declined the draw offer');
    expect(answerText(declined, 2, players)).toBe("Green declined Red's draw offer");
    expect(answerText(declined, null, players)).toBe("Green declined Red's draw offer");
    const withdrawn = { kind: 'takeback', by: 2, seat: 2 } as const;
    expect(answerText(withdrawn, 2, players)).toBe('You withdrew your takeback request');
    expect(answerText(withdrawn, 0, players)).toBe('Blue withdrew the takeback request');
  });
});
