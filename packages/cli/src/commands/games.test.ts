import { describe, expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { bufferIo } from '../io.js';
import { run } from '../main.js';

describe('trigon games', () => {
  it('lists every game with its players and every option with values, default and description', async () => {
    const io = bufferIo();
    expect(await run(['games'], io)).toBe(0);
    const out = io.out();
    expect(out).toContain('trigonal: Trigonal Chess\n  players: White, Black\n');
    for (const game of games.list()) {
      expect(out).toContain(`${game.id}: ${game.title}\n`);
      expect(out).toContain(`  players: ${game.players.join(', ')}\n`);
      for (const option of game.options) {
        expect(out).toContain(
          `    ${option.name} = ${option.values.join(' | ')}  (default: ${option.default})\n`,
        );
        expect(out).toContain(`      ${option.description}\n`);
      }
    }
    expect(io.err()).toBe('');
  });

  it('takes no arguments', async () => {
    const io = bufferIo();
    expect(await run(['games', 'trigonal'], io)).toBe(2);
    expect(io.err()).toBe("trigon: unexpected argument 'trigonal' [usage]\n");
  });
});
