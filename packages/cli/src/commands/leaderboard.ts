import { games } from '@trigon/engine';
import { SPEED_CLASSES, type Leaderboard, type SpeedClassName } from '@trigon/protocol';
import { flag, gameArg, parseArgs, positionals, UsageError } from '../args.js';
import type { Command } from '../command.js';
import { askingServer, getJson, serverArg, serverFlagHelp } from './server-api.js';

export const leaderboardCommand: Command = {
  name: 'leaderboard',
  summary: "a game's best rated players on a Trigon server",
  usage: `trigon leaderboard <game> [--speed CLASS] [--server URL]

Prints the top 100 of the game in each speed class, or in CLASS only: rank, name, rating, RD
and rated games. The server lists players with at least 5 rated games there and a settled
rating (RD below 110); a class nobody is in yet says so.

  --speed CLASS        one speed class: ${SPEED_CLASSES.join(', ')}
${serverFlagHelp}

A server that cannot be reached, or refuses, is an error line and status 1.`,
  run(args, io) {
    const parsed = parseArgs(args, { speed: 'string', server: 'string' });
    const [id] = positionals(parsed, ['<game>']) as [string];
    const game = gameArg(id);
    const speedText = flag(parsed, 'speed');
    if (speedText !== undefined && !SPEED_CLASSES.includes(speedText as SpeedClassName))
      throw new UsageError(`--speed: '${speedText}' is not one of ${SPEED_CLASSES.join(', ')}`);
    const speeds = speedText === undefined ? SPEED_CLASSES : [speedText];
    const server = serverArg(parsed, io);
    return askingServer(io, async () => {
      for (const speed of speeds) {
        const board = await getJson<Leaderboard>(
          server,
          `/api/leaderboard/${encodeURIComponent(game.id)}?speed=${speed}`,
        );
        io.stdout.write(describeBoard(board));
      }
      return 0;
    });
  },
};

/** One speed class's table. */
export function describeBoard(board: Leaderboard): string {
  const definition = games.get(board.game);
  const title = definition.ok ? definition.value.title : board.game;
  const lines = [`${title}, ${board.speed}:`];
  if (board.players.length === 0) lines.push('  nobody yet');
  board.players.forEach((p, i) =>
    lines.push(
      `  ${String(i + 1).padStart(3)}. ${p.name.padEnd(20)} ${String(p.rating).padStart(4)}  RD ${p.rd}, ${p.games} games`,
    ),
  );
  return lines.join('\n') + '\n';
}
