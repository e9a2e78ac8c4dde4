import { err, ok, type Result } from '../../core/result.js';

/**
 * The FEN-like position text of the chess-like games (docs/rules/README.md §4): rows
 * separated by '/', a piece as its letter (White upper case, Black lower case), a run of empty
 * cells as its length in decimal.
 */
export interface BoardLayout {
  /** The cells of each row, in the order the text lists them. */
  readonly rows: readonly (readonly number[])[];
  /** Row names for error messages ('a' … 'i'). */
  readonly rowNames: readonly string[];
  readonly size: number;
  readonly cellName: (cell: number) => string;
}

/**
 * `letters[type]` is the upper-case letter of piece type `type`; `letters[0]` is a placeholder
 * such as '.', which no piece letter matches.
 */
export function formatBoard(board: Int8Array, layout: BoardLayout, letters: string): string {
  return layout.rows
    .map((row) => {
      let text = '';
      let empty = 0;
      for (const cell of row) {
        const piece = board[cell];
        if (piece === 0) {
          empty++;
          continue;
        }
        if (empty > 0) text += String(empty);
        empty = 0;
        const letter = letters[Math.abs(piece)];
        text += piece > 0 ? letter : letter.toLowerCase();
      }
      return empty > 0 ? text + String(empty) : text;
    })
    .join('/');
}

export function parseBoard(text: string, layout: BoardLayout, letters: string): Result<Int8Array> {
  const rows = text.split('/');
  if (rows.length !== layout.rows.length) {
    return err(
      'bad-position',
      `the board has ${rows.length} rows, it needs ${layout.rows.length} (rows ${layout.rowNames.join(', ')})`,
    );
  }
  const board = new Int8Array(layout.size);
  for (let r = 0; r < rows.length; r++) {
    const cells = layout.rows[r];
    const row = rows[r];
    const where = `row ${layout.rowNames[r]} ('${row}')`;
    let at = 0;
    for (let i = 0; i < row.length;) {
      const ch = row[i];
      if (ch >= '0' && ch <= '9') {
        let j = i;
        while (j < row.length && row[j] >= '0' && row[j] <= '9') j++;
        const run = Number(row.slice(i, j));
        if (run === 0) return err('bad-position', `${where}: an empty run cannot be 0`);
        at += run;
        i = j;
        continue;
      }
      const type = letters.indexOf(ch.toUpperCase());
      if (type <= 0) {
        return err(
          'bad-position',
          `${where}: '${ch}' is not a piece letter (${[...letters.slice(1)].join(' ')}) or a number`,
        );
      }
      if (at < cells.length) board[cells[at]] = ch === ch.toUpperCase() ? type : -type;
      at++;
      i++;
    }
    if (at !== cells.length) {
      return err('bad-position', `${where} describes ${at} cells, it needs ${cells.length}`);
    }
  }
  return ok(board);
}

/** The largest clock field that `parseCount` reads (six digits). */
export const MAX_COUNT = 999999;

/** A clock field: a non-negative decimal integer, at least `min`, at most `MAX_COUNT`. */
export function parseCount(text: string, what: string, min: number): Result<number> {
  if (!/^\d{1,6}$/.test(text))
    return err(
      'bad-position',
      /^-?\d+$/.test(text)
        ? `${what} '${text}' is out of range (a count from ${min} to ${MAX_COUNT})`
        : `${what} '${text}' is not a number`,
    );
  const value = Number(text);
  if (value < min) return err('bad-position', `${what} must be at least ${min}, not ${value}`);
  return ok(value);
}
