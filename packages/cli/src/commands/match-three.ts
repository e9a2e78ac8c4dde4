import { AiPlayer, randomOpening, seededRandom } from '@trigon/ai';
import { playMoves, type GameDefinition, type GameOptions, type Position } from '@trigon/engine';
import type { Io } from '../io.js';
import { interruptible } from './interrupt.js';
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
  /** The number of the game (from 1) this one repeats with B and C swapped, when not played. */
  readonly sameAs?: number;
}

/** What one engine did over the match. */
export interface EngineTotals {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
  /**
   * Games and points per opening (a cycle of the six seatings on one opening), for the margin
   * of the share: the games of one opening are not independent of each other (with two
   * engines alike, two seatings of a cycle often play one game twice), the openings are.
   */
  readonly byOpening: { games: number; points: number }[];
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
    byOpening: [],
    bySeat: Array.from({ length: seats }, () => ({ wins: 0, draws: 0, losses: 0, points: 0 })),
  };
}

/** Adds a game played on opening number `opening` (0, 1, …) to the engines' totals. */
export function addGame(totals: EngineTotals[], result: ThreeGameResult, opening: number): void {
  result.seating.forEach((engine, seat) => {
    const t = totals[engine];
    const s = t.bySeat[seat];
    const points = result.points[seat];
    t.games++;
    t.points += points;
    while (t.byOpening.length <= opening) t.byOpening.push({ games: 0, points: 0 });
    t.byOpening[opening].games++;
    t.byOpening[opening].points += points;
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

/**
 * One game from the opening, `seating[seat]` being the engine on each seat; undefined when
 * `stopped` says so between moves (Ctrl-C).
 */
export async function playThreeGame(
  settings: ThreeMatchSettings,
  opening: readonly string[],
  seating: readonly number[],
  seed: number,
  stopped: () => boolean,
): Promise<ThreeGameResult | undefined> {
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
        randomMargin: settings.engines[engine].randomMargin,
        book: settings.engines[engine].book,
        nullMove: settings.engines[engine].nullMove,
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
    // A search holds the thread: Ctrl-C is heard between moves.
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) return undefined;
    const seat = position.turn;
    const result = players[seat].think(position, settings.engines[seating[seat]].budget);
    position.play(result.move);
  }
}

/**
 * Whether two engines play alike: the same level, budgets, search, weights, margin, book and null moves, and no time
 * budget (a game under node and depth budgets replays exactly; one under a time budget depends
 * on the machine's speed).
 */
export function enginesAlike(x: EngineSpec, y: EngineSpec): boolean {
  return (
    x.level === y.level &&
    x.budget.nodes === y.budget.nodes &&
    x.budget.depth === y.budget.depth &&
    x.budget.timeMs === undefined &&
    y.budget.timeMs === undefined &&
    x.budget.clock === undefined &&
    y.budget.clock === undefined &&
    x.search === y.search &&
    x.weights === y.weights &&
    x.randomMargin === y.randomMargin &&
    x.book === y.book &&
    x.nullMove === y.nullMove
  );
}

/** The seating of the cycle that is `index`'s with engines B and C swapped (SEATINGS pairs them 0-3, 1-4, 2-5). */
const MIRROR = [3, 4, 5, 0, 1, 2];

/**
 * Plays the match, writing a line per game (or a progress bar on a terminal) and the totals.
 * When B and C play alike, the last three seatings of a cycle are its first three with B and C
 * swapped: the same games, since the seat, not the engine on it, draws the random choices. They
 * are counted from the first three, not played again, which halves a match's time.
 */
export async function playThreeEngineMatch(
  settings: ThreeMatchSettings,
  io: Io,
): Promise<'finished' | 'interrupted'> {
  const { game, engines, games, seed } = settings;
  const totals = engines.map(() => emptyTotals(game.players.length));
  const mirrored = enginesAlike(engines[1], engines[2]);
  const played: ThreeGameResult[] = [];
  let opening: string[] = [];
  const interrupt = interruptible(io);
  let finished = 0;
  try {
    for (let i = 0; i < games && !interrupt.stopped(); i++) {
      const index = i % SEATINGS.length;
      if (index === 0) opening = chooseOpening(settings, seed + i);
      const seating = SEATINGS[index];
      const cycle = Math.floor(i / SEATINGS.length);
      const twin = MIRROR[index];
      // One seed per cycle, the seat's random choices drawn from it (see above).
      const result =
        mirrored && twin < index
          ? { ...played[twin], seating, sameAs: i - index + twin + 1 }
          : await playThreeGame(
              settings,
              opening,
              seating,
              seed * 7919 + cycle * 3,
              interrupt.stopped,
            );
      if (result === undefined) break;
      finished++;
      played[index] = result;
      addGame(totals, result, cycle);
      reportGame(io, settings, i, result, totals);
      // Let the output reach the terminal or pipe between games.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    interrupt.close();
  }
  if (io.stdoutIsTTY) io.stdout.write('\n');
  const cut = finished < games;
  if (cut) interrupt.report(finished, games);
  if (finished > 0)
    for (let e = 0; e < engines.length; e++)
      io.stdout.write(totalsLine(game, ENGINE_NAMES[e], engines[e], totals[e]) + '\n');
  return cut ? 'interrupted' : 'finished';
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
  const twin = result.sameAs === undefined ? '' : `, game ${result.sameAs} with B and C swapped`;
  const verdict =
    result.winner >= 0
      ? `${game.players[result.winner]} (${ENGINE_NAMES[result.seating[result.winner]]}) wins`
      : `draw ${result.remaining.map((s) => `${game.players[s]} (${ENGINE_NAMES[result.seating[s]]})`).join(', ')}`;
  io.stdout.write(
    `game ${index + 1}/${games}: ${seats}: ${verdict} (${result.reason}, ${result.plies} plies${twin}); ${running}\n`,
  );
}

/**
 * The 95% margin of an engine's points share, in percent, the openings being the independent
 * samples: the games of one opening are not (with two engines alike, two seatings of a cycle
 * often play one game twice). The standard error is the cluster-robust one of a ratio,
 * √(k/(k−1) · Σ (points − share · games)²) / games over the k openings played, and the margin
 * Student's t for k − 1 degrees of freedom times it, since k is often small. Undefined before
 * two openings. With one game per opening it is the plain standard error of the games.
 */
export function shareMargin(t: EngineTotals): number | undefined {
  const openings = t.byOpening.filter((o) => o.games > 0);
  const k = openings.length;
  if (k < 2) return undefined;
  const share = t.points / t.games;
  let sum = 0;
  for (const o of openings) sum += (o.points - share * o.games) ** 2;
  const error = Math.sqrt((k / (k - 1)) * sum) / t.games;
  return 100 * studentT975(k - 1) * error;
}

/** Two-sided 95% points of Student's t, for 1 to 30 degrees of freedom. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
];

/** Student's t for a two-sided 95% interval; beyond the table 1.96 + 2.37/df (within 0.003). */
export function studentT975(df: number): number {
  return df <= T975.length ? T975[df - 1] : 1.96 + 2.37 / df;
}

/**
 * `A level=6: 36 games, 12 wins, 8 draws, 16 losses; 14.67 points (40.7% ± 15.2% over 6
 * openings); by seat Red +4 =3 -5 5, …`.
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
    `${formatPoints(t.points)} ${t.points === 1 ? 'point' : 'points'} (${share}%${marginText(t)}); by seat ${seats}`
  );
}

/** ' ± 12.0% over 8 openings', or what stands in for a margin with fewer than two openings. */
function marginText(t: EngineTotals): string {
  const margin = shareMargin(t);
  const openings = t.byOpening.filter((o) => o.games > 0).length;
  if (margin === undefined) return openings === 1 ? ', one opening: no margin' : '';
  return ` ± ${margin.toFixed(1)}% over ${openings} openings`;
}

/** Points to two decimals at most: 4, 4.5, 1.33. */
export function formatPoints(points: number): string {
  return String(Math.round(points * 100) / 100);
}
