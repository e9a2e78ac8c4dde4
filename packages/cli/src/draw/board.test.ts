import { describe, expect, it } from 'vitest';
import {
  games,
  Topology,
  type CellSpec,
  type GameDefinition,
  type PieceView,
  type Position,
} from '@trigon/engine';
import { drawBoard, pieceLetter } from './board.js';
import { chooseRotation, layoutBoard } from './layout.js';

/** A triangle of side `n`, apex up at rotation 0, rows r1 … rn, cells numbered from the left. */
function triangle(n: number): Topology {
  const cells: CellSpec[] = [];
  for (let r = 1; r <= n; r++) {
    for (let p = 1; p <= 2 * r - 1; p++) {
      const x = n - r;
      const y = Math.floor((p - 1) / 2);
      cells.push({ x, y, z: (p % 2 === 1 ? n - 1 : n - 2) - x - y, name: `r${r}c${p}` });
    }
  }
  return new Topology({ shape: 'triangles', cells });
}

function squares(columns: number, rows: number): Topology {
  const cells: CellSpec[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) cells.push({ x, y, z: 0, name: 'abcdefgh'[x] + (y + 1) });
  }
  return new Topology({ shape: 'squares', cells });
}

/**
 * A game with a fixed position, just enough of the contract for drawing: the drawing reads
 * only the topology, players, pieces, views and `contents`.
 */
function fixedGame(
  topology: Topology,
  players: string[],
  views: number[],
  pieces: Record<string, PieceView[]>,
): Position {
  const game = {
    id: 'fixed',
    title: 'Fixed',
    players,
    topology,
    options: [],
    pieces: [{ letter: 'K', name: 'King' }],
    views,
    create: () => position,
  } as unknown as GameDefinition;
  const position = {
    game,
    contents: (cell: number) => pieces[topology.name(cell)] ?? [],
  } as unknown as Position;
  return position;
}

const plain = { colour: false };

describe('layoutBoard', () => {
  it('puts a triangle into rows of 1, 3, 5 … cells that alternate up and down', () => {
    const board = triangle(4);
    const layout = layoutBoard(board, 0);
    expect(layout.rows.map((r) => r.cells.length)).toEqual([1, 3, 5, 7]);
    expect(layout.rows[0].cells.map((c) => board.name(c))).toEqual(['r1c1']);
    expect(layout.rows[3].cells.map((c) => board.name(c))).toEqual([
      'r4c1',
      'r4c2',
      'r4c3',
      'r4c4',
      'r4c5',
      'r4c6',
      'r4c7',
    ]);
    for (const row of layout.rows) {
      row.cells.forEach((cell, i) => expect(layout.pointsUp[cell]).toBe(i % 2 === 0 ? 1 : 0));
      row.columns.forEach((column, i) => i > 0 && expect(column - row.columns[i - 1]).toBe(1));
    }
    // The apex sits above the middle of the base.
    expect(layout.rows[0].columns[0]).toBe(layout.rows[3].columns[3]);
  });

  it('turned by 60° the triangle points down and every cell flips', () => {
    const board = triangle(4);
    const layout = layoutBoard(board, 60);
    expect(layout.rows.map((r) => r.cells.length)).toEqual([7, 5, 3, 1]);
    for (let c = 0; c < board.size; c++) {
      expect(layout.pointsUp[c]).toBe(board.orientation[c]);
    }
  });

  it('refuses a turn that would tilt the rows', () => {
    expect(() => layoutBoard(triangle(3), 90)).toThrow(/90/);
    expect(() => layoutBoard(squares(2, 2), 60)).toThrow(/60/);
  });

  it('lays squares out as a grid, top row first', () => {
    const board = squares(3, 2);
    const layout = layoutBoard(board, 0);
    expect(layout.rows.map((r) => r.cells.map((c) => board.name(c)))).toEqual([
      ['a2', 'b2', 'c2'],
      ['a1', 'b1', 'c1'],
    ]);
    expect(layout.rows[1].columns).toEqual([0, 1, 2]);
    const turned = layoutBoard(board, 180);
    expect(turned.rows[0].cells.map((c) => board.name(c))).toEqual(['c1', 'b1', 'a1']);
  });
});

describe('chooseRotation', () => {
  const king = (owner: number): PieceView[] => [{ owner, kind: 'K' }];

  it('takes the view of the first seat when it keeps rows horizontal', () => {
    expect(chooseRotation(fixedGame(triangle(3), ['A', 'B'], [120, 0], {}).game)).toBe(120);
    expect(chooseRotation(fixedGame(triangle(3), ['A', 'B'], [170, 0], {}).game)).toBe(180);
    expect(chooseRotation(fixedGame(squares(2, 2), ['A', 'B'], [270, 90], {}).game)).toBe(270);
  });

  it('between two equally near turns, puts the first seat lower', () => {
    // A piece in the bottom-left corner: turning by 60° brings that corner to the bottom
    // point, turning by 120° to the bottom-left of an upright triangle.
    const lowLeft = fixedGame(triangle(3), ['A', 'B'], [90, 270], { r3c1: king(0), r3c5: king(1) });
    const board = lowLeft.game.topology;
    const rotation = chooseRotation(lowLeft.game);
    expect([60, 120]).toContain(rotation);
    const layout = layoutBoard(board, rotation);
    const bottom = layout.rows[layout.rows.length - 1].cells.map((c) => board.name(c));
    expect(bottom).toContain('r3c1');
    expect(bottom).not.toContain('r3c5');
  });

  it('draws Trigonal Chess with White in the bottom row', () => {
    const trigonal = games.get('trigonal');
    if (!trigonal.ok) throw new Error(trigonal.error);
    const game = trigonal.value;
    const layout = layoutBoard(game.topology, chooseRotation(game));
    const bottom = layout.rows[layout.rows.length - 1].cells;
    const start = game.create();
    const whiteInBottom = bottom.filter((c) => start.contents(c).some((p) => p.owner === 0));
    expect(whiteInBottom.length).toBeGreaterThanOrEqual(8);
  });
});

describe('drawBoard', () => {
  it('draws empty triangles by the way they point, and names every row end', () => {
    const position = fixedGame(triangle(3), ['A', 'B'], [0, 180], {});
    const lines = drawBoard(position, plain);
    expect(lines.slice(0, 4)).toEqual([
      '    r1c1 △',
      '  r2c1 △ ▽ △ r2c3',
      'r3c1 △ ▽ △ ▽ △ r3c5',
      '        r3c3',
    ]);
    expect(lines[4]).toBe('A: upper case (K), B: lower case (k)');
    expect(lines[5]).toBe('K King');
  });

  it('marks a third seat distinctly and says so in the legend', () => {
    const position = fixedGame(triangle(3), ['Red', 'Green', 'Blue'], [0, 120, 240], {
      r3c1: [{ owner: 0, kind: 'K' }],
      r3c5: [{ owner: 1, kind: 'K' }],
      r1c1: [{ owner: 2, kind: 'K' }],
    });
    const lines = drawBoard(position, plain);
    expect(lines[0]).toBe('    r1c1 Ⓚ');
    // Seats named after a colour are drawn in it.
    expect(drawBoard(position, { colour: true })[0]).toContain('\x1b[1;94mⓀ\x1b[0m');
    expect(lines[2]).toBe('r3c1 K ▽ △ ▽ k r3c5');
    expect(lines).toContain('Red: upper case (K), Green: lower case (k), Blue: circled (Ⓚ)');
    expect(pieceLetter('r', 2)).toBe('Ⓡ');
    expect(pieceLetter('Q', 1)).toBe('q');
  });

  it('draws squares as a grid with stack heights and names the whole rim', () => {
    const position = fixedGame(squares(4, 3), ['X', 'O'], [0, 180], {
      b2: [
        { owner: 0, kind: 'T' },
        { owner: 1, kind: 'T' },
        { owner: 1, kind: 'T' },
      ],
      c1: [{ owner: 0, kind: 'T' }],
    });
    const lines = drawBoard(position, plain);
    expect(lines.slice(0, 5)).toEqual([
      '      b3 c3',
      'a3 ·  ·  ·  ·  d3',
      'a2 ·  t3 ·  ·  d2',
      'a1 ·  ·  T  ·  d1',
      '      b1 c1',
    ]);
    expect(lines).toContain(
      'a letter with a number: the top piece of a stack and the stack height',
    );
  });

  it('uses ANSI colour only when asked', () => {
    const position = fixedGame(triangle(2), ['A', 'B'], [0, 180], {
      r1c1: [{ owner: 1, kind: 'K' }],
    });
    expect(drawBoard(position, plain).join('\n')).not.toContain('\x1b[');
    const coloured = drawBoard(position, { colour: true });
    expect(coloured.join('\n')).toContain('\x1b[1;96mk\x1b[0m');
    // Colour codes take no room: the cells stay in their columns.
    // eslint-disable-next-line no-control-regex -- the escape character is what is stripped
    const strip = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');
    expect(coloured.map(strip)).toEqual(drawBoard(position, plain));
  });
});
