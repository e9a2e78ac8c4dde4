import { writeFileSync } from 'node:fs';
import { games, resultWords } from '@trigon/engine';
import {
  MAX_GAMES_PAGE,
  userNameProblem,
  type PlayerGame,
  type PlayerGames,
  type PlayerPage,
} from '@trigon/protocol';
import {
  flag,
  OutputError,
  parseArgs,
  positionals,
  printable,
  UsageError,
  writableFileArg,
} from '../args.js';
import type { Command } from '../command.js';
import { integerArg } from './ai-support.js';
import {
  askingServer,
  dayText,
  getJson,
  getText,
  ratingText,
  serverArg,
  serverFlagHelp,
} from './server-api.js';

export const playerCommand: Command = {
  name: 'player',
  summary: "a player's ratings and games on a Trigon server, and their records",
  usage: `trigon player <name> [--games] [--page N] [--records FILE] [--server URL]

Prints the player (their name as the server spells it, since when they play) and a line per
rating they have: game id, speed class, rating ('1500?' while provisional: RD above 110), RD and
the number of rated games. With --games, also page N (default 1) of their games, 20 a page: those
in progress first (whose turn it is), then the finished ones newest first (their result), each
with its id, game, rated or casual, date and opponents. --records FILE writes all their finished
games' records (the newest 1000) to FILE, or with '-' to standard output, alone (not with
--games); a FILE that cannot be written is refused before the server is asked (status 2), one
that fails once the records are fetched (a full disk) is an error line ending [output],
status 1.

${serverFlagHelp}

A name nobody has, or a server that cannot be reached, is an error line and status 1; a name
nobody can have (a user name is 2 to 20 ASCII letters, digits, _ and -, starting with a letter)
is refused before the server is asked, with status 2.`,
  run(args, io) {
    const parsed = parseArgs(args, {
      games: 'boolean',
      page: 'string',
      records: 'string',
      server: 'string',
    });
    const [name] = positionals(parsed, ['<name>']) as [string];
    // The server's rule for names: one that breaks it is nobody's, and '..' would not even
    // reach the player's page (a URL's path takes it as 'up one').
    const problem = userNameProblem(name);
    if (problem !== null)
      throw new UsageError(`<name>: '${name}' cannot be a player's name: ${problem}`);
    const server = serverArg(parsed, io);
    const pageText = flag(parsed, 'page');
    if (pageText !== undefined && !parsed.switches.has('games'))
      throw new UsageError('--page: only with --games');
    const page = pageText === undefined ? 1 : integerArg('--page', pageText, 1, MAX_GAMES_PAGE);
    const records = flag(parsed, 'records');
    if (records !== undefined && records !== '-') writableFileArg('--records', records);
    // With '-' standard output is the records file, kept by a redirection or read by a pipe:
    // the player's lines before it would make it a file no record reader takes.
    const toStdout = records === '-';
    if (toStdout && parsed.switches.has('games'))
      throw new UsageError(
        '--games and --records -: both would go to standard output; give --records a file',
      );
    const path = `/api/players/${encodeURIComponent(name)}`;
    return askingServer(io, async () => {
      const player = await getJson<PlayerPage>(server, path);
      if (!toStdout) io.stdout.write(describePlayer(player));
      if (parsed.switches.has('games')) {
        const list = await getJson<PlayerGames>(server, `${path}/games?page=${page}`);
        io.stdout.write(describeGames(list));
      }
      if (records !== undefined) {
        const text = await getText(server, `${path}/records`);
        if (records === '-') io.stdout.write(text);
        else {
          try {
            writeFileSync(records, text);
          } catch (e) {
            // Checked before asking the server; it may still fail (a disk full).
            throw new OutputError(`--records: cannot write '${records}': ${(e as Error).message}`);
          }
          io.stderr.write(`wrote ${player.name}'s records to ${printable(records)}\n`);
        }
      }
      return 0;
    });
  },
};

/** The player's heading and rating lines. */
export function describePlayer(player: PlayerPage): string {
  const lines = [`${player.name}, playing since ${dayText(player.created)}`];
  if (player.ratings.length === 0) lines.push('  no rated games yet');
  for (const r of player.ratings)
    lines.push(
      `  ${r.game.padEnd(16)} ${r.speed.padEnd(14)} ${ratingText(r.rating, r.provisional).padStart(5)}  RD ${r.rd}, ${r.games} ${r.games === 1 ? 'game' : 'games'}`,
    );
  return lines.join('\n') + '\n';
}

/** A page of the player's games, a line each. */
export function describeGames(list: PlayerGames): string {
  const lines = [`games, page ${list.page}${list.more ? ` (more: --page ${list.page + 1})` : ''}:`];
  if (list.games.length === 0) lines.push('  none');
  for (const g of list.games) lines.push(`  ${gameLine(g)}`);
  return lines.join('\n') + '\n';
}

function gameLine(g: PlayerGame): string {
  const definition = games.get(g.game);
  const title = definition.ok ? definition.value.title : g.game;
  const seats = definition.ok ? definition.value.players : [];
  // A seat nobody has taken yet is said by 'waiting for players'.
  const opponents = g.others.flatMap((o) => (o.name === null ? [] : [o.name]));
  const facts = [
    g.id,
    title,
    `as ${seats[g.seat] ?? `seat ${g.seat}`}`,
    g.rated ? 'rated' : 'casual',
    dayText(g.createdAt),
    opponents.length > 0 ? `vs ${opponents.join(', ')}` : '',
  ].filter((f) => f !== '');
  return `${facts.join(' · ')} · ${standing(g, seats)}`;
}

/** Whose turn it is, or how the game ended, from the player's side. */
function standing(g: PlayerGame, seats: readonly string[]): string {
  if (g.status === 'waiting') return 'waiting for players';
  if (g.status === 'playing')
    return g.toMove ? 'your turn' : `${seats[g.turn ?? -1] ?? 'someone'} to move`;
  const definition = games.get(g.game);
  if (g.result === null) return 'ended';
  const words = definition.ok ? resultWords(definition.value, g.result) : g.result.reason;
  const own =
    g.result.winners.length === 0 ? 'draw' : g.result.winners.includes(g.seat) ? 'won' : 'lost';
  return `${own}: ${words}`;
}
