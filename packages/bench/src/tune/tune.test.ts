import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runTune } from './tune.js';

function tune(...args: string[]) {
  let out = '';
  let err = '';
  const code = runTune(args, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe('npm run tune', () => {
  it('refuses bad arguments with a clear message and the usage', () => {
    const cases: [string[], string][] = [
      [[], 'tune: name a game to tune'],
      [['chess'], "tune: unknown game 'chess'"],
      [['trigonal', '--games', '0'], 'tune: --games must be an integer from 1 to 100000, not'],
      [
        ['trigonal', '--nodes', 'many'],
        "tune: --nodes must be an integer from 1 to 10000000, not 'many'",
      ],
      [['trigonal', '--speed', '3'], "tune: Unknown option '--speed'"],
      [
        ['trigonal', '--only', 'mobility,speed'],
        "tune: --only: 'speed' names no parameter of trigonal",
      ],
      [['trigonal', 'sankaku'], "tune: one game only, not 'trigonal sankaku'"],
      [['trigonal', '--label', 'leaf'], "tune: --label must be quiet or pv-leaf, not 'leaf'"],
      [['trigonal', '--games', '2', '--games', '3'], "tune: --games is given 2 times ('2', '3')"],
      [
        ['trigonal', '--out', '/nonexistent-folder/weights.json'],
        "tune: --out: cannot write '/nonexistent-folder/weights.json': ",
      ],
      [['trigonal', '--out', tmpdir()], `tune: --out: cannot write '${tmpdir()}': it is a folder`],
      [
        ['trigonal', '--regularise=-1'],
        "tune: --regularise must be a number of 0 or more, not '-1'",
      ],
      // A negative value after a space is the option's, not a flag.
      [
        ['trigonal', '--regularise', '-1'],
        "tune: --regularise must be a number of 0 or more, not '-1'",
      ],
      [
        ['trigonal', '--nodes', '-5'],
        "tune: --nodes must be an integer from 1 to 10000000, not '-5'",
      ],
    ];
    for (const [args, message] of cases) {
      const { code, out, err } = tune(...args);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toContain(message);
      expect(err).toContain('usage: npm run tune -- <game>');
    }
  });

  it('prints its usage for --help or -h, and nothing else', () => {
    for (const args of [['--help'], ['trigonal', '-h']]) {
      const { code, out, err } = tune(...args);
      expect(code).toBe(0);
      expect(out).toMatch(/^usage: npm run tune -- <game>/);
      expect(err).toBe('');
    }
  });

  it('plays, labels, fits and prints the error before and after and the weights', () => {
    const { code, out } = tune('trigonal', '--games', '2', '--nodes', '200', '--passes', '1');
    expect(code).toBe(0);
    expect(out).toMatch(/^trigonal: 2 games at 200 nodes a move \(seed 1\), \d+ quiet positions/);
    expect(out).toMatch(/\nK = [\d.e-]+\n/);
    expect(out).toMatch(/\nerror before 0\.\d+, after 0\.\d+ \(1 passes\)\n/);
    expect(out).toContain('values.knight');
    expect(out).toContain('"mobility": [');
  });

  it('tunes only the parameters --only names, the others keep their values', () => {
    const { code, out } = tune(
      'trigonal',
      '--games',
      '1',
      '--nodes',
      '200',
      '--passes',
      '1',
      '--only',
      'tempo',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/\nvalues\.knight +300 +300\n/);
    expect(out).toMatch(/\ncentre +8 +8\n/);
  });

  it('tunes every game, the unit piece kept', () => {
    const { code, out } = tune(
      'sankaku',
      '--games',
      '1',
      '--nodes',
      '100',
      '--passes',
      '1',
      '--only',
      'mobility,tempo',
    );
    expect(code).toBe(0);
    // Nearly every Sankaku position has a capture; it labels by evaluation and search agreeing.
    expect(out).toMatch(
      /^sankaku: 1 games at 100 nodes a move \(seed 1\), [1-9]\d* quiet positions/,
    );
    expect(out).toMatch(/\nmobility\[2\] +3 +\d+\n/);
    expect(out).toMatch(/\nvalues\.chariot +500 +500\n/);
    expect(out).not.toContain('values.soldier ');
    expect(out).toContain('"soldier": 100');
    const triangulate = tune('triangulate', '--games', '1', '--nodes', '100', '--passes', '1');
    expect(triangulate.code).toBe(0);
    expect(triangulate.out).toMatch(/\nsupply% +100 +\d+\n/);
  });

  it('labels principal-variation leaves, and a heavy regularisation keeps every weight', () => {
    const args = ['trigonal', '--games', '1', '--nodes', '300', '--passes', '1'];
    const free = tune(...args, '--label', 'pv-leaf', '--only', 'mobility,tempo');
    expect(free.code).toBe(0);
    expect(free.out).toMatch(
      /^trigonal: 1 games at 300 nodes a move \(seed 1\), [1-9]\d* principal-variation leaves/,
    );
    // Unregularised, one game's positions move some weight; a heavy term moves none.
    const moved = (out: string) =>
      [...out.matchAll(/\n(mobility\S*|tempo) +(-?\d+) +(-?\d+)\n/g)].filter((m) => m[2] !== m[3]);
    expect(moved(free.out).length).toBeGreaterThan(0);
    const held = tune(
      ...args,
      '--label',
      'pv-leaf',
      '--only',
      'mobility,tempo',
      '--regularise',
      '1000',
    );
    expect(held.code).toBe(0);
    expect(moved(held.out)).toEqual([]);
  });
});
