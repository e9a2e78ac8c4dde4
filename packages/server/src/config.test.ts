/**
 * `npm start` with a setting that cannot work refuses to start: exit status 1 and one line on
 * stderr that names the variable and says what is wrong with it, with no stack and without a
 * password the setting may hold.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webApp } from './serve.js';
import { buildServer } from './testing/harness.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
let dir: string;
let taken: Server;
let takenPort: number;
let closedPort: number;
/** Takes connections and never answers, as a database host that hangs. */
let silent: Server;
let silentPort: number;
const held: Socket[] = [];

async function listen(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

beforeAll(async () => {
  await buildServer();
  dir = mkdtempSync(join(tmpdir(), 'trigon-config-'));
  writeFileSync(join(dir, 'a-file'), '');
  taken = await listen();
  takenPort = (taken.address() as { port: number }).port;
  // A port nothing listens on: taken for a moment, then given back.
  const closed = await listen();
  closedPort = (closed.address() as { port: number }).port;
  await new Promise((resolve) => closed.close(resolve));
  silent = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the server with `env` (over a fresh data folder, port 0 on loopback); its exit. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [main],
      {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: join(dir, 'data'),
          APP_DIR: 'none',
          DATABASE_URL: '',
          REDIS_URL: '',
          ...env,
        },
        timeout: 30_000,
      },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

const SECRET = 'hunter22';

describe('refuses to start, saying which setting is wrong', () => {
  const cases: [string, () => Record<string, string>, () => RegExp][] = [
    [
      'LOG_LEVEL not a level',
      () => ({ LOG_LEVEL: 'verbose' }),
      () =>
        /^LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, not 'verbose'$/,
    ],
    [
      'DATABASE_URL of another database',
      () => ({ DATABASE_URL: `mysql://trigon:${SECRET}@127.0.0.1:3306/trigon` }),
      () =>
        /^DATABASE_URL must be a PostgreSQL URL \(postgres:\/\/user:password@host:5432\/database\), not a mysql: URL$/,
    ],
    [
      'DATABASE_URL where nothing answers',
      () => ({ DATABASE_URL: `postgres://trigon:${SECRET}@127.0.0.1:${closedPort}/trigon` }),
      () =>
        new RegExp(
          `^DATABASE_URL: cannot open PostgreSQL at 127\\.0\\.0\\.1:${closedPort}/trigon: connect ECONNREFUSED`,
        ),
    ],
    [
      'DATABASE_URL where the server never answers',
      () => ({ DATABASE_URL: `postgres://trigon:${SECRET}@127.0.0.1:${silentPort}/trigon` }),
      () =>
        new RegExp(
          `^DATABASE_URL: cannot open PostgreSQL at 127\\.0\\.0\\.1:${silentPort}/trigon: .*timeout`,
        ),
    ],
    [
      'REDIS_URL not a URL',
      () => ({ REDIS_URL: `${SECRET}@localhost` }),
      () => /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, not a URL$/,
    ],
    [
      'DATA_DIR under a file',
      () => ({ DATA_DIR: join(dir, 'a-file', 'data') }),
      () => /^DATA_DIR: cannot open SQLite in .*a-file\/data: ENOTDIR/,
    ],
    [
      'DATA_DIR under /proc, where Node 20 made folders forever',
      () => ({ DATA_DIR: '/proc/trigon-no-such/data' }),
      () =>
        /^DATA_DIR: cannot open SQLite in \/proc\/trigon-no-such\/data: \/proc is on proc, a file system of the kernel's where no folder or file can be made$/,
    ],
    [
      'PORT taken',
      () => ({ PORT: String(takenPort) }),
      () => new RegExp(`^PORT: cannot listen on 127\\.0\\.0\\.1:${takenPort}: listen EADDRINUSE`),
    ],
    [
      'HOST not an address of this machine',
      // TEST-NET-3 (RFC 5737): never a machine's own address.
      () => ({ HOST: '203.0.113.77' }),
      () => /^HOST: cannot listen on 203\.0\.113\.77:0: listen EADDRNOTAVAIL/,
    ],
    [
      'APP_DIR naming no folder',
      () => ({ APP_DIR: join(dir, 'no-app') }),
      () =>
        /^APP_DIR must be the built web app, but there is no folder \/.*\/no-app; npm run build at the repository root builds it into packages\/web\/dist\/app \(or set APP_DIR=none to serve the API alone\)$/,
    ],
    [
      'APP_DIR naming a folder without the built web app',
      () => ({ APP_DIR: dir }),
      () => /^APP_DIR must be the built web app, but \/.*trigon-config-\w+ has no index\.html; /,
    ],
    [
      'APP_DIR naming a file',
      () => ({ APP_DIR: join(dir, 'a-file') }),
      () => /^APP_DIR must be the built web app, but \/.*\/a-file is not a folder; /,
    ],
    [
      'OPERATOR_TOKEN shorter than 24 characters',
      () => ({ OPERATOR_TOKEN: `${SECRET}${SECRET}` }),
      () =>
        /^OPERATOR_TOKEN must be at least 24 characters, each a visible ASCII character \(no spaces\), as an Authorization header carries it: `openssl rand -hex 32` makes one$/,
    ],
    [
      'CLAIM_MS longer than the default DISCONNECT_MS',
      () => ({ CLAIM_MS: '90000' }),
      () => /^CLAIM_MS must be at most DISCONNECT_MS \(60000\), not 90000: /,
    ],
    [
      'CLAIM_MS longer than DISCONNECT_MS',
      () => ({ CLAIM_MS: '5000', DISCONNECT_MS: '1000' }),
      () => /^CLAIM_MS must be at most DISCONNECT_MS \(1000\), not 5000: /,
    ],
  ];
  for (const [name, env, line] of cases) {
    it(
      name,
      async () => {
        const { code, stderr } = await start(env());
        expect(code).toBe(1);
        const lines = stderr.trimEnd().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(line());
        expect(stderr).not.toContain(SECRET);
      },
      40_000,
    );
  }
});

describe('the web app when APP_DIR is unset or none', () => {
  it('serves the built app in the repository when APP_DIR is unset', () => {
    const built = join(dir, 'built');
    mkdirSync(built, { recursive: true });
    writeFileSync(join(built, 'index.html'), '<!doctype html>');
    expect(webApp(undefined, built)).toEqual({ dir: built });
    expect(webApp('', built)).toEqual({ dir: built });
  });

  it('warns, naming APP_DIR and how to build it, when the repository has no built app', () => {
    const warning = webApp(undefined, join(dir, 'unbuilt')).warning;
    expect(webApp(undefined, join(dir, 'unbuilt')).dir).toBeUndefined();
    expect(warning).toMatch(/^no web app: APP_DIR is unset and \/.*\/unbuilt has no index\.html/);
    expect(warning).toContain('npm run build');
  });

  it('serves no web app, and says nothing, with APP_DIR=none', () => {
    expect(webApp('none', join(dir, 'unbuilt'))).toEqual({});
  });
});
