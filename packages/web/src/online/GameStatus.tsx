import { SeatSwatch } from '../ui/SeatSwatch.js';
import type { OnlineGame } from './protocol.js';
import { outNotice, type Standing } from './standings.js';
import { answerText, listWords, statusText } from './statusText.js';
import { useMoveSaid } from './useMoveSaid.js';

/**
 * The panel's status, read out as it changes: the result or whose move it is, the viewer's own
 * part (its move, or that it is out), the offers standing, who said no to the last one (until
 * the next move) and the server's last error; for a screen reader, the last move in words,
 * whoever played it, or the moves taken back.
 */
export function GameStatus(props: {
  game: OnlineGame;
  /** The seat this browser plays, or null for a spectator. */
  seat: number | null;
  /** The viewer's standing in the latest position. */
  standing: Standing | undefined;
  atEnd: boolean;
  error: string;
}) {
  const { game, seat } = props;
  const players = game.info.players;
  const position = game.position;
  const offer = game.drawOffer;
  const takeback = game.takeback;
  const said = useMoveSaid(game, props.atEnd);
  const rematchAskers = [...game.rematchOffers].filter((s) => s !== seat).map((s) => players[s]!);
  return (
    <div class="status" role="status" aria-live="polite">
      {game.result ? (
        <p class="result online-status">{statusText(game)}</p>
      ) : game.status === 'playing' ? (
        <p class="turn online-status">
          <SeatSwatch game={game.definition} seat={position.turn} />
          {players[position.turn]} to move
          {position.inCheck() ? ' (check)' : ''}
        </p>
      ) : (
        <p class="online-status">{statusText(game)}</p>
      )}
      {game.status === 'playing' && seat !== null && position.turn === seat && (
        <p class="your-turn">
          {props.atEnd ? 'Your move' : 'Your move: go to the latest position'}
        </p>
      )}
      {seat !== null && game.isOut(seat) && (
        <p class="out-notice">{outNotice(game, seat, props.standing)}</p>
      )}
      {offer && seat !== null && offer.accepted.has(seat) && (
        // In a game of three, a draw needs every other player still in it.
        <p class="offer-note draw-pending">
          Draw offered: waiting for{' '}
          {listWords(
            game
              .active()
              .filter((s) => !offer.accepted.has(s))
              .map((s) => players[s]!),
          )}
        </p>
      )}
      {offer && (seat === null || !offer.accepted.has(seat)) && (
        <p class="offer-note">
          {players[offer.by]} offers a draw{agreeing(offer.accepted, offer.by, seat, players)}
        </p>
      )}
      {takeback && seat !== null && takeback.accepted.has(seat) && (
        // In a game of three, a takeback needs every other player still in it.
        <p class="offer-note takeback-pending">
          {takeback.by === seat ? 'Takeback asked' : `${players[takeback.by]} asks for a takeback`}:
          waiting for{' '}
          {listWords(
            game
              .active()
              .filter((s) => !takeback.accepted.has(s))
              .map((s) => players[s]!),
          )}
        </p>
      )}
      {takeback && (seat === null || !takeback.accepted.has(seat)) && (
        <p class="offer-note takeback-note">
          {players[takeback.by]} asks to take back{' '}
          {takeback.plies === 1 ? 'a move' : `${takeback.plies} moves`}
          {agreeing(takeback.accepted, takeback.by, seat, players)}
        </p>
      )}
      {game.answered && <p class="answer-note">{answerText(game.answered, seat, players)}</p>}
      {game.status === 'finished' && rematchAskers.length > 0 && !game.rematch && (
        <p class="offer-note">
          {listWords(rematchAskers)} {rematchAskers.length === 1 ? 'asks' : 'ask'} for a rematch
        </p>
      )}
      {game.status === 'finished' && game.rematchDeclinedBy !== null && !game.rematch && (
        <p class="offer-note">
          {game.rematchDeclinedBy === seat ? 'You' : players[game.rematchDeclinedBy]} declined the
          rematch
        </p>
      )}
      {props.error && (
        <p class="error" role="alert">
          {props.error}
        </p>
      )}
      <p class="sr-only move-said">{said}</p>
    </div>
  );
}

/**
 * ' (Green agrees)': the players besides the asker who have agreed, for one still to answer in
 * a game of three, or a spectator; nothing when nobody has.
 */
function agreeing(
  accepted: ReadonlySet<number>,
  by: number,
  seat: number | null,
  players: readonly string[],
): string {
  const agreed = [...accepted].filter((s) => s !== by && s !== seat).map((s) => players[s]!);
  if (agreed.length === 0) return '';
  return ` (${listWords(agreed)} ${agreed.length === 1 ? 'agrees' : 'agree'})`;
}
