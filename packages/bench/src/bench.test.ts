import { describe, expect, it } from 'vitest';
import { perft, games } from '@trigon/engine';
import { runBench, type BenchIo } from './bench.js';
import { mergeTables } from './merge.js';
import type { Section } from './section.js';
import { perftSection } from './sections/perft.js';

function io(): BenchIo & { text: () => string; errors: () => string } {
  let out = '';
  let err = '';
  return {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    errIsTTY: false,
    text: () => out,
    errors: () => err,
  };
}

describe('runBench', () => {
  const echo: Section = {
    name: 'echo',
    title: 'Echo',
    columns: [
      { header: 'game', align: 'left' },
      { header: 'runs', align: 'right' },
    ],
    run: (context) => {
      context.note('a note');
      return context.games.map((g) => [g.id, String(context.runs)]);
    },
  };

  it('prints each section as a table with its notes, for the games picked', () => {
    const out = io();
    expect(runBench(['--game', 'trigonal', '--runs', '3'], out, [echo])).toBe(0);
    expect(out.text()).toBe(
      'Echo (median of 3 runs)\n\ngame      runs\n--------  ----\ntrigonal     3\n\na note\n\n',
    );
  });

  it('leaves out a section that measures none of the games picked', () => {
    const trigonalOnly: Section = {
      ...echo,
      name: 'trigonal-only',
      title: 'Trigonal only',
      run: (context) => context.games.filter((g) => g.id === 'trigonal').map((g) => [g.id, '1']),
    };
    const out = io();
    expect(runBench(['--game', 'sankaku', '--runs', '1'], out, [trigonalOnly, echo])).toBe(0);
    expect(out.text()).toBe(
      'Echo (median of 1 runs)\n\ngame     runs\n-------  ----\nsankaku     1\n\na note\n\n',
    );
  });

  it('prints only the tables named with --section', () => {
    const other: Section = { ...echo, name: 'other', title: 'Other' };
    const out = io();
    expect(runBench(['--game', 'sankaku', '--section', 'other'], out, [echo, other])).toBe(0);
    expect(out.text()).toMatch(/^Other \(median of 5 runs\)/);
    expect(out.text()).not.toContain('Echo');
  });

  it.each([
    [['--section', 'perf'], "bench: --section: no table 'perf' (tables: echo)"],
    [['--game', 'chess'], "bench: --game: unknown game 'chess'"],
    [['--runs', '0'], "bench: --runs: '0' is not a positive integer"],
    [['--threads', '0'], "bench: --threads: '0' is not a whole number from 1 to 64"],
    [['--threads', '1.5'], "bench: --threads: '1.5' is not a whole number from 1 to 64"],
    [['--frob'], 'bench: '],
    [['--runs', '2', '--runs', '3'], "bench: --runs is given 2 times ('2', '3')"],
    [['--processes', '3', '--processes', '3'], "bench: --processes is given 2 times ('3', '3')"],
    [['--processes', '-1'], "bench: --processes: '-1' is not a positive integer"],
  ])('rejects %j with status 2', (argv, message) => {
    const out = io();
    expect(runBench(argv, out, [echo])).toBe(2);
    expect(out.errors().startsWith(message)).toBe(true);
    expect(out.text()).toBe('');
  });
});

describe('runBench --processes', () => {
  // A section whose figures differ from process to process, as measured ones do.
  let calls = 0;
  const varying: Section = {
    name: 'varying',
    title: 'Varying',
    columns: [
      { header: 'game', align: 'left' },
      { header: 'nodes/s', align: 'right' },
      { header: 'ratio', align: 'right' },
    ],
    run: (context) => {
      calls++;
      context.note('a note');
      return context.games.map((g) => [g.id, String(1000 * calls), `${calls}.50x`]);
    },
  };
  const started: string[][] = [];
  const withProcesses = () => {
    const out = io();
    return Object.assign(out, {
      runProcess: (argv: readonly string[]) => {
        started.push([...argv]);
        const child = io();
        if (runBench(argv, child, [varying]) !== 0) throw new Error(child.errors());
        return child.text();
      },
    });
  };

  it('measures in that many processes and prints the median of each figure', () => {
    calls = 0;
    started.length = 0;
    const out = withProcesses();
    expect(runBench(['--game', 'sankaku', '--runs', '2', '--processes', '3'], out, [varying])).toBe(
      0,
    );
    expect(started).toEqual(Array(3).fill(['--game', 'sankaku', '--runs', '2', '--json']));
    expect(out.text()).toBe(
      'Varying (median of 2 runs in each of 3 processes, then of the processes)\n\n' +
        'game     nodes/s  ratio\n-------  -------  -----\nsankaku     2000  2.50x\n\na note\n\n',
    );
  });

  it('passes --section on to the processes it starts', () => {
    started.length = 0;
    const out = withProcesses();
    const argv = ['--game', 'sankaku', '--section', 'varying', '--runs', '1', '--processes', '2'];
    expect(runBench(argv, out, [varying])).toBe(0);
    expect(started).toEqual(
      Array(2).fill(['--game', 'sankaku', '--section', 'varying', '--runs', '1', '--json']),
    );
  });

  it('passes --threads on to the processes it starts', () => {
    started.length = 0;
    const out = withProcesses();
    expect(runBench(['--game', 'sankaku', '--runs', '1', '--threads', '2'], out, [varying])).toBe(
      0,
    );
    expect(started).toEqual([['--game', 'sankaku', '--runs', '1', '--threads', '2', '--json']]);
  });

  it('measures each game in processes of its own, joining their rows and notes game by game', () => {
    calls = 0;
    started.length = 0;
    const out = withProcesses();
    expect(
      runBench(['--game', 'trigonal', '--game', 'sankaku', '--runs', '1'], out, [varying]),
    ).toBe(0);
    expect(started).toEqual([
      ['--game', 'trigonal', '--runs', '1', '--json'],
      ['--game', 'sankaku', '--runs', '1', '--json'],
    ]);
    // Each game's figures are its own process's (the second process measured 2000).
    expect(out.text()).toBe(
      'Varying (median of 1 runs)\n\n' +
        'game      nodes/s  ratio\n--------  -------  -----\n' +
        'trigonal     1000  1.50x\nsankaku      2000  2.50x\n\na note\na note\n\n',
    );
  });

  it("keeps the sections' order when a game's processes lack one, and takes the median of the rows measured whatever the games", () => {
    // A first row measured in every process (as perft's chessops row), then one per game.
    let runsOfShared = 0;
    const shared: Section = {
      name: 'shared',
      title: 'Shared',
      columns: varying.columns,
      leadingRows: 1,
      run: (context) => {
        runsOfShared++;
        const figures = [3000, 1000, 2000];
        return [
          ['reference', String(figures[(runsOfShared - 1) % 3]), '1.00x'],
          ...context.games.map((g) => [g.id, '5', '2.00x']),
        ];
      },
    };
    const sankakuOnly: Section = {
      ...varying,
      name: 'sankaku-only',
      title: 'Sankaku only',
      run: (context) =>
        context.games.filter((g) => g.id === 'sankaku').map((g) => [g.id, '7', '1.00x']),
    };
    const out = io();
    const argv = [
      '--game',
      'trigonal',
      '--game',
      'triangulate',
      '--game',
      'sankaku',
      '--runs',
      '1',
    ];
    const measured = Object.assign(out, {
      runProcess: (childArgv: readonly string[]) => {
        const child = io();
        if (runBench(childArgv, child, [sankakuOnly, shared]) !== 0)
          throw new Error(child.errors());
        return child.text();
      },
    });
    expect(runBench(argv, measured, [sankakuOnly, shared])).toBe(0);
    expect(out.text()).toBe(
      'Sankaku only (median of 1 runs)\n\ngame     nodes/s  ratio\n-------  -------  -----\n' +
        'sankaku        7  1.00x\n\n\n' +
        'Shared (median of 1 runs)\n\ngame         nodes/s  ratio\n-----------  -------  -----\n' +
        'reference       2000  1.00x\ntrigonal           5  2.00x\n' +
        'triangulate        5  2.00x\nsankaku            5  2.00x\n\n\n',
    );
  });

  it.each([
    [['--processes', '0'], "bench: --processes: '0' is not a positive integer"],
    [['--processes', '1.5'], "bench: --processes: '1.5' is not a positive integer"],
  ])('rejects %j with status 2', (argv, message) => {
    const out = withProcesses();
    expect(runBench(argv, out, [varying])).toBe(2);
    expect(out.errors().startsWith(message)).toBe(true);
  });

  it('says so when its caller cannot start processes', () => {
    const out = io();
    expect(runBench(['--processes', '2'], out, [varying])).toBe(2);
    expect(out.errors()).toBe('bench: --processes: this caller cannot start processes\n');
  });
});

describe('mergeTables', () => {
  it('takes the median of each number, with the decimals and suffix printed', () => {
    expect(
      mergeTables([
        [['a', '8', '721.1', '6.75x']],
        [['a', '9', '700.0', '6.00x']],
        [['a', '9', '800.3', '7.25x']],
      ]),
    ).toEqual([['a', '9', '721.1', '6.75x']]);
    expect(mergeTables([[['1']], [['2']]])).toEqual([['2']]);
  });

  it('refuses tables that do not describe the same rows', () => {
    expect(() => mergeTables([[['a', '1']], [['b', '1']]])).toThrow(
      "the processes' tables differ in row 1: 'a' and 'b'",
    );
    expect(() => mergeTables([[['a', '1']], []])).toThrow('1 rows and 0');
  });
});

describe('perftSection', () => {
  it('measures chessops and every game from the start and a middle game', () => {
    const notes: string[] = [];
    const rows = perftSection({ chessopsDepth: 2 }).run({
      games: games.list(),
      runs: 1,
      threads: 1,
      target: { minMs: 1, maxMs: 50, maxDepth: 3 },
      note: (line) => notes.push(line),
      progress: () => {},
    });
    expect(rows[0].slice(0, 4)).toEqual(['chess (chessops)', 'start', '2', '400']);
    expect(rows[0][6]).toBe('1.00x');
    expect(rows).toHaveLength(1 + 2 * games.list().length);
    const trigonal = rows.find((r) => r[0] === 'trigonal' && r[1] === 'start')!;
    const start = games.get('trigonal');
    if (!start.ok) throw new Error(start.error);
    expect(Number(trigonal[3])).toBe(perft(start.value.create(), Number(trigonal[2])));
    expect(notes.some((n) => n.startsWith('trigonal middle'))).toBe(true);
  });
});
