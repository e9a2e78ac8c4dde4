import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Component, type ComponentChildren, type JSX } from 'preact';
import type { PieceView, Topology } from '@trigon/engine';
import type { GameSkin } from '../pieces/index.js';
import { boardGeometry, inside, type ScreenCell } from './geometry.js';

export interface Arrow {
  readonly from: number;
  readonly to: number;
  /** 'best' for the engine's move, 'next' for the reply it expects. */
  readonly kind?: 'best' | 'next';
}

export interface BoardProps {
  readonly topology: Topology;
  readonly skin: GameSkin;
  /** Degrees (anticlockwise) to turn the topology's frame: the viewer's view. */
  readonly angle: number;
  readonly bottomSeat: number;
  readonly seats: number;
  /** What stands on each cell, bottom first. */
  readonly contents: readonly (readonly PieceView[])[];
  /** For each cell the user may move from now, the cells the piece may go to. */
  readonly targets?: ReadonlyMap<number, ReadonlySet<number>>;
  readonly lastMove?: { readonly from: number; readonly to: number };
  /** Cells of royal pieces in check. */
  readonly check?: readonly number[];
  readonly arrows?: readonly Arrow[];
  /** Cells to mark (the reach of a piece on the rules page), and the cell it stands on. */
  readonly marks?: ReadonlySet<number>;
  readonly markOrigin?: number;
  /** Pieces that arrived with the last change, by cell, and the cell each came from. */
  readonly arrivals?: ReadonlyMap<number, number>;
  /** A move the user made by click or drop; the owner of the board decides what follows. */
  readonly onMove?: (from: number, to: number) => void;
  /** A click on any cell, when the board is not moving pieces (the rules page). */
  readonly onCell?: (cell: number) => void;
  /** Words for a piece: 'White Knight'. */
  readonly describePiece: (piece: PieceView) => string;
  readonly label: string;
}

const LIGHT = '#f0d9b5';
const DARK = '#b58863';

interface Drag {
  readonly from: number;
  readonly pointerId: number;
  readonly startX: number;
  readonly startY: number;
  /** Whether the pointer went down on a piece that was already selected. */
  readonly wasSelected: boolean;
  moving: boolean;
  x: number;
  y: number;
}

/**
 * The board re-renders only when one of its props changes (not on every update of the page
 * around it, such as the engine's progress), so the page stays quick while the AI reports.
 */
export class Board extends Component<BoardProps> {
  override shouldComponentUpdate(next: BoardProps): boolean {
    const now = this.props as unknown as Record<string, unknown>;
    const then = next as unknown as Record<string, unknown>;
    for (const key of new Set([...Object.keys(now), ...Object.keys(then)])) {
      if (now[key] !== then[key]) return true;
    }
    return false;
  }

  override render(props: BoardProps) {
    return <BoardView {...props} />;
  }
}

function BoardView(props: BoardProps) {
  const { topology, skin, angle, contents } = props;
  const geometry = boardGeometry(topology, angle);
  const targets = props.targets ?? EMPTY_TARGETS;
  const svgRef = useRef<SVGSVGElement>(null);
  const [selected, setSelected] = useState<number>(-1);
  const [focusCell, setFocusCell] = useState<number>(-1);
  const [hasFocus, setHasFocus] = useState(false);
  // The focus ring is for keyboard users; a click focuses a cell too, but shows none.
  const [byKeyboard, setByKeyboard] = useState(false);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [returning, setReturning] = useState<{
    cell: number;
    x: number;
    y: number;
    contents: BoardProps['contents'];
  } | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const pointerHandled = useRef(false);
  const context = useMemo(
    () => ({ bottomSeat: props.bottomSeat, seats: props.seats }),
    [props.bottomSeat, props.seats],
  );

  // A selection that no longer has moves (the position changed) is dropped.
  useEffect(() => {
    if (selected >= 0 && !targets.has(selected)) setSelected(-1);
  }, [targets, selected]);

  const cellAtPoint = (x: number, y: number): number => {
    for (const c of geometry.cells) if (inside(c.corners, [x, y])) return c.cell;
    return -1;
  };

  const toBoard = (clientX: number, clientY: number): [number, number] => {
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM?.();
    if (!svg || !matrix) return [NaN, NaN];
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return [point.x, point.y];
  };

  /** A click or key press on a cell: pick up, move, or put down. */
  const activate = (cell: number) => {
    if (selected >= 0 && targets.get(selected)?.has(cell)) {
      const from = selected;
      setSelected(-1);
      props.onMove?.(from, cell);
      return;
    }
    if (targets.has(cell)) {
      setSelected(cell === selected ? -1 : cell);
      return;
    }
    setSelected(-1);
    props.onCell?.(cell);
  };

  const onPointerDown = (event: PointerEvent) => {
    setByKeyboard(false);
    if (event.button !== 0) return;
    const cell = cellFromEvent(event);
    if (cell < 0) return;
    pointerHandled.current = true;
    setFocusCell(cell);
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
      if (current.wasSelected && cellAtPoint(x, y) === current.from) setSelected(-1);
      return;
    }
    const cell = cellAtPoint(x, y);
    if (cell >= 0 && targets.get(current.from)?.has(cell)) {
      setSelected(-1);
      props.onMove?.(current.from, cell);
      return;
    }
    // An illegal drop: the piece slides back to where it came from.
    setReturning({ cell: current.from, x, y, contents });
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

  const onKeyDown = (event: KeyboardEvent) => {
    setByKeyboard(true);
    const cell = focusCell >= 0 ? focusCell : defaultFocus(geometry.cells, targets);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(cell);
      return;
    }
    if (event.key === 'Escape') {
      setSelected(-1);
      return;
    }
    const direction = KEY_DIRECTIONS[event.key];
    if (!direction) return;
    event.preventDefault();
    const next = neighbourInDirection(geometry.cells, cell, direction);
    if (next >= 0) {
      setFocusCell(next);
      const element = svgRef.current?.querySelector<SVGElement>(`[data-cell="${next}"]`);
      element?.focus();
    }
  };

  const tabCell = focusCell >= 0 ? focusCell : defaultFocus(geometry.cells, targets);
  const [vx, vy, vw, vh] = geometry.viewBox;
  const s = geometry.pieceSize;
  const shade = skin.shade ?? defaultShade;
  const destinations = selected >= 0 ? targets.get(selected) : undefined;
  const hoverCell = drag?.moving ? cellAtPoint(drag.x, drag.y) : -1;
  const checkCells = new Set(props.check ?? []);
  const triangles = topology.shape === 'triangles';

  const cellLabel = (c: ScreenCell): string => {
    const stack = contents[c.cell] ?? [];
    const what =
      stack.length === 0
        ? 'empty'
        : stack
            .slice()
            .reverse()
            .map((p) => props.describePiece(p))
            .join(', under it ');
    const extra: string[] = [];
    if (c.cell === selected) extra.push('selected');
    if (destinations?.has(c.cell)) extra.push('a move for the selected piece');
    if (checkCells.has(c.cell)) extra.push('in check');
    if (props.lastMove && (props.lastMove.from === c.cell || props.lastMove.to === c.cell)) {
      extra.push('last move');
    }
    if (props.marks?.has(c.cell)) extra.push('reached');
    return [`${c.name}: ${what}`, ...extra].join(', ');
  };

  const drawStack = (stack: readonly PieceView[]): ComponentChildren => {
    if (stack.length === 1 || !skin.stack) {
      const top = stack[stack.length - 1];
      return (
        <>
          {skin.piece(top, context)}
          {stack.length > 1 && <StackHeight height={stack.length} />}
        </>
      );
    }
    return skin.stack(stack, context);
  };

  return (
    <svg
      ref={svgRef}
      class={`board ${drag?.moving ? 'dragging' : ''}`}
      viewBox={`${vx} ${vy} ${vw} ${vh}`}
      role="group"
      aria-label={props.label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocusIn={() => setHasFocus(true)}
      onFocusOut={() => setHasFocus(false)}
    >
      <defs>
        <radialGradient id="check-glow">
          <stop offset="0%" stop-color="#ff0000" stop-opacity="1" />
          <stop offset="25%" stop-color="#e70000" stop-opacity="1" />
          <stop offset="90%" stop-color="#a90000" stop-opacity="0" />
        </radialGradient>
        <marker
          id="arrow-head-best"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="2.6"
          markerHeight="2.6"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 Z" fill="#15781b" />
        </marker>
        <marker
          id="arrow-head-next"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="2.6"
          markerHeight="2.6"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 Z" fill="#003088" />
        </marker>
      </defs>
      <g class="cells">
        {geometry.cells.map((c) => {
          const fill = shade(topology, c.cell) ? DARK : LIGHT;
          return (
            <polygon
              key={c.cell}
              points={c.points}
              fill={fill}
              stroke={fill}
              stroke-width={0.02}
              data-cell={c.cell}
              data-name={c.name}
              role="button"
              tabindex={c.cell === tabCell ? 0 : -1}
              aria-label={cellLabel(c)}
              aria-pressed={c.cell === selected ? 'true' : undefined}
              onFocus={() => setFocusCell(c.cell)}
            />
          );
        })}
      </g>
      {skin.decorations && (
        <g class="decorations" pointer-events="none">
          {skin.decorations(geometry)}
        </g>
      )}
      <g class="highlights" pointer-events="none">
        {props.lastMove &&
          [props.lastMove.from, props.lastMove.to]
            .filter((cell) => cell >= 0)
            .map((cell) => (
              <polygon
                key={`last${cell}`}
                class="last-move"
                points={geometry.cells[cell].points}
                fill="rgba(155,199,0,0.41)"
              />
            ))}
        {props.marks && props.markOrigin !== undefined && props.markOrigin >= 0 && (
          <polygon points={geometry.cells[props.markOrigin].points} fill="rgba(20,85,30,0.5)" />
        )}
        {selected >= 0 && (
          <polygon
            class="selected"
            points={geometry.cells[selected].points}
            fill="rgba(20,85,30,0.5)"
          />
        )}
        {hoverCell >= 0 && destinations?.has(hoverCell) && (
          <polygon points={geometry.cells[hoverCell].points} fill="rgba(20,85,30,0.3)" />
        )}
        {[...checkCells].map((cell) => (
          <circle
            key={`check${cell}`}
            class="check"
            cx={geometry.cells[cell].cx}
            cy={geometry.cells[cell].cy}
            r={triangles ? 0.42 : 0.7}
            fill="url(#check-glow)"
          />
        ))}
      </g>
      <g class="labels" pointer-events="none" aria-hidden="true">
        {geometry.labels.map((l) => (
          <text
            key={`${l.text}@${l.x},${l.y}`}
            x={l.x}
            y={l.y}
            font-size={geometry.labelSize}
            text-anchor="middle"
            dominant-baseline="central"
          >
            {l.text}
          </text>
        ))}
      </g>
      <g class="pieces" pointer-events="none">
        {geometry.cells.map((c) => {
          const stack = contents[c.cell];
          if (!stack || stack.length === 0) return null;
          const lifted = drag?.moving && drag.from === c.cell;
          const back =
            returning?.cell === c.cell && returning.contents === contents ? returning : undefined;
          const origin = props.arrivals?.get(c.cell);
          const from =
            back !== undefined
              ? ([back.x, back.y] as const)
              : origin !== undefined && origin >= 0
                ? ([geometry.cells[origin].cx, geometry.cells[origin].cy] as const)
                : undefined;
          return (
            <Placed
              key={`${c.cell}:${from ? `${from[0]},${from[1]}` : ''}`}
              x={c.cx}
              y={c.cy}
              from={from}
              hidden={lifted}
              data-piece-cell={c.name}
            >
              <g transform={`translate(${-s / 2} ${-s / 2}) scale(${s / 100})`}>
                {drawStack(stack)}
              </g>
            </Placed>
          );
        })}
      </g>
      <g class="destinations" pointer-events="none">
        {destinations &&
          [...destinations].map((cell) => {
            const c = geometry.cells[cell];
            const occupied = (contents[cell]?.length ?? 0) > 0;
            return occupied ? (
              <circle
                key={`d${cell}`}
                class="destination capture"
                cx={c.cx}
                cy={c.cy}
                r={triangles ? 0.27 : 0.44}
                fill="none"
                stroke="rgba(20,85,30,0.55)"
                stroke-width={triangles ? 0.055 : 0.08}
              />
            ) : (
              <circle
                key={`d${cell}`}
                class="destination"
                cx={c.cx}
                cy={c.cy}
                r={triangles ? 0.085 : 0.15}
                fill="rgba(20,85,30,0.55)"
              />
            );
          })}
        {props.marks &&
          [...props.marks].map((cell) => (
            <circle
              key={`m${cell}`}
              class="mark"
              cx={geometry.cells[cell].cx}
              cy={geometry.cells[cell].cy}
              r={triangles ? 0.1 : 0.16}
              fill="rgba(20,85,30,0.7)"
            />
          ))}
      </g>
      <g class="arrows" pointer-events="none">
        {props.arrows?.map((a, i) => (
          <ArrowLine key={`a${i}`} arrow={a} cells={geometry.cells} triangles={triangles} />
        ))}
      </g>
      {hasFocus && byKeyboard && tabCell >= 0 && (
        <polygon
          class="focus-ring"
          points={geometry.cells[tabCell].points}
          fill="none"
          stroke="#3692e7"
          stroke-width={triangles ? 0.06 : 0.07}
          pointer-events="none"
        />
      )}
      {drag?.moving && contents[drag.from]?.length ? (
        <g
          class="dragged"
          pointer-events="none"
          transform={`translate(${drag.x} ${drag.y}) scale(1.25) translate(${-s / 2} ${-s / 2}) scale(${s / 100})`}
        >
          {drawStack(contents[drag.from])}
        </g>
      ) : null}
    </svg>
  );
}

const EMPTY_TARGETS: ReadonlyMap<number, ReadonlySet<number>> = new Map();

/**
 * Triangles are shaded by orientation (their only 2-colouring with unlike side neighbours);
 * squares as a chess board, the corner cell a1 dark.
 */
export function defaultShade(topology: Topology, cell: number): number {
  const orientation = topology.orientation[cell];
  return topology.shape === 'squares' ? 1 - orientation : orientation;
}

function cellFromEvent(event: Event): number {
  const target = event.target as Element | null;
  const value = target?.getAttribute?.('data-cell');
  return value == null ? -1 : Number(value);
}

/** Where keyboard focus starts: a piece the user may move, else the first cell. */
function defaultFocus(
  cells: readonly ScreenCell[],
  targets: ReadonlyMap<number, ReadonlySet<number>>,
): number {
  for (const cell of targets.keys()) return cell;
  return cells.length > 0 ? cells[0].cell : -1;
}

const KEY_DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The nearest cell from `cell` roughly in a screen direction (within 60° of it), or -1. */
export function neighbourInDirection(
  cells: readonly ScreenCell[],
  cell: number,
  [dx, dy]: readonly [number, number],
): number {
  const from = cells[cell];
  let best = -1;
  let bestCost = Infinity;
  for (const c of cells) {
    if (c.cell === cell) continue;
    const ox = c.cx - from.cx;
    const oy = c.cy - from.cy;
    const along = ox * dx + oy * dy;
    if (along <= 1e-6) continue;
    const across = Math.abs(ox * dy - oy * dx);
    if (across > along * Math.sqrt(3)) continue;
    const cost = along + across * 2;
    if (cost < bestCost) {
      bestCost = cost;
      best = c.cell;
    }
  }
  return best;
}

function StackHeight({ height }: { height: number }) {
  return (
    <g>
      <circle cx={82} cy={18} r={16} fill="#1c1c1c" stroke="#fff" stroke-width={3} />
      <text
        x={82}
        y={19}
        font-size={20}
        font-weight="700"
        text-anchor="middle"
        dominant-baseline="central"
        fill="#fff"
      >
        {height}
      </text>
    </g>
  );
}

/** A piece placed at (x, y); when it arrived from elsewhere it slides in from there. */
function Placed(props: {
  x: number;
  y: number;
  from?: readonly [number, number];
  hidden?: boolean;
  children: ComponentChildren;
  'data-piece-cell'?: string;
}) {
  const ref = useRef<SVGGElement>(null);
  const { x, y, from } = props;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !from || prefersReducedMotion()) return;
    element.style.transition = 'none';
    element.style.transform = `translate(${from[0]}px, ${from[1]}px)`;
    element.getBoundingClientRect();
    element.style.transition = 'transform 0.18s ease-out';
    element.style.transform = `translate(${x}px, ${y}px)`;
    // The key changes with `from`, so this runs once per arrival.
  }, []);
  const style: JSX.CSSProperties = { transform: `translate(${x}px, ${y}px)` };
  if (props.hidden) style.visibility = 'hidden';
  return (
    <g ref={ref} class="piece" style={style} data-piece-cell={props['data-piece-cell']}>
      {props.children}
    </g>
  );
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function ArrowLine({
  arrow,
  cells,
  triangles,
}: {
  arrow: Arrow;
  cells: readonly ScreenCell[];
  triangles: boolean;
}) {
  const a = cells[arrow.from];
  const b = cells[arrow.to];
  if (!a || !b) return null;
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const length = Math.hypot(dx, dy);
  if (length < 1e-6) return null;
  const width = triangles ? 0.11 : 0.16;
  // Stop short of the target's centre so the head sits on the cell, not past it.
  const shorten = Math.min(length * 0.3, triangles ? 0.18 : 0.35);
  const x2 = b.cx - (dx / length) * shorten;
  const y2 = b.cy - (dy / length) * shorten;
  const kind = arrow.kind ?? 'best';
  return (
    <line
      class={`arrow ${kind}`}
      x1={a.cx}
      y1={a.cy}
      x2={x2}
      y2={y2}
      stroke={kind === 'best' ? '#15781b' : '#003088'}
      stroke-opacity={kind === 'best' ? 0.8 : 0.55}
      stroke-width={width}
      stroke-linecap="round"
      marker-end={`url(#arrow-head-${kind})`}
    />
  );
}
