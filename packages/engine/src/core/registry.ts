import { err, ok, type Result } from './result.js';
import type { GameDefinition } from './types.js';

/** The games a program knows, by id. */
export class Registry {
  private readonly byId = new Map<string, GameDefinition>();

  constructor(games: readonly GameDefinition[] = []) {
    for (const game of games) this.register(game);
  }

  register(game: GameDefinition): void {
    if (this.byId.has(game.id))
      throw new Error(`a game with id '${game.id}' is already registered`);
    this.byId.set(game.id, game);
  }

  get(id: string): Result<GameDefinition> {
    const game = this.byId.get(id);
    if (game) return ok(game);
    return err('unknown-game', `unknown game '${id}' (games: ${this.ids().join(', ')})`);
  }

  ids(): string[] {
    return [...this.byId.keys()];
  }

  list(): GameDefinition[] {
    return [...this.byId.values()];
  }
}
