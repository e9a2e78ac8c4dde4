import type { PieceView } from '@trigon/engine';
import { PlayerStrip } from '../ui/PlayerStrip.js';
import { clockRuns, timeLeft, useTicking } from './clocks.js';
import type { ConnectionState } from './connection.js';
import { clockFace, TENTHS_BELOW_MS, type OnlineGame } from './protocol.js';
import type { Standing } from './standings.js';

/**
 * One seat's strip beside the board of an online game: the local page's strip with whether
 * its player is connected and its clock, which ticks while the seat is to move. A neutral army
 * is nobody's: no clock, nobody to be connected.
 */
export function SeatStrip(props: {
  game: OnlineGame;
  seat: number;
  /** The seat this browser plays, or null for a spectator. */
  viewer: number | null;
  standing: Standing;
  captured: readonly PieceView[];
  colour: string;
  connection: ConnectionState;
  /** The latest position is shown: a clock is drawn running only there. */
  atEnd: boolean;
}) {
  const { game, seat, standing } = props;
  const neutral = !game.playing.includes(seat);
  const clocks = neutral ? null : props.connection.clocks;
  const running = clockRuns(game, seat);
  const left = timeLeft(game, clocks, seat);
  // Under 10 s the clock shows tenths, so it ticks ten times a second.
  useTicking(running && left !== null, left !== null && left < TENTHS_BELOW_MS + 250 ? 100 : 250);
  return (
    <PlayerStrip
      game={game.definition}
      seat={seat}
      name={game.names[seat] ?? (seat === props.viewer ? 'You' : game.definition.players[seat]!)}
      captured={props.captured}
      toMove={standing.toMove}
      thinking={false}
      colour={props.colour}
      status={standing.state}
      statusText={standing.words || undefined}
      connected={neutral ? undefined : (props.connection.connected[seat] ?? false)}
      clock={left === null ? undefined : { text: clockFace(left), running: running && props.atEnd }}
      out={game.isOut(seat)}
    />
  );
}
