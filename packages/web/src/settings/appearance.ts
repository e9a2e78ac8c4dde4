/**
 * How the app looks, as the user chose it: the theme, the board's colours and the piece set.
 * Each choice is kept in its own localStorage key; a key that is missing or holds a value this
 * version does not know falls back to the default, so a stored value from another version or a
 * hand-edited one never breaks the page. The theme that the user has not chosen follows the
 * system (`prefers-color-scheme`); once chosen, the choice wins.
 *
 * index.html repeats this reading in a few lines of script in its head, so that the page is
 * drawn in the right colours from its first paint; appearance.test.ts checks that both agree.
 */

export interface Choice<Id extends string> {
  readonly id: Id;
  readonly name: string;
}

export const THEMES = [
  { id: 'dark', name: 'Dark' },
  { id: 'light', name: 'Light' },
] as const satisfies readonly Choice<string>[];

/** Cell colours; the colours themselves are custom properties in themes.css. */
export const BOARD_SETS = [
  { id: 'wood', name: 'Wood' },
  { id: 'green', name: 'Green' },
  { id: 'blue', name: 'Blue' },
] as const satisfies readonly Choice<string>[];

/** How pieces are drawn: each game's own figures, or discs lettered with the piece's kind. */
export const PIECE_SETS = [
  { id: 'figures', name: 'Figures' },
  { id: 'letters', name: 'Letters' },
] as const satisfies readonly Choice<string>[];

export type Theme = (typeof THEMES)[number]['id'];
export type BoardSet = (typeof BOARD_SETS)[number]['id'];
export type PieceSet = (typeof PIECE_SETS)[number]['id'];

export interface Appearance {
  readonly theme: Theme;
  readonly board: BoardSet;
  readonly pieces: PieceSet;
}

export const STORAGE_KEYS: Readonly<Record<keyof Appearance, string>> = {
  theme: 'trigon.theme',
  board: 'trigon.board',
  pieces: 'trigon.pieces',
};

export const CHOICES = {
  theme: THEMES,
  board: BOARD_SETS,
  pieces: PIECE_SETS,
} as const;

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem'>;

function stored<K extends keyof Appearance>(
  storage: Reader | undefined,
  key: K,
): Appearance[K] | undefined {
  let value: string | null = null;
  try {
    value = storage?.getItem(STORAGE_KEYS[key]) ?? null;
  } catch {
    // Storage that refuses to be read (disabled cookies, a sandboxed frame) holds no choice.
  }
  const known = CHOICES[key] as readonly Choice<string>[];
  return known.some((c) => c.id === value) ? (value as Appearance[K]) : undefined;
}

/** The appearance to show: the stored choices, or the defaults where there is none. */
export function readAppearance(storage: Reader | undefined, prefersLight: boolean): Appearance {
  return {
    theme: stored(storage, 'theme') ?? (prefersLight ? 'light' : 'dark'),
    board: stored(storage, 'board') ?? 'wood',
    pieces: stored(storage, 'pieces') ?? 'figures',
  };
}

/** Remembers one choice; throws on a value that is not one of the choices. */
export function writeChoice<K extends keyof Appearance>(
  storage: Writer | undefined,
  key: K,
  value: Appearance[K],
): void {
  const known = CHOICES[key] as readonly Choice<string>[];
  if (!known.some((c) => c.id === value)) {
    throw new Error(
      `'${String(value)}' is not a ${key} choice (one of ${known.map((c) => c.id).join(', ')})`,
    );
  }
  try {
    storage?.setItem(STORAGE_KEYS[key], value);
  } catch {
    // A full or refused storage: the choice holds for this page and is not remembered.
  }
}
