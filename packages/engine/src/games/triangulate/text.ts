import { parseOptionWordsOnce, resolveOptions } from '../../core/options.js';
import { err, fail, ok, type Result } from '../../core/result.js';
import type { GameDefinition, GameOptions } from '../../core/types.js';
import { board } from './board.js';
import { OPTIONS } from './options.js';
import { LARGE_TOKENS, O, SEAT_LETTERS, SMALL_TOKENS, TriangulatePosition, X } from './position.js';

/**
 * Reads the position text documented in index.ts. Every error names the field and, for the
 * board, the rank or square; nothing is built from a text that fails.
 *
 * The text holds no history, as FEN holds none: the repetition draw (§5) counts the positions
 * since the text was read, the described position being the first occurrence. So a position
 * that ended by threefold repetition reads back as a game in play (two passes in a row, by
 * contrast, are in the passes field and read back as the draw they are). The game record (the
 * start text and the moves) is what replays a game exactly, repetition included.
 */
export function parsePosition(
  game: GameDefinition,
  text: string,
  given: GameOptions = {},
): Result<TriangulatePosition> {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length < 5) {
    return err(
      'bad-position',
      `position text needs 5 fields (board, turn, X supply, O supply, passes) before any options; got ${words.length}`,
    );
  }
  const [boardText, turnText, xSupply, oSupply, passText, ...rest] = words;
  const named = parseOptionWordsOnce(rest);
  if (!named.ok) return fail(named, `options (after field 5): `);
  const options = resolveOptions(OPTIONS, { ...given, ...named.value });
  if (!options.ok) return fail(options, `options: `);

  const p = new TriangulatePosition(game, options.value);
  const filled = readBoard(p, boardText);
  if (!filled.ok) return filled;

  if (turnText !== 'X' && turnText !== 'O') {
    return err('bad-position', `field 2 (turn) must be X or O, not '${turnText}'`);
  }
  p.turn = turnText === 'X' ? X : O;

  const supplies = [xSupply, oSupply];
  for (const seat of [X, O]) {
    const word = supplies[seat];
    const field = `field ${3 + seat} (${SEAT_LETTERS[seat]} supply)`;
    if (!/^[0-9]{1,2}$/.test(word) || Number(word) > LARGE_TOKENS) {
      return err(
        'bad-position',
        `${field} must be a whole number from 0 to ${LARGE_TOKENS}, not '${word}'`,
      );
    }
    const placed = countLarge(p, seat);
    if (placed + Number(word) > LARGE_TOKENS) {
      return err(
        'bad-position',
        `${field}: ${placed} ${SEAT_LETTERS[seat].toLowerCase()} tokens on the board and ${word} in supply make more than the ${LARGE_TOKENS} large tokens a player has`,
      );
    }
    p.supply[seat] = Number(word);
  }

  if (passText !== '0' && passText !== '1' && passText !== '2') {
    return err('bad-position', `field 5 (passes in a row) must be 0, 1 or 2, not '${passText}'`);
  }
  p.passes = Number(passText);
  p.settle();
  const consistent = checkEnd(p);
  return consistent.ok ? ok(p) : consistent;
}

/** Field 1: ranks 8 down to 1, files a to h. Fills the stacks and piles of `p`. */
function readBoard(p: TriangulatePosition, text: string): Result<true> {
  const ranks = text.split('/');
  if (ranks.length !== 8) {
    return err(
      'bad-position',
      `field 1 (board) has ${ranks.length} rank${ranks.length === 1 ? '' : 's'}; it needs 8, rank 8 first, separated by /`,
    );
  }
  const small = [0, 0];
  const large = [0, 0];
  for (let r = 0; r < 8; r++) {
    const row = 7 - r;
    const rankText = ranks[r];
    const where = `field 1 (board), rank ${row + 1}`;
    let file = 0;
    let i = 0;
    while (i < rankText.length) {
      const ch = rankText[i];
      if (ch >= '0' && ch <= '9') {
        let j = i;
        while (j < rankText.length && rankText[j] >= '0' && rankText[j] <= '9') j++;
        const run = rankText.slice(i, j);
        if (!/^[1-8]$/.test(run))
          return err('bad-position', `${where}: an empty run must be 1 to 8 squares, not '${run}'`);
        file += Number(run);
        if (file > 8) return err('bad-position', `${where} '${rankText}' has more than 8 squares`);
        i = j;
        continue;
      }
      if (file >= 8) return err('bad-position', `${where} '${rankText}' has more than 8 squares`);
      const cell = row * 8 + file;
      const square = `field 1 (board), square ${board.name(cell)}`;
      let tokens: string;
      if (ch === '(') {
        const close = rankText.indexOf(')', i);
        if (close < 0) return err('bad-position', `${square}: '(' is not closed by ')'`);
        tokens = rankText.slice(i + 1, close);
        if (tokens.length === 0)
          return err(
            'bad-position',
            `${square}: '()' holds no token; write an empty square as a digit`,
          );
        i = close + 1;
      } else if (ch === 'X' || ch === 'O' || ch === 'x' || ch === 'o') {
        tokens = ch;
        i++;
      } else {
        return err(
          'bad-position',
          `${square}: unexpected '${ch}' (a square is a digit run, X, O, x, o, or its tokens in parentheses)`,
        );
      }
      for (const t of tokens) {
        if (t === 'x' || t === 'o') {
          if (p.smallHeight[cell] > 0) {
            return err(
              'bad-position',
              `${square}: large token '${t}' above a small token; write large tokens (x, o) before small ones (X, O), bottom to top`,
            );
          }
          const seat = t === 'x' ? X : O;
          if (++large[seat] > LARGE_TOKENS)
            return err(
              'bad-position',
              `${square}: more than ${LARGE_TOKENS} large ${t} tokens on the board`,
            );
          p.putLarge(cell, seat);
        } else if (t === 'X' || t === 'O') {
          const seat = t === 'X' ? X : O;
          if (++small[seat] > SMALL_TOKENS)
            return err(
              'bad-position',
              `${square}: more than ${SMALL_TOKENS} small ${t} tokens on the board`,
            );
          p.putSmall(cell, seat);
        } else {
          return err('bad-position', `${square}: '${t}' is not a token (X, O small; x, o large)`);
        }
      }
      file++;
    }
    if (file !== 8)
      return err('bad-position', `${where} '${rankText}' has ${file} squares; it needs 8`);
  }
  return ok(true);
}

function countLarge(p: TriangulatePosition, seat: number): number {
  let n = 0;
  for (let c = 0; c < 64; c++) {
    for (let i = 0; i < p.largeHeight[c]; i++) if (p.largeOwner(c, i) === seat) n++;
  }
  return n;
}

/**
 * A text can only describe a position that play can reach at its end: at most one triangle,
 * made by the player who just moved and topped by their token, and passes only by players
 * who had no move (§4, §5).
 */
function checkEnd(p: TriangulatePosition): Result<true> {
  const triangles: string[] = [];
  for (let c = 0; c < 64; c++) {
    for (const seat of [X, O]) {
      if (!p.triangulates(c, seat)) continue;
      const name = board.name(c);
      if (seat === p.turn) {
        return err(
          'bad-position',
          `square ${name}: ${SEAT_LETTERS[seat]} has triangulated there but is to move; the game ends on the move that triangulates`,
        );
      }
      if (p.topOwner(c) !== seat) {
        return err(
          'bad-position',
          `square ${name}: ${SEAT_LETTERS[seat]}'s triangle is covered, but the game ended when the triangle was made`,
        );
      }
      triangles.push(name);
    }
  }
  if (triangles.length > 1)
    return err(
      'bad-position',
      `triangles on ${triangles.join(' and ')}: the game ends with the first`,
    );
  if (p.passes > 0 && triangles.length > 0) {
    return err(
      'bad-position',
      `field 5 (passes) is ${p.passes}, but the last move made the triangle on ${triangles[0]}`,
    );
  }
  const last = p.turn ^ 1;
  if (p.passes >= 1 && p.hasMoves(last)) {
    return err(
      'bad-position',
      `field 5 (passes) is ${p.passes}, but ${SEAT_LETTERS[last]} has moves here and so could not have passed`,
    );
  }
  if (p.passes === 2 && p.hasMoves(p.turn)) {
    return err(
      'bad-position',
      `field 5 (passes) is 2, but ${SEAT_LETTERS[p.turn]} has moves here and so could not have passed`,
    );
  }
  return ok(true);
}
