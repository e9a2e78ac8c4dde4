/**
 * Two server processes on one database (one SQLite file, or one PostgreSQL schema) without
 * Redis would each tell their own players of moves, never the other's: the second one refuses
 * to start, saying what to do. A process killed with kill -9 does not keep a later one out,
 * and processes sharing Redis start as many as they like. Each PostgreSQL test has a schema of
 * its own (freshSchema), so that the tests of other files, on the same database, are no
 * process of theirs.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSES_KEY, schemaKey } from './store/postgres-processes.js';
import {
  DATABASE_URL_TEST,
  REDIS_URL_TEST,
  buildServer,
  freshSchema,
  postgresAvailable,
  redisAvailable,
  spawnServer,
  type ServerProcess,
} from './testing/harness.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const redisReady = await redisAvailable();
const pgReady = await postgresAvailable();
let root: string;
let folders = 0;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  await buildServer();
  root = mkdtempSync(join(tmpdir(), 'trigon-processes-'));
}, 60_000);
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.kill()));
});
const schemas: { drop: () => Promise<void> }[] = [];
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await Promise.all(schemas.map((s) => s.drop()));
});

function dataDir(): string {
  return join(root, `data-${++folders}`);
}

/** A schema of its own in the test database: its name and the URL that puts a server there. */
async function database(): Promise<{ schema: string; url: string }> {
  const fresh = await freshSchema();
  schemas.push(fresh);
  return fresh;
}

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer({ REDIS_URL: '', DATABASE_URL: '', ...env });
  servers.push(server);
  return server;
}

/** Starts a server that is expected to refuse: its exit status and stderr. */
function refused(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [main],
      {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          APP_DIR: 'none',
          DATABASE_URL: '',
          REDIS_URL: '',
          ...env,
        },
        timeout: 20_000,
      },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

describe('one SQLite file and no Redis', () => {
  it('refuses a second process, saying to set REDIS_URL or run one process', async () => {
    const data = dataDir();
    const first = await started({ DATA_DIR: data });
    const { code, stderr } = await refused({ DATA_DIR: data });
    expect(code).toBe(1);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      `REDIS_URL is unset, but another server process serves the SQLite database in ${data}, ` +
        "and players on different processes would never hear each other's moves; set " +
        'REDIS_URL on every process that shares DATA_DIR, or run one process',
    );
    // The first one serves on, its disk checked too (ops/disk.ts).
    expect(await (await fetch(`${first.url}/readyz`)).json()).toEqual({
      status: 'ready',
      checks: { store: 'ok', disk: 'ok' },
    });
  }, 40_000);

  it('starts again at once after the process before was killed with kill -9', async () => {
    const data = dataDir();
    const first = await started({ DATA_DIR: data });
    await first.kill('SIGKILL');
    const again = await started({ DATA_DIR: data });
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
  }, 40_000);

  it('starts again after a graceful stop', async () => {
    const data = dataDir();
    const first = await started({ DATA_DIR: data });
    await first.kill('SIGTERM');
    expect(first.process.exitCode).toBe(0);
    await started({ DATA_DIR: data });
  }, 40_000);

  it('lets processes on different folders be', async () => {
    await started({ DATA_DIR: dataDir() });
    await started({ DATA_DIR: dataDir() });
  }, 40_000);
});

describe.skipIf(!redisReady)('one SQLite file and Redis', () => {
  it('starts every process that shares its games through Redis', async () => {
    const data = dataDir();
    const env = { DATA_DIR: data, REDIS_URL: REDIS_URL_TEST };
    const [a, b] = [await started(env), await started(env)];
    for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // One without Redis among them would not hear them.
    const { code, stderr } = await refused({ DATA_DIR: data });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^REDIS_URL is unset, but another server process serves /);
  }, 40_000);

  it('refuses a process with Redis beside one without it', async () => {
    const data = dataDir();
    await started({ DATA_DIR: data });
    const { code, stderr } = await refused({ DATA_DIR: data, REDIS_URL: REDIS_URL_TEST });
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `REDIS_URL: a server process without REDIS_URL serves the SQLite database in ${data}, ` +
        "and its players would never hear this one's moves; set REDIS_URL on that process " +
        'too, or run one process',
    ]);
  }, 40_000);
});

/** How the refusals name the test database: where it is, never its password. */
const testDatabase = (() => {
  const { host, pathname } = new URL(DATABASE_URL_TEST);
  return `the PostgreSQL database at ${host}${pathname}`;
})();
const password = new URL(DATABASE_URL_TEST).password;

describe.skipIf(!pgReady)('one PostgreSQL database and no Redis', () => {
  it('refuses a second process, saying to set REDIS_URL or run one process', async () => {
    const { url } = await database();
    const first = await started({ DATABASE_URL: url });
    const { code, stderr } = await refused({ DATABASE_URL: url });
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `REDIS_URL is unset, but another server process serves ${testDatabase}, and players on ` +
        "different processes would never hear each other's moves; set REDIS_URL on every " +
        'process that shares DATABASE_URL, or run one process',
    ]);
    if (password) expect(stderr).not.toContain(`:${password}@`);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  }, 40_000);

  it('starts again at once after the process before was killed with kill -9', async () => {
    const { url } = await database();
    const first = await started({ DATABASE_URL: url });
    await first.kill('SIGKILL');
    const again = await started({ DATABASE_URL: url });
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
  }, 40_000);

  it('starts again after a graceful stop', async () => {
    const { url } = await database();
    const first = await started({ DATABASE_URL: url });
    await first.kill('SIGTERM');
    expect(first.process.exitCode).toBe(0);
    await started({ DATABASE_URL: url });
  }, 40_000);

  it('lets processes on different schemas of one database be', async () => {
    await started({ DATABASE_URL: (await database()).url });
    await started({ DATABASE_URL: (await database()).url });
  }, 40_000);

  it('serves on when PostgreSQL ends its connections, and takes its lock back', async () => {
    const { schema, url: schemaUrl } = await database();
    const url = new URL(schemaUrl);
    const application = `trigon-lock-${schema}`;
    url.searchParams.set('application_name', application);
    const first = await started({ DATABASE_URL: url.toString() });
    let output = '';
    first.process.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const logged = async (message: string) => {
      for (let i = 0; i < 100 && !output.includes(`"msg":"${message}"`); i++)
        await new Promise((r) => setTimeout(r, 100));
      return output.split('\n').filter((line) => line.includes(`"msg":"${message}"`));
    };
    const admin = new pg.Client({ connectionString: DATABASE_URL_TEST });
    await admin.connect();
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [application],
      );
      // Another process without Redis, as it were, takes the lock while this one has lost it
      // (waiting for the ended session to let it go): told in the log, as the start's refusal.
      await admin.query('SELECT pg_advisory_lock($1, $2)', [PROCESSES_KEY, schemaKey(schema)]);
      expect(await logged('processes lock lost')).toHaveLength(1);
      const [taken] = await logged('processes lock taken');
      expect(JSON.parse(taken!)).toMatchObject({
        level: 50,
        reason: expect.stringMatching(/^REDIS_URL is unset, but another server process serves /),
      });
      expect(first.process.exitCode).toBeNull();
      // Not ready meanwhile: a balancer sends the players to the process that has the lock.
      const split = await fetch(`${first.url}/readyz`);
      expect(split.status).toBe(503);
      expect(await split.json()).toMatchObject({
        checks: { store: 'ok', processes: 'failed' },
        reasons: {
          processes: expect.stringMatching(/^another server process serves this database/),
        },
      });
      await admin.query('SELECT pg_advisory_unlock($1, $2)', [PROCESSES_KEY, schemaKey(schema)]);
      expect(await logged('processes lock back')).toHaveLength(1);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    } finally {
      await admin.end();
    }
    // Held again: a second process is refused as at the start.
    const { code, stderr } = await refused({ DATABASE_URL: schemaUrl });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^REDIS_URL is unset, but another server process serves /);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
  }, 60_000);
});

describe.skipIf(!pgReady || !redisReady)('one PostgreSQL database and Redis', () => {
  it('starts every process that shares its games through Redis', async () => {
    const { url } = await database();
    const env = { DATABASE_URL: url, REDIS_URL: REDIS_URL_TEST };
    const [a, b] = [await started(env), await started(env)];
    for (const server of [a, b]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const { code, stderr } = await refused({ DATABASE_URL: url });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^REDIS_URL is unset, but another server process serves /);
  }, 40_000);

  it('refuses a process with Redis beside one without it', async () => {
    const { url } = await database();
    await started({ DATABASE_URL: url });
    const { code, stderr } = await refused({ DATABASE_URL: url, REDIS_URL: REDIS_URL_TEST });
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `REDIS_URL: a server process without REDIS_URL serves ${testDatabase}, and its players ` +
        "would never hear this one's moves; set REDIS_URL on that process too, or run one process",
    ]);
  }, 40_000);
});
