import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LIMITS, DEFAULT_STOP_MS, buildApp, type Limits } from './app.js';
import { LocalBus, RedisBus, type Bus } from './game/bus.js';
import { operatorToken } from './http/operator.js';
import { diskCheck } from './ops/disk.js';
import { NotReady, type Check } from './ops/health.js';
import { openStore } from './store/open.js';
import { lockPostgresProcesses, type PostgresProcessesLock } from './store/postgres-processes.js';
import { lockSqliteProcesses, type ProcessesLock } from './store/sqlite-processes.js';
import type { Store } from './store/types.js';
import { DEFAULT_EXPIRY } from './store/expiry.js';
import { DISCONNECT_MS } from './game/service.js';

/** Where and how to serve: `npm start` and `trigon serve` read these from flags and env. */
export interface ServeSettings {
  readonly port: number;
  readonly host: string;
  /** SQLite's folder, unless `databaseUrl` names a PostgreSQL database. */
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** Redis for game events shared with other server processes; alone without it. */
  readonly redisUrl?: string;
  /**
   * The built web app; the one beside this package in the repository by default; `none`: no
   * web app, the API alone.
   */
  readonly appDir?: string;
  readonly disconnectMs?: number;
  /** How long a player must be away before the others may claim the game. */
  readonly claimMs?: number;
  /** How long a seat may take over its first move (real-time clocks) before the abort. */
  readonly firstMoveMs?: number;
  /** How often each WebSocket is pinged; one that misses a ping is closed. */
  readonly heartbeatMs?: number;
  /** How long another process's presence counts stand without news from it. */
  readonly presenceTtlMs?: number;
  /** pino's level: 'info' by default ('warn' for less, 'debug' for more, 'silent'). */
  readonly logLevel?: string;
  /** Reverse proxies in front (nginx: 1), whose X-Forwarded-For is believed. */
  readonly trustedProxies?: number;
  readonly limits?: Partial<Limits>;
  /** How long a game may wait for its players before it is deleted. */
  readonly waitingMs?: number;
  /** How long a graceful stop may take. */
  readonly stopMs?: number;
  /** The operator's token, which reads the list of repeated pairings (http/operator.ts). */
  readonly operatorToken?: string;
}

export interface RunningServer {
  /** `http://localhost:8080` */
  readonly address: string;
  /** One line for people: where the server is and what it resumed. */
  readonly banner: string;
  close(): Promise<void>;
}

/**
 * The operator's settings from the environment (packages/server/README.md), for `npm start`
 * and `trigon serve` alike; a setting given to `serve()` wins over its variable.
 */
export function operatorSettings(
  env: NodeJS.ProcessEnv,
): Pick<
  ServeSettings,
  | 'disconnectMs'
  | 'claimMs'
  | 'firstMoveMs'
  | 'heartbeatMs'
  | 'presenceTtlMs'
  | 'logLevel'
  | 'trustedProxies'
  | 'limits'
  | 'waitingMs'
  | 'stopMs'
  | 'operatorToken'
> {
  const count = (name: string, min = 0): number | undefined => {
    const text = env[name];
    return text === undefined || text === '' ? undefined : parseCount(text, name, min);
  };
  return {
    disconnectMs: count('DISCONNECT_MS'),
    claimMs: count('CLAIM_MS'),
    firstMoveMs: count('FIRST_MOVE_MS', 1),
    heartbeatMs: count('HEARTBEAT_MS', 1),
    presenceTtlMs: count('PRESENCE_TTL_MS', 1),
    logLevel: logLevel(env.LOG_LEVEL),
    trustedProxies: count('TRUST_PROXY'),
    limits: {
      connectionsPerAddress: count('MAX_CONNECTIONS_PER_ADDRESS', 1),
      helloMs: count('HELLO_TIMEOUT_MS', 1),
      createGames: {
        perMinute: count('GAMES_PER_MINUTE', 1) ?? DEFAULT_LIMITS.createGames.perMinute,
        burst: count('GAMES_BURST', 1) ?? DEFAULT_LIMITS.createGames.burst,
      },
      signUps: {
        perMinute: count('SIGNUPS_PER_MINUTE', 1) ?? DEFAULT_LIMITS.signUps.perMinute,
        burst: count('SIGNUPS_BURST', 1) ?? DEFAULT_LIMITS.signUps.burst,
      },
      signIns: {
        perMinute: count('SIGNINS_PER_MINUTE', 1) ?? DEFAULT_LIMITS.signIns.perMinute,
        burst: count('SIGNINS_BURST', 1) ?? DEFAULT_LIMITS.signIns.burst,
      },
      signInsPerAccount: {
        perMinute:
          count('SIGNINS_PER_NAME_PER_MINUTE', 1) ?? DEFAULT_LIMITS.signInsPerAccount.perMinute,
        burst: count('SIGNINS_PER_NAME_BURST', 1) ?? DEFAULT_LIMITS.signInsPerAccount.burst,
      },
    },
    waitingMs: count('WAITING_EXPIRY_MS', 1),
    stopMs: count('STOP_MS', 1) ?? DEFAULT_STOP_MS,
    operatorToken: operatorToken(env.OPERATOR_TOKEN),
  };
}

/** Opens the storage, starts the game server and the web app, and resumes the games in play. */
export async function serve(given: ServeSettings): Promise<RunningServer> {
  const env = operatorSettings(process.env);
  const settings: ServeSettings = {
    ...given,
    disconnectMs: given.disconnectMs ?? env.disconnectMs,
    claimMs: given.claimMs ?? env.claimMs,
    firstMoveMs: given.firstMoveMs ?? env.firstMoveMs,
    heartbeatMs: given.heartbeatMs ?? env.heartbeatMs,
    presenceTtlMs: given.presenceTtlMs ?? env.presenceTtlMs,
    logLevel: given.logLevel ?? env.logLevel,
    trustedProxies: given.trustedProxies ?? env.trustedProxies,
    limits: given.limits ?? env.limits,
    waitingMs: given.waitingMs ?? env.waitingMs,
    stopMs: given.stopMs ?? env.stopMs,
    operatorToken: operatorToken(given.operatorToken) ?? env.operatorToken,
  };
  // Given alone, a DISCONNECT_MS shorter than the claim time shortens that too; given both
  // ways round, the operator asked for something that cannot be.
  const disconnectMs = settings.disconnectMs ?? DISCONNECT_MS;
  if (settings.claimMs !== undefined && settings.claimMs > disconnectMs)
    throw new Error(
      `CLAIM_MS must be at most DISCONNECT_MS (${disconnectMs}), not ${settings.claimMs}: ` +
        'the others may claim a game only before it is lost by abandonment',
    );
  const dataDir = resolve(settings.dataDir);
  const { databaseUrl, redisUrl } = settings;
  if (databaseUrl && !/^(postgres|postgresql|socket):/i.test(databaseUrl))
    throw new Error(
      `DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), ` +
        `not ${scheme(databaseUrl)}`,
    );
  if (redisUrl && !/^rediss?:\/\//i.test(redisUrl))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, not ${scheme(redisUrl)}`);
  const web = webApp(settings.appDir, DEFAULT_APP_DIR);
  // Before the store opens: a process that may not serve its database leaves it untouched.
  // Players hear of the moves stored by their own process, and of the others' through Redis:
  // processes on one database must all have REDIS_URL, or be alone.
  const served = databaseUrl
    ? `the PostgreSQL database at ${serviceAddress(databaseUrl)}`
    : `the SQLite database in ${dataDir}`;
  const opening = (error: unknown) =>
    new Error(
      databaseUrl
        ? `DATABASE_URL: cannot open PostgreSQL at ${serviceAddress(databaseUrl)}: ${(error as Error).message}`
        : `DATA_DIR: cannot open SQLite in ${dataDir}: ${(error as Error).message}`,
      { cause: error },
    );
  let postgresLock: PostgresProcessesLock | undefined;
  let sqliteLock: ProcessesLock | undefined;
  try {
    if (databaseUrl) postgresLock = await lockPostgresProcesses(databaseUrl, Boolean(redisUrl));
    else sqliteLock = lockSqliteProcesses(dataDir, Boolean(redisUrl));
  } catch (error) {
    throw opening(error);
  }
  const problem = processesProblem(
    Boolean(redisUrl),
    served,
    databaseUrl ? 'DATABASE_URL' : 'DATA_DIR',
  );
  if (!postgresLock && !sqliteLock) throw new Error(problem);
  const releaseLock = async () => {
    sqliteLock?.release();
    await postgresLock?.release();
  };
  // An incompatible process took the lock while this one had lost it (PostgreSQL restarted):
  // the two split the players, so this one is not ready, and a balancer sends them to the other.
  let lockTaken = false;
  const processesCheck: Check = async () => {
    if (lockTaken)
      throw new NotReady(
        'another server process serves this database, and one of the two does not share its games through Redis: their players would not hear each other',
      );
  };
  let store: Store;
  try {
    store = await openStore({ databaseUrl, dataDir });
  } catch (error) {
    await releaseLock();
    throw opening(error);
  }
  const closeStore = async () => {
    await store.close();
    await releaseLock();
  };
  let bus: Bus = new LocalBus();
  if (settings.redisUrl) {
    try {
      bus = await RedisBus.open(settings.redisUrl, randomBytes(6).toString('hex'));
    } catch (error) {
      await closeStore();
      throw new Error(
        `REDIS_URL: cannot reach Redis at ${serviceAddress(settings.redisUrl)}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  const { app, service } = await buildApp({
    store,
    bus,
    budgets: bus.budgets?.(budgetPrefix(databaseUrl, dataDir)),
    appDir: web.dir,
    disconnectMs: settings.disconnectMs,
    claimMs: settings.claimMs,
    firstMoveMs: settings.firstMoveMs,
    heartbeatMs: settings.heartbeatMs,
    presenceTtlMs: settings.presenceTtlMs,
    logger: { level: settings.logLevel ?? 'info' },
    trustedProxies: settings.trustedProxies,
    limits: settings.limits,
    expiry:
      settings.waitingMs === undefined
        ? undefined
        : { ...DEFAULT_EXPIRY, waitingMs: settings.waitingMs },
    stopMs: settings.stopMs,
    operatorToken: settings.operatorToken,
    // PostgreSQL's disk is its server's, which this process cannot see; its lock is checked.
    readiness: databaseUrl ? { processes: processesCheck } : { disk: diskCheck(dataDir) },
  });
  if (web.warning) app.log.warn({ appDir: DEFAULT_APP_DIR }, web.warning);
  postgresLock?.onNews((news) => {
    lockTaken = news.kind === 'taken';
    if (news.kind === 'lost') app.log.warn({ reason: news.reason }, 'processes lock lost');
    else if (news.kind === 'back') app.log.info('processes lock back');
    else app.log.error({ reason: problem }, 'processes lock taken');
  });
  const resumed = await service.resume();
  let listened: string;
  try {
    listened = await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    await app.close();
    await closeStore();
    // A port taken or not allowed is the port's fault; an address this machine does not
    // have (or a name that does not resolve), the host's.
    const code = (error as NodeJS.ErrnoException).code;
    const culprit = code === 'EADDRINUSE' || code === 'EACCES' ? 'PORT' : 'HOST';
    throw new Error(
      `${culprit}: cannot listen on ${settings.host}:${settings.port}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  // On every interface Fastify answers with one of the machine's addresses (127.0.0.1), which
  // reads as if the server were on loopback alone; the operator's own URL is localhost's.
  const everywhere = settings.host === '0.0.0.0' || settings.host === '::';
  const { port } = app.server.address() as AddressInfo;
  const address = everywhere ? `http://localhost:${port}` : listened;
  const where = settings.databaseUrl ? 'PostgreSQL' : `SQLite in ${dataDir}`;
  return {
    address,
    banner: `Trigon is served on ${address} (games in ${where}; ${resumed} resumed)`,
    /** The graceful stop: see http/sockets.ts. */
    async close() {
      await app.close();
      await closeStore();
    },
  };
}

/**
 * Why a process may not serve `where` beside the process found there (README: "One database,
 * several processes"): one with REDIS_URL beside one without it, or two without.
 */
function processesProblem(redis: boolean, where: string, setting: string): string {
  return redis
    ? `REDIS_URL: a server process without REDIS_URL serves ${where}, and its players would ` +
        "never hear this one's moves; set REDIS_URL on that process too, or run one process"
    : `REDIS_URL is unset, but another server process serves ${where}, and players on ` +
        "different processes would never hear each other's moves; set REDIS_URL on every " +
        `process that shares ${setting}, or run one process`;
}

/** The web app `npm run build` writes, beside this package in the repository. */
const DEFAULT_APP_DIR = fileURLToPath(new URL('../../web/dist/app', import.meta.url));

/** How `npm run build` makes the web app, for the operator who has none. */
const BUILD_APP = 'npm run build at the repository root builds it into packages/web/dist/app';

/**
 * The web app to serve, from APP_DIR: a folder without the built app's index.html would answer
 * every page with 404, so an APP_DIR set to one stops the start; `none` serves the API alone.
 * Unset, the repository's build is served, and its absence (a server built alone, as the
 * cluster recipe does) is a warning: the API works without it.
 */
export function webApp(
  given: string | undefined,
  fallback: string,
): { readonly dir?: string; readonly warning?: string } {
  if (given === 'none') return {};
  if (given === undefined || given === '') {
    if (existsSync(join(fallback, 'index.html'))) return { dir: fallback };
    return {
      warning:
        `no web app: APP_DIR is unset and ${fallback} has no index.html, so every page but ` +
        `the API answers 404; ${BUILD_APP} (or set APP_DIR=none to serve the API alone)`,
    };
  }
  const dir = resolve(given);
  const problem = !existsSync(dir)
    ? `there is no folder ${dir}`
    : !statSync(dir).isDirectory()
      ? `${dir} is not a folder`
      : !existsSync(join(dir, 'index.html'))
        ? `${dir} has no index.html`
        : undefined;
  if (problem === undefined) return { dir };
  throw new Error(
    `APP_DIR must be the built web app, but ${problem}; ${BUILD_APP} (or set APP_DIR=none to serve the API alone)`,
  );
}

/** pino's levels. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

function logLevel(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  if (!LOG_LEVELS.includes(text))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not '${text}'`);
  return text;
}

/** A URL's scheme, to say what a setting is without repeating a password it may hold. */
function scheme(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  return match ? `a ${match[1]}: URL` : 'a URL';
}

/** Where a service's URL points, `host:port`, without the user name or password it may hold. */
/**
 * The Redis keys of the limits' budgets (http/budgets.ts) are the database's: the processes of
 * one database share them, servers of another on the same Redis (whose accounts are others with
 * the same names) keep apart. The database as named without its credentials, hashed.
 */
export function budgetPrefix(databaseUrl: string | undefined, dataDir: string): string {
  let database = `sqlite:${dataDir}`;
  if (databaseUrl) {
    try {
      const url = new URL(databaseUrl);
      url.username = '';
      url.password = '';
      database = url.toString();
    } catch {
      database = databaseUrl;
    }
  }
  return `trigon:${createHash('sha256').update(database).digest('hex').slice(0, 16)}`;
}

function serviceAddress(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return host + (pathname === '/' ? '' : pathname);
  } catch {
    return 'an address that is not a URL';
  }
}

/** Reads a whole number of at least `min` from a setting, or says what is wrong with it. */
export function parseCount(text: string, source: string, min = 0): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || !Number.isSafeInteger(value)) {
    throw new Error(`${source} must be a whole number of at least ${min}, not '${text}'`);
  }
  return value;
}

/** Reads a port number, or says what is wrong with it. */
export function parsePort(text: string, source: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new Error(`${source} must be an integer 0..65535, not '${text}'`);
  }
  return port;
}
