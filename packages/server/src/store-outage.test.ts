/**
 * The store goes away mid-game (PostgreSQL restarting, a disk that fails) and comes back: a
 * move whose write failed is never shown or built on, whether the store kept it or not, and
 * the game goes on from what the store has once it answers again.
 */
import { afterEach, expect, it } from 'vitest';
import type { Store } from './store/types.js';
import { freshStore, startServer, startedGame, type TestServer } from './testing/harness.js';

/** The store, which can be taken down: every call fails (a write may still be kept: `keep`). */
function fallibleStore(store: Store) {
  const outage = { down: false, keep: false };
  const failing = new Error('the database is down');
  const proxy = new Proxy(store, {
    get: (target, key, receiver) => {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        if (outage.down && key === 'append' && outage.keep) {
          // Committed, but the answer is lost with the connection.
          await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          throw failing;
        }
        if (outage.down) throw failing;
        return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
    },
  });
  return { store: proxy, outage };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function game() {
  const fresh = await freshStore('sqlite');
  const { store, outage } = fallibleStore(fresh.store);
  const server: TestServer = await startServer({ store });
  cleanups.push(fresh.dispose, () => server.close());
  const { id, white, black } = await startedGame(server, 'trigonal');
  cleanups.push(
    () => white.close(),
    () => black.close(),
  );
  expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
  await black.event(4);
  const moves = async () => {
    const response = await fetch(`${server.url}/api/games/${id}`);
    return response.ok ? ((await response.json()) as { moves: string[] }).moves : response.status;
  };
  return { server, id, white, black, outage, moves, store: fresh.store };
}

it('a move whose write failed is not shown or built on; it is taken once the store is back', async () => {
  const { white, black, outage, moves, store, id } = await game();
  outage.down = true;
  expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({
    t: 'error',
    code: 'server',
  });
  // Nobody sees the move that was not stored: the game cannot be read while the store is down.
  expect(await moves()).toBe(500);

  outage.down = false;
  expect(await moves()).toEqual(['h4-h5']);
  expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack', seq: 5 });
  expect(await white.event(5)).toMatchObject({ event: { kind: 'move', move: 'g10-g9' } });
  expect(await white.command({ t: 'move', move: 'h5-h6' })).toMatchObject({ t: 'ack', seq: 6 });
  expect(await moves()).toEqual(['h4-h5', 'g10-g9', 'h5-h6']);
  expect((await store.events(id, 0)).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
});

it('a move whose write failed but was kept reaches every player once the store answers', async () => {
  const { white, black, outage, moves } = await game();
  outage.down = true;
  outage.keep = true;
  expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({
    t: 'error',
    code: 'server',
  });
  outage.keep = false;
  expect(await moves()).toBe(500);

  outage.down = false;
  // The next reader finds the move in the store, and the players hear of it.
  expect(await moves()).toEqual(['h4-h5', 'g10-g9']);
  expect(await white.event(5)).toMatchObject({ event: { kind: 'move', move: 'g10-g9' } });
  expect(await black.event(5)).toMatchObject({ event: { kind: 'move', move: 'g10-g9' } });
  expect(await white.command({ t: 'move', move: 'h5-h6' })).toMatchObject({ t: 'ack', seq: 6 });
});

it('a command that fails in the server is refused with its ref', async () => {
  const { black, outage } = await game();
  outage.down = true;
  // TestClient.command waits for the answer that carries the command's ref.
  expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({
    t: 'error',
    code: 'server',
    ref: 1,
  });
});
