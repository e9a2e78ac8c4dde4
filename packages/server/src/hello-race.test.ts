/**
 * Commands sent right behind a hello, before its welcome (a page that reconnects and plays its
 * premove at once, or any client that does not wait): they are taken once the hello is, in
 * the order sent, not refused with "say hello first" while the hello is being stored.
 */
import { expect, it } from 'vitest';
import { MAX_HELD } from './http/sockets.js';
import { post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const server = suiteServer('sqlite');

async function created() {
  const answer = await post<{ id: string; token: string; invitations: { token: string }[] }>(
    `${server.url}/api/games`,
    { game: 'trigonal' },
  );
  return { id: answer.body.id, white: answer.body.token, black: answer.body.invitations[0]!.token };
}

it('takes the commands sent behind a hello that stores a join, in order', async () => {
  const game = await created();
  const white = (await server.join(game.id, game.white)).client;
  // Black's first hello stores its join (and the game's start): Black moves in the same breath.
  const black = await server.connect();
  const welcome = black.next((m) => m.t === 'welcome');
  black.sendRaw(JSON.stringify({ t: 'hello', game: game.id, token: game.black, since: 0 }));
  // A chat line is answered by the line itself, to the players.
  const line = white.next((m) => m.t === 'chat');
  black.sendRaw(JSON.stringify({ t: 'chat', channel: 'players', text: 'good luck' }));
  const early = black.command({ t: 'move', move: 'g10-g9' });
  expect(await welcome).toMatchObject({ t: 'welcome', seat: 1 });
  expect(await line).toMatchObject({ t: 'chat', line: { seat: 1, text: 'good luck' } });
  // Not Black's turn: refused for that, not for a missing hello.
  expect(await early).toMatchObject({ t: 'error', code: 'not-your-turn' });
  expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
  expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack' });
});

it('takes a move sent behind the hello of a second device of a seat, which renames it', async () => {
  const game = await created();
  const white = (await server.join(game.id, game.white)).client;
  const black = (await server.join(game.id, game.black)).client;
  await white.event(3);
  // White again, from a phone, under a new name (a join event is stored), moving at once.
  const phone = await server.connect();
  phone.sendRaw(
    JSON.stringify({ t: 'hello', game: game.id, token: game.white, since: 0, name: 'Ada' }),
  );
  expect(await phone.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
  const move = black.next((m) => m.t === 'event' && m.event.kind === 'move', 5000, true);
  expect(await move).toMatchObject({
    event: { kind: 'move', move: 'h4-h5' },
  });
});

it('refuses the commands behind a hello that is refused, as said before any hello', async () => {
  const game = await created();
  const stranger = await server.connect();
  const refusedHello = stranger.next((m) => m.t === 'error' && m.code === 'bad-token');
  stranger.sendRaw(JSON.stringify({ t: 'hello', game: game.id, token: 'x'.repeat(22), since: 0 }));
  const move = stranger.command({ t: 'move', move: 'h4-h5' });
  await refusedHello;
  expect(await move).toMatchObject({ t: 'error', code: 'no-game', message: 'say hello first' });
});

it('refuses the messages beyond the most held behind a hello, each with its ref', async () => {
  const game = await created();
  await server.join(game.id, game.white);
  const black = await server.connect();
  // Black's first hello stores its join: everything sent with it waits, up to MAX_HELD.
  black.sendRaw(JSON.stringify({ t: 'hello', game: game.id, token: game.black, since: 0 }));
  for (let ref = 1; ref <= MAX_HELD; ref++) black.sendRaw(JSON.stringify({ t: 'ping', ref }));
  black.sendRaw(JSON.stringify({ t: 'ping', ref: 101 }));
  black.sendRaw(JSON.stringify({ t: 'move', ref: 102 }));
  black.sendRaw(JSON.stringify({ t: 'ping' }));
  await expect.poll(() => black.received.filter((m) => m.t === 'pong').length).toBe(MAX_HELD);
  const refused = black.received.filter((m) => m.t === 'error');
  expect(refused.map((m) => m.t === 'error' && [m.code, m.ref])).toEqual([
    ['rate-limit', 101],
    ['rate-limit', 102],
    ['rate-limit', null],
  ]);
});
