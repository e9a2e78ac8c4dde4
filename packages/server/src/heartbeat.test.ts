/**
 * Connections are heartbeated: a client whose socket stops reading while its TCP connection
 * stays up misses the WebSocket ping, is closed, and its seat counts as away (and, in play,
 * is lost after DISCONNECT_MS). A client that reads keeps its seat.
 */
import { expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const HEARTBEAT_MS = 200;
const server = suiteServer('sqlite', { disconnectMs: 600, heartbeatMs: HEARTBEAT_MS });

async function join(game: string, token?: string) {
  return (await server.join(game, token)).client;
}

it('closes a connection that stops answering pings, and its seat is away, then lost', async () => {
  const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
    `${server.url}/api/games`,
    { game: 'trigonal' },
  );
  const id = created.body.id;
  const white = await join(id, created.body.token);
  const black = await join(id, created.body.invitations[0]!.token);
  await white.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
  await white.next((m) => m.t === 'presence' && m.connected.every(Boolean), 5000, true);
  // Both move first: a player gone before its first move has the game aborted, not lost.
  expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
  expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack' });
  const stoppedAt = Date.now();
  // Black's socket stops reading: TCP stays up, nothing answers the server's pings.
  black.socket.pause();
  const away = await white.next(
    (m) => m.t === 'presence' && m.connected[0] === true && m.connected[1] === false,
    3000,
  );
  expect(away).toBeDefined();
  // Detected within two intervals (plus slack for a busy machine), not DISCONNECT_MS or never.
  expect(Date.now() - stoppedAt).toBeLessThan(2 * HEARTBEAT_MS + 1000);
  const end = await white.next((m) => m.t === 'event' && m.event.kind === 'abandon', 3000);
  expect(end).toMatchObject({ event: { kind: 'abandon', seat: 1 } });
  // White, whose client reads, kept her connection through all those pings.
  expect(white.socket.readyState).toBe(WebSocket.OPEN);
  // A paused socket would not hear its own close.
  black.socket.terminate();
}, 15_000);

it('keeps a reading client connected over many intervals', async () => {
  const created = await post<{ id: string; token: string }>(`${server.url}/api/games`, {
    game: 'trigonal',
  });
  const white = await join(created.body.id, created.body.token);
  let pings = 0;
  white.socket.on('ping', () => pings++);
  await new Promise((r) => setTimeout(r, 6 * HEARTBEAT_MS));
  expect(pings).toBeGreaterThanOrEqual(4);
  expect(white.socket.readyState).toBe(WebSocket.OPEN);
  white.sendRaw(JSON.stringify({ t: 'ping', ref: 7 }));
  expect(await white.next((m) => m.t === 'pong')).toMatchObject({ ref: 7 });
});
