import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRIGONAL_WEIGHTS, weightsOf } from '@trigon/ai';
import { describe, expect, it } from 'vitest';
import { bufferIo } from '../io.js';
import { run } from '../main.js';
import { eloFromScore, eloSummary, estimateElo } from './elo.js';
import { adjudicate, parseEngineSpec, withWeights } from './match.js';
import {
  addGame,
  emptyTotals,
  enginesAlike,
  SEATINGS,
  shareMargin,
  studentT975,
  totalsLine,
} from './match-three.js';
import { games, unwrap } from '@trigon/engine';

describe('trigon match', () => {
  it('adjudicates a game to a playing seat, which in Triangulation for two need not be 0 or 1', () => {
    const ahead = Array.from({ length: 6 }, () => 900);
    const behind = ahead.map((s) => -s);
    expect(adjudicate(ahead, 60, [0, 1])?.winner).toBe(0);
    expect(adjudicate(behind, 60, [0, 1])?.winner).toBe(1);
    expect(adjudicate(ahead, 60, [1, 2])?.winner).toBe(1);
    expect(adjudicate(behind, 60, [1, 2])?.winner).toBe(2);
    expect(adjudicate(behind, 60, [0, 2])?.winner).toBe(2);
    expect(adjudicate(ahead.slice(1), 60, [0, 2])).toBeUndefined();
  });

  it('counts each game of Triangulation for two as its line says, whichever army is neutral', async () => {
    for (const neutral of ['red', 'green']) {
      const io = bufferIo();
      const args = [
        'match',
        'triangulation',
        '--option',
        'players=2',
        '--option',
        `neutral=${neutral}`,
      ];
      const engines = ['--a', 'level=8,depth=2', '--b', 'level=1,depth=1', '--games', '2'];
      expect(await run([...args, ...engines, '--seed', '3'], io)).toBe(0);
      const lines = io.out().trimEnd().split('\n');
      let wins = 0;
      let losses = 0;
      for (const line of lines.slice(0, 2)) {
        const [, firstEngine, result] = line.match(
          /^game \d\/2: (A|B) .* - (?:A|B) .*: (1-0|0-1|1\/2-1\/2) /,
        )!;
        if (result === '1/2-1/2') continue;
        const aWon = (result === '1-0') === (firstEngine === 'A');
        if (aWon) wins++;
        else losses++;
        expect(line, neutral).toMatch(new RegExp(`; A \\+${wins} =\\d -${losses}$`));
      }
      expect(wins + losses, neutral).toBeGreaterThan(0);
    }
  });

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

  it('stops at Ctrl-C: the game in play is not counted, the finished ones are, status 130', async () => {
    const args = ['match', 'trigonal', '--a', 'level=1', '--b', 'level=1', '--games', '4'];
    // Ctrl-C once the second game is over: the summary covers the two games played.
    const io = bufferIo();
    const stdout = io.stdout as { write(text: string): void };
    const write = stdout.write;
    stdout.write = (text) => {
      write(text);
      if (text.startsWith('game 2/4')) io.interrupt();
    };
    expect(await run(args, io)).toBe(130);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^game 2\/4: /);
    expect(lines[2]).toMatch(/^level=1 vs level=1: .*; score [\d.]+\/2 \(/);
    expect(io.err()).toBe(
      'trigon: match interrupted after 2 of 4 games; the game in play is not counted [interrupted]\n',
    );
    // Ctrl-C in the first game (heard between its moves): no game to count, no score.
    const early = bufferIo();
    setTimeout(() => early.interrupt(), 0);
    expect(await run([...args, '--no-adjudication'], early)).toBe(130);
    expect(early.out()).toBe('');
    expect(early.err()).toBe(
      'trigon: match interrupted after 0 of 4 games; the game in play is not counted [interrupted]\n',
    );
  });

  it('draws a game at the ply limit and says so', async () => {
    const io = bufferIo();
    const args = ['match', 'trigonal', '--a', 'level=1', '--b', 'level=1', '--games', '1'];
    expect(await run([...args, '--max-plies', '12', '--no-adjudication'], io)).toBe(0);
    expect(io.out()).toMatch(
      /^game 1\/1: A level=1 - B level=1: 1\/2-1\/2 \(ply limit, 12 plies\);/,
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
      "trigon: --a level: '9' is not an integer from 1 to 8 [usage]\n",
    ]);
    expect(await fail('--a', 'nodes=9', '--b', 'level=1', '--games', '2')).toEqual([
      2,
      "trigon: --a: 'nodes=9' names no level (level=N) [usage]\n",
    ]);
    expect(await fail('--a', 'level=1,speed=3', '--b', 'level=1', '--games', '2')).toEqual([
      2,
      "trigon: --a: 'speed=3' is not one of level=N, nodes=N, depth=D, time=MS, search=NAME, weights=FILE, margin=CP, book, nullmove=on|off, threads=N [usage]\n",
    ]);
    expect(await fail('--a', 'level=1,search=maxn', '--b', 'level=1', '--games', '2')).toEqual([
      2,
      "trigon: --a search: 'maxn' is not one of paranoid, brs, mcts [usage]\n",
    ]);
    expect(await fail('--a', 'level=1', '--b', 'level=1')).toEqual([
      2,
      'trigon: missing --games [usage]\n',
    ]);
    // A ply limit the random opening reaches: the games ended after the opening, past the limit
    // ('ply limit, 6 plies' under --max-plies 4), and no engine played a move.
    expect(
      await fail('--a', 'level=1', '--b', 'level=1', '--games', '2', '--max-plies', '4'),
    ).toEqual([
      2,
      'trigon: --max-plies 4 is not above --opening-plies 6: the games would end before the engines play [usage]\n',
    ]);
  });

  it('plays from the start with the opening book: games vary by seed, where without it they repeat', async () => {
    const firstGames = async (spec: string, seed: number) => {
      const io = bufferIo();
      const args = ['--games', '2', '--opening-plies', '0', '--seed', String(seed)];
      expect(await run(['match', 'trigonal', '--a', spec, '--b', spec, ...args], io)).toBe(0);
      // Each game's result, how it ended and its length.
      return io
        .out()
        .split('\n')
        .slice(0, 2)
        .map((line) => line.replace(/^.*?: (\S+ \(.*\));.*$/, '$1'));
    };
    const plain = await firstGames('level=8,nodes=1000', 1);
    expect(plain[1]).toBe(plain[0]);
    expect(await firstGames('level=8,nodes=1000', 2)).toEqual(plain);
    const booked = [await firstGames('level=8,nodes=1000,book', 1)];
    booked.push(await firstGames('level=8,nodes=1000,book', 2));
    expect(new Set(booked.flat()).size).toBeGreaterThan(1);
  });

  it('gives nullmove=off to the engine: its games differ from those of the engine with null moves', async () => {
    const firstGame = async (b: string) => {
      const io = bufferIo();
      const args = ['--games', '1', '--seed', '3'];
      expect(
        await run(['match', 'trigonal', '--a', 'level=8,nodes=4000', '--b', b, ...args], io),
      ).toBe(0);
      // The game's result, how it ended and its length.
      return io
        .out()
        .split('\n')[0]
        .replace(/^.*?: (\S+ \(.*\));.*$/, '$1');
    };
    const same = await firstGame('level=8,nodes=4000');
    expect(await firstGame('level=8,nodes=4000,nullmove=on')).toBe(same);
    expect(await firstGame('level=8,nodes=4000,nullmove=off')).not.toBe(same);
  });

  it('reads engine specs', () => {
    expect(parseEngineSpec('--a', 'level=3,nodes=5000,depth=4,time=100')).toEqual({
      text: 'level=3,nodes=5000,depth=4,time=100',
      level: 3,
      budget: { nodes: 5000, depth: 4, timeMs: 100 },
    });
    expect(parseEngineSpec('--b', 'level=4,weights=w.json')).toEqual({
      text: 'level=4,weights=w.json',
      level: 4,
      budget: {},
      weights: 'w.json',
    });
    expect(() => parseEngineSpec('--b', 'level=4,weights=')).toThrow('--b weights: give a file');
    expect(parseEngineSpec('--c', 'level=8,margin=0')).toEqual({
      text: 'level=8,margin=0',
      level: 8,
      budget: {},
      randomMargin: 0,
    });
    expect(parseEngineSpec('--a', 'level=8,book')).toEqual({
      text: 'level=8,book',
      level: 8,
      budget: {},
      book: true,
    });
    expect(() => parseEngineSpec('--a', 'level=8,book=yes')).toThrow(
      "--a: 'book=yes' is not one of level=N, nodes=N, depth=D, time=MS, search=NAME, weights=FILE, margin=CP, book, nullmove=on|off, threads=N",
    );
    expect(parseEngineSpec('--b', 'level=8,nullmove=off')).toEqual({
      text: 'level=8,nullmove=off',
      level: 8,
      budget: {},
      nullMove: false,
    });
    // On is the default, so an engine that says so is the same engine.
    expect(parseEngineSpec('--b', 'level=8,nullmove=on')).toEqual({
      text: 'level=8,nullmove=on',
      level: 8,
      budget: {},
    });
    expect(() => parseEngineSpec('--b', 'level=8,nullmove=no')).toThrow(
      "--b nullmove: 'no' is not on or off",
    );
    expect(parseEngineSpec('--a', 'level=8,threads=2')).toEqual({
      text: 'level=8,threads=2',
      level: 8,
      budget: {},
      threads: 2,
    });
    // One thread is the default.
    expect(parseEngineSpec('--a', 'level=8,threads=1')).toEqual({
      text: 'level=8,threads=1',
      level: 8,
      budget: {},
    });
    expect(() => parseEngineSpec('--a', 'level=8,threads=0')).toThrow(/--a threads/);
    expect(() => parseEngineSpec('--a', 'level=8,threads=65')).toThrow(/--a threads/);
    expect(() => parseEngineSpec('--a', 'level=8,threads=2,weights=w.json')).toThrow(
      "--a: threads=2 and weights=FILE: the helper threads search with the game's own weights",
    );
    expect(() => parseEngineSpec('--b', 'level=8,threads=2,nodes=9000')).toThrow(
      /--b: threads=2 and nodes=N/,
    );
    expect(() => parseEngineSpec('--c', 'level=8,margin=-5')).toThrow(/--c margin/);
    expect(() => parseEngineSpec('--c', 'level=8,margin=x')).toThrow(/--c margin/);
  });

  it('loads a weights file for one engine, checked, and refuses a bad one with the reason', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-weights-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(TRIGONAL_WEIGHTS));
    const loaded = withWeights(
      '--a',
      parseEngineSpec('--a', `level=2,weights=${good}`),
      'trigonal',
    );
    expect(loaded.evaluation?.game).toBe('trigonal');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...TRIGONAL_WEIGHTS, tempo: -1.5 }));
    expect(() =>
      withWeights('--a', parseEngineSpec('--a', `level=2,weights=${bad}`), 'trigonal'),
    ).toThrow(`--a weights: '${bad}': trigonal weights: tempo must be an integer`);
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{');
    expect(() =>
      withWeights('--a', parseEngineSpec('--a', `level=2,weights=${notJson}`), 'trigonal'),
    ).toThrow('is not JSON');
    expect(() =>
      withWeights(
        '--a',
        parseEngineSpec('--a', `level=2,weights=${join(dir, 'none.json')}`),
        'trigonal',
      ),
    ).toThrow('--a weights: cannot read');
    expect(() =>
      withWeights('--a', parseEngineSpec('--a', `level=2,weights=${good}`), 'sankaku'),
    ).toThrow(`--a weights: '${good}': sankaku weights: unknown field 'pawnSteps'`);
  });

  it('plays a match with a weights file for one engine', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-weights-'));
    const file = join(dir, 'w.json');
    writeFileSync(file, JSON.stringify(TRIGONAL_WEIGHTS));
    const io = bufferIo();
    const args = ['match', 'trigonal', '--a', `level=2,weights=${file}`, '--b', 'level=2'];
    const code = await run([...args, '--games', '2', '--seed', '3'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    // The same weights as the game's own: the same games as without the file.
    const plain = bufferIo();
    await run(
      ['match', 'trigonal', '--a', 'level=2', '--b', 'level=2', '--games', '2', '--seed', '3'],
      plain,
    );
    const results = (out: string) =>
      out.split('\n').map((l) => l.replace(/A level=2(,weights=[^:\s]+)?/, 'A'));
    expect(results(io.out()).slice(0, 2)).toEqual(results(plain.out()).slice(0, 2));

    // The weights on stdin, with weights=-: the same games again. One engine's at most.
    const piped = bufferIo({ stdin: JSON.stringify(TRIGONAL_WEIGHTS) });
    const pipedArgs = ['match', 'trigonal', '--a', 'level=2,weights=-', '--b', 'level=2'];
    expect(await run([...pipedArgs, '--games', '2', '--seed', '3'], piped)).toBe(0);
    expect(piped.err()).toBe('');
    expect(results(piped.out()).slice(0, 2)).toEqual(results(plain.out()).slice(0, 2));
    const twice = bufferIo({ stdin: '{}' });
    const both = ['match', 'trigonal', '--a', 'level=2,weights=-', '--b', 'level=2,weights=-'];
    expect(await run([...both, '--games', '2'], twice)).toBe(2);
    expect(twice.err()).toBe(
      'trigon: --a and --b: weights=- reads standard input, which is read once; give the other weights as a file [usage]\n',
    );
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

  it('gives no margin when every game was drawn, where the spread is none', () => {
    expect(estimateElo([0.5, 0.5, 0.5]).margin).toBe(0);
    expect(eloSummary('A vs B', [0.5, 0.5, 0.5])).toBe(
      'A vs B: 0 wins, 3 draws, 0 losses; score 1.5/3 (50.0%); Elo +0 (every game drawn: no spread to give a margin from)',
    );
  });
});

describe('trigon match with three engines (Triangulation)', () => {
  const triangulation = ['match', 'triangulation', '--a', 'level=1', '--b', 'level=1,nodes=300'];

  it('plays all six seatings per cycle to the end, and the totals add up', async () => {
    const io = bufferIo();
    const args = [
      ...triangulation,
      '--c',
      'level=2,nodes=500',
      '--games',
      '6',
      '--max-plies',
      '50',
    ];
    const code = await run([...args, '--seed', '3', '--opening-plies', '3'], io);
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toHaveLength(9);
    const seatings = lines.slice(0, 6).map((line, i) => {
      const m = new RegExp(
        `^game ${i + 1}/6: Red (A|B|C), Green (A|B|C), Blue (A|B|C): ` +
          '(?:(Red|Green|Blue) \\((A|B|C)\\) wins \\(last General standing|' +
          'draw .+ \\((only Generals left|ply limit: a draw among those still in)), ' +
          '(\\d+) plies\\); A [\\d.]+ B [\\d.]+ C [\\d.]+$',
      ).exec(line);
      expect(m, line).not.toBeNull();
      expect(Number(m![7])).toBeLessThanOrEqual(50);
      return m!.slice(1, 4).join('');
    });
    expect(new Set(seatings).size).toBe(6);
    let points = 0;
    let wins = 0;
    let losses = 0;
    const totals = lines.slice(6);
    for (const [i, name] of ['A level=1', 'B level=1,nodes=300', 'C level=2,nodes=500'].entries()) {
      const m = new RegExp(
        `^${name}: 6 games, (\\d+) wins?, (\\d+) draws?, (\\d+) loss(?:es)?; ([\\d.]+) points? ` +
          '\\(([\\d.]+)%, one opening: no margin\\); by seat Red \\+(\\d) =(\\d) -(\\d) [\\d.]+, Green \\+(\\d) =(\\d) -(\\d) [\\d.]+, ' +
          'Blue \\+(\\d) =(\\d) -(\\d) [\\d.]+$',
      ).exec(totals[i]);
      expect(m, totals[i]).not.toBeNull();
      const n = m!.slice(1).map(Number);
      expect(n[0] + n[1] + n[2]).toBe(6);
      // Each engine sat in each seat twice.
      for (let seat = 0; seat < 3; seat++)
        expect(n[5 + seat * 3] + n[6 + seat * 3] + n[7 + seat * 3]).toBe(2);
      points += n[3];
      wins += n[0];
      losses += n[2];
    }
    // One point per game; each win leaves two losers.
    expect(points).toBeCloseTo(6, 1);
    expect(losses).toBeGreaterThanOrEqual(2 * wins);
  });

  it('stops at Ctrl-C with the totals of the games finished, status 130', async () => {
    const io = bufferIo();
    const stdout = io.stdout as { write(text: string): void };
    const write = stdout.write;
    stdout.write = (text) => {
      write(text);
      if (text.startsWith('game 1/6')) io.interrupt();
    };
    const args = [...triangulation, '--c', 'level=1', '--games', '6', '--max-plies', '30'];
    expect(await run(args, io)).toBe(130);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^game 1\/6: /);
    for (const [i, name] of ['A', 'B', 'C'].entries())
      expect(lines[i + 1]).toMatch(new RegExp(`^${name} level=1.*: 1 games?, `));
    expect(io.err()).toBe(
      'trigon: match interrupted after 1 of 6 games; the game in play is not counted [interrupted]\n',
    );
  });

  it('gives three identical engines a third of the points each, whatever the seats', async () => {
    // The seats are not alike (Red moves first), so only the rotation of the engines over
    // every seating makes the match fair: each engine gets each seat's results equally often.
    const io = bufferIo();
    const same = 'level=2,nodes=300';
    const args = ['match', 'triangulation', '--a', same, '--b', same, '--c', same];
    expect(await run([...args, '--games', '12', '--max-plies', '300', '--seed', '9'], io)).toBe(0);
    const totals = io.out().trimEnd().split('\n').slice(-3);
    const bySeat = new Map<string, number[]>();
    for (const line of totals) {
      const m =
        /: 12 games, .*; ([\d.]+) points? \(([\d.]+)% ± ([\d.]+)% over 2 openings\); by seat (.*)$/.exec(
          line,
        );
      expect(m, line).not.toBeNull();
      expect(Number(m![1])).toBeCloseTo(4, 1);
      expect(Number(m![2])).toBeCloseTo(33.3, 1);
      // Alike engines over the six seatings of an opening take a third of it each, exactly:
      // nothing varies from opening to opening.
      expect(Number(m![3])).toBe(0);
      for (const seat of m![4].split(', ')) {
        const [name, , , , points] = seat.split(/ [+=-]?/);
        bySeat.set(name!, [...(bySeat.get(name!) ?? []), Number(points)]);
      }
    }
    // Each engine took the same share of each seat's points.
    for (const points of bySeat.values()) expect(new Set(points).size).toBe(1);
  }, 120_000);

  it('counts the games that only swap two alike engines B and C from the games played, as they would have gone', async () => {
    const match = async (c: string): Promise<string[]> => {
      const io = bufferIo();
      const args = ['match', 'triangulation', '--a', 'level=1', '--b', 'level=2,nodes=300'];
      const more = ['--c', c, '--games', '12', '--max-plies', '120', '--seed', '5'];
      expect(await run([...args, ...more], io)).toBe(0);
      expect(io.err()).toBe('');
      return io.out().trimEnd().split('\n');
    };
    // Depth 2 is level 2's own: C plays as B does, but is not written alike, so every game is played.
    const alike = await match('level=2,nodes=300');
    const played = await match('level=2,nodes=300,depth=2');
    const swapped = /, game (\d+) with B and C swapped(?=\); )/;
    expect(alike.map((line) => swapped.exec(line)?.[1])).toEqual([
      ...[undefined, undefined, undefined, '1', '2', '3'],
      ...[undefined, undefined, undefined, '7', '8', '9'],
      ...[undefined, undefined, undefined],
    ]);
    expect(played.some((line) => swapped.test(line))).toBe(false);
    expect(alike.map((line) => line.replace(swapped, ''))).toEqual(
      played.map((line) => line.replace('C level=2,nodes=300,depth=2:', 'C level=2,nodes=300:')),
    );
  }, 120_000);

  it('plays each engine with its own weights file', async () => {
    // An engine that counts its Rukhs and Cavalry as nothing plays other games than one that
    // counts them: if the file were ignored, both matches would replay the same moves.
    const dir = mkdtempSync(join(tmpdir(), 'trigon-weights-'));
    const file = join(dir, 'careless.json');
    const careless = {
      ...weightsOf('triangulation'),
      values: { infantry: 100, cavalry: 0, rukh: 0 },
    };
    writeFileSync(file, JSON.stringify(careless));
    const play = async (a: string) => {
      const io = bufferIo();
      const args = ['match', 'triangulation', '--a', a, '--b', 'level=2', '--c', 'level=2'];
      expect(await run([...args, '--games', '6', '--max-plies', '200', '--seed', '4'], io)).toBe(0);
      expect(io.err()).toBe('');
      return io.out().trimEnd().split('\n').slice(0, 6);
    };
    const plain = await play('level=2');
    const weighted = await play(`level=2,weights=${file}`);
    expect(weighted).not.toEqual(plain);
  }, 120_000);

  it('states the margin of a points share from the spread of the openings', () => {
    const totals = (byOpening: number[][]) => {
      const t = emptyTotals(3);
      for (const [i, points] of byOpening.entries()) {
        t.byOpening[i] = { games: points.length, points: points.reduce((a, b) => a + b, 0) };
        t.games += points.length;
        t.points += points.reduce((a, b) => a + b, 0);
      }
      return t;
    };
    // One game per opening: mean 0.4167, sample variance 0.2417 over 6 games, t(5) = 2.571,
    // 2.571 × √(0.2417 / 6) = 51.6%.
    expect(shareMargin(totals([[1], [0], [0], [1], [0.5], [0]]))).toBeCloseTo(51.6, 1);
    // Twelve results as two openings of six games won or lost whole: the games of an opening
    // go together, so the margin is that of two samples, t(1) = 12.706 standard errors of 0.5
    // (29.6% if the games were counted as twelve samples).
    const whole = totals([
      [1, 1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0, 0],
    ]);
    expect(shareMargin(whole)).toBeCloseTo(635.3, 1);
    // Eight openings, each won or lost in part: t(7) = 2.365.
    const eight = totals(Array.from({ length: 8 }, (_, i) => [i % 2, 0.5, 0, 1 - (i % 2), 0, 0]));
    expect(shareMargin(eight)).toBeCloseTo(0, 5);
    expect(studentT975(7)).toBe(2.365);
    expect(studentT975(60)).toBeCloseTo(2.0, 2);
    expect(shareMargin(totals([[1, 0, 0, 1, 0, 0]]))).toBeUndefined();
    expect(shareMargin(emptyTotals(3))).toBeUndefined();
  });

  it('replays exactly with the same seed, and shows a progress bar on a terminal', async () => {
    const args = [...triangulation, '--c', 'level=1', '--games', '2', '--max-plies', '30'];
    const first = bufferIo();
    const second = bufferIo();
    await run(args, first);
    await run(args, second);
    expect(second.out()).toBe(first.out());
    const tty = bufferIo({ tty: true });
    await run(args, tty);
    expect(tty.out()).toMatch(
      /^\r\[#{15}\.{15}\] 1\/2 {2}A [\d.]+ B [\d.]+ C [\d.]+\r\[#{30}\] 2\/2 {2}A [\d.]+ B [\d.]+ C [\d.]+\nA level=1: 2 games, /,
    );
  });

  it('plays the two-player mode with --a and --b', async () => {
    const io = bufferIo();
    const code = await run(
      [...triangulation, '--games', '2', '--option', 'players=2', '--max-plies', '40'],
      io,
    );
    expect(io.err()).toBe('');
    expect(code).toBe(0);
    const lines = io.out().trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^game 1\/2: A level=1 - B level=1,nodes=300: (1-0|0-1|1\/2-1\/2) \(.+, \d+ plies\); A \+\d =\d -\d$/,
    );
    expect(lines[1]).toMatch(/^game 2\/2: B level=1,nodes=300 - A level=1: /);
    expect(lines[2]).toMatch(/^level=1 vs level=1,nodes=300: \d wins?, \d draws?, \d loss(es)?; /);
    // With Red neutral, Green and Blue play.
    const greenBlue = bufferIo();
    const args = [...triangulation, '--games', '1', '--max-plies', '20'];
    expect(
      await run([...args, '--option', 'players=2', '--option', 'neutral=red'], greenBlue),
    ).toBe(0);
    expect(greenBlue.err()).toBe('');
    expect(greenBlue.out()).toMatch(/^game 1\/1: A level=1 - B level=1,nodes=300: /);
  });

  it('asks for exactly as many engines as the game has players', async () => {
    const fail = async (...args: string[]) => {
      const io = bufferIo();
      const code = await run(['match', ...args, '--games', '1'], io);
      return [code, io.err()];
    };
    expect(await fail('triangulation', '--a', 'level=1', '--b', 'level=1')).toEqual([
      2,
      'trigon: Triangulation has three players: give a third engine with --c (or --option players=2 for two players) [usage]\n',
    ]);
    expect(
      await fail('triangulation', '--a', 'level=1', '--b', 'level=8,threads=2', '--c', 'level=1'),
    ).toEqual([
      2,
      'trigon: --b threads=2: threads are for games of two; Triangulation has three players [usage]\n',
    ]);
    expect(await fail('trigonal', '--a', 'level=1', '--b', 'level=1', '--c', 'level=1')).toEqual([
      2,
      'trigon: --c is for games of three players; Trigonal Chess has two: give --a and --b only [usage]\n',
    ]);
    expect(
      await fail(
        'triangulation',
        '--a',
        'level=1',
        '--b',
        'level=1',
        '--c',
        'level=1',
        '--option',
        'players=2',
      ),
    ).toEqual([
      2,
      'trigon: --c is for games of three players; Triangulation with players=2 has two: give --a and --b only [usage]\n',
    ]);
    expect(
      await fail('triangulation', '--a', 'level=1', '--b', 'level=1', '--c', 'level=0'),
    ).toEqual([2, "trigon: --c level: '0' is not an integer from 1 to 8 [usage]\n"]);
    expect(
      await fail('triangulation', '--a', 'level=1', '--b', 'level=1', '--c', 'depth=2'),
    ).toEqual([2, "trigon: --c: 'depth=2' names no level (level=N) [usage]\n"]);
    expect(
      await fail(
        'triangulation',
        '--a',
        'level=1',
        '--b',
        'level=1',
        '--c',
        'level=1',
        '--max-plies',
        '0',
      ),
    ).toEqual([2, "trigon: --max-plies: '0' is not an integer from 1 to 100000 [usage]\n"]);
  });
});

describe('three-engine totals', () => {
  const spec = { text: 'level=1', level: 1, budget: {} };

  it('shares a draw among the players still in and counts each seat', () => {
    const totals = [emptyTotals(3), emptyTotals(3), emptyTotals(3)];
    addGame(
      totals,
      {
        seating: [0, 1, 2],
        points: [1, 0, 0],
        winner: 0,
        remaining: [0],
        reason: 'last General standing',
        plies: 10,
      },
      0,
    );
    addGame(
      totals,
      {
        seating: [1, 2, 0],
        points: [1 / 3, 1 / 3, 1 / 3],
        winner: -1,
        remaining: [0, 1, 2],
        reason: 'only Generals left',
        plies: 20,
      },
      1,
    );
    addGame(
      totals,
      {
        seating: [2, 0, 1],
        points: [0.5, 0, 0.5],
        winner: -1,
        remaining: [0, 2],
        reason: 'ply limit: a draw among those still in',
        plies: 30,
      },
      2,
    );
    expect(totals.reduce((sum, t) => sum + t.points, 0)).toBeCloseTo(3, 10);
    expect(totals[0]).toMatchObject({ games: 3, wins: 1, draws: 1, losses: 1 });
    expect(totals[1]).toMatchObject({ games: 3, wins: 0, draws: 2, losses: 1 });
    expect(totals[2]).toMatchObject({ games: 3, wins: 0, draws: 2, losses: 1 });
    const game = unwrap(games.get('triangulation'));
    expect(totalsLine(game, 'A', spec, totals[0])).toBe(
      'A level=1: 3 games, 1 win, 1 draw, 1 loss; 1.33 points (44.4% ± 126.5% over 3 openings); by seat Red +1 =0 -0 1, Green +0 =0 -1 0, Blue +0 =1 -0 0.33',
    );
    expect(SEATINGS.map((s) => s.join(''))).toEqual(['012', '120', '201', '021', '210', '102']);
  });

  it('takes engines for alike only when no time can make their games differ', () => {
    const nodes = { text: 'level=4,nodes=9000', level: 4, budget: { nodes: 9000 } };
    expect(enginesAlike(nodes, { ...nodes, budget: { nodes: 9000 } })).toBe(true);
    expect(enginesAlike(nodes, { ...nodes, search: 'brs' })).toBe(false);
    expect(enginesAlike(nodes, { ...nodes, book: true })).toBe(false);
    expect(enginesAlike(nodes, { ...nodes, nullMove: false })).toBe(false);
    expect(enginesAlike(nodes, { ...nodes, level: 5 })).toBe(false);
    expect(enginesAlike(nodes, { ...nodes, budget: { nodes: 9001 } })).toBe(false);
    expect(enginesAlike(nodes, { ...nodes, budget: { nodes: 9000, depth: 4 } })).toBe(false);
    expect(enginesAlike(nodes, { ...nodes, weights: 'tuned.json' })).toBe(false);
    expect(enginesAlike(nodes, { ...nodes, randomMargin: 0 })).toBe(false);
    const timed = { ...nodes, budget: { nodes: 9000, timeMs: 200 } };
    expect(enginesAlike(timed, timed)).toBe(false);
  });
});
