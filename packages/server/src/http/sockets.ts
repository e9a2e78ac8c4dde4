/**
 * The WebSocket side of the server at /ws: the limits on who may connect and what a
 * connection may send, hello first, then commands for its game; and the graceful stop that
 * finishes the commands in flight and tells every client to reconnect.
 */
import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  MAX_MESSAGE_BYTES,
  SERVER_ERRORS,
  readClientMessage,
  type ClientMessage,
  type ServerErrorCode,
  type ServerMessage,
} from '@trigon/protocol';
import { heartbeat } from '../game/heartbeat.js';
import type { Client, GameService } from '../game/service.js';
import type { Metrics } from '../ops/metrics.js';
import { clientAddress, limitKey } from './address.js';
import { requestHost, sameOrigin } from './origin.js';
import { ConnectionCounter, WindowLimit } from './limits.js';
import { nothingAtText } from './not-found.js';

/** The close code that tells a client the server restarts: it reconnects at once. */
export const CLOSE_RESTART = 1012;
/** The close code for a connection that broke a rule (here: no hello in time). */
export const CLOSE_POLICY = 1008;

export interface SocketSettings {
  /** Messages a connection may send per second, on average, and in a burst. */
  readonly rate: { perSecond: number; burst: number };
  /** Open connections one address may hold. */
  readonly connectionsPerAddress: number;
  /** How long a new connection has to say hello before it is closed. */
  readonly helloMs: number;
  /** Reverse proxies in front of the server, whose X-Forwarded-For entries are believed. */
  readonly trustedProxies: number;
  /** How often each connection is pinged; one that misses a ping is closed (game/heartbeat). */
  readonly heartbeatMs: number;
}

/** Chat messages a connection may send, and in how long. */
export const CHAT_RATE = { messages: 5, windowMs: 10_000 };

/** The most messages a connection may send behind its hello before the hello is taken. */
export const MAX_HELD = 32;

export class Sockets {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly perAddress: ConnectionCounter;
  /** Hellos and commands taken but not yet answered: a stop waits for them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopping = false;
  private ids = 0;

  constructor(
    server: Server,
    private readonly service: GameService,
    private readonly settings: SocketSettings,
    private readonly metrics: Metrics,
    private readonly log: FastifyBaseLogger,
  ) {
    this.perAddress = new ConnectionCounter(settings.connectionsPerAddress);
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.upgrade(request, socket, head),
    );
  }

  /** Open WebSocket connections. */
  get open(): number {
    return this.wss.clients.size;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const address = clientAddress(
      request.socket.remoteAddress,
      request.headers['x-forwarded-for'],
      this.settings.trustedProxies,
    );
    // A client pointed at another address hears why, as a plain request there would, rather
    // than a connection cut without a word.
    const url = request.url ?? '/';
    if (url.split('?')[0] !== '/ws') {
      const message = nothingAtText(request.method, url);
      return this.reject(request, socket, address, 404, 'not-found', message);
    }
    if (this.stopping) return this.reject(request, socket, address, 503, 'stopping');
    // A page of another site must not play, or chat, from its visitors' browsers.
    const origin = request.headers.origin;
    if (
      origin !== undefined &&
      !sameOrigin(origin, requestHost(request.headers, this.settings.trustedProxies))
    )
      return this.reject(request, socket, address, 403, 'cross-site');
    const counted = limitKey(address);
    if (!this.perAddress.add(counted))
      return this.reject(request, socket, address, 429, 'too-many-connections');
    // Counted until the socket closes, however it ends (a failed handshake too).
    socket.once('close', () => this.perAddress.remove(counted));
    this.wss.handleUpgrade(request, socket, head, (ws) => this.connect(ws, socket, address));
  }

  /**
   * Refuses an upgrade with an HTTP answer, before any WebSocket exists, and writes its line in
   * the request log as Fastify does for the requests it answers (the path without its query).
   */
  private reject(
    request: IncomingMessage,
    socket: Duplex,
    address: string,
    status: 403 | 404 | 429 | 503,
    code: ServerErrorCode,
    message: string = SERVER_ERRORS[code],
  ): void {
    this.log.info(
      {
        reqId: randomBytes(6).toString('hex'),
        method: request.method,
        path: (request.url ?? '/').split('?')[0],
        status,
        ms: 0,
        address,
      },
      'request',
    );
    this.metrics.errors.inc({ code });
    const body = JSON.stringify({ error: message, code });
    const reason = STATUS_CODES[status]!;
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }

  private track<T>(work: Promise<T>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** One connection: hello first, then commands for its game. */
  private connect(ws: WebSocket, socket: Duplex, address: string): void {
    const log = this.log.child({ conn: `ws-${++this.ids}` });
    const opened = Date.now();
    const rate = this.settings.rate;
    let gameId: string | null = null;
    let client: Client | null = null;
    let greeting = false;
    let tokens = rate.burst;
    let refilled = opened;
    let messages = 0;
    const chatLimit = new WindowLimit(CHAT_RATE.messages, CHAT_RATE.windowMs);
    // What one turn of the event loop sends a connection (a move's event and its ack) leaves
    // in one write: the socket is corked at the first message and uncorked after the turn.
    let corked = false;
    const uncork = () => {
      corked = false;
      socket.uncork();
    };
    const send = (message: ServerMessage) => {
      if (ws.readyState !== ws.OPEN) return;
      if (!corked) {
        corked = true;
        socket.cork();
        process.nextTick(uncork);
      }
      ws.send(JSON.stringify(message));
    };
    const refuse = (ref: number | null, code: ServerErrorCode, message: string) => {
      this.metrics.errors.inc({ code });
      send({ t: 'error', ref, code, message });
    };
    // With the failed message's ref, so that the client knows which of its commands failed.
    const fatal = (ref: number | null) => (error: unknown) => {
      log.error({ err: error, game: gameId }, 'connection failed');
      refuse(ref, 'server', 'the server failed; try again');
    };
    // A connection must be following a game soon after it opens (or after a refused hello).
    const awaitHello = () =>
      setTimeout(() => {
        refuse(null, 'no-hello', `say hello within ${this.settings.helloMs} ms of connecting`);
        ws.close(CLOSE_POLICY, 'no hello');
      }, this.settings.helloMs);
    let silent = awaitHello();
    heartbeat(ws, this.settings.heartbeatMs);

    // What arrives while a hello is being taken (its join stored) waits for it, in order: a
    // client may send a command right behind its hello, before the welcome.
    const held: [RawData, boolean][] = [];
    const release = () => {
      for (const [data, isBinary] of held.splice(0)) onMessage(data, isBinary);
    };
    const onMessage = (data: RawData, isBinary: boolean): void => {
      if (greeting) {
        if (held.length >= MAX_HELD)
          return refuse(
            heldRef(data, isBinary),
            'rate-limit',
            `at most ${MAX_HELD} messages before the welcome`,
          );
        held.push([data, isBinary]);
        return;
      }
      messages++;
      const now = Date.now();
      tokens = Math.min(rate.burst, tokens + ((now - refilled) / 1000) * rate.perSecond);
      refilled = now;
      if (tokens < 1)
        return refuse(
          heldRef(data, isBinary),
          'rate-limit',
          `more than ${rate.perSecond} messages a second`,
        );
      tokens -= 1;
      const size = byteSize(data);
      if (isBinary) return refuse(null, 'malformed', 'messages are JSON text');
      if (size > MAX_MESSAGE_BYTES)
        return refuse(
          null,
          'too-large',
          `a message may have ${MAX_MESSAGE_BYTES} bytes, this one has ${size}`,
        );
      const parsed = readClientMessage(data.toString());
      if (!parsed.ok) return refuse(parsed.ref, 'malformed', parsed.error);
      const message = parsed.value;
      this.metrics.commands.inc({ command: message.t });
      const ref = refOf(message);
      if (message.t === 'ping') return send({ t: 'pong', ref, now });
      if (this.stopping) return refuse(ref, 'stopping', 'the server is stopping; reconnect');
      if (message.t === 'hello') {
        if (gameId !== null || greeting)
          return refuse(ref, 'repeated', 'this connection has said hello');
        greeting = true;
        clearTimeout(silent);
        const id = message.game;
        this.track(
          this.service
            .attach(id, message.token, message.since, message.name, (seat) => ({
              seat,
              name: message.name ?? undefined,
              send,
            }))
            .then(
              (attached) => {
                greeting = false;
                if (!attached.ok) {
                  silent = awaitHello();
                  refuse(null, attached.code, attached.error);
                  return release();
                }
                if (ws.readyState !== ws.OPEN) return this.service.detach(id, attached.value);
                gameId = id;
                client = attached.value;
                release();
              },
              (error: unknown) => {
                greeting = false;
                fatal(ref)(error);
                release();
              },
            ),
        );
        return;
      }
      if (gameId === null || client === null) return refuse(ref, 'no-game', 'say hello first');
      if (message.t === 'chat') {
        if (!chatLimit.take(now))
          return refuse(
            ref,
            'rate-limit',
            `at most ${CHAT_RATE.messages} chat messages in ${CHAT_RATE.windowMs / 1000} s: ` +
              `wait ${chatLimit.retryAfter(now)} s`,
          );
        const said = this.service.chat(gameId, client, message);
        if (!said.ok) refuse(ref, said.code, said.error);
        return;
      }
      this.track(
        this.service.command(gameId, client, message).then((done) => {
          if (done.ok) send({ t: 'ack', ref, seq: done.value });
          else refuse(ref, done.code, done.error);
        }, fatal(ref)),
      );
    };
    ws.on('message', onMessage);
    ws.on('close', (code) => {
      clearTimeout(silent);
      if (gameId !== null && client !== null) this.service.detach(gameId, client);
      log.info(
        {
          address,
          game: gameId,
          seat: client?.seat ?? null,
          messages,
          code,
          ms: Date.now() - opened,
        },
        'connection closed',
      );
    });
    ws.on('error', () => ws.terminate());
  }

  /**
   * Stops taking connections and commands, waits for the commands in flight to be stored and
   * answered, then closes every connection with 1012 (service restart), so that clients
   * reconnect (behind a proxy, to another process). Gives up waiting after `withinMs`.
   */
  async stop(withinMs: number): Promise<void> {
    this.stopping = true;
    const deadline = Date.now() + withinMs;
    const left = () => Math.max(0, deadline - Date.now());
    while (this.inFlight.size > 0 && left() > 0) {
      await Promise.race([Promise.allSettled([...this.inFlight]), sleep(left())]);
    }
    const closed = [...this.wss.clients].map(
      (ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())),
    );
    for (const ws of this.wss.clients) ws.close(CLOSE_RESTART, 'service restart');
    await Promise.race([Promise.all(closed), sleep(Math.min(1000, left()))]);
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function byteSize(data: RawData): number {
  return Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).length;
}

function refOf(message: ClientMessage): number | null {
  return 'ref' in message && message.ref !== undefined ? message.ref : null;
}

/**
 * The `ref` of a message refused before its turn (one too many behind a hello), so that the
 * client knows which was refused: read as the message would have been, null when it has no
 * usable one (binary, too large, not JSON, or without an integer ref).
 */
function heldRef(data: RawData, isBinary: boolean): number | null {
  if (isBinary || byteSize(data) > MAX_MESSAGE_BYTES) return null;
  const read = readClientMessage(data.toString());
  return read.ok ? refOf(read.value) : read.ref;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
