/**
 * `npm run loadtest`: a server process on loopback, 500 games of Trigonal Chess played at once
 * by 1,000 WebSocket clients making random legal moves. Prints moves per second, the median
 * and 99th-percentile move round trip (send to acknowledgement) and the server's memory, and
 * checks that no move was lost or duplicated. Bounded: each game plays at most PLIES moves,
 * and the whole run stops after LIMIT_S seconds.
 *
 *   GAMES=500 PLIES=40 THINK_MS=250 LIMIT_S=60 npm run loadtest
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { games as registry, type Position } from '@trigon/engine';
import type { ServerMessage } from './game/service.js';

const GAMES = Number(process.env.GAMES ?? 500);
const PLIES = Number(process.env.PLIES ?? 40);
const LIMIT_S = Number(process.env.LIMIT_S ?? 60);
/** Each player's mean thinking time before a move (uniform in 0..2×), ms; 0 plays at once. */
const THINK_MS = Number(process.env.THINK_MS ?? 250);

interface Player {
  game: string;
  seat: number;
  socket: WebSocket;
  position: Position;
  /** Event numbers received, to find gaps and repeats. */
  seqs: number[];
  /** Send time of the move awaiting its ack, by ref. */
  pending: Map<number, number>;
  ref: number;
  /** Moves this player had acknowledged, with their event numbers. */
  acked: { seq: number; move: string }[];
  started: boolean;
}

const rtts: number[] = [];
let firstSend = Infinity;
let lastAck = 0;
let stopping = false;
/** Players wait until every client is connected, so that moves are timed in steady play. */
let go = false;
let welcomed = 0;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trigon-load-'));
  const mainJs = fileURLToPath(new URL('./main.js', import.meta.url));
  const server = spawn(process.execPath, [mainJs], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, APP_DIR: dataDir },
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
  const hardStop = setTimeout(
    () => {
      console.error(`stopped after ${LIMIT_S + 30} s`);
      server.kill('SIGKILL');
      process.exit(1);
    },
    (LIMIT_S + 30) * 1000,
  );
  try {
    await run(url, server.pid!);
  } finally {
    clearTimeout(hardStop);
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function run(url: string, serverPid: number): Promise<void> {
  const definition = registry.get('trigonal');
  if (!definition.ok) throw new Error(definition.error);
  const ws = url.replace('http', 'ws') + '/ws';
  console.log(
    `${GAMES} games, ${GAMES * 2} clients, up to ${PLIES} moves a game, thinking ${THINK_MS} ms a move on average, ${url}`,
  );

  const created = await Promise.all(
    Array.from({ length: GAMES }, async () => {
      const response = await fetch(`${url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'trigonal' }),
      });
      return (await response.json()) as {
        id: string;
        token: string;
        invitations: { token: string }[];
      };
    }),
  );
  const players: Player[] = [];
  const byGame = new Map<string, Player[]>();
  await Promise.all(
    created.map(async (game) => {
      const pair = await Promise.all(
        [game.token, game.invitations[0]!.token].map((token, seat) =>
          connect(ws, game.id, seat, token, definition.value.create()),
        ),
      );
      byGame.set(game.id, pair);
      players.push(...pair);
    }),
  );
  // Every client connected and every game started: the first players move.
  const started = performance.now();
  while (welcomed < players.length || players.some((p) => !p.started)) {
    if (performance.now() - started > LIMIT_S * 1000)
      throw new Error('clients did not all connect');
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 200));
  go = true;
  for (const player of players) next(player);
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      const done = [...byGame.values()].every((pair) => finished(pair[0]!));
      if (done || performance.now() - started > LIMIT_S * 1000) {
        clearInterval(check);
        resolve();
      }
    }, 100);
  });
  stopping = true;
  const seconds = (lastAck - firstSend) / 1000;
  await new Promise((r) => setTimeout(r, 500));

  // Every acknowledged move is in the stored game, once, at its place; every client saw
  // every event once and in order.
  let lost = 0;
  let duplicated = 0;
  let gaps = 0;
  for (const [id, pair] of byGame) {
    const stored = (await (await fetch(`${url}/api/games/${id}`)).json()) as {
      moves: string[];
      seq: number;
    };
    const acked = pair.flatMap((p) => p.acked).sort((a, b) => a.seq - b.seq);
    if (acked.length !== stored.moves.length) lost += Math.abs(acked.length - stored.moves.length);
    acked.forEach((a, i) => {
      if (stored.moves[i] !== a.move) lost++;
    });
    if (new Set(acked.map((a) => a.seq)).size !== acked.length) duplicated++;
    for (const p of pair) {
      if (new Set(p.seqs).size !== p.seqs.length) duplicated++;
      if (p.seqs.some((s, i) => s !== i + 1)) gaps++;
    }
  }
  for (const p of players) p.socket.close();
  const moves = rtts.length;
  rtts.sort((a, b) => a - b);
  const at = (q: number) => rtts[Math.min(rtts.length - 1, Math.floor(q * rtts.length))] ?? NaN;
  console.log(
    `moves: ${moves} in ${seconds.toFixed(1)} s = ${(moves / seconds).toFixed(0)} moves/s`,
  );
  console.log(
    `round trip: median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${rtts.at(-1)?.toFixed(1)} ms`,
  );
  console.log(`server memory: ${serverMemory(serverPid)}; CPU: ${cpuSeconds(serverPid)}`);
  console.log(`this process (the clients) CPU: ${(process.cpuUsage().user / 1e6).toFixed(1)} s`);
  console.log(`lost moves: ${lost}, duplicated: ${duplicated}, clients with gaps: ${gaps}`);
  if (lost + duplicated + gaps > 0) {
    console.error('FAILED: moves were lost or duplicated');
    process.exitCode = 1;
  } else console.log('OK: no move lost or duplicated');
}

function finished(player: Player): boolean {
  return player.position.outcome() !== undefined || player.position.history().length >= PLIES;
}

function connect(
  ws: string,
  game: string,
  seat: number,
  token: string,
  position: Position,
): Promise<Player> {
  const socket = new WebSocket(ws);
  const player: Player = {
    game,
    seat,
    socket,
    position,
    seqs: [],
    pending: new Map(),
    ref: 0,
    acked: [],
    started: false,
  };
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    if (message.t === 'welcome') {
      welcomed++;
      for (const e of message.events) take(player, e.seq, e.event);
    } else if (message.t === 'event') {
      take(player, message.seq, message.event);
    } else if (message.t === 'ack') {
      const sent = player.pending.get(message.ref!);
      if (sent !== undefined) {
        lastAck = performance.now();
        rtts.push(lastAck - sent);
        player.pending.delete(message.ref!);
      }
    } else if (message.t === 'error') {
      console.error(`game ${game} seat ${seat}: ${message.code}: ${message.message}`);
    }
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.send(JSON.stringify({ t: 'hello', game, token }));
      resolve(player);
    });
    socket.once('error', reject);
  });
}

/** Applies an event; plays when it is this player's turn. */
function take(
  player: Player,
  seq: number,
  event: { kind: string; move?: string; seat?: number },
): void {
  player.seqs.push(seq);
  if (event.kind === 'move') {
    const move = player.position.parseMove(event.move!);
    if (!move.ok) throw new Error(`client cannot read ${event.move}: ${move.error}`);
    player.position.play(move.value);
    if (event.seat === player.seat) player.acked.push({ seq, move: event.move! });
  }
  if (event.kind === 'start') player.started = true;
  if (event.kind === 'move' || event.kind === 'start') next(player);
}

/** Plays (after thinking) when it is this player's turn. */
function next(player: Player): void {
  if (!go || stopping || finished(player) || player.position.turn !== player.seat) return;
  if (THINK_MS > 0) setTimeout(() => play(player), Math.random() * 2 * THINK_MS);
  else play(player);
}

function play(player: Player): void {
  if (stopping) return;
  const legal = player.position.legalMoves();
  const move = legal[Math.floor(Math.random() * legal.length)]!;
  const ref = ++player.ref;
  const now = performance.now();
  firstSend = Math.min(firstSend, now);
  player.pending.set(ref, now);
  player.socket.send(JSON.stringify({ t: 'move', move: player.position.moveToCoord(move), ref }));
}

/** CPU time (user + system) the server has used, from /proc (clock ticks of 10 ms). */
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
  console.error(error);
  process.exit(1);
});
