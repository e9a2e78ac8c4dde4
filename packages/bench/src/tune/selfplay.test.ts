import { AiPlayer, evaluationFor, seededRandom } from '@trigon/ai';
import { games, unwrap } from '@trigon/engine';
import { describe, expect, it } from 'vitest';
import { PV_LEAF_AGREEMENT, noGameEndInOne, pvLeaf } from './selfplay.js';

describe('noGameEndInOne', () => {
  it('is false exactly where a legal move ends the game, and leaves the position as it was', () => {
    const game = unwrap(games.get('triangulate'));
    const random = seededRandom(7);
    let before = 0;
    let found = 0;
    for (let g = 0; g < 20; g++) {
      const position = game.create();
      while (position.outcome() === undefined) {
        const text = position.toText();
        const quiet = noGameEndInOne(position);
        expect(position.toText()).toBe(text);
        const legal = position.legalMoves();
        const ends = legal.some((m) => {
          position.play(m);
          const over = position.outcome() !== undefined;
          position.undo();
          return over;
        });
        expect(quiet).toBe(!ends);
        if (ends) found++;
        else before++;
        position.play(legal[Math.floor(random() * legal.length)]);
      }
    }
    // Both kinds of position occur, so the test can tell them apart.
    expect(found).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
  });
});

describe('pvLeaf', () => {
  const game = unwrap(games.get('trigonal'));
  const evaluation = evaluationFor(game);

  it('is the end of the principal variation, valued as the search valued it', () => {
    const random = seededRandom(3);
    const engine = new AiPlayer(game, { level: 8 });
    const position = game.create();
    let leaves = 0;
    for (let ply = 0; ply < 40 && position.outcome() === undefined; ply++) {
      const text = position.toText();
      const result = engine.think(position, { nodes: 2000 });
      const leaf = pvLeaf(position, result.pv, result.score, evaluation);
      expect(position.toText()).toBe(text);
      const end = position.clone();
      for (const move of result.pv) end.play(move);
      if (leaf !== undefined) {
        leaves++;
        expect(leaf).toEqual({ text: end.toText(), seat: end.turn });
        expect(end.inCheck()).toBe(false);
        const value = evaluation.evaluate(end, position.turn);
        expect(Math.abs(value - result.score)).toBeLessThanOrEqual(PV_LEAF_AGREEMENT);
      }
      const legal = position.legalMoves();
      position.play(ply % 4 === 3 ? legal[Math.floor(random() * legal.length)] : result.move);
    }
    expect(leaves).toBeGreaterThan(20);
  });

  it('leaves out a leaf in check, a finished game and a leaf valued unlike the score', () => {
    // Lines of random moves from the start: the first to end in check, the first to end the
    // game, and one that does neither.
    const random = seededRandom(11);
    const start = game.create();
    let check: number[] | undefined;
    let over: number[] | undefined;
    let calm: number[] | undefined;
    for (let tries = 0; tries < 5000 && (check === undefined || over === undefined); tries++) {
      const position = game.create();
      const line: number[] = [];
      while (position.outcome() === undefined && line.length < 60) {
        const legal = position.legalMoves();
        const move = legal[Math.floor(random() * legal.length)];
        position.play(move);
        line.push(move);
        if (position.outcome() !== undefined) over ??= [...line];
        else if (position.inCheck()) check ??= [...line];
        else if (line.length === 6) calm ??= [...line];
      }
    }
    if (check === undefined || over === undefined || calm === undefined)
      throw new Error('no such lines');
    const valueAfter = (line: number[]) => {
      const position = game.create();
      for (const m of line) position.play(m);
      return evaluation.evaluate(position, start.turn);
    };
    expect(pvLeaf(start, calm, valueAfter(calm), evaluation)).toBeDefined();
    expect(
      pvLeaf(start, calm, valueAfter(calm) + PV_LEAF_AGREEMENT + 1, evaluation),
    ).toBeUndefined();
    expect(pvLeaf(start, check, valueAfter(check), evaluation)).toBeUndefined();
    expect(pvLeaf(start, over, valueAfter(over), evaluation)).toBeUndefined();
    expect(start.toText()).toBe(game.create().toText());
  });
});
