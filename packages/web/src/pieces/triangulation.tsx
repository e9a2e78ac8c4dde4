import type { GameDefinition, PieceView } from '@trigon/engine';
import { boardGeometry, type BoardGeometry } from '../board/geometry.js';
import { CHESS_SHAPES, drawShape } from './chess.js';
import { seatPalette } from './generic.js';
import type { GameSkin } from './types.js';

/**
 * Triangulation's three armies in red, green and blue. The General wears the crown, the
 * Rukh the battlements, the Cavalry the horse's head and the Infantry the foot soldier's
 * shape. A piece that has changed owner keeps a band in its original colour.
 */
const SHAPE_OF: Readonly<Record<string, string>> = { G: 'K', R: 'R', C: 'N', I: 'P' };

export function triangulationSkin(game: GameDefinition): GameSkin {
  const palette = seatPalette(3);
  const colours = palette.slice(0, 3).map((p) => p.fill);
  const drawn = new WeakMap<BoardGeometry, ReturnType<typeof bars>>();
  return {
    seatColours: colours,
    decorations(geometry) {
      let marks = drawn.get(geometry);
      if (!marks) drawn.set(geometry, (marks = bars(game, geometry, colours)));
      return marks;
    },
    piece(view: PieceView) {
      const colours = palette[view.owner % palette.length];
      const shape = CHESS_SHAPES[SHAPE_OF[view.kind] ?? 'P'];
      const original =
        view.original === undefined ? undefined : palette[view.original % palette.length];
      return (
        <g>
          {drawShape(shape, colours)}
          {original && (
            <rect
              x={22}
              y={82}
              width={56}
              height={7}
              rx={2}
              fill={original.fill}
              stroke="#1c1c1c"
              stroke-width={2}
            />
          )}
        </g>
      );
    },
  };
}

/**
 * The coloured bars of the white cells (rules §2.1): on each side of a white cell, a bar in
 * the colour of the army whose corner that side faces. A seat's corner is the cell at the
 * bottom of the board in that seat's view.
 */
function bars(game: GameDefinition, geometry: BoardGeometry, colours: readonly string[]) {
  const topology = game.topology;
  const corners = game.views.map((angle) => {
    const cells = boardGeometry(topology, angle).cells;
    return cells.reduce((low, c) => (c.cy > low.cy ? c : low), cells[0]).cell;
  });
  const black = topology.orientation[corners[0]];
  const out = [];
  for (const c of geometry.cells) {
    if (topology.orientation[c.cell] === black) continue;
    for (let i = 0; i < c.corners.length; i++) {
      const [ax, ay] = c.corners[i];
      const [bx, by] = c.corners[(i + 1) % c.corners.length];
      const mx = (ax + bx) / 2;
      const my = (ay + by) / 2;
      let seat = 0;
      let best = -Infinity;
      corners.forEach((corner, s) => {
        const px = geometry.cells[corner].cx - c.cx;
        const py = geometry.cells[corner].cy - c.cy;
        const facing = ((mx - c.cx) * px + (my - c.cy) * py) / Math.hypot(px, py);
        if (facing > best) {
          best = facing;
          seat = s;
        }
      });
      // Inset from the corners and drawn just inside the side.
      const inX = (c.cx - mx) * 0.16;
      const inY = (c.cy - my) * 0.16;
      out.push(
        <line
          key={`${c.cell}:${i}`}
          x1={ax + (bx - ax) * 0.2 + inX}
          y1={ay + (by - ay) * 0.2 + inY}
          x2={ax + (bx - ax) * 0.8 + inX}
          y2={ay + (by - ay) * 0.8 + inY}
          stroke={colours[seat]}
          stroke-width={0.035}
          stroke-linecap="round"
          opacity={0.8}
        />,
      );
    }
  }
  return out;
}
