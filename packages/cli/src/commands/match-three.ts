import { AiPlayer, randomOpening, seededRandom } from '@trigon/ai';
import { playMoves, type GameDefinition, type GameOptions, type Position } from '@trigon/engine';
import type { Io } from '../io.js';
import type { EngineSpec } from './match.js';

/*
 * Matches of three engines on a game of three players (Triangulation). Each cycle of six games
 * plays one random opening with the engines in all six orders on the three seats, so that every
 * engine sits in every seat twice and follows and precedes each other engine equally often. A
 * game ends by the rules (one player left wins; every remaining player down to a bare General
 * is a draw among them) or at the ply limit, which is a draw among the players still in. A win
 * is 1 point, a draw shares 1 point among the players still in, a player knocked out gets 0,
 * so every game hands out exactly 1 point.
 */

/** The six orders of engines A, B, C (indices 0, 1, 2) on seats 0, 1, 2. */
export const SEATINGS: readonly (readonly number[])[] = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [0, 2, 1],
  [2, 1, 0],
  [1, 0, 2],
];

export const ENGINE_NAMES = ['A', 'B', 'C'];

export interface ThreeMatchSettings {
  readonly game: GameDefinition;
  readonly options: GameOptions;
  /** Engines A, B and C. */
  readonly engines: readonly EngineSpec[];
  readonly games: number;
  readonly seed: number;
  readonly openingPlies: number;
  readonly maxPlies: number;
}

/** One game: which engine sat where, and what each engine scored. */
export interface ThreeGameResult {
  /** Engine index per seat. */
  readonly seating: readonly number[];
  /** Points per seat: 1 for a win, 1/k each for a draw among k, 0 for a loss. */
  readonly points: readonly number[];
  /** The winner's seat, or -1 for a draw. */
  readonly winner: number;
  /** Seats still in at the end (those sharing a draw). */
  readonly remaining: readonly number[];
  readonly reason: string;
  readonly plies: number;
}

/** What one engine did over the match. */
export interface EngineTotals {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  /** The sum of the squares of the points of each game, for the margin of the share. */
  squares: number;
  /** Per seat: wins, draws, losses, points. */
  readonly bySeat: { wins: number; draws: number; losses: number; points: number }[];
}

export function emptyTotals(seats: number): EngineTotals {
  return {
    games: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    points: 0,
    squares: 0,
    bySeat: Array.from({ length: seats }, () => ({ wins: 0, draws: 0, losses: 0, points: 0 })),
  };
}

/** Adds a game to the engines' totals. */
export function addGame(totals: EngineTotals[], result: ThreeGameResult): void {
  result.seating.forEach((engine, seat) => {
    const t = totals[engine];
    const s = t.bySeat[seat];
    const points = result.points[seat];
    t.games++;
    t.points += points;
    t.squares += points * points;
    s.points += points;
    if (result.winner === seat) {
      t.wins++;
      s.wins++;
    } else if (points > 0) {
      t.draws++;
      s.draws++;
    } else {
      t.losses++;
      s.losses++;
    }
  });
}

/** Random moves from the start, redrawn (up to a limit) when they end the game. */
function chooseOpening(settings: ThreeMatchSettings, seed: number): string[] {
  return randomOpening(settings.game, {
    plies: settings.openingPlies,
    random: seededRandom(seed),
    options: settings.options,
  });
}

/** The seats still in the game (all of them when the game does not say). */
function seatsStillIn(position: Position): readonly number[] {
  return position.activeSeats?.() ?? position.game.players.map((_, seat) => seat);
}

/** One game from the opening, `seating[seat]` being the engine on each seat. */
export function playThreeGame(
  settings: ThreeMatchSettings,
  opening: readonly string[],
  seating: readonly number[],
  seed: number,
): ThreeGameResult {
  const { game } = settings;
  const position = game.create(settings.options);
  const played = playMoves(position, opening.join(' '));
  if (!played.ok) throw new Error(`opening: ${played.error}`);
  const players = seating.map(
    (engine, seat) =>
      new AiPlayer(game, {
        level: settings.engines[engine].level,
        seed: seed + seat,
        hashMegabytes: 8,
        search: settings.engines[engine].search,
        evaluation: settings.engines[engine].evaluation,
      }),
  );
  const finish = (winner: number, reason: string): ThreeGameResult => {
    const remaining = winner >= 0 ? [winner] : seatsStillIn(position);
    const points = seating.map((_, seat) => (remaining.includes(seat) ? 1 / remaining.length : 0));
    return { seating, points, winner, remaining, reason, plies: position.history().length };
  };
  for (;;) {
    const outcome = position.outcome();
    if (outcome !== undefined)
      return finish(outcome.winners.length === 1 ? outcome.winners[0] : -1, outcome.reason);
    if (position.history().length >= settings.maxPlies)
      return finish(-1, 'ply limit: a draw among those still in');
    const seat = position.turn;
    const result = players[seat].think(position, settings.engines[seating[seat]].budget);
    position.play(result.move);
  }
}

/** Plays the match, writing a line per game (or a progress bar on a terminal) and the totals. */
export async function playThreeEngineMatch(settings: ThreeMatchSettings, io: Io): Promise<void> {
  const { game, engines, games, seed } = settings;
  const totals = engines.map(() => emptyTotals(game.players.length));
  let opening: string[] = [];
  for (let i = 0; i < games; i++) {
    if (i % SEATINGS.length === 0) opening = chooseOpening(settings, seed + i);
    const seating = SEATINGS[i % SEATINGS.length];
    // One seed per cycle: the seat, not the engine on it, draws the random choices, so that
    // identical engines swapped between seats play the same game.
    const cycle = Math.floor(i / SEATINGS.length);
    const result = playThreeGame(settings, opening, seating, seed * 7919 + cycle * 3);
    addGame(totals, result);
    reportGame(io, settings, i, result, totals);
    // Let the output reach the terminal or pipe between games.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (io.stdoutIsTTY) io.stdout.write('\n');
  for (let e = 0; e < engines.length; e++)
    io.stdout.write(totalsLine(game, ENGINE_NAMES[e], engines[e], totals[e]) + '\n');
}

function reportGame(
  io: Io,
  settings: ThreeMatchSettings,
  index: number,
  result: ThreeGameResult,
  totals: readonly EngineTotals[],
): void {
  const { game, games } = settings;
  const running = totals.map((t, e) => `${ENGINE_NAMES[e]} ${formatPoints(t.points)}`).join(' ');
  if (io.stdoutIsTTY) {
    const width = 30;
    const done = Math.round(((index + 1) / games) * width);
    const bar = '#'.repeat(done) + '.'.repeat(width - done);
    io.stdout.write(`\r[${bar}] ${index + 1}/${games}  ${running}`);
    return;
  }
  const seats = result.seating
    .map((engine, seat) => `${game.players[seat]} ${ENGINE_NAMES[engine]}`)
    .join(', ');
  const verdict =
    result.winner >= 0
      ? `${game.players[result.winner]} (${ENGINE_NAMES[result.seating[result.winner]]}) wins`
      : `draw ${result.remaining.map((s) => `${game.players[s]} (${ENGINE_NAMES[result.seating[s]]})`).join(', ')}`;
  io.stdout.write(
    `game ${index + 1}/${games}: ${seats}: ${verdict} (${result.reason}, ${result.plies} plies); ${running}\n`,
  );
}

/**
 * The 95% margin of an engine's points share, in percent: 1.96 standard errors of its mean
 * points per game (normal approximation; 0 before two games).
 */
export function shareMargin(t: EngineTotals): number {
  if (t.games < 2) return 0;
  const mean = t.points / t.games;
  const variance = Math.max(0, (t.squares - t.games * mean * mean) / (t.games - 1));
  return 100 * 1.96 * Math.sqrt(variance / t.games);
}

/**
 * `A level=6: 6 games, 4 wins, 1 draw, 1 loss; 4.5 points (75.0% ± 30.1%); by seat Red +1 =1
 * -0 1.5, …`.
 */
export function totalsLine(
  game: GameDefinition,
  name: string,
  spec: EngineSpec,
  t: EngineTotals,
): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const share = t.games > 0 ? ((100 * t.points) / t.games).toFixed(1) : '0.0';
  const seats = t.bySeat
    .map(
      (s, seat) =>
        `${game.players[seat]} +${s.wins} =${s.draws} -${s.losses} ${formatPoints(s.points)}`,
    )
    .join(', ');
  return (
    `${name} ${spec.text}: ${plural(t.games, 'game', 'games')}, ${plural(t.wins, 'win', 'wins')}, ` +
    `${plural(t.draws, 'draw', 'draws')}, ${plural(t.losses, 'loss', 'losses')}; ` +
    `${formatPoints(t.points)} ${t.points === 1 ? 'point' : 'points'} (${share}% ± ${shareMargin(t).toFixed(1)}%); by seat ${seats}`
  );
}

/** Points to two decimals at most: 4, 4.5, 1.33. */
export function formatPoints(points: number): string {
  return String(Math.round(points * 100) / 100);
}
