import { describe, expect, it } from 'vitest';
import type { GameEvent } from './events.js';
import { DRAW_OFFER_MOVES, OfferLimits, TAKEBACK_REQUESTS } from './offer-limits.js';

const move = (seat: number): GameEvent => ({ kind: 'move', seat, move: 'a1-a2' });

describe('OfferLimits', () => {
  it('lets a seat offer a draw again once DRAW_OFFER_MOVES moves have been played since', () => {
    const limits = new OfferLimits(2);
    expect(limits.drawOfferWait(0)).toBe(0);
    limits.apply({ kind: 'draw-offer', seat: 0 });
    expect(limits.drawOfferWait(0)).toBe(DRAW_OFFER_MOVES);
    expect(limits.drawOfferRefusal(0)).toMatch(/no move has been played since/);
    // The other seat keeps its own count.
    expect(limits.drawOfferWait(1)).toBe(0);
    for (let i = 1; i < DRAW_OFFER_MOVES; i++) {
      limits.apply(move(i % 2));
      expect(limits.drawOfferWait(0)).toBe(DRAW_OFFER_MOVES - i);
    }
    expect(limits.drawOfferRefusal(0)).toBe(
      `you offered a draw ${DRAW_OFFER_MOVES - 1} moves ago: you may offer another once 1 more move has been played (one offer in ${DRAW_OFFER_MOVES} moves)`,
    );
    limits.apply(move(0));
    expect(limits.drawOfferWait(0)).toBe(0);
    expect(limits.drawOfferRefusal(0)).toBeNull();
  });

  it('lets a seat ask for a takeback TAKEBACK_REQUESTS times between two moves', () => {
    const limits = new OfferLimits(2);
    limits.apply(move(0));
    for (let i = 0; i < TAKEBACK_REQUESTS; i++) {
      expect(limits.takebackWaits(0)).toBe(false);
      limits.apply({ kind: 'takeback-offer', seat: 0, plies: 1 });
    }
    expect(limits.takebackWaits(0)).toBe(true);
    expect(limits.takebackRefusal(0)).toMatch(/ask again once a move has been played/);
    expect(limits.takebackWaits(1)).toBe(false);
    // A copy goes on from where the original stood, on its own.
    const copy = limits.clone();
    limits.apply(move(1));
    expect(limits.takebackWaits(0)).toBe(false);
    expect(copy.takebackWaits(0)).toBe(true);
  });
});
