import { randomBytes } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCookie from '@fastify/cookie';
import { existsSync } from 'node:fs';
import { maxHeaderSize } from 'node:http';
import { join } from 'node:path';
import { games } from '@trigon/engine';
import {
  createGameSchema,
  gameParamsSchema,
  joinGameSchema,
  takeInvitationSchema,
  REMATCH_EVENTS,
  type ErrorAnswer,
  type GameSummary,
  type Meta,
  type RatingChange,
  type SeatAccount,
  type ServerErrorCode,
  type StoredEvent,
  type TakenInvitation,
} from '@trigon/protocol';
import { GameService } from './game/service.js';
import { gameRecord, withAccountNames } from './game/record.js';
import type { GameState } from './game/state.js';
import type { Store } from './store/types.js';
import { loggerOption, type LogSettings } from './ops/log.js';
import type { Bus } from './game/bus.js';
import { HEARTBEAT_MS } from './game/heartbeat.js';
import { DEFAULT_EXPIRY, Expiry, type ExpirySettings } from './store/expiry.js';
import { limitKey } from './http/address.js';
import { LocalBudgets, type Budgets } from './http/budgets.js';
import type { RateSpec } from './http/limits.js';
import { securityHeaders } from './http/security-headers.js';
import { Sockets } from './http/sockets.js';
import { BODY_LIMIT, bodyRefusal, jsonBodies } from './http/json-body.js';
import { oneOfEachParameter } from './http/repeated-query.js';
import { notFoundHandler, nothingAt } from './http/not-found.js';
import { Metrics } from './ops/metrics.js';
import { healthRoutes, type Check } from './ops/health.js';
import { accountRoutes, DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './accounts/routes.js';
import { rateGame } from './ratings/game-end.js';
import { playerRoutes } from './players/routes.js';
import { lobbyRoutes } from './lobby/routes.js';
import { outOfRange } from './lobby/range.js';
import { ratingRoutes } from './ratings/routes.js';

/** What one address may do; packages/server/README.md documents the defaults. */
export interface Limits extends AccountLimits {
  /** Open WebSocket connections one address may hold. */
  readonly connectionsPerAddress: number;
  /** How long a new WebSocket connection has to say hello. */
  readonly helloMs: number;
  /** Games one address may create (`POST /api/games`). */
  readonly createGames: RateSpec;
}

export const DEFAULT_LIMITS: Limits = {
  connectionsPerAddress: 32,
  helloMs: 5000,
  createGames: { perMinute: 10, burst: 20 },
  ...DEFAULT_ACCOUNT_LIMITS,
};

/** How long a graceful stop may take, from the signal to the last connection closed. */
export const DEFAULT_STOP_MS = 10_000;

export interface AppOptions {
  store: Store;
  bus?: Bus;
  /** The built web app to serve at /, if any. */
  appDir?: string;
  disconnectMs?: number;
  /** How long a player must be away before the others may claim the game; see GameService. */
  claimMs?: number;
  /** How long a seat may take over its first move (real-time clocks) before the game is aborted. */
  firstMoveMs?: number;
  /** How long an untimed game in play nobody is connected to stays in memory; see GameService. */
  idleMs?: number;
  /** How often each WebSocket is pinged (game/heartbeat.ts); HEARTBEAT_MS by default. */
  heartbeatMs?: number;
  /** How long another process's presence stands without news from it; see GameService. */
  presenceTtlMs?: number;
  /** Messages a connection may send per second, on average, and in a burst. */
  rate?: { perSecond: number; burst: number };
  limits?: Partial<Limits>;
  /** Where the limits' budgets are kept: shared through Redis (game/bus.ts), or this process's. */
  budgets?: Budgets;
  /** Reverse proxies in front of the server: how many X-Forwarded-For entries to believe. */
  trustedProxies?: number;
  /** When games that never started are deleted; `false`: never (a store shared by tests). */
  expiry?: ExpirySettings | false;
  /** Readiness checks besides the store's and Redis's, by name: SQLite's disk (ops/disk.ts). */
  readiness?: Readonly<Record<string, Check>>;
  /** The log: off when false or left out (tests), JSON lines otherwise. */
  logger?: boolean | LogSettings;
  stopMs?: number;
  /**
   * The operator's token (OPERATOR_TOKEN, http/operator.ts), which reads the list of repeated
   * pairings; without one, nobody reads it.
   */
  operatorToken?: string;
}

/** The whole server: HTTP API, WebSocket protocol at /ws, health, metrics and the web app. */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; service: GameService }> {
  const given = options.limits ?? {};
  const limits: Limits = {
    connectionsPerAddress: given.connectionsPerAddress ?? DEFAULT_LIMITS.connectionsPerAddress,
    helloMs: given.helloMs ?? DEFAULT_LIMITS.helloMs,
    createGames: given.createGames ?? DEFAULT_LIMITS.createGames,
    signIns: given.signIns ?? DEFAULT_LIMITS.signIns,
    signInsPerAccount: given.signInsPerAccount ?? DEFAULT_LIMITS.signInsPerAccount,
    signUps: given.signUps ?? DEFAULT_LIMITS.signUps,
  };
  const trustedProxies = options.trustedProxies ?? 0;
  const app = Fastify({
    logger: loggerOption(options.logger),
    // One line per request, written when it is answered (below), not two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomBytes(6).toString('hex'),
    // The same reading of X-Forwarded-For as the WebSocket limits' (http/address.ts).
    trustProxy: (_address: string, hop: number) => hop < trustedProxies,
    bodyLimit: BODY_LIMIT,
    // Every id or name in a path reaches its route, which answers a long one as it answers any
    // unknown one (404 `not-found`), instead of the router turning it away at 100 characters;
    // no route has a pattern whose matching grows with the length, and a request line cannot
    // be longer than Node's header limit anyway.
    routerOptions: { maxParamLength: maxHeaderSize },
    // A path that is not percent-encoded UTF-8 (`/%E0%A4%A`) is refused before any route, in
    // the API's shape rather than Fastify's own body.
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_BAD_URL'
        ? refuse(reply, 400, 'malformed', 'the path is not valid percent-encoded UTF-8')
        : refuse(reply, 500, 'server', 'the server failed; try again'),
  });
  let sockets: Sockets | null = null;
  let service: GameService | null = null;
  const metrics = new Metrics({
    connections: () => sockets?.open ?? 0,
    gamesInPlay: () => service?.inPlay() ?? 0,
  });
  const store = metrics.timed(options.store);
  // The error's message and code only: the error object carries the connection with it.
  options.store.onConnectionLost?.((error) =>
    app.log.warn(
      { reason: error.message, code: (error as { code?: unknown }).code },
      'database connection lost',
    ),
  );
  service = new GameService(store, {
    disconnectMs: options.disconnectMs,
    claimMs: options.claimMs,
    firstMoveMs: options.firstMoveMs,
    idleMs: options.idleMs,
    bus: options.bus,
    presenceTtlMs: options.presenceTtlMs,
    onStored: (state, event) => {
      observe(app, metrics, state, event);
      if (
        state.stored.rated &&
        state.status === 'finished' &&
        !REMATCH_EVENTS.has(event.event.kind)
      )
        void rate(state.copy());
    },
    onError: (error) => app.log.error({ err: error }, 'game service failed'),
  });
  const games = service;
  const budgets: Budgets = options.budgets ?? new LocalBudgets();
  budgets.onFallback?.(() => metrics.budgetFallbacks.inc());
  const creations = budgets.budget('games', limits.createGames);

  /** Rates a finished rated game once (ratings/game-end.ts); a failure is logged, and retried at the next start. */
  async function rate(state: GameState): Promise<void> {
    try {
      if (await rateGame(store.ratings, state, Date.now()))
        app.log.info({ game: state.stored.id }, 'game rated');
    } catch (error) {
      app.log.error({ err: error, game: state.stored.id }, 'rating failed');
    }
  }
  // Games whose end was stored but whose rating was not (a crash between the two). A failure
  // here does not stop the start: the next start tries again.
  try {
    for (const id of await store.ratings.unrated()) {
      const state = await games.get(id);
      if (state) await rate(state);
    }
  } catch (error) {
    app.log.error({ err: error }, 'rating the games ended before the start failed');
  }

  const refuse = (reply: FastifyReply, status: number, code: ServerErrorCode, error: string) => {
    metrics.errors.inc({ code });
    return reply.code(status).send(refusal(code, error));
  };
  const malformed = (
    reply: FastifyReply,
    error: { issues: { path: PropertyKey[]; message: string }[] },
  ) => refuse(reply, 400, 'malformed', firstIssue(error));
  const noGame = (reply: FastifyReply) => refuse(reply, 404, 'not-found', 'no such game');

  app.addHook('onResponse', (request, reply, done) => {
    // The path without its query: nothing a client put there reaches the log.
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        address: request.ip,
      },
      'request',
    );
    done();
  });

  // Whatever fails inside, the client hears the code and a plain sentence, never the cause.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // Only the web app's file server throws a 403, for a path that climbs out of its folder or
    // holds a NUL byte (`/%2e%2e/etc/passwd`): nothing is there, as at any unknown path.
    if (status === 403) return nothingAt(request, reply, refuse);
    const body = bodyRefusal(error, request);
    if (body) return refuse(reply, body.status, 'malformed', body.message);
    if (status >= 400 && status < 500) return refuse(reply, status, 'malformed', error.message);
    request.log.error({ err: error }, 'request failed');
    return refuse(reply, 500, 'server', 'the server failed; try again');
  });

  notFoundHandler(app, refuse);
  jsonBodies(app);
  oneOfEachParameter(app, refuse);
  // The API's answers hold the moment's state, some of them one account's (its session's CSRF
  // token, its games): no browser cache or proxy may keep one to serve again.
  app.addHook('onSend', async (request, reply) => {
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });
  await app.register(fastifyCookie);
  accountRoutes(app, store.accounts, limits, budgets, refuse, malformed, async (userId) => {
    try {
      await withdrawRatedSeeks(store, games, userId);
    } catch (error) {
      // The account is gone all the same; a seek left behind expires with the others.
      app.log.error({ err: error }, 'withdrawing the seeks of a deleted account failed');
    }
  });

  playerRoutes(app, store, games, refuse);
  lobbyRoutes(app, store, refuse, malformed);
  ratingRoutes(app, store, refuse, options.operatorToken);

  app.post('/api/games', async (request, reply) => {
    const body = createGameSchema.safeParse(request.body ?? {});
    if (!body.success) return malformed(reply, body.error);
    const account = request.account?.user;
    if (body.data.rated && !account)
      return refuse(
        reply,
        401,
        'sign-in-required',
        'a rated game needs a signed-in player: sign in first',
      );
    if (body.data.rated && !body.data.public)
      return refuse(
        reply,
        400,
        'rated-private',
        'a rated game is public: its seats go to signed-in players who join it from the lobby',
      );
    if (body.data.ratingRange && !body.data.rated)
      return refuse(
        reply,
        400,
        'range-casual',
        'a rating range is for a rated game: a casual game takes anyone (ask for rated: true)',
      );
    // The budget counts games created: a request refused above, or by the service below, uses none.
    const creator = limitKey(request.ip);
    const wait = await creations.take(creator);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return refuse(
        reply,
        429,
        'rate-limit',
        `one address may create ${limits.createGames.perMinute} games a minute; try again in ${wait} s`,
      );
    }
    const created = await games
      .create(body.data, null, account?.id)
      .catch(async (error: unknown) => {
        await creations.giveBack(creator);
        throw error;
      });
    if (!created.ok) {
      await creations.giveBack(creator);
      return refuse(reply, 400, created.code, created.error);
    }
    if (account)
      await store.accounts.addSeat({
        gameId: created.value.id,
        seat: created.value.seat,
        userId: account.id,
        token: created.value.token,
        createdAt: Date.now(),
      });
    return reply.code(201).send(created.value);
  });

  app.get('/api/games/:id', async (request, reply) => {
    const params = gameParamsSchema.safeParse(request.params);
    if (!params.success) return noGame(reply);
    const state = await games.get(params.data.id);
    if (!state) return noGame(reply);
    return describe(
      games,
      state,
      await games.seatAccounts(state),
      await games.ratingChanges(state),
    );
  });

  app.get('/api/games/:id/record', async (request, reply) => {
    const params = gameParamsSchema.safeParse(request.params);
    if (!params.success) return noGame(reply);
    const state = await games.get(params.data.id);
    if (!state) return noGame(reply);
    withAccountNames(state, await games.seatAccounts(state));
    return reply.type('text/plain; charset=utf-8').send(gameRecord(state));
  });

  app.post('/api/games/:id/join', async (request, reply) => {
    const params = gameParamsSchema.safeParse(request.params);
    if (!params.success) return noGame(reply);
    const body = joinGameSchema.safeParse(request.body ?? {});
    if (!body.success) return malformed(reply, body.error);
    const account = request.account?.user;
    if (account) {
      // A seek's rating range: the joiner's rating as it stands now, before the claim.
      const state = await games.get(params.data.id);
      const seeking = state && state.status !== 'finished' && !state.userIds.includes(account.id);
      const why = seeking && (await outOfRange(store, state.stored, account.id));
      if (why) return refuse(reply, 409, 'out-of-range', why);
    }
    const claimed = await games.claim(params.data.id, body.data.seat, account?.id);
    if (!claimed.ok) return refuse(reply, claimStatus(claimed.code), claimed.code, claimed.error);
    if (account)
      await store.accounts.addSeat({
        gameId: params.data.id,
        seat: claimed.value.seat,
        userId: account.id,
        token: claimed.value.token,
        createdAt: Date.now(),
      });
    return claimed.value;
  });

  // An invitation link's seat, for the signed-in player who opens it: the account holds it, as
  // a join from the lobby gives it (the link's token plays the seat with or without this).
  app.post('/api/games/:id/invitation', async (request, reply) => {
    const params = gameParamsSchema.safeParse(request.params);
    if (!params.success) return noGame(reply);
    const body = takeInvitationSchema.safeParse(request.body ?? {});
    if (!body.success) return malformed(reply, body.error);
    const account = request.account?.user;
    if (!account)
      return refuse(reply, 401, 'signed-out', 'not signed in: the seat plays by its link alone');
    const taken = await games.takeInvitation(params.data.id, body.data.token, account.id);
    if (!taken.ok) return refuse(reply, claimStatus(taken.code), taken.code, taken.error);
    if (taken.value.stored)
      await store.accounts.addSeat({
        gameId: params.data.id,
        seat: taken.value.seat,
        userId: account.id,
        token: body.data.token,
        createdAt: Date.now(),
      });
    return { seat: taken.value.seat } satisfies TakenInvitation;
  });

  app.get('/api/meta', async (): Promise<Meta> => ({
    games: gamesList(),
  }));

  const checks: Record<string, Check> = { store: () => store.ping(), ...options.readiness };
  const bus = options.bus;
  bus?.onConnection?.((lost) =>
    lost
      ? app.log.warn({ reason: lost.message }, 'redis connection lost')
      : app.log.info('redis connection back'),
  );
  if (bus?.ping) checks.redis = () => bus.ping!();
  healthRoutes(app, checks, () => sockets?.isStopping ?? false);

  app.get('/metrics', async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );

  await securityHeaders(app, options.appDir);
  if (options.appDir && existsSync(join(options.appDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.appDir,
      setHeaders: (res, path) => {
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  sockets = new Sockets(
    app.server,
    games,
    {
      rate: options.rate ?? { perSecond: 20, burst: 40 },
      connectionsPerAddress: limits.connectionsPerAddress,
      helloMs: limits.helloMs,
      trustedProxies,
      heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
    },
    metrics,
    app.log,
  );
  const open = sockets;

  const expiry =
    options.expiry === false
      ? null
      : new Expiry(
          store,
          options.expiry ?? DEFAULT_EXPIRY,
          (count) => {
            metrics.gamesExpired.inc(count);
            app.log.info({ expired: count }, 'games expired');
          },
          (error) => app.log.error({ err: error }, 'expiry failed'),
        );
  await expiry?.start();

  const stopMs = options.stopMs ?? DEFAULT_STOP_MS;
  // Before the HTTP server stops listening: WebSockets would keep it open.
  app.addHook('preClose', async () => {
    await open.stop(stopMs);
  });
  app.addHook('onClose', async () => {
    await expiry?.stop();
    await games.close();
    metrics.registry.clear();
  });
  return { app, service: games };
}

/** Cancels the rated games waiting for players in which the (deleted) account holds a seat. */
async function withdrawRatedSeeks(store: Store, games: GameService, userId: string) {
  const PAGE = 200;
  // A cancelled game is finished and leaves the list: the offset counts only those that stay.
  for (let offset = 0; ;) {
    const seats = await store.accounts.seatsOf(userId, false, PAGE, offset);
    for (const seat of seats) if (!(await games.cancelRatedSeek(seat.gameId, seat.seat))) offset++;
    if (seats.length < PAGE) return;
  }
}

function gamesList(): Meta['games'] {
  return games.list().map((g) => ({ id: g.id, title: g.title, players: g.players }));
}

/** Logs a game's start and end, and counts its moves. */
function observe(app: FastifyInstance, metrics: Metrics, state: GameState, event: StoredEvent) {
  const kind = event.event.kind;
  const game = state.stored.id;
  if (kind === 'move') metrics.moves.inc();
  if (kind === 'start') app.log.info({ game, rules: state.stored.game }, 'game started');
  else if (state.status === 'finished' && !REMATCH_EVENTS.has(kind))
    app.log.info(
      { game, rules: state.stored.game, result: state.result, moves: state.moves.length },
      'game ended',
    );
}

function refusal(code: ServerErrorCode, error: string): ErrorAnswer {
  return { error, code };
}

/** What a schema refused: the first issue, and where. */
function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return where + issue.message;
}

/** How a refused claim answers over HTTP. */
function claimStatus(code: ServerErrorCode): number {
  if (code === 'not-found') return 404;
  if (code === 'bad-seat') return 400;
  if (code === 'sign-in-required') return 401;
  return 409;
}

/** A game for the HTTP API: facts, seats, moves, result. */
function describe(
  service: GameService,
  state: GameState,
  accounts?: (SeatAccount | null)[],
  ratingChanges?: (RatingChange | null)[],
): GameSummary {
  withAccountNames(state, accounts);
  return {
    ...service.info(state),
    ...(accounts ? { accounts } : {}),
    ...(ratingChanges ? { ratingChanges } : {}),
    status: state.status,
    seq: state.seq,
    names: state.names,
    openSeats: state.openSeats(),
    active: state.active(),
    turn: state.status === 'playing' ? state.position.turn : null,
    joined: state.joined,
    moves: state.moves,
    clocks: state.clocks(Date.now()),
    result: state.result,
    rematch: state.rematch,
  };
}
