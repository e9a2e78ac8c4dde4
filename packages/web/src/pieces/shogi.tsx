import type { PieceView } from '@trigon/engine';
import type { DrawContext, GameSkin } from './types.js';

/**
 * Sankaku Shogi's pieces: five-sided shogi tiles that point at the opponent, lettered with
 * the piece's initial (E Emperor, R Chariot, H Cavalry, G General, S Soldier). Black's tiles
 * are dark and White's light, so ownership shows twice: by colour and by direction.
 */
const TILE = 'M50 10 L76 22 L84 89 H16 L24 22 Z';

const FACES = [
  { fill: '#3a3229', stroke: '#0f0c09', text: '#f6e7c4' },
  { fill: '#f3dfae', stroke: '#5a4217', text: '#1f1a14' },
];

export function drawTile(view: PieceView, context: DrawContext) {
  const face = FACES[view.owner] ?? FACES[0];
  // The viewer's own tiles point away from them, the opponent's toward them.
  const turned = view.owner !== context.bottomSeat;
  return (
    <g transform={turned ? 'rotate(180 50 50)' : undefined}>
      <path
        d={TILE}
        fill={face.fill}
        stroke={face.stroke}
        stroke-width={5}
        stroke-linejoin="round"
      />
      <text
        x={50}
        y={60}
        transform={turned ? 'rotate(180 50 57)' : undefined}
        text-anchor="middle"
        dominant-baseline="central"
        font-family="Georgia, 'DejaVu Serif', serif"
        font-weight="700"
        font-size={46}
        fill={face.text}
      >
        {view.kind}
      </text>
    </g>
  );
}

export function shogiSkin(): GameSkin {
  return {
    seatColours: [FACES[0].fill, FACES[1].fill],
    piece: drawTile,
  };
}
