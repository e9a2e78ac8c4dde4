/**
 * The list of repeated pairings (`GET /api/rated/repeats`) names players the server suspects of
 * farming rating points: it is the operator's, read with OPERATOR_TOKEN as a bearer token, and
 * refused to everyone else (401 `operator-only`), the token never reaching the log.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RatedRepeats } from '@trigon/protocol';
import { suiteServer } from './testing/suite-server.js';

const TOKEN = randomBytes(24).toString('base64url');

async function repeats(url: string, authorization?: string) {
  const response = await fetch(`${url}/api/rated/repeats`, {
    headers: authorization === undefined ? {} : { authorization },
  });
  return {
    status: response.status,
    challenge: response.headers.get('www-authenticate'),
    body: (await response.json()) as unknown,
  };
}

describe('without OPERATOR_TOKEN', () => {
  const server = suiteServer('sqlite');

  it('refuses the list to everyone, saying the operator must set OPERATOR_TOKEN', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`, 'Bearer ', 'Bearer undefined'])
      expect(await repeats(server.url, authorization), authorization).toEqual({
        status: 401,
        challenge: 'Bearer realm="operator"',
        body: {
          code: 'operator-only',
          error:
            'the list of repeated pairings is for the operator: set OPERATOR_TOKEN on the server to read it',
        },
      });
  });
});

describe('with OPERATOR_TOKEN', () => {
  const lines: string[] = [];
  const server = suiteServer('sqlite', {
    operatorToken: TOKEN,
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });
  const refused = {
    status: 401,
    challenge: 'Bearer realm="operator"',
    body: {
      code: 'operator-only',
      error:
        'the list of repeated pairings is for the operator: send OPERATOR_TOKEN as Authorization: Bearer …',
    },
  };
  // A token one character off at its end: refused as any other, saying nothing of how close.
  const last = TOKEN.at(-1) === 'A' ? 'B' : 'A';
  const near = TOKEN.slice(0, -1) + last;

  it('answers the list to a request with the token as a bearer token', async () => {
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const answer = await repeats(server.url, authorization);
      expect(answer.status, authorization).toBe(200);
      expect(answer.body).toMatchObject({ windowMs: 86_400_000, allowed: 3, pairs: [] });
      expect((answer.body as RatedRepeats).since).toBeGreaterThan(0);
    }
  });

  it('refuses a request without the token, with a wrong one or in another scheme, alike', async () => {
    const cases = [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${near}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN} ${TOKEN}`,
      TOKEN,
      `Token ${TOKEN}`,
      `Basic ${Buffer.from(`operator:${TOKEN}`).toString('base64')}`,
    ];
    for (const authorization of cases)
      expect(await repeats(server.url, authorization), authorization).toEqual(refused);
    // HEAD, which Fastify answers for every GET route, is refused alike.
    const head = await fetch(`${server.url}/api/rated/repeats`, { method: 'HEAD' });
    expect(head.status).toBe(401);
  });

  it('refuses a stranger before it reads the query; the operator hears what is wrong with it', async () => {
    const stranger = await fetch(`${server.url}/api/rated/repeats?since=yesterday`);
    expect(stranger.status).toBe(401);
    const operator = await fetch(`${server.url}/api/rated/repeats?since=yesterday`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(operator.status).toBe(400);
    expect(await operator.json()).toEqual({
      code: 'malformed',
      error: 'since is a time in ms since 1970: a whole number',
    });
  });

  it('writes neither the token nor a wrong one to the log', async () => {
    lines.length = 0;
    await repeats(server.url, `Bearer ${TOKEN}`);
    await repeats(server.url, `Bearer ${near}`);
    const requests = lines
      .map((line) => JSON.parse(line) as { msg: string; path?: string; status?: number })
      .filter((entry) => entry.msg === 'request' && entry.path === '/api/rated/repeats');
    expect(requests.map((entry) => entry.status)).toEqual([200, 401]);
    expect(lines.join('')).not.toContain(TOKEN.slice(0, 20));
  });
});
