import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  MAX_LEVEL,
  MAX_THREADS,
  MIN_LEVEL,
  MULTI_PLAYER_SEARCHES,
  multiPlayerSearchOf,
  type MultiPlayerSearchName,
  type ClockBudget,
  type SearchInfo,
  type SearchJob,
  type SearchWorker,
} from '@trigon/ai';
import { createNodeSearchWorker } from '@trigon/ai/node';
import {
  games,
  parseOptionWords,
  playingSeats,
  resolveOptions,
  type GameDefinition,
  type GameOptions,
  type Position,
} from '@trigon/engine';
import { parseArgs, positionals, printable, repeatedOption } from '../args.js';
import type { Command } from '../command.js';
import type { Io } from '../io.js';

/** The clock words of `go`, as UCI has them. */
const CLOCK_WORDS = ['wtime', 'btime', 'winc', 'binc', 'movestogo'] as const;
type ClockWord = (typeof CLOCK_WORDS)[number];

export const engineCommand: Command = {
  name: 'engine',
  summary: 'talk the Trigon engine protocol on stdin and stdout, for other programs',
  usage: `trigon engine

Reads commands from stdin, one per line, and answers on stdout, in the manner of UCI, so that
other programs can drive Trigon's AI (the README's "engine protocol" section describes every command):

  trigon · isready · setoption name Level|Hash|Seed|Threads|Search|OwnBook value V ·
  game <id> [NAME=VALUE …] · newgame · position startpos|text <TEXT> [moves M1 M2 …] ·
  go [depth D] [nodes N] [movetime MS] [wtime MS btime MS [winc MS] [binc MS] [movestogo N]]
  [infinite] · stop · show · quit

The search runs on a worker thread, so \`stop\` is obeyed while it runs. Answers are
\`info …\` lines per completed depth and \`bestmove <move>\`; mistakes are answered with
\`info string error: …\` and change nothing.`,
  async run(args, io) {
    positionals(parseArgs(args, {}), []);
    const session = new EngineSession(io);
    const lines = createInterface({ input: io.stdin, terminal: false, crlfDelay: Infinity });
    try {
      for await (const line of lines) {
        if (!session.handle(line)) {
          await session.quit();
          return 0;
        }
      }
      await session.endOfInput();
      return 0;
    } finally {
      lines.close();
    }
  },
};

/** Options of the protocol, with their ranges. */
const OPTIONS = {
  Level: { default: MAX_LEVEL, min: MIN_LEVEL, max: MAX_LEVEL },
  Hash: { default: 16, min: 1, max: 1024 },
  Seed: { default: 1, min: 0, max: 2 ** 31 - 1 },
  Threads: { default: 1, min: 1, max: MAX_THREADS },
} as const;
type OptionName = keyof typeof OPTIONS;
/** The option naming the search of games of three or more seats. */
const SEARCH_OPTION = 'Search';
/** The option that lets the levels that play their best play from the opening book (UCI's name). */
const BOOK_OPTION = 'OwnBook';

class EngineSession {
  private game: GameDefinition;
  private options: GameOptions;
  private positionText: string | undefined;
  private moves: string[] = [];
  private readonly settings: Record<OptionName, number> = {
    Level: 8,
    Hash: 16,
    Seed: 1,
    Threads: 1,
  };
  /** Set by `setoption name Search`; until then the level's own (`multiPlayerSearchOf`). */
  private multiPlayerSearch: MultiPlayerSearchName | undefined;
  /** Set by `setoption name OwnBook`: off until then, as UCI engines have it. */
  private ownBook = false;
  private worker: SearchWorker | undefined;
  /** The search running or waiting to run, until it has answered. */
  private search: Promise<void> | undefined;
  private infinite = false;
  /** `stop` commands so far: a search waiting to run obeys one sent after its `go`. */
  private stops = 0;
  /** A stop was sent to the running search: a `go` now waits for its answer, then runs. */
  private stopping = false;

  constructor(private readonly io: Io) {
    const trigonal = games.get('trigonal');
    this.game = trigonal.ok ? trigonal.value : games.list()[0];
    this.options = this.defaults(this.game);
  }

  /** Handles one line; false when the engine should quit. */
  handle(line: string): boolean {
    const words = line
      .trim()
      .split(/\s+/)
      .filter((w) => w.length > 0);
    if (words.length === 0) return true;
    const [command, ...rest] = words;
    switch (command) {
      case 'trigon':
        this.hello();
        break;
      case 'isready':
        this.send('readyok');
        break;
      case 'setoption':
        this.setOption(rest);
        break;
      case 'game':
        this.selectGame(rest);
        break;
      case 'newgame':
        this.worker?.newGame();
        break;
      case 'position':
        this.setPosition(rest);
        break;
      case 'go':
        this.go(rest);
        break;
      case 'stop':
        this.stop();
        break;
      case 'show':
        this.show();
        break;
      case 'quit':
        return false;
      default:
        this.error(`unknown command '${command}'`);
    }
    return true;
  }

  /**
   * `quit`: a running search is stopped and answers with its best move, as UCI engines do (not
   * cut off with an error); then the engine ends.
   */
  quit(): Promise<void> {
    return this.end(true);
  }

  /** End of input: an endless search is stopped, a bounded one finishes; then the engine ends. */
  endOfInput(): Promise<void> {
    return this.end(this.infinite);
  }

  private async end(stop: boolean): Promise<void> {
    if (this.search !== undefined) {
      if (stop) this.stop();
      await this.search;
    }
    this.worker?.terminate();
  }

  /** Stops the running search, and one waiting to run (it answers as soon as it starts). */
  private stop(): void {
    this.stops++;
    if (this.search !== undefined) this.stopping = true;
    this.worker?.stop();
  }

  private hello(): void {
    this.send(`id name Trigon ${version()}`);
    this.send('id author the Trigon contributors');
    for (const [name, o] of Object.entries(OPTIONS)) {
      this.send(`option name ${name} type spin default ${o.default} min ${o.min} max ${o.max}`);
    }
    const vars = MULTI_PLAYER_SEARCHES.map((s) => ` var ${s}`).join('');
    const level = this.settings.Level;
    this.send(
      `option name ${SEARCH_OPTION} type combo default ${multiPlayerSearchOf(level)}${vars}`,
    );
    this.send(`option name ${BOOK_OPTION} type check default false`);
    for (const game of games.list()) {
      const options = game.options.map((o) => `${o.name}=${o.values.join('|')}`).join(' ');
      this.send(
        `game ${game.id} seats ${game.players.join(' ')}${options === '' ? '' : ` options ${options}`}`,
      );
    }
    this.send('trigonok');
  }

  private setOption(words: readonly string[]): void {
    const valueAt = words.indexOf('value');
    if (words[0] !== 'name' || valueAt < 2 || valueAt !== words.length - 2) {
      this.error(`setoption: expected 'setoption name <Name> value <V>'`);
      return;
    }
    const name = words.slice(1, valueAt).join(' ');
    if (name.toLowerCase() === SEARCH_OPTION.toLowerCase()) {
      const text = words[valueAt + 1];
      const search = MULTI_PLAYER_SEARCHES.find((s) => s === text.toLowerCase());
      if (search === undefined)
        this.error(
          `setoption: ${SEARCH_OPTION} must be one of ${MULTI_PLAYER_SEARCHES.join(', ')}, not '${text}'`,
        );
      else this.multiPlayerSearch = search;
      return;
    }
    if (name.toLowerCase() === BOOK_OPTION.toLowerCase()) {
      const text = words[valueAt + 1];
      if (text !== 'true' && text !== 'false')
        this.error(`setoption: ${BOOK_OPTION} must be true or false, not '${text}'`);
      else this.ownBook = text === 'true';
      return;
    }
    const known = Object.keys(OPTIONS).find((o) => o.toLowerCase() === name.toLowerCase()) as
      OptionName | undefined;
    if (known === undefined) {
      this.error(
        `setoption: unknown option '${name}' (options: ${[...Object.keys(OPTIONS), SEARCH_OPTION, BOOK_OPTION].join(', ')})`,
      );
      return;
    }
    const text = words[valueAt + 1];
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    const range = OPTIONS[known];
    if (!(value >= range.min && value <= range.max)) {
      this.error(
        `setoption: ${known} must be an integer from ${range.min} to ${range.max}, not '${text}'`,
      );
      return;
    }
    this.settings[known] = value;
  }

  private selectGame(words: readonly string[]): void {
    if (words.length === 0) {
      this.error(`game: name a game (${games.ids().join(', ')})`);
      return;
    }
    const found = games.get(words[0]);
    if (!found.ok) {
      this.error(`game: ${found.error}`);
      return;
    }
    const parsedWords = parseOptionWords(words.slice(1));
    if (!parsedWords.ok) {
      this.error(`game: ${parsedWords.error}`);
      return;
    }
    const twice = repeatedOption(words.slice(1));
    if (twice !== undefined) {
      this.error(`game: ${twice} is given more than once`);
      return;
    }
    const options = resolveOptions(found.value.options, parsedWords.value);
    if (!options.ok) {
      this.error(`game: ${options.error}`);
      return;
    }
    this.game = found.value;
    this.options = options.value;
    this.positionText = undefined;
    this.moves = [];
  }

  private setPosition(words: readonly string[]): void {
    const movesAt = words.indexOf('moves');
    const head = movesAt < 0 ? words : words.slice(0, movesAt);
    const moves = movesAt < 0 ? [] : words.slice(movesAt + 1);
    let text: string | undefined;
    if (head.length === 1 && head[0] === 'startpos') text = undefined;
    else if (head[0] === 'text' && head.length > 1) text = head.slice(1).join(' ');
    else {
      this.error(`position: expected 'position startpos|text <TEXT> [moves M1 M2 …]'`);
      return;
    }
    const built = this.build(text, moves);
    if (typeof built === 'string') {
      this.error(`position: ${built}`);
      return;
    }
    this.positionText = text;
    // Kept in coordinate form: the worker reads them back.
    this.moves = built.coords;
  }

  /** The position from text (or the start) and moves, or what is wrong with them. */
  private build(
    text: string | undefined,
    moves: readonly string[],
  ): { position: Position; coords: string[] } | string {
    let position: Position;
    if (text === undefined) position = this.game.create(this.options);
    else {
      const parsed = this.game.parse(text, this.options);
      if (!parsed.ok) return parsed.error;
      position = parsed.value;
    }
    const coords: string[] = [];
    for (const [i, word] of moves.entries()) {
      const move = position.parseMove(word);
      if (!move.ok) return `move ${i + 1} '${word}': ${move.error}`;
      coords.push(position.moveToCoord(move.value));
      position.play(move.value);
    }
    return { position, coords };
  }

  private go(words: readonly string[]): void {
    if (this.search !== undefined && !this.stopping) {
      this.error('go: a search is running (send stop first)');
      return;
    }
    const budget: { depth?: number; nodes?: number; timeMs?: number } = {};
    // The clocks of a game of two, as chess engines are given them: White's is seat 0's.
    const clocks: Partial<Record<ClockWord, number>> = {};
    let infinite = false;
    for (let i = 0; i < words.length; i++) {
      const word = words[i];
      if (word === 'infinite') {
        infinite = true;
        continue;
      }
      const limits: Record<string, [keyof typeof budget, number]> = {
        depth: ['depth', 64],
        nodes: ['nodes', 1e12],
        movetime: ['timeMs', 86_400_000],
      };
      const limit = limits[word];
      const clock = CLOCK_WORDS.find((w) => w === word);
      const text = words[i + 1];
      const value = text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN;
      if (limit === undefined && clock === undefined) {
        this.error(
          `go: unknown word '${word}' (depth D, nodes N, movetime MS, wtime MS, btime MS, winc MS, binc MS, movestogo N, infinite)`,
        );
        return;
      }
      if (clock !== undefined) {
        // A clock may show 0 (the increment, or a flag about to fall); the rest start at 1.
        const least = clock === 'movestogo' ? 1 : 0;
        if (!(value >= least && value <= 86_400_000)) {
          this.error(`go: ${word} needs an integer from ${least} to 86400000`);
          return;
        }
        clocks[clock] = value;
      } else {
        if (!(value >= 1 && value <= limit![1])) {
          this.error(`go: ${word} needs an integer from 1 to ${limit![1]}`);
          return;
        }
        budget[limit![0]] = value;
      }
      i++;
    }

    const built = this.build(this.positionText, this.moves);
    if (typeof built === 'string') {
      this.error(`go: ${built}`);
      return;
    }
    let clock: ClockBudget | undefined;
    if (Object.keys(clocks).length > 0) {
      // The clocks of the two seats that play, in turn order: wtime the first's, btime the
      // second's (Triangulation for two leaves its neutral army out).
      const seats = playingSeats(this.game, this.options);
      if (seats.length !== 2) {
        this.error(
          `go: wtime, btime, winc, binc and movestogo are for games of two players; ${this.game.title} has ${seats.length} here`,
        );
        return;
      }
      const first = built.position.turn === seats[0];
      const remainingMs = first ? clocks.wtime : clocks.btime;
      if (remainingMs === undefined) {
        const mover = this.game.players[built.position.turn];
        this.error(
          `go: ${mover} is to move, the ${first ? 'first' : 'second'} player: give ${first ? 'wtime' : 'btime'}`,
        );
        return;
      }
      clock = {
        remainingMs,
        incrementMs: (first ? clocks.winc : clocks.binc) ?? 0,
        movesToGo: clocks.movestogo,
      };
    }
    const claim = built.position.drawClaim();

    const job: SearchJob = {
      game: this.game.id,
      options: this.options,
      position: this.positionText,
      moves: this.moves,
      level: this.settings.Level,
      hashMegabytes: this.settings.Hash,
      seed: this.settings.Seed,
      threads: this.settings.Threads,
      search: this.multiPlayerSearch,
      book: this.ownBook,
      // An endless search: no budget but the largest the protocol allows.
      // (Infinity nodes, not a number of them: a node budget would keep the helper threads out.)
      ...(infinite ? { depth: 64, timeMs: 86_400_000, nodes: Infinity } : { ...budget, clock }),
    };
    // A `go` right after a `stop` runs once the stopped search has answered, as sent.
    const previous = this.search;
    const stopsBefore = this.stops;
    // For the end of input, which waits for this search: it stops an endless one.
    this.infinite = infinite;
    const search = (async () => {
      if (previous !== undefined) await previous;
      if (claim !== undefined) this.send(`info string drawclaim ${claim}`);
      this.worker ??= createNodeSearchWorker();
      const worker = this.worker;
      const answer = worker.start(job, (info) => this.send(infoText(info)));
      // A stop sent while it waited is for it.
      if (this.stops !== stopsBefore) worker.stop();
      try {
        const best = await answer;
        if (best.book === true)
          this.send(`info string book move ${best.move} score cp ${best.score}`);
        this.send(`bestmove ${best.move === '' ? '(none)' : best.move}`);
      } catch (error) {
        this.error(`go: ${(error as Error).message}`);
        this.send('bestmove (none)');
      }
    })().finally(() => {
      if (this.search === search) this.search = undefined;
    });
    this.search = search;
    this.stopping = false;
  }

  private show(): void {
    const built = this.build(this.positionText, this.moves);
    if (typeof built === 'string') {
      this.error(built);
      return;
    }
    const position = built.position;
    this.send(`info string game ${this.game.id} position ${position.toText()}`);
    const outcome = position.outcome();
    if (outcome !== undefined) {
      const winners = outcome.winners.map((s) => this.game.players[s]).join(' ');
      this.send(`info string over ${winners === '' ? 'draw' : winners} (${outcome.reason})`);
    } else {
      this.send(`info string turn ${this.game.players[position.turn]}`);
    }
  }

  private defaults(game: GameDefinition): GameOptions {
    const resolved = resolveOptions(game.options);
    return resolved.ok ? resolved.value : {};
  }

  private send(line: string): void {
    this.io.stdout.write(line + '\n');
  }

  private error(message: string): void {
    // What the other program sent, echoed, cannot break the protocol's line or a terminal.
    this.send(`info string error: ${printable(message)}`);
  }
}

/** `info depth 5 seldepth 11 score cp 25 nodes 1234 nps 98765 time 12 pv f4-f5 f8-f7` (or `score mate -3`). */
function infoText(info: SearchInfo): string {
  const score = info.mate !== 0 ? `mate ${info.mate}` : `cp ${info.score}`;
  return `info depth ${info.depth} seldepth ${info.seldepth} score ${score} nodes ${info.nodes} nps ${info.nps} time ${info.timeMs} pv ${info.pv.join(' ')}`;
}

function version(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return manifest.version;
}
