import { formatRoute } from '../app/route.js';
import { inviteLink, type OnlineGame } from './protocol.js';

/** Where the game leads: a link to watch it, its record, its rules, the lobby. */
export function GameLinks(props: { game: OnlineGame; copy: (url: string) => void }) {
  const { id } = props.game.info;
  return (
    <div class="actions records">
      <button type="button" onClick={() => props.copy(inviteLink(id))}>
        Copy spectator link
      </button>
      <a class="button" href={`/api/games/${id}/record`} target="_blank" rel="noreferrer">
        Game record
      </a>
      <a class="button" href={`#/rules/${props.game.definition.id}`}>
        Rules
      </a>
      <a class="button" href={formatRoute({ page: 'lobby', game: props.game.definition.id })}>
        Lobby
      </a>
    </div>
  );
}
