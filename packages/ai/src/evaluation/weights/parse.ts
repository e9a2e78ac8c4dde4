/**
 * Reading a set of evaluation weights from JSON (a tuning's output, a match's `weights=`
 * file) against the shape of the evaluation's own weights: the same fields, nested objects of
 * the same fields, arrays of the same length, every number an integer of sane size. One
 * checker for every game, so a new evaluation's weights are loadable by declaring them.
 */

/** Weights beyond this size (in hundredths of a pawn or move) are taken for a mistake. */
const LIMIT = 100_000;

type Shape = number | readonly number[] | { readonly [key: string]: Shape };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function integer(where: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > LIMIT)
    throw new Error(
      `${where} must be an integer from -${LIMIT} to ${LIMIT}, not ${JSON.stringify(value)}`,
    );
  return value;
}

function read(label: string, path: string, shape: Shape, data: unknown): Shape {
  const where = path === '' ? label : `${label}: ${path}`;
  if (typeof shape === 'number') return integer(where, data);
  if (Array.isArray(shape)) {
    if (!Array.isArray(data) || data.length !== shape.length)
      throw new Error(`${where} must be an array of ${shape.length} integers`);
    return data.map((v: unknown, i) => integer(`${where}[${i}]`, v));
  }
  if (!isRecord(data))
    throw new Error(`${where} ${path === '' ? 'expected' : 'must be'} an object`);
  const fields = shape as { readonly [key: string]: Shape };
  for (const key of Object.keys(data))
    if (!Object.hasOwn(fields, key))
      throw new Error(`${label}: unknown field '${path === '' ? key : `${path}.${key}`}'`);
  const out: Record<string, Shape> = {};
  for (const key of Object.keys(fields)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (!Object.hasOwn(data, key)) throw new Error(`${label}: missing field '${at}'`);
    out[key] = read(label, at, fields[key], data[key]);
  }
  return out;
}

/**
 * Reads `data` as weights of the same shape as `shape` (an evaluation's default weights);
 * throws an Error, its message starting with `label`, naming the first field that is
 * unknown, missing or wrong.
 */
export function parseWeights<W extends object>(label: string, shape: W, data: unknown): W {
  return read(label, '', shape as unknown as Shape, data) as unknown as W;
}
