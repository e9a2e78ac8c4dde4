/**
 * A server whose stdout's reader has gone (`npm start | tee log` with tee killed, a log
 * collector restarted) must go on serving and stop when asked. The banner's write then fails
 * with EPIPE; unhandled, that ended the process through its exit handlers, where pino's flush of
 * its pending log lines retried the broken pipe forever: the process neither served nor exited,
 * SIGTERM included. And lines logged just before the process exits, the reader gone, must not
 * hold it: pino's own stdout stream flushed them at exit retrying the broken pipe for ever.
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
const serverDir = fileURLToPath(new URL('..', import.meta.url));
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

it('exits at once when it logs just before exiting, the reader of stdout gone', async () => {
  // The server's own logger (ops/log.ts), a few lines, then exit, as a stop does: the lines are
  // written after the reader went and before the process could learn of the broken pipe.
  const script = `
    import Fastify from 'fastify';
    import { loggerOption } from './dist/ops/log.js';
    const app = Fastify({ logger: loggerOption(true) });
    process.stdout.write('ready\\n');
    process.stdin.once('data', () => {
      for (let i = 0; i < 3; i++) app.log.info({ line: i }, 'stopping');
      process.exit(0);
    });
  `;
  child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: serverDir,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const exited = new Promise<number | null>((done) => child!.once('exit', done));
  // Once it is ready the reader goes, and then the lines come.
  await new Promise((resolve) => child!.stdout!.once('data', resolve));
  child.stdout!.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  child.stdin!.write('stop\n');
  const code = await Promise.race([
    exited,
    new Promise<string>((done) => setTimeout(() => done('still running'), 5_000)),
  ]);
  expect(code).toBe(0);
}, 30_000);
