/**
 * `trigon player` and `trigon leaderboard` against a real game server (the built
 * @trigon/server, in this process, on SQLite), with accounts made through its HTTP API and
 * ratings written through its store as rated games write them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';

/** What the test uses of @trigon/server, loaded by a name TypeScript does not follow. */
interface ServerModule {
  SqliteStore: new (file: string) => TestStore;
  buildApp(options: Record<string, unknown>): Promise<{
    app: { listen(o: { port: number; host: string }): Promise<string>; close(): Promise<void> };
  }>;
}
interface TestStore {
  accounts: { userByName(name: string): Promise<{ id: string } | undefined> };
  ratings: {
    rateGame(
      game: { gameId: string; game: string; speed: string; userIds: string[]; at: number },
      compute: () => { rating: number; rd: number; volatility: number }[],
    ): Promise<boolean>;
  };
  close(): Promise<void>;
}
const SERVER_PACKAGE = '@trigon/server';

const PASSWORD = 'a good long password';
let url: string;
let close: () => Promise<void>;
let store: TestStore;
const folder = mkdtempSync(join(tmpdir(), 'trigon-cli-player-'));

beforeAll(async () => {
  const server = (await import(SERVER_PACKAGE)) as ServerModule;
  store = new server.SqliteStore(join(folder, 'games.sqlite'));
  const open = { perMinute: 100_000, burst: 100_000 };
  const { app } = await server.buildApp({
    store,
    expiry: false,
    limits: { signUps: open, createGames: open },
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
});

afterAll(async () => {
  await close?.();
  await store?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Signs `name` up; answers the session's cookie and CSRF token. */
async function signUp(name: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  const cookie = /trigon_session=[^;]*/.exec(response.headers.getSetCookie().join('\n'))![0];
  return { cookie, csrf: ((await response.json()) as { csrf: string }).csrf };
}

/** Writes `times` rated games of `name` in a game and speed class, ending at `rating`. */
async function rate(
  name: string,
  game: string,
  speed: string,
  rating: number,
  rd: number,
  times: number,
) {
  const user = await store.accounts.userByName(name);
  for (let i = 0; i < times; i++)
    await store.ratings.rateGame(
      { gameId: `${name}-${speed}-${i}`, game, speed, userIds: [user!.id], at: Date.now() },
      () => [{ rating, rd, volatility: 0.06 }],
    );
}

async function trigon(...args: string[]) {
  const io = bufferIo({ env: { TRIGON_SERVER: url } });
  const status = await run(args, io);
  return { status, out: io.out(), err: io.err() };
}

describe('trigon player', () => {
  it("prints a player's ratings, provisional ones with a '?'", async () => {
    await signUp('Ada_cli');
    await rate('Ada_cli', 'trigonal', 'blitz', 1623.4, 80, 6);
    await rate('Ada_cli', 'sankaku', 'rapid', 1480, 200, 1);
    const { status, out, err } = await trigon('player', 'ada_CLI');
    expect(err).toBe('');
    expect(status).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe(`Ada_cli, playing since ${new Date().toISOString().slice(0, 10)}`);
    expect(
      lines
        .slice(1)
        .map((l) => l.trim().split(/\s+/).join(' '))
        .sort(),
    ).toEqual(['sankaku rapid 1480? RD 200, 1 game', 'trigonal blitz 1623 RD 80, 6 games']);
  });

  it('lists the games with --games, and writes the records file with --records', async () => {
    const { cookie, csrf } = await signUp('Bea_cli');
    const created = await fetch(`${url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: JSON.stringify({ game: 'trigonal', clock: { kind: 'none' } }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const listed = await trigon('player', 'Bea_cli', '--games');
    expect(listed.status).toBe(0);
    expect(listed.out).toContain('  no rated games yet\n');
    expect(listed.out).toContain('games, page 1:\n');
    expect(listed.out).toMatch(
      new RegExp(
        `^  ${id} · Trigonal Chess · as White · casual · \\d{4}-\\d\\d-\\d\\d · waiting for players$`,
        'm',
      ),
    );
    const file = join(folder, 'bea.txt');
    const written = await trigon('player', 'Bea_cli', '--records', file);
    expect(written.status).toBe(0);
    expect(written.err).toBe(`wrote Bea_cli's records to ${file}\n`);
    const served = await (await fetch(`${url}/api/players/Bea_cli/records`)).text();
    expect(readFileSync(file, 'utf8')).toBe(served);
    // '-': standard output is the records file alone, as the server serves it, for a pipe or
    // a redirection to keep; the player's lines would make it a file no reader takes.
    const piped = await trigon('player', 'Bea_cli', '--records', '-');
    expect(piped.status).toBe(0);
    expect(piped.out).toBe(served);
    expect(piped.err).toBe('');
    const both = await trigon('player', 'Bea_cli', '--games', '--records', '-');
    expect(both.status).toBe(2);
    expect(both.err).toBe(
      'trigon: --games and --records -: both would go to standard output; give --records a file [usage]\n',
    );
    // A folder there when asked, gone once the records have come: not the input's fault.
    const gone = mkdtempSync(join(folder, 'gone-'));
    const pending = trigon('player', 'Bea_cli', '--records', join(gone, 'bea.txt'));
    rmSync(gone, { recursive: true });
    const vanished = await pending;
    expect(vanished.status).toBe(1);
    expect(vanished.err).toMatch(
      /^trigon: --records: cannot write '\S+bea\.txt': ENOENT: no such file or directory.* \[output\]\n$/,
    );
  });

  it('says so for a name nobody has, a server that is not there, and bad flags', async () => {
    const unknown = await trigon('player', 'nobody_here');
    expect(unknown.status).toBe(1);
    expect(unknown.err).toMatch(/^trigon: .*nobody_here.* \[server\]\n$/);
    expect(unknown.out).toBe('');
    const away = bufferIo();
    expect(await run(['player', 'Ada_cli', '--server', 'http://127.0.0.1:9'], away)).toBe(1);
    expect(away.err()).toMatch(
      /^trigon: cannot reach the Trigon server at http:\/\/127\.0\.0\.1:9 \(.*\); give its address with --server \[server\]\n$/,
    );
    // A server reached under a path (behind a proxy) is asked there.
    const under = bufferIo();
    expect(await run(['player', 'Ada_cli', '--server', 'http://127.0.0.1:9/trigon/'], under)).toBe(
      1,
    );
    expect(under.err()).toMatch(
      /^trigon: cannot reach the Trigon server at http:\/\/127\.0\.0\.1:9\/trigon \(/,
    );
    const notUrl = await trigon('player', 'Ada_cli', '--server', 'localhost 8080');
    expect(notUrl.status).toBe(2);
    expect(notUrl.err).toBe(
      "trigon: --server: 'localhost 8080' is not a URL (for example http://localhost:8080) [usage]\n",
    );
    // A name no player can have is refused before the server is asked (it would answer 404,
    // or for '..' another page than the player's).
    for (const [name, problem] of [
      [
        '..',
        "a user name has only ASCII letters, digits, _ and -; '.' (U+002E) is not one of them",
      ],
      ['', 'a user name has 2 to 20 characters, not 0'],
      ['9lives', 'a user name starts with a letter'],
    ]) {
      const bad = bufferIo();
      expect(await run(['player', name, '--server', 'http://127.0.0.1:9'], bad)).toBe(2);
      expect(bad.err()).toBe(
        `trigon: <name>: '${name}' cannot be a player's name: ${problem} [usage]\n`,
      );
    }
    const page = await trigon('player', 'Ada_cli', '--games', '--page', '0');
    expect(page.status).toBe(2);
    expect(page.err).toContain('--page');
    // The CLI's last page is the server's: a page past it is refused before asking.
    const far = bufferIo();
    expect(
      await run(
        ['player', 'Ada_cli', '--games', '--page', '10001', '--server', 'http://127.0.0.1:9'],
        far,
      ),
    ).toBe(2);
    expect(far.err()).toBe("trigon: --page: '10001' is not an integer from 1 to 10000 [usage]\n");
    expect((await trigon('player', 'Ada_cli', '--games', '--page', '10000')).status).toBe(0);
    // A records file that cannot be written is refused before the server is asked.
    const nowhere = bufferIo();
    const missing = '/nonexistent-dir/records.txt';
    expect(
      await run(
        ['player', 'Ada_cli', '--records', missing, '--server', 'http://127.0.0.1:9'],
        nowhere,
      ),
    ).toBe(2);
    expect(nowhere.err()).toMatch(
      /^trigon: --records: cannot write '\/nonexistent-dir\/records.txt': .*\[usage\]\n$/,
    );
    expect(nowhere.out()).toBe('');
    expect((await trigon('player')).err).toBe('trigon: missing argument <name> [usage]\n');
  });
});

describe('trigon leaderboard', () => {
  it('ranks the settled ratings of a speed class, best first', async () => {
    await signUp('Cy_cli');
    await signUp('Di_cli');
    await signUp('Ed_cli');
    await rate('Cy_cli', 'tri-chess', 'bullet', 1700, 60, 5);
    await rate('Di_cli', 'tri-chess', 'bullet', 1810, 90, 7);
    // Too few games, and a rating not settled: not listed.
    await rate('Ed_cli', 'tri-chess', 'bullet', 1900, 60, 4);
    const { status, out } = await trigon('leaderboard', 'tri-chess', '--speed', 'bullet');
    expect(status).toBe(0);
    expect(out.split('\n').map((l) => l.trim().split(/\s+/).join(' '))).toEqual([
      'Tri-Chess, bullet:',
      '1. Di_cli 1810 RD 90, 7 games',
      '2. Cy_cli 1700 RD 60, 5 games',
      '',
    ]);
    const all = await trigon('leaderboard', 'tri-chess');
    expect(all.out).toContain('Tri-Chess, blitz:\n  nobody yet\n');
    expect(all.out).toContain('1. Di_cli');
  });

  it('refuses an unknown game or speed class', async () => {
    const game = await trigon('leaderboard', 'chess');
    expect(game.status).toBe(2);
    expect(game.err).toMatch(/chess/);
    const speed = await trigon('leaderboard', 'trigonal', '--speed', 'hyper');
    expect(speed.err).toBe(
      "trigon: --speed: 'hyper' is not one of bullet, blitz, rapid, classical, correspondence [usage]\n",
    );
  });
});
