import type { GameDefinition, Result } from '@trigon/engine';
import { err, fail, ok } from '@trigon/engine';
import type { PlayRoute } from '../app/route.js';
import { GameSession } from './session.js';

/**
 * The game a play link describes: its start (the game's own, or the position in the link),
 * its options and the moves played. An error says which part of the link does not read.
 */
export function sessionFromRoute(game: GameDefinition, route: PlayRoute): Result<GameSession> {
  let session: GameSession;
  if (route.start !== undefined) {
    const read = GameSession.fromText(game, route.start, route.options);
    if (!read.ok) return fail(read, 'The position in the link does not read: ');
    session = read.value;
  } else {
    for (const [name, value] of Object.entries(route.options)) {
      const spec = game.options.find((o) => o.name === name);
      if (!spec) return err('bad-option', `The link names an unknown option '${name}'.`);
      if (!spec.values.includes(value))
        return err('bad-option', `Option '${name}' cannot be '${value}'.`);
    }
    session = GameSession.start(game, route.options);
  }
  for (const [i, text] of route.moves.entries()) {
    const played = session.playText(text);
    if (!played.ok) return fail(played, `Move ${i + 1} of the link, '${text}', cannot be played: `);
  }
  return ok(session);
}
