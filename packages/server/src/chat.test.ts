/**
 * A game's chat over real sockets: the players' and the spectators' channels kept apart, names
 * beside the lines, the text rules, the chat limit, and the latest lines in a welcome.
 */
import { expect, it } from 'vitest';
import {
  MAX_CHAT_LENGTH,
  type ChatLine,
  type ServerMessage,
  type CreatedGame,
} from '@trigon/protocol';
import { TestClient, post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const server = suiteServer('sqlite');

/** Connects to `game` with a hello naming the player; resolves with the welcome. */
async function join(game: string, token: string | undefined, name?: string) {
  const client = await server.connect();
  client.sendRaw(JSON.stringify({ t: 'hello', game, token, name }));
  const welcome = await client.next((m) => m.t === 'welcome');
  return { client, welcome: welcome as Extract<ServerMessage, { t: 'welcome' }> };
}

/** A game of two started, with White named Ann, Black unnamed, and two spectators. */
async function game() {
  const created = (await post<CreatedGame>(`${server.url}/api/games`, { game: 'trigonal' })).body;
  const white = (await join(created.id, created.token, 'Ann')).client;
  const black = (await join(created.id, created.invitations[0]!.token)).client;
  const watcher = (await join(created.id, undefined, 'Zed')).client;
  const other = (await join(created.id, undefined)).client;
  await white.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
  return { id: created.id, white, black, watcher, other };
}

const chatOf = (client: TestClient): ChatLine[] =>
  client.received.flatMap((m) => (m.t === 'chat' ? [m.line] : []));

/** Sends a chat line; resolves with the sender's copy of it, or the refusal. */
async function say(client: TestClient, channel: string, text: string) {
  const reply = client.next((m) => m.t === 'chat' || m.t === 'error');
  client.sendRaw(JSON.stringify({ t: 'chat', channel, text, ref: 9 }));
  return reply;
}

it("keeps the players' chat among the players and the spectators' among the spectators", async () => {
  const { white, black, watcher, other } = await game();
  expect(await say(white, 'players', 'good luck')).toMatchObject({
    t: 'chat',
    line: { channel: 'players', seat: 0, name: 'Ann', text: 'good luck' },
  });
  await black.next((m) => m.t === 'chat', 2000, true);
  expect(await say(black, 'players', 'you too')).toMatchObject({
    line: { seat: 1, name: 'Black', text: 'you too' },
  });
  expect(await say(watcher, 'spectators', 'nice opening')).toMatchObject({
    line: { channel: 'spectators', seat: null, name: 'Zed', text: 'nice opening' },
  });
  await other.next((m) => m.t === 'chat', 2000, true);
  expect(await say(other, 'spectators', 'indeed')).toMatchObject({
    line: { name: 'Spectator', text: 'indeed' },
  });
  await white.next((m) => m.t === 'chat' && m.line.text === 'you too', 2000, true);
  await watcher.next((m) => m.t === 'chat' && m.line.text === 'indeed', 2000, true);
  expect(chatOf(white).map((l) => l.text)).toEqual(['good luck', 'you too']);
  expect(chatOf(black).map((l) => l.text)).toEqual(['good luck', 'you too']);
  expect(chatOf(watcher).map((l) => l.text)).toEqual(['nice opening', 'indeed']);
  expect(chatOf(other).map((l) => l.text)).toEqual(['nice opening', 'indeed']);
});

it('refuses a line into the other chat, saying so, and tells nobody', async () => {
  const { white, black, watcher } = await game();
  expect(await say(watcher, 'players', 'play h5!')).toMatchObject({
    t: 'error',
    ref: 9,
    code: 'channel',
    message: "spectators write in the spectators' chat, not the players'",
  });
  expect(await say(white, 'spectators', 'hello')).toMatchObject({
    code: 'channel',
    message: "players write in the players' chat",
  });
  // A line after the refusals is the first anyone hears.
  await say(black, 'players', 'ready');
  await white.next((m) => m.t === 'chat', 2000, true);
  expect(chatOf(white).map((l) => l.text)).toEqual(['ready']);
  expect(chatOf(watcher)).toEqual([]);
});

it('refuses an empty line or a long one, strips control characters, keeps markup as text', async () => {
  const { white } = await game();
  for (const blank of [' \u0007\u200B ', '\u2060\u3164\u200E'])
    expect(await say(white, 'players', blank)).toMatchObject({
      code: 'malformed',
      message: "malformed message at 'text': a chat message needs some text",
    });
  expect(await say(white, 'players', 'x'.repeat(MAX_CHAT_LENGTH + 1))).toMatchObject({
    code: 'malformed',
    message: `malformed message at 'text': a chat message has at most ${MAX_CHAT_LENGTH} characters`,
  });
  expect(await say(white, 'players', 'x'.repeat(MAX_CHAT_LENGTH))).toMatchObject({ t: 'chat' });
  expect(await say(white, 'players', 'two\nlines\u0000 <b>bold</b>')).toMatchObject({
    line: { text: 'two lines <b>bold</b>' },
  });
  expect(await say(white, 'players', 42 as unknown as string)).toMatchObject({
    code: 'malformed',
  });
});

it('takes 5 chat lines in 10 s from a connection, then refuses with how long to wait', async () => {
  const { white, black } = await game();
  for (let i = 1; i <= 5; i++)
    expect(await say(white, 'players', `line ${i}`)).toMatchObject({ t: 'chat' });
  const refused = await say(white, 'players', 'line 6');
  expect(refused).toMatchObject({ t: 'error', code: 'rate-limit' });
  expect((refused as { message: string }).message).toMatch(
    /^at most 5 chat messages in 10 s: wait \d+ s$/,
  );
  // Moves are not held back by the chat limit, and the other player may still chat.
  expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
  expect(await say(black, 'players', 'slow down')).toMatchObject({ t: 'chat' });
  await white.next((m) => m.t === 'chat' && m.line.text === 'slow down', 2000, true);
  expect(chatOf(white).map((l) => l.text)).not.toContain('line 6');
});

it('gives the latest lines of its own chat in a welcome, and refuses chat before a hello', async () => {
  const { id, white, watcher } = await game();
  await say(white, 'players', 'first');
  await say(watcher, 'spectators', 'watching');
  const again = await join(id, undefined);
  expect(again.welcome.chat.map((l) => l.text)).toEqual(['watching']);
  const lonely = await server.connect();
  expect(await say(lonely, 'players', 'hi')).toMatchObject({ code: 'no-game' });
});
