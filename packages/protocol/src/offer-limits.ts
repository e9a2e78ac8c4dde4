import type { GameEvent } from './events.js';

/**
 * How many moves must be played after a seat's draw offer before it may offer again (lichess:
 * 20 plies). Every offer and every answer is an event, stored, replayed in every welcome and
 * told to the others: a player alternating offer and withdrawal would otherwise grow the game by
 * hundreds of events a second and pester the opponent with them.
 */
export const DRAW_OFFER_MOVES = 20;

/**
 * How many takeback requests a seat may make between two moves: enough for a player to ask,
 * be declined or think better of it, and ask again (the web app's flow, e2e/online-takeback),
 * few enough that asking and cancelling cannot grow a game without end.
 */
export const TAKEBACK_REQUESTS = 3;

/**
 * How many times a seat may ask for a rematch of one game (counting its yes to another's
 * request, which stays open beyond it): to ask, be declined or take it back, and ask again, as
 * with takebacks, but not without end.
 */
export const REMATCH_REQUESTS = 3;

/**
 * How often each seat may offer a draw (once in `DRAW_OFFER_MOVES` moves) and ask for a
 * takeback (`TAKEBACK_REQUESTS` times between two moves), and ask for a rematch
 * (`REMATCH_REQUESTS` times), followed from the game's events so
 * that every server process, a restart and the web app's page agree (the server refuses, the
 * page greys the button out). Moves are counted as played, taken-back ones included: the count
 * never goes down, so a takeback cannot make room for more offers.
 */
export class OfferLimits {
  /** Moves played so far in the game. */
  private moves = 0;
  /** Per seat, `moves` when it last offered a draw, or null. */
  private readonly drawOffered: (number | null)[];
  /** Per seat, `moves` when it last asked for a takeback, or null. */
  private readonly takebackAsked: (number | null)[];
  /** Per seat, how many takebacks it has asked for since `takebackAsked`'s move. */
  private readonly takebackRequests: number[];
  /** Per seat, how many rematches it has asked for. */
  private readonly rematchRequests: number[];

  constructor(seats: number) {
    this.drawOffered = new Array<number | null>(seats).fill(null);
    this.takebackAsked = new Array<number | null>(seats).fill(null);
    this.takebackRequests = new Array<number>(seats).fill(0);
    this.rematchRequests = new Array<number>(seats).fill(0);
  }

  clone(): OfferLimits {
    const copy = new OfferLimits(this.drawOffered.length);
    copy.moves = this.moves;
    copy.drawOffered.splice(0, Infinity, ...this.drawOffered);
    copy.takebackAsked.splice(0, Infinity, ...this.takebackAsked);
    copy.takebackRequests.splice(0, Infinity, ...this.takebackRequests);
    copy.rematchRequests.splice(0, Infinity, ...this.rematchRequests);
    return copy;
  }

  /** Follows a stored event. */
  apply(event: GameEvent): void {
    if (event.kind === 'move') this.moves++;
    else if (event.kind === 'draw-offer') this.drawOffered[event.seat] = this.moves;
    else if (event.kind === 'takeback-offer') {
      const again = this.takebackAsked[event.seat] === this.moves;
      this.takebackRequests[event.seat] = again ? this.takebackRequests[event.seat]! + 1 : 1;
      this.takebackAsked[event.seat] = this.moves;
    } else if (event.kind === 'rematch-offer') this.rematchRequests[event.seat]!++;
  }

  /** How many more moves must be played before `seat` may offer a draw: 0 when it may now. */
  drawOfferWait(seat: number): number {
    const offered = this.drawOffered[seat];
    if (offered === null || offered === undefined) return 0;
    return Math.max(0, DRAW_OFFER_MOVES - (this.moves - offered));
  }

  /** Whether `seat` has asked for as many takebacks as it may until a move is played. */
  takebackWaits(seat: number): boolean {
    return (
      this.takebackAsked[seat] === this.moves && this.takebackRequests[seat]! >= TAKEBACK_REQUESTS
    );
  }

  /** Whether `seat` has asked for as many rematches as it may. */
  rematchWaits(seat: number): boolean {
    return this.rematchRequests[seat]! >= REMATCH_REQUESTS;
  }

  /** Why `seat` may not ask for a rematch now, or null when it may. */
  rematchRefusal(seat: number): string | null {
    if (!this.rematchWaits(seat)) return null;
    return `you asked for a rematch ${REMATCH_REQUESTS} times: the others may still ask for one`;
  }

  /** Why `seat` may not offer a draw now, or null when it may. */
  drawOfferRefusal(seat: number): string | null {
    const left = this.drawOfferWait(seat);
    if (left === 0) return null;
    const since = this.moves - this.drawOffered[seat]!;
    return (
      `you offered a draw ${since === 0 ? 'and no move has been played since' : `${moves(since)} ago`}: ` +
      `you may offer another once ${left} more ${left === 1 ? 'move has' : 'moves have'} been played ` +
      `(one offer in ${DRAW_OFFER_MOVES} moves)`
    );
  }

  /** Why `seat` may not ask for a takeback now, or null when it may. */
  takebackRefusal(seat: number): string | null {
    if (!this.takebackWaits(seat)) return null;
    return `you asked for a takeback ${TAKEBACK_REQUESTS} times since the last move: ask again once a move has been played`;
  }
}

function moves(n: number): string {
  return n === 1 ? '1 move' : `${n} moves`;
}
