import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeSearchWorker } from '@trigon/ai/node';
import { games, unwrap } from '@trigon/engine';
import { bufferIo } from '../io.js';
import { run } from '../main.js';
import { analyseWorker } from './analyse.js';

// The search runs on a worker thread, whose script is the build's (as the threads' are).
beforeAll(() => {
  const entry = new URL('../../../ai/dist/worker/node-entry.js', import.meta.url);
  if (!existsSync(entry)) throw new Error(`${fileURLToPath(entry)} is missing: build first`);
  analyseWorker.create = () => createNodeSearchWorker({ entry });
});

async function trigon(...args: string[]) {
  const io = bufferIo();
  const code = await run(args, io);
  return { code, lines: io.out().trimEnd().split('\n'), err: io.err() };
}

const infoPattern =
  /^depth (\d+) seldepth \d+ score ([+-]\d+\.\d\d|mate in \d+|mated in \d+) nodes \d+ nps \d+ time \d+ pv \S+( \S+)*$/;

describe('trigon analyse', () => {
  it('prints each completed depth, then the best move', async () => {
    const { code, lines, err } = await trigon(
      'analyse',
      'trigonal',
      '--depth',
      '4',
      '--moves',
      'f4-f5',
    );
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(lines).toHaveLength(5);
    lines
      .slice(0, 4)
      .forEach((line, i) => expect(line.match(infoPattern)?.[1]).toBe(String(i + 1)));
    const best = lines[4].match(/^bestmove (\S+)$/)![1];
    const p = unwrap(games.get('trigonal')).create();
    p.play(unwrap(p.parseMove('f4-f5')));
    expect(p.legalMoves().map((m) => p.moveToCoord(m))).toContain(best);
    expect(lines[3].split(' pv ')[1].split(' ')[0]).toBe(best);
  });

  it('searches a lone legal move to the depth asked, as any other position', async () => {
    // White's king is in check and g5-g4 is its only way out: a player's search stops at depth 1.
    const { code, lines } = await trigon(
      'analyse',
      'trigonal',
      '--position',
      '1/3/5/7/3B5/4q1p3b/2P1K4p3/B1PN6Pp1k1/1RP9pp2r w - - 6 76',
      '--depth',
      '4',
    );
    expect(code).toBe(0);
    expect(lines.map((line) => line.match(infoPattern)?.[1] ?? line)).toEqual([
      '1',
      '2',
      '3',
      '4',
      'bestmove g5-g4',
    ]);
  });

  it('reports mates as mate in n, and (none) once the game is over', async () => {
    const mate = await trigon(
      'analyse',
      'trigonal',
      '--position',
      '1/3/5/7/3Q5/9K1/13/6k8/17 w - - 0 1',
      '--depth',
      '5',
    );
    expect(mate.lines.slice(-2)).toEqual([
      expect.stringMatching(/ score mate in 2 .* pv e4-g6 /),
      'bestmove e4-g6',
    ]);
    const over = await trigon(
      'analyse',
      'trigonal',
      '--position',
      '1/3/5/7/9/11/13/15/k1BK13 b - - 0 1',
    );
    expect(over.lines).toEqual(['game over: White wins (checkmate)', 'bestmove (none)']);
  });

  it('searches nothing in a game the players ended, and says how it ended (the record)', async () => {
    const io = bufferIo({
      stdin:
        '[Game "trigonal"]\n[Result "0-1"]\n[Termination "Black wins: White resigned"]\n\n1. f4-f5 f8-f7 0-1\n',
    });
    expect(await run(['analyse', 'trigonal', '--record', '-', '--depth', '2'], io)).toBe(0);
    expect(io.err()).toBe('');
    expect(io.out()).toBe('game over: Black wins (White resigned)\nbestmove (none)\n');
  });

  it('stops at Ctrl-C with the best move so far, and status 130', async () => {
    const io = bufferIo();
    const write = io.stdout.write;
    let interrupted = 0;
    // Ctrl-C once the first depth is printed, in a search that would run for 15 s.
    const stdout = {
      write(text: string) {
        write(text);
        if (interrupted++ === 0) io.interrupt();
      },
    };
    const started = performance.now();
    const code = await run(['analyse', 'trigonal', '--time', '15000'], { ...io, stdout });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(code).toBe(130);
    const lines = io.out().trimEnd().split('\n');
    expect(lines[0]).toMatch(infoPattern);
    expect(lines.at(-1)).toMatch(/^bestmove \S+$/);
    expect(io.err()).toMatch(
      /^trigon: analysis interrupted after depth \d+; bestmove is the best move so far \[interrupted\]\n$/,
    );
  });

  it('keeps to a node budget', async () => {
    const { lines } = await trigon('analyse', 'trigonal', '--nodes', '3000');
    const nodes = lines.slice(0, -1).map((l) => Number(l.split(' ')[7]));
    expect(Math.max(...nodes)).toBeLessThanOrEqual(3000);
    expect(lines[lines.length - 1]).toMatch(/^bestmove \S+$/);
  });

  it('refuses bad budgets with one line and status 2', async () => {
    expect(await trigon('analyse', 'trigonal', '--depth', '0')).toEqual({
      code: 2,
      lines: [''],
      err: "trigon: --depth: '0' is not an integer from 1 to 64 [usage]\n",
    });
    expect((await trigon('analyse', 'trigonal', '--time', 'soon')).err).toBe(
      "trigon: --time: 'soon' is not an integer from 1 to 86400000 [usage]\n",
    );
  });

  it('searches on the threads asked for, and says how many have searched', async () => {
    // Threads run JavaScript: the helper threads' script is the build's, so is the command.
    const main = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
    if (!existsSync(main)) throw new Error(`${main} is missing: build first (npm run build)`);
    const { stdout } = await promisify(execFile)(process.execPath, [
      main,
      'analyse',
      'trigonal',
      '--threads',
      '2',
      '--time',
      '1500',
      '--moves',
      'f4-f5 f8-f7',
    ]);
    const lines = stdout.trimEnd().split('\n');
    const threads = lines.slice(0, -1).map((line) => Number(line.match(/ threads (\d) pv /)?.[1]));
    // Every depth line says it; the helper has started before the search, so it has searched
    // by the last depths.
    expect(threads.every((n) => n === 1 || n === 2)).toBe(true);
    expect(threads.at(-1)).toBe(2);
    const p = unwrap(games.get('trigonal')).create();
    for (const text of ['f4-f5', 'f8-f7']) p.play(unwrap(p.parseMove(text)));
    const best = lines.at(-1)!.match(/^bestmove (\S+)$/)![1];
    expect(p.legalMoves().map((m) => p.moveToCoord(m))).toContain(best);
  });

  it('refuses threads where they cannot help, and searches Triangulation for two as a game of two', async () => {
    expect((await trigon('analyse', 'trigonal', '--threads', '0')).err).toBe(
      "trigon: --threads: '0' is not an integer from 1 to 64 [usage]\n",
    );
    expect((await trigon('analyse', 'trigonal', '--threads', '2', '--nodes', '5000')).err).toBe(
      "trigon: --threads and --nodes: a node budget is one thread's (the helpers would change nothing it replays) [usage]\n",
    );
    expect((await trigon('analyse', 'triangulation', '--threads', '2')).err).toBe(
      'trigon: --threads: threads are for games of two; Triangulation has 3 players here [usage]\n',
    );
    const two = await trigon(
      'analyse',
      'triangulation',
      '--option',
      'players=2',
      '--threads',
      '2',
      '--depth',
      '3',
    );
    expect([two.code, two.err]).toEqual([0, '']);
    expect(two.lines).toHaveLength(4);
    expect(two.lines[2]).toMatch(/^depth 3 .* threads \d pv /);
  });
});
