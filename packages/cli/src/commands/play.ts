import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { AiPlayer, formatScore, MAX_LEVEL } from '@trigon/ai';
import {
  playingSeats,
  resultWords,
  writeRecord,
  type Outcome,
  type Position,
} from '@trigon/engine';
import {
  flag,
  gameArg,
  OutputError,
  printable,
  UsageError,
  parseArgs,
  positionArgs,
  positionFlags,
  positionFlagsHelp,
  positionals,
  writableFileArg,
} from '../args.js';
import type { Command } from '../command.js';
import { drawBoard } from '../draw/board.js';
import { wantsColour, type Io } from '../io.js';
import { integerArg, levelArg, MAX_TIME_MS, seatArg } from './ai-support.js';
import { INTERRUPTED } from './interrupt.js';
import { status } from './show.js';

const HELP = `Type a move in coordinate form (f4-f5, e7-d7=Q, O-O) or the game's notation (Nf1-e2),
or one of: moves (list the legal moves), undo (take back your last move), draw (claim a
draw the rules allow), resign, help.`;

export const playCommand: Command = {
  name: 'play',
  summary: 'play a game against the AI in the terminal',
  usage: `trigon play <game> [--level N] [--as SEAT] [--time MS] [--seed N] [--no-book] [--save FILE] [--position TEXT | --record FILE] [--moves "M1 M2 …"] [--option NAME=VALUE …]

A game against Trigon's AI: the board is drawn after each move and you type your moves.
${HELP}
When the game ends the result is printed. End of input abandons the game, and so does Ctrl-C
at the prompt (status 130; while the AI thinks, Ctrl-C ends trigon at once); --save writes
the abandoned game too. A game already over (by the rules, or as the --record says: the
players ended it) is refused with the code game-over. Your moves come from stdin, so
--record takes a file, not -. A --save file that cannot be written is refused before the
game (status 2); one that fails once the game is over (a full disk) ends with [output],
status 1.

  --level N            the AI's level, 1 (a beginner can beat it) to ${MAX_LEVEL} (the strongest;
                       the default)
  --as SEAT            the seat you play: white, black, … (default: the first seat that plays)
  --time MS            the AI's time per move in milliseconds (by default each level has
                       its own budget; at level ${MAX_LEVEL} this replaces it)
  --seed N             seed of the random choices (the low levels' moves, the book's), to
                       replay a game
  --no-book            levels that play their best move search from the first move. By
                       default they play from the game's opening book while the game is in
                       it, so that their games vary
  --save FILE          when the game ends, write its record to FILE (the web app's record
                       format: its moves from the start, the players and the result)
${positionFlagsHelp}`,
  async run(args, io) {
    const parsed = parseArgs(args, {
      ...positionFlags,
      level: 'string',
      as: 'string',
      time: 'string',
      seed: 'string',
      save: 'string',
      'no-book': 'boolean',
    });
    const [id] = positionals(parsed, ['<game>']);
    const game = gameArg(id);
    const levelText = flag(parsed, 'level');
    const level = levelText === undefined ? MAX_LEVEL : levelArg('--level', levelText);
    const timeText = flag(parsed, 'time');
    const timeMs =
      timeText === undefined ? undefined : integerArg('--time', timeText, 1, MAX_TIME_MS);
    const seedText = flag(parsed, 'seed');
    const seed =
      seedText === undefined ? undefined : integerArg('--seed', seedText, 0, 2 ** 31 - 1);
    // Standard input is where the moves are typed.
    if (flag(parsed, 'record') === '-')
      throw new UsageError(
        '--record -: play reads your moves from standard input; give the record as a file',
      );
    const { position, over } = await positionArgs(game, parsed, io);
    if (over !== undefined) {
      const record = flag(parsed, 'record');
      throw new UsageError(
        `${record === undefined ? '' : `--record ${record}: `}the game is over (${resultWords(game, over)}); there is nothing to play`,
        'game-over',
      );
    }
    // A seat nobody plays (Triangulation's neutral army with players=2) never gets a move.
    const playing = playingSeats(game, position.options);
    const asText = flag(parsed, 'as');
    const human = asText === undefined ? playing[0] : seatArg(game, '--as', asText);
    if (!playing.includes(human)) {
      const names = playing.map((seat) => game.players[seat].toLowerCase()).join(' or ');
      throw new UsageError(
        `--as: ${game.players[human]} is the neutral army in this game, which nobody plays (choose ${names})`,
        'bad-seat',
      );
    }
    const save = flag(parsed, 'save');
    // Refused now, not once the game is over.
    if (save !== undefined) writableFileArg('--save', save);
    const ai = new AiPlayer(game, { level, seed, book: !parsed.switches.has('no-book') });

    const lines = createInterface({ input: io.stdin, terminal: false, crlfDelay: Infinity });
    const input = lines[Symbol.asyncIterator]();
    let interrupted = false;
    try {
      const players = game.players;
      io.stdout.write(`You play ${players[human]} against Trigon at level ${level}.\n${HELP}\n`);
      const result = await playLoop(position, human, ai, timeMs, io, async () => {
        // Ctrl-C is heard at the prompt only: the AI's search holds the thread, and there a
        // Ctrl-C that waited for its move would seem to be ignored.
        let stopListening = () => {};
        const interrupt = new Promise<'interrupt'>((resolve) => {
          stopListening = io.onInterrupt(() => resolve('interrupt'));
        });
        try {
          io.stdout.write(`${players[human]}> `);
          const next = await Promise.race([input.next(), interrupt]);
          if (next === 'interrupt') {
            interrupted = true;
            return { ended: 'Interrupted' };
          }
          return next.done ? { ended: 'Input ended' } : next.value.trim();
        } finally {
          stopListening();
        }
      });
      if (save !== undefined) {
        const names = players.map((_, seat) => (seat === human ? 'You' : `AI level ${level}`));
        saveRecord(save, position, names, result);
        io.stdout.write(`Record written to ${printable(save)}.\n`);
      }
      return interrupted ? INTERRUPTED : 0;
    } finally {
      lines.close();
    }
  },
};

async function playLoop(
  position: Position,
  human: number,
  ai: AiPlayer,
  timeMs: number | undefined,
  io: Io,
  /** The next line typed, or why there is none (end of input, Ctrl-C). */
  readLine: () => Promise<string | { ended: string }>,
): Promise<Outcome | undefined> {
  const players = position.game.players;
  // Scores read as the search gives them: for two seats when two play (a neutral army aside).
  const seats = playingSeats(position.game, position.options).length;
  const show = () =>
    io.stdout.write(
      ['', ...drawBoard(position, { colour: wantsColour(io) }), '', status(position), ''].join(
        '\n',
      ),
    );
  const others = () =>
    (position.activeSeats?.() ?? players.map((_, seat) => seat)).filter((seat) => seat !== human);
  // Only moves played in this session can be taken back.
  let played = 0;
  let drawn = true;
  for (;;) {
    if (drawn) show();
    drawn = true;
    const outcome = position.outcome();
    if (outcome !== undefined) return outcome;

    if (position.turn !== human) {
      const mover = players[position.turn];
      const result = ai.think(position, { timeMs });
      const claim = position.drawClaim();
      if (claim !== undefined && result.score <= 0) {
        io.stdout.write(`${mover} claims a draw.\ngame over: draw (${claim}, claimed)\n`);
        return { winners: [], reason: `draw by ${claim}` };
      }
      const text = position.moveToText(result.move);
      position.play(result.move);
      played++;
      io.stdout.write(
        `${mover} plays ${text} (${result.book === true ? 'book move, ' : ''}score ${formatScore(result.score, seats)}, depth ${result.depth})\n`,
      );
      continue;
    }

    const line = await readLine();
    if (typeof line !== 'string') {
      io.stdout.write(`\n${line.ended}: game abandoned.\n`);
      return { winners: others(), reason: `${players[human]} abandoned the game` };
    }
    drawn = false;
    const word = line.toLowerCase();
    if (line === '') continue;
    if (word === 'help' || word === '?') {
      io.stdout.write(HELP + '\n');
    } else if (word === 'moves') {
      const moves = position.legalMoves().map((m) => position.moveToCoord(m));
      io.stdout.write(moves.sort().join(' ') + '\n');
    } else if (word === 'resign') {
      const winners = others();
      const names = winners.map((seat) => players[seat]);
      const reason = `${players[human]} resigned`;
      // In the words `trigon show` gives the saved record's ending.
      io.stdout.write(
        `${players[human]} resigns.\ngame over: ${names.join(' and ')} ${names.length === 1 ? 'wins' : 'win'} (${reason})\n`,
      );
      return { winners, reason };
    } else if (word === 'draw') {
      const claim = position.drawClaim();
      if (claim === undefined) io.stdout.write('There is no draw to claim now.\n');
      else {
        io.stdout.write(`game over: draw (${claim}, claimed)\n`);
        return { winners: [], reason: `draw by ${claim}` };
      }
    } else if (word === 'undo') {
      const undone = takeBack(position, human, played);
      if (undone === 0) io.stdout.write('There is no move of yours to take back.\n');
      else {
        played -= undone;
        drawn = true;
      }
    } else {
      const move = position.parseMove(line);
      if (!move.ok) {
        io.stdout.write(`${printable(move.error)}\n`);
        continue;
      }
      const text = position.moveToText(move.value);
      position.play(move.value);
      played++;
      io.stdout.write(`${players[human]} plays ${text}\n`);
      drawn = true;
    }
  }
}

/**
 * Takes back the human's last move of this session and every move after it; returns how many
 * moves that was, or 0 (changing nothing) when the session has no move of theirs.
 */
function takeBack(position: Position, human: number, played: number): number {
  const history = position.history();
  let undone = 0;
  while (undone < played && position.undo()) {
    undone++;
    if (position.turn === human) return undone;
  }
  for (let i = history.length - undone; i < history.length; i++) position.play(history[i]);
  return 0;
}

/**
 * Writes the game's record: the start (the position before the first move of its history),
 * every move since, the players' names and the result.
 */
function saveRecord(
  file: string,
  position: Position,
  players: readonly string[],
  result: Outcome | undefined,
): void {
  const game = position.game;
  const history = position.history();
  const start = position.clone();
  for (let i = 0; i < history.length; i++) start.undo();
  const startText = start.toText();
  const moves = history.map((move) => {
    const text = start.moveToCoord(move);
    start.play(move);
    return text;
  });
  const text = writeRecord({
    game,
    options: position.options,
    start: startText === game.create(position.options).toText() ? undefined : startText,
    moves,
    players,
    result,
  });
  try {
    writeFileSync(file, text);
  } catch (e) {
    // Checked before the game; it may still fail once the game is played (a full disk).
    throw new OutputError(`--save: cannot write '${file}': ${(e as Error).message}`);
  }
}
