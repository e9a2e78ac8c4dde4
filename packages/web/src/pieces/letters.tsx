import type { PieceView } from '@trigon/engine';
import type { PieceColours } from './chess.js';
import type { DrawContext, GameSkin } from './types.js';

/**
 * The letters set: every piece a disc in its seat's colour with its kind's letter, for players
 * who read letters faster than figures on small cells. It is made from a game's own skin, so
 * it works for every game: the seat colours are the skin's, a game that marks its seats by
 * shape (Triangulation) keeps the mark in the disc's corner, and a piece that changed owner
 * keeps a ring in its original seat's colour. Stacks of several pieces stay as the game draws
 * them, since they show more than one piece's kind.
 */
function relativeLuminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/iu.exec(hex);
  if (!m) return 0;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(m[1].slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on `fill`. */
export function letterColour(fill: string): string {
  const l = relativeLuminance(fill);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#1c1c1c' : '#ffffff';
}

export function lettersSkin(base: GameSkin): GameSkin {
  const palette: PieceColours[] = base.seatColours.map((fill) => ({
    fill,
    stroke: '#1c1c1c',
    detail: letterColour(fill),
  }));
  const colours = (seat: number) => palette[seat % palette.length];
  const piece = (view: PieceView, _context: DrawContext) => {
    const c = colours(view.owner);
    const mark = base.seatMark?.(view.owner);
    return (
      <g class="letter-piece" data-owner={view.owner} data-original={view.original}>
        {view.original !== undefined && view.original !== view.owner && (
          <circle
            class="original-ring"
            cx={50}
            cy={50}
            r={45}
            fill="none"
            stroke={colours(view.original).fill}
            stroke-width={8}
          />
        )}
        <circle cx={50} cy={50} r={38} fill={c.fill} stroke={c.stroke} stroke-width={5} />
        <text
          x={50}
          y={52}
          text-anchor="middle"
          dominant-baseline="central"
          font-family="system-ui, sans-serif"
          font-weight="700"
          font-size={view.kind.length > 1 ? 34 : 50}
          fill={c.detail}
        >
          {view.kind}
        </text>
        {mark && <g transform="translate(66 66) scale(0.3)">{mark}</g>}
      </g>
    );
  };
  return { ...base, piece };
}
