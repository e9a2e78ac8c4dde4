import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fetchLeaderboard, fetchMyGames, fetchPlayer, fetchPlayerGames, Refused } from './api.js';

let asked: string[];
let answers: Map<string, { status: number; body: unknown }>;

beforeEach(() => {
  asked = [];
  answers = new Map();
  vi.stubGlobal('fetch', (path: string) => {
    asked.push(path);
    const a = answers.get(path) ?? { status: 404, body: { code: 'not-found', error: 'no such' } };
    return Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status }));
  });
});
afterEach(() => vi.unstubAllGlobals());

it('answers a player, or null for a name nobody has', async () => {
  const ada = { name: 'Ada', created: 1, ratings: [] };
  answers.set('/api/players/ada', { status: 200, body: ada });
  expect(await fetchPlayer('ada')).toEqual(ada);
  expect(await fetchPlayer('nobody')).toBeNull();
  expect(asked).toEqual(['/api/players/ada', '/api/players/nobody']);
});

it('asks a page of games by the server’s count, the name escaped', async () => {
  const page = { page: 2, more: false, games: [] };
  answers.set('/api/players/A%20b/games?page=2', { status: 200, body: page });
  expect(await fetchPlayerGames('A b', 2)).toEqual(page);
});

it('answers null for the own games of nobody signed in', async () => {
  answers.set('/api/me/games?page=1', {
    status: 401,
    body: { code: 'signed-out', error: 'not signed in' },
  });
  expect(await fetchMyGames(1)).toBeNull();
});

it('throws the server’s sentence for any other refusal', async () => {
  answers.set('/api/leaderboard/chess?speed=blitz', {
    status: 404,
    body: { code: 'unknown-game', error: 'no game is called chess' },
  });
  const refusal = fetchLeaderboard('chess', 'blitz');
  await expect(refusal).rejects.toThrow('no game is called chess');
  await expect(refusal).rejects.toBeInstanceOf(Refused);
  answers.set('/api/players/ada/games?page=1', { status: 500, body: null });
  await expect(fetchPlayerGames('ada', 1)).rejects.toThrow('the server answered 500');
});
