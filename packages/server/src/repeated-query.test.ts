/**
 * A query parameter given twice: every route that reads a query says which one, where the
 * parser's list used to reach the schemas and come back as `expected string, received array`
 * (without the parameter's name for the repeats) or as the wrong complaint (`speed is one of …`
 * for `speed=blitz&speed=rapid`).
 */
import { expect, it } from 'vitest';
import { AS_OPERATOR, OPERATOR_TOKEN_TEST, suiteServer } from './testing/suite-server.js';

const server = suiteServer('sqlite', { operatorToken: OPERATOR_TOKEN_TEST });

/** The operator's token goes with every request: the repeats are the operator's alone. */
async function get(path: string) {
  const response = await fetch(server.url + path, { headers: AS_OPERATOR });
  return { status: response.status, body: (await response.json()) as unknown };
}

it('refuses a parameter given twice, naming it, on every route with a query', async () => {
  const cases: [string, string][] = [
    ['/api/games?limit=5&limit=6', 'limit'],
    ['/api/games?game=trigonal&game=sankaku', 'game'],
    ['/api/leaderboard/trigonal?speed=blitz&speed=rapid', 'speed'],
    ['/api/rated/repeats?since=1&since=2', 'since'],
    ['/api/players/nobody/games?page=1&page=2', 'page'],
    ['/api/me/games?page=1&page=1', 'page'],
  ];
  for (const [path, name] of cases)
    expect(await get(path), path).toEqual({
      status: 400,
      body: { code: 'malformed', error: `${name} is given once` },
    });
  // Once, as before.
  expect((await get('/api/games?limit=5')).status).toBe(200);
  expect((await get('/api/rated/repeats?since=1')).status).toBe(200);
});
