import type { ScreenCell } from './geometry.js';

export interface Arrow {
  readonly from: number;
  readonly to: number;
  /** 'best' for the engine's move, 'next' for the reply it expects. */
  readonly kind?: 'best' | 'next';
}

const COLOURS = { best: '#15781b', next: '#003088' } as const;

/** The arrow heads, one marker per kind of arrow, for the board's `<defs>`. */
export function ArrowHeads() {
  return (
    <>
      {(['best', 'next'] as const).map((kind) => (
        <marker
          key={kind}
          id={`arrow-head-${kind}`}
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="2.6"
          markerHeight="2.6"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 Z" fill={COLOURS[kind]} />
        </marker>
      ))}
    </>
  );
}

/** The engine's arrows over the board, from cell centre to cell centre. */
export function ArrowLayer(props: {
  arrows: readonly Arrow[] | undefined;
  cells: readonly ScreenCell[];
  triangles: boolean;
}) {
  return (
    <g class="arrows" pointer-events="none">
      {props.arrows?.map((a, i) => (
        <ArrowLine key={`a${i}`} arrow={a} cells={props.cells} triangles={props.triangles} />
      ))}
    </g>
  );
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
      stroke={COLOURS[kind]}
      stroke-opacity={kind === 'best' ? 0.8 : 0.55}
      stroke-width={width}
      stroke-linecap="round"
      marker-end={`url(#arrow-head-${kind})`}
    />
  );
}
