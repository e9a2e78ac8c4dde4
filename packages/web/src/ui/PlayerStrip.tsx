import type { GameDefinition, PieceView } from '@trigon/engine';
import { PieceIcon } from './PieceIcon.js';

/** A seat beside the board: its colour, name, the pieces it has taken, whose turn it is. */
export function PlayerStrip(props: {
  game: GameDefinition;
  seat: number;
  name: string;
  captured: readonly PieceView[];
  toMove: boolean;
  thinking: boolean;
  colour: string;
}) {
  const { game, seat } = props;
  const seatName = game.players[seat];
  // Captured pieces are shown grouped by kind, in the order the game lists its pieces.
  const order = game.pieces.map((p) => p.letter);
  const pieces = [...props.captured].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.owner - b.owner,
  );
  return (
    <div class={`player-strip ${props.toMove ? 'to-move' : ''}`} data-seat={seat}>
      <span class="swatch" style={{ background: props.colour }} aria-hidden="true" />
      <span class="player-name">
        {props.name}
        {props.name !== seatName && <span class="seat-name"> ({seatName})</span>}
      </span>
      {props.thinking && <span class="spinner small" aria-label="thinking" />}
      <span
        class="captured"
        aria-label={`${seatName} has taken ${pieces.length} piece${pieces.length === 1 ? '' : 's'}`}
      >
        {pieces.map((piece, i) => (
          <PieceIcon key={i} game={game} piece={piece} size={22} />
        ))}
      </span>
    </div>
  );
}
