import { describe, expect, it } from 'vitest';
import { games, unwrap, type Position } from '@trigon/engine';
import { seededRandom } from '../../random.js';
import { evaluationWithWeights, unusedEntriesOf, WEIGHTED_GAMES, weightsOf } from './index.js';

/** Positions of the game from 0 to 119 random plies from the start, one per seed. */
function randomPositions(game: string, count: number): Position[] {
  const out: Position[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const random = seededRandom(seed);
    const position = unwrap(games.get(game)).create();
    for (let ply = 0; ply < seed % 120 && position.outcome() === undefined; ply++) {
      const moves = position.legalMoves();
      position.play(moves[Math.floor(random() * moves.length)]);
    }
    out.push(position);
  }
  return out;
}

/** How many of the positions the game's evaluation values otherwise with `table[index]` raised by 50. */
function changedBy(
  game: string,
  positions: readonly Position[],
  table: string,
  index: number,
): number {
  const own = evaluationWithWeights(game, weightsOf(game));
  const weights = structuredClone(weightsOf(game)) as Record<string, number[]>;
  weights[table][index] += 50;
  const raised = evaluationWithWeights(game, weights);
  return positions.filter((p) => raised.evaluate(p, p.turn) !== own.evaluate(p, p.turn)).length;
}

/** The weights as a JSON file gives them back. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('evaluationWithWeights', () => {
  it('loads every game its own weights back from JSON', () => {
    expect([...WEIGHTED_GAMES].sort()).toEqual([
      'sankaku',
      'tri-chess',
      'triangular-chess',
      'triangulate',
      'triangulation',
      'trigonal',
    ]);
    for (const game of WEIGHTED_GAMES)
      expect(evaluationWithWeights(game, asJson(weightsOf(game))).game).toBe(game);
  });

  it('names the field that is wrong, by game', () => {
    const sankaku = asJson(weightsOf('sankaku')) as Record<string, unknown>;
    expect(() => evaluationWithWeights('sankaku', [])).toThrow(
      'sankaku weights expected an object',
    );
    expect(() => evaluationWithWeights('sankaku', { ...sankaku, pawnSteps: [] })).toThrow(
      "sankaku weights: unknown field 'pawnSteps'",
    );
    expect(() =>
      evaluationWithWeights('sankaku', { ...sankaku, values: { soldier: 100 } }),
    ).toThrow("sankaku weights: missing field 'values.cavalry'");
    expect(() => evaluationWithWeights('sankaku', { ...sankaku, mobility: [1] })).toThrow(
      'sankaku weights: mobility must be an array of 6 integers',
    );
    const triangulate = asJson(weightsOf('triangulate')) as Record<string, unknown>;
    expect(() => evaluationWithWeights('triangulate', { ...triangulate, tempo: 0.5 })).toThrow(
      'triangulate weights: tempo must be an integer',
    );
  });

  it('refuses a game it does not know', () => {
    expect(() => evaluationWithWeights('chess', {})).toThrow(
      "the evaluation of 'chess' has no weights to load",
    );
  });
});

describe('unusedEntriesOf', () => {
  it('names only entries the evaluation never reads, of tables it does read', () => {
    expect(unusedEntriesOf('sankaku')).toEqual({ mobility: [0, 1] });
    expect(unusedEntriesOf('triangulate')).toEqual({});
    for (const game of WEIGHTED_GAMES) {
      const positions = randomPositions(game, 300);
      const weights = weightsOf(game) as Record<string, unknown>;
      for (const [table, indices] of Object.entries(unusedEntriesOf(game))) {
        const length = (weights[table] as number[]).length;
        for (const index of indices) {
          expect(index, `${game} ${table}[${index}]`).toBeLessThan(length);
          expect(changedBy(game, positions, table, index), `${game} ${table}[${index}]`).toBe(0);
        }
        // The positions do reach the table: an entry not named changes some of them.
        const read = [...Array(length).keys()].filter((i) => !indices.includes(i));
        const changed = read.map((i) => changedBy(game, positions, table, i));
        expect(Math.max(...changed), `${game} ${table}`).toBeGreaterThan(0);
      }
    }
  });
});
