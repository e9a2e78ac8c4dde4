import { describe, expect, it } from 'vitest';
import { OnlineGame, clockText, type GameInfo } from './protocol.js';

const info: GameInfo = {
  id: 'g1',
  game: 'trigonal',
  options: {},
  clock: { kind: 'none' },
  public: false,
  rematchOf: null,
  players: ['White', 'Black'],
};

describe('OnlineGame', () => {
  it('replays events in order, ignoring one it has already applied', () => {
    const game = new OnlineGame(info);
    expect(game.apply({ seq: 1, at: 0, event: { kind: 'join', seat: 0, name: 'Ann' } })).toBe(true);
    expect(game.apply({ seq: 2, at: 0, event: { kind: 'join', seat: 1, name: null } })).toBe(true);
    expect(game.apply({ seq: 3, at: 0, event: { kind: 'start' } })).toBe(true);
    const move = { seq: 4, at: 0, event: { kind: 'move', seat: 0, move: 'h4-h5' } } as const;
    expect(game.apply(move)).toBe(true);
    expect(game.apply(move)).toBe(false);
    expect(game.moves).toEqual(['h4-h5']);
    expect(game.position.turn).toBe(1);
    expect(game.names).toEqual(['Ann', null]);
    expect(() => game.apply({ seq: 6, at: 0, event: { kind: 'resign', seat: 1 } })).toThrow(
      'event 6 arrived after 4',
    );
  });

  it('ends on resignation, the others winning, and on an agreed draw', () => {
    const resigned = new OnlineGame(info);
    resigned.apply({ seq: 1, at: 0, event: { kind: 'start' } });
    resigned.apply({ seq: 2, at: 0, event: { kind: 'resign', seat: 0 } });
    expect(resigned.result).toEqual({ winners: [1], reason: 'White resigned' });
    const drawn = new OnlineGame(info);
    drawn.apply({ seq: 1, at: 0, event: { kind: 'start' } });
    drawn.apply({ seq: 2, at: 0, event: { kind: 'draw-offer', seat: 1 } });
    expect(drawn.status).toBe('playing');
    drawn.apply({ seq: 3, at: 0, event: { kind: 'draw-accept', seat: 0 } });
    expect(drawn.result).toEqual({ winners: [], reason: 'draw agreed' });
  });

  it('shows clocks as minutes and seconds', () => {
    expect(clockText(600_000)).toBe('10:00');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(-5)).toBe('0:00');
    expect(clockText(3 * 86_400_000)).toBe('3 d 0 h');
  });
});
