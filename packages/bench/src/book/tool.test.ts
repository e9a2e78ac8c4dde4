import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSearch, evaluationFor, multiPlayerSearchOf, parseBook } from '@trigon/ai';
import { games, playingSeats, unwrap } from '@trigon/engine';
import { buildBook, type BookSettings } from './build.js';
import { runBook } from './tool.js';

function book(...args: string[]) {
  let out = '';
  let err = '';
  const code = runBook(args, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const small: BookSettings = {
  games: 6,
  nodes: 300,
  plies: 4,
  margin: 25,
  verifyNodes: 3000,
  minGames: 2,
  maxPlies: 120,
  seed: 4,
};

describe('npm run book', () => {
  it('refuses bad arguments with a clear message and the usage', () => {
    const cases: [string[], string][] = [
      [[], 'book: name a game to build the book of'],
      [['chess'], "book: unknown game 'chess'"],
      [['trigonal', '--games', '0'], 'book: --games must be an integer from 1 to 100000, not'],
      [
        ['trigonal', '--margin', 'wide'],
        "book: --margin must be an integer from 1 to 1000, not 'wide'",
      ],
      [['trigonal', '--plies', '41'], "book: --plies must be an integer from 1 to 40, not '41'"],
      [['trigonal', '--speed', '3'], "book: Unknown option '--speed'"],
      [['trigonal', 'sankaku'], "book: one game only, not 'trigonal sankaku'"],
      [
        ['trigonal', '--games', '1', '--seed', '2', '--games', '2'],
        "book: --games is given 2 times ('1', '2')",
      ],
      [
        ['trigonal', '--out', '/nonexistent-folder/book.ts'],
        "book: --out: cannot write '/nonexistent-folder/book.ts': ",
      ],
    ];
    for (const [args, message] of cases) {
      const { code, out, err } = book(...args);
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(err).toContain(message);
      expect(err).toContain('usage: npm run book -- <game>');
    }
  });

  it('prints its usage for --help or -h, and nothing else', () => {
    for (const flag of ['--help', '-h']) {
      const { code, out, err } = book('trigonal', flag);
      expect(code).toBe(0);
      expect(out).toMatch(/^usage: npm run book -- <game>/);
      expect(err).toBe('');
    }
  });

  it('plays the games, writes the book as a module the AI reads, and says what it kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trigon-book-'));
    try {
      const file = join(dir, 'trigonal.ts');
      const args = ['--games', '6', '--nodes', '300', '--plies', '4', '--verify-nodes', '3000'];
      const { code, out, err } = book('trigonal', ...args, '--min-games', '2', '--out', file);
      expect(code).toBe(0);
      expect(err).toMatch(/^game 1\/6: (won by (White|Black)|draw) \(.+\), \d+ plies\n/);
      expect(out).toMatch(
        /^trigonal: 6 games at 300 nodes a move \(seed 1\), \d+ positions in the first 4 plies; \d+ reached by 2 games or more, \d+ of their \d+ moves within 25 of the best at 3000 nodes; \d+ s\nwritten to /,
      );
      const module = readFileSync(file, 'utf8');
      const text = /^export const BOOK = `([^`]*)`;$/m.exec(module)![1];
      expect(text.split('\n')[0]).toBe(
        '# npm run book -- trigonal --games 6 --nodes 300 --plies 4 --margin 25 --verify-nodes 3000 --min-games 2 --seed 1',
      );
      const read = parseBook('trigonal', text);
      expect(read.positions.size).toBeGreaterThan(0);
      const trigonal = unwrap(games.get('trigonal'));
      for (const [position, moves] of read.positions) {
        const at = unwrap(trigonal.parse(position));
        for (const m of moves) expect(at.parseMove(m.move).ok, m.move).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('buildBook', () => {
  it('keeps only played moves the verifying search scores within the margin, with its scores', () => {
    for (const id of ['trigonal', 'triangulation']) {
      const game = unwrap(games.get(id));
      const built = buildBook(game, small);
      expect(built.book.positions.size).toBeGreaterThan(0);
      // The verifying search turned some of the short searches' choices away.
      expect(built.movesKept).toBeLessThan(built.movesPlayed);
      const seats = playingSeats(game, game.create().options).length;
      const judge = createSearch(game, evaluationFor(game), {
        hashMegabytes: 16,
        multiPlayer: multiPlayerSearchOf(8),
        seats,
      });
      for (const [text, moves] of built.book.positions) {
        const position = unwrap(game.parse(text));
        // As deep as the verifying budget reaches, then that depth whole, with the margin.
        judge.clear();
        const depth = judge.search(position, { nodes: small.verifyNodes }).depth;
        judge.clear();
        const verdict = judge.search(position, { depth, randomMargin: small.margin });
        const sound = verdict.candidates!;
        for (const m of moves) {
          expect(sound.find((c) => c.moveText === m.move)?.score, `${m.move} in ${text}`).toBe(
            m.score,
          );
        }
        const games = moves.reduce((sum, m) => sum + m.games, 0);
        expect(games).toBeGreaterThan(0);
      }
    }
  });

  it('replays from its seed and varies with it', () => {
    const trigonal = unwrap(games.get('trigonal'));
    const first = buildBook(trigonal, small);
    expect(buildBook(trigonal, small).book).toEqual(first.book);
    expect(buildBook(trigonal, { ...small, seed: 5 }).book).not.toEqual(first.book);
  });
});
