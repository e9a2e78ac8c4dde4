/**
 * A game server for the tests of one suite: started on a fresh store before them, stopped after
 * them with the clients they connected and the store thrown away.
 */
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../app.js';
import type { Store } from '../store/types.js';
import type { StoreKind } from './each-store.js';
import { TestClient, freshStore, startServer, type TestServer } from './harness.js';

/** Sign-ups and sign-ins without limit, for suites that make many accounts from loopback. */
const OPEN = { perMinute: 100_000, burst: 100_000 };
export const OPEN_ACCOUNTS = { signIns: OPEN, signInsPerAccount: OPEN, signUps: OPEN };

export type ServerOptions = Omit<AppOptions, 'store'>;

export interface SuiteServer {
  /** The server's address, once the suite has started it. */
  readonly url: string;
  readonly ws: string;
  readonly store: Store;
  /** Clients to close once the suite is over, before its servers stop. */
  readonly clients: TestClient[];
  /** TestClient.join on this server, the client closed after the suite. */
  join(
    game: string,
    token?: string,
    since?: number,
  ): Promise<Awaited<ReturnType<typeof TestClient.join>>>;
  /** TestClient.connect to this server (no hello), the client closed after the suite. */
  connect(): Promise<TestClient>;
  /**
   * One more server on the same store (a second process, or other settings), started after
   * this one and stopped before it. Called while the suite is collected, as suiteServer is.
   */
  another(options?: ServerOptions): TestServer;
}

/**
 * Call it in a suite's body (or a file's top level), not in a test: it adds the suite's
 * beforeAll and afterAll. `open` makes the store: freshStore, or isolatedStore for a suite that
 * reads what the whole database holds.
 */
export function suiteServer(
  kind: StoreKind,
  options: ServerOptions = {},
  open: typeof freshStore = freshStore,
): SuiteServer {
  let server: TestServer | undefined;
  let store: Store | undefined;
  let dispose = async () => {};
  const clients: TestClient[] = [];
  const others: { options: ServerOptions; server?: TestServer }[] = [];

  beforeAll(async () => {
    ({ store, dispose } = await open(kind));
    server = await startServer({ ...options, store });
    for (const other of others) other.server = await startServer({ ...other.options, store });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    for (const other of [...others].reverse()) await other.server?.close();
    await server?.close();
    await dispose();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the suite server is read before its beforeAll ran');
    return value;
  };
  return {
    get url() {
      return started(server).url;
    },
    get ws() {
      return started(server).ws;
    },
    get store() {
      return started(store);
    },
    clients,
    // Arrow functions, so that a suite may take them out of the object: `const { join } = server`.
    join: async (game, token, since) => {
      const joined = await TestClient.join(started(server).ws, game, token, since);
      clients.push(joined.client);
      return joined;
    },
    connect: async () => {
      const client = await TestClient.connect(started(server).ws);
      clients.push(client);
      return client;
    },
    another: (otherOptions = {}) => {
      const other: (typeof others)[number] = { options: otherOptions };
      others.push(other);
      return {
        get url() {
          return started(other.server).url;
        },
        get ws() {
          return started(other.server).ws;
        },
        close: () => started(other.server).close(),
      };
    },
  };
}
