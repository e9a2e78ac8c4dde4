import { writeFileSync } from 'node:fs';
import { games, type Position } from '@trigon/engine';
import {
  integer,
  readToolArgs,
  toolArgs,
  UsageError,
  writableFile,
  type ToolIo,
} from '../tool-args.js';
import { selfPlay } from './selfplay.js';
import { coordinateDescent, fitK, meanSquaredError, type Parameter } from './texel.js';
import { tunables, type Tunable } from './tunables.js';

export const TUNE_USAGE = `usage: npm run tune -- <game> [--games N] [--nodes N] [--seed S] [--passes P] [--only NAMES] [--label quiet|pv-leaf] [--regularise R] [--out FILE]

Plays N self-play games (default 100) at a fixed budget of nodes a move (default 2000) from
random openings (seed S, default 1), labels every quiet position with the game's result for
the side to move, and fits the evaluation's weights by Texel's method (first K of
sigmoid(K * eval), then coordinate descent over the weights, at most P passes, default 6);
--only NAMES (comma-separated names or prefixes, e.g. mobility,centre) tunes those alone.
--label pv-leaf labels instead, for each move, the position at the end of the search's
principal variation (where the search stood on the static value). --regularise R (a decimal,
default 0) adds R times the sum of each weight's squared change relative to its value
(or to 1 for a weight of 0) to the error, so that a weight moves only for a clear gain.
Prints the error before and after and the weights found; --out FILE writes them as JSON (the
file 'trigon match' loads with --a level=N,weights=FILE). Games: ${Object.keys(tunables).join(', ')}.
`;

interface TuneArgs {
  readonly tunable: Tunable;
  readonly games: number;
  readonly nodes: number;
  readonly seed: number;
  readonly passes: number;
  /** The indices of the parameters to tune (all by default). */
  readonly only: readonly number[];
  readonly pvLeaf: boolean;
  readonly regularise: number;
  readonly out?: string;
}

/** `--only` names a parameter by its name or a prefix ending before a dot or a bracket. */
function isNamedBy(name: string, given: string): boolean {
  return name === given || name.startsWith(`${given}.`) || name.startsWith(`${given}[`);
}

/** Reads the tool's arguments; throws a UsageError with a clear message on a bad one. */
export function parseTuneArgs(args: readonly string[]): TuneArgs {
  const { game, values } = toolArgs(
    args,
    ['games', 'nodes', 'seed', 'passes', 'only', 'label', 'regularise', 'out'],
    'name a game to tune',
  );
  const id = game.id;
  const tunable = tunables[id];
  if (tunable === undefined)
    throw new UsageError(
      `'${id}' has no tunable weights (games that have: ${Object.keys(tunables).join(', ')})`,
    );
  const all = tunable.parameters.map((_, i) => i);
  let only = all;
  if (values.only !== undefined) {
    const names = values.only.split(',');
    for (const n of names)
      if (!tunable.parameters.some((p) => isNamedBy(p.name, n)))
        throw new UsageError(
          `--only: '${n}' names no parameter of ${id} (${tunable.parameters.map((p) => p.name).join(', ')})`,
        );
    only = all.filter((i) => {
      const name = tunable.parameters[i].name;
      return names.some((n) => isNamedBy(name, n));
    });
  }
  if (values.out !== undefined) writableFile('--out', values.out);
  if (values.label !== undefined && values.label !== 'quiet' && values.label !== 'pv-leaf')
    throw new UsageError(`--label must be quiet or pv-leaf, not '${values.label}'`);
  const regularise = values.regularise ?? '0';
  if (!/^\d+(\.\d+)?(e-?\d+)?$/.test(regularise))
    throw new UsageError(`--regularise must be a number of 0 or more, not '${regularise}'`);
  return {
    tunable,
    only,
    pvLeaf: values.label === 'pv-leaf',
    regularise: Number(regularise),
    games: integer('--games', values.games, 100, 1, 100_000),
    nodes: integer('--nodes', values.nodes, 2000, 1, 10_000_000),
    seed: integer('--seed', values.seed, 1, 0, 2 ** 31 - 1),
    passes: integer('--passes', values.passes, 6, 1, 100),
    ...(values.out === undefined ? {} : { out: values.out }),
  };
}

/**
 * The sum over the parameters of their squared change relative to their first value (or to 1
 * for a first value of 0): the regularisation term, which asks a weight that moves far to pay
 * for it in the error.
 */
export function relativeChange(
  parameters: readonly Parameter[],
  vector: readonly number[],
): number {
  let sum = 0;
  parameters.forEach((p, i) => {
    const d = (vector[i] - p.initial) / Math.max(1, Math.abs(p.initial));
    sum += d * d;
  });
  return sum;
}

/** `npm run tune`: returns the exit code (2 for bad arguments). */
export function runTune(args: readonly string[], io: ToolIo): number {
  const read = readToolArgs('tune', TUNE_USAGE, io, args, () => parseTuneArgs(args));
  if ('exit' in read) return read.exit;
  const settings = read.args;
  const { tunable } = settings;
  const got = games.get(tunable.game);
  if (!got.ok) throw new Error(got.error);
  const game = got.value;
  const started = performance.now();
  const labelled = selfPlay(game, {
    games: settings.games,
    nodes: settings.nodes,
    seed: settings.seed,
    ...(tunable.quiet === undefined ? {} : { quiet: tunable.quiet }),
    ...(tunable.agreement === undefined || settings.pvLeaf ? {} : { agreement: tunable.agreement }),
    pvLeaf: settings.pvLeaf,
    onGame: (i, result, plies, labelled) =>
      io.err(
        `game ${i + 1}/${settings.games}: ${result}, ${plies} plies, ${labelled} positions labelled\n`,
      ),
  });
  const positions: Position[] = [];
  const labels = new Float64Array(labelled.length);
  labelled.forEach((l, i) => {
    const parsed = game.parse(l.text);
    if (!parsed.ok) throw new Error(`position text did not read back: ${l.text}`);
    positions.push(parsed.value);
    labels[i] = l.label;
  });
  const scores = new Float64Array(positions.length);
  const scoreAll = (vector: readonly number[]): Float64Array => {
    const evaluation = tunable.evaluation(vector);
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i];
      scores[i] = evaluation.evaluate(p, p.turn);
    }
    return scores;
  };
  const initial = tunable.parameters.map((p) => p.initial);
  const k = fitK(scoreAll(initial), labels);
  io.out(
    `${tunable.game}: ${settings.games} games at ${settings.nodes} nodes a move (seed ${settings.seed}), ${positions.length} ${settings.pvLeaf ? 'principal-variation leaves' : 'quiet positions'}, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
  io.out(`K = ${k.toPrecision(4)}\n`);
  // The parameters not tuned keep their values.
  const full = (part: readonly number[]): number[] => {
    const vector = [...initial];
    settings.only.forEach((index, j) => (vector[index] = part[j]));
    return vector;
  };
  const tuned = settings.only.map((i) => tunable.parameters[i]);
  const fitted = coordinateDescent(
    tuned,
    (part) =>
      meanSquaredError(k, scoreAll(full(part)), labels) +
      settings.regularise * relativeChange(tuned, part),
    {
      passes: settings.passes,
      onPass: (pass, error) => io.err(`pass ${pass}: error ${error.toFixed(6)}\n`),
    },
  );
  const result = { ...fitted, vector: full(fitted.vector) };
  // The error reported is the fit's alone, without the regularisation term.
  const errorAfter = meanSquaredError(k, scoreAll(result.vector), labels);
  io.out(
    `error before ${result.errorBefore.toFixed(6)}, after ${errorAfter.toFixed(6)} (${result.passes} passes)\n`,
  );
  io.out('parameter            before  after\n');
  tunable.parameters.forEach((p, i) =>
    io.out(
      `${p.name.padEnd(20)} ${String(p.initial).padStart(6)} ${String(result.vector[i]).padStart(6)}\n`,
    ),
  );
  const json = `${JSON.stringify(tunable.weights(result.vector), null, 2)}\n`;
  if (settings.out !== undefined) {
    writeFileSync(settings.out, json);
    io.out(`weights written to ${settings.out}\n`);
  } else io.out(json);
  return 0;
}
