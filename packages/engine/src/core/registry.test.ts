import { describe, expect, it } from 'vitest';
import { Registry } from './registry.js';
import type { GameDefinition } from './types.js';

const game = (id: string): GameDefinition => ({ id }) as GameDefinition;

describe('Registry', () => {
  it('finds games by id, in the order they were registered', () => {
    const registry = new Registry([game('b'), game('a')]);
    expect(registry.ids()).toEqual(['b', 'a']);
    expect(registry.list().map((g) => g.id)).toEqual(['b', 'a']);
    const found = registry.get('a');
    expect(found.ok && found.value.id).toBe('a');
  });

  it('names the known games when an id is unknown', () => {
    expect(new Registry([game('b'), game('a')]).get('chess')).toEqual({
      ok: false,
      code: 'unknown-game',
      error: "unknown game 'chess' (games: b, a)",
    });
  });

  it('refuses a second game with the same id', () => {
    const registry = new Registry([game('a')]);
    expect(() => registry.register(game('a'))).toThrow("a game with id 'a' is already registered");
  });
});
