import { describe, expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { bufferIo } from '../io.js';
import { run } from '../main.js';

const trigonal = (() => {
  const game = games.get('trigonal');
  if (!game.ok) throw new Error(game.error);
  return game.value;
})();

async function show(args: string[], setup: Parameters<typeof bufferIo>[0] = {}) {
  const io = bufferIo(setup);
  const code = await run(['show', 'trigonal', ...args], io);
  expect(io.err()).toBe('');
  expect(code).toBe(0);
  return io.out();
}

describe('trigon show', () => {
  it('draws the start position with every rim cell named, then its text and the turn', async () => {
    const out = await show([]);
    const topology = trigonal.topology;
    const words = new Set(out.split(/\s+/));
    for (let cell = 0; cell < topology.size; cell++) {
      // A cell with a side on the board's outline.
      if (topology.sides(cell).length < 3) expect(words).toContain(topology.name(cell));
    }
    const lines = out.trimEnd().split('\n');
    expect(lines.slice(-2)).toEqual([trigonal.create().toText(), 'White to move']);
    // 81 cells: 16 pieces each side and 49 empty triangles.
    const drawing = out.slice(0, out.indexOf('\n\n')).split('\n');
    const board = drawing.filter((line) => !line.includes(',')).join('\n'); // legends have commas
    const cells = board.match(/[△▽KQRBNPkqrbnp](?=[ \n]|$)/g) ?? [];
    expect(cells.filter((c) => c === '△' || c === '▽')).toHaveLength(49);
    expect(cells.filter((c) => /[A-Z]/.test(c))).toHaveLength(16);
    expect(cells.filter((c) => /[a-z]/.test(c))).toHaveLength(16);
  });

  it('shows the position after --moves, check and the outcome', async () => {
    const after = await show(['--moves', 'f4-f5']);
    expect(after).toContain('\nBlack to move\n');
    expect(after).not.toContain(trigonal.create().toText());

    const mate = await show(['--position', '1/3/5/7/9/11/13/15/k1BK13 b - - 0 1']);
    expect(mate.trimEnd().split('\n').pop()).toBe('game over: White wins (checkmate)');
    const stalemate = await show(['--position', 'k/3/3K1/7/9/11/13/15/6Q10 b - - 0 1']);
    expect(stalemate.trimEnd().split('\n').pop()).toMatch(/^game over: draw \(stalemate/);
    const check = await show(['--position', 'k/3/5/7/R8/11/13/15/8K8 b - - 0 1']);
    expect(check.trimEnd().split('\n').pop()).toBe('Black to move, in check');
  });

  it('says a game the players ended is over, as its record says (a record on stdin with -)', async () => {
    const record = (result: string, termination?: string) =>
      `[Game "trigonal"]\n[Result "${result}"]\n` +
      (termination === undefined ? '' : `[Termination "${termination}"]\n`) +
      `\n1. f4-f5 f8-f7 ${result}\n`;
    const last = async (text: string) =>
      (await show(['--record', '-'], { stdin: text })).trimEnd().split('\n').pop();
    expect(await last(record('0-1', 'Black wins: White resigned'))).toBe(
      'game over: Black wins (White resigned)',
    );
    expect(await last(record('1-0', 'White wins: Black ran out of time'))).toBe(
      'game over: White wins (Black ran out of time)',
    );
    expect(await last(record('1/2-1/2', 'Draw by agreement'))).toBe(
      'game over: draw (draw by agreement)',
    );
    // A Result without its words: the reason a record takes for it.
    expect(await last(record('0-1'))).toBe('game over: Black wins (resignation)');
    // A game still going on.
    expect(await last(record('*'))).toBe('White to move');
    // Nor does moves list a move of it.
    const moves = bufferIo({ stdin: record('0-1', 'Black wins: White resigned') });
    expect(await run(['moves', 'trigonal', '--record', '-'], moves)).toBe(0);
    expect(moves.err()).toBe('');
    expect(moves.out()).toBe('');
  });

  it('colours only a terminal without NO_COLOR', async () => {
    expect(await show([], { tty: false })).not.toContain('\x1b[');
    expect(await show([], { tty: true })).toContain('\x1b[');
    expect(await show([], { tty: true, env: { NO_COLOR: '1' } })).not.toContain('\x1b[');
  });
});
