/**
 * A seat's command sent through the game server's WebSocket from a page of the server's origin
 * (so that the test needs no WebSocket client of its own): hello with the seat's token, the
 * command, and its ack. Quicker and surer than clicking, where the test is not about the board.
 */
import type { Page } from 'playwright-core';

/**
 * `command` (none: the hello alone, which joins the seat: a game starts once every seat has
 * joined) as the seat of `token`.
 */
export async function sendCommand(
  page: Page,
  game: string,
  token: string,
  command?: Record<string, unknown>,
): Promise<void> {
  const refused = await page.evaluate(
    ({ game, token, command }) =>
      new Promise<string | null>((resolve) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
        const done = (answer: string | null) => {
          clearTimeout(timer);
          ws.close();
          resolve(answer);
        };
        const timer = setTimeout(() => done('no answer within 10 s'), 10_000);
        ws.onopen = () => ws.send(JSON.stringify({ t: 'hello', game, token }));
        ws.onmessage = (m: MessageEvent<string>) => {
          const message = JSON.parse(m.data) as {
            t: string;
            ref?: number;
            code?: string;
            message?: string;
          };
          // A move waits for the game's start (every seat joined) to be stored: one that
          // overtakes it is refused with `not-started`, and is sent again a moment later.
          const early = message.t === 'error' && message.code === 'not-started';
          if (message.t === 'welcome' && !command) done(null);
          else if (message.t === 'welcome' || early)
            setTimeout(() => ws.send(JSON.stringify({ ...command, ref: 1 })), 50);
          else if (message.t === 'ack' && message.ref === 1) done(null);
          else if (message.t === 'error') done(message.message ?? 'refused');
        };
      }),
    { game, token, command },
  );
  if (refused !== null) throw new Error(`${JSON.stringify(command)} in ${game}: ${refused}`);
}
