import { describe, expect, it } from 'vitest';
import { defaultThreads, readThreads, threadChoices } from './threads.js';

const storage = (value: string | null) => ({ getItem: () => value });

describe('the analysis threads', () => {
  it('offers 1 up to the cores, at most 8, and only 1 without shared memory', () => {
    expect(threadChoices({ cores: 4, shared: true })).toEqual([1, 2, 3, 4]);
    expect(threadChoices({ cores: 32, shared: true })).toHaveLength(8);
    expect(threadChoices({ cores: 1, shared: true })).toEqual([1]);
    expect(threadChoices({ cores: 8, shared: false })).toEqual([1]);
  });

  it('start at half the cores, at most four, and 1 where nothing else is offered', () => {
    expect(defaultThreads({ cores: 2, shared: true })).toBe(1);
    expect(defaultThreads({ cores: 4, shared: true })).toBe(2);
    expect(defaultThreads({ cores: 6, shared: true })).toBe(3);
    expect(defaultThreads({ cores: 16, shared: true })).toBe(4);
    expect(defaultThreads({ cores: 16, shared: false })).toBe(1);
  });

  it('keep a stored choice this machine offers, else the default', () => {
    const support = { cores: 4, shared: true };
    expect(readThreads(storage('3'), support)).toBe(3);
    expect(readThreads(storage('1'), support)).toBe(1);
    for (const stored of ['6', '0', '-1', '2.5', 'two', '', null]) {
      expect(readThreads(storage(stored), support)).toBe(2);
    }
    expect(readThreads(storage('3'), { cores: 4, shared: false })).toBe(1);
    expect(readThreads(undefined, support)).toBe(2);
    const refusing = {
      getItem: () => {
        throw new Error('storage refused');
      },
    };
    expect(readThreads(refusing, support)).toBe(2);
  });
});
