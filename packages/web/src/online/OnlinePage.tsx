import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Move, PieceView } from '@trigon/engine';
import { Board } from '../board/Board.js';
import { BoardFrame } from '../ui/BoardFrame.js';
import { skinFor } from '../pieces/index.js';
import { describePiece } from '../ui/words.js';
import { copyText } from '../ui/clipboard.js';
import { Connection, savedName } from './connection.js';
import './online.css';
import {
  claimSeat,
  clockName,
  clockText,
  inviteLink,
  resultText,
  savedInvitation,
  savedToken,
  saveToken,
  type OnlineGame,
} from './protocol.js';

/** An online game: play from a seat this browser holds a token for, or watch. */
export function OnlinePage({ id, token }: { id: string; token?: string }) {
  // A token in the link is kept, and the link replaced by one without it.
  const held = useMemo(() => {
    if (token) {
      saveToken(id, token);
      history.replaceState(null, '', `#/online/${id}`);
    }
    return token ?? savedToken(id);
  }, [id, token]);
  const [, setTick] = useState(0);
  const bump = useCallback(() => setTick((n) => n + 1), []);
  const [seatToken, setSeatToken] = useState(held);
  const connection = useRef<Connection | null>(null);
  useEffect(() => {
    const c = new Connection(id, seatToken, bump);
    connection.current = c;
    return () => c.close();
  }, [id, seatToken]);
  // The clocks tick.
  useEffect(() => {
    const timer = setInterval(bump, 250);
    return () => clearInterval(timer);
  }, []);

  const state = connection.current?.state;
  const game = state?.game;
  if (!state || !game)
    return (
      <main class="page online">
        <p>{state?.error || 'Connecting to the game…'}</p>
      </main>
    );
  return (
    <OnlineView
      game={game}
      seat={state.seat}
      state={state}
      send={(m) => connection.current?.send(m)}
      rename={(name) => connection.current?.rename(name)}
      onClaim={async () => {
        try {
          const claimed = await claimSeat(id);
          setSeatToken(claimed.token);
        } catch (error) {
          state.error = (error as Error).message;
          bump();
        }
      }}
    />
  );
}

function OnlineView(props: {
  game: OnlineGame;
  seat: number | null;
  state: Connection['state'];
  send: (message: Record<string, unknown>) => void;
  rename: (name: string) => void;
  onClaim: () => void;
}) {
  const { game, seat, state, send } = props;
  const definition = game.definition;
  const position = game.position;
  const players = game.info.players;
  const playing = game.playing;
  const active = game.active();
  // Each player sees the board turned to their own corner; a spectator, the first player's.
  const view = seat ?? playing[0] ?? 0;
  const inGame = seat !== null && active.includes(seat);
  const skin = useMemo(() => skinFor(definition), [definition]);
  const canMove = game.status === 'playing' && seat !== null && position.turn === seat;
  const contents = Array.from({ length: definition.topology.size }, (_, cell) =>
    position.contents(cell),
  );
  const byCells = useMemo(() => {
    const map = new Map<string, Move[]>();
    const targets = new Map<number, Set<number>>();
    if (canMove) {
      for (const move of position.legalMoves()) {
        const info = position.moveInfo(move);
        if (info.from < 0 || info.to < 0) continue;
        const key = `${info.from}>${info.to}`;
        map.set(key, [...(map.get(key) ?? []), move]);
        if (!targets.has(info.from)) targets.set(info.from, new Set());
        targets.get(info.from)!.add(info.to);
      }
    }
    return { map, targets };
  }, [game.seq, canMove]);
  const onMove = useRef((_from: number, _to: number) => {});
  onMove.current = (from, to) => {
    const moves = byCells.map.get(`${from}>${to}`) ?? [];
    // Several moves between the same cells differ by a choice (promotion): take the first.
    if (moves.length > 0) send({ t: 'move', move: position.moveToCoord(moves[0]!) });
  };
  const stableOnMove = useCallback((from: number, to: number) => onMove.current(from, to), []);
  const describe = useCallback((p: PieceView) => describePiece(definition, p), [definition]);

  const clocks = state.clocks;
  const timeLeft = (s: number): number | null => {
    if (!clocks || game.info.clock.kind === 'none') return null;
    const base = clocks.values[s] ?? 0;
    if (game.status !== 'playing' || position.turn !== s) return base;
    return base - (Date.now() + clocks.offset - clocks.at);
  };
  const result = game.result;
  const status = result
    ? resultText(result, players)
    : game.status === 'waiting'
      ? 'Waiting for every player to join'
      : `${players[position.turn]} to move`;
  const openInvites = players
    .map((_, s) => ({ seat: s, token: savedInvitation(game.info.id, s) }))
    .filter((i) => i.token !== undefined && i.seat !== seat);

  return (
    <main class="page game-page online" data-status={game.status}>
      <section class="board-area">
        <BoardFrame>
          <Board
            topology={definition.topology}
            skin={skin}
            angle={definition.views[view] ?? 0}
            bottomSeat={view}
            seats={players.length}
            contents={contents}
            targets={byCells.targets}
            onMove={stableOnMove}
            describePiece={describe}
            label={`${definition.title} online`}
          />
        </BoardFrame>
      </section>
      <aside class="panel" aria-label="Online game">
        <h1>{definition.title} online</h1>
        <p class="mode">
          {seat === null ? 'You are watching' : `You play ${players[seat]}`} ·{' '}
          {clockName(game.info.clock)} · {state.online ? 'connected' : 'reconnecting…'}
        </p>
        <ul class="online-players">
          {players.map((name, s) => {
            if (!playing.includes(s))
              return (
                <li key={name} class="neutral" data-seat={s}>
                  {name} <span class="seat-state">neutral army: nobody plays it</span>
                </li>
              );
            const left = timeLeft(s);
            const out = game.isOut(s);
            const classes = [
              position.turn === s && game.status === 'playing' ? 'to-move' : '',
              out ? 'out' : '',
            ];
            return (
              <li key={name} class={classes.filter(Boolean).join(' ')} data-seat={s}>
                <span
                  class={state.connected[s] ? 'presence on' : 'presence off'}
                  title={state.connected[s] ? 'connected' : 'not connected'}
                >
                  {state.connected[s] ? '●' : '○'}
                </span>{' '}
                {name}
                {game.names[s] ? ` (${game.names[s]})` : ''}
                {out && <span class="seat-state">out</span>}
                {left !== null && <span class="clock"> {clockText(left)}</span>}
              </li>
            );
          })}
        </ul>
        <p class="status online-status" role="status">
          {status}
        </p>
        {seat !== null && game.isOut(seat) && (
          <p class="out-notice">
            Your General has been captured: you are out of the game. You can watch it to its end.
          </p>
        )}
        {state.error && (
          <p class="error" role="alert">
            {state.error}
          </p>
        )}
        <ol class="online-moves">
          {game.moves.map((m, i) => (
            <li key={i} class="online-move">
              {m}
            </li>
          ))}
        </ol>
        {seat !== null && game.status !== 'finished' && (
          <form
            class="online-name"
            onSubmit={(e) => {
              e.preventDefault();
              const input = (e.currentTarget as HTMLFormElement).elements.namedItem('name');
              const name = (input as HTMLInputElement).value.trim();
              if (name) props.rename(name);
            }}
          >
            <label>
              Your name (optional){' '}
              <input
                name="name"
                maxLength={40}
                defaultValue={game.names[seat] ?? savedName() ?? ''}
              />
            </label>{' '}
            <button type="submit">Save</button>
          </form>
        )}
        {seat === null && game.status === 'waiting' && game.info.public && (
          <button type="button" class="primary" onClick={props.onClaim}>
            Take a seat
          </button>
        )}
        {openInvites.length > 0 && game.status === 'waiting' && (
          <div class="invitations">
            <p>Send each player their link:</p>
            {openInvites.map((i) => (
              <p key={i.seat}>
                <input
                  readOnly
                  class="invite-link"
                  data-seat={i.seat}
                  value={inviteLink(game.info.id, i.token)}
                />
                <button
                  type="button"
                  onClick={() => void copyText(inviteLink(game.info.id, i.token))}
                >
                  Copy {players[i.seat]}'s link
                </button>
              </p>
            ))}
          </div>
        )}
        <p>
          <button type="button" onClick={() => void copyText(inviteLink(game.info.id))}>
            Copy the link for spectators
          </button>
        </p>
        {inGame && seat !== null && game.status === 'playing' && (
          <div class="online-actions">
            {game.drawOffer && !game.drawOffer.accepted.has(seat) ? (
              <>
                <span>{players[game.drawOffer.by]} offers a draw</span>
                <button type="button" onClick={() => send({ t: 'draw', act: 'accept' })}>
                  Accept the draw
                </button>
                <button type="button" onClick={() => send({ t: 'draw', act: 'decline' })}>
                  Decline
                </button>
              </>
            ) : game.drawOffer ? (
              // In a game of three, a draw needs every other player still in it.
              <span class="draw-pending">
                Draw offered: waiting for{' '}
                {active
                  .filter((s) => !game.drawOffer!.accepted.has(s))
                  .map((s) => players[s])
                  .join(' and ')}
              </span>
            ) : (
              <button type="button" onClick={() => send({ t: 'draw', act: 'offer' })}>
                Offer a draw
              </button>
            )}
            {position.turn === seat && position.drawClaim() && (
              <button type="button" onClick={() => send({ t: 'draw', act: 'claim' })}>
                Claim a draw
              </button>
            )}
            <button type="button" onClick={() => send({ t: 'resign' })}>
              Resign
            </button>
          </div>
        )}
        {seat !== null && game.status === 'finished' && !game.rematch && (
          <button
            type="button"
            disabled={game.rematchOffers.has(seat)}
            onClick={() => send({ t: 'rematch' })}
          >
            {game.rematchOffers.has(seat) ? 'Rematch asked' : 'Rematch'}
          </button>
        )}
        {game.rematch && (
          <p>
            <a
              class="button primary"
              href={`#/online/${game.rematch}`}
              onClick={() => {
                const token = savedToken(game.info.id);
                if (token) saveToken(game.rematch!, token);
              }}
            >
              Go to the rematch
            </a>
          </p>
        )}
        <p>
          <a href={`/api/games/${game.info.id}/record`} target="_blank" rel="noreferrer">
            The game's record
          </a>{' '}
          · <a href="#/lobby">Lobby</a>
        </p>
      </aside>
    </main>
  );
}
