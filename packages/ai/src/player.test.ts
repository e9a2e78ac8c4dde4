import { describe, expect, it } from 'vitest';
import { games, unwrap, type GameDefinition, type Position } from '@trigon/engine';
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

  it('refuses a margin that is not a whole number of at least 0', () => {
    const trigonal = unwrap(games.get('trigonal'));
    expect(() => new AiPlayer(trigonal, { randomMargin: -1 })).toThrow(
      'randomMargin must be a whole number of at least 0, not -1',
    );
    expect(() => new AiPlayer(trigonal, { randomMargin: 2.5 })).toThrow(/not 2.5/);
  });
});
