import type { ComponentChildren } from 'preact';
import type { PieceView } from '@trigon/engine';
import type { GameSkin } from './types.js';

/**
 * Chess silhouettes drawn for small cells: bold outlines, few details, so that a piece on a
 * triangle of a 300-pixel board (about 20 pixels) is still told apart at a glance. Each
 * drawing is a body path plus detail lines in the contrasting colour.
 */
interface Shape {
  readonly body: string;
  readonly details?: string;
  /** Round parts drawn with the body (crown balls, heads). */
  readonly dots?: readonly (readonly [number, number, number])[];
}

const BASE = 'M22 80 H78 Q80 80 80 83 V88 Q80 91 77 91 H23 Q20 91 20 88 V83 Q20 80 22 80 Z';

export const CHESS_SHAPES: Readonly<Record<string, Shape>> = {
  P: {
    body: `M36 80 C36 66 41 58 45 54 C38 51 35 45 35 39 C35 30 42 23 50 23 C58 23 65 30 65 39 C65 45 62 51 55 54 C59 58 64 66 64 80 Z ${BASE}`,
  },
  R: {
    body: `M28 80 L32 74 L34 46 L28 40 V20 H38 V27 H45 V20 H55 V27 H62 V20 H72 V40 L66 46 L68 74 L72 80 Z ${BASE}`,
    details: 'M34 46 H66 M33 74 H67',
  },
  B: {
    body: `M30 80 C34 74 40 72 40 72 C30 66 28 56 31 47 C34 37 43 28 50 22 C57 28 66 37 69 47 C72 56 70 66 60 72 C60 72 66 74 70 80 Z ${BASE}`,
    details: 'M55 35 L46 50 M40 72 H60',
    dots: [[50, 15, 6]],
  },
  N: {
    body: `M30 80 C30 66 38 58 44 52 C40 52 34 55 29 58 C24 60 18 56 19 50 C20 44 30 36 36 28 C38 22 40 18 42 14 L46 21 C58 20 70 30 74 46 C77 58 74 70 72 80 Z ${BASE}`,
    details: 'M44 52 C48 48 50 42 50 42',
    dots: [[41, 32, 3.5]],
  },
  Q: {
    body: `M26 80 L30 70 L16 32 L34 52 L38 22 L50 48 L62 22 L66 52 L84 32 L70 70 L74 80 Z ${BASE}`,
    details: 'M30 70 H70',
    dots: [
      [16, 28, 6],
      [38, 18, 6],
      [62, 18, 6],
      [84, 28, 6],
    ],
  },
  K: {
    body: `M26 80 L30 70 C18 60 16 44 28 40 C38 37 46 44 50 52 C54 44 62 37 72 40 C84 44 82 60 70 70 L74 80 Z M46 10 H54 V18 H62 V26 H54 V38 H46 V26 H38 V18 H46 Z ${BASE}`,
    details: 'M30 70 H70 M50 52 V68',
  },
  // The Unicorn of Triangular Chess: a knight's head with a long horn and a ringed mane. The
  // horn stays inside the 100-unit box (its tip 3 units in, clear of the outline's width), so
  // that on a small board it does not reach into the neighbouring cell's piece.
  U: {
    body: `M30 80 C30 66 38 58 44 52 C40 52 34 55 29 58 C24 60 18 56 19 50 C20 44 30 36 36 28 C38 22 40 18 42 14 L46 21 C58 20 70 30 74 46 C77 58 74 70 72 80 Z M38 25 L21 4 L49 19 Z ${BASE}`,
    details: 'M44 52 C48 48 50 42 50 42 M58 30 L66 36 M62 42 L70 48 M64 54 L72 60',
    dots: [[41, 32, 3.5]],
  },
};

export interface PieceColours {
  readonly fill: string;
  readonly stroke: string;
  readonly detail: string;
}

/** Light and dark pieces as players of the big chess sites know them. */
export const WHITE_PIECE: PieceColours = { fill: '#ffffff', stroke: '#1c1c1c', detail: '#1c1c1c' };
export const BLACK_PIECE: PieceColours = { fill: '#262421', stroke: '#000000', detail: '#e8e6e3' };

export function drawShape(shape: Shape, colours: PieceColours): ComponentChildren {
  return (
    <g stroke-linejoin="round" stroke-linecap="round">
      <path d={shape.body} fill={colours.fill} stroke={colours.stroke} stroke-width={5} />
      {shape.dots?.map(([x, y, r]) => (
        <circle cx={x} cy={y} r={r} fill={colours.fill} stroke={colours.stroke} stroke-width={4} />
      ))}
      {shape.details && (
        <path d={shape.details} fill="none" stroke={colours.detail} stroke-width={3.5} />
      )}
    </g>
  );
}

/** A letter in a disc, for a kind that has no drawing. */
export function drawLetter(letter: string, colours: PieceColours): ComponentChildren {
  return (
    <g>
      <circle cx={50} cy={50} r={40} fill={colours.fill} stroke={colours.stroke} stroke-width={6} />
      <text
        x={50}
        y={52}
        text-anchor="middle"
        dominant-baseline="central"
        font-family="system-ui, sans-serif"
        font-weight="700"
        font-size={letter.length > 1 ? 36 : 52}
        fill={colours.detail}
      >
        {letter}
      </text>
    </g>
  );
}

/** The skin of the two-player chess games: White and Black chess pieces. */
export function chessSkin(): GameSkin {
  const colours = [WHITE_PIECE, BLACK_PIECE];
  return {
    seatColours: ['#ffffff', '#262421'],
    piece(view: PieceView) {
      const palette = colours[view.owner] ?? WHITE_PIECE;
      const shape = CHESS_SHAPES[view.kind];
      return shape ? drawShape(shape, palette) : drawLetter(view.kind, palette);
    },
  };
}
