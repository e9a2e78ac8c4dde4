import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The first half of the key of the advisory lock that the processes serving a PostgreSQL
 * database hold (the migrations' lock, 7312001, is a key of the other form, one bigint); the
 * second half is drawn from the schema, so that processes on separate schemas of one database,
 * which share no games, do not keep each other out.
 */
export const PROCESSES_KEY = 7312002;

/** How long after losing its lock a process asks for it again, and again after that. */
export const RETAKE_MS = 2000;

/**
 * How long a start waits for a lock that is held: PostgreSQL ends the session of a process
 * that has just died (kill -9, a crash) once it reads the closed connection, a moment later.
 */
const GRACE_MS = 2000;

/**
 * The session's keepalives: a machine that vanishes (power lost, network cut) sends no FIN,
 * and PostgreSQL would hold its lock for the system's default of two hours and more.
 */
const KEEPALIVES =
  'SET tcp_keepalives_idle = 30; SET tcp_keepalives_interval = 10; SET tcp_keepalives_count = 3';

/** The second half of the lock's key for the schema the tables are in. */
export function schemaKey(schema: string): number {
  return createHash('sha256').update(schema).digest().readInt32BE(0);
}

/** What happens to a lock held: lost with its connection, taken back, or found taken. */
export type LockNews =
  | { readonly kind: 'lost'; readonly reason: string }
  | { readonly kind: 'back' }
  | { readonly kind: 'taken' };

/** The lock of a process serving a PostgreSQL database, held on a connection of its own. */
export interface PostgresProcessesLock {
  /** Someone to tell (the log) when the lock is lost, taken back or found taken. */
  onNews(listener: (news: LockNews) => void): void;
  release(): Promise<void>;
}

/**
 * Takes the lock of a process serving the PostgreSQL database at `url` (its schema): an
 * advisory lock of the session, shared by processes that share their games through Redis (any
 * number of them), exclusive for a process alone, whose players would never hear the moves
 * made on another process. PostgreSQL drops it when the session ends, however the process
 * ended. Undefined when another process holds a lock that this one's cannot go with; it throws
 * when PostgreSQL cannot be reached.
 *
 * The connection may end while the process runs (PostgreSQL restarted, a failover,
 * pg_terminate_backend), and the lock with it: the process serves on, as it does when its
 * pool loses connections, and asks for the lock again every RETAKE_MS until it has it back.
 * Should an incompatible process have started meanwhile, this one says so once and keeps
 * asking: the two run side by side until one stops.
 */
export async function lockPostgresProcesses(
  url: string,
  shared: boolean,
): Promise<PostgresProcessesLock | undefined> {
  const client = await take(url, shared, GRACE_MS);
  return client && new HeldLock(url, shared, client);
}

/** The lock on a new connection, waiting up to `graceMs` for it; undefined if it is held. */
async function take(url: string, shared: boolean, graceMs: number): Promise<pg.Client | undefined> {
  const client = new pg.Client({
    connectionString: url,
    // As the pool's: a server that never answers fails the start after 10 s.
    connectionTimeoutMillis: 10_000,
    // And this side hears of a server that went away without a word.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An error of an idle client is an 'error' event, which would end the process unheard.
  client.on('error', () => {});
  try {
    await client.connect();
    // A session whose keepalives cannot be set (a pooler that refuses SET) still holds the
    // lock; only a vanished machine holds it longer.
    await client.query(KEEPALIVES).catch(() => undefined);
    const { rows } = await client.query<{ schema: string | null }>(
      'SELECT current_schema() AS schema',
    );
    const key = schemaKey(rows[0]?.schema ?? '');
    const lock = shared ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
    const deadline = Date.now() + graceMs;
    for (;;) {
      const result = await client.query<{ granted: boolean }>(`SELECT ${lock}($1, $2) AS granted`, [
        PROCESSES_KEY,
        key,
      ]);
      if (result.rows[0]?.granted) return client;
      if (Date.now() >= deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  await client.end().catch(() => undefined);
  return undefined;
}

class HeldLock implements PostgresProcessesLock {
  /** The connection holding the lock; undefined while it is lost. */
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private released = false;
  /** Whether 'taken' has been told since the lock was lost: told once, not every attempt. */
  private toldTaken = false;
  private listener: (news: LockNews) => void = () => {};

  constructor(
    private readonly url: string,
    private readonly shared: boolean,
    client: pg.Client,
  ) {
    this.watch(client);
  }

  onNews(listener: (news: LockNews) => void): void {
    this.listener = listener;
  }

  async release(): Promise<void> {
    this.released = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private watch(client: pg.Client): void {
    this.client = client;
    const lost = (error?: Error) => {
      // 'error' and 'end' both come when a connection ends; the first one counts.
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
      if (this.released) return;
      this.listener({ kind: 'lost', reason: error?.message ?? 'the connection ended' });
      this.retake();
    };
    client.removeAllListeners('error');
    client.on('error', lost);
    client.on('end', () => lost());
  }

  private retake(): void {
    this.timer = setTimeout(() => void this.attempt(), RETAKE_MS);
  }

  private async attempt(): Promise<void> {
    let client: pg.Client | undefined;
    try {
      client = await take(this.url, this.shared, 0);
    } catch {
      // PostgreSQL is not back yet: the pool's connections say so in the log and /readyz.
      if (!this.released) this.retake();
      return;
    }
    if (this.released) {
      await client?.end().catch(() => undefined);
      return;
    }
    if (client) {
      this.toldTaken = false;
      this.watch(client);
      this.listener({ kind: 'back' });
      return;
    }
    if (!this.toldTaken) {
      this.toldTaken = true;
      this.listener({ kind: 'taken' });
    }
    this.retake();
  }
}
