import { games, type GameDefinition } from '@trigon/engine';
import { parseArgs, positionals } from '../args.js';
import type { Command } from '../command.js';

export const gamesCommand: Command = {
  name: 'games',
  summary: 'list the games, their players and options',
  usage: `trigon games

Lists every registered game: its id (what the other commands take), title, players in turn
order, and each option with its values, default and description.`,
  run(args, io) {
    positionals(parseArgs(args, {}), []);
    io.stdout.write(games.list().map(describeGame).join('\n'));
    return 0;
  },
};

/** A game as a block of lines, ending with a newline. */
export function describeGame(game: GameDefinition): string {
  const lines = [`${game.id}: ${game.title}`, `  players: ${game.players.join(', ')}`];
  if (game.options.length === 0) lines.push('  options: none');
  else lines.push('  options:');
  for (const option of game.options) {
    lines.push(`    ${option.name} = ${option.values.join(' | ')}  (default: ${option.default})`);
    lines.push(`      ${option.description}`);
    const described = option.valueDescriptions ?? [];
    const width = Math.max(...option.values.map((v) => v.length));
    option.values.forEach((value, i) => {
      if (described[i] !== undefined) lines.push(`      ${value.padEnd(width)}  ${described[i]}`);
    });
  }
  return lines.join('\n') + '\n';
}
