import { describe, expect, it } from 'vitest';
import { clockFace, clockName, clockText } from './protocol.js';
import { CLOCKS } from './NewOnlineGame.js';

describe('a player clock', () => {
  it('shows tenths of a second under 10 s, cut down', () => {
    expect(clockFace(9_999)).toBe('0:09.9');
    expect(clockFace(9_400)).toBe('0:09.4');
    expect(clockFace(5_050)).toBe('0:05.0');
    expect(clockFace(99)).toBe('0:00.0');
    expect(clockFace(0)).toBe('0:00.0');
    expect(clockFace(-300)).toBe('0:00.0');
  });

  it('shows whole seconds from 10 s up, as countdowns do', () => {
    expect(clockFace(10_000)).toBe('0:10');
    expect(clockFace(30_000)).toBe('0:30');
    expect(clockFace(600_000)).toBe('10:00');
    expect(clockFace(3_900_000)).toBe('1:05:00');
    // A countdown (absence, first move) never shows tenths.
    expect(clockText(9_400)).toBe('0:10');
  });
});

describe('the clocks offered', () => {
  it('go down to 1+0 and 0:30+0, named as a player reads them', () => {
    expect(clockName(CLOCKS['1+0']!)).toBe('1+0');
    expect(clockName(CLOCKS['0:30+0']!)).toBe('0:30+0');
    for (const [name, spec] of Object.entries(CLOCKS))
      if (name !== 'none') expect(clockName(spec)).toBe(name);
  });

  it('name a delay of part of a minute in minutes and seconds', () => {
    expect(clockName({ kind: 'realtime', initialMs: 90_000, bonusMs: 2_000, mode: 'delay' })).toBe(
      '1:30, 2 s delay',
    );
  });
});
