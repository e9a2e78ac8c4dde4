import { createSearch, evaluationFor, type SearchRequest } from '@trigon/ai';
import {
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

/** The budget when none is given. */
const DEFAULT_TIME_MS = 5_000;

export const analyseCommand: Command = {
  name: 'analyse',
  summary: 'search a position and print each depth and the best move',
  usage: `trigon analyse <game> [--depth D] [--time MS] [--nodes N] [--position TEXT | --record FILE] [--moves "M1 M2 …"] [--option NAME=VALUE …]

Searches the position at full strength and prints one line per completed depth:

  depth 6 seldepth 14 score +0.35 nodes 183402 nps 712345 time 257 pv g4-g5 g10-g9 …

The score is for the side to move, in pawns (hundredths of a pawn are the search's unit), or
\`mate in N\` / \`mated in N\` (N of the winner's moves); seldepth is the deepest ply reached
with checks and captures followed; time is in milliseconds; pv is the expected line in
coordinate form. The last line is \`bestmove <move>\`, or \`bestmove (none)\` when the game is
over. The moves of --moves are the game's history, so repetitions of them count as draws.

  --depth D            stop after depth D (1 to ${MAX_DEPTH})
  --time MS            stop after MS milliseconds
  --nodes N            stop after N nodes
                       Budgets combine: the first one reached ends the search. Without
                       any, the search runs for ${DEFAULT_TIME_MS / 1000} seconds.
${positionFlagsHelp}`,
  run(args, io) {
    const parsed = parseArgs(args, {
      ...positionFlags,
      depth: 'string',
      time: 'string',
      nodes: 'string',
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
    const position = positionArgs(game, parsed);

    const request: SearchRequest = {
      depth,
      nodes,
      timeMs:
        depth === undefined && nodes === undefined && timeMs === undefined
          ? DEFAULT_TIME_MS
          : timeMs,
      onInfo: (info) => io.stdout.write(infoLine(info, game.players.length) + '\n'),
    };
    const result = createSearch(game, evaluationFor(game)).search(position, request);
    io.stdout.write(`bestmove ${result.move < 0 ? '(none)' : result.moveText}\n`);
    return 0;
  },
};
