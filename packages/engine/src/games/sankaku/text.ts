import { parseOptionWordsOnce, resolveOptions } from '../../core/options.js';
import { err, ok, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { CELLS, board as topology, rankOf } from './board.js';
import { moveCaptures } from './moves.js';
import { OPTIONS } from './options.js';
import {
  ARMY,
  BLACK,
  CAVALRY,
  CHARIOT,
  EMPEROR,
  EMPTY,
  GENERAL,
  PIECE_NAMES,
  SEAT_NAMES,
  SOLDIER,
  WHITE,
  pieceCode,
  typeOfLetter,
} from './pieces.js';
import { SankakuPosition } from './position.js';

export const START_TEXT = 'rer/hhghh/1sssss1/7/7/1SSSSS1/HHGHH/RER b';

/** Cells of each rank in text order, index 8 − rank. */
const RANK_CELLS: readonly number[][] = Array.from({ length: 8 }, (_, i) =>
  Array.from({ length: CELLS }, (_, c) => c).filter((c) => rankOf(c) === 8 - i),
);

/**
 * Reads `<board> <turn> [<history>] [<option>=<value> …]` (see SankakuPosition.toText).
 * Options named in the text override `given`. The history moves are taken back from the
 * board to find the position they started from, then replayed as legal moves; the result
 * cannot undo them.
 */
export function parsePosition(
  game: GameDefinition,
  text: string,
  given: GameOptions = {},
): Result<SankakuPosition> {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) {
    return err(
      'bad-position',
      `empty position text: expected '<board> <turn>', e.g. '${START_TEXT}'`,
    );
  }
  const board = parseBoard(words[0]);
  if (!board.ok) return board;
  if (words.length < 2)
    return err('bad-position', "missing the turn after the board: 'b' (Black) or 'w' (White)");
  if (words[1] !== 'b' && words[1] !== 'w') {
    return err('bad-position', `the turn must be 'b' (Black) or 'w' (White), not '${words[1]}'`);
  }
  const turn = words[1] === 'b' ? BLACK : WHITE;
  let rest = words.slice(2);
  let history: string[] = [];
  if (rest.length > 0 && !rest[0].includes('=')) {
    history = rest[0].split(',');
    rest = rest.slice(1);
  }
  const stray = rest.find((w) => !w.includes('='));
  if (stray !== undefined) {
    return err(
      'bad-position',
      `unexpected '${stray}': after the turn come the moves since the last capture (one word, commas between) and name=value options`,
    );
  }
  const named = parseOptionWordsOnce(rest);
  if (!named.ok) return named;
  const options = resolveOptions(OPTIONS, { ...given, ...named.value });
  if (!options.ok) return options;

  const army = checkArmy(board.value);
  if (!army.ok) return army;

  // Take the history back, newest first, to the position it started from.
  let side = turn;
  for (let i = history.length - 1; i >= 0; i--) {
    side ^= 1;
    const m = /^([a-zA-Z][0-9]+)-([a-zA-Z][0-9]+)$/.exec(history[i]);
    const where = `history move ${i + 1} '${history[i]}'`;
    if (!m)
      return err('bad-position', `${where}: write each move since the last capture as <from>-<to>`);
    const from = topology.cell(m[1]);
    const to = topology.cell(m[2]);
    if (from < 0 || to < 0)
      return err(
        'bad-position',
        `${where}: '${from < 0 ? m[1] : m[2]}' is not a cell of the board`,
      );
    const p = board.value[to];
    if (p === EMPTY || p >> 3 !== side) {
      return err(
        'bad-position',
        `${where}: ${SEAT_NAMES[side]} has no piece on ${topology.name(to)} to have moved there`,
      );
    }
    if (board.value[from] !== EMPTY) {
      return err(
        'bad-position',
        `${where}: ${topology.name(from)} is occupied, so nothing can have left it`,
      );
    }
    board.value[from] = p;
    board.value[to] = EMPTY;
  }
  const position = new SankakuPosition(game, options.value, board.value, side);
  for (let i = 0; i < history.length; i++) {
    const where = `history move ${i + 1} '${history[i]}'`;
    const move = position.parseMove(history[i]);
    if (!move.ok) return err('bad-position', `${where}: ${move.error}`);
    if (moveCaptures(move.value)) {
      return err(
        'bad-position',
        `${where}: it captures, but the history lists only the moves since the last capture`,
      );
    }
    position.play(move.value);
  }
  position.fixHistory();
  return ok(position);
}

function parseBoard(text: string): Result<number[]> {
  const ranks = text.split('/');
  if (ranks.length !== 8) {
    return err(
      'bad-position',
      `the board has ${ranks.length} rank${ranks.length === 1 ? '' : 's'} separated by '/'; it needs 8 (rank 8 first)`,
    );
  }
  const board = new Array<number>(CELLS).fill(EMPTY);
  for (let i = 0; i < 8; i++) {
    const rank = 8 - i;
    const cells = RANK_CELLS[i];
    const found: number[] = [];
    const row = ranks[i];
    for (let j = 0; j < row.length; j++) {
      const ch = row[j];
      if (ch >= '0' && ch <= '9') {
        let k = j;
        while (k + 1 < row.length && row[k + 1] >= '0' && row[k + 1] <= '9') k++;
        const run = Number(row.slice(j, k + 1));
        if (ch === '0')
          return err(
            'bad-position',
            `rank ${rank}: '${row.slice(j, k + 1)}' is not a run of empty cells`,
          );
        for (let r = 0; r < run && found.length <= cells.length; r++) found.push(EMPTY);
        j = k;
        continue;
      }
      const type = typeOfLetter(ch);
      if (type === 0) {
        return err(
          'bad-position',
          `rank ${rank}: '${ch}' is not a piece letter (E Emperor, R Chariot, H Cavalry, G General, S Soldier; Black upper case, White lower case)`,
        );
      }
      found.push(pieceCode(ch === ch.toUpperCase() ? BLACK : WHITE, type));
    }
    if (found.length !== cells.length) {
      const count =
        found.length > cells.length ? `more than ${cells.length}` : String(found.length);
      return err('bad-position', `rank ${rank} describes ${count} cells; it has ${cells.length}`);
    }
    cells.forEach((c, k) => (board[c] = found[k]));
  }
  return ok(board);
}

/** Each side at most the army it starts with (Generals only from promotions); §10 on Emperors. */
function checkArmy(board: readonly number[]): Result<true> {
  for (const side of [BLACK, WHITE]) {
    const count = [0, 0, 0, 0, 0, 0];
    for (const p of board) if (p !== EMPTY && p >> 3 === side) count[p & 7]++;
    // Generals last: their limit depends on the Soldiers and Cavalry.
    for (const type of [EMPEROR, CHARIOT, CAVALRY, SOLDIER, GENERAL]) {
      const limit =
        type === GENERAL
          ? ARMY[GENERAL] + ARMY[CAVALRY] - count[CAVALRY] + ARMY[SOLDIER] - count[SOLDIER]
          : ARMY[type];
      if (count[type] > limit) {
        const why =
          type === GENERAL
            ? ' (more Generals only come from Soldiers and Cavalry that captured)'
            : '';
        const pieces = type === CAVALRY ? 'Cavalry' : `${PIECE_NAMES[type]}s`;
        return err(
          'bad-position',
          `${SEAT_NAMES[side]} has ${count[type]} ${pieces}; at most ${limit}${why}`,
        );
      }
    }
  }
  const emperors = board.filter((p) => p !== EMPTY && (p & 7) === EMPEROR).length;
  if (emperors === 0) return err('bad-position', 'neither side has an Emperor');
  return ok(true);
}
