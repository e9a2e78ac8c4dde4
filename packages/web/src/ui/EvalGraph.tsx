import type { GameDefinition } from '@trigon/engine';
import { areaPath, graphPoints, linePath, plyBand } from '../analysis/graph.js';
import type { GameGraph } from './useGameGraph.js';

const WIDTH = 600;
const HEIGHT = 180;

/**
 * The evaluation graph over the game: a point per move (the position after it), the current
 * move marked, a click on a move's band going to it. Two playing seats (`playing`, beside a
 * neutral army in a game of three played by two): the first one's share as an area, as the bar
 * shows it; more: a line per seat in its colour.
 */
export function EvalGraph(props: {
  game: GameDefinition;
  playing: readonly number[];
  colours: readonly string[];
  graph: GameGraph;
  /** The move shown on the board (0: the start). */
  ply: number;
  onSelect: (ply: number) => void;
}) {
  const { game, graph, ply, playing } = props;
  const plies = graph.after.length;
  if (plies === 0) {
    return (
      <p class="eval-graph-empty" data-testid="eval-graph-empty">
        The evaluation graph starts with the first move.
      </p>
    );
  }
  const shares = graph.after.map((j) => j?.shares);
  const two = playing.length === 2;
  // Two seats share one boundary: the first one's line says all.
  const lines = two ? [playing[0]] : game.players.map((_, seat) => seat);
  const even = HEIGHT * (1 - 1 / playing.length);
  const current = ply >= 1 && ply <= plies ? plyBand(ply, plies, WIDTH) : undefined;
  return (
    <div class="eval-graph">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="group"
        aria-label="Evaluation graph"
        data-testid="eval-graph"
      >
        <rect
          class="graph-ground"
          width={WIDTH}
          height={HEIGHT}
          style={two ? { fill: props.colours[playing[1]] } : undefined}
        />
        {two && (
          <path
            class="graph-area"
            style={{ fill: props.colours[playing[0]] }}
            d={areaPath(graphPoints(shares, playing[0], WIDTH, HEIGHT), plies, WIDTH, HEIGHT)}
          />
        )}
        {/* An even game: every seat's equal share. */}
        <line class="graph-middle" x1={0} x2={WIDTH} y1={even} y2={even} />
        {current && (
          <line
            class="graph-current"
            data-testid="graph-current"
            data-ply={ply}
            x1={current.x + current.width / 2}
            x2={current.x + current.width / 2}
            y1={0}
            y2={HEIGHT}
          />
        )}
        {lines.map((seat) => {
          const points = graphPoints(shares, seat, WIDTH, HEIGHT);
          const colour = two ? undefined : props.colours[seat];
          return (
            <g key={seat} class="graph-line" data-seat={seat}>
              <path d={linePath(points)} style={colour ? { stroke: colour } : undefined} />
              {points.map((p) => (
                <circle
                  key={p.ply}
                  class={`graph-point${p.ply === ply ? ' current' : ''}`}
                  data-ply={p.ply}
                  cx={p.x}
                  cy={p.y}
                  r={p.ply === ply ? 4.5 : 2.5}
                  style={colour ? { fill: colour } : undefined}
                />
              ))}
            </g>
          );
        })}
        {graph.after.map((judgement, i) => {
          const band = plyBand(i + 1, plies, WIDTH);
          return (
            <rect
              key={i}
              class="graph-band"
              data-ply={i + 1}
              x={band.x}
              width={band.width}
              height={HEIGHT}
              role="button"
              aria-label={`Go to move ${i + 1}${judgement ? `: ${judgement.text}` : ''}`}
              onClick={() => props.onSelect(i + 1)}
            >
              <title>{`Move ${i + 1}${judgement ? `: ${judgement.text}` : ''}`}</title>
            </rect>
          );
        })}
      </svg>
      {graph.error ? (
        <p class="error">The engine stopped: {graph.error}</p>
      ) : (
        graph.done < plies && (
          <p class="graph-progress" data-testid="graph-progress">
            <progress max={plies} value={graph.done} /> Analysing the game: {graph.done} of {plies}{' '}
            moves
          </p>
        )
      )}
    </div>
  );
}
