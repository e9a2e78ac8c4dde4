import { absenceEndsGame } from '@trigon/protocol';
import { useTicking } from './clocks.js';
import type { ConnectionState } from './connection.js';
import { clockText, type OnlineGame } from './protocol.js';
import type { Send } from './useConnection.js';

/**
 * The countdowns of a game in play that the server ends by itself (packages/server/README.md):
 * the first move a seat must make before the game is aborted, and the players who are away,
 * with the time until the others may claim the game (then the buttons to claim it; not before
 * every player has moved, while the game can be aborted instead) and until it is lost by
 * abandonment (not in a correspondence game: `absenceEndsGame`); and, for a screen reader, who
 * is away and when the game may be claimed.
 */
export function Absence(props: {
  game: OnlineGame;
  /** The seat this browser plays, or null for a spectator. */
  seat: number | null;
  connection: ConnectionState;
  send: Send;
}) {
  const { game, seat, connection } = props;
  const timeouts = connection.timeouts;
  const playing = game.status === 'playing' && timeouts !== null;
  const turn = game.position.turn;
  const firstMove = playing && game.info.clock.kind === 'realtime' && !game.moved[turn];
  // With days per move nobody loses for being away (the clock decides): no countdown.
  const away =
    playing && absenceEndsGame(game.info.clock)
      ? game.active().filter((s) => s !== seat && typeof connection.away[s] === 'number')
      : [];
  useTicking(firstMove || away.length > 0);
  // The server's time now (an untimed game has no clocks, but has absences to count down).
  const now = Date.now() + connection.offset;
  const inGame = seat !== null && game.active().includes(seat);
  // As the server judges: until every player has moved, the game is aborted, never claimed.
  const mayClaim = inGame && !game.abortable();
  const players = game.info.players;
  // For a screen reader, without the countdowns, which would be read out every second: who is
  // away, and once the game may be claimed. On the page before anyone is away, as a screen
  // reader reads out changes to a live region it knows, not one that arrives with its text.
  const said = (
    <p class="sr-only away-said" aria-live="polite">
      {away
        .map((s) =>
          mayClaim && timeouts && connection.away[s]! + timeouts.claimMs <= now
            ? `${players[s]} is away (disconnected): you may claim the game`
            : `${players[s]} is away (disconnected)`,
        )
        .join('. ')}
    </p>
  );
  if (!timeouts || (!firstMove && away.length === 0)) return <>{said}</>;
  // Time left until `since + limit`; never more than the limit, which the offset's error could
  // otherwise show (it lags the server by the message's way here).
  const left = (since: number, limit: number) => clockText(Math.min(limit, since + limit - now));
  const abortable = game.abortable();
  // The live region first, the same element whether or not the notices show.
  return (
    <>
      {said}
      <div class="absence">
        {firstMove && (
          <p class="first-move-notice">
            {turn === seat
              ? `Make your first move within ${left(game.turnStartedAt, timeouts.firstMoveMs)}, or the game is aborted`
              : `${players[turn]} has ${left(game.turnStartedAt, timeouts.firstMoveMs)} to make a first move, or the game is aborted`}{' '}
            (clocks start with each player’s first move)
          </p>
        )}
        {away.map((s) => {
          const since = connection.away[s]!;
          const claimIn = since + timeouts.claimMs - now;
          const ends = left(since, timeouts.disconnectMs);
          // Among three, the one away leaves and the other two play on (its army stands neutral).
          const leaves = game.position.withdrawal?.(s).ok === true;
          // Before every player has moved the server aborts rather than gives the game away:
          // at once for one gone before its first move, after the others' first moves for one
          // gone after it.
          const end =
            abortable && !game.moved[s]
              ? `the game is aborted in ${ends}`
              : (leaves
                  ? `${players[s]} leaves the game in ${ends}`
                  : `the game is lost by abandonment in ${ends}`) +
                (abortable ? ', once every player has moved,' : '');
          return (
            <div class="away-notice" data-seat={s} key={s}>
              <p>
                {players[s]} is away (disconnected): {end} unless they come back.
                {mayClaim &&
                  claimIn > 0 &&
                  ` You may claim the game in ${left(since, timeouts.claimMs)}.`}
                {inGame &&
                  abortable &&
                  ' Until every player has made a first move, the game can be aborted, not claimed.'}
              </p>
              {/* The claim names its player: among three, two may be away at once. */}
              {mayClaim && claimIn <= 0 && (
                <p class="actions claim-actions">
                  <button
                    type="button"
                    class="accept"
                    onClick={() => props.send({ t: 'claim', act: 'win', seat: s })}
                  >
                    {leaves ? `Claim: ${players[s]} leaves the game` : 'Claim the win'}
                  </button>
                  {!leaves && (
                    <button
                      type="button"
                      onClick={() => props.send({ t: 'claim', act: 'draw', seat: s })}
                    >
                      Call it a draw
                    </button>
                  )}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
