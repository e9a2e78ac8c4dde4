import { games, resolveOptions, type GameDefinition, type Position } from '@trigon/engine';
import { AiPlayer } from '../player.js';
import { helpersStarted, type HelperStarter } from '../search/helpers.js';
import type { BestMove, FromWorker, StartMessage, ToWorker } from './messages.js';

/**
 * The worker's side: answers start messages with progress and a best move, one search at a
 * time (a search runs to its end before the next message is read, which is why stopping
 * goes through the shared buffer). The player is kept while game, options, level, table size
 * and seed stay the same, so that its tables carry over from move to move; any change makes
 * a fresh one (one at a time, so memory stays bounded). `startHelpers` starts the helper
 * threads of a search with `threads` above 1 (Node's or a browser's; without it such a search
 * is answered with an error). What is not a ToWorker message (not an object, another type, a
 * start without a numeric id or with a field of the wrong kind) is answered with an error, with
 * the message's id or else -1.
 */
export function serveSearch(
  post: (message: FromWorker) => void,
  startHelpers?: HelperStarter,
): (message: unknown) => void {
  let current: { key: string; player: AiPlayer } | undefined;
  const handle = (message: ToWorker, waited = false): void => {
    if (message.type === 'newgame') {
      current?.player.newGame();
      return;
    }
    try {
      const setup = setUp(message);
      if (typeof setup === 'string') {
        post({ type: 'error', id: message.id, message: setup });
        return;
      }
      const level = message.level ?? 8;
      const key = JSON.stringify([
        message.game,
        setup.position.options,
        level,
        message.hashMegabytes,
        message.seed,
        message.search,
        message.book === true,
        message.threads ?? 1,
      ]);
      if (current === undefined || current.key !== key) {
        // Its helper threads, if any, end with it.
        current?.player.close();
        current = undefined;
        const player = new AiPlayer(setup.game, {
          level,
          seed: message.seed,
          hashMegabytes: message.hashMegabytes,
          search: message.search,
          book: message.book === true,
          threads: message.threads,
          startHelpers,
        });
        current = { key, player };
      }
      const player = current.player;
      const stop =
        message.stopBuffer !== undefined ? new Int32Array(message.stopBuffer) : undefined;
      // The worker waits, idle, for the helpers of a new player (at most a few seconds); a
      // search stopped meanwhile answers at once, with or without them.
      if (!waited && player.helpersStarting(setup.position)) {
        const starting = () =>
          player.helpersStarting(setup.position) && (stop === undefined || stop[0] === 0);
        void helpersStarted(starting).then(() => handle(message, true));
        return;
      }
      const result = player.think(setup.position, {
        depth: message.depth,
        nodes: message.nodes,
        timeMs: message.timeMs,
        clock: message.clock,
        analysis: message.analysis === true,
        stop,
        onInfo: (info) => post({ type: 'progress', id: message.id, info }),
      });
      const move: BestMove = {
        move: result.moveText,
        score: result.score,
        mate: result.mate,
        depth: result.depth,
        nodes: result.nodes,
        nps: result.nps,
        timeMs: result.timeMs,
        pv: result.pvText,
        ...(result.book === true ? { book: true } : {}),
      };
      post({ type: 'bestmove', id: message.id, move });
    } catch (error) {
      post({
        type: 'error',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (message) => {
    // What arrives at a worker is whatever was posted: a message it cannot read is answered,
    // not thrown (a throw ended a Node worker thread, and its caller waited for ever).
    const problem = messageProblem(message);
    if (problem === undefined) handle(message as ToWorker);
    else post({ type: 'error', id: idOf(message), message: problem });
  };
}

/** What is wrong with a message to the worker, or undefined when it is a ToWorker. */
export function messageProblem(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || Array.isArray(message))
    return `a message to the search worker is an object with a type (start, newgame), not ${describe(message)}`;
  const fields = message as Record<string, unknown>;
  if (fields.type === 'newgame') return undefined;
  if (fields.type !== 'start')
    return `a message to the search worker has the type start or newgame, not ${describe(fields.type)}`;
  if (!Number.isFinite(fields.id))
    return `a start message needs a number as its id, not ${describe(fields.id)}`;
  const wrong = (name: string, kind: string, ok: (value: unknown) => boolean) =>
    fields[name] !== undefined && !ok(fields[name])
      ? `${name} must be ${kind}, not ${describe(fields[name])}`
      : undefined;
  const isString = (value: unknown) => typeof value === 'string';
  const isNumber = (value: unknown) => typeof value === 'number';
  const isObject = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (typeof fields.game !== 'string')
    return `game must be a game's id, not ${describe(fields.game)}`;
  return (
    wrong('position', 'position text', isString) ??
    wrong(
      'moves',
      'a list of moves in coordinate form',
      (value) => Array.isArray(value) && value.every(isString),
    ) ??
    wrong(
      'options',
      'an object of option values',
      (value) => isObject(value) && Object.values(value as object).every(isString),
    ) ??
    ['level', 'depth', 'nodes', 'timeMs', 'seed', 'hashMegabytes', 'threads']
      .map((name) => wrong(name, 'a number', isNumber))
      .find((problem) => problem !== undefined) ??
    wrong('clock', 'an object with remainingMs', (value) => isObject(value)) ??
    wrong('search', 'the name of a search', isString) ??
    wrong('book', 'true or false', (value) => typeof value === 'boolean') ??
    wrong('analysis', 'true or false', (value) => typeof value === 'boolean') ??
    wrong(
      'stopBuffer',
      'a SharedArrayBuffer',
      (value) => typeof SharedArrayBuffer === 'function' && value instanceof SharedArrayBuffer,
    )
  );
}

/** The id of a message to answer, or -1 when it has none. */
function idOf(message: unknown): number {
  const id =
    typeof message === 'object' && message !== null ? (message as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isFinite(id) ? id : -1;
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}

/** The game and position a start message names (its moves played), or what is wrong with them. */
export function setUp(
  message: Pick<StartMessage, 'game' | 'level' | 'options' | 'position' | 'moves'>,
): { game: GameDefinition; position: Position } | string {
  const found = games.get(message.game);
  if (!found.ok) return found.error;
  const game = found.value;
  if (
    message.level !== undefined &&
    !(Number.isInteger(message.level) && message.level >= 1 && message.level <= 8)
  ) {
    return `level must be an integer from 1 to 8, not ${message.level}`;
  }
  const options = resolveOptions(game.options, message.options ?? {});
  if (!options.ok) return options.error;
  let position: Position;
  if (message.position === undefined) {
    position = game.create(options.value);
  } else {
    const parsed = game.parse(message.position, options.value);
    if (!parsed.ok) return `position: ${parsed.error}`;
    position = parsed.value;
  }
  for (const [i, text] of (message.moves ?? []).entries()) {
    const move = position.parseMove(text);
    if (!move.ok) return `move ${i + 1} '${text}': ${move.error}`;
    position.play(move.value);
  }
  return { game, position };
}
