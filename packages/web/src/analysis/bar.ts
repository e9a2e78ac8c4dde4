import type { Verdict } from './shares.js';

/** One seat's part of the evaluation bar, as fractions of its height measured from the bottom. */
export interface BarSegment {
  readonly seat: number;
  readonly from: number;
  readonly to: number;
}

/**
 * The bar's parts: the seat the board is turned to at the bottom, the others above it in turn
 * order, each as tall as its share. With two seats the boundary is the bottom seat's win chance,
 * so the bar flips with the board as lichess's does.
 */
export function barSegments(shares: readonly number[], bottomSeat: number): BarSegment[] {
  const seats = shares.length;
  if (!(bottomSeat >= 0 && bottomSeat < seats)) {
    throw new Error(`seat ${bottomSeat} is not one of ${seats}`);
  }
  const out: BarSegment[] = [];
  let from = 0;
  for (let i = 0; i < seats; i++) {
    const seat = (bottomSeat + i) % seats;
    const to = i === seats - 1 ? 1 : Math.min(1, from + shares[seat]);
    out.push({ seat, from, to });
    from = to;
  }
  return out;
}

/**
 * The number on a two-seat bar, from the view of the first seat that plays (`first`: 0, or the
 * first of two playing beside a neutral army) as chess players read it: '+0.35' (hundredths of
 * the game's unit), '#3' for a mate in three, '#-3' when that seat is mated.
 */
export function firstSeatText(verdict: Verdict, first = 0): string {
  const sign = verdict.turn === first ? 1 : -1;
  if (verdict.mate !== 0) return `#${verdict.mate * sign}`;
  const score = (verdict.score * sign) / 100;
  return `${score >= 0 ? '+' : '−'}${Math.abs(score).toFixed(1)}`;
}

/** Shares in words, seat by seat: 'Red 41%, Green 30%, Blue 29%'. */
export function sharesText(players: readonly string[], shares: readonly number[]): string {
  return shares.map((share, seat) => `${players[seat]} ${Math.round(share * 100)}%`).join(', ');
}
