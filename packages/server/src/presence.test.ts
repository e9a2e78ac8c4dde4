/**
 * Presence: which seats have a connection. It expires with the process that holds the
 * connections (a process killed with SIGKILL does not leave its players "connected"), and it is
 * coalesced: many spectators joining a game do not make a message to everyone per join.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from './game/bus.js';
import {
  DATABASE_URL_TEST,
  REDIS_URL_TEST,
  TestClient,
  buildServer,
  post,
  postgresAvailable,
  redisAvailable,
  spawnServer,
  type ServerProcess,
} from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const servicesReady = (await postgresAvailable()) && (await redisAvailable());

describe.skipIf(!servicesReady)('presence across processes on PostgreSQL and Redis', () => {
  const servers: ServerProcess[] = [];
  const clients: TestClient[] = [];

  beforeAll(async () => {
    await buildServer();
    const env = {
      DATABASE_URL: DATABASE_URL_TEST,
      REDIS_URL: REDIS_URL_TEST,
      DISCONNECT_MS: '1500',
      PRESENCE_TTL_MS: '1500',
    };
    servers.push(await spawnServer(env), await spawnServer(env));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  });

  it('counts the seats of a killed process as away, and the game is abandoned', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${a.url}/api/games`,
      { game: 'trigonal' },
    );
    const id = created.body.id;
    const white = await TestClient.join(a.ws, id, created.body.token);
    const black = await TestClient.join(b.ws, id, created.body.invitations[0]!.token);
    clients.push(white.client, black.client);
    // Both connected, as the welcome tells it (when White's process was heard first) or a
    // presence message after it: a welcome counts the connection it greets, so when it already
    // shows both, no presence message follows.
    await black.client.next(
      (m) => (m.t === 'presence' || m.t === 'welcome') && m.connected.every(Boolean),
      10_000,
      true,
    );
    await black.client.event(3, 10_000);
    // Both move first: a player gone before its first move has the game aborted, not lost.
    expect(await white.client.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
    expect(await black.client.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack' });
    const killedAt = Date.now();
    await a.kill('SIGKILL');
    const away = await black.client.next(
      (m) => m.t === 'presence' && !m.connected[0] && m.connected[1] === true,
      10_000,
    );
    expect(away).toBeDefined();
    const end = await black.client.next(
      (m) => m.t === 'event' && m.event.kind === 'abandon',
      10_000,
    );
    expect(end).toMatchObject({ event: { kind: 'abandon', seat: 0 } });
    // The presence TTL, then DISCONNECT_MS, with slack for a busy machine.
    expect(Date.now() - killedAt).toBeLessThan(1500 + 1500 + 5000);
    const game = (await (await fetch(`${b.url}/api/games/${id}`)).json()) as { result: unknown };
    expect(game.result).toEqual({ winners: [1], reason: 'White abandoned the game' });
  }, 30_000);
});

/** A bus alone, counting what the service would tell other processes. */
class CountingBus implements Bus {
  readonly process = 'counting';
  readonly sent: BusMessage[] = [];
  publish(message: BusMessage): void {
    this.sent.push(message);
  }
  onMessage(): void {}
  async close(): Promise<void> {}
}

describe('presence of one game with many spectators', () => {
  const bus = new CountingBus();
  const server = suiteServer('sqlite', {
    bus,
    disconnectMs: 60_000,
    rate: { perSecond: 50, burst: 60 },
  });
  const { clients } = server;

  it('sends a handful of presence messages, not one to everyone per join', async () => {
    const SPECTATORS = 300;
    const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${server.url}/api/games`,
      { game: 'trigonal' },
    );
    const id = created.body.id;
    const white = (await TestClient.join(server.ws, id, created.body.token)).client;
    const black = (await TestClient.join(server.ws, id, created.body.invitations[0]!.token)).client;
    clients.push(white, black);
    await white.event(3);
    const published = bus.sent.filter((m) => m.type === 'presence').length;
    const watchers: TestClient[] = [];
    for (let i = 0; i < SPECTATORS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, async () => (await TestClient.join(server.ws, id)).client),
      );
      watchers.push(...batch);
    }
    clients.push(...watchers);
    for (const w of watchers) {
      const welcome = w.received[0]!;
      expect(welcome).toMatchObject({ t: 'welcome', connected: [true, true] });
    }
    await new Promise((r) => setTimeout(r, 600));
    const presence = (c: TestClient) => c.received.filter((m) => m.t === 'presence').length;
    const told = [white, black, ...watchers].reduce((n, c) => n + presence(c), 0);
    // Spectators change no seat's presence: nobody needs telling (today: ~45,000 messages).
    expect(told).toBeLessThan(10);
    expect(bus.sent.filter((m) => m.type === 'presence').length - published).toBeLessThan(3);

    // A seat that goes away is still told to everyone, once.
    await black.close();
    await Promise.all(
      [white, ...watchers].map((c) =>
        c.next((m) => m.t === 'presence' && m.connected[1] === false, 3000, true),
      ),
    );
    await new Promise((r) => setTimeout(r, 600));
    for (const w of watchers) expect(presence(w)).toBeLessThanOrEqual(2);
  }, 30_000);

  it('welcomes a player back with its own seat connected and not away', async () => {
    const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${server.url}/api/games`,
      { game: 'trigonal' },
    );
    const id = created.body.id;
    const white = (await TestClient.join(server.ws, id, created.body.token)).client;
    const black = (await TestClient.join(server.ws, id, created.body.invitations[0]!.token)).client;
    clients.push(white, black);
    await white.event(3);
    await black.close();
    await white.next((m) => m.t === 'presence' && m.away[1] !== null, 3000, true);

    const back = await TestClient.join(server.ws, id, created.body.invitations[0]!.token);
    clients.push(back.client);
    expect(back.welcome).toMatchObject({ connected: [true, true], away: [null, null] });
    // White hears of it; the welcome has nothing to correct: no presence message follows it.
    await white.next((m) => m.t === 'presence' && m.connected[1] === true && m.away[1] === null);
    await new Promise((r) => setTimeout(r, 600));
    expect(back.client.received.filter((m) => m.t === 'presence')).toEqual([]);
  });
});
