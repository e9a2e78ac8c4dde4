import { evaluationWithWeights, unusedEntriesOf, weightsOf } from '@trigon/ai';
import type { Position } from '@trigon/engine';
import type { Parameter } from './texel.js';
import type { Tunable } from './tunables.js';

/** Tables of up to this many entries are tuned entry by entry; longer ones as a whole, scaled. */
const SHORT_TABLE = 8;

/** How one parameter of the vector is written back into a copy of the weights. */
interface Slot {
  readonly path: readonly string[];
  /** The table entry this parameter is, or 'scale' for a table scaled as a whole, or none. */
  readonly index?: number | 'scale';
  readonly base?: readonly number[];
}

export interface WeightsTunableOptions {
  /** Paths (like `values.pawn`) that stay as they are: the unit the others are measured in. */
  readonly fixed?: readonly string[];
  /** Which positions the tuner labels (the selfplay default when left out). */
  readonly quiet?: (position: Position) => boolean;
  /** Or label the positions whose evaluation is this near the search's score. */
  readonly agreement?: number;
}

function numberParameter(name: string, value: number): Parameter {
  return {
    name,
    initial: value,
    step: Math.max(1, Math.round(Math.abs(value) / 4)),
    min: Math.min(0, value * 4),
    max: Math.max(40, value * 4),
  };
}

/**
 * A game's evaluation as a tunable vector, read from the shape of its own weights (the AI
 * package's `weightsOf`): every number is a parameter (from 0 to four times its value, at
 * least 40), a short table entry by entry (the entries the evaluation never reads, which
 * it names in `unusedEntriesOf`, stay as they are; an entry that is 0 is tuned like any
 * other), a long table as a percentage of itself (0–400, its shape kept). So a game gains a tuner by having weights, without a hand-written list.
 */
export function tunableFromWeights(game: string, options: WeightsTunableOptions = {}): Tunable {
  const defaults = weightsOf(game);
  const unused = unusedEntriesOf(game);
  const fixed = new Set(options.fixed ?? []);
  const parameters: Parameter[] = [];
  const slots: Slot[] = [];
  const walk = (value: unknown, path: string[]): void => {
    const name = path.join('.');
    if (fixed.has(name)) return;
    if (typeof value === 'number') {
      parameters.push(numberParameter(name, value));
      slots.push({ path });
    } else if (Array.isArray(value)) {
      const table = value as number[];
      if (table.length <= SHORT_TABLE)
        table.forEach((v, i) => {
          if (unused[name]?.includes(i) === true) return;
          parameters.push(numberParameter(`${name}[${i}]`, v));
          slots.push({ path, index: i });
        });
      else {
        parameters.push({ name: `${name}%`, initial: 100, step: 20, min: 0, max: 400 });
        slots.push({ path, index: 'scale', base: table });
      }
    } else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(defaults, []);

  const weights = (vector: readonly number[]): unknown => {
    const out = structuredClone(defaults) as Record<string, unknown>;
    slots.forEach((slot, i) => {
      let holder = out;
      for (const key of slot.path.slice(0, -1)) holder = holder[key] as Record<string, unknown>;
      const last = slot.path[slot.path.length - 1];
      if (slot.index === undefined) holder[last] = vector[i];
      else if (slot.index === 'scale')
        holder[last] = (slot.base ?? []).map((v) => Math.round((v * vector[i]) / 100));
      else (holder[last] as number[])[slot.index] = vector[i];
    });
    return out;
  };
  return {
    game,
    parameters,
    weights,
    evaluation: (vector) => evaluationWithWeights(game, weights(vector)),
    ...(options.quiet === undefined ? {} : { quiet: options.quiet }),
    ...(options.agreement === undefined ? {} : { agreement: options.agreement }),
  };
}
