import type { Move, Position } from '@trigon/engine';

/** A move of a book position, with what the self-play games that played it there did. */
export interface BookMove {
  /** Coordinate form. */
  readonly move: string;
  /** The self-play games that played it from this position. */
  readonly games: number;
  /** The mover's points from those games (a win 1, a draw shared among the seats in it). */
  readonly points: number;
  /** The verifying search's score of the move, for the mover, in the evaluation's units. */
  readonly score: number;
}

/**
 * An opening book of one game with its default options: for each position (by its text), the
 * moves the level that plays its best may choose among, each as often as the self-play games
 * chose it. Built by `npm run book` (packages/bench/src/book), kept as text in data/.
 */
export interface OpeningBook {
  readonly game: string;
  /** The comment lines, without their `# `: the command that built the book. */
  readonly notes: readonly string[];
  readonly positions: ReadonlyMap<string, readonly BookMove[]>;
}

/**
 * The text form, one position a line: the position's text, then a tab before each move, written
 * `<move> <games> <points> <score>` (no position text or coordinate move holds a tab). Lines
 * that start with `#` are notes, the rest that are empty nothing.
 */
export function formatBook(book: OpeningBook): string {
  const lines = book.notes.map((note) => `# ${note}`);
  for (const [text, moves] of book.positions) {
    const fields = moves.map((m) => `${m.move} ${m.games} ${round(m.points)} ${m.score}`);
    lines.push([text, ...fields].join('\t'));
  }
  return lines.join('\n') + '\n';
}

function round(points: number): number {
  return Math.round(points * 100) / 100;
}

/** Reads the text form; throws with the line and what is wrong there. */
export function parseBook(game: string, text: string): OpeningBook {
  const notes: string[] = [];
  const positions = new Map<string, readonly BookMove[]>();
  text.split('\n').forEach((line, index) => {
    if (line.startsWith('#')) notes.push(line.replace(/^# ?/, ''));
    if (line === '' || line.startsWith('#')) return;
    const where = `${game} book, line ${index + 1}`;
    const [position, ...fields] = line.split('\t');
    if (fields.length === 0) throw new Error(`${where}: a position without moves`);
    if (positions.has(position)) throw new Error(`${where}: the position is listed twice`);
    const moves = fields.map((field) => {
      const parts = field.split(' ');
      const [move, games, points, score] = parts;
      const numbers = [games, points, score].map(Number);
      if (
        parts.length !== 4 ||
        move === '' ||
        !numbers.every(Number.isFinite) ||
        !Number.isInteger(numbers[0]) ||
        numbers[0] < 1 ||
        numbers[1] < 0 ||
        numbers[1] > numbers[0] ||
        !Number.isInteger(numbers[2])
      ) {
        throw new Error(`${where}: '${field}' is not '<move> <games> <points> <score>'`);
      }
      return { move, games: numbers[0], points: numbers[1], score: numbers[2] };
    });
    positions.set(position, moves);
  });
  return { game, notes, positions };
}

/**
 * A book move for the position, chosen at random in proportion to the games that played it, or
 * undefined when the book does not hold the position. A book move the position does not accept
 * (a book built for other rules) is passed over.
 */
export function chooseBookMove(
  book: OpeningBook,
  position: Position,
  random: () => number,
): { readonly move: Move; readonly entry: BookMove } | undefined {
  const entries = book.positions.get(position.toText());
  if (entries === undefined) return undefined;
  const legal: { move: Move; entry: BookMove }[] = [];
  for (const entry of entries) {
    const parsed = position.parseMove(entry.move);
    if (parsed.ok) legal.push({ move: parsed.value, entry });
  }
  if (legal.length === 0) return undefined;
  const total = legal.reduce((sum, m) => sum + m.entry.games, 0);
  let r = random() * total;
  for (const choice of legal) {
    r -= choice.entry.games;
    if (r < 0) return choice;
  }
  return legal[legal.length - 1];
}
