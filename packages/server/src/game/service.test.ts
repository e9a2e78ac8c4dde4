/**
 * The service on a clock of its own: commands that arrive once the time of the player to move
 * has run out, before the flag timer has declared it, find the flag fall declared first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGameSchema, type Command, type ServerMessage } from '@trigon/protocol';
import { SqliteStore } from '../store/sqlite.js';
import { finishingPlaces } from '../ratings/game-end.js';
import { GameService, type Client } from './service.js';

const CLOCK = { kind: 'realtime', initialMs: 10_000, bonusMs: 0, mode: 'increment' } as const;

describe('a command that meets a clock run out', () => {
  let dir: string;
  let store: SqliteStore;
  let service: GameService;
  let now: number;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'trigon-service-'));
    store = new SqliteStore(join(dir, 'games.sqlite'));
    now = 1_000_000;
    service = new GameService(store, { now: () => now });
  });
  afterEach(async () => {
    await service.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A game of `game` with every seat attached, started, and `moves` played in turn. */
  async function started(game: string, moves: string[]) {
    const created = await service.create(createGameSchema.parse({ game, clock: CLOCK }));
    if (!created.ok) throw new Error(created.error);
    const { id, token, invitations } = created.value;
    const clients: Client[] = [];
    const received: ServerMessage[][] = [];
    for (const t of [token, ...invitations.map((i) => i.token)]) {
      const heard: ServerMessage[] = [];
      const attached = await service.attach(id, t, 0, undefined, (seat) => ({
        seat,
        send: (m) => heard.push(m),
      }));
      if (!attached.ok) throw new Error(attached.error);
      clients[attached.value.seat!] = attached.value;
      received[attached.value.seat!] = heard;
    }
    const command = (seat: number, c: Command) => service.command(id, clients[seat]!, c);
    for (const move of moves) {
      now += 100;
      const state = (await service.get(id))!;
      expect(await command(state.position.turn, { t: 'move', move })).toMatchObject({ ok: true });
    }
    return { id, command };
  }

  it('among three: the one out of time leaves, and the next one’s move is played', async () => {
    // The first round is free; Red's clock runs from Blue's move on.
    const { id, command } = await started('triangulation', ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ']);
    now += 11_000;
    // Green's move comes before the flag timer: Red leaves on time, then Green, next, moves.
    expect(await command(1, { t: 'move', move: 'G3Φ-G4Σ' })).toMatchObject({ ok: true });
    const game = (await service.get(id))!;
    expect(game.status).toBe('playing');
    expect(game.moves.slice(3)).toEqual(['leave:r', 'G3Φ-G4Σ']);
    expect(game.withdrawals).toEqual([{ seat: 0, reason: 'flag', ply: 3 }]);
    // Red's own commands: its time ran out, and it is out of the game.
    expect(await command(0, { t: 'move', move: 'D7Φ-E4Ω' })).toMatchObject({ code: 'out' });
  });

  it('among three: a takeback or an abort of another is judged on the game that goes on', async () => {
    const { id, command } = await started('triangulation', ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ']);
    now += 11_000;
    // Blue asks to take back its move: Red has left since, so no takeback (not 'the game is over').
    expect(await command(2, { t: 'takeback', act: 'offer' })).toMatchObject({
      code: 'no-takeback',
    });
    expect(await command(1, { t: 'abort' })).toMatchObject({ code: 'too-late' });
    expect((await service.get(id))!.status).toBe('playing');
  });

  it('among three: a resignation after the flag time comes after the flag fall', async () => {
    const { id, command } = await started('triangulation', ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ']);
    now += 11_000;
    // Red ran out first, then Blue resigns: Green wins, Blue second, Red (out first) third.
    expect(await command(2, { t: 'resign' })).toMatchObject({ ok: true });
    const game = (await service.get(id))!;
    expect(game.result).toEqual({ winners: [1], reason: 'Blue resigned' });
    expect(game.outOrder).toEqual([[0]]);
    expect(finishingPlaces(game)).toEqual([3, 1, 2]);
  });

  it('among three: the two who agree a draw share the first place, and the one out is third', async () => {
    const { id, command } = await started('triangulation', ['A8Ω-D7Φ', 'H2Ω-H2Φ', 'G7Δ-G7Λ']);
    now += 11_000;
    // Red's flag falls with Green's offer; Blue accepts: a draw between Green and Blue.
    expect(await command(1, { t: 'draw', act: 'offer' })).toMatchObject({ ok: true });
    expect(await command(2, { t: 'draw', act: 'accept' })).toMatchObject({ ok: true });
    const game = (await service.get(id))!;
    expect(game.result).toEqual({ winners: [], reason: 'draw agreed' });
    expect(game.outOrder).toEqual([[0]]);
    expect(finishingPlaces(game)).toEqual([3, 1, 1]);
  });

  it('a draw agreed, a claim or a resignation after the flag time finds the game over', async () => {
    for (const act of [
      { t: 'resign' },
      { t: 'draw', act: 'offer' },
      { t: 'claim', act: 'win' },
    ] as Command[]) {
      const { id, command } = await started('trigonal', ['h4-h5', 'g10-g9']);
      now += 11_000;
      expect(await command(1, act)).toMatchObject({
        code: 'finished',
        error: 'the game is over: White lost on time',
      });
      expect((await service.get(id))!.result).toEqual({
        winners: [1],
        reason: 'White lost on time',
      });
    }
  });

  it('a move that arrived in time is played and charged to its arrival, though it waited for a slow write', async () => {
    const { id, command } = await started('trigonal', ['h4-h5', 'g10-g9']);
    const turnBegan = now;
    // Black's draw offer takes 3 s to store (a slow disk, a busy database); White's move comes
    // behind it with 1 s left on White's clock.
    const append = store.append.bind(store);
    let writing!: () => void;
    let release!: () => void;
    const entered = new Promise<void>((resolve) => (writing = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    store.append = async (game, event, status) => {
      if (event.event.kind === 'draw-offer') {
        writing();
        await held;
      }
      return append(game, event, status);
    };
    const offer = command(1, { t: 'draw', act: 'offer' });
    await entered;
    now = turnBegan + 9_000;
    const move = command(0, { t: 'move', move: 'i4-i5' });
    now = turnBegan + 12_000;
    release();
    expect(await offer).toMatchObject({ ok: true });
    expect(await move).toMatchObject({ ok: true });
    const game = (await service.get(id))!;
    expect(game.status).toBe('playing');
    expect(game.moves).toEqual(['h4-h5', 'g10-g9', 'i4-i5']);
    // White used 9 s, from its turn's beginning to the move's arrival.
    expect(game.remaining[0]).toBe(1_000);
  });

  it('the move of the one out of time says so; another’s says how the game ended', async () => {
    const white = await started('trigonal', ['h4-h5', 'g10-g9']);
    now += 11_000;
    expect(await white.command(1, { t: 'move', move: 'g9-g8' })).toMatchObject({
      code: 'finished',
      error: 'the game is over: White lost on time',
    });
    const again = await started('trigonal', ['h4-h5', 'g10-g9']);
    now += 11_000;
    expect(await again.command(0, { t: 'move', move: 'i4-i5' })).toMatchObject({
      code: 'time',
      error: 'your time has run out',
    });
  });
});
