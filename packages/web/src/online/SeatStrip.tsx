import type { PieceView } from '@trigon/engine';
import type { RatingChange, SeatAccount } from '@trigon/protocol';
import { playerLink } from '../players/playerLink.js';
import { PlayerStrip } from '../ui/PlayerStrip.js';
import { clockRuns, timeLeft, useTicking } from './clocks.js';
import type { ConnectionState } from './connection.js';
import { clockFace, TENTHS_BELOW_MS, type OnlineGame } from './protocol.js';
import { accountRating, changeText, ratingText } from './ratingText.js';
import type { Standing } from './standings.js';

/**
 * One seat's strip beside the board of an online game: the local page's strip with whether
 * its player is connected and its clock, which ticks while the seat is to move. A neutral army
 * is nobody's: no clock, nobody to be connected. An account's seat shows its name as a link to
 * the player's page and its rating, and once the rated game is rated, the new one and the change.
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
  /** The account holding the seat, if any, and what the rated game did to its rating. */
  account: SeatAccount | null | undefined;
  change: RatingChange | null | undefined;
}) {
  const { account, change } = props;
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
      name={
        account?.name ??
        game.names[seat] ??
        (seat === props.viewer ? 'You' : game.definition.players[seat]!)
      }
      link={account ? playerLink(account.name) : undefined}
      rating={
        account
          ? change
            ? `${ratingText(change.after, account.provisional)} ${changeText(change)}`
            : accountRating(account)
          : undefined
      }
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
