/**
 * Two game services on one store, as two processes behind a proxy would be: nothing is visible
 * (over HTTP or WebSocket) before the store has accepted it, and a process that has not yet
 * heard an event over the bus reads it from the store before refusing anything.
 *
 * The bus between them can hold its messages, and the store can hold its writes, so that the
 * races that are rare in production happen every time here.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Bus, BusMessage } from './game/bus.js';
import type { Store } from './store/types.js';
import {
  TestClient,
  freshStore,
  post,
  postgresAvailable,
  startServer,
  type TestServer,
} from './testing/harness.js';

/** One end of a bus between two services in this process; delivery can be held. */
class HeldBus implements Bus {
  peer: HeldBus | null = null;
  held = false;
  private queue: { message: BusMessage; from: string }[] = [];
  private handler: (message: BusMessage, from: string) => void = () => {};

  constructor(readonly process: string) {}

  publish(message: BusMessage): void {
    this.peer?.receive(message, this.process);
  }

  private receive(message: BusMessage, from: string): void {
    if (this.held) this.queue.push({ message, from });
    else setImmediate(() => this.handler(message, from));
  }

  release(): void {
    this.held = false;
    for (const { message, from } of this.queue.splice(0)) this.handler(message, from);
  }

  onMessage(handler: (message: BusMessage, from: string) => void): void {
    this.handler = handler;
  }

  async close(): Promise<void> {}
}

/** The store, with a gate its writes can be made to wait at. */
function gatedStore(store: Store) {
  let gate: Promise<void> | null = null;
  let open = () => {};
  let waiting = 0;
  const append: Store['append'] = async (...args) => {
    if (gate) {
      waiting++;
      await gate;
      waiting--;
    }
    return store.append(...args);
  };
  const gated = new Proxy(store, {
    get(target, property) {
      if (property === 'append') return append;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return {
    store: gated,
    hold() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
    waiting: () => waiting,
  };
}

async function until(test: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error('not in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** What `promise` gives within a moment, or 'pending'. */
function soon<T>(promise: Promise<T>, ms = 150): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);
}

const pgReady = await postgresAvailable();

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !pgReady)(`two services on one ${kind} store`, () => {
    let dispose: () => Promise<void>;
    let gated: ReturnType<typeof gatedStore>;
    const busA = new HeldBus('a');
    const busB = new HeldBus('b');
    let a: TestServer;
    let b: TestServer;
    const clients: TestClient[] = [];

    beforeAll(async () => {
      const fresh = await freshStore(kind);
      dispose = fresh.dispose;
      gated = gatedStore(fresh.store);
      busA.peer = busB;
      busB.peer = busA;
      a = await startServer({ store: gated.store, bus: busA });
      b = await startServer({ store: gated.store, bus: busB });
    });
    // A test that failed while holding leaves nothing held for the next.
    afterEach(() => {
      busA.release();
      busB.release();
      gated.release();
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.close()));
      await Promise.all([a.close(), b.close()]);
      await dispose();
    });

    async function join(server: TestServer, game: string, token?: string, since = 0) {
      const joined = await TestClient.join(server.ws, game, token, since);
      clients.push(joined.client);
      return joined;
    }

    async function summary(server: TestServer, id: string) {
      return (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
        seq: number;
        moves: string[];
      };
    }

    /** A game with White on A and Black on B, started, and a spectator on each. */
    async function started() {
      const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
        `${a.url}/api/games`,
        { game: 'trigonal' },
      );
      const id = created.body.id;
      const white = (await join(a, id, created.body.token)).client;
      const black = (await join(b, id, created.body.invitations[0]!.token)).client;
      const watchers = [(await join(a, id)).client, (await join(b, id)).client];
      const started = (c: TestClient) =>
        c.received.some(
          (m) =>
            (m.t === 'event' && m.event.kind === 'start') ||
            (m.t === 'welcome' && m.events.some((e) => e.event.kind === 'start')),
        );
      for (const c of [white, black, ...watchers]) await until(() => started(c));
      const seq = (await summary(a, id)).seq;
      await until(async () => (await summary(b, id)).seq === seq);
      return {
        id,
        tokens: [created.body.token, created.body.invitations[0]!.token],
        white,
        black,
        watchers,
        seq,
      };
    }

    const moveEvents = (c: TestClient) =>
      c.received.flatMap((m) => (m.t === 'event' && m.event.kind === 'move' ? [m.event.move] : []));

    it('shows a move to nobody, over HTTP or WebSocket, before it is stored', async () => {
      const game = await started();
      gated.hold();
      const reply = game.white.command({ t: 'move', move: 'h4-h5' });
      await until(() => gated.waiting() === 1);
      // A read while the write is under way waits for it, or shows the game without the move.
      const reads = [a, b].map((server) => summary(server, game.id));
      for (const early of await Promise.all(reads.map((read) => soon(read)))) {
        if (early !== 'pending') expect(early).toMatchObject({ seq: game.seq, moves: [] });
      }
      expect(game.watchers.flatMap(moveEvents)).toEqual([]);
      expect(game.black.received.some((m) => m.t === 'event' && m.seq > game.seq)).toBe(false);
      gated.release();
      expect(await reply).toMatchObject({ t: 'ack', seq: game.seq + 1 });
      for (const read of await Promise.all(reads))
        expect([[], ['h4-h5']]).toContainEqual(read.moves);
      expect(await summary(a, game.id)).toMatchObject({ moves: ['h4-h5'] });
    });

    it('never shows the move that lost the race, when one seat moves on both processes', async () => {
      const game = await started();
      const whiteOnB = (await join(b, game.id, game.tokens[0])).client;
      gated.hold();
      const replies = [
        game.white.command({ t: 'move', move: 'h4-h5' }),
        whiteOnB.command({ t: 'move', move: 'i4-i5' }),
      ];
      await until(() => gated.waiting() === 2);
      const reads = Array.from({ length: 10 }, () => [a, b].map((s) => summary(s, game.id))).flat();
      for (const early of await Promise.all(reads.map((read) => soon(read)))) {
        if (early !== 'pending') expect(early.moves).toEqual([]);
      }
      gated.release();
      const answers = await Promise.all(replies);
      const acked = answers.flatMap((r, i) => (r.t === 'ack' ? [['h4-h5', 'i4-i5'][i]!] : []));
      expect(acked).toHaveLength(1);
      // Every read answers with the game before the move or with the move stored, never the other.
      for (const read of await Promise.all(reads)) expect([[], acked]).toContainEqual(read.moves);
      // The loser's connection is told that its seat has moved from another one.
      expect(answers.find((r) => r.t === 'error')).toMatchObject({ code: 'moved-elsewhere' });
      for (const server of [a, b])
        await until(async () => (await summary(server, game.id)).moves.length === 1);
      for (const server of [a, b]) expect((await summary(server, game.id)).moves).toEqual(acked);
      for (const watcher of game.watchers) {
        await watcher.event(game.seq + 1);
        expect(moveEvents(watcher)).toEqual(acked);
      }
    });

    it('welcomes a hello for an event the process has not heard of yet', async () => {
      const game = await started();
      busB.held = true;
      const ack = await game.white.command({ t: 'move', move: 'h4-h5' });
      expect(ack).toMatchObject({ t: 'ack', seq: game.seq + 1 });
      const client = await TestClient.connect(b.ws);
      clients.push(client);
      client.sendRaw(JSON.stringify({ t: 'hello', game: game.id, since: game.seq + 1 }));
      const answer = await client.next((m) => m.t === 'welcome' || m.t === 'error');
      expect(answer).toMatchObject({ t: 'welcome', events: [] });
      busB.release();
    });

    it('accepts the answer to a move the process has not heard of yet', async () => {
      const game = await started();
      busB.held = true;
      expect(await game.white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
      const answer = await game.black.command({ t: 'move', move: 'g10-g9' });
      expect(answer).toMatchObject({ t: 'ack', seq: game.seq + 2 });
      // Black was told of White's move, read from the store, before his own was acknowledged.
      const seen = game.black.received.findIndex((m) => m.t === 'event' && m.seq === game.seq + 1);
      expect(seen).toBeGreaterThanOrEqual(0);
      expect(seen).toBeLessThan(game.black.received.indexOf(answer));
      busB.release();
      await game.white.event(game.seq + 2);
      expect(game.white.seqs()).toEqual(game.black.seqs());
      expect((await summary(a, game.id)).moves).toEqual(['h4-h5', 'g10-g9']);
    });
  });
}
