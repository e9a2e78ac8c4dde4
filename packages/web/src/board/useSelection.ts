import { useEffect, useState } from 'preact/hooks';

/** The piece a player has picked up, shared by the pointer and the keyboard. */
export interface Selection {
  /** The cell of the piece picked up, or -1. */
  readonly selected: number;
  readonly setSelected: (cell: number) => void;
  /** A click or key press on a cell: pick up, move, or put down. */
  readonly activate: (cell: number) => void;
}

export function useSelection(
  targets: ReadonlyMap<number, ReadonlySet<number>>,
  onMove: ((from: number, to: number) => void) | undefined,
  onCell: ((cell: number) => void) | undefined,
): Selection {
  const [selected, setSelected] = useState<number>(-1);

  // A selection that no longer has moves (the position changed) is dropped.
  useEffect(() => {
    if (selected >= 0 && !targets.has(selected)) setSelected(-1);
  }, [targets, selected]);

  const activate = (cell: number) => {
    if (selected >= 0 && targets.get(selected)?.has(cell)) {
      const from = selected;
      setSelected(-1);
      onMove?.(from, cell);
      return;
    }
    if (targets.has(cell)) {
      setSelected(cell === selected ? -1 : cell);
      return;
    }
    setSelected(-1);
    onCell?.(cell);
  };

  return { selected, setSelected, activate };
}
