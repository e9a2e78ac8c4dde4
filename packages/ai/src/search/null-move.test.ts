import { describe, expect, it } from 'vitest';
import { games, unwrap, type GameDefinition, type Move, type Position } from '@trigon/engine';
import { evaluationFor } from '../evaluation/registry.js';
import type { GameEvaluation } from '../evaluation/types.js';
import { AiPlayer } from '../player.js';
import { createSearch } from './create.js';

const trigonal = unwrap(games.get('trigonal'));
/** The bench's Trigonal middle game (bench/src/search.ts), White to move. */
const MIDDLE = '1/2r/R4/4q2/7n1/2PNP2pp2/Q2PP3ppb2/1K1P1P3n1pp1r/R1PPN5B2ppk1 w K - 9 13';
/** A position that can pass. */
type PassingPosition = Position & { playNull(): void };
/** Whether the side to move has a piece besides its king (Emperor) and pawns (Soldiers). */
type HasPieces = (position: Position) => boolean;

/** The chess games' test: piece counts by board value + types (ChessPosition.counts). */
const chessPieces: HasPieces = (position) => {
  const counts = (position as Position & { readonly counts: Int8Array }).counts;
  const sign = position.turn === 0 ? 1 : -1;
  const types = (counts.length - 1) / 2;
  return [2, 3, 4, 5, 7].some((t) => t <= types && counts[types + sign * t] > 0);
};

/** Sankaku's: a Chariot, Cavalry or General (codes type | owner << 3) of the side to move. */
const sankakuPieces: HasPieces = (position) => {
  const count = (position as Position & { readonly pieceCount: Int8Array }).pieceCount;
  return [2, 3, 4].some((type) => count[(position.turn << 3) | type] > 0);
};

/** The bench's Sankaku middle game (bench/src/middlegame.ts), Black to move. */
const SANKAKU_MIDDLE =
  'r1r/h3h/sgssses/2h1h2/2H1H1E/S1SSS1S/H3H/RGR b d1-d5,d8-g4,d5-a5,g4-d5,a5-g3,e7-c5,c2-c4,d5-d8,d2-d1,c7-e5,e2-e4,d7-c7,g3-a4,f6-g6,b3-a3,d8-f6,f3-g3,b6-a6,a4-g4,c7-b6';
/** A Sankaku position where White has Emperor and Soldiers only, Black a Chariot too. */
const SANKAKU_SOLDIERS = 'e2/2s2/7/s1S4/7/3E3/2R2/3 b';

/** The bench's late Trigonal position without Black's knight and rook: Black has king and pawns only. */
const PAWNS_ONLY = '1/3/5/1R5/4p4/2PN1p5/3P2P1pp3/4PN2P1p1p2/1KPP8pkp2 w - - 0 31';

/** Counts the passes made on `position`, checking each as it is made. */
function watch(
  position: PassingPosition,
  hasPieces: HasPieces,
  seen: { passes: number },
): Position {
  const pass = position.playNull.bind(position);
  const play = position.play.bind(position);
  const undo = position.undo.bind(position);
  const line: boolean[] = [];
  position.playNull = () => {
    // Out of check, not right after another pass, by a side with a piece besides king and pawns.
    expect(position.inCheck()).toBe(false);
    expect(line.at(-1)).not.toBe(true);
    expect(hasPieces(position)).toBe(true);
    seen.passes++;
    line.push(true);
    pass();
  };
  position.play = (move: Move) => {
    line.push(false);
    play(move);
  };
  position.undo = () => {
    line.pop();
    return undo();
  };
  return position;
}

/** The position of `text`, whose copies (the search plays on a copy) have their passes watched. */
function watched(
  game: GameDefinition,
  text: string,
  hasPieces: HasPieces = chessPieces,
): { position: Position; passes: () => number } {
  const position = unwrap(game.parse(text));
  const seen = { passes: 0 };
  const clone = position.clone.bind(position);
  position.clone = () => watch(clone() as PassingPosition, hasPieces, seen);
  return { position, passes: () => seen.passes };
}

/** The game's evaluation, except that a pass is never taken to be worse: no null moves. */
function withoutPasses(evaluation: GameEvaluation): GameEvaluation {
  return Object.assign(Object.create(evaluation) as GameEvaluation, { passIsWorse: undefined });
}

describe('null-move pruning', () => {
  const cases: [string, string | undefined, number, HasPieces][] = [
    ['trigonal', MIDDLE, 6, chessPieces],
    ['tri-chess', undefined, 5, chessPieces],
    ['sankaku', SANKAKU_MIDDLE, 5, sankakuPieces],
  ];
  for (const [id, middle, depth, hasPieces] of cases) {
    it(`passes only out of check, with pieces, never twice in a row, and cuts nodes (${id})`, () => {
      const game = unwrap(games.get(id));
      const evaluation = evaluationFor(game);
      const text = middle ?? game.create().toText();
      const { position, passes } = watched(game, text, hasPieces);
      const result = createSearch(game, evaluation, { hashMegabytes: 4 }).search(position, {
        depth,
      });
      expect(passes()).toBeGreaterThan(0);
      // The same search that never passes visits more positions.
      const without = createSearch(game, withoutPasses(evaluation), {
        hashMegabytes: 4,
      }).search(unwrap(game.parse(text)), { depth });
      expect(without.nodes).toBeGreaterThan(result.nodes);
    });
  }

  it('is not used in Triangular Chess, where it gained nothing measured', () => {
    const game = unwrap(games.get('triangular-chess'));
    const { position, passes } = watched(game, game.create().toText());
    createSearch(game, evaluationFor(game), { hashMegabytes: 4 }).search(position, { depth: 5 });
    expect(passes()).toBe(0);
  });

  it('lets only the side with pieces pass (Black has king and pawns only)', () => {
    const { position, passes } = watched(trigonal, PAWNS_ONLY);
    createSearch(trigonal, evaluationFor(trigonal), { hashMegabytes: 4 }).search(position, {
      depth: 7,
    });
    // Every pass was checked as made: White's alone, since Black has nothing but pawns.
    expect(passes()).toBeGreaterThan(0);
  });

  it('lets only the side with a Chariot, Cavalry or General pass in Sankaku (White has Emperor and Soldiers)', () => {
    const sankaku = unwrap(games.get('sankaku'));
    const { position, passes } = watched(sankaku, SANKAKU_SOLDIERS, sankakuPieces);
    createSearch(sankaku, evaluationFor(sankaku), { hashMegabytes: 4 }).search(position, {
      depth: 7,
    });
    // Every pass was checked as made: Black's alone, since White has nothing but Soldiers.
    expect(passes()).toBeGreaterThan(0);
  });

  it('is off for a player set without it (nullMove: false), as with an evaluation that never passes', () => {
    const think = (settings: { nullMove?: boolean }) =>
      new AiPlayer(trigonal, { hashMegabytes: 4, ...settings }).think(
        unwrap(trigonal.parse(MIDDLE)),
        { depth: 6 },
      );
    const off = think({ nullMove: false });
    const never = createSearch(trigonal, withoutPasses(evaluationFor(trigonal)), {
      hashMegabytes: 4,
    }).search(unwrap(trigonal.parse(MIDDLE)), { depth: 6 });
    expect(off.nodes).toBe(never.nodes);
    expect(think({}).nodes).toBeLessThan(off.nodes);
  });

  it('is off without pruning (the settings that search every move)', () => {
    const { position, passes } = watched(trigonal, MIDDLE);
    createSearch(trigonal, evaluationFor(trigonal), { hashMegabytes: 4, pruning: false }).search(
      position,
      { depth: 4 },
    );
    expect(passes()).toBe(0);
  });
});
