import { describe, expect, it } from 'vitest';
import { games, unwrap, type Position } from '@trigon/engine';
import { answerDrawOffer, DRAW_MARGIN, DRAW_MIN_PLIES } from './offer.js';

const trigonal = unwrap(games.get('trigonal'));
const start = (): Position => trigonal.create();
const level = { score: 0, mate: 0, pv: ['f4-f5'] };

describe('the AI answering a draw offer', () => {
  it('accepts a level, quiet position once the game is under way', () => {
    expect(answerDrawOffer(start(), level, DRAW_MIN_PLIES)).toEqual({ accept: true });
    const edge = { ...level, score: DRAW_MARGIN };
    expect(answerDrawOffer(start(), edge, 40)).toEqual({ accept: true });
    expect(answerDrawOffer(start(), { ...edge, score: -DRAW_MARGIN }, 40)).toEqual({
      accept: true,
    });
  });

  it('declines before the minimum of moves', () => {
    expect(answerDrawOffer(start(), level, DRAW_MIN_PLIES - 1)).toEqual({
      accept: false,
      reason: `it is too early; it plays at least ${DRAW_MIN_PLIES} moves first`,
    });
  });

  it('declines a position better for either side, by score or by a mate seen', () => {
    const ahead = { ...level, score: DRAW_MARGIN + 1 };
    expect(answerDrawOffer(start(), ahead, 40)).toEqual({
      accept: false,
      reason: 'it judges the position better for White',
    });
    expect(answerDrawOffer(start(), { ...level, score: -DRAW_MARGIN - 1 }, 40)).toEqual({
      accept: false,
      reason: 'it judges the position better for Black',
    });
    // A mate score is read by its moves, whatever the number says.
    expect(answerDrawOffer(start(), { ...level, mate: -3 }, 40)).toMatchObject({
      reason: 'it judges the position better for Black',
    });
    expect(answerDrawOffer(start(), { ...level, mate: 2 }, 40)).toMatchObject({
      reason: 'it judges the position better for White',
    });
  });

  it('declines while in check, or while its best move changes the material', () => {
    // The black rook on h9 checks the White king on h2 along the rank.
    const checked = unwrap(trigonal.parse('1/3/5/7/9/11/13/1K6r4k1/17 w - - 0 1'));
    expect(checked.inCheck()).toBe(true);
    expect(answerDrawOffer(checked, { ...level, pv: ['h2-g1'] }, 40)).toEqual({
      accept: false,
      reason: 'it is in check',
    });
    // A pawn about to promote: the score has not settled.
    const promoting = unwrap(trigonal.parse('1/3/5/7/9/9P1/13/1K11k1/17 w - - 0 1'));
    expect(answerDrawOffer(promoting, { ...level, pv: ['f10-f11=Q'] }, 40)).toEqual({
      accept: false,
      reason: 'the position is not quiet: its best move changes the material',
    });
    expect(answerDrawOffer(promoting, { ...level, pv: ['h2-h3'] }, 40)).toEqual({
      accept: true,
    });
  });

  it('refuses what it cannot judge, with what is wrong', () => {
    // Each was answered: NaN plies counted as late enough, a NaN score as level.
    for (const plies of [NaN, -1, 2.5]) {
      expect(() => answerDrawOffer(start(), level, plies)).toThrow(
        new RangeError(`plies must be a whole number of at least 0, not ${plies}`),
      );
    }
    expect(() => answerDrawOffer(start(), { ...level, score: NaN }, 40)).toThrow(
      new RangeError("the line's score must be a number, not NaN"),
    );
    expect(() => answerDrawOffer(start(), { ...level, mate: NaN }, 40)).toThrow(
      new RangeError("the line's mate must be a whole number, not NaN"),
    );
    // A line of another position: its first move is not one of this one.
    expect(() => answerDrawOffer(start(), { ...level, pv: ['f5-f6'] }, 40)).toThrow(
      /^the line's first move 'f5-f6' is not one of the position: /,
    );
  });

  it('refuses an offer in a finished game, whose draw it agreed', () => {
    // Two bare kings: the game is drawn.
    const over = unwrap(trigonal.parse('1/3/5/7/9/11/13/1K11k1/17 w - - 0 1'));
    expect(over.outcome()).toBeDefined();
    expect(() => answerDrawOffer(over, { score: 0, mate: 0, pv: [] }, 40)).toThrow(
      new RangeError('the game is over: there is no draw offer to answer'),
    );
  });
});
