/**
 * Players in the HTTP API: a player's page (ratings), their games, the leaderboards, and the
 * signed-in player's own games with their seats' tokens (to come back to them on any device).
 * packages/server/README.md documents each route.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { games as registry } from '@trigon/engine';
import {
  LEADERBOARD_MIN_GAMES,
  SPEED_CLASSES,
  userNameProblem,
  type Leaderboard,
  type PlayerGame,
  type PlayerGames,
  type PlayerPage,
  type SpeedClassName,
  MAX_GAMES_PAGE,
} from '@trigon/protocol';
import { DELETED_PLAYER, type GameService } from '../game/service.js';
import type { AccountSeat } from '../store/accounts.js';
import type { Store } from '../store/types.js';
import { signedOutMessage, type Refuse } from '../accounts/routes.js';
import { PROVISIONAL_RD } from '../ratings/glicko2.js';
import { gameRecord, withAccountNames } from '../game/record.js';
import { inProgressOrder } from './order.js';
import { finishingPlaces } from '../ratings/game-end.js';

/** Games on one page of a list. */
export const PAGE_SIZE = 20;
/**
 * The games in progress a list orders (by whose turn it is) and shows: the newest this many.
 * Their states are read for every page that shows one, so the bound keeps a page cheap.
 */
export const MAX_IN_PROGRESS = 200;
/** The most records `GET /api/players/:name/records` gives: the newest finished games. */
export const MAX_RECORDS = 1000;
/** The most players a leaderboard lists. */
export const LEADERBOARD_SIZE = 100;

// Digits only, read as the lobby reads its numbers: a coerced number told nobody which
// parameter was wrong ('expected number, received NaN' for `page=abc`). A page given twice is
// refused before (http/repeated-query.ts).
const pageQuery = z.strictObject({
  page: z
    .string('page is a whole number')
    .regex(/^\d{1,9}$/, 'page is a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'page is at least 1')
        .max(MAX_GAMES_PAGE, `page is at most ${MAX_GAMES_PAGE}`),
    )
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

  /** One of the account's seats as its list shows it; undefined for a game no longer stored. */
  async function listed(seat: AccountSeat, now: number): Promise<MyGame | undefined> {
    const state = await games.get(seat.gameId);
    if (!state) return undefined;
    const accounts = await games.seatAccounts(state);
    const nameOf = (s: number) => accounts?.[s]?.name ?? state.names[s] ?? null;
    const turn = state.status === 'playing' ? state.position.turn : null;
    const others = state.playing.filter((s) => s !== seat.seat);
    const places = finishingPlaces(state);
    return {
      id: seat.gameId,
      game: state.stored.game,
      rated: state.stored.rated === true,
      createdAt: state.stored.createdAt,
      status: state.status,
      seat: seat.seat,
      turn,
      toMove: turn === seat.seat,
      opponents: others.map(nameOf),
      others: others.map((s) => ({
        seat: s,
        name: nameOf(s),
        account: !!accounts?.[s] && accounts[s]!.name !== DELETED_PLAYER,
      })),
      clock: state.stored.clock,
      clocks: state.status === 'playing' ? state.clocks(now) : null,
      result: state.result,
      place: places?.[state.playing.indexOf(seat.seat)] ?? null,
      calledOff: state.aborted !== null,
      token: seat.token,
    };
  }

  async function listedAll(seats: readonly AccountSeat[]): Promise<MyGame[]> {
    const now = Date.now();
    const list = await Promise.all(seats.map((seat) => listed(seat, now)));
    return list.filter((g): g is MyGame => g !== undefined);
  }

  /**
   * A page of the games of `userId`: those in progress first (the newest MAX_IN_PROGRESS, in
   * `inProgressOrder`), then the finished ones, newest first; and whether a next page has any.
   */
  async function gamesOf(userId: string, page: number): Promise<PlayerGames<MyGame>> {
    const start = (page - 1) * PAGE_SIZE;
    const active = await store.accounts.seatsOf(userId, false, MAX_IN_PROGRESS, 0);
    // One more than the page holds: whether there is a next page.
    const wanted = PAGE_SIZE + 1;
    const list =
      start < active.length
        ? inProgressOrder(await listedAll(active)).slice(start, start + wanted)
        : [];
    if (list.length < wanted) {
      const finished = await store.accounts.seatsOf(
        userId,
        true,
        wanted - list.length,
        Math.max(0, start - active.length),
      );
      list.push(...(await listedAll(finished)));
    }
    return { page, more: list.length > PAGE_SIZE, games: list.slice(0, PAGE_SIZE) };
  }

  app.get('/api/me/games', async (request, reply) => {
    const account = request.account;
    if (!account) return refuse(reply, 401, 'signed-out', signedOutMessage(request));
    const query = pageQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error);
    return gamesOf(account.user.id, query.data.page);
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
    const list = await gamesOf(user.id, query.data.page);
    const answer: PlayerGames = {
      ...list,
      games: list.games.map(({ token: _token, ...game }): PlayerGame => game),
    };
    return answer;
  });

  app.get('/api/players/:name/records', async (request, reply) => {
    const { name } = nameParams.parse(request.params);
    const user = userNameProblem(name) ? undefined : await store.accounts.userByName(name);
    if (!user) return noPlayer(reply, name);
    const seats = await store.accounts.seatsOf(user.id, true, MAX_RECORDS, 0);
    const records: string[] = [];
    // One game at a time: a thousand games read at once would hold them all in memory together.
    for (const seat of seats) {
      const state = await games.get(seat.gameId);
      if (!state) continue;
      withAccountNames(state, await games.seatAccounts(state));
      records.push(gameRecord(state).trimEnd() + '\n');
    }
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${user.name}-games.txt"`)
      .send(records.join('\n'));
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
