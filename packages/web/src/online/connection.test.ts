/** The connection's reconnecting: promptly when the server restarts, backing off otherwise. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Connection } from './connection.js';

/** Enough of a browser WebSocket to see when the connection opens one. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readonly sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.onclose?.({ code: 1005 });
  }
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', { protocol: 'http:', host: 'play.example' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Drops the newest socket with `code` and says how long until the next one opened. */
function dropAndTime(code: number): number {
  const count = FakeSocket.made.length;
  FakeSocket.made.at(-1)!.onclose!({ code });
  let waited = 0;
  while (FakeSocket.made.length === count && waited < 60_000) {
    vi.advanceTimersByTime(10);
    waited += 10;
  }
  return waited;
}

it('reconnects within half a second on 1012 (service restart), however long it backed off', () => {
  const connection = new Connection('abc', undefined, () => {});
  // The game in the address, for a proxy that sends a game's players to one process.
  expect(FakeSocket.made[0]!.url).toBe('ws://play.example/ws?game=abc');
  expect(dropAndTime(1006)).toBe(500);
  expect(dropAndTime(1006)).toBe(1000);
  expect(dropAndTime(1006)).toBe(2000);
  expect(dropAndTime(1012)).toBeLessThanOrEqual(500);
  // And the backoff starts again from its shortest.
  expect(dropAndTime(1006)).toBe(500);
  connection.close();
});
