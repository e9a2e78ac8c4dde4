/**
 * Request bodies that are not JSON sent as JSON: the answer says what was wrong (the content
 * type, the syntax, a key that would reach a prototype) and nothing is created or signed in.
 */
import { expect, it } from 'vitest';
import { suiteServer } from './testing/suite-server.js';

const server = suiteServer('sqlite');

/** A POST of `body` as it is, with `type` as its Content-Type (none when undefined). */
async function send(path: string, body: string, type: string | undefined) {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: type === undefined ? {} : { 'content-type': type },
    // A Blob without a type: fetch would give a string body text/plain.
    body: type === undefined ? new Blob([body]) : body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function gamesCreated(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^trigon_games_created_total (\d+)$/m.exec(text)![1]);
}

const GAME = JSON.stringify({ game: 'trigonal' });

it('refuses a body of another content type with 415, naming the type JSON needs', async () => {
  const before = await gamesCreated();
  // What fetch sends a string body as when the caller names no type.
  for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'])
    expect(await send('/api/games', GAME, type), type).toEqual({
      status: 415,
      body: {
        code: 'malformed',
        error: `a request body is JSON, sent with Content-Type: application/json, not ${type}`,
      },
    });
  expect(await send('/api/games', GAME, undefined)).toMatchObject({
    status: 415,
    body: {
      error:
        'a request body is JSON, sent with Content-Type: application/json; this one came without a Content-Type',
    },
  });
  expect(
    await send('/api/signin', JSON.stringify({ name: 'ann', password: 'secret123' }), 'text/plain'),
  ).toMatchObject({ status: 415, body: { code: 'malformed' } });
  expect(await gamesCreated()).toBe(before);
});

it('says what is wrong with a body sent as JSON that is not, or that names a prototype', async () => {
  const before = await gamesCreated();
  const json = 'application/json';
  expect(await send('/api/games', '{"game":', json)).toMatchObject({
    status: 400,
    body: { code: 'malformed', error: expect.stringMatching(/^the body is not JSON: \S/) },
  });
  expect(await send('/api/games', '', json)).toEqual({
    status: 400,
    body: {
      code: 'malformed',
      error: 'the body is empty, though its Content-Type says it is JSON',
    },
  });
  expect(await send('/api/games', '{"__proto__":{"public":true},"game":"trigonal"}', json)).toEqual(
    {
      status: 400,
      body: { code: 'malformed', error: 'the body\'s key "__proto__" is not taken' },
    },
  );
  expect(
    await send(
      '/api/games',
      '{"game":"trigonal","options":{"constructor":{"prototype":{}}}}',
      json,
    ),
  ).toEqual({
    status: 400,
    body: { code: 'malformed', error: 'the body\'s key "constructor" is not taken' },
  });
  expect(await gamesCreated()).toBe(before);
  // JSON as it should come, with or without a charset, is read as before.
  for (const type of [json, 'application/json; charset=utf-8'])
    expect((await send('/api/games', GAME, type)).status).toBe(201);
});

it('says how long a body may be when one is too long', async () => {
  const before = await gamesCreated();
  const long = JSON.stringify({ game: 'trigonal', options: { x: 'y'.repeat(20_000) } });
  expect(await send('/api/games', long, 'application/json')).toEqual({
    status: 413,
    body: { code: 'malformed', error: 'a request body has at most 16 KB (16384 bytes)' },
  });
  expect(await gamesCreated()).toBe(before);
});
