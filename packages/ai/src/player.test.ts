import { describe, expect, it } from 'vitest';
import { games, unwrap, type GameDefinition, type Position } from '@trigon/engine';
import { bookFor } from './book/registry.js';
import { OPENING_PLIES } from './levels.js';
import { AiPlayer, type PlayerSettings } from './player.js';

/** A position past the opening plies, reached by the legal move at `step` times the ply each ply. */
function pastOpening(game: GameDefinition, step: number): Position {
  const position = game.create();
  for (let ply = 0; ply < OPENING_PLIES + 2; ply++) {
    const moves = position.legalMoves();
    position.play(moves[(ply * step) % moves.length]);
  }
  return position;
}

/** The moves the player chooses in `position` for seeds 1 to 12. */
function choices(game: GameDefinition, position: Position, settings: PlayerSettings): Set<string> {
  const chosen = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    chosen.add(new AiPlayer(game, { ...settings, seed }).think(position, { nodes: 4000 }).moveText);
  }
  return chosen;
}

describe('the AI player’s random choice', () => {
  it('varies the moves of a level that chooses at random by seed, and not when given no margin', () => {
    const trigonal = unwrap(games.get('trigonal'));
    const position = pastOpening(trigonal, 1);
    expect(choices(trigonal, position, { level: 1 }).size).toBeGreaterThan(1);
    expect(choices(trigonal, position, { level: 1, randomMargin: 0 }).size).toBe(1);
    expect(choices(trigonal, position, { level: 8 }).size).toBe(1);
  });

  it('varies level 8’s moves in a game of three when given a margin', () => {
    const triangulation = unwrap(games.get('triangulation'));
    const three = pastOpening(triangulation, 4);
    expect(choices(triangulation, three, { level: 8 }).size).toBe(1);
    expect(choices(triangulation, three, { level: 8, randomMargin: 12 }).size).toBeGreaterThan(1);
  });

  it('plays a game of three with its level’s margin there, and a game of two with its own', () => {
    const triangulation = unwrap(games.get('triangulation'));
    const three = pastOpening(triangulation, 4);
    // Level 6 chooses within 0.12 pawns when three play, and always its best when two do.
    expect(choices(triangulation, three, { level: 6 }).size).toBeGreaterThan(1);
    expect(choices(triangulation, three, { level: 6, randomMargin: 0 }).size).toBe(1);
    const two = triangulation.create({ players: '2' });
    for (let ply = 0; ply < OPENING_PLIES + 2; ply++) {
      const moves = two.legalMoves();
      two.play(moves[(ply * 4) % moves.length]);
    }
    expect(choices(triangulation, two, { level: 6 }).size).toBe(1);
  });

  it('plays a new game with a seed as a new player made with that seed would', () => {
    const trigonal = unwrap(games.get('trigonal'));
    /** Eight moves of a game from the start, each the player's choice at a node budget. */
    const play = (player: AiPlayer): string[] => {
      const position = trigonal.create();
      const moves: string[] = [];
      for (let ply = 0; ply < 8; ply++) {
        const move = player.think(position, { nodes: 3000 });
        moves.push(move.moveText);
        position.play(move.move);
      }
      return moves;
    };
    const used = new AiPlayer(trigonal, { level: 2, seed: 5 });
    const first = play(used);
    used.newGame(9);
    const again = play(used);
    expect(again).toEqual(play(new AiPlayer(trigonal, { level: 2, seed: 9 })));
    // The seed decides: seed 5 again replays the first game, and 9 played another.
    used.newGame(5);
    expect(play(used)).toEqual(first);
    expect(again).not.toEqual(first);
  });

  it('refuses a margin that is not a whole number of at least 0', () => {
    const trigonal = unwrap(games.get('trigonal'));
    expect(() => new AiPlayer(trigonal, { randomMargin: -1 })).toThrow(
      'randomMargin must be a whole number of at least 0, not -1',
    );
    expect(() => new AiPlayer(trigonal, { randomMargin: 2.5 })).toThrow(/not 2.5/);
  });
});

describe('the AI player’s opening book', () => {
  const trigonal = unwrap(games.get('trigonal'));
  // The first book position with a choice of moves.
  const [text, bookMoves] = [...bookFor(trigonal, {})!.positions].find(([, m]) => m.length > 1)!;

  it('plays a book move where its level plays its best, varied by seed, searching nothing', () => {
    const chosen = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const player = new AiPlayer(trigonal, { level: 8, seed, book: true });
      const result = player.think(unwrap(trigonal.parse(text)), { nodes: 4000 });
      expect(result.book).toBe(true);
      expect(result.nodes).toBe(0);
      expect(result.pvText).toEqual([result.moveText]);
      const entry = bookMoves.find((m) => m.move === result.moveText)!;
      expect(result.score).toBe(entry.score);
      chosen.add(result.moveText);
    }
    expect(chosen.size).toBeGreaterThan(1);
    // From the start too, the game's first move.
    const first = new AiPlayer(trigonal, { level: 8, book: true }).think(trigonal.create());
    expect(first.book).toBe(true);
  });

  it('searches when the book is off (the default), at a level that chooses at random, out of the book and under other rules', () => {
    const searched = (player: AiPlayer, position: Position) => {
      const result = player.think(position, { nodes: 4000 });
      expect(result.book).toBeUndefined();
      expect(result.nodes).toBeGreaterThan(0);
    };
    searched(new AiPlayer(trigonal, { level: 8 }), trigonal.create());
    searched(new AiPlayer(trigonal, { level: 5, book: true }), trigonal.create());
    searched(new AiPlayer(trigonal, { level: 8, randomMargin: 20, book: true }), trigonal.create());
    searched(new AiPlayer(trigonal, { level: 8, book: true }), pastOpening(trigonal, 1));
    searched(new AiPlayer(trigonal, { level: 8, book: true }), trigonal.create({ king: '12' }));
  });

  it('in a game of three, reads the book at the levels that play their best there', () => {
    const triangulation = unwrap(games.get('triangulation'));
    const start = triangulation.create();
    expect(new AiPlayer(triangulation, { level: 8, book: true }).think(start).book).toBe(true);
    // Level 6 chooses at random when three play: it searches.
    const six = new AiPlayer(triangulation, { level: 6, book: true }).think(start, { nodes: 2000 });
    expect(six.book).toBeUndefined();
  });
});

describe('the AI player with a lone legal move', () => {
  // White's king is in check and g5-g4 is its only way out.
  const trigonal = unwrap(games.get('trigonal'));
  const forced = () =>
    unwrap(trigonal.parse('1/3/5/7/3B5/4q1p3b/2P1K4p3/B1PN6Pp1k1/1RP9pp2r w - - 6 76'));

  it('plays it after depth 1 when playing, and searches it to the depth asked when analysing', () => {
    const player = new AiPlayer(trigonal, { level: 8 });
    const played = player.think(forced(), { timeMs: 60_000, depth: 5 });
    expect([played.moveText, played.depth]).toEqual(['g5-g4', 1]);
    const analysed = player.think(forced(), { timeMs: 60_000, depth: 5, analysis: true });
    expect([analysed.moveText, analysed.depth]).toEqual(['g5-g4', 5]);
    expect(analysed.pvText.length).toBeGreaterThan(1);
  });
});
