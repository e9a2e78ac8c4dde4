/**
 * `npm run loadtest`'s arguments: --help prints the usage, and a bad argument (unknown, out of
 * range, given twice) is refused with what was wrong and the usage, status 2, before any server
 * starts.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import { buildServer } from './testing/harness.js';

const script = fileURLToPath(new URL('../dist/loadtest.js', import.meta.url));
const loadtest = (...args: string[]) => loadtestWith({}, ...args);
const loadtestWith = (env: Record<string, string>, ...args: string[]) => {
  const run = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, ...env },
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

beforeAll(buildServer, 120_000);

it('prints its usage for --help or -h', () => {
  for (const flag of ['--help', '-h']) {
    const { status, out, err } = loadtest(flag);
    expect(status).toBe(0);
    expect(out).toMatch(/^usage: npm run loadtest -- \[--store sqlite\|postgres\]/);
    expect(err).toBe('');
  }
});

it.each([
  [['--games', '2', '--games', '3'], "loadtest: --games is given 2 times ('2', '3')"],
  [['--games', '0'], 'loadtest: --games 0: a whole number from 1 to 5000'],
  [['--rate', '-5'], 'loadtest: --rate -5: a whole number from 1 to'],
  [['--store', 'mysql'], 'loadtest: --store mysql: sqlite or postgres'],
  [['--game', 'chess'], "loadtest: --game: unknown game 'chess'"],
  [
    ['--game', 'triangulation'],
    'loadtest: --game triangulation: the load test plays games with two playing seats',
  ],
  [['--url', 'http://example.com'], "loadtest: Unknown option '--url'"],
])('refuses %j with status 2 and the usage', (args, message) => {
  const { status, out, err } = loadtest(...args);
  expect(status).toBe(2);
  expect(out).toBe('');
  expect(err.startsWith(message)).toBe(true);
  expect(err).toContain('usage: npm run loadtest --');
});

it.each([
  [{ GAMES: 'abc' }, 'loadtest: GAMES abc: a whole number from 1 to 5000'],
  [{ PLIES: '0' }, 'loadtest: PLIES 0: a whole number from 1 to 10000'],
  [{ THINK_MS: '2.5' }, 'loadtest: THINK_MS 2.5: a whole number from 1 to 60000'],
  [{ LIMIT_S: '-5' }, 'loadtest: LIMIT_S -5: a whole number from 1 to 600'],
])('refuses the variables %j with status 2 and the usage', (env, message) => {
  const { status, out, err } = loadtestWith(env);
  expect(status).toBe(2);
  expect(out).toBe('');
  expect(err.startsWith(message)).toBe(true);
});
