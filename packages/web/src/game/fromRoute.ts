import type { GameDefinition, Outcome, Result } from '@trigon/engine';
import { err, fail, ok, readResult, resultToken } from '@trigon/engine';
import type { PlayRoute } from '../app/route.js';
import { GameSession, declaredEnding } from './session.js';

/**
 * The game a play link describes: its start (the game's own, or the position in the link),
 * its options, the moves played and an ending the players made. An error says which part of
 * the link does not read.
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
  if (route.result !== undefined) {
    const ending = readEnding(game, route.result);
    if (!ending.ok)
      return fail(ending, `The result in the link, '${route.result}', does not read: `);
    const rules = session.ending();
    if (rules)
      return err(
        'bad-record',
        `The link gives a result, but the game already ended: ${rules.reason}.`,
      );
    session.declare(declaredEnding(ending.value));
  }
  return ok(session);
}

/**
 * What a link carries of an ending the players made (the moves show any other): the Result
 * token, a space and the reason, as in `0-1 White resigned`; nothing while the game goes on.
 */
export function resultParam(session: GameSession): string | undefined {
  const ending = session.ending();
  if (!ending || ending.by === 'rules') return undefined;
  return `${resultToken(session.game.players.length, ending)} ${ending.reason}`;
}

function readEnding(game: GameDefinition, text: string): Result<Outcome> {
  const at = text.indexOf(' ');
  const token = at < 0 ? text : text.slice(0, at);
  const reason = at < 0 ? '' : text.slice(at + 1).trim();
  if (token === '*' || reason === '')
    return err('bad-record', "it must be a result and its reason, as in '0-1 White resigned'");
  const read = readResult(game, token, reason);
  if (!read.ok) return fail(read);
  return read.value ? ok(read.value) : err('bad-record', 'it gives no result');
}
