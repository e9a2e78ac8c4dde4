import type { OnlineGame } from './protocol.js';
import type { Send } from './useConnection.js';

/**
 * Once the game is over, as on lichess: ask for a rematch; asked, say yes (asking too) or
 * decline; having asked, take the request back. A seat that has asked as often as the server
 * takes (protocol's REMATCH_REQUESTS) may still say yes to another's request, not ask again.
 */
export function RematchButtons(props: { game: OnlineGame; seat: number; send: Send }) {
  const { game, seat, send } = props;
  const act = (act: 'offer' | 'decline' | 'cancel') => () => send({ t: 'rematch', act });
  if (game.rematchOffers.has(seat))
    return (
      <>
        <button type="button" disabled>
          Rematch asked
        </button>
        <button type="button" onClick={act('cancel')}>
          Cancel the rematch
        </button>
      </>
    );
  if ([...game.rematchOffers].some((s) => s !== seat))
    return (
      <>
        <button type="button" class="accept" onClick={act('offer')}>
          Rematch
        </button>
        <button type="button" onClick={act('decline')}>
          Decline the rematch
        </button>
      </>
    );
  if (game.offers.rematchWaits(seat))
    return (
      <button type="button" disabled title={game.offers.rematchRefusal(seat) ?? undefined}>
        Rematch
      </button>
    );
  return (
    <button type="button" onClick={act('offer')}>
      Rematch
    </button>
  );
}
