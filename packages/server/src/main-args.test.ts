/**
 * `npm start -- …` (packages/server/dist/main.js): the one flag it takes is `--port N`; every
 * other setting is a variable (README). A flag it does not take, or `--port=N`, must not start a
 * server on another port than the one asked for, without a word.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './testing/harness.js';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const children: ChildProcess[] = [];
const folders: string[] = [];

beforeAll(async () => {
  await buildServer();
}, 60_000);
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A port nothing listens on: taken for a moment, then given back. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs main.js with `args` until its banner or its exit: what it printed, and its status. */
function run(args: string[]): Promise<{ banner?: string; code?: number | null; stderr: string }> {
  const data = mkdtempSync(join(tmpdir(), 'trigon-main-args-'));
  folders.push(data);
  const child = spawn(process.execPath, [main, ...args], {
    env: {
      ...process.env,
      PORT: '',
      HOST: '127.0.0.1',
      DATA_DIR: data,
      APP_DIR: 'none',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
    },
  });
  children.push(child);
  return new Promise((resolve) => {
    let out = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const banner = /^Trigon is served on .*$/m.exec(out);
      if (banner) resolve({ banner: banner[0], stderr });
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('npm start -- <flags>', () => {
  it('takes --port N and --port=N', async () => {
    for (const args of [(p: number) => ['--port', String(p)], (p: number) => [`--port=${p}`]]) {
      const port = await freePort();
      const { banner } = await run(args(port));
      expect(banner).toMatch(new RegExp(`^Trigon is served on http://127\\.0\\.0\\.1:${port} `));
    }
  }, 30_000);

  it('refuses a flag or a word it does not take, with one line, and starts nothing', async () => {
    const port = await freePort();
    const misspelt = await run(['--prot', String(port)]);
    expect(misspelt.banner).toBeUndefined();
    expect(misspelt.code).toBe(1);
    expect(misspelt.stderr).toBe(
      "unknown flag '--prot': npm start takes --port N; the other settings are variables (packages/server/README.md)\n",
    );
    const twice = await run(['--port', String(port), '--port', String(port)]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toBe(`--port is given 2 times (${port}, ${port}): give it once\n`);
    // A value that reads as a flag is named, not taken for a missing one.
    const negative = await run(['--port', '-1']);
    expect(negative.code).toBe(1);
    expect(negative.stderr).toMatch(/^--port must be .*'-1'\n$/);
    const word = await run(['3000']);
    expect(word.code).toBe(1);
    expect(word.stderr).toBe(
      "unexpected argument '3000': npm start takes --port N; the other settings are variables (packages/server/README.md)\n",
    );
  }, 30_000);
});
