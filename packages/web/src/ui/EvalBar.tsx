import type { GameDefinition } from '@trigon/engine';
import { barSegments } from '../analysis/bar.js';
import type { Judgement } from '../analysis/judgement.js';

/**
 * The evaluation bar beside the board: each seat's share of the points, the seat the board is
 * turned to at the bottom (two seats: the bar flips with the board, as lichess's does), the
 * value in words below it and in its label. Without a judgement yet, the bar waits.
 */
export function EvalBar(props: {
  game: GameDefinition;
  colours: readonly string[];
  judgement: Judgement | undefined;
  bottomSeat: number;
}) {
  const { game, judgement } = props;
  const seats = game.players.length;
  const shares = judgement?.shares ?? Array.from({ length: seats }, () => 1 / seats);
  const label = judgement
    ? `Evaluation: ${judgement.text}${seats === 2 ? ` (${game.players[0]}'s view)` : ''}`
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
            {judgement && seats > 2 && part.to - part.from >= 0.1 && (
              <span class="eval-bar-share" aria-hidden="true">
                {Math.round(shares[part.seat] * 100)}
              </span>
            )}
          </div>
        ))}
      </div>
      <span class="eval-bar-text" aria-hidden="true">
        {judgement ? (seats === 2 ? judgement.text : '') : '…'}
      </span>
    </div>
  );
}
