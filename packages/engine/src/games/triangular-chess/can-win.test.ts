import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { couldWin } from '../../core/view.js';
import type { GameDefinition } from '../../core/types.js';
import { BLACK, WHITE } from '../shared/pieces.js';
import { triangularChess, triChess } from './index.js';

// Whether a seat could still win, asked when the other's flag falls (FIDE 6.9, which
// docs/rules/README.md's draws follow): never with a lone king; in Tri-Chess not with K+B, K+N
// or K+U against a lone king either (triangular-chess.md §5), which Triangular Chess all mates.

const canWin = (game: GameDefinition, text: string): [boolean, boolean] => {
  const position = unwrap(game.parse(text));
  return [couldWin(position, WHITE), couldWin(position, BLACK)];
};

const alone = (piece: string): string => `5k3/11/13/15/7${piece}7/13/11/5K3 b - - 0 1`;

describe('Triangular Chess and Tri-Chess: who could still win', () => {
  it('both sides from the start', () => {
    for (const game of [triangularChess, triChess])
      expect(canWin(game, game.create().toText())).toEqual([true, true]);
  });

  it('a lone king never, whatever the other side has', () => {
    for (const game of [triangularChess, triChess]) {
      expect(canWin(game, alone('q'))).toEqual([false, true]);
      expect(canWin(game, '5k3/11/13/15/15/13/11/5K3 w - - 0 1')).toEqual([false, false]);
    }
  });

  it('Triangular Chess: a king and any single piece can (§5, §7.6 M2: K+N mates)', () => {
    for (const piece of ['N', 'B', 'U', 'R', 'Q', 'P'])
      expect(canWin(triangularChess, alone(piece))).toEqual([true, false]);
  });

  it('Tri-Chess: K+B, K+N, K+U v K never (§5); K+R, K+Q, K+P can', () => {
    for (const piece of ['N', 'B', 'U'])
      expect(canWin(triChess, alone(piece))).toEqual([false, false]);
    for (const piece of ['R', 'Q', 'P'])
      expect(canWin(triChess, alone(piece))).toEqual([true, false]);
  });

  it('Tri-Chess: a knight can while the other king has a piece that might block it in', () => {
    expect(canWin(triChess, '5k3/11/1p11/15/7N7/13/11/5K3 b - - 0 1')).toEqual([true, true]);
    expect(canWin(triChess, '5k3/11/13/15/6N1N6/13/11/5K3 b - - 0 1')).toEqual([true, false]);
  });
});
