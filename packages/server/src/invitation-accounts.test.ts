/**
 * A signed-in player who comes by an invitation link holds the seat with their account, as a
 * lobby join does (packages/server/README.md, "Seats of accounts and rated games"): the game is
 * in their games, its seat's token comes back on any device, and the seat shows their name.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { PlayerGames } from '@trigon/protocol';
import type { MyGame } from './players/routes.js';
import { Browser } from './testing/browser.js';
import { STORES, describeOn } from './testing/each-store.js';
import { OPEN_ACCOUNTS, suiteServer } from './testing/suite-server.js';

interface Created {
  id: string;
  token: string;
  invitations: { seat: number; token: string }[];
}

for (const kind of STORES) {
  describeOn(kind)(`invitations of accounts with ${kind}`, () => {
    const server = suiteServer(kind, {
      limits: OPEN_ACCOUNTS,
      rate: { perSecond: 100, burst: 100 },
    });
    const { player } = server;

    /** A private game of an anonymous creator (White), with Black's invitation token. */
    async function privateGame() {
      const created = await new Browser(server.url).request<Created>('POST', '/api/games', {
        game: 'trigonal',
        public: false,
      });
      expect(created.status).toBe(201);
      return { ...created.body, invitation: created.body.invitations[0]!.token };
    }

    it("takes the invited seat with the account: in the player's games, back on any device, shown by name", async () => {
      const game = await privateGame();
      const bob = await player('inv');
      const taken = await bob.b.request('POST', `/api/games/${game.id}/invitation`, {
        token: game.invitation,
      });
      expect(taken.status).toBe(200);
      expect(taken.body).toEqual({ seat: 1 });

      const { welcome } = await server.join(game.id, game.invitation);
      expect(welcome.seat).toBe(1);
      expect(welcome.accounts?.[1]).toMatchObject({ name: bob.name });
      const listed = await new Browser(server.url).request<PlayerGames>(
        'GET',
        `/api/players/${bob.name}/games`,
      );
      expect(listed.body.games.map((g) => [g.id, g.seat])).toEqual([[game.id, 1]]);
      // Another device of the account gets the seat's token back.
      const other = new Browser(server.url);
      expect((await other.signIn(bob.name, 'a good long password')).status).toBe(200);
      const mine = await other.request<PlayerGames<MyGame>>('GET', '/api/me/games');
      expect(mine.body.games.find((g) => g.id === game.id)?.token).toBe(game.invitation);

      // Again (the link opened twice): the same seat, nothing more stored.
      const again = await bob.b.request('POST', `/api/games/${game.id}/invitation`, {
        token: game.invitation,
      });
      expect(again.body).toEqual({ seat: 1 });
      const events = (await server.store.events(game.id, 0)).filter(
        (e) => e.event.kind === 'claim',
      );
      expect(events).toHaveLength(1);
    });

    it('refuses, changing nothing: signed out, a token of no seat, a seat of another account, a cancelled game', async () => {
      const game = await privateGame();
      const signedOut = await new Browser(server.url).request(
        'POST',
        `/api/games/${game.id}/invitation`,
        {
          token: game.invitation,
        },
      );
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.code).toBe('signed-out');

      const bob = await player('inv');
      const wrong = await bob.b.request('POST', `/api/games/${game.id}/invitation`, {
        token: randomBytes(24).toString('base64url'),
      });
      expect([wrong.status, wrong.body.code]).toEqual([409, 'bad-token']);
      const malformed = await bob.b.request('POST', `/api/games/${game.id}/invitation`, {});
      expect([malformed.status, malformed.body.code]).toEqual([400, 'malformed']);
      const unknown = await bob.b.request('POST', `/api/games/nosuchgame/invitation`, {
        token: game.invitation,
      });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'not-found']);

      const carol = await player('inv');
      expect(
        (
          await carol.b.request('POST', `/api/games/${game.id}/invitation`, {
            token: game.invitation,
          })
        ).status,
      ).toBe(200);
      const taken = await bob.b.request('POST', `/api/games/${game.id}/invitation`, {
        token: game.invitation,
      });
      expect([taken.status, taken.body.code]).toEqual([409, 'seat-taken']);
      const { welcome } = await server.join(game.id, game.invitation);
      expect(welcome.accounts?.[1]).toMatchObject({ name: carol.name });

      const cancelled = await privateGame();
      const white = await server.join(cancelled.id, cancelled.token);
      expect(await white.client.command({ t: 'abort' })).toMatchObject({ t: 'ack' });
      const late = await bob.b.request('POST', `/api/games/${cancelled.id}/invitation`, {
        token: cancelled.invitation,
      });
      expect([late.status, late.body.code]).toEqual([409, 'cancelled']);
      const listed = await new Browser(server.url).request<PlayerGames>(
        'GET',
        `/api/players/${bob.name}/games`,
      );
      expect(listed.body.games).toEqual([]);
    });

    it('keeps the rules of rated games: one seat an account', async () => {
      const alice = await player('inv');
      const created = await alice.b.request<Created>('POST', '/api/games', {
        game: 'trigonal',
        rated: true,
        public: true,
      });
      // Her own seat's token: hers already, the same answer as a second opening.
      const own = await alice.b.request('POST', `/api/games/${created.body.id}/invitation`, {
        token: created.body.token,
      });
      expect(own.body).toEqual({ seat: 0 });
      const bob = await player('inv');
      const joined = await bob.b.request<{ token: string }>(
        'POST',
        `/api/games/${created.body.id}/join`,
        {},
      );
      // Bob's token given to Alice: the seat is Bob's account's.
      const second = await alice.b.request('POST', `/api/games/${created.body.id}/invitation`, {
        token: joined.body.token,
      });
      expect([second.status, second.body.code]).toEqual([409, 'seat-taken']);
    });
  });
}
