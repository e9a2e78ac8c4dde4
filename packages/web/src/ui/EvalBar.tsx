import type { GameDefinition } from '@trigon/engine';
import { barSegments } from '../analysis/bar.js';
import type { Judgement } from '../analysis/judgement.js';

/**
 * The evaluation bar beside the board: each seat's share of the points, the seat the board is
 * turned to at the bottom (two seats: the bar flips with the board, as lichess's does), the
 * value in words below it and in its label. Two playing seats (`playing`; a game of three may
 * be played by two beside a neutral army) read as a game of two: a score from the first one's
 * view. Without a judgement yet, the bar waits.
 */
export function EvalBar(props: {
  game: GameDefinition;
  playing: readonly number[];
  colours: readonly string[];
  judgement: Judgement | undefined;
  bottomSeat: number;
}) {
  const { game, judgement, playing } = props;
  const two = playing.length === 2;
  const shares =
    judgement?.shares ??
    game.players.map((_, seat) => (playing.includes(seat) ? 1 : 0) / playing.length);
  const label = judgement
    ? `Evaluation: ${judgement.text}${two ? ` (${game.players[playing[0]]}'s view)` : ''}`
    : 'Evaluation: the engine is starting';
  return (
    <div
      class={`eval-bar${judgement ? '' : ' waiting'}`}
      role="img"
      aria-label={label}
      data-testid="eval-bar"
      data-value={judgement?.text ?? ''}
    >
      <div class="eval-bar-track">
        {barSegments(shares, props.bottomSeat).map((part) => (
          <div
            key={part.seat}
            class="eval-bar-part"
            data-seat={part.seat}
            style={{
              bottom: `${part.from * 100}%`,
              height: `${(part.to - part.from) * 100}%`,
              background: props.colours[part.seat],
            }}
            title={`${game.players[part.seat]}: ${Math.round(shares[part.seat] * 100)}%`}
          >
            {/* Three seats or more: each part says its share where it has room. */}
            {judgement && !two && part.to - part.from >= 0.1 && (
              <span class="eval-bar-share" aria-hidden="true">
                {Math.round(shares[part.seat] * 100)}
              </span>
            )}
          </div>
        ))}
      </div>
      <span class="eval-bar-text" aria-hidden="true">
        {judgement ? (two ? judgement.text : '') : '…'}
      </span>
    </div>
  );
}
