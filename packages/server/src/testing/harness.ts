/** Helpers for tests over real sockets on loopback: a server, clients, the test services. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import pg from 'pg';
import { Redis } from 'ioredis';
import { buildApp, type AppOptions } from '../app.js';
import { withLock } from './build-lock.js';
import type { GameEvent, ServerMessage } from '@trigon/protocol';
import { PostgresStore } from '../store/postgres.js';
import { SqliteStore } from '../store/sqlite.js';
import type { Store } from '../store/types.js';

export const DATABASE_URL_TEST =
  process.env.DATABASE_URL_TEST ?? 'postgres://trigon:trigon@127.0.0.1:5432/trigon_test';
export const REDIS_URL_TEST = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const INSTALL =
  'run `sudo bash packages/server/scripts/services.sh` (Debian) to install and start it';

/**
 * Whether a test service answers. Outside CI a missing one is reported with how to install it
 * and its tests are left out; in CI (CI=true) it is an error.
 */
async function available(name: string, probe: () => Promise<void>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    const message = `${name} is not reachable (${(error as Error).message}): ${INSTALL}`;
    if (process.env.CI === 'true') throw new Error(message, { cause: error });
    console.warn(`${message}; its tests are left out.`);
    return false;
  }
}

export async function postgresAvailable(): Promise<boolean> {
  return available(`PostgreSQL at ${DATABASE_URL_TEST}`, async () => {
    const client = new pg.Client({
      connectionString: DATABASE_URL_TEST,
      connectionTimeoutMillis: 2000,
    });
    await client.connect();
    await client.end();
  });
}

export async function redisAvailable(): Promise<boolean> {
  return available(`Redis at ${REDIS_URL_TEST}`, async () => {
    const redis = new Redis(REDIS_URL_TEST, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
    });
    try {
      await redis.connect();
      await redis.ping();
    } finally {
      redis.disconnect();
    }
  });
}

/** A fresh store of the kind named, and how to throw it away. */
export async function freshStore(
  kind: 'sqlite' | 'postgres',
): Promise<{ store: Store; dispose: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-server-'));
    const store = new SqliteStore(join(dir, 'games.sqlite'));
    return {
      store,
      dispose: async () => {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const store = await PostgresStore.open(DATABASE_URL_TEST);
  return { store, dispose: () => store.close() };
}

/**
 * The data of a store of the kind named, for a test that restarts its server: each `open()` is
 * a new store on the same data, as a restarted process opens its database again.
 */
export async function reopenableStore(
  kind: 'sqlite' | 'postgres',
): Promise<{ open: () => Promise<Store>; dispose: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-server-'));
    return {
      open: async () => new SqliteStore(join(dir, 'games.sqlite')),
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  return { open: () => PostgresStore.open(DATABASE_URL_TEST), dispose: async () => {} };
}

/**
 * A store of the kind named that no other test run shares: for PostgreSQL a schema of its own
 * (freshStore's is the test database itself, shared with every run before), for a test that
 * reads what the whole database holds, such as a leaderboard's top 100, which the runs before
 * would fill.
 */
export async function isolatedStore(
  kind: 'sqlite' | 'postgres',
): Promise<{ store: Store; dispose: () => Promise<void> }> {
  if (kind === 'sqlite') return freshStore(kind);
  const schema = await freshSchema();
  const store = await PostgresStore.open(schema.url);
  return {
    store,
    dispose: async () => {
      await store.close();
      await schema.drop();
    },
  };
}

/**
 * A schema of its own in the test database, for the server processes of a test: the test
 * database's URL with its search_path set to the schema, and how to drop it. The tables of a
 * process started on it are there, apart from every other test's, and its lock against
 * processes without Redis (store/postgres-processes.ts) is keyed by the schema, so test files
 * that run at once never refuse each other's servers.
 */
export async function freshSchema(): Promise<{
  schema: string;
  url: string;
  drop: () => Promise<void>;
}> {
  const schema = `trigon_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: DATABASE_URL_TEST });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(DATABASE_URL_TEST);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString(), drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}

export interface TestServer {
  url: string;
  ws: string;
  close(): Promise<void>;
}

/**
 * Limits high enough for tests that open many connections and games from loopback, and no
 * expiry (PostgreSQL is shared by the test files); a test of those sets its own.
 */
const TEST_LIMITS = {
  connectionsPerAddress: 10_000,
  createGames: { perMinute: 100_000, burst: 100_000 },
};

export async function startServer(options: AppOptions): Promise<TestServer> {
  const { app } = await buildApp({
    expiry: false,
    ...options,
    limits: { ...TEST_LIMITS, ...options.limits },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, ws: address.replace('http', 'ws') + '/ws', close: () => app.close() };
}

export async function post<T = Record<string, unknown>>(
  url: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * A game of two (`game`, a game id the caller names) created on `server` and joined by both
 * players, started: its id and the two players' clients.
 */
export async function startedGame(
  server: { readonly url: string; readonly ws: string },
  game: string,
): Promise<{ id: string; white: TestClient; black: TestClient }> {
  const created = (
    await post<{ id: string; token: string; invitations: { token: string }[] }>(
      `${server.url}/api/games`,
      { game },
    )
  ).body;
  const white = (await TestClient.join(server.ws, created.id, created.token)).client;
  const black = (await TestClient.join(server.ws, created.id, created.invitations[0]!.token))
    .client;
  await white.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
  return { id: created.id, white, black };
}

/** Whether a message is a game event of `kind`: a test for TestClient.next. */
export const isEvent = (kind: GameEvent['kind']) => (m: ServerMessage) =>
  m.t === 'event' && m.event.kind === kind;

/** A test client: every message it receives, in order, and ways to wait for one. */
export class TestClient {
  readonly received: ServerMessage[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] =
    [];
  private ref = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      this.received.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.resolve(message);
        return false;
      });
    });
  }

  static async connect(url: string): Promise<TestClient> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new TestClient(socket);
  }

  /** Connects and says hello; resolves with the welcome. */
  static async join(
    url: string,
    game: string,
    token?: string,
    since = 0,
  ): Promise<{ client: TestClient; welcome: Extract<ServerMessage, { t: 'welcome' }> }> {
    const client = await TestClient.connect(url);
    client.sendRaw(JSON.stringify({ t: 'hello', game, token, since }));
    const welcome = await client.next((m) => m.t === 'welcome' || m.t === 'error');
    if (welcome.t !== 'welcome') throw new Error(`no welcome: ${JSON.stringify(welcome)}`);
    return { client, welcome };
  }

  sendRaw(text: string | Buffer): void {
    this.socket.send(text);
  }

  /** Sends a command with a fresh ref; resolves with its ack or error. */
  async command(message: Record<string, unknown>): Promise<ServerMessage> {
    const ref = ++this.ref;
    const reply = this.next((m) => (m.t === 'ack' || m.t === 'error') && m.ref === ref);
    this.sendRaw(JSON.stringify({ ...message, ref }));
    return reply;
  }

  /** The first message from now on (or already received, if `past`) that passes `test`. */
  next(
    test: (m: ServerMessage) => boolean,
    timeoutMs = 5000,
    past = false,
  ): Promise<ServerMessage> {
    if (past) {
      const found = this.received.find(test);
      if (found) return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such message in time')), timeoutMs);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** The event numbered `seq`, received now or later. */
  event(seq: number, timeoutMs = 5000): Promise<ServerMessage> {
    return this.next((m) => m.t === 'event' && m.seq === seq, timeoutMs, true);
  }

  /** Event numbers received, from the welcome and live. */
  seqs(): number[] {
    return this.received.flatMap((m) =>
      m.t === 'welcome' ? m.events.map((e) => e.seq) : m.t === 'event' ? [m.seq] : [],
    );
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** A server in its own process (the build in dist), for crash and scale-out tests. */
export interface ServerProcess {
  url: string;
  ws: string;
  process: ChildProcess;
  /** Ends it the hard way (SIGKILL) and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the server's dist (incrementally), so that process tests run the current sources.
 * Test files run in parallel: a lock lets one build at a time.
 */
export async function buildServer(): Promise<void> {
  await withLock(join(tmpdir(), 'trigon-server-build.pid'), () => {
    execFileSync('npx', ['tsc', '-b', join(serverRoot, 'tsconfig.build.json')], {
      stdio: 'inherit',
    });
  });
}

export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(serverRoot, 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_DIR: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /served on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return {
    url,
    ws: url.replace('http', 'ws') + '/ws',
    process: child,
    kill: (signal = 'SIGKILL') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}
