import type { Topology } from '@trigon/engine';

/**
 * The board as the screen shows it: the topology's drawing frame (unit cell side, y up) turned
 * by the viewer's angle and flipped to SVG's y-down. Everything is computed once per board and
 * angle, so pieces and labels are placed upright at any rotation.
 */
export interface ScreenCell {
  readonly cell: number;
  readonly name: string;
  /** SVG `points` attribute of the cell's polygon. */
  readonly points: string;
  readonly corners: readonly (readonly [number, number])[];
  /** Where a piece stands: the centre of the cell's inscribed circle. */
  readonly cx: number;
  readonly cy: number;
}

export interface EdgeLabel {
  readonly x: number;
  readonly y: number;
  readonly text: string;
}

export interface BoardGeometry {
  readonly cells: readonly ScreenCell[];
  readonly labels: readonly EdgeLabel[];
  /** x, y, width, height of the SVG viewBox: the board, its labels and a margin. */
  readonly viewBox: readonly [number, number, number, number];
  /** The size a piece is drawn at (the width and height of its box). */
  readonly pieceSize: number;
  /** Font size of the edge labels. */
  readonly labelSize: number;
  /** The cell side in screen units (1; kept for readability of formulas). */
  readonly unit: number;
}

type Point = readonly [number, number];

const cache = new WeakMap<Topology, Map<number, BoardGeometry>>();

/** The screen geometry of a topology seen at `angle` degrees (anticlockwise), memoised. */
export function boardGeometry(topology: Topology, angle: number): BoardGeometry {
  let byAngle = cache.get(topology);
  if (!byAngle) cache.set(topology, (byAngle = new Map()));
  const key = ((angle % 360) + 360) % 360;
  let geometry = byAngle.get(key);
  if (!geometry) byAngle.set(key, (geometry = computeGeometry(topology, key)));
  return geometry;
}

function computeGeometry(topology: Topology, angle: number): BoardGeometry {
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // Turn anticlockwise in the y-up frame, then flip y for SVG; round away float noise.
  const toScreen = (x: number, y: number): Point => [
    round(x * cos - y * sin),
    round(-(x * sin + y * cos)),
  ];

  const cells: ScreenCell[] = [];
  for (let cell = 0; cell < topology.size; cell++) {
    const corners = topology.polygon(cell).map(([x, y]) => toScreen(x, y));
    const [cx, cy] = centre(corners);
    cells.push({
      cell,
      name: topology.name(cell),
      points: corners.map(([x, y]) => `${x},${y}`).join(' '),
      corners,
      cx,
      cy,
    });
  }

  const triangles = topology.shape === 'triangles';
  const labelSize = triangles ? 0.27 : 0.28;
  const labels = edgeLabels(cells, labelSize);

  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const extend = (x: number, y: number, pad: number) => {
    minX = Math.min(minX, x - pad);
    maxX = Math.max(maxX, x + pad);
    minY = Math.min(minY, y - pad);
    maxY = Math.max(maxY, y + pad);
  };
  for (const c of cells) for (const [x, y] of c.corners) extend(x, y, 0.08);
  for (const l of labels) extend(l.x, l.y, labelSize * 0.9);
  const viewBox = [minX, minY, maxX - minX, maxY - minY].map(round) as [
    number,
    number,
    number,
    number,
  ];

  return {
    cells,
    labels,
    viewBox,
    // A triangle's inscribed circle has diameter 1/√3 ≈ 0.58; a piece may overhang it a little.
    pieceSize: triangles ? 0.62 : 0.86,
    labelSize,
    unit: 1,
  };
}

/** A direction on the screen (SVG's y down), as a unit vector: [0, -1] is up. */
export type ScreenDirection = readonly [number, number];

/**
 * The cell an arrow key goes to from `cell`: of the cells whose centres lie within 45° of the
 * key's direction on the screen, the one nearest, an angle off the direction counting as extra
 * distance (ties: the smaller angle, then the clockwise side); -1 when there is none.
 *
 * Why so: with 45° the four keys share the screen's directions out among themselves, each
 * direction to the key nearest it. A triangle's three side neighbours lie 120° apart, so
 * however the board is turned or mirrored no two of them fall to one key; a square's four
 * lie one to a key. And a side neighbour is nearer than any other cell (1/√3 of a side
 * against at least 1 between triangles, 1 against √2 between squares), near enough that it
 * wins even 45° off its key's direction (see ANGLE_COST). So every side neighbour is one press
 * away. A key with no side neighbour in its quarter goes to the nearest cell there: from a
 * triangle whose apex points up, Up goes to the cell beyond the apex.
 */
export function cellInDirection(
  cells: readonly ScreenCell[],
  cell: number,
  [dx, dy]: ScreenDirection,
): number {
  const from = cells[cell];
  let best = -1;
  let bestCost = Infinity;
  let bestTurn = Infinity;
  for (const c of cells) {
    if (c.cell === cell) continue;
    const ox = c.cx - from.cx;
    const oy = c.cy - from.cy;
    const distance = Math.hypot(ox, oy);
    if (distance < 1e-9) continue;
    const off = Math.acos(Math.max(-1, Math.min(1, (ox * dx + oy * dy) / distance)));
    // Centres are rounded to 1e-4 (see `round`), so a cell on a boundary may fall a little off it.
    if (off > QUARTER + 1e-3) continue;
    const cost = distance * (1 + ANGLE_COST * off);
    // The angle turned from the key's direction, clockwise on the screen positive: of two cells
    // as far and as far off, the clockwise one (a square board turned 45° then gives each of
    // its four side neighbours to a key of its own).
    const turn = dx * oy - dy * ox >= 0 ? off : -off;
    const tie = best >= 0 && Math.abs(cost - bestCost) <= 1e-3 * bestCost;
    if ((!tie && cost < bestCost) || (tie && beforeInTie(turn, bestTurn))) {
      best = c.cell;
      bestCost = cost;
      bestTurn = turn;
    }
  }
  return best;
}

/** Of two cells as near, the one less far off the key's direction, else the clockwise one. */
function beforeInTie(turn: number, other: number): boolean {
  const off = Math.abs(turn);
  const otherOff = Math.abs(other);
  if (Math.abs(off - otherOff) > 1e-3) return off < otherOff;
  return turn > 0 && other < 0;
}

const QUARTER = Math.PI / 4;
/**
 * The extra distance, as a share of the distance, per radian off a key's direction. A side
 * neighbour 45° off must still cost less than any other cell straight ahead: between triangles
 * (1/√3)(1 + w·π/4) < 1, so w < 0.93; between squares 1 + w·π/4 < √2, so w < 0.52. And over
 * 0.3, Up from an apex-up triangle goes straight on to the cell beyond its apex (1.15 away)
 * rather than to one beside it (1 away, 30° off).
 */
const ANGLE_COST = 0.45;

/** The centre of a polygon's inscribed circle for triangles (the centroid); squares alike. */
function centre(corners: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const [px, py] of corners) {
    x += px;
    y += py;
  }
  return [round(x / corners.length), round(y / corners.length)];
}

function round(n: number): number {
  const r = Math.round(n * 1e4) / 1e4;
  return r === 0 ? 0 : r;
}

/**
 * Cell names along the board's edges, worked out from the names alone: a name is split into
 * its parts (letters, digits, other signs), and each part that several cells share in a line
 * (a file letter, a rank number, a column sign) is written once, just past one end of that
 * line, outside the board. Of the two ends the one where the labels line up best is taken
 * (ties: bottom, then left), skipping ends that would crowd labels already placed.
 */
export function edgeLabels(cells: readonly ScreenCell[], size: number): EdgeLabel[] {
  if (cells.length === 0) return [];
  // Names of one length are read sign by sign ('a14': row a, lines 1 and 4); others by runs of
  // letters and digits ('f11': file f, number 11).
  const oneLength = cells.every((c) => [...c.name].length === [...cells[0].name].length);
  const parts = cells.map((c) =>
    oneLength ? [...c.name] : (c.name.match(/\p{L}+|\p{N}+|[^\p{L}\p{N}]+/gu) ?? []),
  );
  const count = parts[0].length;
  if (parts.some((p) => p.length !== count)) return [];

  let cx = 0;
  let cy = 0;
  for (const c of cells) {
    cx += c.cx / cells.length;
    cy += c.cy / cells.length;
  }
  const centre: Point = [cx, cy];
  // Each family of lines (a part of the names) can be labelled at either end.
  const families: Side[][] = [];
  for (let part = 0; part < count; part++) {
    const groups = new Map<string, ScreenCell[]>();
    cells.forEach((c, i) => {
      const value = parts[i][part];
      const group = groups.get(value);
      if (group) group.push(c);
      else groups.set(value, [c]);
    });
    if (groups.size < 2 || cells.length / groups.size < 2) continue;
    const direction = familyDirection([...groups.values()]);
    if (!direction) continue;
    const sides: Side[] = [];
    for (const sense of [-1, 1]) {
      const ends = [...groups].map(([value, group]) => ({
        value,
        cell: extreme(group, direction, sense),
      }));
      const outward: Point = [direction[0] * sense, direction[1] * sense];
      const side = placeAlongEdge(cells, ends, outward, centre, size);
      if (side && side.labels.length === groups.size) sides.push(side);
    }
    if (sides.length > 0) families.push(sides);
  }

  // Of all the ways to pick an end per family, the one that writes the most labels without
  // crowding; then the nicest: edges level or upright (like a chess board's), bottom before
  // top, left before right. A label that would crowd another is left out, and a family that
  // would mostly crowd is not labelled.
  let best: { labels: EdgeLabel[]; score: number } = { labels: [], score: Infinity };
  const choose = (family: number, placed: EdgeLabel[], score: number) => {
    if (family === families.length) {
      const total = score - placed.length * 1000;
      if (total < best.score) best = { labels: placed, score: total };
      return;
    }
    choose(family + 1, placed, score);
    for (const side of families[family]) {
      const clear = side.labels.filter(
        (l) => !placed.some((p) => Math.hypot(p.x - l.x, p.y - l.y) < size * 1.6),
      );
      if (clear.length * 2 <= side.labels.length) continue;
      choose(family + 1, [...placed, ...clear], score + preference(side));
    }
  };
  choose(0, [], 0);
  return best.labels;
}

function preference(side: Side): number {
  const n = side.labels.length;
  const meanX = side.labels.reduce((sum, l) => sum + l.x, 0) / n;
  const meanY = side.labels.reduce((sum, l) => sum + l.y, 0) / n;
  return (side.upright ? 0 : 10) - (meanY - meanX) * 0.01;
}

interface Side {
  readonly labels: EdgeLabel[];
  /** The labels' line is level or upright on the screen. */
  readonly upright: boolean;
}

/**
 * Labels for the ends of a family's lines: each just outside its end cell, straight out from
 * the board's edge there, and all moved out to one line parallel to that edge so that they
 * read as a row (or a column). Undefined when some end is not on the rim.
 */
function placeAlongEdge(
  cells: readonly ScreenCell[],
  ends: readonly { value: string; cell: ScreenCell }[],
  outward: Point,
  centre: Point,
  size: number,
): Side | undefined {
  // Cells are placed by the middle of their bounding boxes: unlike centroids, these line up
  // along an edge whichever way the triangles on it point.
  const middles = ends.map((e) => boxMiddle(e.cell));
  // The edge runs through the end cells; with one end, across the lines.
  let edge: Point = [-outward[1], outward[0]];
  let far = -1;
  let first = middles[0];
  for (let i = 0; i < middles.length; i++) {
    for (let j = i + 1; j < middles.length; j++) {
      const dx = middles[j][0] - middles[i][0];
      const dy = middles[j][1] - middles[i][1];
      const length = Math.hypot(dx, dy);
      if (length > far) {
        far = length;
        edge = [dx / length, dy / length];
        first = middles[i];
      }
    }
  }
  let normal: Point = [-edge[1], edge[0]];
  const meanX = middles.reduce((sum, m) => sum + m[0], 0) / middles.length;
  const meanY = middles.reduce((sum, m) => sum + m[1], 0) / middles.length;
  if ((meanX - centre[0]) * normal[0] + (meanY - centre[1]) * normal[1] < 0) {
    normal = [-normal[0], -normal[1]];
  }
  // Labels go in one row along the edge when the ends lie on one straight edge, or when the
  // lines run level or upright straight out through a ragged edge (like the files under a
  // chess board). Otherwise (a hexagon's oblique lines end on two edges) each label just
  // continues its line past the rim.
  const straight = middles.every(
    (m) => Math.abs((m[0] - first[0]) * normal[0] + (m[1] - first[1]) * normal[1]) < 0.3,
  );
  const across = Math.abs(outward[0] * normal[0] + outward[1] * normal[1]) > 0.95;
  const level = Math.abs(outward[0]) < 0.05 || Math.abs(outward[1]) < 0.05;
  const aligned = straight || (across && level);
  const points: { value: string; at: Point }[] = [];
  for (const [i, end] of ends.entries()) {
    const at = aligned
      ? clearPoint(cells, end.cell, middles[i], normal, size)
      : clearPoint(cells, end.cell, [end.cell.cx, end.cell.cy], outward, size);
    if (!at) return undefined;
    points.push({ value: end.value, at });
  }
  if (!aligned) {
    return {
      labels: points.map(({ value, at }) => ({ x: at[0], y: at[1], text: value })),
      upright: false,
    };
  }
  const depth = Math.max(...points.map((p) => p.at[0] * normal[0] + p.at[1] * normal[1]));
  const labels = points.map(({ value, at }) => {
    const push = depth - (at[0] * normal[0] + at[1] * normal[1]);
    return { x: round(at[0] + normal[0] * push), y: round(at[1] + normal[1] * push), text: value };
  });
  const upright = Math.abs(edge[0]) < 0.02 || Math.abs(edge[1]) < 0.02;
  return { labels, upright };
}

/** The common direction of a family of lines (unit vector), or undefined if it has none. */
function familyDirection(groups: readonly ScreenCell[][]): Point | undefined {
  let sx = 0;
  let sy = 0;
  let reference: Point | undefined;
  for (const group of groups) {
    if (group.length < 2) continue;
    let best = -1;
    let d: Point = [0, 0];
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const dx = group[j].cx - group[i].cx;
        const dy = group[j].cy - group[i].cy;
        const length = Math.hypot(dx, dy);
        if (length > best) {
          best = length;
          d = [dx / length, dy / length];
        }
      }
    }
    if (!reference) reference = d;
    const sign = d[0] * reference[0] + d[1] * reference[1] < 0 ? -1 : 1;
    sx += d[0] * sign;
    sy += d[1] * sign;
  }
  const length = Math.hypot(sx, sy);
  return length > 1e-9 ? [sx / length, sy / length] : undefined;
}

/** The group's cell furthest along `direction` times `sense`. */
function extreme(group: readonly ScreenCell[], direction: Point, sense: number): ScreenCell {
  let best = group[0];
  let bestValue = -Infinity;
  for (const c of group) {
    const value = (c.cx * direction[0] + c.cy * direction[1]) * sense;
    if (value > bestValue + 1e-6) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

/**
 * The first point past `from` along `outward` that is clear of every cell by a margin, or
 * undefined when the way out crosses another cell (the line ends inside the board).
 */
function clearPoint(
  cells: readonly ScreenCell[],
  from: ScreenCell,
  start: Point,
  outward: Point,
  size: number,
): Point | undefined {
  const margin = size * 0.75;
  for (let t = 0.3; t <= 4; t += 0.05) {
    const p: Point = [start[0] + outward[0] * t, start[1] + outward[1] * t];
    let clear = true;
    for (const c of cells) {
      // A cell farther than a unit plus the margin from the point cannot touch it.
      if (Math.abs(c.cx - p[0]) > 1.2 + margin || Math.abs(c.cy - p[1]) > 1.2 + margin) continue;
      if (inside(c.corners, p)) {
        if (c.cell !== from.cell) return undefined;
        clear = false;
      } else if (distanceToPolygon(c.corners, p) < margin) {
        clear = false;
      }
    }
    if (clear) return [round(p[0]), round(p[1])];
  }
  return undefined;
}

function boxMiddle(cell: ScreenCell): Point {
  const xs = cell.corners.map((c) => c[0]);
  const ys = cell.corners.map((c) => c[1]);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
}

export function inside(corners: readonly Point[], [px, py]: Point): boolean {
  let result = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i];
    const [xj, yj] = corners[j];
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

function distanceToPolygon(corners: readonly Point[], p: Point): number {
  let best = Infinity;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    best = Math.min(best, distanceToSegment(corners[j], corners[i], p));
  }
  return best;
}

function distanceToSegment(a: Point, b: Point, p: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}
