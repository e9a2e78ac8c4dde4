import { describe, expect, it } from 'vitest';
import { listWords, waitingText } from './statusText.js';

describe('the status words of an online game', () => {
  it('name the players awaited as a sentence does', () => {
    expect(waitingText([])).toBe('Waiting for the game to start');
    expect(waitingText(['Black'])).toBe('Waiting for Black to join');
    expect(waitingText(['Green', 'Blue'])).toBe('Waiting for Green and Blue to join');
    expect(listWords(['Red', 'Green', 'Blue'])).toBe('Red, Green and Blue');
    expect(listWords([])).toBe('');
  });
});
