import type { GameDefinition } from '@trigon/engine';
import { describeEnding, resultToken, type Ending } from '../game/session.js';
import { SeatSwatch } from './SeatSwatch.js';
import type { AiState } from './useAiOpponent.js';

/**
 * The status line of a game page: the result once there is one, the AI thinking (with a
 * button to make it move now), or whose turn it is; then an error of the AI, a warning about
 * the last move, and the announcement of the last move for screen readers.
 */
export function GameStatus(props: {
  game: GameDefinition;
  ending: Ending | undefined;
  ai: AiState;
  onMoveNow: () => void;
  /** The seat to move in the live position, and whether it is in check. */
  mover: number;
  inCheck: boolean;
  warning: string | undefined;
  notice: string;
}) {
  const { game, ending, ai, mover } = props;
  const seats = game.players.length;
  return (
    <div class="status" role="status" aria-live="polite">
      {ending ? (
        <p class="result" data-result={resultToken(seats, ending)}>
          <strong>{resultToken(seats, ending)}</strong> {describeEnding(game, ending)}
        </p>
      ) : ai.thinking ? (
        <p class="thinking">
          <span class="spinner" aria-hidden="true" /> The AI is thinking…{' '}
          <button type="button" class="move-now" onClick={props.onMoveNow}>
            Move now
          </button>
        </p>
      ) : (
        <p class="turn">
          <SeatSwatch game={game} seat={mover} />
          {game.players[mover]} to move
          {props.inCheck ? ' (check)' : ''}
        </p>
      )}
      {ai.error && <p class="error">AI: {ai.error}</p>}
      {props.warning && (
        <p class="warning" role="alert">
          {props.warning}
        </p>
      )}
      <p class="sr-only">{props.notice}</p>
    </div>
  );
}
