import { checkCells, seatStatus, type Position, type SeatState } from '@trigon/engine';
import { statusWords } from '../game/standing.js';
import { LEFT_WORDS, type OnlineGame } from './protocol.js';

/** A seat's standing as its strip shows it in an online game. */
export interface Standing {
  /** The engine's state of the seat; `check` also for a royal piece mated at the game's end. */
  readonly state: SeatState;
  /** The standing in words ('eliminated by Red', 'resigned; army neutral'); '' while it plays. */
  readonly words: string;
  /** The seat is the one to move, in a game still under way. */
  readonly toMove: boolean;
}

/**
 * Every seat's standing in `position` (the latest, or an earlier one the viewer steps back to)
 * of an online game: the engine's seat status in words, except for two things only the server
 * knows or only the end of a game shows. A player who left while the others played on is said to
 * have resigned, lost on time or left, once the position shows its army out of its hands. And a
 * game that ends with a royal piece in check (a checkmate of two players, where the engine no
 * longer counts the loser as to move) shows its loser checkmated.
 */
export function standings(game: OnlineGame, position: Position): Standing[] {
  const players = game.definition.players;
  const outcome = position.outcome();
  const mated = outcome && outcome.winners.length > 0 ? checkedSeats(position) : new Set<number>();
  return seatStatus(position).map((status, seat): Standing => {
    const toMove = game.status === 'playing' && status.toMove;
    const leaving = game.withdrawn.get(seat);
    if (leaving !== undefined && ARMY_GONE.includes(status.state)) {
      const army =
        status.state === 'out' && status.by !== undefined
          ? `army taken by ${players[status.by]}`
          : 'army neutral';
      return { state: status.state, words: `${LEFT_WORDS[leaving]}; ${army}`, toMove };
    }
    if (mated.has(seat) && !outcome!.winners.includes(seat) && IN_PLAY.includes(status.state))
      return { state: 'check', words: 'checkmated', toMove };
    return { state: status.state, words: statusWords(game.definition, status), toMove };
  });
}

/** States of a seat whose player no longer moves its army. */
const ARMY_GONE: readonly SeatState[] = ['left', 'out', 'neutral'];
/** States of a seat still playing its army. */
const IN_PLAY: readonly SeatState[] = ['playing', 'check'];

/** The seats whose royal pieces the engine marks as in check. */
function checkedSeats(position: Position): Set<number> {
  const seats = new Set<number>();
  for (const cell of checkCells(position)) {
    const top = position.contents(cell).at(-1);
    if (top) seats.add(top.owner);
  }
  return seats;
}

/**
 * Why the viewer is out of a game the others play on: it left (its army neutral, until a player
 * takes its royal piece and with it the army), or the rules put it out.
 */
export function outNotice(game: OnlineGame, seat: number, standing: Standing | undefined): string {
  // Once the game is over there is no end left to watch for.
  const watch = game.status === 'finished' ? '' : ' You can watch it to its end.';
  const leaving = game.withdrawn.get(seat);
  if (leaving !== undefined) {
    const status = seatStatus(game.position)[seat];
    const army =
      status?.state === 'out' && status.by !== undefined
        ? `, and ${game.definition.players[status.by]} has taken your army`
        : ' and your army stands neutral';
    return `You ${LEFT_WORDS[leaving]}: you are out of the game${army}.${watch}`;
  }
  const how = standing?.words ? ` (${standing.words})` : '';
  return `You are out of the game${how}.${watch}`;
}
