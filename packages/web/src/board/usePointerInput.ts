import { useRef, useState, type MutableRef } from 'preact/hooks';
import type { PieceView } from '@trigon/engine';
import { inside, type ScreenCell } from './geometry.js';
import type { Keyboard } from './useKeyboard.js';
import type { Selection } from './useSelection.js';

/** A piece held by the pointer, in board units. */
export interface Drag {
  readonly from: number;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  /** Whether the pointer went down on a piece that was already selected. */
  readonly wasSelected: boolean;
  readonly moving: boolean;
  readonly x: number;
  readonly y: number;
}

/** A piece dropped where it may not go, sliding back from (x, y) to its cell. */
export interface Return {
  readonly cell: number;
  readonly x: number;
  readonly y: number;
  /** The contents it was dropped on: a change of position cancels the slide. */
  readonly contents: readonly (readonly PieceView[])[];
}

export interface PointerInput {
  readonly drag: Drag | null;
  readonly returning: Return | null;
  /** The cell under a dragged piece, or -1. */
  readonly hoverCell: number;
  readonly handlers: {
    readonly onPointerDown: (event: PointerEvent) => void;
    readonly onPointerMove: (event: PointerEvent) => void;
    readonly onPointerUp: (event: PointerEvent) => void;
    readonly onPointerCancel: () => void;
    readonly onClick: (event: MouseEvent) => void;
  };
}

/** The cell under a point of the board, in board units, or -1. */
export function cellAtPoint(cells: readonly ScreenCell[], x: number, y: number): number {
  for (const c of cells) if (inside(c.corners, [x, y])) return c.cell;
  return -1;
}

/**
 * Moving with a mouse, pen or finger: click a piece and then a cell, or drag the piece there.
 * A drag starts after a few pixels, so that a shaky click is still a click; an illegal drop
 * slides the piece back.
 */
export function usePointerInput(props: {
  svgRef: MutableRef<SVGSVGElement | null>;
  cells: readonly ScreenCell[];
  targets: ReadonlyMap<number, ReadonlySet<number>>;
  contents: readonly (readonly PieceView[])[];
  selection: Selection;
  keyboard: Keyboard;
  onMove: ((from: number, to: number) => void) | undefined;
}): PointerInput {
  const { svgRef, cells, targets, selection, keyboard } = props;
  const { selected, setSelected, activate } = selection;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [returning, setReturning] = useState<Return | null>(null);
  const dragRef = useRef<Drag | null>(null);
  // A pointer press already acted; the click that follows it must not act again.
  const pointerHandled = useRef(false);

  const toBoard = (clientX: number, clientY: number): [number, number] => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM?.();
    if (!svg || !matrix) return [NaN, NaN];
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return [point.x, point.y];
  };

  const onPointerDown = (event: PointerEvent) => {
    keyboard.pointed(-1);
    if (event.button !== 0) return;
    const cell = cellFromEvent(event);
    if (cell < 0) return;
    pointerHandled.current = true;
    keyboard.pointed(cell);
    if (selected >= 0 && targets.get(selected)?.has(cell)) {
      activate(cell);
      return;
    }
    if (targets.has(cell)) {
      const [x, y] = toBoard(event.clientX, event.clientY);
      const start: Drag = {
        from: cell,
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        wasSelected: selected === cell,
        moving: false,
        x,
        y,
      };
      dragRef.current = start;
      setDrag(start);
      setSelected(cell);
      setReturning(null);
      try {
        svgRef.current?.setPointerCapture(event.pointerId);
      } catch {
        // Capture is a convenience; moving still works without it.
      }
      event.preventDefault();
      return;
    }
    activate(cell);
  };

  const onPointerMove = (event: PointerEvent) => {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
    if (!current.moving && distance < 4) return;
    const [x, y] = toBoard(event.clientX, event.clientY);
    const next = { ...current, moving: true, x, y };
    dragRef.current = next;
    setDrag(next);
  };

  const onPointerUp = (event: PointerEvent) => {
    const current = dragRef.current;
    if (!current || current.pointerId !== event.pointerId) return;
    dragRef.current = null;
    setDrag(null);
    const [x, y] = toBoard(event.clientX, event.clientY);
    if (!current.moving) {
      // A plain click on a piece that was already picked up puts it down again (the pointer
      // is captured by the board, so the cell is found from where it was let go).
      if (current.wasSelected && cellAtPoint(cells, x, y) === current.from) setSelected(-1);
      return;
    }
    const cell = cellAtPoint(cells, x, y);
    if (cell >= 0 && targets.get(current.from)?.has(cell)) {
      setSelected(-1);
      props.onMove?.(current.from, cell);
      return;
    }
    // An illegal drop: the piece slides back to where it came from.
    setReturning({ cell: current.from, x, y, contents: props.contents });
    if (cell !== current.from) setSelected(-1);
  };

  const onPointerCancel = () => {
    dragRef.current = null;
    setDrag(null);
  };

  const onClick = (event: MouseEvent) => {
    if (pointerHandled.current) {
      pointerHandled.current = false;
      return;
    }
    const cell = cellFromEvent(event);
    if (cell >= 0) activate(cell);
  };

  return {
    drag,
    returning,
    hoverCell: drag?.moving ? cellAtPoint(cells, drag.x, drag.y) : -1,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClick },
  };
}

function cellFromEvent(event: Event): number {
  const target = event.target as Element | null;
  const value = target?.getAttribute?.('data-cell');
  return value == null ? -1 : Number(value);
}
