/**
 * A server whose stdout's reader has gone (`npm start | tee log` with tee killed, a log
 * collector restarted) must go on serving and stop when asked. The banner's write then fails
 * with EPIPE; unhandled, that ended the process through its exit handlers, where pino's flush of
 * its pending log lines retried the broken pipe forever: the process neither served nor exited,
 * SIGTERM included.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { buildServer } from './testing/harness.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
let child: ChildProcess | undefined;
let data: string | undefined;

beforeAll(async () => {
  await buildServer();
}, 60_000);
afterEach(() => {
  child?.kill('SIGKILL');
  if (data) rmSync(data, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function healthy(url: string, until: number): Promise<boolean> {
  while (Date.now() < until) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (answer.status === 200) return true;
    } catch {
      // Not listening yet, or not answering: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

it('serves on and stops on SIGTERM when nobody reads its stdout', async () => {
  const port = await freePort();
  data = mkdtempSync(join(tmpdir(), 'trigon-stdout-gone-'));
  child = spawn(process.execPath, [main, '--port', String(port)], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: data,
      APP_DIR: 'none',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // The reader goes at once: every write to stdout, the log's and the banner's, meets EPIPE.
  child.stdout!.destroy();
  const exited = new Promise<number | null>((done) => child!.once('exit', done));
  expect(await healthy(`http://127.0.0.1:${port}/healthz`, Date.now() + 15_000)).toBe(true);
  // Requests are logged (to nowhere) and answered all the same.
  expect(await healthy(`http://127.0.0.1:${port}/healthz`, Date.now() + 5_000)).toBe(true);
  child.kill('SIGTERM');
  const code = await Promise.race([
    exited,
    new Promise<string>((done) => setTimeout(() => done('still running'), 15_000)),
  ]);
  expect(code).toBe(0);
}, 60_000);
