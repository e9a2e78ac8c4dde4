import { Fragment } from 'preact';
import { playingSeats, type GameDefinition, type Position } from '@trigon/engine';
import type { SearchInfo } from '../ai/engine.js';
import { numberedMoves } from '../game/rounds.js';

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

/**
 * The best line as numbered words ('3...', 'b', '4.', …): its moves played out from the
 * position after `movers` (the seats of the moves before it), rounds opened by the game's first
 * playing seat (Green when Triangulation's Red is neutral).
 */
export function bestLine(
  game: GameDefinition,
  position: Position,
  pv: readonly string[],
  movers: readonly number[],
): string[] {
  const first = playingSeats(game, position.options)[0];
  return numberedMoves(lineMoves(position, pv), movers, game.players.length, first);
}

/** The best line in readable notation with the seat of each move, played out from the position. */
export function lineMoves(
  position: Position,
  pv: readonly string[],
  limit = 12,
): { text: string; seat: number }[] {
  const copy = position.clone();
  const out: { text: string; seat: number }[] = [];
  for (const word of pv.slice(0, limit)) {
    const move = copy.parseMove(word);
    if (!move.ok) break;
    out.push({ text: copy.moveToText(move.value), seat: copy.turn });
    copy.play(move.value);
  }
  return out;
}

export function AnalysisView(props: {
  game: GameDefinition;
  position: Position;
  /** The seats that made the moves before the position, in order (for the round numbers). */
  movers: readonly number[];
  info?: SearchInfo;
  error?: string;
  over: boolean;
  /** The threads the engine may search with, and the player's choice among them (games of two). */
  threads?: {
    readonly choices: readonly number[];
    readonly chosen: number;
    readonly choose: (threads: number) => void;
  };
}) {
  const { game, position, info, threads } = props;
  return (
    <section class="analysis" aria-label="Engine analysis" aria-live="off">
      {threads && threads.choices.length > 1 && (
        <label class="analysis-threads">
          Threads{' '}
          <select
            value={String(threads.chosen)}
            onChange={(event) => threads.choose(Number(event.currentTarget.value))}
          >
            {threads.choices.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
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
            {info.threads > 1 && (
              <span class="threads" data-testid="threads">
                {info.threads} threads
              </span>
            )}
          </p>
          <p class="best-line" data-testid="best-line">
            {lineWords(bestLine(game, position, info.pv, props.movers)).map((word, i) => (
              <Fragment key={i}>
                {i > 0 && ' '}
                <span class="line-word">{word}</span>
              </Fragment>
            ))}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The line's words for wrapping: each move whole, a round's number kept with the move after it
 * (a line breaks between moves, never inside a move such as IG7Δ-F7Λ at its hyphen).
 */
export function lineWords(tokens: readonly string[]): string[] {
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const number = /^\d+\.(\.\.)?$/.test(tokens[i]) && i + 1 < tokens.length;
    words.push(number ? `${tokens[i]} ${tokens[++i]}` : tokens[i]);
  }
  return words;
}

function formatCount(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${Math.round(n / 1e3)}k`;
  return String(n);
}
