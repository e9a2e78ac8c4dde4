/**
 * The replay of a game's events, which the server and the web app share. The games come from
 * the registry by what they are (two players; three who can leave while the others play on),
 * and moves from their legal moves, so that these tests hold for any such game.
 */
import { describe, expect, it } from 'vitest';
import { games, playingSeats, type GameDefinition, type GameOptions } from '@trigon/engine';
import type { GameEvent } from './events.js';
import { DRAW_OFFER_MOVES } from './offer-limits.js';
import { GameReplay, positionPlayer } from './replay.js';

function find(what: string, test: (game: GameDefinition) => boolean): GameDefinition {
  const found = games.list().find(test);
  if (!found) throw new Error(`the registry has no ${what}`);
  return found;
}

/** A game of two players, both playing. */
const TWO = find('game of two', (g) => g.players.length === 2 && playingSeats(g).length === 2);

/** A game of three in which a player may leave at the start and the other two play on. */
const THREE = find(
  'game of three with withdrawals',
  (g) => g.players.length === 3 && g.create().withdrawal?.(2).ok === true,
);

/** Options of a game of three under which a seat is nobody's (a neutral army), and that seat. */
function neutralOptions(): { game: GameDefinition; options: GameOptions; neutral: number } {
  for (const game of games.list()) {
    for (const option of game.options) {
      for (const value of option.values) {
        const options = { [option.name]: value };
        const playing = playingSeats(game, options);
        if (playing.length < game.players.length) {
          const neutral = game.players.findIndex((_, seat) => !playing.includes(seat));
          return { game, options, neutral };
        }
      }
    }
  }
  throw new Error('the registry has no game with a seat nobody plays');
}

/** A replay of `game` fed with numbered events, and a scratch position to find moves in. */
function replay(game: GameDefinition, options: GameOptions = {}) {
  const state = new GameReplay({ game: game.id, options }, (definition, o) =>
    positionPlayer(definition.create(o)),
  );
  const scratch = game.create(options);
  let seq = 0;
  return {
    state,
    next(event: GameEvent): boolean {
      return state.apply({ seq: ++seq, at: 0, event });
    },
    /** The first legal move for the seat to move, as the server stores it. */
    move(): Extract<GameEvent, { kind: 'move' }> {
      const seat = scratch.turn;
      const move = scratch.legalMoves()[0]!;
      const text = scratch.moveToCoord(move);
      scratch.play(move);
      return { kind: 'move', seat, move: text };
    },
    /** The withdrawal of `seat`, as the scratch position plays it; its coordinate form. */
    withdraw(seat: number): string {
      const move = scratch.withdrawal!(seat);
      if (!move.ok) throw new Error(move.error);
      const text = scratch.moveToCoord(move.value);
      scratch.play(move.value);
      return text;
    },
    scratch,
  };
}

describe('GameReplay', () => {
  it('replays events in order, ignoring one it has, refusing a gap', () => {
    const { state, next, move, scratch } = replay(TWO);
    expect(state.awaited()).toEqual([0, 1]);
    expect(next({ kind: 'claim', seat: 1, tokenHash: '' })).toBe(true);
    expect(next({ kind: 'join', seat: 0, name: 'Ann' })).toBe(true);
    expect(state.awaited()).toEqual([1]);
    expect(next({ kind: 'join', seat: 1, name: null })).toBe(true);
    expect(state.status).toBe('waiting');
    expect(next({ kind: 'start' })).toBe(true);
    expect(state.status).toBe('playing');
    expect(state.awaited()).toEqual([]);
    const first = move();
    expect(state.apply({ seq: 5, at: 0, event: first })).toBe(true);
    expect(state.apply({ seq: 5, at: 0, event: first })).toBe(false);
    expect(state.seq).toBe(5);
    expect(state.moves).toEqual([first.move]);
    expect(state.position.toText()).toBe(scratch.toText());
    expect(state.position.turn).toBe(1);
    expect(state.names).toEqual(['Ann', null]);
    expect(state.joined).toEqual([true, true]);
    expect(() => state.apply({ seq: 7, at: 0, event: { kind: 'resign', seat: 1 } })).toThrow(
      'event 7 arrived after 5',
    );
  });

  it("follows each seat's draw offers and takeback requests for their limits, once per event", () => {
    const { state, next, move } = replay(TWO);
    next({ kind: 'start' });
    next(move());
    next({ kind: 'draw-offer', seat: 0 });
    next({ kind: 'draw-decline', seat: 1 });
    expect(state.offers.drawOfferWait(0)).toBe(DRAW_OFFER_MOVES);
    expect(state.offers.drawOfferWait(1)).toBe(0);
    // An event heard twice (a reconnection's replay) counts once.
    expect(state.apply({ seq: state.seq, at: 0, event: { kind: 'move', seat: 1, move: '' } })).toBe(
      false,
    );
    next(move());
    expect(state.offers.drawOfferWait(0)).toBe(DRAW_OFFER_MOVES - 1);
  });

  it('keeps who said no to the last draw offer or takeback request, until the next move or offer', () => {
    const { state, next, move } = replay(TWO);
    next({ kind: 'start' });
    next(move());
    expect(state.answered).toBeNull();
    next({ kind: 'draw-offer', seat: 1 });
    next({ kind: 'draw-decline', seat: 0 });
    expect(state.answered).toEqual({ kind: 'draw', by: 1, seat: 0 });
    // Its maker withdrawing it says so too.
    next({ kind: 'takeback-offer', seat: 0, plies: 1 });
    expect(state.answered).toBeNull();
    next({ kind: 'takeback-decline', seat: 0 });
    expect(state.answered).toEqual({ kind: 'takeback', by: 0, seat: 0 });
    // A move ends the news; a decline of nothing makes none.
    next(move());
    expect(state.answered).toBeNull();
    next({ kind: 'draw-decline', seat: 0 });
    expect(state.answered).toBeNull();
  });

  it('throws on a stored move that is not legal: the events are not of this game', () => {
    const { state, next } = replay(TWO);
    next({ kind: 'start' });
    expect(() => next({ kind: 'move', seat: 0, move: 'no such move' })).toThrow(
      'stored move no such move is not legal',
    );
    expect(state.moves).toEqual([]);
  });

  it('ends when a player leaves, the other winning: resignation, flag fall, abandonment', () => {
    const [white, black] = TWO.players;
    for (const [kind, words] of [
      ['resign', 'resigned'],
      ['flag', 'lost on time'],
      ['abandon', 'abandoned the game'],
    ] as const) {
      const { state, next } = replay(TWO);
      next({ kind: 'start' });
      next({ kind, seat: 0 });
      expect(state.status).toBe('finished');
      expect(state.result).toEqual({ winners: [1], reason: `${white} ${words}` });
      const other = replay(TWO);
      other.next({ kind: 'start' });
      other.next({ kind, seat: 1 });
      expect(other.state.result).toEqual({ winners: [0], reason: `${black} ${words}` });
    }
  });

  it('ends drawn on a flag fall the server found the opponent could never win (FIDE 6.9)', () => {
    const [white, black] = TWO.players;
    const { state, next } = replay(TWO);
    next({ kind: 'start' });
    next({ kind: 'flag', seat: 0, drawn: true });
    expect(state.status).toBe('finished');
    expect(state.result).toEqual({
      winners: [],
      reason: `${white} ran out of time, but ${black} cannot win`,
    });
  });

  it('replays an abort stored before players could abort: its seat made no first move', () => {
    const { state, next } = replay(TWO);
    next({ kind: 'start' });
    next({ kind: 'abort', seat: 1 });
    expect(state.status).toBe('finished');
    expect([state.aborted, state.abortReason, state.cancelled]).toEqual([
      1,
      'no-first-move',
      false,
    ]);
    expect(state.result).toEqual({
      winners: [],
      reason: `game aborted: ${TWO.players[1]} made no first move`,
    });
  });

  it('is abortable in play until every player still in the game has made a first move', () => {
    const { state, next, move, withdraw } = replay(THREE);
    expect(state.abortable()).toBe(false);
    next({ kind: 'start' });
    expect(state.abortable()).toBe(true);
    next(move());
    next(move());
    expect(state.abortable()).toBe(true);
    // The third leaves without a move: the two left have both moved.
    withdraw(2);
    next({ kind: 'withdraw', seat: 2, reason: 'resign' });
    expect(state.abortable()).toBe(false);

    // A takeback does not give the first move back.
    const two = replay(TWO);
    two.next({ kind: 'start' });
    two.next(two.move());
    two.next(two.move());
    expect(two.state.abortable()).toBe(false);
    two.next({ kind: 'takeback-offer', seat: 1, plies: 1 });
    two.next({ kind: 'takeback-accept', seat: 0 });
    expect(two.state.moves).toHaveLength(1);
    expect(two.state.abortable()).toBe(false);
  });

  it('a player aborts a game in play: nobody wins, the reason names who', () => {
    const { state, next, move } = replay(TWO);
    next({ kind: 'start' });
    next(move());
    next({ kind: 'draw-offer', seat: 0 });
    next({ kind: 'abort', seat: 0, reason: 'abort' });
    expect(state.status).toBe('finished');
    expect(state.abortable()).toBe(false);
    expect(state.drawOffer).toBeNull();
    expect([state.aborted, state.abortReason, state.cancelled]).toEqual([0, 'abort', false]);
    expect(state.result).toEqual({ winners: [], reason: `game aborted by ${TWO.players[0]}` });
  });

  it('a player cancels a game waiting for its players: over, nobody awaited any more', () => {
    const { state, next } = replay(TWO);
    next({ kind: 'claim', seat: 0, tokenHash: '' });
    next({ kind: 'join', seat: 0, name: null });
    expect(state.awaited()).toEqual([1]);
    next({ kind: 'abort', seat: 0, reason: 'cancel' });
    expect(state.status).toBe('finished');
    expect(state.awaited()).toEqual([]);
    expect([state.aborted, state.abortReason, state.cancelled]).toEqual([0, 'cancel', true]);
    expect(state.result).toEqual({ winners: [], reason: `game cancelled by ${TWO.players[0]}` });
  });

  it("draws: an offer stands until another player's move, a decline or the others agreeing; claims end it", () => {
    const { state, next, move } = replay(TWO);
    next({ kind: 'start' });
    // Offered on one's own turn, as over the board: one's own move leaves it to the opponent.
    next({ kind: 'draw-offer', seat: 0 });
    expect(state.drawOffer).toEqual({ by: 0, accepted: new Set([0]) });
    next(move());
    expect(state.drawOffer).toEqual({ by: 0, accepted: new Set([0]) });
    // The opponent's move declines it.
    next(move());
    expect(state.drawOffer).toBeNull();
    next({ kind: 'draw-offer', seat: 1 });
    next({ kind: 'draw-decline', seat: 0 });
    expect(state.drawOffer).toBeNull();
    expect(state.status).toBe('playing');
    next({ kind: 'draw-offer', seat: 1 });
    next({ kind: 'draw-accept', seat: 0 });
    expect(state.status).toBe('finished');
    expect(state.result).toEqual({ winners: [], reason: 'draw agreed' });
    expect(state.drawOffer).toBeNull();

    const claimed = replay(TWO);
    claimed.next({ kind: 'start' });
    claimed.next({ kind: 'draw-claim', seat: 0, reason: 'threefold repetition' });
    expect(claimed.state.result).toEqual({ winners: [], reason: 'threefold repetition' });
  });

  it("among three, an offer stands through the moves of those who agreed; another's move declines it", () => {
    const { state, next, move } = replay(THREE);
    next({ kind: 'start' });
    for (let i = 0; i < 3; i++) next(move());
    next({ kind: 'draw-offer', seat: 0 });
    next(move());
    next({ kind: 'draw-accept', seat: 1 });
    next(move());
    expect(state.drawOffer).toEqual({ by: 0, accepted: new Set([0, 1]) });
    next({ kind: 'draw-accept', seat: 2 });
    expect(state.result).toEqual({ winners: [], reason: 'draw agreed' });

    const declined = replay(THREE);
    declined.next({ kind: 'start' });
    declined.next({ kind: 'draw-offer', seat: 0 });
    declined.next(declined.move());
    declined.next({ kind: 'draw-accept', seat: 2 });
    // Seat 1 moves without agreeing: its no, as a decline would be.
    declined.next(declined.move());
    expect(declined.state.drawOffer).toBeNull();

    // A player who leaves ends it, though they agreed: the game it was offered in is not the
    // one left.
    const left = replay(THREE);
    left.next({ kind: 'start' });
    left.next({ kind: 'draw-offer', seat: 0 });
    left.next({ kind: 'draw-accept', seat: 2 });
    left.withdraw(2);
    left.next({ kind: 'withdraw', seat: 2, reason: 'resign' });
    expect(left.state.drawOffer).toBeNull();
    expect(left.state.status).toBe('playing');
  });

  it('a draw among three needs every player still in the game', () => {
    const { state, next } = replay(THREE);
    next({ kind: 'start' });
    next({ kind: 'draw-offer', seat: 0 });
    next({ kind: 'draw-accept', seat: 1 });
    expect(state.status).toBe('playing');
    expect(state.drawOffer?.accepted).toEqual(new Set([0, 1]));
    next({ kind: 'draw-accept', seat: 2 });
    expect(state.result).toEqual({ winners: [], reason: 'draw agreed' });
  });

  it("takes back the asker's last move and every move since, once the others agree", () => {
    const { state, next, move, scratch } = replay(TWO);
    next({ kind: 'start' });
    expect(state.takebackPlies(0)).toEqual({
      ok: false,
      error: 'you have made no move to take back',
    });
    const start = scratch.toText();
    const first = move();
    next(first);
    const afterFirst = scratch.toText();
    // White just moved, Black to move: White takes back one move, Black has none yet.
    expect(state.takebackPlies(0)).toEqual({ ok: true, plies: 1 });
    expect(state.takebackPlies(1).ok).toBe(false);
    next(move());
    // On White's turn: White's move and Black's reply; Black's own move alone.
    expect(state.takebackPlies(0)).toEqual({ ok: true, plies: 2 });
    expect(state.takebackPlies(1)).toEqual({ ok: true, plies: 1 });
    next({ kind: 'takeback-offer', seat: 1, plies: 1 });
    expect(state.takeback).toEqual({ by: 1, plies: 1, accepted: new Set([1]) });
    next({ kind: 'draw-offer', seat: 0 });
    next({ kind: 'takeback-accept', seat: 0 });
    expect(state.takeback).toBeNull();
    expect(state.drawOffer).toBeNull();
    expect(state.moves).toEqual([first.move]);
    expect(state.makers).toEqual([{ seat: 0, undoable: true }]);
    expect(state.position.toText()).toBe(afterFirst);
    expect(state.position.turn).toBe(1);
    next({ kind: 'takeback-offer', seat: 0, plies: 1 });
    next({ kind: 'takeback-accept', seat: 1 });
    expect(state.moves).toEqual([]);
    expect(state.position.toText()).toBe(start);
    expect(state.status).toBe('playing');
  });

  it('a takeback request ends with a decline, a cancel, a move or the end of the game', () => {
    const { state, next, move } = replay(TWO);
    next({ kind: 'start' });
    next(move());
    next({ kind: 'takeback-offer', seat: 0, plies: 1 });
    next({ kind: 'takeback-decline', seat: 1 });
    expect(state.takeback).toBeNull();
    expect(state.moves).toHaveLength(1);
    next({ kind: 'takeback-offer', seat: 0, plies: 1 });
    next(move());
    expect(state.takeback).toBeNull();
    expect(state.moves).toHaveLength(2);
    next({ kind: 'takeback-offer', seat: 1, plies: 1 });
    next({ kind: 'resign', seat: 1 });
    expect(state.takeback).toBeNull();
  });

  it('a takeback among three needs both others and may take back three moves', () => {
    const { state, next, move, withdraw, scratch } = replay(THREE);
    next({ kind: 'start' });
    const start = scratch.toText();
    next(move());
    next(move());
    next(move());
    // Back to the first seat's turn: its move and the two replies.
    expect(state.takebackPlies(0)).toEqual({ ok: true, plies: 3 });
    expect(state.takebackPlies(2)).toEqual({ ok: true, plies: 1 });
    next({ kind: 'takeback-offer', seat: 0, plies: 3 });
    next({ kind: 'takeback-accept', seat: 1 });
    expect(state.moves).toHaveLength(3);
    expect(state.takeback?.accepted).toEqual(new Set([0, 1]));
    next({ kind: 'takeback-accept', seat: 2 });
    expect(state.moves).toEqual([]);
    expect(state.position.toText()).toBe(start);
    for (let i = 0; i < 3; i++) scratch.undo();

    // A player who left since is never brought back.
    next(move());
    withdraw(2);
    next({ kind: 'withdraw', seat: 2, reason: 'resign' });
    expect(state.takebackPlies(0)).toEqual({
      ok: false,
      error: 'a player left or was knocked out since your last move: it cannot be taken back',
    });
    expect(state.takebackPlies(2).ok).toBe(false);
  });

  it('a player of three who leaves is out and the other two play on', () => {
    const { state, next, move, withdraw, scratch } = replay(THREE);
    next({ kind: 'start' });
    const first = move();
    next(first);
    next({ kind: 'draw-offer', seat: 0 });
    // The last seat leaves while another is to move.
    const leave = withdraw(2);
    next({ kind: 'withdraw', seat: 2, reason: 'resign' });
    expect(state.status).toBe('playing');
    expect(state.drawOffer).toBeNull();
    expect(state.withdrawals).toEqual([{ seat: 2, reason: 'resign', ply: 1 }]);
    expect(state.moves).toEqual([first.move, leave]);
    expect(state.position.toText()).toBe(scratch.toText());
    expect(state.active()).toEqual([0, 1]);
    expect([0, 1, 2].map((s) => state.isOut(s))).toEqual([false, false, true]);
    expect([0, 1, 2].map((s) => state.isActive(s))).toEqual([true, true, false]);
    // Now a draw needs only the two still in the game.
    next({ kind: 'draw-offer', seat: 1 });
    next({ kind: 'draw-accept', seat: 0 });
    expect(state.result).toEqual({ winners: [], reason: 'draw agreed' });
  });

  it('a leaver to move passes the turn on', () => {
    const { state, next, withdraw, scratch } = replay(THREE);
    next({ kind: 'start' });
    const leave = withdraw(0);
    next({ kind: 'withdraw', seat: 0, reason: 'flag' });
    expect(state.moves).toEqual([leave]);
    expect(state.position.turn).toBe(scratch.turn);
    expect(state.position.turn).not.toBe(0);
    expect(state.withdrawals).toEqual([{ seat: 0, reason: 'flag', ply: 0 }]);
  });

  it('replays a resignation among three stored before withdrawals: the others share it', () => {
    const { state, next } = replay(THREE);
    next({ kind: 'start' });
    next({ kind: 'resign', seat: 0 });
    expect(state.result).toEqual({ winners: [1, 2], reason: `${THREE.players[0]} resigned` });
  });

  it('knows the playing seats from the options; a neutral seat is never awaited nor out', () => {
    const { game, options, neutral } = neutralOptions();
    const { state, next } = replay(game, options);
    const playing = game.players.map((_, s) => s).filter((s) => s !== neutral);
    expect(state.playing).toEqual(playing);
    expect(state.awaited()).toEqual(playing);
    for (const seat of playing) next({ kind: 'join', seat, name: null });
    expect(state.awaited()).toEqual([]);
    next({ kind: 'start' });
    expect(state.isOut(neutral)).toBe(false);
    next({ kind: 'abandon', seat: playing[1]! });
    expect(state.result).toEqual({
      winners: [playing[0]],
      reason: `${game.players[playing[1]!]} abandoned the game`,
    });
  });

  it('keeps rematch offers and the rematch', () => {
    const { state, next } = replay(TWO);
    next({ kind: 'start' });
    next({ kind: 'resign', seat: 1 });
    next({ kind: 'rematch-offer', seat: 0 });
    expect(state.rematchOffers).toEqual(new Set([0]));
    expect(state.rematch).toBeNull();
    next({ kind: 'rematch-offer', seat: 1 });
    next({ kind: 'rematch', game: 'next-game' });
    expect(state.rematch).toBe('next-game');
  });

  it('clears every rematch request on a decline, and one on its asker’s cancel', () => {
    const { state, next } = replay(THREE);
    next({ kind: 'start' });
    next({ kind: 'draw-offer', seat: 0 });
    next({ kind: 'draw-accept', seat: 1 });
    next({ kind: 'draw-accept', seat: 2 });
    next({ kind: 'rematch-offer', seat: 0 });
    next({ kind: 'rematch-offer', seat: 1 });
    next({ kind: 'rematch-cancel', seat: 0 });
    expect(state.rematchOffers).toEqual(new Set([1]));
    expect(state.rematchDeclinedBy).toBeNull();
    next({ kind: 'rematch-offer', seat: 0 });
    next({ kind: 'rematch-decline', seat: 2 });
    expect(state.rematchOffers).toEqual(new Set());
    expect(state.rematchDeclinedBy).toBe(2);
    next({ kind: 'rematch-offer', seat: 2 });
    expect([state.rematchOffers, state.rematchDeclinedBy]).toEqual([new Set([2]), null]);
    // Three requests of one's own at most (an answer to another's counts among them).
    expect(state.offers.rematchRefusal(0)).toBeNull();
    next({ kind: 'rematch-cancel', seat: 2 });
    next({ kind: 'rematch-offer', seat: 0 });
    expect(state.offers.rematchRefusal(0)).toBe(
      'you asked for a rematch 3 times: the others may still ask for one',
    );
  });

  it('plays the moves through the player it is given', () => {
    const played: string[] = [];
    const state = new GameReplay({ game: TWO.id, options: {} }, (definition, options) => {
      const position = definition.create(options);
      return {
        position,
        play(move) {
          played.push(position.moveToCoord(move));
          position.play(move);
        },
        undo: () => position.undo(),
      };
    });
    const scratch = TWO.create();
    const move = scratch.moveToCoord(scratch.legalMoves()[0]!);
    state.apply({ seq: 1, at: 0, event: { kind: 'start' } });
    state.apply({ seq: 2, at: 0, event: { kind: 'move', seat: 0, move } });
    expect(played).toEqual([move]);
  });
});
