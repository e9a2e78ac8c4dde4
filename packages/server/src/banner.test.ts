/**
 * The line a started server prints (`npm start`, `trigon serve`): the address its operator opens.
 * Listening on every interface, that is localhost, as `trigon serve --help` says; on one
 * address, that address.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from './serve.js';

const running: RunningServer[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(host: string): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trigon-banner-'));
  folders.push(dataDir);
  const server = await serve({ port: 0, host, dataDir, appDir: 'none', logLevel: 'silent' });
  running.push(server);
  return { server, dataDir };
}

describe('the banner', () => {
  it('names localhost when the server listens on every interface', async () => {
    const { server, dataDir } = await start('0.0.0.0');
    expect(server.banner).toMatch(
      new RegExp(
        `^Trigon is served on http://localhost:\\d+ \\(games in SQLite in ${dataDir}; 0 resumed\\)$`,
      ),
    );
    // The port is the one listened on (port 0 asks the system for one), and it answers there
    // (asked at 127.0.0.1: a machine whose localhost is ::1 first has no IPv6 listener here).
    const answer = await fetch(`${server.address.replace('localhost', '127.0.0.1')}/healthz`);
    expect(answer.status).toBe(200);
  });

  it('names the one address it listens on', async () => {
    const { server } = await start('127.0.0.1');
    expect(server.address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.banner.startsWith(`Trigon is served on ${server.address} (`)).toBe(true);
  });
});
