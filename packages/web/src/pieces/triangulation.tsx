import type { GameDefinition, Move, PieceView, Position } from '@trigon/engine';
import { boardGeometry, type BoardGeometry } from '../board/geometry.js';
import { CHESS_SHAPES, drawShape, type PieceColours } from './chess.js';
import type { GameSkin } from './types.js';

/**
 * Triangulation's three armies. The General wears the crown, the Rukh the battlements, the
 * Cavalry the horse's head and the Infantry the foot soldier's shape. So that the armies are
 * told apart without their colours, each also wears its own mark (Red a disc ●, Green a
 * square ■, Blue a triangle ▲) on the body; the strips beside the board show the same mark.
 * A piece that has changed owner keeps a band in its original colour with its original mark.
 *
 * The colours are chosen to stay apart for the common colour-blindnesses (protanopia,
 * deuteranopia, tritanopia): see palette.test.ts.
 */
const SHAPE_OF: Readonly<Record<string, string>> = { G: 'K', R: 'R', C: 'N', I: 'P' };

/** Red, Green and Blue: vermilion, bluish green and slate blue. */
export const ARMY_COLOURS: readonly PieceColours[] = [
  { fill: '#e64a19', stroke: '#1c1c1c', detail: '#ffffff' },
  { fill: '#00a087', stroke: '#1c1c1c', detail: '#ffffff' },
  { fill: '#5a4fcf', stroke: '#1c1c1c', detail: '#ffffff' },
];

/** Each army's mark, by seat, as a character for text. */
export const ARMY_MARKS: readonly string[] = ['●', '■', '▲'];

/** An army's mark centred on (x, y), about `size` across. */
export function ArmyMark(props: {
  seat: number;
  x: number;
  y: number;
  size: number;
  fill: string;
  stroke: string;
  strokeWidth: number;
}) {
  const { x, y, size, fill, stroke, strokeWidth } = props;
  const r = size / 2;
  const common = { fill, stroke, 'stroke-width': strokeWidth, 'stroke-linejoin': 'round' as const };
  switch (props.seat % 3) {
    case 0:
      return <circle class="army-mark" data-mark="disc" cx={x} cy={y} r={r} {...common} />;
    case 1: {
      const a = r * 0.86;
      return (
        <rect
          class="army-mark"
          data-mark="square"
          x={x - a}
          y={y - a}
          width={2 * a}
          height={2 * a}
          {...common}
        />
      );
    }
    default: {
      const h = r * 1.1;
      return (
        <path
          class="army-mark"
          data-mark="triangle"
          d={`M${x} ${y - h} L${x + h * 1.05} ${y + h * 0.75} L${x - h * 1.05} ${y + h * 0.75} Z`}
          {...common}
        />
      );
    }
  }
}

export function triangulationSkin(game: GameDefinition): GameSkin {
  const colours = ARMY_COLOURS.map((p) => p.fill);
  const drawn = new WeakMap<BoardGeometry, ReturnType<typeof bars>>();
  return {
    seatColours: colours,
    seatMark(seat: number) {
      const army = ARMY_COLOURS[seat % 3];
      return (
        <ArmyMark
          seat={seat}
          x={50}
          y={50}
          size={76}
          fill={army.fill}
          stroke="#1c1c1c"
          strokeWidth={7}
        />
      );
    },
    choiceLabel(position: Position, move: Move) {
      const { choice, to } = position.moveInfo(move);
      return {
        text: rescueWords(game, position.turn, choice, game.topology.name(to)),
        piece: rescuedPiece(position.turn, choice),
      };
    },
    decorations(geometry) {
      let marks = drawn.get(geometry);
      if (!marks) drawn.set(geometry, (marks = bars(game, geometry, colours)));
      return marks;
    },
    piece(view: PieceView) {
      const army = ARMY_COLOURS[view.owner % 3];
      const shape = CHESS_SHAPES[SHAPE_OF[view.kind] ?? 'P'];
      const original = view.original === undefined ? undefined : ARMY_COLOURS[view.original % 3];
      return (
        <g data-owner={view.owner} data-original={view.original}>
          {drawShape(shape, army)}
          <ArmyMark
            seat={view.owner}
            x={50}
            y={view.kind === 'G' ? 61 : 64}
            size={20}
            fill="#ffffff"
            stroke="#1c1c1c"
            strokeWidth={2.5}
          />
          {original && view.original !== undefined && (
            <g class="original-band">
              <rect
                x={18}
                y={79}
                width={64}
                height={15}
                rx={3}
                fill={original.fill}
                stroke="#1c1c1c"
                stroke-width={2.5}
              />
              <ArmyMark
                seat={view.original}
                x={50}
                y={86.5}
                size={12}
                fill="#ffffff"
                stroke="#1c1c1c"
                strokeWidth={1.5}
              />
            </g>
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

/**
 * A rescue choice in words (rules §5.6 and the coordinate suffix of docs/rules/README.md §3), from
 * the mover's side: `!R@C7Φ` is "Rescue the Rukh; your Infantry returns to C7Φ".
 */
export function rescueWords(
  game: GameDefinition,
  mover: number,
  suffix: string | undefined,
  corner?: string,
): string {
  if (!suffix) return corner ? `No rescue; your Infantry stays on ${corner}` : 'No rescue';
  const m = /^!([rgb]?)([RCI])@(.+)$/u.exec(suffix);
  if (!m) return suffix;
  const [, colourLetter, kindLetter, cells] = m;
  const colour = colourLetter ? 'rgb'.indexOf(colourLetter) : mover;
  const name = game.pieces.find((p) => p.letter === kindLetter)?.name ?? kindLetter;
  const piece = colour === mover ? `the ${name}` : `the ${game.players[colour]} ${name}`;
  if (kindLetter === 'I') {
    const [a, b] = cells.split(',');
    return `Rescue ${piece}; both Infantries go to ${a} and ${b}`;
  }
  return `Rescue ${piece}; your Infantry returns to ${cells}`;
}

/** The rescued piece of a rescue suffix, as a piece to draw, or undefined for no rescue. */
export function rescuedPiece(mover: number, suffix: string | undefined): PieceView | undefined {
  const m = suffix ? /^!([rgb]?)([RCI])@/u.exec(suffix) : null;
  if (!m) return undefined;
  const colour = m[1] ? 'rgb'.indexOf(m[1]) : mover;
  return colour === mover
    ? { owner: mover, kind: m[2] }
    : { owner: mover, kind: m[2], original: colour };
}
