import type { GameDefinition, Position } from '@trigon/engine';

/**
 * Middle-game positions for the benchmarks, by game id. A game without one gets a position
 * from a seeded random playout, so games added later are measured too.
 */
export const MIDDLE_GAMES: Readonly<Record<string, string>> = {
  // Both armies developed, pawns in contact, castling rights kept: 1.f4-f5 f8-f7 2.g4-g5 g10-g9
  // 3.f1-e2 f11-e8 4.h4-h5 h12-h11 5.i2-i5 i16-i13 6.g2-e6 g12-e4 7.f3-f4 f9-f8 8.g3-g4 g11-g10
  // 9.i5-h6 i13-h10.
  trigonal: '1/3/5/7/1N1b1B1n1/1R1PP1pp1r1/Q2PP3pp2q/BKP1PN3np1pkb/R1PP9pp1r w KQkq - 2 10',
  // Random playouts on this board leave an Emperor open to mate (seed 1's is mated in two,
  // which ended the search after 329 nodes). This is 4 random plies (seed 2), then 16 chosen by
  // a depth-5 search: d1-d5 d8-g4 d5-a5 g4-d5 a5-g3 e7-c5 c2-c4 d5-d8 d2-d1 c7-e5 e2-e4 d7-c7
  // g3-a4 f6-g6 b3-a3 d8-f6 f3-g3 b6-a6 a4-g4 c7-b6; a depth-6 search scores it +12 for Black.
  // (Its text carries the moves, which no capture or Soldier move has made irreversible, for
  // the repetition rule.)
  sankaku:
    'r1r/h3h/sgssses/2h1h2/2H1H1E/S1SSS1S/H3H/RGR b d1-d5,d8-g4,d5-a5,g4-d5,a5-g3,e7-c5,c2-c4,d5-d8,d2-d1,c7-e5,e2-e4,d7-c7,g3-a4,f6-g6,b3-a3,d8-f6,f3-g3,b6-a6,a4-g4,c7-b6',
};

/** How many plies the playout makes: past the opening, pieces out, few captures yet. */
export const PLAYOUT_PLIES = 20;

export interface MiddleGame {
  readonly position: Position;
  readonly text: string;
  /** Where it came from: the fixed table or the playout (with its seed). */
  readonly source: string;
}

export function middleGame(game: GameDefinition): MiddleGame {
  const fixed = MIDDLE_GAMES[game.id];
  if (fixed !== undefined) {
    const parsed = game.parse(fixed);
    if (!parsed.ok) throw new Error(`bench middle game of ${game.id}: ${parsed.error}`);
    return { position: parsed.value, text: fixed, source: 'fixed' };
  }
  // A playout that ends the game early is thrown away and the next seed tried.
  for (let seed = 1; seed <= 1000; seed++) {
    const position = playout(game, seed, PLAYOUT_PLIES);
    if (position !== undefined) {
      const text = position.toText();
      const parsed = game.parse(text);
      if (!parsed.ok)
        throw new Error(`${game.id}: its own position text does not parse: ${parsed.error}`);
      return {
        position: parsed.value,
        text,
        source: `playout of ${PLAYOUT_PLIES} plies, seed ${seed}`,
      };
    }
  }
  throw new Error(`${game.id}: no random playout of ${PLAYOUT_PLIES} plies stays unfinished`);
}

/** Plays `plies` random legal moves; undefined if the game ends before or right after. */
export function playout(game: GameDefinition, seed: number, plies: number): Position | undefined {
  const random = mulberry32(seed);
  const position = game.create();
  for (let ply = 0; ply < plies; ply++) {
    const moves = position.legalMoves();
    if (moves.length === 0) return undefined;
    position.play(moves[Math.floor(random() * moves.length)]);
  }
  return position.legalMoves().length > 0 ? position : undefined;
}

/** A small seeded generator (Mulberry32): the same seed gives the same playout everywhere. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
