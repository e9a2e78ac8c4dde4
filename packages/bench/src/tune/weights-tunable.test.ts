import { weightsOf } from '@trigon/ai';
import { describe, expect, it } from 'vitest';
import { tunableFromWeights } from './weights-tunable.js';

describe('tunableFromWeights', () => {
  it("makes a parameter of every weight but the fixed ones and the tables' zeros", () => {
    const tunable = tunableFromWeights('sankaku', { fixed: ['values.soldier'] });
    const names = tunable.parameters.map((p) => p.name);
    expect(names).toEqual([
      'values.cavalry',
      'values.general',
      'values.chariot',
      'mobility[2]',
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
    expect(chariot).toEqual({ name: 'values.chariot', initial: 500, step: 125, min: 0, max: 2000 });
    // Today's vector gives back today's weights.
    const initial = tunable.parameters.map((p) => p.initial);
    expect(tunable.weights(initial)).toEqual(weightsOf('sankaku'));
    const changed = [...initial];
    changed[names.indexOf('mobility[4]')] = 9;
    changed[names.indexOf('tempo')] = 0;
    expect(tunable.weights(changed)).toMatchObject({ mobility: [0, 0, 3, 0, 9, 3], tempo: 0 });
    expect(weightsOf('sankaku')).toMatchObject({ mobility: [0, 0, 3, 0, 2, 3], tempo: 9 });
    expect(tunable.evaluation(changed).game).toBe('sankaku');
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
