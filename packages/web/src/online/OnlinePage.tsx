import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { GameDefinition, Move, PieceView, Position } from '@trigon/engine';
import { Board } from '../board/Board.js';
import { boardGeometry } from '../board/geometry.js';
import { arrivals } from '../board/arrivals.js';
import { BoardFrame } from '../ui/BoardFrame.js';
import { PlayerStrip } from '../ui/PlayerStrip.js';
import { SeatSwatch } from '../ui/SeatSwatch.js';
import { MoveList } from '../ui/MoveList.js';
import { ChoiceDialog, type Choice } from '../ui/ChoiceDialog.js';
import { skinFor } from '../pieces/index.js';
import { describePiece, royalKind } from '../ui/words.js';
import { copyText } from '../ui/clipboard.js';
import { isTriangulation, seatStates, stateWords, type SeatState } from '../game/triangulation.js';
import { Connection, savedName } from './connection.js';
import { StepButtons } from '../ui/StepButtons.js';
import './online.css';
import {
  claimSeat,
  clockName,
  clockText,
  inviteLink,
  LEFT_WORDS,
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

/**
 * The game page of an online game, laid out as the local game page: the board with a strip
 * for each player (the viewer's below it), and the panel with the status, the move list and
 * what the players may do.
 */
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
  const session = game.session;
  const position = game.position;
  const players = game.info.players;
  const seats = players.length;
  const playing = game.playing;
  const active = game.active();
  const over = game.status === 'finished';
  // Each player sees the board turned to their own corner; a spectator, the first player's.
  const view = seat ?? playing[0] ?? 0;
  const inGame = seat !== null && active.includes(seat);
  const skin = useMemo(() => skinFor(definition), [definition]);

  // The move shown: the latest (null) unless the viewer steps back through the game; new
  // moves arriving meanwhile leave the shown one in place.
  const [viewPly, setViewPly] = useState<number | null>(null);
  const ply = viewPly === null ? session.length : Math.min(viewPly, session.length);
  const atEnd = ply === session.length;
  const select = (next: number) => setViewPly(next >= session.length ? null : Math.max(0, next));
  const displayed: Position = useMemo(
    () => (atEnd ? position : session.positionAt(ply)),
    [ply, atEnd, game.seq],
  );
  const contents = session.contentsAt(ply);
  const [notice, setNotice] = useState('');
  const [choice, setChoice] = useState<Choice | undefined>();

  const canMove = game.status === 'playing' && seat !== null && position.turn === seat && atEnd;
  const byCells = useMemo(() => {
    const map = new Map<string, Move[]>();
    const targets = new Map<number, Set<number>>();
    const passes: Move[] = [];
    if (canMove) {
      for (const move of position.legalMoves()) {
        const info = position.moveInfo(move);
        if (info.from < 0 || info.to < 0) {
          passes.push(move);
          continue;
        }
        const key = `${info.from}>${info.to}`;
        map.set(key, [...(map.get(key) ?? []), move]);
        if (!targets.has(info.from)) targets.set(info.from, new Set());
        targets.get(info.from)!.add(info.to);
      }
    }
    return { map, targets, passes };
  }, [game.seq, canMove]);
  const play = (move: Move) => send({ t: 'move', move: position.moveToCoord(move) });
  const onMove = useRef((_from: number, _to: number) => {});
  onMove.current = (from, to) => {
    const moves = byCells.map.get(`${from}>${to}`) ?? [];
    // Several moves between the same cells differ by a choice (a promotion, a rescue).
    if (moves.length === 1) play(moves[0]!);
    else if (moves.length > 1) setChoice({ from, to, moves });
  };
  const stableOnMove = useCallback((from: number, to: number) => onMove.current(from, to), []);
  const describe = useCallback((p: PieceView) => describePiece(definition, p), [definition]);

  const last = ply > 0 ? session.ply(ply - 1) : undefined;
  const lastMove = useMemo(
    () => (last && last.from >= 0 && last.to >= 0 ? { from: last.from, to: last.to } : undefined),
    [last?.from, last?.to],
  );
  // Pieces slide when the shown position moves one step along the game: a move arriving
  // from the server, or a step through the move list.
  const previous = useRef(ply);
  const slide = useMemo(() => {
    const before = previous.current;
    previous.current = ply;
    if (Math.abs(before - ply) !== 1) return undefined;
    const step = session.ply(Math.min(before, ply));
    const hint = ply > before ? { from: step.from, to: step.to } : { from: step.to, to: step.from };
    return arrivals(session.contentsAt(before), contents, hint);
  }, [ply, game.seq]);

  // Games of three say each seat's standing and show the pile each player has captured.
  const states: SeatState[] | undefined = useMemo(
    () => (isTriangulation(displayed) ? seatStates(displayed) : undefined),
    [displayed, game.seq],
  );
  const check = useMemo(() => checkCells(definition, displayed, states), [displayed, game.seq]);
  const piles: readonly (readonly PieceView[])[] = useMemo(
    () =>
      isTriangulation(displayed)
        ? players.map((_, s) =>
            displayed.capturedPile(s).map((p) => ({ owner: p.colour, kind: p.kind })),
          )
        : session.capturedBy(ply),
    [displayed, game.seq],
  );

  const clocks = state.clocks;
  const timeLeft = (s: number): number | null => {
    if (!clocks || game.info.clock.kind === 'none') return null;
    const base = clocks.values[s] ?? 0;
    if (game.status !== 'playing' || position.turn !== s) return base;
    return base - (Date.now() + clocks.offset - clocks.at);
  };
  // Two-player games say a check on the strip of the side in check, as games of three do.
  const inCheck = useMemo(() => !states && displayed.inCheck(), [displayed, game.seq]);
  const strip = (s: number) => {
    const neutral = !playing.includes(s);
    const standing = states?.[s];
    const left = neutral ? null : timeLeft(s);
    // A player who left while the other two played on: how, and where its army went.
    const leaving = game.withdrawn.get(s);
    const withdrawnText =
      leaving === undefined
        ? undefined
        : `${LEFT_WORDS[leaving]}; ${
            standing?.status === 'eliminated' && standing.by !== undefined
              ? `army taken by ${players[standing.by]}`
              : 'army neutral'
          }`;
    const checked = inCheck && displayed.turn === s;
    return (
      <PlayerStrip
        key={s}
        game={definition}
        seat={s}
        name={game.names[s] ?? (s === seat ? 'You' : players[s]!)}
        captured={piles[s] ?? []}
        toMove={game.status === 'playing' && displayed.turn === s}
        thinking={false}
        colour={skin.seatColours[s]!}
        status={standing?.status ?? (checked ? 'check' : 'playing')}
        statusText={
          withdrawnText ??
          (standing
            ? stateWords(definition, standing)
            : checked
              ? displayed.outcome()
                ? 'checkmated'
                : 'in check'
              : undefined)
        }
        connected={neutral ? undefined : (state.connected[s] ?? false)}
        clock={
          left === null
            ? undefined
            : {
                text: clockText(left),
                running: game.status === 'playing' && position.turn === s && atEnd,
              }
        }
        out={game.isOut(s)}
      />
    );
  };
  // The viewer's seat sits below the board, the others above it in turn order.
  const around = Array.from({ length: seats }, (_, i) => (view + i) % seats);
  const angle = definition.views[view] ?? 0;
  const aspect = useMemo(() => {
    const [, , width, height] = boardGeometry(definition.topology, angle).viewBox;
    return width / height;
  }, [definition, angle]);

  const result = game.result;
  const status = result
    ? resultText(result, players)
    : game.status === 'waiting'
      ? waitingText(game.awaited().map((s) => players[s]!))
      : `${players[position.turn]} to move`;
  const openInvites = players
    .map((_, s) => ({ seat: s, token: savedInvitation(game.info.id, s) }))
    .filter((i) => i.token !== undefined && i.seat !== seat);
  const rematchAskers = [...game.rematchOffers].filter((s) => s !== seat).map((s) => players[s]);
  const copy = (url: string) =>
    void copyText(url).then((done) => setNotice(done ? 'Link copied' : url));

  return (
    <main
      class="page game-page online"
      data-game={definition.id}
      data-status={game.status}
      data-seat={seat ?? undefined}
    >
      <section
        class="board-column"
        style={{ '--board-aspect': String(aspect) } as JSX.CSSProperties}
      >
        <div class="strips top">{around.slice(1).map(strip)}</div>
        <BoardFrame>
          <Board
            topology={definition.topology}
            skin={skin}
            angle={angle}
            bottomSeat={view}
            seats={seats}
            contents={contents}
            targets={byCells.targets}
            lastMove={lastMove}
            check={check}
            arrivals={slide}
            onMove={stableOnMove}
            describePiece={describe}
            label={`${definition.title} online, ${players[view]}'s view. ${status}.`}
          />
        </BoardFrame>
        <div class="strips bottom">{strip(view)}</div>
      </section>

      <aside class="panel" aria-label="Online game">
        <header class="panel-head">
          <h1>{definition.title} online</h1>
          <p class="mode">
            {seat === null ? 'You are watching' : `You play ${players[seat]}`} ·{' '}
            {clockName(game.info.clock)} ·{' '}
            <span class={state.online ? 'link-state' : 'link-state lost'}>
              {state.online ? 'connected' : 'reconnecting…'}
            </span>
          </p>
        </header>

        <div class="status" role="status" aria-live="polite">
          {result ? (
            <p class="result online-status">{status}</p>
          ) : game.status === 'playing' ? (
            <p class="turn online-status">
              <SeatSwatch game={definition} seat={position.turn} />
              {players[position.turn]} to move
              {position.inCheck() ? ' (check)' : ''}
            </p>
          ) : (
            <p class="online-status">{status}</p>
          )}
          {game.status === 'playing' && seat !== null && position.turn === seat && (
            <p class="your-turn">{atEnd ? 'Your move' : 'Your move: go to the latest position'}</p>
          )}
          {seat !== null && game.isOut(seat) && (
            <p class="out-notice">
              {game.withdrawn.has(seat)
                ? `You ${LEFT_WORDS[game.withdrawn.get(seat)!]}: you are out of the game and your army stands neutral. You can watch it to its end.`
                : 'Your General has been captured: you are out of the game. You can watch it to its end.'}
            </p>
          )}
          {game.drawOffer && seat !== null && game.drawOffer.accepted.has(seat) && (
            // In a game of three, a draw needs every other player still in it.
            <p class="offer-note draw-pending">
              Draw offered: waiting for{' '}
              {active
                .filter((s) => !game.drawOffer!.accepted.has(s))
                .map((s) => players[s])
                .join(' and ')}
            </p>
          )}
          {game.drawOffer && (seat === null || !game.drawOffer.accepted.has(seat)) && (
            <p class="offer-note">{players[game.drawOffer.by]} offers a draw</p>
          )}
          {over && rematchAskers.length > 0 && !game.rematch && (
            <p class="offer-note">
              {rematchAskers.join(' and ')} {rematchAskers.length === 1 ? 'asks' : 'ask'} for a
              rematch
            </p>
          )}
          {state.error && (
            <p class="error" role="alert">
              {state.error}
            </p>
          )}
        </div>

        {seat === null && game.status === 'waiting' && game.info.public && (
          <button type="button" class="primary take-seat" onClick={props.onClaim}>
            Take a seat
          </button>
        )}
        {openInvites.length > 0 && game.status === 'waiting' && (
          <div class="invitations">
            <p>Send each player their link:</p>
            {openInvites.map((i) => (
              <div key={i.seat} class="invitation">
                <label class="invitee" for={`invite-${i.seat}`}>
                  <SeatSwatch game={definition} seat={i.seat} />
                  {players[i.seat]}
                </label>
                <button type="button" onClick={() => copy(inviteLink(game.info.id, i.token))}>
                  Copy {players[i.seat]}'s link
                </button>
                <input
                  readOnly
                  id={`invite-${i.seat}`}
                  class="invite-link"
                  data-seat={i.seat}
                  value={inviteLink(game.info.id, i.token)}
                  onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
                />
              </div>
            ))}
          </div>
        )}

        <MoveList
          game={definition}
          session={session}
          ply={ply}
          onSelect={select}
          version={game.seq}
        />
        <StepButtons ply={ply} length={session.length} onSelect={select} />

        {(inGame || (seat !== null && over)) && (
          <div class="actions online-actions">
            {canMove && byCells.passes.length > 0 && (
              <button type="button" onClick={() => play(byCells.passes[0]!)}>
                Pass
              </button>
            )}
            {inGame && game.status === 'playing' && (
              <DrawButtons game={game} seat={seat} send={send} />
            )}
            {inGame &&
              game.status === 'playing' &&
              position.turn === seat &&
              position.drawClaim() && (
                <button type="button" onClick={() => send({ t: 'draw', act: 'claim' })}>
                  Claim a draw ({position.drawClaim()})
                </button>
              )}
            {inGame && game.status === 'playing' && (
              <button type="button" class="resign" onClick={() => send({ t: 'resign' })}>
                Resign
              </button>
            )}
            {seat !== null && over && !game.rematch && (
              <button
                type="button"
                class={rematchAskers.length > 0 ? 'accept' : undefined}
                disabled={game.rematchOffers.has(seat)}
                onClick={() => send({ t: 'rematch' })}
              >
                {game.rematchOffers.has(seat) ? 'Rematch asked' : 'Rematch'}
              </button>
            )}
            {game.rematch && (
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
            )}
          </div>
        )}
        {seat === null && game.rematch && (
          <p>
            <a class="button" href={`#/online/${game.rematch}`}>
              Watch the rematch
            </a>
          </p>
        )}

        {seat !== null && !over && (
          <form
            class="online-name"
            onSubmit={(e) => {
              e.preventDefault();
              const input = (e.currentTarget as HTMLFormElement).elements.namedItem('name');
              const name = (input as HTMLInputElement).value.trim();
              if (name) props.rename(name);
            }}
          >
            <label for="online-name">Your name</label>
            <input
              id="online-name"
              name="name"
              type="text"
              maxLength={40}
              placeholder="optional"
              defaultValue={game.names[seat] ?? savedName() ?? ''}
            />
            <button type="submit">Save</button>
          </form>
        )}

        <div class="actions records">
          <button type="button" onClick={() => copy(inviteLink(game.info.id))}>
            Copy spectator link
          </button>
          <a
            class="button"
            href={`/api/games/${game.info.id}/record`}
            target="_blank"
            rel="noreferrer"
          >
            Game record
          </a>
          <a class="button" href={`#/rules/${definition.id}`}>
            Rules
          </a>
          <a class="button" href="#/lobby">
            Lobby
          </a>
        </div>
        {notice && (
          <p class="notice" aria-live="polite">
            {notice}
          </p>
        )}
      </aside>

      {choice && (
        <ChoiceDialog
          game={definition}
          position={position}
          choice={choice}
          bottomSeat={view}
          onChoose={(move) => {
            setChoice(undefined);
            play(move);
          }}
          onCancel={() => setChoice(undefined)}
        />
      )}
    </main>
  );
}

/** Offer a draw; or, offered one, accept or decline it; or, having offered, nothing to do. */
function DrawButtons(props: {
  game: OnlineGame;
  seat: number;
  send: (message: Record<string, unknown>) => void;
}) {
  const { game, seat, send } = props;
  if (!game.drawOffer)
    return (
      <button type="button" onClick={() => send({ t: 'draw', act: 'offer' })}>
        Offer a draw
      </button>
    );
  if (game.drawOffer.accepted.has(seat)) return null;
  return (
    <>
      <button type="button" class="accept" onClick={() => send({ t: 'draw', act: 'accept' })}>
        Accept the draw
      </button>
      <button type="button" onClick={() => send({ t: 'draw', act: 'decline' })}>
        Decline
      </button>
    </>
  );
}

/**
 * The cells of the royal pieces in check, marked on the board: in games of three every
 * General in check or checkmated (a check stands until its player moves), otherwise the
 * royal piece of the side to move.
 */
function checkCells(
  game: GameDefinition,
  position: Position,
  states: readonly SeatState[] | undefined,
): number[] {
  if (states && isTriangulation(position))
    return states.flatMap((state, seat) =>
      (state.status === 'check' || state.status === 'checkmated') &&
      position.generalCell[seat]! >= 0
        ? [position.generalCell[seat]!]
        : [],
    );
  if (!position.inCheck()) return [];
  const royal = royalKind(game);
  const cells: number[] = [];
  for (let cell = 0; cell < game.topology.size; cell++) {
    const stack = position.contents(cell);
    const top = stack[stack.length - 1];
    if (top && top.kind === royal && top.owner === position.turn) cells.push(cell);
  }
  return cells;
}

/** 'Waiting for Green and Blue to join'. */
function waitingText(names: readonly string[]): string {
  if (names.length === 0) return 'Waiting for the game to start';
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Waiting for ${list} to join`;
}
