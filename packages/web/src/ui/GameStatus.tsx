import type { GameDefinition } from '@trigon/engine';
import { describeEnding, resultToken, type Ending } from '../game/session.js';
import { SeatSwatch } from './SeatSwatch.js';
import type { AiState } from './useAiOpponent.js';
import { useFocusKept } from './useFocusKept.js';
import { focusBoard } from '../app/boardFocus.js';

/**
 * The status line of a game page: the result once there is one, the AI thinking (with a
 * button to make it move now), or whose turn it is; then an error of the AI, a warning about
 * the last move, and the announcement of the last move for screen readers.
 *
 * Its words describe the position the board shows: looking back through the game, first whose
 * turn it is there, then the game itself (its result, the AI thinking, or whose turn it is),
 * said to be the game's.
 */
export function GameStatus(props: {
  game: GameDefinition;
  ending: Ending | undefined;
  ai: AiState;
  onMoveNow: () => void;
  /** The seat to move in the live position, and whether it is in check. */
  mover: number;
  inCheck: boolean;
  /** The seats still in the game (a draw shares among them), when the game says. */
  inGame?: readonly number[];
  warning: string | undefined;
  notice: string;
  /** Set while the board shows an earlier position than the game's latest. */
  shown?: ShownPosition;
}) {
  const { game, ending, ai, mover, shown } = props;
  const seats = game.players.length;
  // Move now, pressed by keyboard, goes once the AI has moved: the focus goes on to the board,
  // the player's move being next (or stays on Move now while another AI is to move).
  const focusKept = useFocusKept<HTMLDivElement>(focusBoard);
  return (
    <div class="status" role="status" aria-live="polite" {...focusKept}>
      {shown && (
        <p class="turn shown">
          <SeatSwatch game={game} seat={shown.turn} />
          {shownWords(game, shown)}
        </p>
      )}
      {ending ? (
        // In words per seat, not as scores: '0-1' reads reversed where Black moves first.
        <p class="result" data-result={resultToken(seats, ending, props.inGame)}>
          <strong>{describeEnding(game, ending)}</strong>
        </p>
      ) : ai.thinking ? (
        <p class="thinking">
          <span class="spinner" aria-hidden="true" />{' '}
          {shown ? 'In the game, the AI is thinking…' : 'The AI is thinking…'}{' '}
          <button type="button" class="move-now" onClick={props.onMoveNow}>
            Move now
          </button>
        </p>
      ) : (
        <p class={shown ? 'game-turn' : 'turn'}>
          {shown ? 'In the game: ' : <SeatSwatch game={game} seat={mover} />}
          {game.players[mover]} to move
          {props.inCheck ? ' (check)' : ''}
        </p>
      )}
      {ai.error && <p class="error">AI: {ai.error}</p>}
      {ai.drawAnswer && <p class="draw-answer">{ai.drawAnswer}</p>}
      {props.warning && (
        <p class="warning" role="alert">
          {props.warning}
        </p>
      )}
      <p class="sr-only move-said">{props.notice}</p>
    </div>
  );
}

/** 'Red to move in the position after 2 of 5 moves'. */
function shownWords(game: GameDefinition, shown: ShownPosition): string {
  const check = shown.inCheck ? ' (check)' : '';
  return `${game.players[shown.turn]} to move${check} in the position after ${shown.ply} of ${shown.length} moves`;
}

/** A position of the game before its latest, as the board shows it. */
export interface ShownPosition {
  /** The moves played before it, and in the whole game. */
  readonly ply: number;
  readonly length: number;
  /** The seat to move there, and whether it is in check. */
  readonly turn: number;
  readonly inCheck: boolean;
}
