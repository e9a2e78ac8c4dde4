import { useState, type MutableRef } from 'preact/hooks';
import { cellInDirection, type ScreenCell, type ScreenDirection } from './geometry.js';
import type { Selection } from './useSelection.js';

/** The board's keyboard use: a focus that moves over the cells, Enter or space to activate. */
export interface Keyboard {
  /** The cell that holds the tab stop. */
  readonly tabCell: number;
  /** Whether to draw the focus ring: the board has the focus, and the keyboard moved it. */
  readonly showRing: boolean;
  /** The pointer went down (on `cell`, or -1): the focus follows it, without a ring. */
  readonly pointed: (cell: number) => void;
  readonly focusCell: (cell: number) => void;
  readonly handlers: {
    readonly onKeyDown: (event: KeyboardEvent) => void;
    readonly onFocusIn: () => void;
    readonly onFocusOut: () => void;
  };
}

export function useKeyboard(
  svgRef: MutableRef<SVGSVGElement | null>,
  cells: readonly ScreenCell[],
  targets: ReadonlyMap<number, ReadonlySet<number>>,
  selection: Selection,
  /** Escape also drops a queued premove. */
  onEscape?: () => void,
): Keyboard {
  const [focus, setFocus] = useState<number>(-1);
  const [hasFocus, setHasFocus] = useState(false);
  // The focus ring is for keyboard users; a click focuses a cell too, but shows none.
  const [byKeyboard, setByKeyboard] = useState(false);
  const tabCell = focus >= 0 ? focus : defaultFocus(cells, targets);

  const onKeyDown = (event: KeyboardEvent) => {
    setByKeyboard(true);
    const cell = tabCell;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      selection.activate(cell);
      return;
    }
    if (event.key === 'Escape') {
      selection.setSelected(-1);
      onEscape?.();
      return;
    }
    const direction = KEY_DIRECTIONS[event.key];
    // With a modifier the key is the browser's: Alt+Left goes back a page.
    if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = cellInDirection(cells, cell, direction);
    if (next >= 0) {
      setFocus(next);
      svgRef.current?.querySelector<SVGElement>(`[data-cell="${next}"]`)?.focus();
    }
  };

  return {
    tabCell,
    showRing: hasFocus && byKeyboard && tabCell >= 0,
    pointed: (cell) => {
      setByKeyboard(false);
      if (cell >= 0) setFocus(cell);
    },
    focusCell: setFocus,
    handlers: {
      onKeyDown,
      onFocusIn: () => setHasFocus(true),
      onFocusOut: () => setHasFocus(false),
    },
  };
}

/** Where keyboard focus starts: a piece the user may move, else the first cell. */
function defaultFocus(
  cells: readonly ScreenCell[],
  targets: ReadonlyMap<number, ReadonlySet<number>>,
): number {
  for (const cell of targets.keys()) return cell;
  return cells.length > 0 ? cells[0].cell : -1;
}

const KEY_DIRECTIONS: Readonly<Record<string, ScreenDirection>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};
