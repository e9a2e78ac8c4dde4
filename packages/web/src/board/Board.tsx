import { useMemo, useRef } from 'preact/hooks';
import { Component } from 'preact';
import type { PieceView, Topology } from '@trigon/engine';
import type { GameSkin } from '../pieces/index.js';
import { ArrowHeads, ArrowLayer, type Arrow } from './arrows.js';
import { boardGeometry, type ScreenCell } from './geometry.js';
import {
  CellLayer,
  CheckGlow,
  DestinationLayer,
  DraggedPiece,
  FocusRing,
  HighlightLayer,
  LabelLayer,
  PieceLayer,
} from './layers.js';
import { useKeyboard } from './useKeyboard.js';
import { usePointerInput } from './usePointerInput.js';
import { useSelection } from './useSelection.js';

export type { Arrow } from './arrows.js';
export { defaultShade } from './layers.js';

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
  /**
   * Moves are premoves now (another seat is to move): the targets are any cells, so no
   * legal-move marks are drawn.
   */
  readonly premoving?: boolean;
  /** A premove queued, shown on its two cells. */
  readonly premove?: { readonly from: number; readonly to: number };
  /** A right-click on the board or Escape: drop the queued premove (and the selection). */
  readonly onCancelPremove?: () => void;
  /** A click on any cell, when the board is not moving pieces (the rules page). */
  readonly onCell?: (cell: number) => void;
  /** Words for a piece: 'White Knight'. */
  readonly describePiece: (piece: PieceView) => string;
  readonly label: string;
}

/**
 * The board of any game, drawn from its topology: the drawing is in layers.tsx, moving by
 * pointer in usePointerInput.ts, by keyboard in useKeyboard.ts, the engine's arrows in
 * arrows.tsx and the pieces' slides in pieceMotion.tsx.
 *
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

const EMPTY_TARGETS: ReadonlyMap<number, ReadonlySet<number>> = new Map();

function BoardView(props: BoardProps) {
  const { topology, skin, contents } = props;
  const geometry = boardGeometry(topology, props.angle);
  const cells = geometry.cells;
  const targets = props.targets ?? EMPTY_TARGETS;
  const svgRef = useRef<SVGSVGElement>(null);
  const context = useMemo(
    () => ({ bottomSeat: props.bottomSeat, seats: props.seats }),
    [props.bottomSeat, props.seats],
  );
  const selection = useSelection(targets, props.onMove, props.onCell);
  const cancel = props.onCancelPremove;
  const keyboard = useKeyboard(svgRef, cells, targets, selection, cancel);
  const pointer = usePointerInput({
    svgRef,
    cells,
    targets,
    contents,
    selection,
    keyboard,
    onMove: props.onMove,
  });

  const { selected } = selection;
  const { drag } = pointer;
  const destinations = selected >= 0 && !props.premoving ? targets.get(selected) : undefined;
  const premove = props.premove;
  const check = new Set(props.check ?? []);
  const triangles = topology.shape === 'triangles';
  const [vx, vy, vw, vh] = geometry.viewBox;

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
    if (check.has(c.cell)) extra.push('in check');
    if (props.lastMove && (props.lastMove.from === c.cell || props.lastMove.to === c.cell)) {
      extra.push('last move');
    }
    if (props.marks?.has(c.cell)) extra.push('reached');
    if (premove?.from === c.cell) extra.push('premove from here');
    if (premove?.to === c.cell) extra.push('premove to here');
    return [`${c.name}: ${what}`, ...extra].join(', ');
  };

  return (
    <svg
      ref={svgRef}
      class={`board ${drag?.moving ? 'dragging' : ''}`}
      viewBox={`${vx} ${vy} ${vw} ${vh}`}
      role="group"
      aria-label={props.label}
      {...pointer.handlers}
      {...keyboard.handlers}
      onContextMenu={
        cancel &&
        ((event: MouseEvent) => {
          event.preventDefault();
          selection.setSelected(-1);
          cancel();
        })
      }
    >
      <defs>
        <CheckGlow />
        <ArrowHeads />
      </defs>
      <CellLayer
        topology={topology}
        skin={skin}
        cells={cells}
        tabCell={keyboard.tabCell}
        selected={selected}
        label={cellLabel}
        onFocus={keyboard.focusCell}
      />
      {skin.decorations && (
        <g class="decorations" pointer-events="none">
          {skin.decorations(geometry)}
        </g>
      )}
      <HighlightLayer
        cells={cells}
        triangles={triangles}
        lastMove={props.lastMove}
        markOrigin={props.marks ? props.markOrigin : undefined}
        selected={selected}
        premove={premove}
        hover={
          pointer.hoverCell >= 0 && destinations?.has(pointer.hoverCell) ? pointer.hoverCell : -1
        }
        check={check}
      />
      <LabelLayer geometry={geometry} />
      <PieceLayer
        geometry={geometry}
        skin={skin}
        context={context}
        contents={contents}
        drag={drag}
        returning={pointer.returning}
        arrivals={props.arrivals}
      />
      <DestinationLayer
        cells={cells}
        triangles={triangles}
        contents={contents}
        destinations={destinations}
        marks={props.marks}
      />
      <ArrowLayer arrows={props.arrows} cells={cells} triangles={triangles} />
      {keyboard.showRing && <FocusRing cell={cells[keyboard.tabCell]} triangles={triangles} />}
      {drag?.moving && contents[drag.from]?.length ? (
        <DraggedPiece
          drag={drag}
          stack={contents[drag.from]}
          skin={skin}
          context={context}
          pieceSize={geometry.pieceSize}
        />
      ) : null}
    </svg>
  );
}
