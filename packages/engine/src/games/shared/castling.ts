import { err, ok, type Result } from '../../core/result.js';
import { CASTLE_LONG, CASTLE_SHORT } from './moves.js';

/** Castling rights as bits, in the order of their letters in position text. */
export const WHITE_SHORT = 1;
export const WHITE_LONG = 2;
export const BLACK_SHORT = 4;
export const BLACK_LONG = 8;
const LETTERS = 'KQkq';

/** One way of castling, as cells of a particular board. */
export interface CastleRule {
  readonly side: number;
  /** CASTLE_SHORT or CASTLE_LONG, the move kind. */
  readonly kind: number;
  /** Its bit among the rights. */
  readonly right: number;
  readonly kingFrom: number;
  readonly kingTo: number;
  readonly rookFrom: number;
  readonly rookTo: number;
  /** Cells that must be empty (every cell either piece passes or lands on, but their own). */
  readonly empty: readonly number[];
  /**
   * Cells that must not be attacked before the move: those the king crosses (and its landing
   * cell too where a game's rules list it). Its own cell is covered by "not in check", and its
   * landing cell is always judged after the move as well, with the rook moved.
   */
  readonly crossed: readonly number[];
}

export function castleRule(
  side: number,
  kind: typeof CASTLE_SHORT | typeof CASTLE_LONG,
  cells: {
    kingFrom: number;
    kingTo: number;
    rookFrom: number;
    rookTo: number;
    empty: number[];
    crossed: number[];
  },
): CastleRule {
  const right = (kind === CASTLE_SHORT ? WHITE_SHORT : WHITE_LONG) << (2 * side);
  return { side, kind, right, ...cells };
}

/**
 * For each cell, the rights that survive a move from or to it: moving the king loses both of
 * its side's rights, moving a rook from its cell (or capturing it there) loses that one.
 */
export function rightsKeptTable(size: number, rules: readonly CastleRule[]): Uint8Array {
  const kept = new Uint8Array(size).fill(15);
  for (const rule of rules) {
    kept[rule.kingFrom] &= ~rule.right;
    kept[rule.rookFrom] &= ~rule.right;
  }
  return kept;
}

export function formatCastling(rights: number): string {
  let text = '';
  for (let i = 0; i < 4; i++) if (rights & (1 << i)) text += LETTERS[i];
  return text || '-';
}

/** Reads the castling field: `-` or each of K, Q, k, q at most once, in any order. */
export function parseCastling(text: string): Result<number> {
  if (text === '-') return ok(0);
  let rights = 0;
  for (const ch of text) {
    const i = LETTERS.indexOf(ch);
    if (i < 0)
      return err(
        'bad-position',
        `castling field '${text}': '${ch}' is not one of K, Q, k, q (or '-' for none)`,
      );
    if (rights & (1 << i))
      return err('bad-position', `castling field '${text}' names '${ch}' twice`);
    rights |= 1 << i;
  }
  return ok(rights);
}
