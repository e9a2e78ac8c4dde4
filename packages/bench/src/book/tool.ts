import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatBook } from '@trigon/ai';
import { games, type GameDefinition } from '@trigon/engine';
import { integer, readToolArgs, toolArgs, writableFile, type ToolIo } from '../tool-args.js';
import { buildBook, type BookSettings } from './build.js';

export const BOOK_USAGE = `usage: npm run book -- <game> [--games N] [--nodes N] [--plies P] [--margin CP] [--verify-nodes N] [--min-games N] [--seed S] [--out FILE]

Builds the game's opening book from self-play: N games (default 300) of level 8's search at
a fixed budget of nodes a move (default 3000) from the start, each of the first P plies
(default 10) chosen at random among the moves up to CP hundredths worse than the best
(default 25). A position that at least --min-games games reached (default 4) is kept with the
moves played there and the mover's points from them (a game still on after 300 plies counts
as a draw), and a search as deep as --verify-nodes nodes reach (default 200000), that depth
searched whole, keeps only the moves it finds within CP of its best. Seed S (default 1)
replays a run. Writes packages/ai/src/book/data/<game>.ts (what the AI reads) unless --out
names another file. Games: ${games.ids().join(', ')}.
`;

/** Reads the tool's arguments; throws a UsageError with a clear message on a bad one. */
export function parseBookArgs(args: readonly string[]): {
  game: GameDefinition;
  settings: BookSettings;
  out: string;
} {
  const { game, values } = toolArgs(
    args,
    ['games', 'nodes', 'plies', 'margin', 'verify-nodes', 'min-games', 'seed', 'out'],
    'name a game to build the book of',
  );
  const out =
    values.out ??
    fileURLToPath(new URL(`../../../ai/src/book/data/${game.id}.ts`, import.meta.url));
  writableFile(values.out === undefined ? 'the book' : '--out', out);
  return {
    game,
    out,
    settings: {
      games: integer('--games', values.games, 300, 1, 100_000),
      nodes: integer('--nodes', values.nodes, 3000, 1, 10_000_000),
      plies: integer('--plies', values.plies, 10, 1, 40),
      margin: integer('--margin', values.margin, 25, 1, 1000),
      verifyNodes: integer('--verify-nodes', values['verify-nodes'], 200_000, 1, 100_000_000),
      minGames: integer('--min-games', values['min-games'], 4, 1, 100_000),
      maxPlies: 300,
      seed: integer('--seed', values.seed, 1, 0, 2 ** 31 - 1),
    },
  };
}

/**
 * The data module the AI package reads: the book's text in a template literal. No position text
 * or move holds a backquote, a backslash or `${`; a book that did would be refused here rather
 * than written wrong.
 */
export function bookModule(game: string, text: string): string {
  if (/[`\\]|\$\{/.test(text)) throw new Error('a book line holds a backquote, backslash or ${');
  return `// The opening book of ${game} (book/book.ts reads it), written by npm run book: do not edit.\nexport const BOOK = \`${text}\`;\n`;
}

/** `npm run book`: returns the exit code (2 for bad arguments). */
export function runBook(args: readonly string[], io: ToolIo): number {
  const read = readToolArgs('book', BOOK_USAGE, io, args, () => parseBookArgs(args));
  if ('exit' in read) return read.exit;
  const { game, settings, out } = read.args;
  const started = performance.now();
  const built = buildBook(game, {
    ...settings,
    onGame: (i, result, plies) =>
      io.err(`game ${i + 1}/${settings.games}: ${result}, ${plies} plies\n`),
  });
  const s = settings;
  const command = `npm run book -- ${game.id} --games ${s.games} --nodes ${s.nodes} --plies ${s.plies} --margin ${s.margin} --verify-nodes ${s.verifyNodes} --min-games ${s.minGames} --seed ${s.seed}`;
  writeFileSync(out, bookModule(game.id, formatBook({ ...built.book, notes: [command] })));
  io.out(
    `${game.id}: ${s.games} games at ${s.nodes} nodes a move (seed ${s.seed}), ${built.reached} positions in the first ${s.plies} plies; ` +
      `${built.book.positions.size} reached by ${s.minGames} games or more, ${built.movesKept} of their ${built.movesPlayed} moves within ${s.margin} of the best at ${s.verifyNodes} nodes; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s\nwritten to ${out}\n`,
  );
  return 0;
}
