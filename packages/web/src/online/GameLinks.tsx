import { resultToken } from '@trigon/engine';
import { DEFAULT_LEVEL, formatRoute } from '../app/route.js';
import { inviteLink, type OnlineGame } from './protocol.js';

/**
 * Where the game leads: a link to watch it, its record, its rules, the lobby, and once it is
 * over (not before: the engine would play for a player), its moves on an analysis board.
 */
export function GameLinks(props: {
  game: OnlineGame;
  seat: number | null;
  copy: (url: string) => void;
}) {
  const { id } = props.game.info;
  const analysis = analysisLink(props.game, props.seat);
  return (
    <div class="actions records">
      <button type="button" onClick={() => props.copy(inviteLink(id))}>
        Copy spectator link
      </button>
      <a
        class="button"
        href={`/api/games/${encodeURIComponent(id)}/record`}
        target="_blank"
        rel="noreferrer"
      >
        Game record
      </a>
      {analysis !== undefined && (
        <a class="button" href={analysis}>
          Analyse this game
        </a>
      )}
      <a class="button" href={`#/rules/${props.game.definition.id}`}>
        Rules
      </a>
      <a class="button" href={formatRoute({ page: 'lobby', game: props.game.definition.id })}>
        Lobby
      </a>
    </div>
  );
}

/**
 * A finished game with moves as an analysis board's link: its options, start and moves, seen
 * from the viewer's seat, and the ending the players made (a resignation, a flag, a draw
 * agreed), which the moves alone do not show; an ending by the rules the moves show already.
 */
export function analysisLink(game: OnlineGame, seat: number | null): string | undefined {
  const session = game.session;
  if (game.status !== 'finished' || session.length === 0) return undefined;
  const result = game.result;
  return formatRoute({
    page: 'play',
    game: game.definition.id,
    mode: 'analysis',
    level: DEFAULT_LEVEL,
    seat: seat ?? game.playing[0],
    options: session.changedOptions(),
    start: session.standardStart ? undefined : session.startText,
    moves: session.coordinates(),
    // A game called off (aborted, cancelled) has no result to show: it did not count.
    result:
      result !== null && game.aborted === null && session.ending() === undefined
        ? `${resultToken(game.definition.players.length, result)} ${result.reason}`
        : undefined,
  });
}
