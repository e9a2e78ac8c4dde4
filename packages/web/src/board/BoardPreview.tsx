import type { GameDefinition, Position } from '@trigon/engine';
import { useSkin } from '../pieces/index.js';
import { boardGeometry } from './geometry.js';
import { cellPaint, defaultShade } from './layers.js';

/** A still picture of a position (game lists, thumbnails): no labels, no interaction. */
export function BoardPreview(props: {
  game: GameDefinition;
  position: Position;
  seat?: number;
  label: string;
}) {
  const { game, position } = props;
  const seat = props.seat ?? 0;
  const skin = useSkin(game);
  const geometry = boardGeometry(game.topology, game.views[seat] ?? 0);
  const shade = skin.shade ?? defaultShade;
  const s = geometry.pieceSize;
  const context = { bottomSeat: seat, seats: game.players.length };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const c of geometry.cells) {
    for (const [x, y] of c.corners) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return (
    <svg
      class="board-preview"
      viewBox={`${minX - 0.1} ${minY - 0.1} ${maxX - minX + 0.2} ${maxY - minY + 0.2}`}
      role="img"
      aria-label={props.label}
    >
      {geometry.cells.map((c) => (
        <polygon key={c.cell} {...cellPaint(shade(game.topology, c.cell))} points={c.points} />
      ))}
      {skin.decorations?.(geometry)}
      {geometry.cells.map((c) => {
        const stack = position.contents(c.cell);
        if (stack.length === 0) return null;
        return (
          <g
            key={`p${c.cell}`}
            transform={`translate(${c.cx - s / 2} ${c.cy - s / 2}) scale(${s / 100})`}
          >
            {stack.length > 1 && skin.stack
              ? skin.stack(stack, context)
              : skin.piece(stack[stack.length - 1], context)}
          </g>
        );
      })}
    </svg>
  );
}
