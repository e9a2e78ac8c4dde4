import type { ComponentChildren } from 'preact';
import type { PieceView, Topology } from '@trigon/engine';
import type { DrawContext, GameSkin } from '../pieces/index.js';
import type { BoardGeometry, ScreenCell } from './geometry.js';
import { Placed } from './pieceMotion.js';
import type { Drag, Return } from './usePointerInput.js';

/**
 * The drawing of the board, layer by layer from the bottom: cells, the skin's decorations,
 * highlights (last move, selection, check), coordinates, pieces, destinations, the focus ring
 * and a dragged piece. Each layer draws what it is given; the board decides what that is.
 */

type Contents = readonly (readonly PieceView[])[];

/**
 * Cell and move-dot colours come from the board set the user chose (custom properties of
 * settings/themes.css, by the classes below); these attributes are what a page without the
 * style sheet shows.
 */
export const LIGHT = '#f0d9b5';
export const DARK = '#b58863';

/**
 * How a cell is painted: the class the board sets colour (settings/themes.css), and the fill of
 * the default set where no stylesheet applies.
 */
export function cellPaint(dark: boolean | number) {
  const fill = dark ? DARK : LIGHT;
  return { class: dark ? 'cell dark' : 'cell light', fill, stroke: fill, 'stroke-width': 0.02 };
}

/**
 * Triangles are shaded by orientation (their only 2-colouring with unlike side neighbours);
 * squares as a chess board, the corner cell a1 dark.
 */
export function defaultShade(topology: Topology, cell: number): number {
  const orientation = topology.orientation[cell];
  return topology.shape === 'squares' ? 1 - orientation : orientation;
}

/** The red glow under a royal piece in check. */
export function CheckGlow() {
  return (
    <radialGradient id="check-glow">
      <stop offset="0%" stop-color="#ff0000" stop-opacity="1" />
      <stop offset="25%" stop-color="#e70000" stop-opacity="1" />
      <stop offset="90%" stop-color="#a90000" stop-opacity="0" />
    </radialGradient>
  );
}

/** The cells: shaded polygons, each a button with words for a screen reader. */
export function CellLayer(props: {
  topology: Topology;
  skin: GameSkin;
  cells: readonly ScreenCell[];
  tabCell: number;
  selected: number;
  label: (cell: ScreenCell) => string;
  onFocus: (cell: number) => void;
}) {
  const shade = props.skin.shade ?? defaultShade;
  return (
    <g class="cells">
      {props.cells.map((c) => {
        return (
          <polygon
            key={c.cell}
            {...cellPaint(shade(props.topology, c.cell))}
            points={c.points}
            data-cell={c.cell}
            data-name={c.name}
            role="button"
            tabindex={c.cell === props.tabCell ? 0 : -1}
            aria-label={props.label(c)}
            aria-pressed={c.cell === props.selected ? 'true' : undefined}
            onFocus={() => props.onFocus(c.cell)}
          />
        );
      })}
    </g>
  );
}

/** The marks under the pieces: last move, a rules page's piece, the selection, check. */
export function HighlightLayer(props: {
  cells: readonly ScreenCell[];
  triangles: boolean;
  lastMove?: { readonly from: number; readonly to: number };
  markOrigin?: number;
  selected: number;
  premove?: { readonly from: number; readonly to: number };
  /** The cell a dragged piece would go to, when it may. */
  hover: number;
  check: ReadonlySet<number>;
}) {
  const { cells } = props;
  return (
    <g class="highlights" pointer-events="none">
      {props.lastMove &&
        [props.lastMove.from, props.lastMove.to]
          .filter((cell) => cell >= 0)
          .map((cell) => (
            <polygon
              key={`last${cell}`}
              class="last-move"
              points={cells[cell].points}
              fill="rgba(155,199,0,0.41)"
            />
          ))}
      {props.markOrigin !== undefined && props.markOrigin >= 0 && (
        <polygon points={cells[props.markOrigin].points} fill="rgba(20,85,30,0.5)" />
      )}
      {props.premove &&
        [props.premove.from, props.premove.to].map((cell) => (
          <polygon
            key={`premove${cell}`}
            class="premove"
            points={cells[cell].points}
            fill="rgba(40,70,160,0.45)"
          />
        ))}
      {props.selected >= 0 && (
        <polygon class="selected" points={cells[props.selected].points} fill="rgba(20,85,30,0.5)" />
      )}
      {props.hover >= 0 && <polygon points={cells[props.hover].points} fill="rgba(20,85,30,0.3)" />}
      {[...props.check].map((cell) => (
        <circle
          key={`check${cell}`}
          class="check"
          cx={cells[cell].cx}
          cy={cells[cell].cy}
          r={props.triangles ? 0.42 : 0.7}
          fill="url(#check-glow)"
        />
      ))}
    </g>
  );
}

/** The coordinates around the board. */
export function LabelLayer({ geometry }: { geometry: BoardGeometry }) {
  return (
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
  );
}

/** A cell's stack as the skin draws it: its own stack drawing, or the top piece and a height. */
export function drawStack(
  skin: GameSkin,
  stack: readonly PieceView[],
  context: DrawContext,
): ComponentChildren {
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
}

/** The pieces, each sliding in from where it came (a move, a step, an illegal drop). */
export function PieceLayer(props: {
  geometry: BoardGeometry;
  skin: GameSkin;
  context: DrawContext;
  contents: Contents;
  drag: Drag | null;
  returning: Return | null;
  arrivals?: ReadonlyMap<number, number>;
}) {
  const { geometry, contents, drag, returning } = props;
  const s = geometry.pieceSize;
  return (
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
              {drawStack(props.skin, stack, props.context)}
            </g>
          </Placed>
        );
      })}
    </g>
  );
}

/** Dots on the cells the selected piece may go to (rings on captures), and a rules page's marks. */
export function DestinationLayer(props: {
  cells: readonly ScreenCell[];
  triangles: boolean;
  contents: Contents;
  destinations?: ReadonlySet<number>;
  marks?: ReadonlySet<number>;
}) {
  const { cells, triangles } = props;
  return (
    <g class="destinations" pointer-events="none">
      {props.destinations &&
        [...props.destinations].map((cell) => {
          const c = cells[cell];
          const occupied = (props.contents[cell]?.length ?? 0) > 0;
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
            cx={cells[cell].cx}
            cy={cells[cell].cy}
            r={triangles ? 0.1 : 0.16}
            fill="rgba(20,85,30,0.7)"
          />
        ))}
    </g>
  );
}

/** The ring round the cell that has the keyboard's focus. */
export function FocusRing(props: { cell: ScreenCell; triangles: boolean }) {
  return (
    <polygon
      class="focus-ring"
      points={props.cell.points}
      fill="none"
      stroke="#3692e7"
      stroke-width={props.triangles ? 0.06 : 0.07}
      pointer-events="none"
    />
  );
}

/** The piece under the pointer while it is dragged, drawn a little larger. */
export function DraggedPiece(props: {
  drag: Drag;
  stack: readonly PieceView[];
  skin: GameSkin;
  context: DrawContext;
  pieceSize: number;
}) {
  const { drag } = props;
  const s = props.pieceSize;
  return (
    <g
      class="dragged"
      pointer-events="none"
      transform={`translate(${drag.x} ${drag.y}) scale(1.25) translate(${-s / 2} ${-s / 2}) scale(${s / 100})`}
    >
      {drawStack(props.skin, props.stack, props.context)}
    </g>
  );
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
