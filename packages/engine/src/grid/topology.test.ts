import { describe, expect, it } from 'vitest';
import { builtinGames } from '../games/index.js';
import { TriangulationPosition, triangulation } from '../games/triangulation/index.js';

describe('Topology, given something that is not a cell of the board', () => {
  // -1 is the `from` of a pass in moveInfo; size is one past the last cell.
  for (const game of builtinGames) {
    const board = game.topology;
    const bad = [-1, board.size, 2.5, NaN];

    it(`${game.id}: name and every other method taking a cell throw a RangeError naming it`, () => {
      for (const cell of bad) {
        const said = new RegExp(
          `^${String(cell)} is not a cell of this board \\(cells are 0 to ${board.size - 1}\\)$`,
        );
        expect(() => board.name(cell)).toThrow(RangeError);
        expect(() => board.name(cell)).toThrow(said);
        for (const method of [
          () => board.x(cell),
          () => board.y(cell),
          () => board.z(cell),
          () => board.offset(cell, 0, 0, 0),
          () => board.sides(cell),
          () => board.cornerNeighbours(cell),
          () => board.isRim(cell),
          () => board.polygon(cell),
          () => board.centroid(cell),
        ])
          expect(method).toThrow(said);
      }
    });

    it(`${game.id}: its first and last cells still answer`, () => {
      for (const cell of [0, board.size - 1]) {
        expect(board.cell(board.name(cell))).toBe(cell);
        expect(board.polygon(cell)).toHaveLength(board.corners);
        expect(board.offset(cell, 0, 0, 0)).toBe(cell);
      }
    });
  }

  it("a Triangulation position's cellName refuses the same way", () => {
    const position: TriangulationPosition = triangulation.create();
    expect(position.cellName(0)).toBe(position.names[0]);
    expect(() => position.cellName(-1)).toThrow(
      /^-1 is not a cell of this board \(cells are 0 to 63\)$/,
    );
    expect(() => position.cellName(64)).toThrow(RangeError);
  });
});
