import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { games, type Outcome } from '@trigon/engine';
import { GameService, type Client, type ServerMessage } from './game/service.js';
import { LEFT, type GameState } from './game/state.js';
import {
  MAX_MESSAGE_BYTES,
  createGameSchema,
  joinGameSchema,
  readClientMessage,
} from './protocol.js';
import type { Store } from './store/types.js';
import type { Bus } from './game/bus.js';

export interface AppOptions {
  store: Store;
  bus?: Bus;
  /** The built web app to serve at /, if any. */
  appDir?: string;
  disconnectMs?: number;
  /** Messages a connection may send per second, on average, and in a burst. */
  rate?: { perSecond: number; burst: number };
  logger?: boolean;
}

/** The whole server: HTTP API, WebSocket protocol at /ws, and the web app. */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; service: GameService }> {
  const service = new GameService(options.store, {
    disconnectMs: options.disconnectMs,
    bus: options.bus,
  });
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 16 * 1024 });
  const rate = options.rate ?? { perSecond: 20, burst: 40 };

  app.post('/api/games', async (request, reply) => {
    const body = createGameSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: zodMessage(body.error) });
    const created = await service.create(body.data);
    if (!created.ok) return reply.code(400).send({ error: created.error, code: created.code });
    return reply.code(201).send(created.value);
  });

  app.get('/api/games', async (request) => {
    const limit = Math.min(100, Number((request.query as { limit?: string }).limit ?? 50) || 50);
    return { games: await options.store.openGames(limit) };
  });

  app.get('/api/games/:id', async (request, reply) => {
    const state = await service.get((request.params as { id: string }).id);
    if (!state) return reply.code(404).send({ error: 'no such game' });
    return describe(service, state);
  });

  app.get('/api/games/:id/record', async (request, reply) => {
    const state = await service.get((request.params as { id: string }).id);
    if (!state) return reply.code(404).send({ error: 'no such game' });
    return reply.type('text/plain; charset=utf-8').send(record(state));
  });

  app.post('/api/games/:id/join', async (request, reply) => {
    const body = joinGameSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: zodMessage(body.error) });
    const claimed = await service.claim((request.params as { id: string }).id, body.data.seat);
    if (!claimed.ok)
      return reply.code(claimed.code === 'not-found' ? 404 : 409).send({ error: claimed.error });
    return claimed.value;
  });

  app.get('/api/meta', async () => ({
    games: games.list().map((g) => ({ id: g.id, title: g.title, players: g.players })),
  }));

  if (options.appDir && existsSync(join(options.appDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.appDir,
      setHeaders: (res, path) => {
        // Cross-origin isolation lets the AI's worker share a stop flag with the page.
        res.header('Cross-Origin-Opener-Policy', 'same-origin');
        res.header('Cross-Origin-Embedder-Policy', 'require-corp');
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // Messages over 64 KiB close the connection; smaller ones over the limit get an error.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  app.server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== '/ws') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => connect(ws, service, rate));
  });
  app.addHook('onClose', async () => {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    await service.close();
  });
  return { app, service };
}

function zodMessage(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]!;
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/** One WebSocket connection: hello first, then commands for its game. */
function connect(
  ws: WebSocket,
  service: GameService,
  rate: { perSecond: number; burst: number },
): void {
  let gameId: string | null = null;
  let client: Client | null = null;
  let greeting = false;
  let tokens = rate.burst;
  let refilled = Date.now();
  const send = (message: ServerMessage) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };
  const refuse = (ref: number | null, code: string, message: string) =>
    send({ t: 'error', ref, code, message });

  ws.on('message', (data, isBinary) => {
    const now = Date.now();
    tokens = Math.min(rate.burst, tokens + ((now - refilled) / 1000) * rate.perSecond);
    refilled = now;
    if (tokens < 1)
      return refuse(null, 'rate-limit', `more than ${rate.perSecond} messages a second`);
    tokens -= 1;
    const size = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : (data as Buffer).length;
    if (isBinary) return refuse(null, 'malformed', 'messages are JSON text');
    if (size > MAX_MESSAGE_BYTES)
      return refuse(
        null,
        'too-large',
        `a message may have ${MAX_MESSAGE_BYTES} bytes, this one has ${size}`,
      );
    const parsed = readClientMessage(data.toString());
    if (!parsed.ok) return refuse(null, 'malformed', parsed.error);
    const message = parsed.value;
    const ref = 'ref' in message && message.ref !== undefined ? message.ref : null;
    if (message.t === 'ping') return send({ t: 'pong', ref, now });
    if (message.t === 'hello') {
      if (gameId !== null || greeting)
        return refuse(ref, 'repeated', 'this connection has said hello');
      greeting = true;
      const id = message.game;
      void service
        .attach(id, message.token, message.since, message.name, (seat) => ({ seat, send }))
        .then((attached) => {
          greeting = false;
          if (!attached.ok) return refuse(null, attached.code, attached.error);
          if (ws.readyState !== ws.OPEN) return service.detach(id, attached.value);
          gameId = id;
          client = attached.value;
        }, fatal);
      return;
    }
    if (gameId === null || client === null) return refuse(ref, 'no-game', 'say hello first');
    void service.command(gameId, client, message).then((done) => {
      if (done.ok) send({ t: 'ack', ref, seq: done.value });
      else refuse(ref, done.code, done.error);
    }, fatal);
  });
  const fatal = (error: unknown) => {
    console.error('connection:', error);
    refuse(null, 'server', 'the server failed; try again');
  };
  ws.on('close', () => {
    if (gameId !== null && client !== null) service.detach(gameId, client);
  });
  ws.on('error', () => ws.terminate());
}

/** A game for the HTTP API: facts, seats, moves, result. */
function describe(service: GameService, state: GameState) {
  return {
    ...service.info(state),
    status: state.status,
    seq: state.seq,
    names: state.names,
    openSeats: state.openSeats(),
    active: state.active(),
    joined: state.joined,
    moves: state.moves,
    clocks: state.clocks(Date.now()),
    result: state.result,
    rematch: state.rematch,
  };
}

function resultTag(result: Outcome, players: readonly string[]): string {
  const names = result.winners.map((w) => players[w]).join(' and ');
  if (result.winners.length === 0) return `draw (${result.reason})`;
  if (result.winners.length === 1) return `${names} won (${result.reason})`;
  return `${names} share a draw (${result.reason})`;
}

/** The game's record as text: tag lines, then the moves in the game's notation. */
function record(state: GameState): string {
  const replay = state.position.game.create(state.stored.options);
  // Moves numbered one by one; a player who left while the other two played on gets a comment
  // saying how, before its withdrawal move (`leave:<seat letter>`).
  const moves: string[] = [];
  for (const [i, text] of state.moves.entries()) {
    const move = replay.parseMove(text);
    if (!move.ok) break;
    const left = state.withdrawals.find((w) => w.ply === i);
    if (left) moves.push(`{${state.players[left.seat]} ${LEFT[left.reason]}}`);
    moves.push(`${i + 1}. ${replay.moveToText(move.value)}`);
    replay.play(move.value);
  }
  const players = state.players.map((p, i) => `[${p} "${state.names[i] ?? ''}"]`);
  const options = Object.entries(state.stored.options)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const result = state.result ? resultTag(state.result, state.players) : '*';
  return [
    `[Game "${state.stored.game}"]`,
    `[Options "${options}"]`,
    `[Id "${state.stored.id}"]`,
    `[Date "${new Date(state.stored.createdAt).toISOString()}"]`,
    ...players,
    `[Result "${result}"]`,
    '',
    moves.join(' '),
    '',
  ].join('\n');
}
