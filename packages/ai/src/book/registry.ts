import type { GameDefinition, GameOptions } from '@trigon/engine';
import { parseBook, type OpeningBook } from './book.js';
import { BOOK as SANKAKU } from './data/sankaku.js';
import { BOOK as TRI_CHESS } from './data/tri-chess.js';
import { BOOK as TRIANGULAR_CHESS } from './data/triangular-chess.js';
import { BOOK as TRIANGULATE } from './data/triangulate.js';
import { BOOK as TRIANGULATION } from './data/triangulation.js';
import { BOOK as TRIGONAL } from './data/trigonal.js';

/** Each game's book as `npm run book` wrote it (data/<game>.ts). */
const TEXTS: Readonly<Record<string, string>> = {
  sankaku: SANKAKU,
  'tri-chess': TRI_CHESS,
  'triangular-chess': TRIANGULAR_CHESS,
  triangulate: TRIANGULATE,
  triangulation: TRIANGULATION,
  trigonal: TRIGONAL,
};

const parsed = new Map<string, OpeningBook>();

/** The games that have a book. */
export function bookGames(): string[] {
  return Object.keys(TEXTS);
}

/**
 * The book of a game played with `options`, or undefined: a book holds positions of the game
 * with its default options, and other rules (another king's reach, two players of three) can
 * give the same position text other moves. Read once, on first use.
 */
export function bookFor(game: GameDefinition, options: GameOptions): OpeningBook | undefined {
  const text = TEXTS[game.id];
  if (text === undefined) return undefined;
  for (const spec of game.options)
    if ((options[spec.name] ?? spec.default) !== spec.default) return undefined;
  let book = parsed.get(game.id);
  if (book === undefined) {
    book = parseBook(game.id, text);
    parsed.set(game.id, book);
  }
  return book;
}
