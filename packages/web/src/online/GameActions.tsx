import { useEffect, useRef, useState } from 'preact/hooks';
import type { Move } from '@trigon/engine';
import { savedToken, saveToken, type OnlineGame } from './protocol.js';
import { RematchButtons } from './RematchButtons.js';
import { useFocusKept } from '../ui/useFocusKept.js';
import type { Send } from './useConnection.js';

/**
 * What a player may do beside moving: cancel the game while it waits for its players; pass,
 * claim a draw; abort the game until every player has moved, then (as the server takes them: no
 * sooner, as on lichess) ask for a takeback or answer one, offer, withdraw or accept a draw and
 * resign; ask for a rematch once it is over, or answer one (RematchButtons), and go to the
 * rematch. A spectator only follows a rematch; a player who is out only asks for one.
 */
export function GameActions(props: {
  game: OnlineGame;
  /** The seat this browser plays, or null for a spectator. */
  seat: number | null;
  /** The viewer's passes, when it may move now. */
  passes: readonly Move[];
  play: (move: Move) => void;
  send: Send;
}) {
  const { game, seat, send } = props;
  const over = game.status === 'finished';
  // A button pressed away (an answered offer, the resignation) leaves the keyboard here.
  const focusKept = useFocusKept<HTMLDivElement>();
  // The seat token of this game holds the same player's seat in the rematch.
  const keepSeat = () => {
    const token = savedToken(game.info.id);
    if (token) saveToken(game.rematch!, token);
  };
  // A rematch that starts while its players look at the game takes them there, as on lichess;
  // one that started before this page opened stays a link (the player came to see this game).
  const rematchSeen = useRef(game.rematch);
  useEffect(() => {
    if (rematchSeen.current === game.rematch) return;
    rematchSeen.current = game.rematch;
    if (game.rematch && seat !== null) {
      keepSeat();
      location.hash = `#/online/${game.rematch}`;
    }
  }, [game.rematch]);
  if (seat === null)
    return game.rematch ? (
      <p>
        <a class="button" href={`#/online/${game.rematch}`}>
          Watch the rematch
        </a>
      </p>
    ) : null;
  // Cancelled or aborted in one click, as on lichess: nothing is lost, nobody loses.
  if (game.status === 'waiting')
    return (
      <div class="actions online-actions" {...focusKept}>
        <button type="button" class="abort" onClick={() => send({ t: 'abort' })}>
          Cancel game
        </button>
      </div>
    );
  const playing = game.status === 'playing' && game.active().includes(seat);
  if (!playing && !over) return null;
  const position = game.position;
  const claim = playing && position.turn === seat ? position.drawClaim() : undefined;
  // Until every player has made a first move the game is aborted, nobody losing; the server
  // refuses a resignation, a draw or a takeback then (`abortable`), so Abort stands in their place.
  const abortable = playing && game.abortable();
  return (
    <div class="actions online-actions" {...focusKept}>
      {props.passes.length > 0 && (
        <button type="button" onClick={() => props.play(props.passes[0]!)}>
          Pass
        </button>
      )}
      {playing && <TakebackButtons game={game} seat={seat} send={send} abortable={abortable} />}
      {playing && <DrawButtons game={game} seat={seat} send={send} abortable={abortable} />}
      {claim && (
        <button type="button" onClick={() => send({ t: 'draw', act: 'claim' })}>
          Claim a draw ({claim})
        </button>
      )}
      {abortable && (
        <button type="button" class="abort" onClick={() => send({ t: 'abort' })}>
          Abort game
        </button>
      )}
      {playing && !abortable && <ResignButton resign={() => send({ t: 'resign' })} />}
      {over && !game.rematch && !game.cancelled && (
        <RematchButtons game={game} seat={seat} send={send} />
      )}
      {game.rematch && (
        <a class="button primary" href={`#/online/${game.rematch}`} onClick={keepSeat}>
          Go to the rematch
        </a>
      )}
    </div>
  );
}

/** How long the question "Resign?" stands before the button is a plain Resign again. */
const CONFIRM_MS = 5000;

/**
 * Resign in two clicks, as lichess asks: a slip of the pointer must not lose a game (a rated
 * one, in a game of three the army). The first click asks, with the focus on the answer that
 * resigns; "Keep playing", Escape or a few seconds without an answer take the question back.
 */
function ResignButton(props: { resign: () => void }) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) {
      wasAsking.current = true;
      confirm.current?.focus();
      const timer = setTimeout(() => setAsking(false), CONFIRM_MS);
      return () => clearTimeout(timer);
    }
    // Back on the button that asked, where the keyboard's focus was before the question.
    if (wasAsking.current && document.activeElement === document.body) ask.current?.focus();
    wasAsking.current = false;
    return undefined;
  }, [asking]);
  if (!asking)
    return (
      <button ref={ask} type="button" class="resign" onClick={() => setAsking(true)}>
        Resign
      </button>
    );
  return (
    <span
      class="resign-question"
      role="group"
      aria-label="Resign?"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <button ref={confirm} type="button" class="resign" onClick={props.resign}>
        Yes, resign
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep playing
      </button>
    </span>
  );
}

/**
 * Ask to take back one's last move (and the moves since), when there is one; cancel the request
 * one made; or, asked, accept or decline it. While the game can be aborted nothing is asked for
 * or agreed to: a first move taken back is not given back (its clock runs), so its player could
 * lose on time to one who never moved. A request standing from before the server waited for the
 * first moves may still be declined or cancelled.
 */
function TakebackButtons(props: {
  game: OnlineGame;
  seat: number;
  send: Send;
  abortable: boolean;
}) {
  const { game, seat, send, abortable } = props;
  const request = game.takeback;
  const act = (act: string) => () => send({ t: 'takeback', act });
  if (!request) {
    if (abortable || !game.takebackPlies(seat).ok) return null;
    // The server takes a few requests between two moves (protocol's OfferLimits), then waits.
    if (game.offers.takebackWaits(seat))
      return (
        <button type="button" disabled>
          Ask to take back after the next move
        </button>
      );
    return (
      <button type="button" onClick={act('offer')}>
        Ask to take back
      </button>
    );
  }
  if (request.by === seat)
    return (
      <button type="button" onClick={act('cancel')}>
        Cancel the takeback
      </button>
    );
  if (request.accepted.has(seat)) return null;
  return (
    <>
      {!abortable && (
        <button type="button" class="accept" onClick={act('accept')}>
          Accept the takeback
        </button>
      )}
      <button type="button" onClick={act('decline')}>
        Decline the takeback
      </button>
    </>
  );
}

/**
 * Offer a draw; or, offered one, accept or decline it; or, having offered, withdraw it (the
 * server's `decline` from the offer's maker). While the game can be aborted nothing is offered
 * or accepted; an offer standing from before the server waited for the first moves may still be
 * declined or withdrawn.
 */
function DrawButtons(props: { game: OnlineGame; seat: number; send: Send; abortable: boolean }) {
  const { game, seat, send, abortable } = props;
  if (!game.drawOffer) {
    if (abortable) return null;
    // One offer in DRAW_OFFER_MOVES moves per seat, as the server counts them.
    const wait = game.offers.drawOfferWait(seat);
    if (wait > 0)
      return (
        <button type="button" disabled>
          Offer a draw in {wait} {wait === 1 ? 'move' : 'moves'}
        </button>
      );
    return (
      <button type="button" onClick={() => send({ t: 'draw', act: 'offer' })}>
        Offer a draw
      </button>
    );
  }
  if (game.drawOffer.by === seat)
    return (
      <button type="button" onClick={() => send({ t: 'draw', act: 'decline' })}>
        Withdraw the draw offer
      </button>
    );
  if (game.drawOffer.accepted.has(seat)) return null;
  return (
    <>
      {!abortable && (
        <button type="button" class="accept" onClick={() => send({ t: 'draw', act: 'accept' })}>
          Accept the draw
        </button>
      )}
      <button type="button" onClick={() => send({ t: 'draw', act: 'decline' })}>
        Decline
      </button>
    </>
  );
}
