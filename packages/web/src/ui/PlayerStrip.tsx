import type { GameDefinition, PieceView } from '@trigon/engine';
import { SeatSwatch } from './SeatSwatch.js';
import { PieceIcon } from './PieceIcon.js';

/** A seat's standing beyond whose turn it is (games of three: check, checkmate, elimination). */
export type SeatStatus = 'playing' | 'check' | 'checkmated' | 'eliminated' | 'neutral' | 'left';

/**
 * A seat beside the board: its colour (and mark, where the game has marks), name, the pieces
 * it has taken, whose turn it is and, in games of three, whether it is in check, checkmated,
 * eliminated or the neutral army.
 */
export function PlayerStrip(props: {
  game: GameDefinition;
  seat: number;
  name: string;
  captured: readonly PieceView[];
  toMove: boolean;
  thinking: boolean;
  colour: string;
  status?: SeatStatus;
  /** The status in words: 'eliminated by Green'. */
  statusText?: string;
  /** Online play: whether the player is connected now (a dot after the name). */
  connected?: boolean;
  /** Online play: the player's clock, running while it is their turn. */
  clock?: { readonly text: string; readonly running: boolean };
  /** Online play: the player lost by the rules and only watches the game to its end. */
  out?: boolean;
}) {
  const { game, seat } = props;
  const seatName = game.players[seat];
  const status = props.status ?? 'playing';
  // Captured pieces are shown grouped by kind, in the order the game lists its pieces.
  const order = game.pieces.map((p) => p.letter);
  const pieces = [...props.captured].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.owner - b.owner,
  );
  return (
    <div
      class={`player-strip ${props.toMove ? 'to-move' : ''} status-${status}${props.out ? ' out' : ''}`}
      data-seat={seat}
      data-status={status}
    >
      <SeatSwatch game={game} seat={seat} size={16} colour={props.colour} />
      <span class="player-name">
        {props.name}
        {props.name !== seatName && <span class="seat-name"> ({seatName})</span>}
      </span>
      {props.connected !== undefined && (
        <span
          class={props.connected ? 'presence on' : 'presence off'}
          title={props.connected ? 'connected' : 'not connected'}
          role="img"
          aria-label={props.connected ? 'connected' : 'not connected'}
        />
      )}
      {props.toMove && props.status !== undefined && status !== 'eliminated' && (
        <span class="to-move-tag" aria-label="to move">
          to move
        </span>
      )}
      {props.statusText && (
        <span
          class="seat-status"
          title={
            status === 'checkmated'
              ? 'Its General stands until a player captures it, and its pieces still move'
              : undefined
          }
        >
          {props.statusText}
        </span>
      )}
      {/* A player eliminated by the rules already says so in its status words. */}
      {props.out && !props.statusText && (
        <span class="out-tag" title="Out of the game: watches it to its end">
          out
        </span>
      )}
      {props.thinking && <span class="spinner small" aria-label="thinking" />}
      <span
        class="captured"
        aria-label={`${seatName} has taken ${pieces.length} piece${pieces.length === 1 ? '' : 's'}`}
      >
        {pieces.map((piece, i) => (
          <PieceIcon key={i} game={game} piece={piece} size={22} />
        ))}
      </span>
      {props.clock && (
        <span
          class={`clock${props.clock.running ? ' running' : ''}`}
          aria-label={`${seatName}'s clock: ${props.clock.text}`}
        >
          {props.clock.text}
        </span>
      )}
    </div>
  );
}
