import { describe, expect, it } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';

async function perft(...args: string[]) {
  const io = bufferIo();
  const code = await run(['perft', ...args], io);
  return { code, lines: io.out().trimEnd().split('\n'), err: io.err() };
}

describe('trigon perft', () => {
  it('prints the total as the only line, and time and speed on stderr', async () => {
    const { code, lines, err } = await perft('trigonal', '2');
    expect(code).toBe(0);
    expect(lines).toEqual(['224']);
    expect(err).toMatch(/^perft 2: 224 nodes in \d+\.\d{3} s, \d+ nodes\/s\n$/);
  });

  it('with --divide, one sorted line per root move that sums to the total', async () => {
    const { code, lines } = await perft('trigonal', '3', '--divide');
    expect(code).toBe(0);
    const total = Number(lines[lines.length - 1]);
    const divided = lines.slice(0, -1).map((l) => l.split(' '));
    expect(divided).toHaveLength(15);
    expect(divided.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(total);
    const moves = divided.map(([m]) => m);
    expect(moves).toEqual([...moves].sort());
    expect((await perft('trigonal', '3')).lines).toEqual([String(total)]);
  });

  it('splits perft(2) = 224 as 15 × 15 − 1 (docs/rules/trigonal-chess.md §7.1)', async () => {
    const { lines } = await perft('trigonal', '2', '--divide');
    // After 1.Rf2-b2 Black's rook can take on b2 but no longer reach a1.
    expect(lines.filter((l) => l.endsWith(' 15'))).toHaveLength(14);
    expect(lines).toContain('f2-b2 14');
    expect(lines[15]).toBe('224');
  });

  it('counts from a position after --moves', async () => {
    const { lines } = await perft('trigonal', '1', '--moves', 'f2-b2', '--divide');
    expect(lines).toHaveLength(15);
    expect(lines).toContain('f10-b2 1');
    expect(lines).not.toContain('f10-a1 1');
    expect(lines[14]).toBe('14');
  });

  it('gives 1 at depth 0 and 0 for a finished game', async () => {
    expect((await perft('trigonal', '0')).lines).toEqual(['1']);
    expect((await perft('trigonal', '0', '--divide')).lines).toEqual(['1']);
    const mate = '1/3/5/7/9/11/13/15/k1BK13 b - - 0 1';
    expect((await perft('trigonal', '2', '--position', mate, '--divide')).lines).toEqual(['0']);
  });
});
