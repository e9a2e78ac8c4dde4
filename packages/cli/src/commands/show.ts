import type { Outcome, Position } from '@trigon/engine';
import {
  gameArg,
  parseArgs,
  positionArgs,
  positionFlags,
  positionFlagsHelp,
  positionals,
} from '../args.js';
import type { Command } from '../command.js';
import { drawBoard } from '../draw/board.js';
import { wantsColour } from '../io.js';

export const showCommand: Command = {
  name: 'show',
  summary: 'draw a position in the terminal',
  usage: `trigon show <game> [--position TEXT | --record FILE] [--moves "M1 M2 …"] [--option NAME=VALUE …]

Draws the board: each row of cells with the names of its first and last cell at its ends
(and the names of the outer cells of the top and bottom rows above and below it); an empty
triangle as △ or ▽ after the way it points, a piece as its letter. Then the position text,
then the outcome if the game is over (by the rules, or as the --record says: a game the
players ended, by resignation, time or agreement), or whose turn it is. Colour only on a
terminal, and not when NO_COLOR is set.

${positionFlagsHelp}`,
  async run(args, io) {
    const parsed = parseArgs(args, positionFlags);
    const [id] = positionals(parsed, ['<game>']);
    const { position, over } = await positionArgs(gameArg(id), parsed, io);
    const lines = [
      ...drawBoard(position, { colour: wantsColour(io) }),
      '',
      position.toText(),
      status(position, over),
    ];
    io.stdout.write(lines.join('\n') + '\n');
    return 0;
  },
};

/**
 * The outcome (by default the position's, by the rules), or whose turn it is (with check and a
 * draw the player may claim).
 */
export function status(
  position: Position,
  outcome: Outcome | undefined = position.outcome(),
): string {
  const players = position.game.players;
  if (outcome !== undefined) {
    const winners = outcome.winners.map((seat) => players[seat]);
    const result =
      winners.length === 0
        ? 'draw'
        : winners.length === 1
          ? `${winners[0]} wins`
          : `${winners.join(' and ')} win`;
    return `game over: ${result} (${outcome.reason})`;
  }
  let line = `${players[position.turn]} to move`;
  if (position.inCheck()) line += ', in check';
  const claim = position.drawClaim();
  if (claim !== undefined) line += `; may claim a draw (${claim})`;
  return line;
}
