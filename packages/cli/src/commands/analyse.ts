import { MAX_LEVEL, MAX_THREADS, type SearchJob, type SearchWorker } from '@trigon/ai';
import { createNodeSearchWorker } from '@trigon/ai/node';
import { playingSeats, type Position } from '@trigon/engine';
import {
  UsageError,
  flag,
  gameArg,
  parseArgs,
  positionArgs,
  positionFlags,
  positionFlagsHelp,
  positionals,
} from '../args.js';
import type { Command } from '../command.js';
import { infoLine, integerArg, MAX_DEPTH, MAX_NODES, MAX_TIME_MS } from './ai-support.js';
import { INTERRUPTED } from './interrupt.js';
import { status } from './show.js';

/** The budget when none is given. */
const DEFAULT_TIME_MS = 5_000;

/**
 * The search worker analyse runs on (a worker thread, so that Ctrl-C is heard while it
 * searches). A setting of the module so that tests, which run the sources, can give the built
 * worker script (`createNodeSearchWorker`'s `entry`).
 */
export const analyseWorker: { create: () => SearchWorker } = {
  create: () => createNodeSearchWorker(),
};

export const analyseCommand: Command = {
  name: 'analyse',
  summary: 'search a position and print each depth and the best move',
  usage: `trigon analyse <game> [--depth D] [--time MS] [--nodes N] [--threads N] [--position TEXT | --record FILE] [--moves "M1 M2 …"] [--option NAME=VALUE …]

Searches the position at full strength and prints one line per completed depth:

  depth 6 seldepth 14 score +0.35 nodes 183402 nps 712345 time 257 pv g4-g5 g10-g9 …

The score is for the side to move, in pawns (hundredths of a pawn are the search's unit), or
\`mate in N\` / \`mated in N\` (N of the winner's moves); seldepth is the deepest ply reached
with checks and captures followed; time is in milliseconds; pv is the expected line in
coordinate form. With --threads above 1, \`threads N\` before pv says how many threads have
searched so far. The last line is \`bestmove <move>\`. When the game is over (by the rules,
or as the --record says: a game the players ended by resignation, time or agreement) nothing
is searched, and the lines are \`game over: <result> (<reason>)\` and \`bestmove (none)\`. The
moves of --moves are the game's history, so repetitions of them count as draws.

Ctrl-C stops the search: the last line is \`bestmove <move>\`, the best move so far (the depth
lines before it give the best line of each depth completed), stderr says 'trigon: analysis
interrupted … [interrupted]' and the status is 130. A second Ctrl-C ends it at once.

  --depth D            stop after depth D (1 to ${MAX_DEPTH})
  --time MS            stop after MS milliseconds
  --nodes N            stop after N nodes
                       Budgets combine: the first one reached ends the search. Without
                       any, the search runs for ${DEFAULT_TIME_MS / 1000} seconds.
  --threads N          search on N threads (1 to ${MAX_THREADS}, default 1; games of two): N − 1
                       helper threads search beside the search, sharing its table
                       (not with --nodes: a node budget is one thread's)
${positionFlagsHelp}`,
  async run(args, io) {
    const parsed = parseArgs(args, {
      ...positionFlags,
      depth: 'string',
      time: 'string',
      nodes: 'string',
      threads: 'string',
    });
    const [id] = positionals(parsed, ['<game>']);
    const game = gameArg(id);
    const depthText = flag(parsed, 'depth');
    const timeText = flag(parsed, 'time');
    const nodesText = flag(parsed, 'nodes');
    const depth =
      depthText === undefined ? undefined : integerArg('--depth', depthText, 1, MAX_DEPTH);
    const timeMs =
      timeText === undefined ? undefined : integerArg('--time', timeText, 1, MAX_TIME_MS);
    const nodes =
      nodesText === undefined ? undefined : integerArg('--nodes', nodesText, 1, MAX_NODES);
    const { position, over } = await positionArgs(game, parsed, io);
    const seats = playingSeats(game, position.options).length;
    const threadsText = flag(parsed, 'threads');
    const threads =
      threadsText === undefined ? 1 : integerArg('--threads', threadsText, 1, MAX_THREADS);
    if (threads > 1 && seats !== 2) {
      throw new UsageError(
        `--threads: threads are for games of two; ${game.title} has ${seats} players here`,
      );
    }
    if (threads > 1 && nodes !== undefined) {
      throw new UsageError(
        "--threads and --nodes: a node budget is one thread's (the helpers would change nothing it replays)",
      );
    }
    if (over !== undefined) {
      io.stdout.write(`${status(position, over)}\nbestmove (none)\n`);
      return 0;
    }

    // The full search (level 8, its own best move, paranoid for three seats as the searcher's
    // default) on the budgets given: a time budget (a day, when only depth or nodes are given)
    // lifts level 8's node budget, and a depth of 64 is no limit.
    const job: SearchJob = {
      game: game.id,
      ...history(position),
      level: MAX_LEVEL,
      search: 'paranoid',
      book: false,
      // A lone legal move is searched to the depth asked, not stopped at depth 1 as in play.
      analysis: true,
      threads,
      depth: depth ?? MAX_DEPTH,
      nodes,
      timeMs:
        timeMs ?? (depth === undefined && nodes === undefined ? DEFAULT_TIME_MS : MAX_TIME_MS),
    };
    const worker = analyseWorker.create();
    let last = 0;
    let interrupted = false;
    const stopListening = io.onInterrupt(() => {
      interrupted = true;
      worker.stop();
    });
    try {
      const best = await worker.start(job, (info) => {
        last = info.depth;
        io.stdout.write(infoLine(info, seats, threads > 1) + '\n');
      });
      io.stdout.write(`bestmove ${best.move === '' ? '(none)' : best.move}\n`);
      if (!interrupted) return 0;
      io.stderr.write(
        `trigon: analysis interrupted after ${last === 0 ? 'no complete depth' : `depth ${last}`}; bestmove is the best move so far [interrupted]\n`,
      );
      return INTERRUPTED;
    } finally {
      stopListening();
      worker.terminate();
    }
  },
};

/** The position as the worker takes it: its options, the start's text and the moves since. */
function history(position: Position): Pick<SearchJob, 'options' | 'position' | 'moves'> {
  const start = position.clone();
  const played = position.history();
  for (let i = 0; i < played.length; i++) start.undo();
  const text = start.toText();
  const moves = played.map((move) => {
    const coord = start.moveToCoord(move);
    start.play(move);
    return coord;
  });
  return { options: position.options, position: text, moves };
}
