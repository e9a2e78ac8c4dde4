import type { GameDefinition, GameOptions } from '@trigon/engine';
import { AiPlayer } from './player.js';

export interface OpeningSettings {
  /** Random moves to play from the start. */
  readonly plies: number;
  /** The source of randomness (`seededRandom(seed)` for a run that replays). */
  readonly random: () => number;
  /** The game's options (`players=2` and the like); its defaults when left out. */
  readonly options?: GameOptions;
  /**
   * When set, an opening is kept only if a short search (depth 4, at most 20,000 nodes) scores
   * it within this many hundredths of even for the side to move: random moves can blunder a
   * piece, and a match that starts from a lost position measures the opening, not the engines.
   */
  readonly balance?: number;
}

/** Openings drawn before giving up on the balance test and taking the first that did not end. */
const ATTEMPTS = 50;

/**
 * Random moves from the start (as coordinate text), for matches and self-play: redrawn when
 * they end the game and, with `balance`, when they leave one side clearly ahead. After
 * ATTEMPTS draws the first opening that left the game running is returned (no moves when none
 * did).
 */
export function randomOpening(game: GameDefinition, settings: OpeningSettings): string[] {
  const { plies, balance } = settings;
  // NaN plies gave no moves and a negative balance fifty searches, both without a word.
  if (!(Number.isInteger(plies) && plies >= 0))
    throw new RangeError(`plies must be a whole number of at least 0, not ${plies}`);
  if (balance !== undefined && !(balance >= 0 && balance < Infinity))
    throw new RangeError(`balance must be a number of at least 0, not ${balance}`);
  const judge =
    settings.balance === undefined ? undefined : new AiPlayer(game, { level: 8, hashMegabytes: 1 });
  let fallback: string[] | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const position = game.create(settings.options);
    const moves: string[] = [];
    for (let i = 0; i < settings.plies && position.outcome() === undefined; i++) {
      const legal = position.legalMoves();
      if (legal.length === 0) break;
      const move = legal[Math.floor(settings.random() * legal.length)];
      moves.push(position.moveToCoord(move));
      position.play(move);
    }
    if (position.outcome() !== undefined) continue;
    fallback ??= moves;
    if (judge === undefined || settings.balance === undefined) return moves;
    const score = judge.think(position, { depth: 4, nodes: 20_000 }).score;
    if (Math.abs(score) <= settings.balance) return moves;
  }
  return fallback ?? [];
}
