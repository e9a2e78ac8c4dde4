/**
 * PostgreSQL ends the server's connections (a restart, a failover, `pg_terminate_backend`, a
 * pooler's idle timeout): the process stays up, logs the loss as one JSON line, and takes the
 * next command on a new connection. Its server has no Redis, so it has a schema of its own
 * (freshSchema): beside the servers of other test files, on the same database with Redis, it
 * would be refused.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DATABASE_URL_TEST,
  buildServer,
  freshSchema,
  postgresAvailable,
  spawnServer,
  type ServerProcess,
  startedGame,
} from './testing/harness.js';

const hasPostgres = await postgresAvailable();
const servers: ServerProcess[] = [];
let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;

beforeAll(async () => {
  if (!hasPostgres) return;
  await buildServer();
  schema = await freshSchema();
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await schema?.drop();
});

/** The test schema's URL with an application name that picks out one server's connections. */
function named(application: string): string {
  const url = new URL(schema!.url);
  url.searchParams.set('application_name', application);
  return url.toString();
}

async function backends(admin: pg.Client, application: string, terminate = false) {
  const result = await admin.query<{ pid: number }>(
    terminate
      ? 'SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE application_name = $1'
      : 'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [application],
  );
  return result.rowCount ?? 0;
}

it.skipIf(!hasPostgres)(
  'survives PostgreSQL ending its connections and plays on',
  async () => {
    const application = `trigon-restart-${randomBytes(4).toString('hex')}`;
    const server = await spawnServer({ DATABASE_URL: named(application) });
    servers.push(server);
    let output = '';
    server.process.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.process.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exited: number | null | undefined;
    server.process.once('exit', (code) => (exited = code));

    const { id, white, black } = await startedGame(server, 'trigonal');
    expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });

    const admin = new pg.Client({ connectionString: DATABASE_URL_TEST });
    await admin.connect();
    try {
      expect(await backends(admin, application)).toBeGreaterThan(0);
      await backends(admin, application, true);
      // The server hears of it when its idle connections read the termination.
      for (let i = 0; i < 100 && !output.includes('database connection lost'); i++)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await admin.end();
    }

    expect(exited).toBeUndefined();
    expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const game = (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
      moves: string[];
    };
    expect(game.moves).toHaveLength(2);
    // One JSON line says what happened; nothing else reaches the output (no stack on stderr).
    const lost = output
      .split('\n')
      .filter((line) => line.includes('database connection lost'))
      .map((line) => JSON.parse(line) as { level: number; reason: string });
    expect(lost.length).toBeGreaterThan(0);
    expect(lost[0]).toMatchObject({ level: 40, reason: expect.stringContaining('terminating') });
    expect(output).not.toContain('Unhandled');
    expect(output).not.toContain('    at ');
    await white.close();
    await black.close();
  },
  60_000,
);
