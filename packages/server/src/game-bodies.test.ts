/**
 * The bodies of `POST /api/games` and `POST /api/games/:id/join` take only their own keys: a
 * typo such as `Public` is refused with a message that names it, and nothing is created or
 * claimed, where it used to be dropped without a word.
 */
import { describe, expect, it } from 'vitest';
import { post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

describe('game bodies with unknown keys', () => {
  const server = suiteServer('sqlite');

  async function gamesCreated(): Promise<number> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    return Number(/^trigon_games_created_total (\d+)$/m.exec(text)![1]);
  }

  it('refuses a creation with a key it does not have, naming the key, and creates nothing', async () => {
    const before = await gamesCreated();
    const cases: [unknown, string][] = [
      [{ game: 'trigonal', Public: true }, 'Unrecognized key: "Public"'],
      [
        { game: 'trigonal', public: true, rated: false, colour: 'white' },
        'Unrecognized key: "colour"',
      ],
      [
        { game: 'trigonal', clock: { kind: 'none', initialMs: 60_000 } },
        'clock: Unrecognized key: "initialMs"',
      ],
      [
        {
          game: 'trigonal',
          clock: { kind: 'realtime', initialMs: 60_000, bonusMs: 0, mode: 'increment', inc: 2 },
        },
        'clock: Unrecognized key: "inc"',
      ],
      [
        { game: 'trigonal', clock: { kind: 'correspondence', daysPerMove: 3, days: 3 } },
        'clock: Unrecognized key: "days"',
      ],
    ];
    for (const [body, error] of cases)
      expect(await post(`${server.url}/api/games`, body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { code: 'malformed', error },
      });
    expect(await gamesCreated()).toBe(before);
    const lobby = (await (await fetch(`${server.url}/api/games`)).json()) as { games: unknown[] };
    expect(lobby.games).toEqual([]);
  });

  it('refuses a join with a key it does not have, naming the key, and claims no seat', async () => {
    const created = await post<{ id: string }>(`${server.url}/api/games`, {
      game: 'trigonal',
      public: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(await post(`${server.url}/api/games/${id}/join`, { Seat: 1 })).toEqual({
      status: 400,
      body: { code: 'malformed', error: 'Unrecognized key: "Seat"' },
    });
    const game = (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
      openSeats: number[];
    };
    expect(game.openSeats).toEqual([1]);
    expect((await post(`${server.url}/api/games/${id}/join`, { seat: 1 })).status).toBe(200);
  });
});
