import { useCallback, useMemo, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import type { PieceView } from '@trigon/engine';
import { Board } from '../board/Board.js';
import { boardGeometry } from '../board/geometry.js';
import { useSkin } from '../pieces/index.js';
import { BoardFrame } from '../ui/BoardFrame.js';
import { ChoiceDialog } from '../ui/ChoiceDialog.js';
import { useStandings } from '../ui/useStandings.js';
import { useYourOnlineGame } from '../ui/useYourGame.js';
import { describePiece } from '../ui/words.js';
import { OnlinePanel } from './OnlinePanel.js';
import type { OnlineGame } from './protocol.js';
import { SeatStrip } from './SeatStrip.js';
import { useGameSounds, useLowTimeSound } from '../sound/useSounds.js';
import { lowTimeWords } from '../sound/cues.js';
import { clockRuns, timeLeft } from './clocks.js';
import { standings } from './standings.js';
import { statusText } from './statusText.js';
import type { OpenConnection } from './useConnection.js';
import { useMoveInput } from './useMoveInput.js';
import { usePremove } from '../board/usePremove.js';
import { useShownMove } from './useShownMove.js';
import { useSeatAccounts } from './useSeatAccounts.js';

/**
 * The page of an online game, laid out as the local game page: the board with a strip for
 * each seat (the viewer's below it, the others above in turn order), and the panel.
 */
export function OnlineView(props: { game: OnlineGame; connection: OpenConnection }) {
  const { game, connection } = props;
  const { state } = connection;
  const seat = state.seat;
  const definition = game.definition;
  const seats = definition.players.length;
  // Each player sees the board turned to their own corner; a spectator, the first player's;
  // either may turn it on from there, seat by seat (remembered for the tab's session).
  const [turns, setTurns] = useState(() => savedTurns(game.info.id));
  const view = ((seat ?? game.playing[0] ?? 0) + turns) % seats;
  const turnBoard = () => {
    const next = (turns + 1) % seats;
    setTurns(next);
    saveTurns(game.info.id, next);
  };
  useYourOnlineGame(game, seat);
  const skin = useSkin(definition);
  const shown = useShownMove(game);
  const input = useMoveInput(game, seat, shown.atEnd, connection.send);
  const live = game.position;
  const inPlay =
    game.status === 'playing' &&
    seat !== null &&
    shown.atEnd &&
    (live.activeSeats?.().includes(seat) ?? true);
  const premove = usePremove({
    seat,
    waiting: inPlay && live.turn !== seat,
    toMove: inPlay && live.turn === seat,
    contents: shown.contents,
    legal: input.targets,
    play: input.onMove,
  });
  const seated = useSeatAccounts(game, state);
  const describe = useCallback((p: PieceView) => describePiece(definition, p), [definition]);

  const displayed = shown.position;
  const standing = useMemo(() => standings(game, displayed), [displayed, game.seq]);
  const latest = useMemo(
    () => (shown.atEnd ? standing : standings(game, game.position)),
    [standing, shown.atEnd, game.seq],
  );
  // The board's check marks and the pieces beside each strip, as on the local page.
  const { check, pieces } = useStandings(game.session, displayed, shown.ply, game.seq);

  const played = game.session.length;
  useGameSounds({
    length: played,
    over: game.status === 'finished',
    turn: game.position.turn,
    last: played > 0 ? game.session.ply(played - 1) : undefined,
    held: seat === null ? [] : [seat],
    everyTurn: false,
  });
  // The low-time warning in words for a screen reader, in a live region on the page from the
  // start (a screen reader reads out changes to a region it knows).
  const [lowSaid, setLowSaid] = useState('');
  useLowTimeSound(
    seat !== null && clockRuns(game, seat),
    () => (seat === null ? null : timeLeft(game, state.clocks, seat)),
    () => seat !== null && setLowSaid(lowTimeWords(game.info.players[seat]!)),
  );

  const angle = definition.views[view] ?? 0;
  const aspect = useMemo(() => {
    const [, , width, height] = boardGeometry(definition.topology, angle).viewBox;
    return width / height;
  }, [definition, angle]);
  const around = Array.from({ length: seats }, (_, i) => (view + i) % seats);
  const strip = (s: number) => (
    <SeatStrip
      key={s}
      game={game}
      seat={s}
      viewer={seat}
      standing={standing[s]!}
      captured={pieces[s] ?? []}
      colour={skin.seatColours[s]!}
      connection={state}
      atEnd={shown.atEnd}
      account={seated.accounts?.[s]}
      change={seated.ratingChanges?.[s]}
    />
  );

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
            contents={shown.contents}
            targets={premove.targets}
            premoving={premove.premoving}
            premove={premove.queued}
            onCancelPremove={premove.cancel}
            lastMove={shown.lastMove}
            check={check}
            arrivals={shown.slide}
            onMove={premove.onMove}
            describePiece={describe}
            label={`${definition.title} online, ${definition.players[view]}'s view. ${statusText(game)}.`}
          />
        </BoardFrame>
        <div class="strips bottom">{strip(view)}</div>
      </section>

      <OnlinePanel
        game={game}
        connection={connection}
        shown={shown}
        input={input}
        standing={seat === null ? undefined : latest[seat]}
        withAccounts={seated.accounts !== undefined}
        onTurnBoard={turnBoard}
      />
      <p class="sr-only low-time-said" aria-live="polite">
        {lowSaid}
      </p>

      {input.choice && (
        <ChoiceDialog
          game={definition}
          position={game.position}
          choice={input.choice}
          bottomSeat={view}
          onChoose={(move) => {
            input.closeChoice();
            input.play(move);
          }}
          onCancel={input.closeChoice}
        />
      )}
    </main>
  );
}

/** How many seats on the viewer turned this game's board, in this tab's session. */
function savedTurns(id: string): number {
  const text = globalThis.sessionStorage?.getItem(`trigon.online.turns.${id}`) ?? '';
  return /^\d{1,2}$/.test(text) ? Number(text) : 0;
}

function saveTurns(id: string, turns: number): void {
  globalThis.sessionStorage?.setItem(`trigon.online.turns.${id}`, String(turns));
}
