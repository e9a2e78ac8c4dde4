import type { WebSocket } from 'ws';

/** How often the server pings each connection (ms); one that misses a ping is closed. */
export const HEARTBEAT_MS = 15_000;

/**
 * Pings the connection every `intervalMs` at the WebSocket level (browsers and `ws` answer by
 * themselves, so clients need no code for it). A connection that has not answered by the next
 * ping is closed: a client that stopped reading, while its TCP connection stays up, would
 * otherwise hold its seat (and its presence) for ever. Closing it detaches it from its game,
 * so its seat counts as away. A dead connection is found within two intervals.
 */
export function heartbeat(ws: WebSocket, intervalMs: number): void {
  let answered = true;
  ws.on('pong', () => (answered = true));
  const timer = setInterval(() => {
    if (!answered) {
      ws.terminate();
      return;
    }
    answered = false;
    ws.ping();
  }, intervalMs);
  timer.unref();
  ws.once('close', () => clearInterval(timer));
}
