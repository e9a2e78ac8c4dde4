import type { GameDefinition, PieceView, SeatState } from '@trigon/engine';
import { SeatSwatch } from './SeatSwatch.js';
import { PieceIcon } from './PieceIcon.js';

/**
 * The strip's `data-status` (and `status-…` class) for a seat's state: a seat that is out
 * reads 'eliminated', the word the styles and the pages' tests know it by.
 */
/** The name of the game's royal piece ('General'), for the words of a checkmate. */
function royalName(game: GameDefinition): string {
  return game.pieces.find((p) => p.royal)?.name ?? 'royal piece';
}

function statusAttribute(state: SeatState): string {
  return state === 'out' ? 'eliminated' : state;
}

/**
 * A seat beside the board: its colour (and mark, where the game has marks), name, the pieces
 * it has taken (or holds), whose turn it is and its standing: in check, checkmated, out, the
 * neutral army, or gone.
 */
export function PlayerStrip(props: {
  game: GameDefinition;
  seat: number;
  name: string;
  captured: readonly PieceView[];
  toMove: boolean;
  thinking: boolean;
  colour: string;
  /** The seat's state (the engine's `seatStatus`); without it, 'playing' and no 'to move' tag. */
  status?: SeatState;
  /** The status in words: 'eliminated by Green'. */
  statusText?: string;
  /** Online play: whether the player is connected now (a dot after the name). */
  connected?: boolean;
  /** Online play: the player's clock, running while it is their turn. */
  clock?: { readonly text: string; readonly running: boolean };
  /** Online play: the player lost by the rules and only watches the game to its end. */
  out?: boolean;
  /** Online play: an account's page, which the name links to. */
  link?: string;
  /** Online play: an account's rating as shown, '1500?', or '1338? (−162)' once rated. */
  rating?: string;
}) {
  const { game, seat } = props;
  const seatName = game.players[seat];
  const status = statusAttribute(props.status ?? 'playing');
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
        {props.link ? (
          <a class="player-link" href={props.link}>
            {props.name}
          </a>
        ) : (
          props.name
        )}
        {props.name !== seatName && <span class="seat-name"> ({seatName})</span>}
      </span>
      {props.rating && <span class="seat-rating">{props.rating}</span>}
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
              ? `Its ${royalName(game)} stands until a player captures it, and its pieces still move`
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
        role="group"
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
