import { describe, expect, it } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';
import { eloFromScore, eloSummary, estimateElo } from './elo.js';
import { parseEngineSpec } from './match.js';

describe('trigon match', () => {
  it('plays the games with colours alternating and ends with the score and Elo line', async () => {
    const io = bufferIo();
    const code = await run(
      ['match', 'trigonal', '--a', 'level=2', '--b', 'level=1', '--games', '2', '--seed', '5'],
      io,
    );
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^game 1\/2: A level=2 - B level=1: (1-0|0-1|1\/2-1\/2) \(.+, \d+ plies\); A \+\d =\d -\d$/,
    );
    expect(lines[1]).toMatch(/^game 2\/2: B level=1 - A level=2: /);
    expect(lines[2]).toMatch(
      /^level=2 vs level=1: \d wins?, \d draws?, \d loss(es)?; score [\d.]+\/2 \([\d.]+%\); Elo /,
    );
  });

  it('replays exactly with the same seed, and shows a progress bar on a terminal', async () => {
    const args = [
      'match',
      'trigonal',
      '--a',
      'level=1',
      '--b',
      'level=1,nodes=500',
      '--games',
      '2',
      '--opening-plies',
      '2',
    ];
    const first = bufferIo();
    const second = bufferIo();
    await run(args, first);
    await run(args, second);
    expect(second.out()).toBe(first.out());
    const tty = bufferIo({ tty: true });
    await run(args, tty);
    expect(tty.out()).toMatch(
      /^\r\[#{15}\.{15}\] 1\/2 {2}A \+\d =\d -\d\r\[#{30}\] 2\/2 {2}A \+\d =\d -\d\nlevel=1 vs level=1,nodes=500: /,
    );
  });

  it('refuses bad engines and counts', async () => {
    const fail = async (...args: string[]) => {
      const io = bufferIo();
      const code = await run(['match', 'trigonal', ...args], io);
      return [code, io.err()];
    };
    expect(await fail('--a', 'level=9', '--b', 'level=1', '--games', '2')).toEqual([
      2,
      "trigon: --a level: '9' is not an integer from 1 to 8\n",
    ]);
    expect(await fail('--a', 'nodes=9', '--b', 'level=1', '--games', '2')).toEqual([
      2,
      "trigon: --a: 'nodes=9' names no level (level=N)\n",
    ]);
    expect(await fail('--a', 'level=1,speed=3', '--b', 'level=1', '--games', '2')).toEqual([
      2,
      "trigon: --a: 'speed=3' is not one of level=N, nodes=N, depth=D, time=MS\n",
    ]);
    expect(await fail('--a', 'level=1', '--b', 'level=1')).toEqual([
      2,
      'trigon: missing --games\n',
    ]);
  });

  it('reads engine specs', () => {
    expect(parseEngineSpec('--a', 'level=3,nodes=5000,depth=4,time=100')).toEqual({
      text: 'level=3,nodes=5000,depth=4,time=100',
      level: 3,
      budget: { nodes: 5000, depth: 4, timeMs: 100 },
    });
  });
});

describe('Elo from match results', () => {
  it('is 0 at an even score and grows with it', () => {
    expect(eloFromScore(0.5)).toBe(0);
    expect(eloFromScore(0.75)).toBeCloseTo(190.85, 1);
    expect(eloFromScore(0.25)).toBeCloseTo(-190.85, 1);
  });

  it('gives a margin from the spread of the results', () => {
    const results = [
      ...Array<number>(12).fill(1),
      ...Array<number>(4).fill(0.5),
      ...Array<number>(4).fill(0),
    ];
    const e = estimateElo(results);
    expect(e.points).toBe(14);
    expect(e.elo).toBeCloseTo(eloFromScore(0.7), 6);
    // Per-game standard deviation 0.4 → 95% interval on the score 0.7 ± 0.1753.
    const spread = 1.959964 * Math.sqrt(0.16 / 20);
    expect(e.margin).toBeCloseTo((eloFromScore(0.7 + spread) - eloFromScore(0.7 - spread)) / 2, 6);
    expect(eloSummary('A vs B', results)).toBe(
      'A vs B: 12 wins, 4 draws, 4 losses; score 14/20 (70.0%); Elo +147 ± 161',
    );
  });

  it('gives the interval itself when it reaches past a clean sweep', () => {
    const results = [...Array<number>(18).fill(1), 0.5, 0.5];
    const e = estimateElo(results);
    expect(e.high).toBe(Infinity);
    // Variance of the results (18 × 0.05² + 2 × 0.45²) / 20 = 0.0225.
    expect(e.low).toBeCloseTo(eloFromScore(0.95 - 1.959964 * Math.sqrt(0.0225 / 20)), 6);
    expect(eloSummary('A vs B', results)).toMatch(/Elo \+512 \(95% interval \+353 to \+inf\)$/);
  });

  it('bounds a clean sweep instead of calling it infinite only', () => {
    expect(eloSummary('A vs B', Array<number>(20).fill(1))).toBe(
      'A vs B: 20 wins, 0 draws, 0 losses; score 20/20 (100.0%); Elo +inf (above +317 with 95% confidence)',
    );
    expect(eloSummary('A vs B', Array<number>(20).fill(0))).toMatch(
      /Elo -inf \(below -317 with 95% confidence\)$/,
    );
    // Three lost games say little: the true difference may still favour A.
    expect(eloSummary('A vs B', [0, 0, 0])).toMatch(/Elo -inf \(below \+94 with 95% confidence\)$/);
  });
});
