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
 * is answered with an error).
 */
export function serveSearch(
  post: (message: FromWorker) => void,
  startHelpers?: HelperStarter,
): (message: ToWorker) => void {
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
  return (message) => handle(message);
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
