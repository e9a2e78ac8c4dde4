/** Timing helpers: medians of repeated runs and a depth that makes a run last long enough. */

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface Timed {
  /** What the run counted (perft nodes). */
  readonly nodes: number;
  readonly ms: number;
}

export function time(run: () => number): Timed {
  const started = performance.now();
  const nodes = run();
  return { nodes, ms: performance.now() - started };
}

/** Runs `runs` times; the median time, and the count (the same every run). */
export function timeMedian(run: () => number, runs: number): Timed {
  const times: Timed[] = [];
  for (let i = 0; i < runs; i++) times.push(time(run));
  return { nodes: times[0].nodes, ms: median(times.map((t) => t.ms)) };
}

export interface DepthTarget {
  /** A run at the chosen depth should take at least this long… */
  readonly minMs: number;
  /** …and the next depth is not tried when it would take more than this. */
  readonly maxMs: number;
  readonly maxDepth: number;
}

export const DEFAULT_TARGET: DepthTarget = { minMs: 300, maxMs: 2500, maxDepth: 12 };

/**
 * The depth for a benchmark: deepen while a run is shorter than `minMs`, unless the next
 * depth, estimated from the last one's time and the growth of the count, would run longer
 * than `maxMs` (perft grows by the branching factor, so one step can jump from 0.1 s to 5 s).
 */
export function chooseDepth(
  measure: (depth: number) => Timed,
  target: DepthTarget = DEFAULT_TARGET,
): number {
  let depth = 1;
  let last = measure(depth);
  let growth = last.nodes;
  while (last.ms < target.minMs && depth < target.maxDepth && last.nodes > 0) {
    if (last.ms * Math.max(growth, 1) > target.maxMs) break;
    const next = measure(depth + 1);
    growth = next.nodes / last.nodes;
    depth++;
    last = next;
  }
  return depth;
}
