import { describe, expect, it } from 'vitest';
import { games, type GameDefinition } from '@trigon/engine';
import { OnlineGame } from './protocol.js';
import { outNotice, standings } from './standings.js';

type Event = Parameters<OnlineGame['apply']>[0]['event'];

/** The registry's game of `seats` seats in which `moves` play from the start position. */
function gameWith(seats: number, moves: readonly string[]): GameDefinition {
  const found = games.list().find((game) => {
    if (game.players.length !== seats) return false;
    const position = game.create();
    return moves.every((text) => {
      const move = position.parseMove(text);
      if (move.ok) position.play(move.value);
      return move.ok;
    });
  });
  if (!found) throw new Error(`no game of ${seats} seats plays ${moves.join(' ')}`);
  return found;
}

/** An online game of `definition` under way, after `events`. */
function online(definition: GameDefinition, events: readonly Event[]): OnlineGame {
  const game = new OnlineGame({
    id: 'g1',
    game: definition.id,
    options: {},
    clock: { kind: 'none' },
    public: false,
    createdAt: 0,
    rematchOf: null,
    rated: false,
    ratingRange: null,
    players: definition.players,
    playing: definition.players.map((_, seat) => seat),
  });
  [{ kind: 'start' } as const, ...events].forEach((event, i) =>
    game.apply({ seq: i + 1, at: 0, event }),
  );
  return game;
}

const moves = (seats: number[], texts: readonly string[]): Event[] =>
  texts.map((move, i) => ({ kind: 'move', seat: seats[i % seats.length]!, move }));

/** Two-player mate in two: the side to move second mates the first. */
const MATE = ['h4-h5', 'g10-g9', 'i4-i5', 'g12-i6'];
/** Three moves of a game of three, one by each seat. */
const ROUND = ['A8Ω-D7Φ', 'F3Ω-E5Ω', 'H6Δ-G6Λ'];
/** After ROUND: Green castles, and Red's Cavalry reaches Green's General and takes it. */
const LATER = ['D7Φ-E5Ω', 'H2Ω-G2Ω', 'H7Δ-H5Λ', 'E5Ω-H3Σ', 'G3Φ-G4Σ', 'H7Γ-H6Δ', 'H3Σ-G2Ω'];

describe('the standings of an online game', () => {
  it('say who is to move while the game is on, and nobody once it is over', () => {
    const definition = gameWith(2, MATE);
    const game = online(definition, moves([0, 1], MATE.slice(0, 1)));
    expect(standings(game, game.position).map((s) => s.toMove)).toEqual([false, true]);
    expect(standings(game, game.position).map((s) => s.words)).toEqual(['', '']);
    game.apply({ seq: game.seq + 1, at: 0, event: { kind: 'resign', seat: 1 } });
    expect(standings(game, game.position).map((s) => s.toMove)).toEqual([false, false]);
  });

  it('show the loser of a checkmate checkmated, its royal piece in check', () => {
    const definition = gameWith(2, MATE);
    const game = online(definition, moves([0, 1], MATE));
    expect(game.result?.winners).toEqual([1]);
    expect(standings(game, game.position)).toEqual([
      { state: 'check', words: 'checkmated', toMove: false },
      { state: 'playing', words: '', toMove: false },
    ]);
    // One move earlier nobody was in check; the game being over, nobody is to move there either.
    const before = standings(game, game.session.positionAt(3));
    expect(before.map((s) => s.words)).toEqual(['', '']);
    expect(before.map((s) => s.toMove)).toEqual([false, false]);
  });

  it('say how a player of three left, once the position shows it gone', () => {
    const definition = gameWith(3, ROUND);
    for (const [reason, words] of [
      ['resign', 'resigned; army neutral'],
      ['flag', 'lost on time; army neutral'],
      ['abandon', 'left; army neutral'],
    ] as const) {
      // Green leaves while Red is to move: Red keeps the move.
      const game = online(definition, [
        ...moves([0, 1, 2], ROUND),
        { kind: 'withdraw', seat: 1, reason },
      ]);
      const now = standings(game, game.position);
      expect(now.map((s) => s.words)).toEqual(['', words, '']);
      expect(now[1]!.state).toBe('left');
      expect(now.map((s) => s.toMove)).toEqual([true, false, false]);
      expect(game.isOut(1)).toBe(true);
      // Stepped back to before it left, Green still plays.
      expect(standings(game, game.session.positionAt(3))[1]).toEqual({
        state: 'playing',
        words: '',
        toMove: false,
      });
    }
  });

  it('say who took the army of a player who left, once its royal piece is captured', () => {
    const definition = gameWith(3, [...ROUND, ...LATER]);
    // Green leaves on its turn, after castling; Red's Cavalry then takes its General.
    const game = online(definition, [
      ...moves([0, 1, 2], [...ROUND, ...LATER.slice(0, 4)]),
      { kind: 'withdraw', seat: 1, reason: 'abandon' },
      ...moves([2, 0], LATER.slice(5)),
    ]);
    const now = standings(game, game.position);
    expect(now[1]).toEqual({ state: 'out', words: 'left; army taken by Red', toMove: false });
    expect(now.map((s) => s.toMove)).toEqual([false, false, true]);
    // Green's own notice says so too: its army no longer stands neutral.
    expect(outNotice(game, 1, now[1])).toBe(
      'You left: you are out of the game, and Red has taken your army. You can watch it to its end.',
    );
    const before = online(definition, [
      ...moves([0, 1, 2], [...ROUND, ...LATER.slice(0, 4)]),
      { kind: 'withdraw', seat: 1, reason: 'abandon' },
    ]);
    expect(outNotice(before, 1, standings(before, before.position)[1])).toBe(
      'You left: you are out of the game and your army stands neutral. You can watch it to its end.',
    );
  });

  it('say who eliminated a player of three', () => {
    const definition = gameWith(3, [...ROUND, ...LATER]);
    const game = online(definition, moves([0, 1, 2], [...ROUND, ...LATER]));
    expect(standings(game, game.position)[1]).toEqual({
      state: 'out',
      words: 'eliminated by Red',
      toMove: false,
    });
    expect(outNotice(game, 1, standings(game, game.position)[1])).toBe(
      'You are out of the game (eliminated by Red). You can watch it to its end.',
    );
    // Blue resigns, Red has won: there is nothing left to watch.
    game.apply({ seq: game.seq + 1, at: 0, event: { kind: 'resign', seat: 2 } });
    expect(game.status).toBe('finished');
    expect(outNotice(game, 1, standings(game, game.position)[1])).toBe(
      'You are out of the game (eliminated by Red).',
    );
  });
});
