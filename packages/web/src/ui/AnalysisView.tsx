import type { GameDefinition, Position } from '@trigon/engine';
import type { SearchInfo } from '../ai/engine.js';

/**
 * The score in a player's terms: from the first seat's side in two-player games ('+0.35',
 * '#3' for a mate in three, '#-3' when being mated), from the mover's side otherwise.
 */
export function evaluationText(game: GameDefinition, turn: number, info: SearchInfo): string {
  const twoSeats = game.players.length === 2;
  const sign = twoSeats && turn !== 0 ? -1 : 1;
  const side = twoSeats ? '' : ` for ${game.players[turn]}`;
  if (info.mate !== 0) return `#${info.mate * sign}${side}`;
  const score = (info.score * sign) / 100;
  return `${score >= 0 ? '+' : '−'}${Math.abs(score).toFixed(2)}${side}`;
}

/** The best line in readable notation, played out from the position. */
export function lineText(position: Position, pv: readonly string[], limit = 12): string[] {
  const copy = position.clone();
  const out: string[] = [];
  for (const word of pv.slice(0, limit)) {
    const move = copy.parseMove(word);
    if (!move.ok) break;
    out.push(copy.moveToText(move.value));
    copy.play(move.value);
  }
  return out;
}

/**
 * Move numbers for a line whose first move is the game's `slot`-th (counting from the first
 * seat's first move): '3. Nf1-e2 Nf11-e8 4. …', or '3... Nf11-e8 4. …' from a later seat.
 */
export function numberedLine(moves: readonly string[], slot: number, seats: number): string {
  const out: string[] = [];
  moves.forEach((move, i) => {
    const round = Math.floor((slot + i) / seats) + 1;
    if ((slot + i) % seats === 0) out.push(`${round}.`);
    else if (i === 0) out.push(`${round}...`);
    out.push(move);
  });
  return out.join(' ');
}

export function AnalysisView(props: {
  game: GameDefinition;
  position: Position;
  /** The game's move slot of the position's next move (see numberedLine). */
  slot: number;
  info?: SearchInfo;
  error?: string;
  over: boolean;
}) {
  const { game, position, info } = props;
  return (
    <section class="analysis" aria-label="Engine analysis" aria-live="off">
      {props.over ? (
        <p>The game is over in this position.</p>
      ) : props.error ? (
        <p class="error">The engine stopped: {props.error}</p>
      ) : !info ? (
        <p>
          <span class="spinner small" aria-hidden="true" /> The engine is starting…
        </p>
      ) : (
        <>
          <p class="evaluation">
            <strong data-testid="evaluation">{evaluationText(game, position.turn, info)}</strong>
            <span class="depth" data-testid="depth">
              depth {info.depth}/{info.seldepth}
            </span>
            <span class="nodes">{formatCount(info.nps)} nodes/s</span>
          </p>
          <p class="best-line" data-testid="best-line">
            {numberedLine(lineText(position, info.pv), props.slot, game.players.length)}
          </p>
        </>
      )}
    </section>
  );
}

function formatCount(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${Math.round(n / 1e3)}k`;
  return String(n);
}
