import { seededRandom } from '@trigon/ai';
import { games, unwrap } from '@trigon/engine';
import { describe, expect, it } from 'vitest';
import { noGameEndInOne } from './selfplay.js';

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
