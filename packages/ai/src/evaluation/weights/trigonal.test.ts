import { describe, expect, it } from 'vitest';
import { parseTrigonalWeights, TRIGONAL_WEIGHTS } from './trigonal.js';

describe('parseTrigonalWeights', () => {
  it('reads back the weights as JSON gives them', () => {
    const data: unknown = JSON.parse(JSON.stringify(TRIGONAL_WEIGHTS));
    expect(parseTrigonalWeights(data)).toEqual(TRIGONAL_WEIGHTS);
  });

  it('names the field that is wrong', () => {
    const good = JSON.parse(JSON.stringify(TRIGONAL_WEIGHTS)) as Record<string, unknown>;
    expect(() => parseTrigonalWeights([])).toThrow('expected an object');
    expect(() => parseTrigonalWeights({ ...good, tempo: 'ten' })).toThrow(
      'trigonal weights: tempo must be an integer',
    );
    expect(() => parseTrigonalWeights({ ...good, centre: 1.5 })).toThrow(
      'centre must be an integer',
    );
    expect(() => parseTrigonalWeights({ ...good, mobility: [1, 2] })).toThrow(
      'mobility must be an array of 7 integers',
    );
    expect(() => parseTrigonalWeights({ ...good, values: { pawn: 100 } })).toThrow(
      "trigonal weights: missing field 'values.knight'",
    );
    expect(() => parseTrigonalWeights({ ...good, extra: 1 })).toThrow("unknown field 'extra'");
  });
});
