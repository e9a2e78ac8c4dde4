/**
 * Pieces as small integers on the board: a type (1..5) with the owner in bit 3.
 * 0 is an empty cell; Black's pieces are 1..5 and White's 9..13. `code >> 3` is the owner and
 * `code & 7` the type of any non-empty cell.
 */
export const EMPTY = 0;

export const EMPEROR = 1;
export const CHARIOT = 2;
export const CAVALRY = 3;
export const GENERAL = 4;
export const SOLDIER = 5;

/** Seats: Black moves first (rules §2). */
export const BLACK = 0;
export const WHITE = 1;

export const OWNER_SHIFT = 3;
export const TYPE_MASK = 7;

/** One past the largest piece code, for tables indexed by piece code. */
export const PIECE_CODES = 16;

export function pieceCode(owner: number, type: number): number {
  return (owner << OWNER_SHIFT) | type;
}

export function typeOf(code: number): number {
  return code & TYPE_MASK;
}

export function ownerOf(code: number): number {
  return code >> OWNER_SHIFT;
}

/** Upper-case letters by type (index 0 unused): position text and notation. */
export const LETTERS = ['', 'E', 'R', 'H', 'G', 'S'] as const;

export const PIECE_NAMES = ['', 'Emperor', 'Chariot', 'Cavalry', 'General', 'Soldier'] as const;

export const SEAT_NAMES = ['Black', 'White'] as const;

/** The type whose letter this is (either case), or 0. */
export function typeOfLetter(letter: string): number {
  const i = LETTERS.indexOf(letter.toUpperCase() as (typeof LETTERS)[number]);
  return i > 0 ? i : 0;
}

/**
 * The largest army a side can have (rules §2): Soldiers and Cavalry only ever turn into
 * Generals, so a side's Generals never exceed 1 + its missing Cavalry + its missing Soldiers.
 */
export const ARMY = [0, 1, 2, 4, 1, 5] as const;
