import type { GameDefinition } from '@trigon/engine';
import { skinFor } from '../pieces/index.js';

/**
 * A seat's sign beside its name: its mark where the game gives its armies marks (so that
 * colour-blind players tell them apart), otherwise a disc of its colour.
 */
export function SeatSwatch(props: {
  game: GameDefinition;
  seat: number;
  size?: number;
  /** The disc's colour, when not the skin's colour for the seat. */
  colour?: string;
}) {
  const skin = skinFor(props.game);
  const size = props.size ?? 14;
  if (!skin.seatMark)
    return (
      <span
        class="swatch"
        style={{ background: props.colour ?? skin.seatColours[props.seat] }}
        aria-hidden="true"
      />
    );
  return (
    <svg class="seat-mark" width={size} height={size} viewBox="0 0 100 100" aria-hidden="true">
      {skin.seatMark(props.seat)}
    </svg>
  );
}
