/**
 * A WebSocket opened by a page of another site is refused before the upgrade, as every
 * state-changing HTTP request from another site is (403 `cross-site`): a connection moves,
 * resigns and chats, and a page elsewhere must not make its visitors' browsers do so (spam a
 * game's chat from each visitor's address, or spend that address's connections). Clients that
 * are not browsers send no Origin and connect as before.
 */
import { expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SERVER_ERRORS } from '@trigon/protocol';
import { suiteServer } from './testing/suite-server.js';

const server = suiteServer('sqlite');
const proxied = server.another({ trustedProxies: 1 });

/** Opens a WebSocket with `headers`; resolves when it opens, or with the refusal. */
function open(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number | null; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve({ status: null, body: null });
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      );
    });
    socket.once('error', reject);
  });
}

it("refuses a WebSocket from another site's page with 403 cross-site, and takes its own", async () => {
  const host = new URL(server.url).host;
  for (const origin of ['http://evil.example', 'null', `http://${new URL(server.url).hostname}:1`])
    expect(await open(server.ws, { origin }), origin).toEqual({
      status: 403,
      body: { code: 'cross-site', error: SERVER_ERRORS['cross-site'] },
    });
  expect(await open(server.ws, { origin: `http://${host}` })).toEqual({ status: null, body: null });
  expect(await open(server.ws, {})).toEqual({ status: null, body: null });
});

it('compares the Origin with the host a trusted proxy names', async () => {
  const headers = { 'x-forwarded-host': 'play.example', 'x-forwarded-for': '203.0.113.9' };
  expect(await open(proxied.ws, { ...headers, origin: 'https://play.example' })).toEqual({
    status: null,
    body: null,
  });
  expect(await open(proxied.ws, { ...headers, origin: 'https://evil.example' })).toMatchObject({
    status: 403,
  });
  // Without a trusted proxy, a client's own X-Forwarded-Host is not believed.
  expect(
    await open(server.ws, { 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' }),
  ).toMatchObject({ status: 403 });
});
