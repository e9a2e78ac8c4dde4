import { useState } from 'preact/hooks';
import { copyText } from '../ui/clipboard.js';
import { Absence } from './Absence.js';
import { Chat } from './Chat.js';
import { MoveList } from '../ui/MoveList.js';
import { StepButtons } from '../ui/StepButtons.js';
import { GameActions } from './GameActions.js';
import { GameLinks } from './GameLinks.js';
import { GameStatus } from './GameStatus.js';
import { Invitations } from './Invitations.js';
import { NameForm } from './NameForm.js';
import { SoundToggle } from '../sound/SoundToggle.js';
import { clockName, type OnlineGame } from './protocol.js';
import type { Standing } from './standings.js';
import type { OpenConnection } from './useConnection.js';
import type { MoveInput } from './useMoveInput.js';
import type { ShownMove } from './useShownMove.js';

/**
 * The panel beside the board of an online game, as on the local game page: who the viewer is,
 * the status, the invitations while the game waits, the move list, what the player may do,
 * and the links out.
 */
export function OnlinePanel(props: {
  game: OnlineGame;
  connection: OpenConnection;
  shown: ShownMove;
  input: MoveInput;
  /** The viewer's standing in the latest position. */
  standing: Standing | undefined;
  /** Turns the board to the next seat. */
  onTurnBoard: () => void;
  /** Some seat is an account's: the facts say whether the game is rated. */
  withAccounts: boolean;
}) {
  const { game, connection, shown } = props;
  const { state } = connection;
  const seat = state.seat;
  const players = game.info.players;
  const [notice, setNotice] = useState('');
  const copy = (url: string) =>
    void copyText(url).then((done) => setNotice(done ? 'Link copied' : url));
  return (
    <aside class="panel" aria-label="Online game">
      <header class="panel-head">
        <h1>{game.definition.title} online</h1>
        <p class="mode">
          {seat === null ? 'You are watching' : `You play ${players[seat]}`} ·{' '}
          {clockName(game.info.clock)} ·{' '}
          {props.withAccounts && (
            <>
              <span class="rated">{game.info.rated ? 'Rated' : 'Casual'}</span> ·{' '}
            </>
          )}
          <span class={state.online ? 'link-state' : 'link-state lost'}>
            {state.online ? 'connected' : 'reconnecting…'}
          </span>
        </p>
      </header>

      <GameStatus
        game={game}
        seat={seat}
        standing={props.standing}
        atEnd={shown.atEnd}
        error={state.error}
      />
      {connection.otherInvitation !== undefined && (
        <p class="own-invitation" role="status">
          {otherInvitationWords(connection.otherInvitation, seat, players)}
        </p>
      )}
      <Absence game={game} seat={seat} connection={state} send={connection.send} />
      <Invitations game={game} seat={seat} onClaim={() => void connection.claim()} copy={copy} />

      <MoveList
        game={game.definition}
        session={game.session}
        ply={shown.ply}
        onSelect={shown.select}
        version={game.seq}
      />
      <StepButtons ply={shown.ply} length={game.session.length} onSelect={shown.select} />

      <GameActions
        game={game}
        seat={seat}
        passes={props.input.passes}
        play={props.input.play}
        send={connection.send}
      />
      <div class="actions">
        <button
          type="button"
          class="turn-board"
          onClick={props.onTurnBoard}
          title="Turn the board to the next seat"
        >
          {game.definition.players.length > 2 ? 'Turn board' : 'Flip board'}
        </button>
      </div>
      <Chat
        gameId={game.info.id}
        seat={seat}
        names={players.map((p, s) => game.names[s] ?? p)}
        others={game.playing.filter((s) => s !== seat)}
        lines={state.chat}
        send={connection.send}
      />
      {seat !== null && game.status !== 'finished' && (
        <NameForm name={game.names[seat] ?? null} rename={connection.rename} />
      )}
      <div class="actions">
        <SoundToggle />
      </div>
      <GameLinks game={game} seat={seat} copy={copy} />
      {/* On the page before any notice: a screen reader reads out changes to a live region
          it knows, not one that arrives with its text. Out of the layout while empty. */}
      <p class={notice ? 'notice' : 'sr-only'} aria-live="polite">
        {notice}
      </p>
    </aside>
  );
}

/**
 * What the page says when the link opened was an invitation to another seat of a game this
 * browser plays (lichess, opening one's own challenge, shows the creator waiting): the link is
 * for sending, and this browser keeps its own seat.
 */
export function otherInvitationWords(
  invited: number | null,
  seat: number | null,
  players: readonly string[],
): string {
  const link =
    invited === null
      ? 'This is the invitation link of another seat: send it to the friend it is for.'
      : `This is ${players[invited]}'s invitation link: send it to the friend who plays ${players[invited]}.`;
  return seat === null ? link : `${link} You play ${players[seat]}.`;
}
