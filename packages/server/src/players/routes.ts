/**
 * Players in the HTTP API: a player's page (ratings), their games, the leaderboards, and the
 * signed-in player's own games with their seats' tokens (to come back to them on any device).
 * packages/server/README.md documents each route.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { games as registry } from '@trigon/engine';
import {
  SPEED_CLASSES,
  userNameProblem,
  type Leaderboard,
  type PlayerGame,
  type PlayerGames,
  type PlayerPage,
  type SpeedClassName,
} from '@trigon/protocol';
import type { GameService } from '../game/service.js';
import type { Store } from '../store/types.js';
import type { Refuse } from '../accounts/routes.js';
import { PROVISIONAL_RD } from '../ratings/glicko2.js';

/** Games on one page of a list. */
export const PAGE_SIZE = 20;
/** The rated games a rating needs to be on a leaderboard (besides an RD below 110). */
export const LEADERBOARD_MIN_GAMES = 5;
/** The most players a leaderboard lists. */
export const LEADERBOARD_SIZE = 100;

const pageQuery = z.strictObject({
  page: z.coerce
    .number()
    .int('page is a whole number')
    .min(1, 'page is at least 1')
    .max(10_000, 'page is at most 10000')
    .default(1),
});
const nameParams = z.object({ name: z.string() });
const boardParams = z.object({ game: z.string() });
const boardQuery = z.strictObject({
  speed: z.enum(SPEED_CLASSES, { error: `speed is one of ${SPEED_CLASSES.join(', ')}` }),
});

/** One of the signed-in player's own games: with the seat's token. */
export interface MyGame extends PlayerGame {
  token: string;
}

export function playerRoutes(
  app: FastifyInstance,
  store: Store,
  games: GameService,
  refuse: Refuse,
): void {
  const bad = (reply: FastifyReply, error: z.ZodError) =>
    refuse(reply, 400, 'malformed', error.issues[0]!.message);
  const noPlayer = (reply: FastifyReply, name: string) =>
    refuse(reply, 404, 'not-found', `no player is named ${JSON.stringify(name)}`);

  /** A page of the games of `userId`: in progress first, then the newest. */
  async function gamesOf(userId: string, page: number): Promise<MyGame[]> {
    const seats = await store.accounts.seatsOf(userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const list: MyGame[] = [];
    for (const seat of seats) {
      const state = await games.get(seat.gameId);
      if (!state) continue;
      const accounts = await games.seatAccounts(state);
      const nameOf = (s: number) => accounts?.[s]?.name ?? state.names[s] ?? null;
      const turn = state.status === 'playing' ? state.position.turn : null;
      list.push({
        id: seat.gameId,
        game: state.stored.game,
        rated: state.stored.rated === true,
        createdAt: state.stored.createdAt,
        status: state.status,
        seat: seat.seat,
        turn,
        toMove: turn === seat.seat,
        opponents: state.playing.filter((s) => s !== seat.seat).map(nameOf),
        result: state.result,
        token: seat.token,
      });
    }
    return list;
  }

  app.get('/api/me/games', async (request, reply) => {
    const account = request.account;
    if (!account) return refuse(reply, 401, 'signed-out', 'not signed in');
    const query = pageQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error);
    const answer: PlayerGames<MyGame> = {
      page: query.data.page,
      games: await gamesOf(account.user.id, query.data.page),
    };
    return answer;
  });

  app.get('/api/players/:name', async (request, reply) => {
    const { name } = nameParams.parse(request.params);
    const user = userNameProblem(name) ? undefined : await store.accounts.userByName(name);
    if (!user) return noPlayer(reply, name);
    const ratings = await store.ratings.ratingsOf(user.id);
    const answer: PlayerPage = {
      name: user.name,
      created: user.createdAt,
      ratings: ratings.map((r) => ({
        game: r.game,
        speed: r.speed as SpeedClassName,
        rating: Math.round(r.rating),
        rd: Math.round(r.rd),
        games: r.games,
        provisional: r.rd > PROVISIONAL_RD,
      })),
    };
    return answer;
  });

  app.get('/api/players/:name/games', async (request, reply) => {
    const { name } = nameParams.parse(request.params);
    const query = pageQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error);
    const user = userNameProblem(name) ? undefined : await store.accounts.userByName(name);
    if (!user) return noPlayer(reply, name);
    // Another player's list: the same games without the tokens.
    const list = (await gamesOf(user.id, query.data.page)).map(
      ({ token: _token, ...game }): PlayerGame => game,
    );
    const answer: PlayerGames = { page: query.data.page, games: list };
    return answer;
  });

  app.get('/api/leaderboard/:game', async (request, reply) => {
    const { game } = boardParams.parse(request.params);
    const known = registry.get(game);
    if (!known.ok) return refuse(reply, 404, 'unknown-game', known.error);
    const query = boardQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error);
    const rows = await store.ratings.leaderboard(
      known.value.id,
      query.data.speed,
      LEADERBOARD_MIN_GAMES,
      PROVISIONAL_RD,
      LEADERBOARD_SIZE,
    );
    const answer: Leaderboard = {
      game: known.value.id,
      speed: query.data.speed,
      players: rows.map((r) => ({
        name: r.name,
        rating: Math.round(r.rating),
        rd: Math.round(r.rd),
        games: r.games,
      })),
    };
    return answer;
  });
}
