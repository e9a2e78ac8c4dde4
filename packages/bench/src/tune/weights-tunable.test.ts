import { weightsOf } from '@trigon/ai';
import { describe, expect, it } from 'vitest';
import { tunableFromWeights } from './weights-tunable.js';

describe('tunableFromWeights', () => {
  it('makes a parameter of every weight but the fixed ones and the entries never read', () => {
    const tunable = tunableFromWeights('sankaku', { fixed: ['values.soldier'] });
    const names = tunable.parameters.map((p) => p.name);
    expect(names).toEqual([
      'values.cavalry',
      'values.general',
      'values.chariot',
      'mobility[2]',
      'mobility[3]',
      'mobility[4]',
      'mobility[5]',
      'loose',
      'emperorGuard',
      'emperorNaked',
      'hanging',
      'promotionThreat',
      'tempo',
    ]);
    const chariot = tunable.parameters[2];
    // Cavalry's mobility is 0 and read, so it is tuned from 0 up.
    expect(tunable.parameters[names.indexOf('mobility[3]')]).toEqual({
      name: 'mobility[3]',
      initial: 0,
      step: 1,
      min: 0,
      max: 40,
    });
    expect(chariot).toEqual({ name: 'values.chariot', initial: 500, step: 125, min: 0, max: 2000 });
    // Today's vector gives back today's weights.
    const initial = tunable.parameters.map((p) => p.initial);
    expect(tunable.weights(initial)).toEqual(weightsOf('sankaku'));
    const changed = [...initial];
    changed[names.indexOf('mobility[3]')] = 5;
    changed[names.indexOf('mobility[4]')] = 9;
    changed[names.indexOf('tempo')] = 0;
    expect(tunable.weights(changed)).toMatchObject({ mobility: [0, 0, 3, 5, 9, 3], tempo: 0 });
    expect(weightsOf('sankaku')).toMatchObject({ mobility: [0, 0, 3, 0, 2, 3], tempo: 9 });
    expect(tunable.evaluation(changed).game).toBe('sankaku');
  });

  it("tunes a table's read entries whatever their value, and leaves out the others", () => {
    const names = tunableFromWeights('triangulation').parameters.map((p) => p.name);
    expect(names.filter((n) => /^(advance|tropism|rescue)\[/.test(n))).toEqual([
      'advance[2]',
      'advance[3]',
      'advance[4]',
      'advance[5]',
      'advance[6]',
      'advance[7]',
      'tropism[1]',
      'tropism[2]',
      'tropism[3]',
      'rescue[0]',
      'rescue[1]',
      'rescue[2]',
      'rescue[3]',
      'rescue[4]',
      'rescue[5]',
    ]);
  });

  it('scales a long table as a whole, keeping its shape', () => {
    const tunable = tunableFromWeights('triangulate');
    const index = tunable.parameters.findIndex((p) => p.name === 'supply%');
    expect(tunable.parameters[index]).toMatchObject({ initial: 100, min: 0, max: 400 });
    const vector = tunable.parameters.map((p) => p.initial);
    vector[index] = 50;
    const supply = (weightsOf('triangulate') as { supply: number[] }).supply;
    expect((tunable.weights(vector) as { supply: number[] }).supply).toEqual(
      supply.map((v) => Math.round(v / 2)),
    );
  });
});
