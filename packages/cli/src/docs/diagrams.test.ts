import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games } from '@trigon/engine';
import { allDiagrams, centralCell, gameDiagrams } from './diagrams.js';

const folder = fileURLToPath(new URL('../../../../docs/rules/diagrams/', import.meta.url));
const STALE = 'docs/rules/diagrams/ differs from what the engine draws: run `npm run diagrams`';

describe('rules diagrams', () => {
  const diagrams = allDiagrams(games.list());

  it('the committed pictures are exactly what the engine draws now', () => {
    const committed = readdirSync(folder)
      .filter((f) => f.endsWith('.svg'))
      .sort();
    expect(committed, STALE).toEqual(diagrams.map((d) => d.file).sort());
    for (const { file, svg } of diagrams) {
      expect(readFileSync(folder + file, 'utf8'), `${file}: ${STALE}`).toBe(svg);
    }
  });

  it('draws a board and one picture per kind of piece for every game', () => {
    for (const game of games.list()) {
      const files = gameDiagrams(game).map((d) => d.file);
      expect(files).toHaveLength(1 + game.pieces.length);
      expect(files[0]).toBe(`${game.id}-board.svg`);
      expect(new Set(files).size).toBe(files.length);
      for (const file of files) expect(existsSync(folder + file), file).toBe(true);
    }
  });

  it('is the same on every run (no float noise in the numbers)', () => {
    expect(allDiagrams(games.list())).toEqual(diagrams);
    for (const { file, svg } of diagrams) {
      expect(svg, file).not.toMatch(/\d\.\d{3,}|-0[ ,"]|NaN|Infinity/);
    }
  });

  it('names every cell on the board picture and marks exactly the cells the piece reaches', () => {
    const trigonal = games.get('trigonal');
    if (!trigonal.ok) throw new Error(trigonal.error);
    const game = trigonal.value;
    const [board, ...pieces] = gameDiagrams(game);
    for (const name of game.topology.names) expect(board.svg).toContain(`>${name}</text>`);
    const origin = centralCell(game.topology);
    const rook = pieces[game.pieces.findIndex((p) => p.letter === 'R')];
    const reach = game.reach('R', 0, origin);
    // Each target is drawn as one disc, its name in bold on top of it.
    expect(rook.svg.match(/<circle /g)).toHaveLength(reach.length + 1);
    for (const cell of reach) {
      expect(rook.svg).toContain(`font-weight="bold">${game.topology.name(cell)}</text>`);
    }
  });
});
