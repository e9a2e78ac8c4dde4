import {
  createSearch,
  evaluationFor,
  multiPlayerSearchOf,
  seededRandom,
  type BookMove,
  type OpeningBook,
  type Search,
  type SearchResult,
} from '@trigon/ai';
import { playingSeats, type GameDefinition, type Position } from '@trigon/engine';
import { points } from '../tune/selfplay.js';

export interface BookSettings {
  /** Self-play games to play from the start. */
  readonly games: number;
  /** Nodes a move in those games. */
  readonly nodes: number;
  /** The book's depth: the plies from the start it holds positions of. */
  readonly plies: number;
  /**
   * In those plies the games choose at random among moves up to this many hundredths worse
   * than the best, and a book move must be within it of the best by the verifying search.
   */
  readonly margin: number;
  /** The verifying search of each book position goes as deep as this many nodes reach. */
  readonly verifyNodes: number;
  /** A position enters the book when at least this many games reached it. */
  readonly minGames: number;
  /** A game this long is a draw. */
  readonly maxPlies: number;
  readonly seed: number;
  readonly onGame?: (index: number, result: string, plies: number) => void;
}

export interface BuiltBook {
  readonly book: OpeningBook;
  /** Positions the games reached within the book's plies, and how many were kept. */
  readonly reached: number;
  /** Moves the kept positions' games played there, and how many the verifying search passed. */
  readonly movesPlayed: number;
  readonly movesKept: number;
}

interface Tally {
  games: number;
  readonly moves: Map<string, { games: number; points: number }>;
}

/**
 * Builds an opening book from self-play: `games` games of level 8 at `nodes` a move, each move
 * of the first `plies` chosen at random among those within `margin` of the best (as the levels
 * that choose at random play their openings), the rest its best. Every position of those plies
 * that `minGames` games reached is kept with the moves they played there and the mover's points
 * from them; then a search of each position as deep as `verifyNodes` nodes reach, with the same
 * margin (`verify`), keeps only the moves it scores within the margin of its best (a move a short search liked and a
 * longer one finds a mistake stays out). Seeded: a run replays.
 */
/**
 * The verifying search of a book position: as deep as `verifyNodes` nodes reach, then that depth
 * searched whole with the margin, so that every move within it has an exact score. (A search cut
 * by its node budget in the middle of a depth that changed its mind would have none.)
 */
export function verify(
  judge: Search,
  position: Position,
  settings: Pick<BookSettings, 'verifyNodes' | 'margin'>,
  random: () => number,
): SearchResult {
  judge.clear();
  const depth = judge.search(position, { nodes: settings.verifyNodes }).depth;
  judge.clear();
  return judge.search(position, {
    depth: Math.max(1, depth),
    randomMargin: settings.margin,
    random,
  });
}

export function buildBook(game: GameDefinition, settings: BookSettings): BuiltBook {
  const seats = playingSeats(game, game.create().options).length;
  const tallies = new Map<string, Tally>();
  const random = seededRandom(settings.seed);
  // Level 8's search for the game, as the player that reads the book plays it.
  const newSearch = (hashMegabytes: number): Search =>
    createSearch(game, evaluationFor(game), {
      hashMegabytes,
      multiPlayer: multiPlayerSearchOf(8),
      seats,
    });
  const search = newSearch(4);
  for (let g = 0; g < settings.games; g++) {
    search.clear();
    const position = game.create();
    const seen: { text: string; move: string; seat: number }[] = [];
    let winners: readonly number[] = [];
    let reason = `${settings.maxPlies} plies`;
    for (let ply = 0; ply < settings.maxPlies; ply++) {
      const outcome = position.outcome();
      if (outcome !== undefined) {
        winners = outcome.winners;
        reason = outcome.reason;
        break;
      }
      const opening = ply < settings.plies;
      const result = search.search(position, {
        nodes: settings.nodes,
        randomMargin: opening ? settings.margin : 0,
        random,
      });
      if (opening)
        seen.push({ text: position.toText(), move: result.moveText, seat: position.turn });
      position.play(result.move);
    }
    const score = points(winners, seats);
    for (const s of seen) {
      let tally = tallies.get(s.text);
      if (tally === undefined) {
        tally = { games: 0, moves: new Map() };
        tallies.set(s.text, tally);
      }
      tally.games++;
      const move = tally.moves.get(s.move) ?? { games: 0, points: 0 };
      move.games++;
      move.points += score[s.seat];
      tally.moves.set(s.move, move);
    }
    const result =
      winners.length === 0 ? 'draw' : `won by ${winners.map((w) => game.players[w]).join(', ')}`;
    settings.onGame?.(g, `${result} (${reason})`, position.history().length);
  }

  const judge = newSearch(16);
  const positions = new Map<string, readonly BookMove[]>();
  let movesPlayed = 0;
  let movesKept = 0;
  for (const [text, tally] of tallies) {
    if (tally.games < settings.minGames) continue;
    const parsed = game.parse(text);
    if (!parsed.ok) throw new Error(`a game's position does not read back: ${parsed.error}`);
    const verdict = verify(judge, parsed.value, settings, random);
    // Without candidates the search found a mate.
    const sound = new Map(
      (verdict.candidates ?? [{ moveText: verdict.moveText, score: verdict.score }]).map((c) => [
        c.moveText,
        c.score,
      ]),
    );
    const moves: BookMove[] = [];
    for (const [move, m] of tally.moves) {
      movesPlayed++;
      const score = sound.get(move);
      if (score === undefined) continue;
      movesKept++;
      moves.push({ move, games: m.games, points: m.points, score });
    }
    if (moves.length === 0) continue;
    moves.sort((a, b) => b.games - a.games || b.score - a.score);
    positions.set(text, moves);
  }
  return {
    book: { game: game.id, notes: [], positions },
    reached: tallies.size,
    movesPlayed,
    movesKept,
  };
}
