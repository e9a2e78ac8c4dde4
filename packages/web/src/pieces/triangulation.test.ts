import { describe, expect, it } from 'vitest';
import { games, unwrap } from '@trigon/engine';
import { rescueWords, rescuedPiece } from './triangulation.js';
import { choiceOrder } from '../ui/ChoiceDialog.js';

const game = unwrap(games.get('triangulation'));

// Rules §7 T13: Red's Infantry on H2Ω may reach Green's corner and rescue from Green's pile.
const T13 = '1/3/5/4rG*2/9/6gG*4/13/1rI12bG* r rgb - -/rRrI/-';

describe('the rescue chooser', () => {
  it('says each rescue in words, from the mover’s side', () => {
    expect(rescueWords(game, 0, undefined)).toBe('No rescue');
    expect(rescueWords(game, 0, undefined, 'H1Ω')).toBe('No rescue; your Infantry stays on H1Ω');
    expect(rescueWords(game, 0, '!R@C7Φ')).toBe('Rescue the Rukh; your Infantry returns to C7Φ');
    expect(rescueWords(game, 0, '!gC@C7Φ')).toBe(
      'Rescue the Green Cavalry; your Infantry returns to C7Φ',
    );
    expect(rescueWords(game, 1, '!I@F3Ω,G3Ω')).toBe(
      'Rescue the Infantry; both Infantries go to F3Ω and G3Ω',
    );
    expect(rescuedPiece(0, '!R@C7Φ')).toEqual({ owner: 0, kind: 'R' });
    expect(rescuedPiece(0, '!gC@C7Φ')).toEqual({ owner: 0, kind: 'C', original: 1 });
    expect(rescuedPiece(0, undefined)).toBeUndefined();
  });

  it('lists the 16 outcomes of T13 with no rescue first', () => {
    const p = unwrap(game.parse(T13));
    const from = game.topology.cell('H2Ω');
    const to = game.topology.cell('H1Ω');
    const moves = p.legalMoves().filter((m) => {
      const info = p.moveInfo(m);
      return info.from === from && info.to === to;
    });
    const ordered = choiceOrder(p, moves);
    expect(ordered).toHaveLength(16);
    const words = ordered.map((m) => rescueWords(game, 0, p.moveInfo(m).choice));
    expect(words[0]).toBe('No rescue');
    expect(words.filter((w) => w.startsWith('Rescue the Rukh'))).toHaveLength(5);
    expect(words.filter((w) => w.startsWith('Rescue the Infantry'))).toHaveLength(10);
  });
});
