/**
 * Absence while nobody is there to wait: a game everyone has left is won by nobody; the
 * countdowns stand still and go on from where they stood when a player comes back.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedGame, ServerMessage } from '@trigon/protocol';
import { post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const DISCONNECT_MS = 1500;
/** Nobody connected to an untimed game for this long, and the server no longer holds it. */
const IDLE_MS = 4000;

interface GameView {
  status: string;
  result: { winners: number[]; reason: string } | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const abandoned = (m: ServerMessage) => m.t === 'event' && m.event.kind === 'abandon';

describe('a game everyone has left', () => {
  const server = suiteServer('sqlite', {
    disconnectMs: DISCONNECT_MS,
    claimMs: 500,
    idleMs: IDLE_MS,
  });

  async function started() {
    const created = (await post<CreatedGame>(`${server.url}/api/games`, { game: 'trigonal' })).body;
    const tokens = [created.token, created.invitations[0]!.token] as const;
    const white = (await server.join(created.id, tokens[0])).client;
    const black = (await server.join(created.id, tokens[1])).client;
    await white.event(3);
    return { id: created.id, tokens, white, black };
  }

  async function fetchGame(id: string): Promise<GameView> {
    return (await (await fetch(`${server.url}/api/games/${id}`)).json()) as GameView;
  }

  it('is won by nobody; a player who comes back waits the full time for the other', async () => {
    const { id, tokens, white, black } = await started();
    // Both have moved, so the game is one to claim, not to abort.
    expect(await white.command({ t: 'move', move: 'f4-f5' })).toMatchObject({ t: 'ack' });
    expect(await black.command({ t: 'move', move: 'f8-f7' })).toMatchObject({ t: 'ack' });
    await white.close();
    await black.close();
    await sleep(DISCONNECT_MS + 500);
    expect(await fetchGame(id)).toMatchObject({ status: 'playing', result: null });

    // Black comes back: White's absence counts from now, not from when White left.
    const backAt = Date.now();
    const back = await server.join(id, tokens[1]);
    expect(back.welcome.connected).toEqual([false, true]);
    expect(back.welcome.away[1]).toBeNull();
    expect(back.welcome.away[0]).toBeGreaterThanOrEqual(backAt - 100);
    expect(await back.client.command({ t: 'claim', act: 'win' })).toMatchObject({
      code: 'no-absence',
    });
    const ended = await back.client.next(abandoned, DISCONNECT_MS + 2000);
    expect(ended).toMatchObject({ event: { kind: 'abandon', seat: 0 } });
    expect(Date.now() - backAt).toBeGreaterThanOrEqual(DISCONNECT_MS - 100);
    expect((await fetchGame(id)).result).toEqual({
      winners: [1],
      reason: 'White abandoned the game',
    });
  }, 15_000);

  it('keeps counting the absence of a player while the other only reloads the page', async () => {
    const { id, tokens, white, black } = await started();
    expect(await white.command({ t: 'move', move: 'f4-f5' })).toMatchObject({ t: 'ack' });
    expect(await black.command({ t: 'move', move: 'f8-f7' })).toMatchObject({ t: 'ack' });
    await white.close();
    const away = (await black.next((m) => m.t === 'presence' && m.away[0] !== null)) as Extract<
      ServerMessage,
      { t: 'presence' }
    >;
    const leftAt = away.away[0]!;
    await sleep(DISCONNECT_MS / 2);
    await black.close();
    const back = await server.join(id, tokens[1]);
    // White has been away since about when it left (the moment Black was gone is not counted).
    expect(back.welcome.away[0]).toBeGreaterThanOrEqual(leftAt);
    expect(back.welcome.away[0]).toBeLessThan(leftAt + 200);
    const ended = await back.client.next(abandoned, DISCONNECT_MS + 2000);
    expect(ended).toMatchObject({ event: { kind: 'abandon', seat: 0 } });
    expect(Date.now() - leftAt).toBeLessThan(DISCONNECT_MS + 400);
  }, 15_000);

  it('is no longer held in memory once nobody has been there for a while, and comes back whole', async () => {
    const inPlay = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      return Number(/^trigon_games_in_play (\d+)$/m.exec(text)![1]);
    };
    const { id, tokens, white, black } = await started();
    await white.command({ t: 'move', move: 'f4-f5' });
    const held = await inPlay();
    await white.close();
    await black.close();
    // Within idleMs it is held, its absences standing still; then the process forgets it.
    await sleep(IDLE_MS / 2);
    expect(await inPlay()).toBe(held);
    await expect.poll(inPlay, { timeout: IDLE_MS + 3000, interval: 250 }).toBe(held - 1);
    // Storage has it all: a player who comes back finds the game and its move, and plays on.
    const back = await server.join(id, tokens[1]);
    expect(back.welcome.events.map((e) => e.event.kind)).toContain('move');
    expect(await inPlay()).toBe(held);
    expect(await back.client.command({ t: 'move', move: 'f8-f7' })).toMatchObject({ t: 'ack' });
    expect(await fetchGame(id)).toMatchObject({ status: 'playing', result: null });
  }, 20_000);
});
