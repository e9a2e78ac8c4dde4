import { describe, expect, it } from 'vitest';
import { DELETED_PLAYER } from '@trigon/protocol';
import { playerLink } from './playerLink.js';

describe('playerLink', () => {
  it("links an account's name to its page, and a deleted account's to nothing", () => {
    expect(playerLink('Ada')).toBe('#/@/Ada');
    expect(playerLink('Zoë Ω')).toBe('#/@/Zo%C3%AB%20%CE%A9');
    expect(playerLink(DELETED_PLAYER)).toBeUndefined();
  });
});
