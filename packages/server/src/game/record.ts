import { writeRecord } from '@trigon/engine';
import { speedClass, type ClockSpec, type SeatAccount } from '@trigon/protocol';
import { LEFT, type GameState } from './state.js';

/**
 * A game's record (`GET /api/games/:id/record`), in the engine's one record format, the one the
 * web app exports and imports: the players' names (a seat nobody named is its seat's name), the
 * options that differ from their defaults, the moves numbered by rounds, the result per seat as
 * scores and in words, the date it was created (by the UTC calendar), the game's `Id`, what kind of game it was (`Event`: rated or casual, and
 * its speed class, as lichess writes it) and its clock (`TimeControl`), and before a withdrawal
 * a comment saying how the player left.
 */
export function gameRecord(state: GameState): string {
  const comments = new Map<number, string>();
  for (const left of state.withdrawals)
    comments.set(left.ply, `${state.players[left.seat]} ${LEFT[left.reason]}`);
  // An aborted game has no result (it is no draw, and nobody lost it): `*`, with why in words.
  const aborted = state.aborted !== null && state.result;
  const { stored } = state;
  const tags: [string, string][] = [
    ['Id', stored.id],
    ['Event', `${stored.rated ? 'Rated' : 'Casual'} ${speedClass(stored.clock)} game`],
    ['TimeControl', timeControl(stored.clock)],
  ];
  if (aborted) tags.push(['Termination', `G${aborted.reason.slice(1)}`]);
  return writeRecord({
    game: state.position.game,
    options: state.stored.options,
    moves: state.moves,
    players: state.players.map((seat, i) => state.names[i] ?? seat),
    result: aborted ? undefined : (state.result ?? undefined),
    date: new Date(state.stored.createdAt),
    utc: true,
    tags,
    comments,
  });
}

/**
 * A clock as PGN's TimeControl tag writes it, in seconds: `180+2` (3 minutes, 2 s increment);
 * days per move as PGN's moves/seconds, `1/259200` (one move in three days); `-` for none. PGN
 * has no delay: `900 delay 10`, in the same seconds.
 */
export function timeControl(clock: ClockSpec): string {
  if (clock.kind === 'none') return '-';
  if (clock.kind === 'correspondence') return `1/${clock.daysPerMove * 86_400}`;
  const initial = clock.initialMs / 1000;
  const bonus = clock.bonusMs / 1000;
  return clock.mode === 'increment' ? `${initial}+${bonus}` : `${initial} delay ${bonus}`;
}

/** A copy's seat names, an account's name where an account holds the seat. */
export function withAccountNames(
  state: GameState,
  accounts: (SeatAccount | null)[] | undefined,
): void {
  accounts?.forEach((account, seat) => {
    if (account) state.names[seat] = account.name;
  });
}
