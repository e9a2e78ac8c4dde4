import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// The built program (`npm test` builds before running the tests): a server is a process.
const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const folders: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'trigon-serve-'));
  folders.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('trigon serve', () => {
  it('serves the game server and the app until interrupted, then exits cleanly', async () => {
    const data = dataDir();
    const child = spawn(
      process.execPath,
      [main, 'serve', '--port', '0', '--host', '127.0.0.1', '--data', data],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const address = await new Promise<string>((found, fail) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match =
          /^Trigon is served on (http:\/\/\S+) \(games in SQLite in (.+); 0 resumed\)$/m.exec(out);
        if (match) {
          expect(match[2]).toBe(data);
          found(match[1]);
        }
      });
      child.once('exit', (code) =>
        fail(new Error(`serve exited with ${code} before it was ready`)),
      );
    });
    const meta = (await (await fetch(`${address}/api/meta`)).json()) as { games: { id: string }[] };
    expect(meta.games.map((g) => g.id)).toContain('triangulation');
    const page = await fetch(`${address}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>');
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);

  it('reads OPERATOR_TOKEN, with which the operator reads the repeated pairings', async () => {
    const token = 'an-operator-token-for-trigon-serve';
    const child = spawn(
      process.execPath,
      [main, 'serve', '--port', '0', '--host', '127.0.0.1', '--data', dataDir(), '--app', 'none'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, OPERATOR_TOKEN: token } },
    );
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    const address = await new Promise<string>((found, fail) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /^Trigon is served on (http:\/\/\S+) /m.exec(out);
        if (match) found(match[1]!);
      });
      child.once('exit', (code) =>
        fail(new Error(`serve exited with ${code} before it was ready`)),
      );
    });
    const repeats = (headers: Record<string, string>) =>
      fetch(`${address}/api/rated/repeats`, { headers }).then((r) => r.status);
    expect(await repeats({ authorization: `Bearer ${token}` })).toBe(200);
    expect(await repeats({})).toBe(401);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // One too short stops the start, naming the variable and never repeating its value.
    const short = spawnSync(process.execPath, [main, 'serve', '--port', '0'], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, OPERATOR_TOKEN: 'hunter22' },
    });
    expect(short.status).toBe(1);
    expect(short.stderr).toBe(
      'trigon: cannot start the server: OPERATOR_TOKEN must be at least 24 characters, each a ' +
        'visible ASCII character (no spaces), as an Authorization header carries it: ' +
        '`openssl rand -hex 32` makes one [server]\n',
    );
  }, 30_000);

  it('refuses a bad port or an extra word with a usage error', () => {
    const bad = spawnSync(process.execPath, [main, 'serve', '--port', '70000'], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe("trigon: --port: '70000' is not an integer from 0 to 65535 [usage]\n");
    // From the environment, the variable is named; set but empty, it is as if unset.
    const env = { ...process.env, PORT: '70000' };
    const fromEnv = spawnSync(process.execPath, [main, 'serve'], { encoding: 'utf8', env });
    expect(fromEnv.status).toBe(2);
    expect(fromEnv.stderr).toBe(
      "trigon: PORT: '70000' is not an integer from 0 to 65535 [usage]\n",
    );
    // A web app folder without the app: the server would serve no page and say nothing.
    const empty = dataDir();
    // (A server that starts would run until killed: the timeout ends it, and the test fails.)
    const noApp = spawnSync(process.execPath, [main, 'serve', '--port', '0', '--app', empty], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(noApp.status).toBe(2);
    expect(noApp.stderr).toBe(
      `trigon: --app: '${empty}' has no index.html, so it is not a built web app (npm run build writes packages/web/dist/app; none serves the API alone) [usage]\n`,
    );
    const noAppEnv = spawnSync(process.execPath, [main, 'serve', '--port', '0'], {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...process.env, APP_DIR: join(empty, 'missing') },
    });
    expect(noAppEnv.status).toBe(2);
    expect(noAppEnv.stderr).toMatch(/^trigon: APP_DIR: '.*missing' has no index\.html/);
    const extra = spawnSync(process.execPath, [main, 'serve', 'now'], { encoding: 'utf8' });
    expect(extra.status).toBe(2);
    expect(extra.stderr).toBe("trigon: unexpected argument 'now' [usage]\n");
  });

  it('says so when the port is taken, with status 1', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const { port } = taken.address() as AddressInfo;
    const args = [
      main,
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--data',
      dataDir(),
    ];
    const result = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('exit', (code) => done({ code, stderr }));
    });
    taken.close();
    expect(result.code).toBe(1);
    // The server's message names PORT; the port came from --port, and is named so.
    expect(result.stderr).toMatch(
      new RegExp(
        `^trigon: cannot start the server: --port: cannot listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE.* \\[server\\]\\n$`,
      ),
    );
  }, 30_000);

  it.runIf(process.platform === 'linux')(
    'says so at once, with status 1, when --data is under /proc (it hung, making folders forever)',
    () => {
      const result = spawnSync(
        process.execPath,
        [main, 'serve', '--port', '0', '--host', '127.0.0.1', '--data', '/proc/trigon-no-such'],
        { encoding: 'utf8', timeout: 20_000, env: { ...process.env, DATABASE_URL: '' } },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        'trigon: cannot start the server: --data: cannot open SQLite in /proc/trigon-no-such: ' +
          "/proc is on proc, a file system of the kernel's where no folder or file can be made " +
          '[server]\n',
      );
    },
    30_000,
  );

  it('serves on when nobody reads its stdout any more, and stops on SIGTERM', async () => {
    // A log pipe's end killed (trigon serve | tee log): for a command whose reader has what it
    // wanted (moves | head -1) that ends it with status 0; a server has players to serve.
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((done) => probe.close(done));
    const child = spawn(
      process.execPath,
      [main, 'serve', '--port', String(port), '--host', '127.0.0.1', '--data', dataDir()],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child.stdout.destroy();
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    let answered = 0;
    for (let tries = 0; tries < 100 && answered < 2; tries++) {
      await new Promise((done) => setTimeout(done, 150));
      try {
        const health = await fetch(`http://127.0.0.1:${port}/healthz`, {
          signal: AbortSignal.timeout(1000),
        });
        if (health.status === 200) answered++;
      } catch {
        // Not listening yet (or no more): ask again.
      }
    }
    const alive = child.exitCode === null && child.signalCode === null;
    child.kill(alive ? 'SIGTERM' : 'SIGKILL');
    expect({ alive, answered }).toEqual({ alive: true, answered: 2 });
    expect(await exited).toBe(0);
  }, 30_000);
});
