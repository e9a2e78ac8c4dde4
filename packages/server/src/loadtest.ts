/**
 * `npm run loadtest`: server processes on loopback and WebSocket clients playing random legal
 * moves in games of a two-player game. Prints moves per second, the median and 99th-percentile
 * move round trip (send to acknowledgement), the servers' memory and CPU, and checks that no
 * move was lost or duplicated. Bounded in moves and time.
 *
 *   npm run loadtest -- [--store sqlite|postgres] [--processes N] [--rate M --seconds S]
 *                       [--games G] [--game <id>]
 *
 * --store     where the games are stored: SQLite in a temporary folder (default), or PostgreSQL
 *             at DATABASE_URL (default the tests' database, scripts/services.sh)
 * --processes server processes; more than one run behind nginx (scripts/cluster.sh) and share
 *             the games through the store and Redis at REDIS_URL (default 127.0.0.1:6379)
 * --rate      open loop: moves a second, sent on a schedule whatever the answers, from the
 *             players whose turn it is, for --seconds (default 20); a finished game is replaced
 *             by a new one; the figures leave out the first 2 s (a fifth of a shorter run).
 *             Without it the closed loop: GAMES games of PLIES moves, each player thinking
 *             THINK_MS on average, up to LIMIT_S seconds.
 * --games     games played at once (default rate/10 with --rate, else GAMES, 500)
 * --game      the engine's id of a game with two playing seats; by default the first such game
 *             of the registry.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import {
  games as registry,
  playingSeats,
  type GameDefinition,
  type Position,
} from '@trigon/engine';
import type { CreatedGame, GameSummary, ServerMessage } from '@trigon/protocol';
import { startCluster, type Cluster } from './cluster.js';

const DEFAULT_DATABASE_URL = 'postgres://trigon:trigon@127.0.0.1:5432/trigon_test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** The open loop's first seconds, left out of its figures. */
const WARMUP_MS = 2000;

interface Settings {
  definition: GameDefinition;
  store: 'sqlite' | 'postgres';
  processes: number;
  /** Moves a second (open loop), or undefined for the closed loop with thinking players. */
  rate: number | undefined;
  seconds: number;
  games: number;
  plies: number;
  thinkMs: number;
}

const USAGE = `usage: npm run loadtest -- [--store sqlite|postgres] [--processes N] [--rate M --seconds S] [--games G] [--game <id>]
(packages/server/README.md, "Load test", says what each does)
`;

/** A bad argument: said with the usage, exit status 2. */
class UsageError extends Error {}

/** The settings from the arguments; undefined when --help asked for the usage (printed). */
function settings(): Settings | undefined {
  // A negative number after an option is its value ('--rate -5'), for the option's own check
  // to refuse: parseArgs would call it ambiguous, a flag perhaps.
  const args = process.argv.slice(2).reduce<string[]>((joined, arg) => {
    if (/^-\d/.test(arg) && /^--[^=]+$/.test(joined.at(-1) ?? ''))
      joined.push(`${joined.pop()}=${arg}`);
    else joined.push(arg);
    return joined;
  }, []);
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        game: { type: 'string', multiple: true },
        store: { type: 'string', multiple: true },
        processes: { type: 'string', multiple: true },
        rate: { type: 'string', multiple: true },
        seconds: { type: 'string', multiple: true },
        games: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.values.help) {
    process.stdout.write(USAGE);
    return undefined;
  }
  // Each option once: given twice, one of the two was a slip.
  const values: Partial<
    Record<'game' | 'store' | 'processes' | 'rate' | 'seconds' | 'games', string>
  > = {};
  for (const [name, given] of Object.entries(parsed.values)) {
    if (!Array.isArray(given)) continue;
    if (given.length > 1)
      throw new UsageError(`--${name} is given ${given.length} times ('${given.join("', '")}')`);
    values[name as keyof typeof values] = given[0];
  }
  const store = values.store ?? 'sqlite';
  if (store !== 'sqlite' && store !== 'postgres')
    throw new UsageError(`--store ${store}: sqlite or postgres`);
  /** A whole number from 1 to `max`, given as `source` (a flag or a variable). */
  const whole = (source: string, text: string, max: number) => {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > max)
      throw new UsageError(`${source} ${text}: a whole number from 1 to ${max}`);
    return n;
  };
  const count = (name: string, text: string, max: number) => whole(`--${name}`, text, max);
  // The older settings by variable: checked as the flags are (Number('abc') would be NaN).
  const variable = (name: string, fallback: number, max: number) => {
    const text = process.env[name];
    return text === undefined || text === '' ? fallback : whole(name, text, max);
  };
  const processes = count('processes', values.processes ?? '1', 8);
  const rate = values.rate === undefined ? undefined : count('rate', values.rate, 50_000);
  const seconds =
    values.seconds !== undefined
      ? count('seconds', values.seconds, 600)
      : rate !== undefined
        ? 20
        : variable('LIMIT_S', 60, 600);
  const games =
    values.games !== undefined
      ? count('games', values.games, 5000)
      : rate !== undefined
        ? Math.max(10, Math.ceil(rate / 10))
        : variable('GAMES', 500, 5000);
  return {
    definition: chosenGame(values.game),
    store,
    processes,
    rate,
    seconds,
    games,
    plies: variable('PLIES', rate !== undefined ? 200 : 40, 10_000),
    thinkMs: variable('THINK_MS', 250, 60_000),
  };
}

/** The game to play: `--game <id>`, or the registry's first game with two playing seats. */
function chosenGame(id: string | undefined): GameDefinition {
  const twoSeated = (game: GameDefinition) => playingSeats(game).length === 2;
  if (id === undefined) {
    const first = registry.list().find(twoSeated);
    if (!first) throw new Error('the registry has no game with two playing seats');
    return first;
  }
  const named = registry.get(id);
  if (!named.ok) throw new UsageError(`--game: ${named.error}`);
  if (!twoSeated(named.value))
    throw new UsageError(`--game ${id}: the load test plays games with two playing seats`);
  return named.value;
}

interface Game {
  id: string;
  /** One position for both players (they are in this process): each move is played once. */
  position: Position;
  /** The last event applied to the position. */
  applied: number;
  players: Player[];
  /** Moves acknowledged to their players, with their event numbers. */
  acked: { seq: number; move: string }[];
  over: boolean;
}

interface Player {
  game: Game;
  seat: number;
  socket: WebSocket;
  /** Event numbers received, to find gaps and repeats. */
  seqs: number[];
  /** The move awaiting its ack and when it was sent, by ref. */
  pending: Map<number, { sent: number; move: string }>;
  ref: number;
}

/** The server processes and where clients reach them. */
interface Servers {
  url: string;
  pids: number[];
  description: string;
  stop(): Promise<void>;
}

/** Each acknowledged move: when it was sent and its round trip, ms. */
const rtts: { sent: number; rtt: number }[] = [];
let firstSend = Infinity;
let lastAck = 0;
let stopping = false;
let go = false;
/** Players whose turn it is, in the order their turn came. */
const ready: Player[] = [];
const allGames: Game[] = [];
/** The servers' HTTP and WebSocket addresses. */
let serverUrl = '';
let wsUrl = '';

async function main(): Promise<void> {
  const s = settings();
  if (s === undefined) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'trigon-load-'));
  // Every client comes from loopback: the per-address limits would stop the load test.
  const env: Record<string, string> = {
    APP_DIR: 'none',
    MAX_CONNECTIONS_PER_ADDRESS: String(s.games * 8),
    GAMES_PER_MINUTE: '1000000',
    GAMES_BURST: '1000000',
    LOG_LEVEL: 'warn',
    ...(s.store === 'postgres'
      ? { DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL }
      : { DATA_DIR: dataDir }),
  };
  const servers = await start(s, env);
  const limitS = s.seconds + 60;
  const hardStop = setTimeout(() => {
    console.error(`stopped after ${limitS} s`);
    void servers.stop().then(() => process.exit(1));
  }, limitS * 1000);
  try {
    await run(s, servers);
  } finally {
    clearTimeout(hardStop);
    await servers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function start(s: Settings, env: Record<string, string>): Promise<Servers> {
  if (s.processes > 1) {
    const cluster: Cluster = await startCluster(s.processes, {
      ...env,
      REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    });
    return {
      url: cluster.url,
      pids: cluster.processes.map((p) => p.pid),
      description: `${s.processes} processes behind nginx`,
      stop: () => cluster.stop(),
    };
  }
  const mainJs = fileURLToPath(new URL('./main.js', import.meta.url));
  const server: ChildProcess = spawn(process.execPath, [mainJs], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /served on (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return {
    url,
    pids: [server.pid!],
    description: 'one process',
    stop: async () => {
      server.kill('SIGKILL');
    },
  };
}

async function run(s: Settings, servers: Servers): Promise<void> {
  const { url } = servers;
  serverUrl = url;
  wsUrl = url.replace('http', 'ws') + '/ws';
  const mode =
    s.rate !== undefined
      ? `open loop at ${s.rate} moves/s for ${s.seconds} s`
      : `closed loop, up to ${s.plies} moves a game, thinking ${s.thinkMs} ms a move on average`;
  console.log(
    `${s.store}, ${servers.description} (${url}); ${s.games} games of ${s.definition.id} at once, ${s.games * 2} clients; ${mode}`,
  );
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  await inBatches(s.games, () => startGame(s));
  // Every client connected and every game started: the first players move.
  const started = performance.now();
  while (ready.length < s.games) {
    if (performance.now() - started > 60_000) throw new Error('the games did not all start');
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 200));
  go = true;
  const window = { from: performance.now(), to: 0 };
  if (s.rate !== undefined) await schedule(s, s.rate);
  else {
    for (const player of ready.splice(0)) think(s, player);
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (allGames.every((g) => g.over) || performance.now() - started > s.seconds * 1000) {
          clearInterval(check);
          resolve();
        }
      }, 100);
    });
  }
  stopping = true;
  window.to = performance.now();
  // The moves in flight get their answers.
  const waitUntil = performance.now() + 10_000;
  while (allGames.some((g) => g.players.some((p) => p.pending.size > 0))) {
    if (performance.now() > waitUntil) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 500));
  const unanswered = allGames.reduce(
    (n, g) => n + g.players.reduce((m, p) => m + p.pending.size, 0),
    0,
  );
  const loadAfter = loadavg();

  // Every acknowledged move is in the stored game, once, at its place; every client saw
  // every event once and in order.
  let lost = 0;
  let duplicated = 0;
  let gaps = 0;
  let leftInPlay = 0;
  const refusals: string[] = [];
  await inBatches(allGames.length, async (i) => {
    const game = allGames[i]!;
    const stored = (await (await fetch(`${url}/api/games/${game.id}`)).json()) as GameSummary;
    const acked = [...game.acked].sort((a, b) => a.seq - b.seq);
    if (acked.length !== stored.moves.length) lost += Math.abs(acked.length - stored.moves.length);
    acked.forEach((a, j) => {
      if (stored.moves[j] !== a.move) lost++;
    });
    if (new Set(acked.map((a) => a.seq)).size !== acked.length) duplicated++;
    for (const p of game.players) {
      if (new Set(p.seqs).size !== p.seqs.length) duplicated++;
      if (p.seqs.some((seq, j) => seq !== j + 1)) gaps++;
    }
    // Games left in play would be loaded by every later start on this store: they end here,
    // aborted while a player has not moved (a resignation is refused then), else resigned.
    // The load test takes nothing back, so every player has moved once each has played a move.
    if (stored.status === 'playing') {
      const refusal = await end(
        game.players[0]!,
        stored.moves.length < game.players.length ? 'abort' : 'resign',
      );
      // What the store holds after the answer: a game the server said it ended but did not, or
      // one it refused to end, is left in play.
      const after = (await (await fetch(`${url}/api/games/${game.id}`)).json()) as GameSummary;
      if (after.status === 'playing') {
        leftInPlay++;
        if (refusal !== undefined && !refusals.includes(refusal)) refusals.push(refusal);
      }
    }
    for (const p of game.players) p.socket.close();
  });
  // The open loop's figures leave out its first seconds (a cold start: compiling, the first
  // moves of every game at once); the closed loop's cover the whole run.
  const warmupMs = s.rate !== undefined ? Math.min(WARMUP_MS, (s.seconds * 1000) / 5) : 0;
  const measured = rtts
    .filter((r) => r.sent >= window.from + warmupMs)
    .map((r) => r.rtt)
    .sort((a, b) => a - b);
  const moves = measured.length;
  const seconds =
    s.rate !== undefined
      ? (window.to - window.from - warmupMs) / 1000
      : (lastAck - firstSend) / 1000;
  const at = (q: number) =>
    measured[Math.min(measured.length - 1, Math.floor(q * measured.length))] ?? NaN;
  console.log(
    `moves: ${moves} in ${seconds.toFixed(1)} s = ${(moves / seconds).toFixed(0)} moves/s` +
      (s.rate !== undefined ? ` (target ${s.rate}, after ${warmupMs / 1000} s of warm-up)` : '') +
      `, in ${allGames.length} games`,
  );
  console.log(
    `round trip: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${measured.at(-1)?.toFixed(1)} ms`,
  );
  for (const pid of servers.pids)
    console.log(`server ${pid}: ${serverMemory(pid)}; CPU: ${cpuSeconds(pid)}`);
  console.log(`this process (the clients) CPU: ${(process.cpuUsage().user / 1e6).toFixed(1)} s`);
  console.log(`load average after: ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  console.log(
    `lost moves: ${lost}, duplicated: ${duplicated}, clients with gaps: ${gaps}, unanswered: ${unanswered}`,
  );
  if (leftInPlay > 0) {
    console.log(
      `games not ended at the end: ${leftInPlay}` +
        (refusals.length > 0 ? ` (refused: ${refusals.join('; ')})` : ''),
    );
  }
  if (lost + duplicated + gaps + unanswered > 0) {
    console.error('FAILED: moves were lost, duplicated or not answered');
    process.exitCode = 1;
  } else if (leftInPlay > 0) {
    console.error('FAILED: games were left in play in the store');
    process.exitCode = 1;
  } else console.log('OK: no move lost or duplicated');
}

/** Runs `task(0…n-1)`, 50 at a time. */
async function inBatches(n: number, task: (i: number) => Promise<void>): Promise<void> {
  for (let from = 0; from < n; from += 50) {
    await Promise.all(Array.from({ length: Math.min(50, n - from) }, (_, k) => task(from + k)));
  }
}

/**
 * Open loop: by time t, rate×t moves have been sent, each by a player whose turn it is. When
 * none is ready the schedule falls behind; it catches up at most 50 ms of moves at once.
 */
async function schedule(s: Settings, rate: number): Promise<void> {
  const begin = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - begin;
      if (elapsed >= s.seconds * 1000) {
        clearInterval(tick);
        resolve();
        return;
      }
      const due = Math.floor((rate * elapsed) / 1000);
      sent = Math.max(sent, due - Math.ceil(rate / 20));
      while (sent < due && ready.length > 0) {
        play(ready.shift()!);
        sent++;
      }
    }, 1);
  });
}

async function startGame(s: Settings): Promise<void> {
  const response = await fetch(`${serverUrl}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: s.definition.id }),
  });
  if (response.status !== 201) throw new Error(`POST /api/games: ${await response.text()}`);
  const created = (await response.json()) as CreatedGame;
  const game: Game = {
    id: created.id,
    position: s.definition.create(),
    applied: 0,
    players: [],
    acked: [],
    over: false,
  };
  allGames.push(game);
  const tokens = [created.token, created.invitations[0]!.token];
  const connections = tokens.map((token, seat) => connect(s, game, seat, token));
  game.players = connections.map((c) => c.player);
  await Promise.all(connections.map((c) => c.open));
}

/** A player's connection, known at once (events may name it before it is open). */
function connect(
  s: Settings,
  game: Game,
  seat: number,
  token: string,
): { player: Player; open: Promise<void> } {
  // As the web app does: the game in the address lets a proxy send a game's players to one process.
  const socket = new WebSocket(`${wsUrl}?game=${encodeURIComponent(game.id)}`);
  const player: Player = { game, seat, socket, seqs: [], pending: new Map(), ref: 0 };
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    if (message.t === 'welcome') {
      for (const e of message.events) take(s, player, e.seq, e.event);
    } else if (message.t === 'event') {
      take(s, player, message.seq, message.event);
    } else if (message.t === 'ack') {
      const sent = player.pending.get(message.ref!);
      if (sent !== undefined) {
        lastAck = performance.now();
        rtts.push({ sent: sent.sent, rtt: lastAck - sent.sent });
        player.pending.delete(message.ref!);
        game.acked.push({ seq: message.seq, move: sent.move });
      }
    } else if (message.t === 'error') {
      console.error(`game ${game.id} seat ${seat}: ${message.code}: ${message.message}`);
    }
  });
  const open = new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      socket.send(JSON.stringify({ t: 'hello', game: game.id, token }));
      resolve();
    });
    socket.once('error', reject);
  });
  return { player, open };
}

/** An event as one player hears it; the first of the two to hear it plays it on the board. */
function take(
  s: Settings,
  player: Player,
  seq: number,
  event: { kind: string; move?: string },
): void {
  player.seqs.push(seq);
  const game = player.game;
  if (seq <= game.applied) return;
  game.applied = seq;
  if (event.kind === 'move') {
    const move = game.position.parseMove(event.move!);
    if (!move.ok) throw new Error(`client cannot read ${event.move}: ${move.error}`);
    game.position.play(move.value);
  }
  if (event.kind !== 'move' && event.kind !== 'start') return;
  if (game.position.outcome() !== undefined || game.position.history().length >= s.plies) {
    game.over = true;
    // The open loop keeps its number of games.
    if (s.rate !== undefined && go && !stopping)
      startGame(s).catch((error: unknown) => console.error(error));
    return;
  }
  const mover = game.players.find((p) => p.seat === game.position.turn);
  if (!mover) throw new Error(`game ${game.id}: nobody to move`);
  if (s.rate !== undefined || !go) ready.push(mover);
  else think(s, mover);
}

/** Closed loop: plays after thinking. */
function think(s: Settings, player: Player): void {
  if (s.thinkMs > 0) setTimeout(() => play(player), Math.random() * 2 * s.thinkMs);
  else play(player);
}

function play(player: Player): void {
  if (stopping) return;
  const position = player.game.position;
  const legal = position.legalMoves();
  const move = position.moveToCoord(legal[Math.floor(Math.random() * legal.length)]!);
  const ref = ++player.ref;
  const now = performance.now();
  firstSend = Math.min(firstSend, now);
  player.pending.set(ref, { sent: now, move });
  player.socket.send(JSON.stringify({ t: 'move', move, ref }));
}

/**
 * Ends `player`'s game by `command`; resolves on its answer: undefined when taken, the error's
 * code and message when refused.
 */
function end(player: Player, command: 'abort' | 'resign'): Promise<string | undefined> {
  return new Promise((resolve) => {
    const ref = ++player.ref;
    const done = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if ((message.t === 'ack' || message.t === 'error') && message.ref === ref) {
        player.socket.off('message', done);
        resolve(
          message.t === 'error' ? `${command}: ${message.code} ${message.message}` : undefined,
        );
      }
    };
    player.socket.on('message', done);
    player.socket.send(JSON.stringify({ t: command, ref }));
  });
}

/** CPU time (user + system) a process has used, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): string {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return `${((Number(fields[11]) + Number(fields[12])) / 100).toFixed(1)} s`;
  } catch {
    return 'unknown';
  }
}

function serverMemory(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status);
    const peak = /VmHWM:\s+(\d+) kB/.exec(status);
    return `${(Number(rss![1]) / 1024).toFixed(0)} MiB resident (peak ${(Number(peak![1]) / 1024).toFixed(0)} MiB)`;
  } catch {
    return 'unknown (no /proc)';
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`loadtest: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? `loadtest: ${error.message}` : error);
  process.exit(1);
});
