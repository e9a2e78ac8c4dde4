/**
 * Two server processes on one SQLite file without Redis would each tell their own players of
 * moves, never the other's: the second one refuses to start, saying what to do. A process
 * killed with kill -9 does not keep a later one out, and processes sharing Redis start as
 * many as they like.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  REDIS_URL_TEST,
  buildServer,
  redisAvailable,
  spawnServer,
  type ServerProcess,
} from './testing/harness.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const redisReady = await redisAvailable();
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
afterAll(() => rmSync(root, { recursive: true, force: true }));

function dataDir(): string {
  return join(root, `data-${++folders}`);
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
