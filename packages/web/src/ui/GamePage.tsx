import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { takeBoardFocus } from '../app/boardFocus.js';
import type { PieceView } from '@trigon/engine';
import { err, games, playingSeats } from '@trigon/engine';
import { useSkin } from '../pieces/index.js';
import { aiSeats, MODES, type PlayRoute, type Route } from '../app/route.js';
import { AI_LEVELS } from './levels.js';
import { describeEnding, type GameSession, type Ply } from '../game/session.js';
import { sessionFromRoute } from '../game/fromRoute.js';
import { AnalysisView, evaluationText } from './AnalysisView.js';
import type { Choice } from './ChoiceDialog.js';
import { copyText } from './clipboard.js';
import { GameBoardColumn } from './GameBoardColumn.js';
import { GameControls } from './GameControls.js';
import { GameDialogs, type Dialog } from './GameDialogs.js';
import { shareUrl, useAddressBar } from './gameLinks.js';
import { GamePanel } from './GamePanel.js';
import { GameStatus } from './GameStatus.js';
import { playedWords, takenBackWords } from './announcement.js';
import { moveTargets } from './moveTargets.js';
import { pvArrows } from './pvArrows.js';
import { aiDescription, nextSeatAmong, playerNames, seating } from './seating.js';
import { useAiEngine } from './useAiEngine.js';
import { useAiOpponent } from './useAiOpponent.js';
import { useAnalysis } from './useAnalysis.js';
import { useGameGraph } from './useGameGraph.js';
import { EvalBar } from './EvalBar.js';
import { EvalGraph } from './EvalGraph.js';
import { judgePosition } from '../analysis/judgement.js';
import { readAnalysisOn, writeAnalysisOn } from '../settings/analysisSwitch.js';
import { threadChoices, threadSupport, useThreads } from '../settings/threads.js';
import { useGameActions } from './useGameActions.js';
import { useGameView } from './useGameView.js';
import { useStandings } from './useStandings.js';
import { useYourLocalGame } from './useYourGame.js';
import { describePiece } from './words.js';
import { useGameSounds, useLowTimeSound } from '../sound/useSounds.js';
import { lowTimeWords } from '../sound/cues.js';
import { LOCAL_CLOCKS } from '../game/clock.js';
import { aiClockBudget } from '../ai/clockBudget.js';
import { clockFace } from '../online/protocol.js';
import { useGameClock } from './useGameClock.js';
import { usePremove } from '../board/usePremove.js';
import './extras.css';
import './analysis.css';

export interface GamePageProps {
  readonly route: PlayRoute;
  readonly navigate: (route: Route) => void;
}

/** A game on this screen (same screen, against the AI, or an analysis board), from its link. */
export function GamePage({ route, navigate }: GamePageProps) {
  // The page is mounted afresh for every route (see App), so the session is built once.
  const setup = useMemo(() => {
    const found = games.get(route.game);
    if (!found.ok) return err('unknown-game', `There is no game '${route.game}'.`);
    // Played here, on the AI's side or on an analysis board: a link that says otherwise is not
    // guessed at (an online game has its own address, #/online/<id>).
    if (route.unknownMode !== undefined)
      return err(
        'bad-option',
        `The link names an unknown mode '${route.unknownMode}'; the modes are ${MODES.join(', ')}.`,
      );
    if (route.clock !== undefined && !(route.clock in LOCAL_CLOCKS))
      return err(
        'bad-option',
        `The link names an unknown clock '${route.clock}'; the clocks are ${Object.keys(LOCAL_CLOCKS).join(', ')}.`,
      );
    // The AI's worker refuses a level it does not have, so such a link would never see a move.
    const levels = [...aiSeats(route, found.value.players.length).values()];
    const unknown = levels.find((level) => level < 1 || level > AI_LEVELS);
    if (unknown !== undefined)
      return err(
        'bad-option',
        `The link names AI level ${unknown}; the levels are 1 to ${AI_LEVELS}.`,
      );
    const game = found.value;
    const seats = game.players.length;
    const named = (seat: number) => `${seat} (${game.players[seat]})`;
    if (route.seat >= seats)
      return err(
        'bad-seat',
        `The link names seat ${route.seat}; ${game.title} has seats ${game.players.map((_, s) => named(s)).join(', ')}.`,
      );
    const session = sessionFromRoute(game, route);
    if (!session.ok) return session;
    // Against the AI the viewer plays `seat`: the neutral army of a game of three played by two
    // has nobody to play it, and the AI would play both sides.
    const playing = playingSeats(game, session.value.options);
    if (route.mode === 'ai' && route.ai === undefined && !playing.includes(route.seat))
      return err(
        'bad-seat',
        `The link names seat ${named(route.seat)}, the neutral army: nobody plays it; the seats that play are ${playing.map(named).join(' and ')}.`,
      );
    return session;
  }, []);
  if (!setup.ok) return <ErrorPage message={setup.error} />;
  return <Game route={route} session={setup.value} navigate={navigate} />;
}

function ErrorPage({ message }: { message: string }) {
  return (
    <main class="page error-page">
      <p role="alert">{message}</p>
      <p>
        <a href="#/">Choose a game</a>
      </p>
    </main>
  );
}

/**
 * The page's state and what the players do, wired to the board column, the panel and the
 * dialogs; each of those, and each hook here, is one concern in a file of its own.
 */
function Game(props: { route: PlayRoute; session: GameSession; navigate: (route: Route) => void }) {
  const { route, session } = props;
  const game = session.game;
  const skin = useSkin(game);
  const seats = game.players.length;
  const mode = route.mode;
  // The seats the AI plays and their levels; every other seat that plays is played here.
  const seated = useMemo(() => seating(route, game, session.options), []);
  const { aiLevels, humans, humanSeat } = seated;

  const view = useGameView(session, route.ply);
  const engine = useAiEngine();
  // A game started from the new-game form: the keyboard goes on to its board.
  useEffect(takeBoardFocus, []);
  const [bottomSeat, setBottomSeat] = useState(humanSeat);
  // Two people sharing the screen against the AI see the board turned to whichever of them
  // is to move (or moves next); on a plain same-screen game it is a choice.
  const [autoTurn, setAutoTurn] = useState(mode === 'ai' && humans.length > 1);
  const [choice, setChoice] = useState<Choice | undefined>();
  const [dialog, setDialog] = useState<Dialog>();
  // The analysis switch is remembered; an analysis board has it on until the player says not.
  const [analysisOn, setAnalysisOn] = useState(() => readAnalysisOn(mode === 'analysis'));
  // The graph's background analysis has an engine of its own, so the live analysis goes on.
  const graphEngine = useAiEngine();
  // What a screen reader hears of the last thing done, and a copied link's confirmation. The
  // words of a move are said while the board shows the position it made, and no longer once
  // it is taken back or the board steps elsewhere.
  const [said, setSaid] = useState<{ text: string; after?: Ply }>({ text: '' });
  const setNotice = (text: string) => setSaid({ text });
  const announce = (ply: Ply) => setSaid({ text: playedWords(session, ply), after: ply });

  const clock = useGameClock({
    session,
    version: view.version,
    control: route.clock === undefined ? undefined : LOCAL_CLOCKS[route.clock],
    onFlag: (seat) => {
      engine.cancel();
      session.loseOnTime(seat);
      resetAi();
      view.bump();
    },
  });
  const { ai, reset: resetAi } = useAiOpponent({
    engine,
    session,
    view,
    aiLevels,
    level: route.level,
    clock: clock
      ? (seat) => aiClockBudget(clock.timeLeft(seat, performance.now()), clock.control.incrementMs)
      : undefined,
    onPlayed: announce,
  });
  const analysing = analysisOn && mode !== 'ai';
  // Threads help only the search of games of two (for more the engine searches on one).
  const playing = playingSeats(game, session.options);
  const twoSeats = playing.length === 2;
  const [threads, chooseThreads] = useThreads();
  const analysis = useAnalysis(engine, session, view, analysing, twoSeats ? threads : 1);
  const graph = useGameGraph(graphEngine, session, view.version, analysing);
  useAddressBar(route, session, view.ply, view.version);
  useYourLocalGame(route, session, view.version);

  const over = session.isOver();
  const ending = session.ending();
  const { displayed, atEnd } = view;
  const mover = session.position.turn;
  const humanToMove = !aiLevels.has(mover);
  const standings = useStandings(session, displayed, view.ply, view.version);
  useGameSounds({
    length: session.length,
    over,
    turn: mover,
    last: session.length > 0 ? session.ply(session.length - 1) : undefined,
    held: humans,
    everyTurn: humans.length >= 3,
  });
  // A player's own clock falling low warns them, as online; the AI's does not.
  const lowSeat = clock && !over && humans.includes(clock.runningSeat) ? clock.runningSeat : -1;
  useLowTimeSound(
    lowSeat >= 0,
    () => (clock && lowSeat >= 0 ? clock.timeLeft(lowSeat, performance.now()) : null),
    () => setNotice(lowTimeWords(game.players[lowSeat]!)),
  );
  const notice =
    said.after === undefined || (view.ply > 0 && session.ply(view.ply - 1) === said.after)
      ? said.text
      : '';

  // The board turns to the player to move when asked to (same-screen play); against the AI, to
  // the next of the seats played here.
  const canFollow = mode === 'local' || (mode === 'ai' && humans.length > 1);
  const viewSeat =
    autoTurn && canFollow && !over
      ? nextSeatAmong(mode === 'ai' ? humans : [], displayed.turn, seats)
      : bottomSeat;

  // The legal moves of the shown position, grouped by the cells a player clicks.
  const canMove =
    mode === 'analysis' ? displayed.outcome() === undefined : atEnd && !over && humanToMove;
  const targets = useMemo(
    () => moveTargets(displayed, canMove ? displayed.legalMoves() : []),
    [displayed, canMove, view.version],
  );

  const { play, warning, canUndo, actions } = useGameActions({
    session,
    view,
    mode,
    seating: seated,
    engine,
    targets,
    resetAi,
    onPlayed: announce,
    onTakenBack: (plies, ending) => setNotice(takenBackWords(game, plies, ending)),
  });

  const onMove = (from: number, to: number) => {
    const candidates = targets.byCells.get(`${from}>${to}`) ?? [];
    if (candidates.length === 1) play(candidates[0]);
    else if (candidates.length > 1) setChoice({ from, to, moves: candidates });
  };
  // Stable callbacks, so that the board is not redrawn when only the panel changes.
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const stableOnMove = useCallback((from: number, to: number) => onMoveRef.current(from, to), []);
  const describe = useCallback((p: PieceView) => describePiece(game, p), [game]);
  // One player against the AI may premove while the AI thinks; at one screen with nobody to
  // wait for (every seat played here) there is no turn to premove in.
  const premove = usePremove({
    seat: mode === 'ai' && humans.length === 1 ? humanSeat : null,
    waiting: atEnd && !over && !humanToMove,
    toMove: canMove,
    contents: view.contents,
    legal: targets.targets,
    play: stableOnMove,
  });

  const pv = analysis?.info?.pv;
  // The bar: the live search of the shown position, else the graph's point for it until the
  // live search reports.
  const live = analysis?.info;
  const judgement = useMemo(() => {
    if (!analysing) return undefined;
    const now = judgePosition(
      displayed,
      live && {
        turn: displayed.turn,
        score: live.score,
        mate: live.mate,
        seatScores: twoSeats ? undefined : engine.seatScores(displayed, live.pv),
      },
    );
    return now ?? (view.ply > 0 ? graph?.after[view.ply - 1] : undefined);
  }, [analysing, displayed, view.version, live, graph?.done]);
  const arrows = useMemo(
    () => pvArrows(displayed, pv),
    [displayed, view.version, pv?.[0], pv?.[1]],
  );

  const commands = {
    ...actions,
    turnBoard: () => {
      setBottomSeat((viewSeat + 1) % seats);
      setAutoTurn(false);
    },
    setAutoTurn,
    setAnalysis: (on: boolean) => {
      writeAnalysisOn(on);
      setAnalysisOn(on);
    },
  };

  const names = playerNames(game, seated, mode);
  const drawClaim = session.drawClaim();
  const boardLabel = `${game.title} board, ${game.players[viewSeat]}'s view. ${
    ending && atEnd ? describeEnding(game, ending) : `${game.players[displayed.turn]} to move`
  }.`;

  return (
    <main class="page game-page" data-game={game.id} data-mode={mode}>
      <GameBoardColumn
        game={game}
        skin={skin}
        viewSeat={viewSeat}
        names={names}
        standings={standings}
        // Looking back at a finished game, the strips say who was to move in the position shown.
        over={over && atEnd}
        thinking={ai.thinking && atEnd ? mover : -1}
        contents={view.contents}
        targets={premove.targets}
        premoving={premove.premoving}
        premove={premove.queued}
        onCancelPremove={premove.cancel}
        lastMove={view.lastMove}
        arrows={arrows}
        slide={view.slide}
        onMove={premove.onMove}
        describePiece={describe}
        label={boardLabel}
        beside={
          analysing && (
            <EvalBar
              game={game}
              playing={playing}
              colours={skin.seatColours}
              judgement={judgement}
              bottomSeat={viewSeat}
            />
          )
        }
        clock={
          clock &&
          ((seat) => ({
            text: clockFace(clock.timeLeft(seat, performance.now())),
            running: !over && clock.runningSeat === seat,
          }))
        }
      />

      <GamePanel
        game={game}
        skin={skin}
        session={session}
        description={
          mode === 'ai'
            ? aiDescription(game.players, aiLevels, humans)
            : mode === 'local'
              ? 'Same screen: every seat plays here'
              : 'Analysis board'
        }
        ply={view.ply}
        version={view.version}
        onSelect={view.setPly}
        status={
          <GameStatus
            game={game}
            ending={ending}
            ai={ai}
            onMoveNow={() => engine.moveNow()}
            mover={mover}
            inCheck={session.position.inCheck()}
            inGame={session.position.activeSeats?.()}
            warning={warning}
            notice={notice}
            shown={
              atEnd
                ? undefined
                : {
                    ply: view.ply,
                    length: session.length,
                    turn: displayed.turn,
                    inCheck: displayed.inCheck(),
                  }
            }
          />
        }
        aiInfo={
          mode === 'ai' && ai.info && ai.thinking
            ? `${evaluationText(game, mover, ai.info)} at depth ${ai.info.depth}`
            : undefined
        }
        controls={
          <GameControls
            game={game}
            mode={mode}
            over={over}
            canUndo={canUndo}
            offer={session.drawOffer}
            drawClaim={humanToMove ? drawClaim : undefined}
            canFollow={canFollow}
            autoTurn={autoTurn}
            analysisOn={analysisOn}
            commands={commands}
          />
        }
        analysis={
          analysing && (
            <>
              <AnalysisView
                game={game}
                position={displayed}
                movers={session
                  .moves()
                  .slice(0, view.ply)
                  .map((p) => p.seat)}
                info={analysis?.info}
                error={analysis?.error}
                over={displayed.outcome() !== undefined}
                threads={
                  twoSeats
                    ? {
                        choices: threadChoices(threadSupport()),
                        chosen: threads,
                        choose: chooseThreads,
                      }
                    : undefined
                }
              />
              {graph && (
                <EvalGraph
                  game={game}
                  playing={playing}
                  colours={skin.seatColours}
                  graph={graph}
                  ply={view.ply}
                  onSelect={view.setPly}
                />
              )}
            </>
          )
        }
        onRecord={() => setDialog('record')}
        onCopyLink={() => {
          const url = shareUrl(route, session, view.ply);
          void copyText(url).then((done) => setNotice(done ? 'Link copied' : url));
        }}
        onNewGame={() => setDialog('new')}
        notice={notice}
      />

      <GameDialogs
        route={route}
        session={session}
        displayed={displayed}
        ply={view.ply}
        viewSeat={viewSeat}
        seating={seated}
        names={names}
        choice={choice}
        onChoose={(move) => {
          setChoice(undefined);
          play(move);
        }}
        onCancelChoice={() => setChoice(undefined)}
        dialog={dialog}
        onCloseDialog={() => setDialog(undefined)}
        navigate={(next, fresh) => {
          setDialog(undefined);
          if (fresh) engine.newGame();
          props.navigate(next);
        }}
      />
    </main>
  );
}
