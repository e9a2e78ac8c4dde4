import { readFileSync } from 'node:fs';
import {
  AiPlayer,
  evaluationWithWeights,
  helpersStarted,
  isMateScore,
  MAX_THREADS,
  MULTI_PLAYER_SEARCHES,
  randomOpening,
  seededRandom,
  type Budget,
  type GameEvaluation,
  type MultiPlayerSearchName,
} from '@trigon/ai';
import { startNodeHelpers } from '@trigon/ai/node';
import {
  playingSeats,
  playMoves,
  resolveOptions,
  type GameDefinition,
  type GameOptions,
} from '@trigon/engine';
import {
  flag,
  gameArg,
  inputFile,
  optionArgs,
  parseArgs,
  positionals,
  refused,
  UsageError,
  type ParsedArgs,
} from '../args.js';
import type { Command } from '../command.js';
import type { Io } from '../io.js';
import { integerArg, levelArg, MAX_DEPTH, MAX_NODES, MAX_TIME_MS } from './ai-support.js';
import { clockArg, clockText, flagFall, type MatchClock } from './match-clock.js';
import { eloSummary } from './elo.js';
import { INTERRUPTED, interruptible } from './interrupt.js';
import { playThreeEngineMatch } from './match-three.js';

const MAX_GAMES = 100_000;
/** The widest random choice an engine may be given (`margin=CP`): ten pawns. */
const MAX_MARGIN = 1000;
const DEFAULT_OPENING_PLIES = 6;
/** Both engines agree one side is this far ahead, for RESIGN_PLIES plies in a row: a win. */
const RESIGN_SCORE = 800;
const RESIGN_PLIES = 6;
/** After DRAW_FROM plies, scores this close to 0 for DRAW_PLIES plies in a row: a draw. */
const DRAW_SCORE = 15;
const DRAW_FROM = 120;
const DRAW_PLIES = 20;
/** A game this long is drawn (the 75-move rule usually ends it long before). */
const DEFAULT_MAX_PLIES = 600;
const MAX_MAX_PLIES = 100_000;

/** One engine of a match: a level and budgets that replace the level's own. */
export interface EngineSpec {
  readonly text: string;
  readonly level: number;
  readonly budget: Budget;
  /** The search for games of three or more seats, when not the default. */
  readonly search?: MultiPlayerSearchName;
  /** A weights file for the game's evaluation (a tuning's output), in place of its own weights. */
  readonly weights?: string;
  /** The margin of the engine's random choice (hundredths of a pawn), in place of its level's. */
  readonly randomMargin?: number;
  /** The engine plays from the game's opening book where its level plays its best (`book`). */
  readonly book?: boolean;
  /** False: the engine's search never passes (no null-move pruning; `nullmove=off`). */
  readonly nullMove?: boolean;
  /** Threads searching in games of two (`threads=N`; default 1): see PlayerSettings.threads. */
  readonly threads?: number;
  /** The evaluation read from `weights`, once the game is known (`withWeights`). */
  readonly evaluation?: GameEvaluation;
}

/**
 * Reads `level=N[,nodes=N][,depth=D][,time=MS][,search=NAME][,weights=FILE][,margin=CP][,book]`
 * `[,nullmove=on|off][,threads=N]`.
 */
export function parseEngineSpec(name: string, text: string): EngineSpec {
  let level: number | undefined;
  let search: MultiPlayerSearchName | undefined;
  let weights: string | undefined;
  let randomMargin: number | undefined;
  let book = false;
  let nullMove: boolean | undefined;
  let threads: number | undefined;
  const budget: { depth?: number; nodes?: number; timeMs?: number } = {};
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    // level=1,level=2 would play one and be named by both.
    if (seen.has(key)) throw new UsageError(`${name}: ${key} is given more than once in '${text}'`);
    seen.add(key);
    if (key === 'level') level = levelArg(`${name} level`, value);
    else if (key === 'nodes') budget.nodes = integerArg(`${name} nodes`, value, 1, MAX_NODES);
    else if (key === 'depth') budget.depth = integerArg(`${name} depth`, value, 1, MAX_DEPTH);
    else if (key === 'time') budget.timeMs = integerArg(`${name} time`, value, 1, MAX_TIME_MS);
    else if (key === 'search') search = searchArg(`${name} search`, value);
    else if (key === 'margin') randomMargin = integerArg(`${name} margin`, value, 0, MAX_MARGIN);
    else if (part === 'book') book = true;
    else if (key === 'nullmove') nullMove = onOff(`${name} nullmove`, value);
    else if (key === 'threads') threads = integerArg(`${name} threads`, value, 1, MAX_THREADS);
    else if (key === 'weights') {
      if (value === '') throw new UsageError(`${name} weights: give a file (weights=FILE)`);
      weights = value;
    } else
      throw new UsageError(
        `${name}: '${part}' is not one of level=N, nodes=N, depth=D, time=MS, search=NAME, weights=FILE, margin=CP, book, nullmove=on|off, threads=N`,
      );
  }
  if (level === undefined) throw new UsageError(`${name}: '${text}' names no level (level=N)`);
  if (threads !== undefined && threads > 1 && weights !== undefined) {
    throw new UsageError(
      `${name}: threads=${threads} and weights=FILE: the helper threads search with the game's own weights`,
    );
  }
  if (threads !== undefined && threads > 1 && budget.nodes !== undefined) {
    throw new UsageError(
      `${name}: threads=${threads} and nodes=N: a node budget is one thread's (the helpers would change nothing it replays)`,
    );
  }
  return {
    text,
    level,
    budget,
    ...(search === undefined ? {} : { search }),
    ...(weights === undefined ? {} : { weights }),
    ...(randomMargin === undefined ? {} : { randomMargin }),
    ...(book ? { book } : {}),
    ...(nullMove === false ? { nullMove } : {}),
    ...(threads !== undefined && threads > 1 ? { threads } : {}),
  };
}

function onOff(name: string, value: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`${name}: '${value}' is not on or off`);
}

/**
 * The engine with the evaluation its weights file gives (read and checked), or as it was
 * when it names no file. A file that cannot be read, is not JSON, or is not a valid set of
 * weights for the game is a usage error that says why. `stdin` is the text of standard input,
 * for `weights=-`.
 */
export function withWeights(
  name: string,
  spec: EngineSpec,
  game: string,
  stdin?: string,
): EngineSpec {
  if (spec.weights === undefined) return spec;
  let text: string;
  try {
    text = spec.weights === '-' && stdin !== undefined ? stdin : readFileSync(spec.weights, 'utf8');
  } catch (e) {
    throw new UsageError(`${name} weights: cannot read '${spec.weights}': ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${name} weights: '${spec.weights}' is not JSON: ${(e as Error).message}`);
  }
  try {
    return { ...spec, evaluation: evaluationWithWeights(game, data) };
  } catch (e) {
    throw new UsageError(`${name} weights: '${spec.weights}': ${(e as Error).message}`);
  }
}

function searchArg(name: string, value: string): MultiPlayerSearchName {
  const known = MULTI_PLAYER_SEARCHES.find((s) => s === value);
  if (known === undefined)
    throw new UsageError(`${name}: '${value}' is not one of ${MULTI_PLAYER_SEARCHES.join(', ')}`);
  return known;
}

export const matchCommand: Command = {
  name: 'match',
  summary: 'play the AI against itself and report the score and Elo difference',
  usage: `trigon match <game> --a SPEC --b SPEC [--c SPEC] --games G [--time MS | --clock M+S] [--seed N] [--opening-plies N] [--max-plies N] [--no-adjudication] [--option NAME=VALUE …]

Plays G games between engine A and engine B, colours alternating: each pair of games starts
from the same opening (N random moves, kept only if a short search finds it balanced) with
the colours swapped. Without a terminal, one line per game; on a terminal, a progress bar.
The last line gives A's wins, draws and losses, its score, and the Elo difference of A over
B with its 95% error margin.

Ctrl-C stops the match once the move being searched is chosen: the game in play is not
counted, the last lines give the score of the games finished, stderr says 'trigon: match
interrupted after N of G games … [interrupted]' and the status is 130. A second Ctrl-C ends
it at once.

A game of three players (Triangulation) takes three engines, A, B and C. The games come in
cycles of six: one random opening (N random moves), then all 6 orders of the engines on the
three seats, so that each engine plays each seat twice per cycle. A game ends by the rules
(the last player left wins; only bare Generals left is a draw among those still in) or at
the ply limit (a draw among those still in); there is no adjudication. A win scores 1, a
draw shares 1 point among the players still in, a player knocked out scores 0. One line per
game without a terminal; then one line per engine: games, wins, draws, losses, points, the
points share with its 95% margin over the openings (a cycle's games are one sample), and
the results by seat. The random choices of the low levels are drawn per seat and cycle, so
identical engines split every cycle's points evenly. When B and C are alike (the same level,
budgets, search, weights, margin, book and null moves, and no time budget), the last three games of a cycle would
repeat the first three with B and C swapped: they are counted from those, not played again,
and their lines say so. Triangulation with --option players=2 is a two-player game: A and B.

  --a SPEC, --b SPEC   the engines: level=N (1 to 8), optionally followed by
  [--c SPEC]           ,nodes=N ,depth=D ,time=MS replacing that level's budget per move,
                       ,weights=FILE the game's evaluation with the weights of FILE
                       (JSON, as 'npm run tune' writes, for the game played; - reads
                       them from stdin, for one engine),
                       and ,search=paranoid|brs|mcts the search of a game of three players
                       (by default the level's: brs);
                       ,margin=CP moves up to CP hundredths of a pawn worse than the best
                       chosen at random, in place of the level's margin (0: always the
                       best; levels 1 to 5 have one, 6 to 8 none, and in a game of three
                       players level 6 one of 12);
                       ,book the game's opening book where the level plays its best
                       move (packages/ai/README.md, "Opening books"; with
                       --opening-plies 0 the games start where the book does);
                       ,nullmove=off a search of a game of two that never passes
                       (no null-move pruning; on by default);
                       ,threads=N in games of two, N threads search each move, the
                       others helping through a shared table (default 1; not with
                       nodes=N, whose searches would not replay, nor weights=FILE);
                       --c for games of three players only, and required there
  --games G            how many games (1 to ${MAX_GAMES})
  --time MS            time cap per move for both engines (at level 8 it replaces the
                       node budget)
  --clock M+S          a chess clock for each engine in games of two: M minutes (1, 0.5
                       or 0:30) and S seconds added per move. Each engine spends from its
                       clock as a clock player would; the time its move takes is taken off,
                       and an engine whose clock runs out loses on time, or draws when
                       the other could never win (a lone king: FIDE 6.9). The last line
                       counts each engine's flags.
  --seed N             seed of the openings and the engines' random choices (default 1):
                       with node budgets a match replays exactly
  --opening-plies N    random moves before the engines take over (default ${DEFAULT_OPENING_PLIES})
  --max-plies N        a game this long is a draw (default ${DEFAULT_MAX_PLIES}; above --opening-plies)
  --no-adjudication    play every game to its end by the rules. By default a game is
                       scored when both engines agree for ${RESIGN_PLIES} plies that one side is
                       ${RESIGN_SCORE / 100} pawns ahead (a win) or, after ply ${DRAW_FROM}, within ${DRAW_SCORE / 100} pawns
                       for ${DRAW_PLIES} plies (a draw); the engines claim the draws the rules offer
                       when they do not stand better.
  --option NAME=VALUE  a game option (repeatable)`,
  async run(args, io) {
    const parsed = parseArgs(args, {
      a: 'string',
      b: 'string',
      c: 'string',
      games: 'string',
      time: 'string',
      clock: 'string',
      seed: 'string',
      'opening-plies': 'string',
      'max-plies': 'string',
      'no-adjudication': 'boolean',
      option: 'strings',
    });
    const [id] = positionals(parsed, ['<game>']);
    const game = gameArg(id);
    const cText = flag(parsed, 'c');
    const specs = {
      a: parseEngineSpec('--a', required(parsed, 'a')),
      b: parseEngineSpec('--b', required(parsed, 'b')),
      c: cText === undefined ? undefined : parseEngineSpec('--c', cText),
    };
    // weights=- reads standard input, which can be read once.
    const fromStdin = (['a', 'b', 'c'] as const).filter((e) => specs[e]?.weights === '-');
    if (fromStdin.length > 1)
      throw new UsageError(
        `--${fromStdin[0]} and --${fromStdin[1]}: weights=- reads standard input, which is read once; give the other weights as a file`,
      );
    const stdin =
      fromStdin.length === 0 ? undefined : await inputFile(`--${fromStdin[0]} weights`, '-', io);
    const a = withWeights('--a', specs.a, game.id, stdin);
    const b = withWeights('--b', specs.b, game.id, stdin);
    const c = specs.c === undefined ? undefined : withWeights('--c', specs.c, game.id, stdin);
    const games = integerArg('--games', required(parsed, 'games'), 1, MAX_GAMES);
    const timeText = flag(parsed, 'time');
    const timeMs =
      timeText === undefined ? undefined : integerArg('--time', timeText, 1, MAX_TIME_MS);
    const clockFlag = flag(parsed, 'clock');
    const clock = clockFlag === undefined ? undefined : clockArg('--clock', clockFlag);
    if (clock !== undefined && timeMs !== undefined)
      throw new UsageError('--time and --clock: give one; a clock sets the time of every move');
    const seedText = flag(parsed, 'seed');
    const seed = seedText === undefined ? 1 : integerArg('--seed', seedText, 0, 2 ** 31 - 1);
    const pliesText = flag(parsed, 'opening-plies');
    const openingPlies =
      pliesText === undefined
        ? DEFAULT_OPENING_PLIES
        : integerArg('--opening-plies', pliesText, 0, 40);
    const maxText = flag(parsed, 'max-plies');
    const maxPlies =
      maxText === undefined
        ? DEFAULT_MAX_PLIES
        : integerArg('--max-plies', maxText, 1, MAX_MAX_PLIES);
    // The limit is read once the random opening is played: one it reaches ends every game
    // there, past the limit and with no move of the engines'.
    if (maxPlies <= openingPlies)
      throw new UsageError(
        `--max-plies ${maxPlies} is not above --opening-plies ${openingPlies}: the games would end before the engines play`,
      );
    const words = optionArgs(parsed.strings.get('option') ?? []);
    const options = resolveOptions(game.options, words);
    if (!options.ok) throw refused(options, '--option: ');
    const seats = playingSeats(game, options.value);
    if (seats.length === 3) {
      if (clock !== undefined)
        throw new UsageError(`--clock is for games of two; ${game.title} has three players`);
      const threaded = (
        [
          ['--a', a],
          ['--b', b],
          ['--c', c],
        ] as const
      ).find(([, spec]) => (spec?.threads ?? 1) > 1);
      if (threaded !== undefined)
        throw new UsageError(
          `${threaded[0]} threads=${threaded[1]!.threads}: threads are for games of two; ${game.title} has three players`,
        );
      if (c === undefined) {
        const two = game.options.some((o) => o.name === 'players' && o.values.includes('2'))
          ? ' (or --option players=2 for two players)'
          : '';
        throw new UsageError(`${game.title} has three players: give a third engine with --c${two}`);
      }
      const ended = await playThreeEngineMatch(
        {
          game,
          options: options.value,
          engines: [a, b, c].map((spec) => withTime(spec, timeMs)),
          games,
          seed,
          openingPlies,
          maxPlies,
        },
        io,
      );
      return ended === 'interrupted' ? INTERRUPTED : 0;
    }
    if (seats.length !== 2)
      throw new UsageError(
        `match plays games of two or three players; ${game.title} has ${seats.length}`,
      );
    if (c !== undefined)
      throw new UsageError(
        `--c is for games of three players; ${game.title}${optionNote(options.value, game)} has two: give --a and --b only`,
      );
    // As threads in a game of three: a setting the game would ignore is refused, not dropped.
    const searching = (
      [
        ['--a', a],
        ['--b', b],
      ] as const
    ).find(([, spec]) => spec.search !== undefined);
    if (searching !== undefined)
      throw new UsageError(
        `${searching[0]} search=${searching[1].search}: the search is chosen for games of three players; ${game.title}${optionNote(options.value, game)} has two`,
      );

    const settings: MatchSettings = {
      game,
      options: options.value,
      seats,
      a: withTime(a, timeMs),
      b: withTime(b, timeMs),
      seed,
      openingPlies,
      maxPlies,
      adjudicate: !parsed.switches.has('no-adjudication'),
      clock,
    };
    const results: number[] = [];
    const flags = { a: 0, b: 0 };
    let opening: string[] = [];
    // One player per engine for the whole match, made afresh for each game by its seed (see
    // playGame): their helper threads, if any, are started once and stay warm.
    const engines = { a: matchPlayer(game, settings.a), b: matchPlayer(game, settings.b) };
    const interrupt = interruptible(io);
    try {
      for (let i = 0; i < games && !interrupt.stopped(); i++) {
        if (i % 2 === 0) opening = chooseOpening(settings, seed + i);
        const aWhite = i % 2 === 0;
        const outcome = await playGame(
          settings,
          engines,
          opening,
          aWhite,
          seed * 7919 + i,
          interrupt.stopped,
        );
        if (outcome === undefined) break;
        results.push(outcome.scoreA);
        if (outcome.flagged === 'a') flags.a++;
        if (outcome.flagged === 'b') flags.b++;
        report(io, i, games, results, outcome, aWhite, a, b);
        // Let the output reach the terminal or pipe between games.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      interrupt.close();
      engines.a.close();
      engines.b.close();
    }
    if (io.stdoutIsTTY) io.stdout.write('\n');
    const cut = results.length < games;
    if (cut) interrupt.report(results.length, games);
    if (results.length > 0) io.stdout.write(eloSummary(`${a.text} vs ${b.text}`, results) + '\n');
    if (clock !== undefined && results.length > 0)
      io.stdout.write(`clock ${clockText(clock)}: flags A ${flags.a}, B ${flags.b}\n`);
    return cut ? INTERRUPTED : 0;
  },
};

function required(parsed: ParsedArgs, name: string): string {
  const value = flag(parsed, name);
  if (value === undefined) throw new UsageError(`missing --${name}`);
  return value;
}

/** ' with players=2' and the like, when options were given, for messages. */
function optionNote(options: GameOptions, game: GameDefinition): string {
  const changed = game.options
    .filter((o) => options[o.name] !== o.default)
    .map((o) => `${o.name}=${options[o.name]}`);
  return changed.length > 0 ? ` with ${changed.join(' ')}` : '';
}

function withTime(spec: EngineSpec, timeMs: number | undefined): EngineSpec {
  if (timeMs === undefined || spec.budget.timeMs !== undefined) return spec;
  return { ...spec, budget: { ...spec.budget, timeMs } };
}

interface MatchSettings {
  readonly game: GameDefinition;
  readonly options: GameOptions;
  /** The two seats that play, in turn order ("White" first). */
  readonly seats: readonly number[];
  readonly a: EngineSpec;
  readonly b: EngineSpec;
  readonly seed: number;
  readonly openingPlies: number;
  readonly maxPlies: number;
  readonly adjudicate: boolean;
  /** Each engine's clock, when the match is played on one. */
  readonly clock: MatchClock | undefined;
}

interface GameOutcome {
  /** 1 when A won, 0.5 for a draw, 0 when B won. */
  readonly scoreA: number;
  readonly result: string;
  readonly reason: string;
  readonly plies: number;
  /** The engine that lost on time, if one did. */
  readonly flagged?: 'a' | 'b';
}

/** Random moves from the start that a short search finds about even (a balanced opening). */
function chooseOpening(settings: MatchSettings, seed: number): string[] {
  return randomOpening(settings.game, {
    plies: settings.openingPlies,
    random: seededRandom(seed),
    options: settings.options,
    balance: 50,
  });
}

/** The player of an engine in a match (its seed is set for each game: AiPlayer.newGame). */
function matchPlayer(game: GameDefinition, spec: EngineSpec): AiPlayer {
  return new AiPlayer(game, {
    level: spec.level,
    hashMegabytes: 8,
    evaluation: spec.evaluation,
    randomMargin: spec.randomMargin,
    book: spec.book,
    nullMove: spec.nullMove,
    threads: spec.threads,
    startHelpers: startNodeHelpers,
  });
}

async function playGame(
  settings: MatchSettings,
  players: { readonly a: AiPlayer; readonly b: AiPlayer },
  opening: readonly string[],
  aWhite: boolean,
  seed: number,
  stopped: () => boolean,
): Promise<GameOutcome | undefined> {
  const { game } = settings;
  const position = game.create(settings.options);
  const played = playMoves(position, opening.join(' '));
  if (!played.ok) throw new Error(`opening: ${played.error}`);
  // Each game as new players with these seeds would play it.
  const engineA = players.a;
  const engineB = players.b;
  engineA.newGame(seed);
  engineB.newGame(seed + 1);
  // The first playing seat moves first; A takes it in even games. Indexed by seat.
  const [first, second] = settings.seats;
  const engines: AiPlayer[] = [];
  const budgets: Budget[] = [];
  engines[first] = aWhite ? engineA : engineB;
  engines[second] = aWhite ? engineB : engineA;
  budgets[first] = aWhite ? settings.a.budget : settings.b.budget;
  budgets[second] = aWhite ? settings.b.budget : settings.a.budget;
  const aSeat = aWhite ? first : second;
  const finish = (
    winner: number | undefined,
    reason: string,
    flagged?: 'a' | 'b',
  ): GameOutcome => ({
    scoreA: winner === undefined ? 0.5 : winner === aSeat ? 1 : 0,
    result: winner === undefined ? '1/2-1/2' : winner === first ? '1-0' : '0-1',
    reason,
    plies: position.history().length,
    ...(flagged === undefined ? {} : { flagged }),
  });
  // Time left on each seat's clock, in milliseconds.
  const remaining: number[] = [];
  if (settings.clock !== undefined)
    for (const seat of settings.seats) remaining[seat] = settings.clock.initialMs;

  // Their helper threads, if any, play from the first move.
  await helpersStarted(
    () => engineA.helpersStarting(position) || engineB.helpersStarting(position),
  );
  // Each search's score, turned to White's point of view, for adjudication.
  const scores: number[] = [];
  for (;;) {
    const outcome = position.outcome();
    if (outcome !== undefined)
      return finish(outcome.winners.length === 1 ? outcome.winners[0] : undefined, outcome.reason);
    if (position.history().length >= settings.maxPlies) return finish(undefined, 'ply limit');
    // A search holds the thread: Ctrl-C is heard between moves.
    await new Promise((resolve) => setImmediate(resolve));
    if (stopped()) return undefined;
    const seat = position.turn;
    const { clock } = settings;
    const budget =
      clock === undefined
        ? budgets[seat]
        : {
            ...budgets[seat],
            clock: { remainingMs: remaining[seat], incrementMs: clock.incrementMs },
          };
    const started = performance.now();
    const result = engines[seat].think(position, budget);
    if (clock !== undefined) {
      // The whole call counts, as a clock counts the time until the move is made.
      remaining[seat] -= performance.now() - started;
      if (remaining[seat] < 0) {
        const fall = flagFall(position, seat, seat === first ? second : first);
        return finish(fall.winner, fall.reason, seat === aSeat ? 'a' : 'b');
      }
      remaining[seat] += clock.incrementMs;
    }
    const claim = position.drawClaim();
    if (claim !== undefined && result.score <= 0) return finish(undefined, `${claim}, claimed`);
    scores.push(seat === first ? result.score : -result.score);
    if (settings.adjudicate) {
      const verdict = adjudicate(scores, position.history().length, settings.seats);
      if (verdict !== undefined) return finish(verdict.winner, verdict.reason);
    }
    position.play(result.move);
  }
}

/**
 * A win when both engines agree on a large lead for a while, a draw when both see a dead level
 * game. `scores` are the first playing seat's; the winner is one of `seats` (the playing seats
 * in turn order, which in Triangulation for two need not be 0 and 1).
 */
export function adjudicate(
  scores: readonly number[],
  plies: number,
  seats: readonly number[],
): { winner: number | undefined; reason: string } | undefined {
  const recent = (n: number) => scores.slice(-n);
  if (scores.length >= RESIGN_PLIES) {
    const last = recent(RESIGN_PLIES);
    if (last.every((s) => s >= RESIGN_SCORE || (isMateScore(s) && s > 0)))
      return { winner: seats[0], reason: 'adjudicated' };
    if (last.every((s) => s <= -RESIGN_SCORE || (isMateScore(s) && s < 0)))
      return { winner: seats[1], reason: 'adjudicated' };
  }
  if (
    plies >= DRAW_FROM &&
    scores.length >= DRAW_PLIES &&
    recent(DRAW_PLIES).every((s) => Math.abs(s) <= DRAW_SCORE)
  ) {
    return { winner: undefined, reason: 'adjudicated' };
  }
  return undefined;
}

function report(
  io: Io,
  index: number,
  total: number,
  results: readonly number[],
  outcome: GameOutcome,
  aWhite: boolean,
  a: EngineSpec,
  b: EngineSpec,
): void {
  const wins = results.filter((r) => r === 1).length;
  const draws = results.filter((r) => r === 0.5).length;
  const losses = results.length - wins - draws;
  if (io.stdoutIsTTY) {
    const width = 30;
    const done = Math.round(((index + 1) / total) * width);
    const bar = '#'.repeat(done) + '.'.repeat(width - done);
    io.stdout.write(`\r[${bar}] ${index + 1}/${total}  A +${wins} =${draws} -${losses}`);
    return;
  }
  const white = aWhite ? `A ${a.text}` : `B ${b.text}`;
  const black = aWhite ? `B ${b.text}` : `A ${a.text}`;
  io.stdout.write(
    `game ${index + 1}/${total}: ${white} - ${black}: ${outcome.result} (${outcome.reason}, ${outcome.plies} plies); A +${wins} =${draws} -${losses}\n`,
  );
}
