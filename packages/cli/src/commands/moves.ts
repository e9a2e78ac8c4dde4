import {
  byText,
  gameArg,
  parseArgs,
  positionArgs,
  positionFlags,
  positionFlagsHelp,
  positionals,
} from '../args.js';
import type { Command } from '../command.js';

export const movesCommand: Command = {
  name: 'moves',
  summary: 'list the legal moves of a position',
  usage: `trigon moves <game> [--position TEXT | --record FILE] [--moves "M1 M2 …"] [--option NAME=VALUE …]

Prints the legal moves in coordinate form (\`f4-f5\`, \`e7-d7=Q\`, \`O-O\`, \`pass\`), one per
line, in plain string order (by UTF-16 code units, as JavaScript sorts strings). Prints
nothing when the game is over: by the rules, or as the --record says (a game the players
ended, by resignation, time or agreement).

${positionFlagsHelp}`,
  async run(args, io) {
    const parsed = parseArgs(args, positionFlags);
    const [id] = positionals(parsed, ['<game>']);
    const { position, over } = await positionArgs(gameArg(id), parsed, io);
    const moves =
      over !== undefined ? [] : position.legalMoves().map((m) => position.moveToCoord(m));
    moves.sort(byText);
    io.stdout.write(moves.map((m) => m + '\n').join(''));
    return 0;
  },
};
