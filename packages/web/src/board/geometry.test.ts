import { describe, expect, it } from 'vitest';
import { Topology, games, unwrap } from '@trigon/engine';
import { boardGeometry, cellInDirection, inside, type ScreenCell } from './geometry.js';

const trigonal = unwrap(games.get('trigonal'));

describe('board geometry', () => {
  it('draws Trigonal Chess as its rules file shows it: apex left, White at the bottom', () => {
    const g = boardGeometry(trigonal.topology, trigonal.views[0]);
    const at = (name: string) => g.cells[trigonal.topology.cell(name)];
    expect(at('a1').cx).toBeLessThan(at('e5').cx);
    expect(at('i1').cy).toBeGreaterThan(at('i17').cy); // SVG y grows downward
    expect(at('i9').cx).toBeGreaterThan(at('h8').cx);
    // Black's view is the half turn.
    const black = boardGeometry(trigonal.topology, trigonal.views[1]);
    expect(black.cells[trigonal.topology.cell('i17')].cy).toBeGreaterThan(
      black.cells[trigonal.topology.cell('i1')].cy,
    );
  });

  it('labels Trigonal’s files along White’s edge and its numbers along the base', () => {
    const g = boardGeometry(trigonal.topology, trigonal.views[0]);
    const texts = g.labels.map((l) => l.text);
    expect(texts.slice(0, 9)).toEqual([...'abcdefghi']);
    expect(
      texts
        .slice(9)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    const numbers = g.labels.slice(9);
    // The numbers stand in one column right of the base, one per cell of file i, in order.
    expect(new Set(numbers.map((l) => l.x)).size).toBe(1);
    for (const label of numbers) {
      expect(label.y).toBeCloseTo(g.cells[trigonal.topology.cell(`i${label.text}`)].cy, 5);
    }
  });

  it('keeps every label and piece box inside the view box and labels off the cells', () => {
    for (const game of games.list()) {
      for (const angle of game.views) {
        const g = boardGeometry(game.topology, angle);
        const [x, y, w, h] = g.viewBox;
        for (const c of g.cells) {
          for (const [px, py] of c.corners) {
            expect(px).toBeGreaterThanOrEqual(x);
            expect(px).toBeLessThanOrEqual(x + w);
            expect(py).toBeGreaterThanOrEqual(y);
            expect(py).toBeLessThanOrEqual(y + h);
          }
        }
        for (const label of g.labels) {
          expect(label.x).toBeGreaterThan(x);
          expect(label.x).toBeLessThan(x + w);
          expect(g.cells.some((c) => inside(c.corners, [label.x, label.y]))).toBe(false);
        }
      }
    }
  });

  it('turns Triangulation to each seat’s corner, and finds every cell under its own centre', () => {
    const triangulation = unwrap(games.get('triangulation'));
    const corners = ['A8Ω', 'H1Ω', 'H8β'].map((n) => triangulation.topology.cell(n));
    triangulation.views.forEach((angle, seat) => {
      const g = boardGeometry(triangulation.topology, angle);
      // The seat's corner is the lowest cell on the screen, and in the middle of the width.
      const lowest = g.cells.reduce((low, c) => (c.cy > low.cy ? c : low));
      expect(lowest.cell).toBe(corners[seat]);
      const [x, , w] = g.viewBox;
      expect(lowest.cx).toBeCloseTo(x + w / 2, 0);
      // Clicks, drops and arrows all go through the cell under a point: each centre is inside
      // its own cell and no other, at every angle.
      for (const c of g.cells) {
        const under = g.cells.filter((d) => inside(d.corners, [c.cx, c.cy])).map((d) => d.cell);
        expect(under).toEqual([c.cell]);
      }
    });
  });

  it('labels a square board like a chess board', () => {
    const cells = [];
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 8; col++)
        cells.push({ x: col, y: row, z: 0, name: 'abcdefgh'[col] + (row + 1) });
    }
    const g = boardGeometry(new Topology({ shape: 'squares', cells }), 0);
    const bottom = Math.max(...g.cells.map((c) => c.cy));
    const left = Math.min(...g.cells.map((c) => c.cx));
    const files = g.labels.filter((l) => /^[a-z]$/.test(l.text));
    const ranks = g.labels.filter((l) => /^\d+$/.test(l.text));
    expect(files.map((l) => l.text)).toEqual([...'abcdefgh']);
    expect(ranks.map((l) => l.text)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    for (const f of files) expect(f.y).toBeGreaterThan(bottom);
    for (const r of ranks) expect(r.x).toBeLessThan(left);
  });

  describe('arrow keys', () => {
    const KEYS = [
      [0, -1],
      [0, 1],
      [-1, 0],
      [1, 0],
    ] as const;
    /** The cells one press of each arrow key reaches from `cell`. */
    const reach = (cells: readonly ScreenCell[], cell: number) =>
      new Set(KEYS.map((key) => cellInDirection(cells, cell, key)));
    const mirrored = (cells: readonly ScreenCell[]): ScreenCell[] =>
      cells.map((c) => ({ ...c, cx: -c.cx }));

    it('reach every side neighbour of every cell in one press, on every board at every turn', () => {
      for (const game of games.list()) {
        const { topology } = game;
        // The views the app turns to, and every 15° besides, and each of those mirrored.
        const angles = [...game.views, ...Array.from({ length: 24 }, (_, i) => i * 15)];
        for (const angle of angles) {
          const screen = boardGeometry(topology, angle).cells;
          for (const cells of [screen, mirrored(screen)]) {
            for (let cell = 0; cell < topology.size; cell++) {
              const reached = reach(cells, cell);
              const missed = topology.sides(cell).filter((n) => !reached.has(n));
              expect(
                missed.map((n) => topology.name(n)),
                `${game.id} at ${angle}°: from ${topology.name(cell)}`,
              ).toEqual([]);
            }
          }
        }
      }
    });

    it('go to the cell that lies that way on the screen: Trigonal from g4, and Triangulation’s C7Φ', () => {
      const g4 = (angle: number, key: (typeof KEYS)[number]) => {
        const cells = boardGeometry(trigonal.topology, angle).cells;
        return trigonal.topology.name(cellInDirection(cells, trigonal.topology.cell('g4'), key));
      };
      // White's view: g5 is up and to the right, g3 down and to the right, f3 to the left.
      const white = trigonal.views[0];
      expect(KEYS.map((key) => g4(white, key))).toEqual(['g5', 'g3', 'f3', 'h5']);
      // Black's view is the half turn: every key the other way round.
      const black = trigonal.views[1];
      expect(KEYS.map((key) => g4(black, key))).toEqual(['g3', 'g5', 'h5', 'f3']);

      const triangulation = unwrap(games.get('triangulation'));
      const t = triangulation.topology;
      const cells = boardGeometry(t, triangulation.views[0]).cells;
      const from = t.cell('C7Φ');
      // Red's view: D7Φ above, C7Ω left and C8Φ right (its three sides); down, the cell beyond
      // its lower corner.
      expect(KEYS.map((key) => t.name(cellInDirection(cells, from, key)))).toEqual([
        'D7Φ',
        'B8Ω',
        'C7Ω',
        'C8Φ',
      ]);
    });

    it('stop at the edge of the board', () => {
      const cells = boardGeometry(trigonal.topology, trigonal.views[0]).cells;
      // a1 is the apex on the left (see above): only Right leads on from it.
      const a1 = trigonal.topology.cell('a1');
      expect(KEYS.map((key) => cellInDirection(cells, a1, key) >= 0)).toEqual([
        false,
        false,
        false,
        true,
      ]);
    });
  });
});
