/**
 * Position text of Triangulation: one line of five space-separated fields and then the options,
 * holding every piece of state the rules read and nothing else.
 *
 *     <board> <turn> <armies> <checkmated> <piles> [<option>=<value> ...]
 *
 * Start (three players):
 *
 *     rC/rRrGrR/rIrIrIrIrI/7/9/gI9bI/gRgIgI7bIbIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-
 *
 * - `<board>`: ranks A to H separated by `/`, each rank's cells left to right as in rules §2.7
 *   (A8Ω; B7Ω B8Ω B8Φ; …; H1Ω … H8β). A piece is its original colour's letter (`r`, `g`, `b`)
 *   and its kind (`G` General, `R` Rukh, `C` Cavalry, `I` Infantry), followed by `*` once it has
 *   moved. `*` is written only where a rule reads it: Generals and Rukhs (castling, §4.5) and,
 *   under `charge=first-move`, Infantry; such a piece without `*` must stand on a start cell of
 *   its kind and colour (a rescued piece counts as moved; the neutral General starts on its
 *   corner). A number is a run of empty cells.
 * - `<turn>`: the seat to move, `r`, `g` or `b`.
 * - `<armies>`: for the Red, Green and Blue armies in that order, the seat that owns its pieces
 *   now, or `n` for a neutral army: `rgb` at the start, `rgn` with Blue neutral, `rrb` once Red
 *   has captured Green's General. A player is in the game while it owns its own army; the others
 *   are eliminated (their armies passed to the capturer, §5.4). A piece's owner is its army's
 *   owner; its letter on the board keeps its original colour. The neutral army is the one named
 *   by `neutral` with `players=2` (§5.8); with three players, at most one army may be neutral:
 *   the army of a player who left the game while two others were in it (the ruling on leaving,
 *   README "Triangulation"), which stands wherever it stood and behaves exactly as §5.8's.
 * - `<checkmated>`: `-`, or the players found checkmated at their last turn (§5.3 step 5),
 *   separated by `,`, each followed by `:` and the seats whose pieces gave check then (read by
 *   `forced-capture=checkers`; omitted when none of them is still in the game): `g:r`, `g:rb`.
 *   The player to move is never listed: its status is evaluated afresh at the start of its turn.
 * - `<piles>`: the captured pieces of Red, Green and Blue in that order, separated by `/`, each
 *   `-` or a run of pieces as on the board without `*`, by colour then kind G R C I (`-/rRrI/-`:
 *   Green holds a Red Rukh and a Red Infantry). The pile of a player out of the game (or of the
 *   neutral army) is `-`.
 * - options: `name=value` for each option that differs from its default (`players=2`,
 *   `neutral=green`, `charge=first-move`, …), as in every game's text.
 *
 * The text holds no history: the rules read none (no repetition or move-count rule, A21). Every
 * position a game reaches writes a text that reads back to the same position: same text, hash
 * and legal moves (properties.test.ts). A withdrawal shows only in its result, the neutral army.
 */

import { optionWords, parseOptionWordsOnce, resolveOptions } from '../../core/options.js';
import { err, fail, ok, type Result } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { CELLS, RANK_LETTERS, THIRD_ROWS, board, cellNames } from './board.js';
import { OPTIONS, rulesOf, type Rules } from './options.js';
import {
  COLOUR_LETTERS,
  GENERAL,
  INFANTRY,
  KIND_LETTERS,
  KIND_NAMES,
  MOVED,
  NEUTRAL,
  RUKH,
  SEAT_NAMES,
  colourOf,
  isMoved,
  kindOf,
  pieceCode,
  tracksMoved,
} from './pieces.js';
import type { TriangulationPosition } from './position.js';
import { RUKH_HOMES, generalHome, pileIndex, type PositionState } from './setup.js';

/** How many pieces of each kind an army has (§3), by kind number. */
const ARMY = [0, 1, 2, 1, 5];
const ARMY_NAMES = ['Red', 'Green', 'Blue'];
const PLURALS = ['', 'Generals', 'Rukhs', 'Cavalry', 'Infantry'];

export function formatPosition(pos: TriangulationPosition): string {
  const ranks: string[] = [];
  for (let r = 0; r < 8; r++) {
    let text = '';
    let empty = 0;
    for (let cell = r * r; cell < (r + 1) * (r + 1); cell++) {
      const code = pos.board[cell];
      if (code === 0) {
        empty++;
        continue;
      }
      if (empty > 0) text += String(empty);
      empty = 0;
      text +=
        COLOUR_LETTERS[colourOf(code)] + KIND_LETTERS[kindOf(code)] + (isMoved(code) ? '*' : '');
    }
    if (empty > 0) text += String(empty);
    ranks.push(text);
  }
  const armies = [0, 1, 2].map((c) =>
    pos.controller[c] === NEUTRAL ? 'n' : COLOUR_LETTERS[pos.controller[c]],
  );
  const mated = [0, 1, 2]
    .filter((s) => pos.mate[s] !== 0)
    .map((s) => {
      const by = pos
        .checkmatedBy(s)
        .map((c) => COLOUR_LETTERS[c])
        .join('');
      return COLOUR_LETTERS[s] + (by ? `:${by}` : '');
    });
  const piles = [0, 1, 2].map(
    (s) =>
      pos
        .capturedPile(s)
        .map((p) => COLOUR_LETTERS[p.colour] + p.kind)
        .join('') || '-',
  );
  return [
    ranks.join('/'),
    COLOUR_LETTERS[pos.turn],
    armies.join(''),
    mated.join(',') || '-',
    piles.join('/'),
    ...optionWords(OPTIONS, pos.options),
  ].join(' ');
}

/** Reads position text into options and state, checking that the state can occur (see above). */
export function parsePosition(
  text: string,
  given: GameOptions = {},
): Result<{ options: GameOptions; state: PositionState }> {
  const fields = text.trim().split(/\s+/);
  if (fields.length < 5 || fields[0] === '') {
    return err(
      'bad-position',
      `position text needs 5 fields (board, turn, armies, checkmated, piles), then any options; found ${fields[0] === '' ? 0 : fields.length}`,
    );
  }
  const words = parseOptionWordsOnce(fields.slice(5));
  if (!words.ok) return fail(words, `options: `);
  const resolved = resolveOptions(OPTIONS, { ...given, ...words.value });
  if (!resolved.ok) return fail(resolved, `options: `);
  const options = resolved.value;
  const rules = rulesOf(options);
  const names = cellNames(rules.columnLetters);

  const board = parseBoard(fields[0], rules.chargeFirstMoveOnly, names);
  if (!board.ok) return fail(board);

  const turnField = fields[1];
  if (!/^[rgb]$/.test(turnField))
    return err('bad-position', `turn: '${turnField}' is not r, g or b`);
  const turn = COLOUR_LETTERS.indexOf(turnField);

  const armiesField = fields[2];
  if (!/^[rgbn]{3}$/.test(armiesField)) {
    return err(
      'bad-position',
      `armies: '${armiesField}' is not three letters r, g, b or n (the owners of the Red, Green and Blue armies)`,
    );
  }
  const controller = new Uint8Array(3);
  for (let c = 0; c < 3; c++) {
    const ch = armiesField[c];
    controller[c] = ch === 'n' ? NEUTRAL : COLOUR_LETTERS.indexOf(ch);
  }
  const army = checkArmies(controller, rules.neutral);
  if (!army.ok) return fail(army);
  const active = (s: number) => controller[s] === s;

  if (!active(turn)) return err('bad-position', `turn: ${SEAT_NAMES[turn]} is not in the game`);

  const mate = new Uint8Array(3);
  const mateField = fields[3];
  if (mateField !== '-') {
    for (const entry of mateField.split(',')) {
      const m = /^([rgb])(?::([rgb]+))?$/.exec(entry);
      if (!m)
        return err(
          'bad-position',
          `checkmated: '${entry}' is not a player letter, optionally followed by ':' and the checking players (e.g. g:rb)`,
        );
      const victim = COLOUR_LETTERS.indexOf(m[1]);
      if (mate[victim] !== 0)
        return err('bad-position', `checkmated: ${SEAT_NAMES[victim]} is listed twice`);
      if (!active(victim))
        return err('bad-position', `checkmated: ${SEAT_NAMES[victim]} is not in the game`);
      if (victim === turn) {
        return err(
          'bad-position',
          `checkmated: ${SEAT_NAMES[victim]} is to move, so its status is decided afresh and is not listed`,
        );
      }
      let mask = 0;
      for (const ch of m[2] ?? '') {
        const s = COLOUR_LETTERS.indexOf(ch);
        if (s === victim || !active(s) || (mask >> s) & 1) {
          return err(
            'bad-position',
            `checkmated: '${entry}': ${SEAT_NAMES[s]} cannot be listed as giving check to ${SEAT_NAMES[victim]}`,
          );
        }
        mask |= 1 << s;
      }
      mate[victim] = 1 + mask;
    }
  }

  const piles = new Uint8Array(36);
  const pileFields = fields[4].split('/');
  if (pileFields.length !== 3)
    return err(
      'bad-position',
      `piles: '${fields[4]}' needs three piles (Red/Green/Blue), each '-' or pieces`,
    );
  for (let s = 0; s < 3; s++) {
    const pile = pileFields[s];
    if (pile === '-') continue;
    if (!/^([rgb][GRCI])+$/.test(pile)) {
      return err(
        'bad-position',
        `piles: '${pile}' (${SEAT_NAMES[s]}) is not '-' or pieces such as rRgI (colour letter, kind letter)`,
      );
    }
    if (!active(s))
      return err('bad-position', `piles: ${SEAT_NAMES[s]} is not in the game, so its pile is '-'`);
    for (let i = 0; i < pile.length; i += 2) {
      const colour = COLOUR_LETTERS.indexOf(pile[i]);
      const kind = KIND_LETTERS.indexOf(pile[i + 1]);
      if (colour === s)
        return err(
          'bad-position',
          `piles: ${SEAT_NAMES[s]} cannot have captured its own ${KIND_NAMES[kind]}`,
        );
      if (kind === GENERAL && controller[colour] !== s) {
        return err(
          'bad-position',
          `piles: ${SEAT_NAMES[s]} holds ${ARMY_NAMES[colour]}'s General but does not own the ${ARMY_NAMES[colour]} army`,
        );
      }
      piles[pileIndex(s, colour, kind)]++;
    }
  }

  const counts = checkPieces(board.value, controller, piles, rules, names);
  if (!counts.ok) return fail(counts);
  return ok({ options, state: { board: board.value, controller, mate, piles, turn } });
}

function parseBoard(
  field: string,
  infantryMoves: boolean,
  names: readonly string[],
): Result<Uint8Array> {
  const ranks = field.split('/');
  if (ranks.length !== 8)
    return err('bad-position', `board: needs 8 ranks A-H separated by '/', found ${ranks.length}`);
  const board = new Uint8Array(CELLS);
  for (let r = 0; r < 8; r++) {
    const rank = ranks[r];
    const where = `board, rank ${RANK_LETTERS[r]}`;
    const size = 2 * r + 1;
    let cell = r * r;
    let i = 0;
    let count = 0;
    while (i < rank.length) {
      const ch = rank[i];
      if (/[0-9]/.test(ch)) {
        let j = i;
        while (j < rank.length && /[0-9]/.test(rank[j])) j++;
        const run = Number(rank.slice(i, j));
        if (run === 0) return err('bad-position', `${where}: a run of empty cells cannot be 0`);
        count += run;
        cell += run;
        i = j;
        continue;
      }
      const m = /^([rgb])([GRCI])(\*?)/.exec(rank.slice(i));
      if (!m) {
        return err(
          'bad-position',
          `${where}: '${rank.slice(i)}' does not start with a piece (colour r, g or b, then G, R, C or I) or a number of empty cells`,
        );
      }
      count++;
      if (count > size) break;
      const colour = COLOUR_LETTERS.indexOf(m[1]);
      const kind = KIND_LETTERS.indexOf(m[2]);
      const moved = m[3] === '*';
      if (moved && !tracksMoved(kind, infantryMoves)) {
        const marks = infantryMoves ? 'Generals, Rukhs and Infantry' : 'Generals and Rukhs';
        return err(
          'bad-position',
          `${where}, ${names[cell]}: '*' (has moved) is written only for ${marks}`,
        );
      }
      board[cell] = pieceCode(colour, kind, moved);
      cell++;
      i += m[0].length;
    }
    if (count !== size)
      return err(
        'bad-position',
        `${where}: ${count} cells, but rank ${RANK_LETTERS[r]} has ${size}`,
      );
  }
  return ok(board);
}

function checkArmies(controller: Uint8Array, neutral: number): Result<true> {
  let left = -1;
  for (let c = 0; c < 3; c++) {
    const owner = controller[c];
    if (owner === NEUTRAL) {
      // With three players, the army of a player who left the game (see the doc comment above).
      if (neutral < 0 && left >= 0) {
        return err(
          'bad-position',
          `armies: the ${ARMY_NAMES[left]} and ${ARMY_NAMES[c]} armies cannot both be neutral: with three players only the army of one player who left while two others were in the game is`,
        );
      }
      if (neutral < 0) left = c;
      else if (c !== neutral) {
        return err(
          'bad-position',
          `armies: the ${ARMY_NAMES[c]} army cannot be neutral: the neutral army is ${ARMY_NAMES[neutral]}'s`,
        );
      }
      continue;
    }
    if (owner === neutral)
      return err(
        'bad-position',
        `armies: the neutral ${ARMY_NAMES[neutral]} army is no player and owns nothing`,
      );
    if (owner !== c && controller[owner] !== owner) {
      return err(
        'bad-position',
        `armies: the ${ARMY_NAMES[c]} army belongs to ${SEAT_NAMES[owner]}, who is not in the game`,
      );
    }
  }
  return ok(true);
}

function checkPieces(
  board: Uint8Array,
  controller: Uint8Array,
  piles: Uint8Array,
  rules: Rules,
  names: readonly string[],
): Result<true> {
  const neutral = rules.neutral;
  const infantryMoves = rules.chargeFirstMoveOnly;
  const total = new Uint8Array(15);
  const generals = [-1, -1, -1];
  for (let cell = 0; cell < CELLS; cell++) {
    const code = board[cell];
    if (code === 0) continue;
    const colour = colourOf(code);
    const kind = kindOf(code);
    total[colour * 5 + kind]++;
    if (kind === GENERAL) generals[colour] = cell;
    if ((code & MOVED) === 0 && tracksMoved(kind, infantryMoves)) {
      const piece = `${COLOUR_LETTERS[colour]}${KIND_LETTERS[kind]} on ${names[cell]}`;
      const home =
        kind === GENERAL
          ? [generalHome(colour, neutral)]
          : kind === RUKH
            ? RUKH_HOMES[colour]
            : Array.from(THIRD_ROWS[colour]);
      if (!home.includes(cell)) {
        return err(
          'bad-position',
          `board: the ${piece} is off its start cells (${home.map((c) => names[c]).join(', ')}), so it has moved: write it with '*'`,
        );
      }
    }
  }
  for (let s = 0; s < 3; s++) {
    for (let colour = 0; colour < 3; colour++) {
      for (let kind = GENERAL; kind <= INFANTRY; kind++)
        total[colour * 5 + kind] += piles[pileIndex(s, colour, kind)];
    }
  }
  for (let colour = 0; colour < 3; colour++) {
    for (let kind = GENERAL; kind <= INFANTRY; kind++) {
      const n = total[colour * 5 + kind];
      if (n > ARMY[kind]) {
        return err(
          'bad-position',
          `too many ${ARMY_NAMES[colour]} ${PLURALS[kind]} on the board and in the piles: ${n}, an army has ${ARMY[kind]}`,
        );
      }
    }
    const needsGeneral = controller[colour] === colour || controller[colour] === NEUTRAL;
    const count = board.reduce(
      (n, code) =>
        n + (code !== 0 && colourOf(code) === colour && kindOf(code) === GENERAL ? 1 : 0),
      0,
    );
    if (needsGeneral && count === 0)
      return err(
        'bad-position',
        `board: ${ARMY_NAMES[colour]} is in the game but has no General on the board`,
      );
    if (!needsGeneral && count > 0) {
      return err(
        'bad-position',
        `board: the ${ARMY_NAMES[colour]} army belongs to another player, so its General (on ${names[generals[colour]]}) was captured and cannot be on the board`,
      );
    }
  }
  return ok(true);
}

/**
 * The board field for pieces given by cell: `{ 'A8Ω': 'rG*', 'H1Ω': 'gI' }` (a token as on the
 * board: colour letter, kind letter, `*` once moved; '' for none), every other cell empty. For tests and
 * set-up tools; the whole text is checked by `parsePosition` as usual.
 */
export function boardText(pieces: Readonly<Record<string, string>>): Result<string> {
  const tokens: string[] = Array<string>(CELLS).fill('');
  for (const [name, token] of Object.entries(pieces)) {
    const cell = board.cell(name);
    if (cell < 0) return err('bad-position', `'${name}' is not a cell`);
    if (!/^([rgb][GRCI]\*?)?$/.test(token))
      return err('bad-position', `${name}: '${token}' is not a piece`);
    tokens[cell] = token;
  }
  // Rank r (A = 0) holds cells r² … (r+1)² - 1, left to right (rules §2.7).
  const ranks: string[] = [];
  for (let r = 0; r < 8; r++) {
    let text = '';
    let empty = 0;
    for (let c = r * r; c < (r + 1) * (r + 1); c++) {
      if (!tokens[c]) {
        empty++;
        continue;
      }
      text += (empty || '') + tokens[c];
      empty = 0;
    }
    ranks.push(text + (empty || ''));
  }
  return ok(ranks.join('/'));
}
