/**
 * Board topologies: a finite set of cells cut out of a tiling, numbered 0..n-1, with every
 * relation a game needs precomputed into typed arrays at load. Games never do geometry at move
 * time; they read these tables (or tables they build from them once).
 *
 * Triangle cells carry lattice coordinates (x, y, z): a cell with x+y+z = k points one way
 * (orientation A) and a cell with x+y+z = k-1 the other way (orientation B), for one k per
 * board. Each coordinate counts the strips parallel to one side of the triangles, so every
 * triangular board (a triangle, a hexagon, Sankaku's shape) is just another set of triples.
 * Square cells carry (column, row, 0).
 */

export type Shape = 'triangles' | 'squares';

/** A point of the drawing frame: unit cell side, y pointing up (mathematical orientation). */
export type Point = readonly [number, number];

export interface CellSpec {
  /** Lattice coordinates: (x, y, z) for triangles, (column, row, 0) for squares. */
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** The cell's canonical name, as the game's rules file writes it. */
  readonly name: string;
}

export interface TopologySpec {
  readonly shape: Shape;
  readonly cells: readonly CellSpec[];
  /**
   * Maps what a user typed to a canonical name (aliases, other spellings); the result is
   * looked up exactly. Defaults to the identity.
   */
  readonly normalizeName?: (text: string) => string;
}

const SQRT3 = Math.sqrt(3);
// Unit vectors of the three lattice axes in the drawing frame, 120° apart: +x points up.
const AXES: readonly Point[] = [
  [0, 1],
  [SQRT3 / 2, -0.5],
  [-SQRT3 / 2, -0.5],
];

export class Topology {
  readonly shape: Shape;
  readonly size: number;
  readonly names: readonly string[];
  /** Lattice coordinates, three per cell. */
  readonly coords: Int16Array;
  /**
   * Triangles: 0 for orientation A (coordinate sum k, pointing toward +x), 1 for B.
   * Squares: (column + row) mod 2, the chequer colour.
   */
  readonly orientation: Uint8Array;
  /** Cells sharing a side, as compressed rows: sideList[sideStart[c] .. sideStart[c+1]). */
  readonly sideStart: Int32Array;
  readonly sideList: Int16Array;
  /** Cells sharing only a corner, compressed the same way. */
  readonly cornerStart: Int32Array;
  readonly cornerList: Int16Array;
  /** Polygon corners in the drawing frame: 3 or 4 points per cell, x and y interleaved. */
  readonly polygons: Float64Array;
  readonly corners: number;
  /** The coordinate sum of orientation-A triangles (k); 0 for squares. */
  readonly k: number;

  private readonly byName: Map<string, number>;
  private readonly normalize: (text: string) => string;
  private readonly lookup: Int16Array;
  private readonly min: readonly [number, number, number];
  private readonly span: readonly [number, number, number];

  constructor(spec: TopologySpec) {
    const { shape, cells } = spec;
    if (cells.length === 0 || cells.length > 32767)
      throw new Error('a topology needs 1..32767 cells');
    this.shape = shape;
    this.size = cells.length;
    this.names = cells.map((c) => c.name);
    this.normalize = spec.normalizeName ?? ((t) => t);
    this.byName = new Map(cells.map((c, i) => [c.name, i]));
    if (this.byName.size !== cells.length) throw new Error('cell names must be distinct');

    this.coords = new Int16Array(cells.length * 3);
    cells.forEach((c, i) => this.coords.set([c.x, c.y, c.z], i * 3));

    const mins = [0, 1, 2].map((a) => Math.min(...cells.map((c) => axis(c, a))));
    const maxs = [0, 1, 2].map((a) => Math.max(...cells.map((c) => axis(c, a))));
    this.min = [mins[0], mins[1], mins[2]];
    this.span = [maxs[0] - mins[0] + 1, maxs[1] - mins[1] + 1, maxs[2] - mins[2] + 1];
    this.lookup = new Int16Array(this.span[0] * this.span[1] * this.span[2]).fill(-1);
    cells.forEach((c, i) => {
      const slot = this.slot(c.x, c.y, c.z);
      if (this.lookup[slot] !== -1) throw new Error(`two cells at (${c.x},${c.y},${c.z})`);
      this.lookup[slot] = i;
    });

    this.orientation = new Uint8Array(cells.length);
    if (shape === 'triangles') {
      const sums = new Set(cells.map((c) => c.x + c.y + c.z));
      const k = Math.max(...sums);
      if ([...sums].some((s) => s !== k && s !== k - 1)) {
        throw new Error('triangle cells must have coordinate sums k or k-1');
      }
      this.k = k;
      cells.forEach((c, i) => (this.orientation[i] = c.x + c.y + c.z === k ? 0 : 1));
    } else {
      this.k = 0;
      cells.forEach((c, i) => (this.orientation[i] = (c.x + c.y) & 1));
    }

    const sides: number[][] = [];
    const touching: number[][] = [];
    for (let i = 0; i < this.size; i++) {
      sides.push(
        this.sideOffsets(i)
          .map(([a, b, c]) => this.offset(i, a, b, c))
          .filter((n) => n >= 0),
      );
      touching.push(
        this.cornerOffsets(i)
          .map(([a, b, c]) => this.offset(i, a, b, c))
          .filter((n) => n >= 0),
      );
    }
    [this.sideStart, this.sideList] = compress(sides);
    [this.cornerStart, this.cornerList] = compress(touching);

    this.corners = shape === 'triangles' ? 3 : 4;
    this.polygons = new Float64Array(this.size * this.corners * 2);
    for (let i = 0; i < this.size; i++) {
      this.cellPolygon(i).forEach(([px, py], j) => {
        this.polygons[(i * this.corners + j) * 2] = px;
        this.polygons[(i * this.corners + j) * 2 + 1] = py;
      });
    }
  }

  /** The index of a cell by name (after the game's normalisation), or -1. */
  cell(name: string): number {
    return this.byName.get(this.normalize(name)) ?? -1;
  }

  /**
   * A cell's canonical name. Like every method here that takes a cell, a RangeError naming the
   * argument for anything that is not a cell of this board (-1, the `from` of a pass, included):
   * a program that names a missing cell has a bug that an `undefined` would only move elsewhere.
   */
  name(cell: number): string {
    return this.names[this.check(cell)];
  }

  x(cell: number): number {
    return this.coords[this.check(cell) * 3];
  }
  y(cell: number): number {
    return this.coords[this.check(cell) * 3 + 1];
  }
  z(cell: number): number {
    return this.coords[this.check(cell) * 3 + 2];
  }

  /** The cell at lattice coordinates, or -1 when there is none on this board. */
  at(x: number, y: number, z: number): number {
    const a = x - this.min[0];
    const b = y - this.min[1];
    const c = z - this.min[2];
    if (a < 0 || b < 0 || c < 0 || a >= this.span[0] || b >= this.span[1] || c >= this.span[2]) {
      return -1;
    }
    return this.lookup[(a * this.span[1] + b) * this.span[2] + c];
  }

  /** The cell at this cell's coordinates plus (dx, dy, dz), or -1. */
  offset(cell: number, dx: number, dy: number, dz: number): number {
    return this.at(this.x(cell) + dx, this.y(cell) + dy, this.z(cell) + dz);
  }

  sides(cell: number): number[] {
    this.check(cell);
    return Array.from(this.sideList.subarray(this.sideStart[cell], this.sideStart[cell + 1]));
  }

  cornerNeighbours(cell: number): number[] {
    this.check(cell);
    return Array.from(this.cornerList.subarray(this.cornerStart[cell], this.cornerStart[cell + 1]));
  }

  /** A cell on the board's rim: some side or corner of it touches no other cell. */
  isRim(cell: number): boolean {
    this.check(cell);
    const full = this.shape === 'triangles' ? [3, 9] : [4, 4];
    return (
      this.sideStart[cell + 1] - this.sideStart[cell] < full[0] ||
      this.cornerStart[cell + 1] - this.cornerStart[cell] < full[1]
    );
  }

  polygon(cell: number): Point[] {
    this.check(cell);
    const out: Point[] = [];
    for (let j = 0; j < this.corners; j++) {
      const at = (cell * this.corners + j) * 2;
      out.push([this.polygons[at], this.polygons[at + 1]]);
    }
    return out;
  }

  centroid(cell: number): Point {
    let sx = 0;
    let sy = 0;
    for (const [px, py] of this.polygon(cell)) {
      sx += px;
      sy += py;
    }
    return [sx / this.corners, sy / this.corners];
  }

  /** Side-neighbour offsets of a cell, whether or not the neighbour exists. */
  private sideOffsets(cell: number): number[][] {
    if (this.shape === 'squares') {
      return [
        [1, 0, 0],
        [-1, 0, 0],
        [0, 1, 0],
        [0, -1, 0],
      ];
    }
    const s = this.orientation[cell] === 0 ? -1 : 1;
    return [
      [s, 0, 0],
      [0, s, 0],
      [0, 0, s],
    ];
  }

  /** Offsets of the cells that share only a corner. */
  private cornerOffsets(cell: number): number[][] {
    if (this.shape === 'squares') {
      return [
        [1, 1, 0],
        [1, -1, 0],
        [-1, 1, 0],
        [-1, -1, 0],
      ];
    }
    const s = this.orientation[cell] === 0 ? 1 : -1;
    // Six cells of the same orientation (one step along a strip pair) and three opposite ones.
    return [
      [0, 1, -1],
      [0, -1, 1],
      [1, 0, -1],
      [-1, 0, 1],
      [1, -1, 0],
      [-1, 1, 0],
      [s, -s, -s],
      [-s, s, -s],
      [-s, -s, s],
    ];
  }

  private cellPolygon(cell: number): Point[] {
    const x = this.x(cell);
    const y = this.y(cell);
    const z = this.z(cell);
    if (this.shape === 'squares') {
      return [
        [x, y],
        [x + 1, y],
        [x + 1, y + 1],
        [x, y + 1],
      ];
    }
    const vertices =
      this.orientation[cell] === 0
        ? [
            [x + 1, y, z],
            [x, y + 1, z],
            [x, y, z + 1],
          ]
        : [
            [x, y + 1, z + 1],
            [x + 1, y, z + 1],
            [x + 1, y + 1, z],
          ];
    return vertices.map(([a, b, c]) => latticePoint(a, b, c));
  }

  /** `cell`, when it is a cell of this board; otherwise a RangeError that names it. */
  private check(cell: number): number {
    if (Number.isInteger(cell) && cell >= 0 && cell < this.size) return cell;
    throw new RangeError(
      `${String(cell)} is not a cell of this board (cells are 0 to ${this.size - 1})`,
    );
  }

  private slot(x: number, y: number, z: number): number {
    return (
      ((x - this.min[0]) * this.span[1] + (y - this.min[1])) * this.span[2] + (z - this.min[2])
    );
  }
}

/** A lattice vertex (X, Y, Z) in the drawing frame, scaled so that a triangle side is 1. */
export function latticePoint(a: number, b: number, c: number): Point {
  return [
    (a * AXES[0][0] + b * AXES[1][0] + c * AXES[2][0]) / SQRT3,
    (a * AXES[0][1] + b * AXES[1][1] + c * AXES[2][1]) / SQRT3,
  ];
}

function axis(c: CellSpec, a: number): number {
  return a === 0 ? c.x : a === 1 ? c.y : c.z;
}

function compress(lists: number[][]): [Int32Array, Int16Array] {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => (start[i + 1] = start[i] + l.length));
  const flat = new Int16Array(start[lists.length]);
  lists.forEach((l, i) => flat.set(l, start[i]));
  return [start, flat];
}
