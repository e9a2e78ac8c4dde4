import type { GameDefinition, PieceView } from '@trigon/engine';
import { useSkin } from '../pieces/index.js';
import { describePiece } from './words.js';

/** One piece as a small picture (captured pieces, choice buttons, legends). */
export function PieceIcon(props: {
  game: GameDefinition;
  piece: PieceView;
  bottomSeat?: number;
  size?: number;
  label?: boolean;
}) {
  const skin = useSkin(props.game);
  const size = props.size ?? 28;
  const title = describePiece(props.game, props.piece);
  return (
    <svg
      class="piece-icon"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role={props.label === false ? undefined : 'img'}
      aria-label={props.label === false ? undefined : title}
      aria-hidden={props.label === false ? 'true' : undefined}
    >
      {skin.piece(props.piece, {
        bottomSeat: props.bottomSeat ?? 0,
        seats: props.game.players.length,
      })}
    </svg>
  );
}
