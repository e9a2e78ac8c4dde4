/**
 * The levels that choose at random vary their openings without blundering: in the first
 * OPENING_PLIES plies of a game they choose among sound moves only.
 */
import { describe, expect, it } from 'vitest';
import { games, type GameDefinition, type Position } from '@trigon/engine';
import { evaluationFor } from './evaluation/registry.js';
import { OPENING_PLIES } from './levels.js';
import { AiPlayer, inOpening } from './player.js';
import { createSearch } from './search/create.js';
import { isMateScore } from './search/score.js';
import type { Search } from './search/search.js';

/** Less than the lightest piece of any game's evaluation (a Soldier, pawn or token is 100). */
const BLUNDER = 150;
const SEEDS = [1, 2, 3, 4, 5];
const twoSeated = games.list().filter((g) => g.players.length === 2);

/**
 * How much worse the move is than the best: a depth-2 search of the position against a depth-1
 * search after the move, both following captures to the end, so that a piece left en prise
 * shows.
 */
function loss(judge: Search, position: Position, move: number): number {
  judge.clear();
  const best = judge.search(position, { depth: 2 }).score;
  position.play(move);
  judge.clear();
  const after = position.outcome() === undefined ? -judge.search(position, { depth: 1 }).score : 0;
  position.undo();
  if (isMateScore(best) || isMateScore(after)) return best > after ? Infinity : 0;
  return best - after;
}

function openingOf(
  game: GameDefinition,
  level: number,
  seed: number,
  judged: boolean,
  plies = OPENING_PLIES,
) {
  const player = new AiPlayer(game, { level, seed, hashMegabytes: 1 });
  const position = game.create();
  const judge = createSearch(game, evaluationFor(game), { hashMegabytes: 1 });
  const moves: string[] = [];
  const losses: number[] = [];
  for (let ply = 0; ply < plies && position.outcome() === undefined; ply++) {
    const { move } = player.think(position);
    if (judged) losses.push(loss(judge, position, move));
    moves.push(position.moveToCoord(move));
    position.play(move);
  }
  return { moves, losses };
}

describe('openings of the levels that choose at random', () => {
  for (const game of twoSeated) {
    // Level 1 is the one that blundered; levels 2 to 4 open with the same search, level 5 with
    // its own larger one (levels.test.ts).
    it(`vary and drop nothing at level 1 (${game.id})`, { timeout: 90_000 }, () => {
      const lines = new Set<string>();
      for (const seed of SEEDS) {
        const { moves, losses } = openingOf(game, 1, seed, true);
        lines.add(moves.join(' '));
        expect(Math.max(...losses), `seed ${seed}: ${moves.join(' ')}`).toBeLessThan(BLUNDER);
      }
      expect(lines.size).toBeGreaterThanOrEqual(3);
    });
  }

  it('stay the same for every seed at the levels that do not choose at random', () => {
    const trigonal = twoSeated.find((g) => g.id === 'trigonal')!;
    const first = openingOf(trigonal, 6, 1, false, 4).moves;
    expect(openingOf(trigonal, 6, 2, false, 4).moves).toEqual(first);
  });

  it('count the opening from the start, played or set up, and never from a later position', () => {
    const trigonal = twoSeated.find((g) => g.id === 'trigonal')!;
    const position = trigonal.create();
    expect(inOpening(trigonal, position)).toBe(true);
    for (let ply = 0; ply < OPENING_PLIES; ply++) {
      expect(inOpening(trigonal, position), `ply ${ply}`).toBe(true);
      position.play(position.legalMoves()[0]);
    }
    expect(inOpening(trigonal, position)).toBe(false);
    const start = trigonal.parse(trigonal.create().toText());
    const later = trigonal.parse('1/3/4n/1R5/4p4/2PN1p5/3P2P1pp3/4PN2P1p1p2/1KPP8pkpr1 w - - 0 31');
    if (!start.ok || !later.ok) throw new Error('the positions parse');
    expect(inOpening(trigonal, start.value)).toBe(true);
    expect(inOpening(trigonal, later.value)).toBe(false);
  });
});
