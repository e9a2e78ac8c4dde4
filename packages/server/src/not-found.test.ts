/**
 * Requests that no route takes: unknown paths, methods a path does not have, `/ws` without an
 * upgrade, an upgrade at another path, files the web app does not have, and ids or names longer
 * than the router's default limit. Each answers 404 `not-found` in the API's shape and is counted
 * as a refusal, while the web app's files are served as before.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { suiteServer } from './testing/suite-server.js';

/** A web app of two files in a new folder. */
function appFiles(): string {
  const appDir = mkdtempSync(join(tmpdir(), 'trigon-app-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Trigon</title>');
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'assets', 'main.js'), 'console.log("trigon");');
  return appDir;
}

describe('requests no route takes', () => {
  const appDir = appFiles();
  // Before suiteServer's: after hooks run last first, so the folder goes once the server stopped.
  afterAll(() => rmSync(appDir, { recursive: true, force: true }));
  const server = suiteServer('sqlite', { appDir });

  const request = async (method: string, path: string) => {
    const response = await fetch(server.url + path, { method });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  async function notFoundCount(): Promise<number> {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    const line = /^trigon_errors_total\{code="not-found"\} (\d+)$/m.exec(text);
    return line ? Number(line[1]) : 0;
  }

  it('answers unknown paths and methods with 404 not-found, without the query, and counts them', async () => {
    const before = await notFoundCount();
    const asked = [
      ['GET', '/api/nope', 'nothing is at GET /api/nope'],
      ['GET', '/api/nope?token=secret', 'nothing is at GET /api/nope'],
      ['PUT', '/api/games', 'nothing is at PUT /api/games'],
      ['POST', '/healthz', 'nothing is at POST /healthz'],
      ['GET', '/ws', 'nothing is at GET /ws'],
      ['DELETE', '/api/games/abc', 'nothing is at DELETE /api/games/abc'],
      ['GET', '/missing.js', 'nothing is at GET /missing.js'],
      ['GET', `/${'x'.repeat(150)}`, `nothing is at GET /${'x'.repeat(99)}…`],
    ] as const;
    for (const [method, path, error] of asked)
      expect(await request(method, path), `${method} ${path}`).toEqual({
        status: 404,
        body: { error, code: 'not-found' },
      });
    expect(await notFoundCount()).toBe(before + asked.length);
  });

  it('answers long player names and game ids as unknown ones', async () => {
    for (const length of [21, 101, 5000]) {
      const name = 'n'.repeat(length);
      for (const path of [`/api/players/${name}`, `/api/players/${name}/games`]) {
        const answer = await request('GET', path);
        expect(answer, `${path.length} characters`).toEqual({
          status: 404,
          body: { error: `no player is named "${name}"`, code: 'not-found' },
        });
      }
      expect(await request('GET', `/api/games/${'g'.repeat(length)}`)).toEqual({
        status: 404,
        body: { error: 'no such game', code: 'not-found' },
      });
    }
  });

  it('answers a path the file server refuses as an unknown one, and a path that is not UTF-8 as malformed', async () => {
    // Sent as written: fetch would resolve the dots of a URL before sending it.
    const raw = (path: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const url = new URL(server.url);
        const sent = httpRequest({ host: url.hostname, port: url.port, path }, (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode!, body: JSON.parse(text) as unknown }),
          );
        });
        sent.on('error', reject);
        sent.end();
      });
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/assets/%00', '/assets/..%5c..%5cx'])
      expect(await raw(path), path).toEqual({
        status: 404,
        body: { error: `nothing is at GET ${path}`, code: 'not-found' },
      });
    expect(await raw('/%E0%A4%A')).toEqual({
      status: 400,
      body: { error: 'the path is not valid percent-encoded UTF-8', code: 'malformed' },
    });
  });

  // A WebSocket client pointed at the wrong address hears why, not a connection reset.
  it('answers a WebSocket upgrade at another path than /ws with 404 not-found', async () => {
    const before = await notFoundCount();
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const socket = new WebSocket(`${server.ws.replace(/\/ws$/, '')}/api/ws?game=g`);
      socket.on('open', () => reject(new Error('the upgrade was taken')));
      socket.on('error', reject);
      socket.on('unexpected-response', (_request, response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: JSON.parse(text) as unknown }),
        );
      });
    });
    expect(answer).toEqual({
      status: 404,
      body: { error: 'nothing is at GET /api/ws', code: 'not-found' },
    });
    expect(await notFoundCount()).toBe(before + 1);
  });

  it('still serves the web app', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(await page.text()).toContain('<title>Trigon</title>');
    const script = await fetch(`${server.url}/assets/main.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log("trigon");');
  });
});
