/**
 * A game server for the tests of one suite: started on a fresh store before them, stopped after
 * them with the clients they connected and the store thrown away.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppOptions } from '../app.js';
import type { Store } from '../store/types.js';
import { Browser, freshName } from './browser.js';
import type { StoreKind } from './each-store.js';
import { TestClient, freshStore, startServer, type TestServer } from './harness.js';

/** Sign-ups and sign-ins without limit, for suites that make many accounts from loopback. */
const OPEN = { perMinute: 100_000, burst: 100_000 };
export const OPEN_ACCOUNTS = { signIns: OPEN, signInsPerAccount: OPEN, signUps: OPEN };

/**
 * An operator's token (OPERATOR_TOKEN) for suites that read what only the operator may, and the
 * header that carries it.
 */
export const OPERATOR_TOKEN_TEST = 'the-operator-token-of-the-tests';
export const AS_OPERATOR = { authorization: `Bearer ${OPERATOR_TOKEN_TEST}` };

/** The password of every account that suiteServer's `player` signs up. */
export const PASSWORD = 'a good long password';

export type ServerOptions = Omit<AppOptions, 'store'>;

/** The suite's server: its address (once the suite has started it) and its store. */
export interface SuiteServer extends TestServer {
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
  /** An account signed up (PASSWORD) under a fresh name, and the Browser in its session. */
  player(prefix?: string): Promise<{ b: Browser; name: string; id: string }>;
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
    if (value === undefined)
      throw new Error('the server is not running: read while the suite is collected, or closed');
    return value;
  };
  return {
    get url() {
      return started(server).url;
    },
    get ws() {
      return started(server).ws;
    },
    /** Stops the server before the suite ends (its store stays until then). */
    close: async () => {
      const stopping = started(server);
      server = undefined;
      await stopping.close();
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
    player: async (prefix = 'p') => {
      const b = new Browser(started(server).url);
      const name = freshName(prefix);
      expect((await b.signUp(name, PASSWORD)).status).toBe(201);
      return { b, name, id: (await started(store).accounts.userByName(name))!.id };
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
        close: async () => {
          const stopping = started(other.server);
          other.server = undefined;
          await stopping.close();
        },
      };
    },
  };
}
