import { FormLink } from '../account/FormLink.js';
import { useMe } from '../account/session.js';
import { SeatSwatch } from '../ui/SeatSwatch.js';
import { inviteLink, savedInvitation, type OnlineGame } from './protocol.js';

/**
 * While the game waits for its players: a seat to take in a public game (a rated one asks a
 * signed-out visitor to sign in, and come back, first), but not in a rematch, public when rated,
 * whose seats are all its players' already; and for the player who created it, each other
 * player's invitation link to send them.
 */
export function Invitations(props: {
  game: OnlineGame;
  /** The seat this browser plays, or null for a spectator. */
  seat: number | null;
  onClaim: () => void;
  /** Copies a link, saying so. */
  copy: (url: string) => void;
}) {
  const { game, seat } = props;
  const { me } = useMe();
  if (game.status !== 'waiting') return null;
  const players = game.info.players;
  // Only the browser that created the game holds the links (localStorage).
  const open = players
    .map((_, s) => ({ seat: s, token: savedInvitation(game.info.id, s) }))
    .filter((i) => i.token !== undefined && i.seat !== seat);
  return (
    <>
      {seat === null &&
        game.info.public &&
        game.info.rematchOf === null &&
        (game.info.rated && me === null ? (
          <p class="take-seat-signin">
            <FormLink page="signin">Sign in to play</FormLink>: a rated game takes accounts only.
          </p>
        ) : (
          <button type="button" class="primary take-seat" onClick={props.onClaim}>
            Take a seat
          </button>
        ))}
      {open.length > 0 && (
        <div class="invitations">
          <p>Send each player their link:</p>
          {open.map((i) => {
            const link = inviteLink(game.info.id, i.token);
            return (
              <div key={i.seat} class="invitation">
                <label class="invitee" for={`invite-${i.seat}`}>
                  <SeatSwatch game={game.definition} seat={i.seat} />
                  {players[i.seat]}
                </label>
                <button type="button" onClick={() => props.copy(link)}>
                  Copy {players[i.seat]}'s link
                </button>
                <input
                  readOnly
                  id={`invite-${i.seat}`}
                  class="invite-link"
                  data-seat={i.seat}
                  value={link}
                  onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
                />
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
