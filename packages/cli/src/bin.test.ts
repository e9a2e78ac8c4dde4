import { spawn as spawnAsync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built program (`npm test` builds before running the tests), and the file npm links as
// the `trigon` bin, which starts it.
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const bin = fileURLToPath(new URL('../bin/trigon.js', import.meta.url));

function trigon(...args: string[]) {
  return spawn(main, args);
}

function spawn(program: string, args: string[]) {
  const result = spawnSync(process.execPath, [program, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the built trigon program', () => {
  it('starts with a shebang line, as does the bin', () => {
    expect(readFileSync(main, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('runs through the bin with the same output and status', () => {
    for (const args of [
      ['moves', 'trigonal'],
      ['perft', 'trigonal', '-2'],
    ]) {
      expect(spawn(bin, args)).toEqual(trigon(...args));
    }
    expect(spawn(bin, ['perft', 'trigonal', '-2']).status).toBe(2);
  });

  it('prints the 15 start moves of Trigonal Chess', () => {
    const { status, stdout, stderr } = trigon('moves', 'trigonal');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout.trimEnd().split('\n')).toHaveLength(15);
  });

  it('ends perft with the total and reports the speed on stderr', () => {
    const { status, stdout, stderr } = trigon('perft', 'trigonal', '2', '--divide');
    expect(status).toBe(0);
    expect(stdout.trimEnd().split('\n').pop()).toBe('224');
    expect(stderr).toMatch(/^perft 2: 224 nodes in .* nodes\/s\n$/);
  });

  it('exits with 2 and one line on stderr for an illegal move', () => {
    const { status, stdout, stderr } = trigon('moves', 'trigonal', '--moves', 'f4-f5 f8-f7 f3-f6');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^trigon: --moves: move 3 'f3-f6': [^\n]+ \[illegal-move\]\n$/);
  });

  it('exits with 2 for an unknown command and 0 for --version', () => {
    expect(trigon('frobnicate').status).toBe(2);
    const version = trigon('--version');
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^trigon \d+\.\d+\.\d+\n$/);
  });
});

/**
 * Runs the built program with one of its output streams closed before it writes (the reader
 * gone, as `head` once it has its lines): its status and what the other stream received.
 */
function closing(stream: 'stdout' | 'stderr', args: string[]) {
  const child = spawnAsync(process.execPath, [main, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  child[stream].destroy();
  let other = '';
  child[stream === 'stdout' ? 'stderr' : 'stdout'].on('data', (d: Buffer) => (other += d));
  return new Promise<{ status: number | null; other: string }>((done) =>
    child.on('close', (status) => done({ status, other })),
  );
}

describe('output that cannot be written', () => {
  it('ends quietly with status 0 when the reader of stdout has gone', async () => {
    const { status, other } = await closing('stdout', ['perft', 'trigonal', '3', '--divide']);
    expect(status).toBe(0);
    expect(other).not.toMatch(/Error|at /);
  });

  it("keeps the command's status when stderr's reader has gone (`2>&1 | head -1`)", async () => {
    expect(await closing('stderr', ['frobnicate'])).toEqual({ status: 2, other: '' });
    // perft's time line goes to stderr after its total.
    expect(await closing('stderr', ['perft', 'trigonal', '2'])).toEqual({
      status: 0,
      other: '224\n',
    });
  });

  it.skipIf(!existsSync('/dev/full'))(
    'says in one line that stdout cannot be written (a full disk), status 1',
    () => {
      const full = openSync('/dev/full', 'w');
      try {
        const result = spawnSync(process.execPath, [main, 'moves', 'trigonal'], {
          encoding: 'utf8',
          stdio: ['ignore', full, 'pipe'],
        });
        expect(result.status).toBe(1);
        expect(result.stderr).toBe(
          'trigon: cannot write the output: ENOSPC: no space left on device, write [output]\n',
        );
      } finally {
        closeSync(full);
      }
    },
  );
});

describe('Ctrl-C', () => {
  it('stops a match with the score of the games finished and status 130', async () => {
    const child = spawnAsync(
      process.execPath,
      [main, 'match', 'trigonal', '--a', 'level=2', '--b', 'level=2', '--games', '1000'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      if (out === '') child.kill('SIGINT');
      out += d;
    });
    child.stderr.on('data', (d: Buffer) => (err += d));
    const status = await new Promise<number | null>((done) => child.on('close', done));
    expect(status).toBe(130);
    const lines = out.trimEnd().split('\n');
    const played = lines.length - 1;
    expect(played).toBeGreaterThan(0);
    expect(lines[played - 1]).toMatch(new RegExp(`^game ${played}/1000: `));
    expect(lines[played]).toMatch(new RegExp(`^level=2 vs level=2: .*; score [\\d.]+/${played} `));
    expect(err).toBe(
      `trigon: match interrupted after ${played} of 1000 games; the game in play is not counted [interrupted]\n`,
    );
  });

  it('stops an analysis with the best move so far and status 130', async () => {
    const child = spawnAsync(process.execPath, [main, 'analyse', 'trigonal', '--time', '20000'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      if (out === '') child.kill('SIGINT');
      out += d;
    });
    child.stderr.on('data', (d: Buffer) => (err += d));
    const started = performance.now();
    const status = await new Promise<number | null>((done) => child.on('close', done));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(status).toBe(130);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^depth 1 /);
    expect(lines.at(-1)).toMatch(/^bestmove \S+$/);
    expect(err).toMatch(/^trigon: analysis interrupted after depth \d+; .* \[interrupted\]\n$/);
  });
});
