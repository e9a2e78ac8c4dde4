import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameDefinition, Move, PieceView, Position, Result } from '@trigon/engine';
import { err, fail, games, ok } from '@trigon/engine';
import type { JSX } from 'preact';
import { Board, type Arrow } from '../board/Board.js';
import { boardGeometry } from '../board/geometry.js';
import { arrivals } from '../board/arrivals.js';
import { skinFor } from '../pieces/index.js';
import { GameSession, describeEnding, resultToken } from '../game/session.js';
import { aiSeats, formatRoute, type Mode, type PlayRoute, type Route } from '../app/route.js';
import { isTriangulation, seatStates, stateWords, type SeatState } from '../game/triangulation.js';
import { AiEngine, type SearchInfo } from '../ai/engine.js';
import { MoveList } from './MoveList.js';
import { PlayerStrip } from './PlayerStrip.js';
import { AnalysisView, evaluationText } from './AnalysisView.js';
import { ChoiceDialog, type Choice } from './ChoiceDialog.js';
import { RecordDialog } from './RecordDialog.js';
import { NewGameDialog } from './NewGameDialog.js';
import { BoardFrame } from './BoardFrame.js';
import { SeatSwatch } from './SeatSwatch.js';
import { StepButtons } from './StepButtons.js';
import { describePiece, royalKind } from './words.js';
import { copyText } from './clipboard.js';
import { AI_LEVELS, STRONGEST_MS } from './levels.js';
import { moveWarning } from '../game/warnings.js';
import './extras.css';

export interface GamePageProps {
  readonly route: PlayRoute;
  readonly navigate: (route: Route) => void;
}

type Dialog = 'new' | 'record' | undefined;

function buildSession(game: GameDefinition, route: PlayRoute): Result<GameSession> {
  let session: GameSession;
  if (route.start !== undefined) {
    const read = GameSession.fromText(game, route.start, route.options);
    if (!read.ok) return fail(read, 'The position in the link does not read: ');
    session = read.value;
  } else {
    for (const [name, value] of Object.entries(route.options)) {
      const spec = game.options.find((o) => o.name === name);
      if (!spec) return err('bad-option', `The link names an unknown option '${name}'.`);
      if (!spec.values.includes(value))
        return err('bad-option', `Option '${name}' cannot be '${value}'.`);
    }
    session = GameSession.start(game, route.options);
  }
  for (const [i, text] of route.moves.entries()) {
    const played = session.playText(text);
    if (!played.ok) return fail(played, `Move ${i + 1} of the link, '${text}', cannot be played: `);
  }
  return ok(session);
}

export function GamePage({ route, navigate }: GamePageProps) {
  // The page is mounted afresh for every route (see App), so the session is built once.
  const setup = useMemo(() => {
    const found = games.get(route.game);
    if (!found.ok) return err('unknown-game', `There is no game '${route.game}'.`);
    return buildSession(found.value, route);
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

interface AiState {
  readonly thinking: boolean;
  readonly info?: SearchInfo;
  readonly error?: string;
}

interface AnalysisState {
  readonly ply: number;
  readonly version: number;
  readonly info?: SearchInfo;
  readonly error?: string;
}

function Game(props: { route: PlayRoute; session: GameSession; navigate: (route: Route) => void }) {
  const { route, session, navigate } = props;
  const game = session.game;
  const skin = skinFor(game);
  const seats = game.players.length;
  const mode: Mode = route.mode;
  // The seats the AI plays and their levels; every other seat is played on this screen.
  // The neutral army of Triangulation's two-player mode has no player at all.
  const neutral = isTriangulation(session.position) ? session.position.neutralSeat : -1;
  const aiLevels = useMemo(() => {
    const levels = aiSeats(route, seats);
    levels.delete(neutral);
    // A link that seats the viewer on the neutral army gives them the next army instead.
    if (neutral >= 0 && route.ai === undefined && levels.size === seats - 1)
      levels.delete((neutral + 1) % seats);
    return levels;
  }, []);
  const humans = game.players.map((_, i) => i).filter((i) => !aiLevels.has(i) && i !== neutral);
  const viewer = Math.min(route.seat, seats - 1);
  const humanSeat = humans.includes(viewer) ? viewer : (humans[0] ?? viewer);

  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);
  const [viewPly, setViewPly] = useState(() =>
    route.ply !== undefined ? Math.min(route.ply, session.length) : session.length,
  );
  const [bottomSeat, setBottomSeat] = useState(humanSeat);
  // Two people sharing the screen against the AI see the board turned to whichever of them
  // is to move (or moves next); on a plain same-screen game it is a choice.
  const [autoTurn, setAutoTurn] = useState(mode === 'ai' && humans.length > 1);
  const [choice, setChoice] = useState<Choice | undefined>();
  const [dialog, setDialog] = useState<Dialog>();
  const [ai, setAi] = useState<AiState>({ thinking: false });
  const [analysisOn, setAnalysisOn] = useState(mode === 'analysis');
  const [analysis, setAnalysis] = useState<AnalysisState | undefined>();
  const [notice, setNotice] = useState('');
  // A warning about the last move played here (game/warnings.ts); it never blocks the move.
  const [warning, setWarning] = useState<string | undefined>();
  const engine = useRef<AiEngine>();
  engine.current ??= new AiEngine();
  useEffect(() => () => engine.current?.dispose(), []);

  const over = session.isOver();
  const ending = session.ending();
  const atEnd = viewPly === session.length;
  const displayed: Position = useMemo(
    () => (atEnd ? session.position : session.positionAt(viewPly)),
    [viewPly, version, atEnd],
  );
  const contents = session.contentsAt(viewPly);
  const turn = displayed.turn;
  // The AI plays its seats' moves even while the player looks back through the game.
  const aiToMove = !over && aiLevels.has(session.position.turn);
  const versionRef = useRef(version);
  versionRef.current = version;
  const viewPlyRef = useRef(viewPly);
  viewPlyRef.current = viewPly;

  // The board turns to the player to move when asked to (same-screen play); against the AI, to
  // the next of the seats played here.
  const canFollow = mode === 'local' || (mode === 'ai' && humans.length > 1);
  const viewSeat =
    autoTurn && canFollow && !over
      ? nextSeatAmong(mode === 'ai' ? humans : [], turn, seats)
      : bottomSeat;

  // Keep the address bar on the current game, so that a reload or a shared link reopens it.
  useEffect(() => {
    const next: PlayRoute = {
      ...route,
      start: session.standardStart ? undefined : session.startText,
      options: session.changedOptions(),
      moves: session.coordinates(),
      ply: viewPly === session.length ? undefined : viewPly,
    };
    const hash = formatRoute(next);
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }, [version, viewPly]);

  // The legal moves of the shown position, grouped by the cells a player clicks.
  const humanTurn = !aiLevels.has(session.position.turn);
  const canMove =
    mode === 'analysis' ? displayed.outcome() === undefined : atEnd && !over && humanTurn;
  const legal = useMemo(
    () => (canMove ? displayed.legalMoves() : []),
    [displayed, canMove, version],
  );
  const byCells = useMemo(() => {
    const map = new Map<string, Move[]>();
    const targets = new Map<number, Set<number>>();
    const passes: Move[] = [];
    for (const move of legal) {
      const info = displayed.moveInfo(move);
      if (info.from < 0 || info.to < 0) {
        passes.push(move);
        continue;
      }
      const key = `${info.from}>${info.to}`;
      const list = map.get(key);
      if (list) list.push(move);
      else map.set(key, [move]);
      let set = targets.get(info.from);
      if (!set) targets.set(info.from, (set = new Set()));
      set.add(info.to);
    }
    return { map, targets, passes };
  }, [legal]);

  const lastPly = viewPly > 0 ? session.ply(viewPly - 1) : undefined;
  const lastMove = useMemo(
    () => (lastPly ? { from: lastPly.from, to: lastPly.to } : undefined),
    [lastPly?.from, lastPly?.to],
  );

  // Pieces slide when the shown position moves one step along the game.
  const previous = useRef({ ply: viewPly, length: session.length, version });
  const slide = useMemo(() => {
    const before = previous.current;
    previous.current = { ply: viewPly, length: session.length, version };
    if (Math.abs(before.ply - viewPly) !== 1 || before.ply > session.length) return undefined;
    const forward = viewPly > before.ply;
    const ply = session.ply(forward ? viewPly - 1 : viewPly);
    if (!ply) return undefined;
    const hint = forward ? { from: ply.from, to: ply.to } : { from: ply.to, to: ply.from };
    return arrivals(session.contentsAt(before.ply), contents, hint);
  }, [viewPly, version]);

  const check = useMemo(() => {
    if (isTriangulation(displayed)) {
      // Every General in check, not only the mover's: a check stands until its player moves.
      return seatStates(displayed).flatMap((state, seat) =>
        (state.status === 'check' || state.status === 'checkmated') &&
        displayed.generalCell[seat] >= 0
          ? [displayed.generalCell[seat]]
          : [],
      );
    }
    if (!displayed.inCheck()) return [];
    const royal = royalKind(game);
    const cells: number[] = [];
    contents.forEach((stack, cell) => {
      const top = stack[stack.length - 1];
      if (top && top.kind === royal && top.owner === displayed.turn) cells.push(cell);
    });
    return cells;
  }, [displayed, version]);

  const play = (move: Move) => {
    if (mode === 'analysis') {
      while (session.length > viewPly) session.undo();
    }
    setWarning(moveWarning(session.position, move, mode === 'ai'));
    const ply = session.play(move);
    setViewPly(session.length);
    setNotice(`${game.players[ply.seat]} played ${ply.text}`);
    bump();
  };

  const onMove = (from: number, to: number) => {
    const candidates = byCells.map.get(`${from}>${to}`) ?? [];
    if (candidates.length === 1) play(candidates[0]);
    else if (candidates.length > 1) setChoice({ from, to, moves: candidates });
  };
  // Stable callbacks, so that the board is not redrawn when only the panel changes.
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const stableOnMove = useCallback((from: number, to: number) => onMoveRef.current(from, to), []);
  const describe = useCallback((p: PieceView) => describePiece(game, p), [game]);

  // The AI's turn: think in the worker, then play its move unless the game changed meanwhile.
  useEffect(() => {
    if (!aiToMove) return;
    const token = version;
    setAi({ thinking: true });
    engine
      .current!.run(
        {
          game: game.id,
          options: session.options,
          position: session.startText,
          moves: session.coordinates(),
          level: aiLevels.get(session.position.turn) ?? route.level,
          timeMs:
            (aiLevels.get(session.position.turn) ?? route.level) === AI_LEVELS
              ? STRONGEST_MS
              : undefined,
        },
        (info) => setAi({ thinking: true, info }),
      )
      .then((best) => {
        if (!best || token !== versionRef.current) return;
        setAi({ thinking: false });
        if (!best.move) return;
        const move = session.position.parseMove(best.move);
        if (!move.ok) {
          setAi({ thinking: false, error: `The AI answered '${best.move}': ${move.error}` });
          return;
        }
        const following = viewPlyRef.current === session.length;
        const ply = session.play(move.value);
        if (following) setViewPly(session.length);
        setNotice(`${game.players[ply.seat]} played ${ply.text}`);
        bump();
      })
      .catch((error: unknown) => {
        setAi({ thinking: false, error: error instanceof Error ? error.message : String(error) });
      });
    return () => engine.current?.cancel();
  }, [version, aiToMove]);

  // Analysis of the shown position, live, while it is switched on.
  useEffect(() => {
    if (!analysisOn || mode === 'ai') {
      setAnalysis(undefined);
      return;
    }
    const ply = viewPly;
    const token = version;
    setAnalysis({ ply, version: token });
    if (displayed.outcome()) return;
    // Depths come fast at first; the panel shows at most a few a second.
    const throttle = throttled<SearchInfo>(150, (info) =>
      setAnalysis({ ply, version: token, info }),
    );
    engine
      .current!.run(
        {
          game: game.id,
          options: session.options,
          position: session.startText,
          moves: session.coordinates().slice(0, ply),
          level: 8,
          timeMs: 120_000,
        },
        (info) => throttle.push(info),
      )
      .catch((error: unknown) =>
        setAnalysis({
          ply,
          version: token,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    return () => {
      throttle.cancel();
      engine.current?.cancel();
    };
  }, [analysisOn, viewPly, version]);

  const analysisNow =
    analysis && analysis.ply === viewPly && analysis.version === version ? analysis : undefined;
  const pv = analysisNow?.info?.pv;
  const arrows = useMemo(() => pvArrows(displayed, pv), [displayed, version, pv?.[0], pv?.[1]]);

  // A declared ending (resignation, agreed draw) is taken back first; against the AI a move
  // is taken back with the AI's replies to it.
  const declared = ending !== undefined && ending.by !== 'rules';
  const canUndo =
    declared ||
    (mode === 'ai' ? session.moves().some((p) => !aiLevels.has(p.seat)) : session.length > 0);
  const undo = () => {
    engine.current?.cancel();
    if (declared) {
      session.undo();
    } else {
      do {
        if (!session.undo()) break;
      } while (mode === 'ai' && session.length > 0 && aiLevels.has(session.position.turn));
    }
    setViewPly(session.length);
    setAi({ thinking: false });
    setWarning(undefined);
    bump();
  };

  const mover = session.position.turn;
  const drawClaim = session.drawClaim();
  const offer = session.drawOffer;
  const humanToMove = !aiLevels.has(mover);

  const players = game.players.map((seat, i) =>
    aiLevels.has(i)
      ? `AI level ${aiLevels.get(i)}`
      : mode === 'ai' && humans.length === 1 && i === humanSeat
        ? 'You'
        : seat,
  );
  // Games of three say each seat's standing (check, checkmate, elimination, neutral army) and
  // show the pile each player has captured.
  const states: SeatState[] | undefined = useMemo(
    () => (isTriangulation(displayed) ? seatStates(displayed) : undefined),
    [displayed, version],
  );
  const piles: PieceView[][] | undefined = useMemo(
    () =>
      isTriangulation(displayed)
        ? game.players.map((_, seat) =>
            displayed.capturedPile(seat).map((p) => ({ owner: p.colour, kind: p.kind })),
          )
        : undefined,
    [displayed, version],
  );

  // The viewer's seat sits below the board, the others above it in turn order (for three
  // players the next seat's corner is on the left).
  const strips = orderedSeats(seats, viewSeat);
  const strip = (seat: number) => (
    <PlayerStrip
      key={seat}
      game={game}
      seat={seat}
      name={players[seat]}
      captured={piles ? piles[seat] : captured[seat]}
      toMove={!over && turn === seat}
      thinking={ai.thinking && mover === seat}
      colour={skin.seatColours[seat]}
      status={states?.[seat].status}
      statusText={states ? stateWords(game, states[seat]) : undefined}
    />
  );
  const [, , boxWidth, boxHeight] = boardGeometry(game.topology, game.views[viewSeat] ?? 0).viewBox;
  const aspect = boxWidth / boxHeight;
  const captured = session.capturedBy(viewPly);
  const boardLabel = `${game.title} board, ${game.players[viewSeat]}'s view. ${
    ending && atEnd ? describeEnding(game, ending) : `${game.players[turn]} to move`
  }.`;

  return (
    <main class="page game-page" data-game={game.id} data-mode={mode}>
      <section
        class="board-column"
        style={{ '--board-aspect': String(aspect) } as JSX.CSSProperties}
      >
        <div class="strips top">{strips.slice(1).map(strip)}</div>
        <BoardFrame>
          <Board
            topology={game.topology}
            skin={skin}
            angle={game.views[viewSeat] ?? 0}
            bottomSeat={viewSeat}
            seats={seats}
            contents={contents}
            targets={byCells.targets}
            lastMove={lastMove}
            check={check}
            arrows={arrows}
            arrivals={slide}
            onMove={stableOnMove}
            describePiece={describe}
            label={boardLabel}
          />
        </BoardFrame>
        <div class="strips bottom">{strip(viewSeat)}</div>
      </section>

      <aside class="panel" aria-label="Game">
        <header class="panel-head">
          <h1>{game.title}</h1>
          <p class="mode">
            {mode === 'ai'
              ? aiDescription(game.players, aiLevels, humans)
              : mode === 'local'
                ? 'Same screen: every seat plays here'
                : 'Analysis board'}
          </p>
        </header>

        <div class="status" role="status" aria-live="polite">
          {ending ? (
            <p class="result" data-result={resultToken(seats, ending)}>
              <strong>{resultToken(seats, ending)}</strong> {describeEnding(game, ending)}
            </p>
          ) : ai.thinking ? (
            <p class="thinking">
              <span class="spinner" aria-hidden="true" /> The AI is thinking…{' '}
              <button type="button" class="move-now" onClick={() => engine.current?.moveNow()}>
                Move now
              </button>
            </p>
          ) : (
            <p class="turn">
              <SeatSwatch game={game} seat={mover} />
              {game.players[mover]} to move
              {session.position.inCheck() ? ' (check)' : ''}
            </p>
          )}
          {ai.error && <p class="error">AI: {ai.error}</p>}
          {warning && (
            <p class="warning" role="alert">
              {warning}
            </p>
          )}
          <p class="sr-only">{notice}</p>
        </div>

        {mode === 'ai' && ai.info && ai.thinking && (
          <p class="ai-info">
            AI: {evaluationText(game, session.position.turn, ai.info)} at depth {ai.info.depth}
          </p>
        )}

        {skin.PanelExtras && <skin.PanelExtras session={session} ply={viewPly} />}

        <MoveList
          game={game}
          session={session}
          ply={viewPly}
          onSelect={setViewPly}
          version={version}
        />

        <StepButtons ply={viewPly} length={session.length} onSelect={setViewPly} />

        <div class="actions">
          {byCells.passes.length > 0 && (
            <button type="button" onClick={() => play(byCells.passes[0])}>
              Pass
            </button>
          )}
          {mode !== 'analysis' && (
            <button type="button" onClick={undo} disabled={!canUndo}>
              Undo
            </button>
          )}
          {mode === 'local' && !over && offer === undefined && (
            <button
              type="button"
              onClick={() => {
                session.offerDraw(mover);
                bump();
              }}
            >
              Offer draw
            </button>
          )}
          {mode === 'local' && !over && offer !== undefined && (
            <>
              <button
                type="button"
                class="accept"
                onClick={() => {
                  session.agreeDraw();
                  bump();
                }}
              >
                Accept draw ({game.players[offer]} offers)
              </button>
              <button
                type="button"
                onClick={() => {
                  session.drawOffer = undefined;
                  bump();
                }}
              >
                Decline
              </button>
            </>
          )}
          {drawClaim && humanToMove && (
            <button
              type="button"
              onClick={() => {
                session.claimDraw();
                bump();
              }}
            >
              Claim draw ({drawClaim})
            </button>
          )}
          {mode !== 'analysis' && !over && (
            <button
              type="button"
              class="resign"
              onClick={() => {
                engine.current?.cancel();
                const leaver = humanToMove ? mover : humanSeat;
                // In a game of three, while someone else still plays here, the leaver is out
                // and the others play on; otherwise resigning ends the game.
                const inGame = session.position.activeSeats?.() ?? humans;
                const staying = humans.some((h) => h !== leaver && inGame.includes(h));
                if (!(staying && session.withdraw(leaver))) session.resign(leaver);
                setAi({ thinking: false });
                setViewPly(session.length);
                bump();
              }}
            >
              Resign
            </button>
          )}
          <button
            type="button"
            class="turn-board"
            onClick={() => {
              setBottomSeat((viewSeat + 1) % seats);
              setAutoTurn(false);
            }}
            title="Turn the board to the next seat"
          >
            {seats === 3 ? 'Turn board' : 'Flip board'}
          </button>
          {canFollow && (
            <label class="toggle">
              <input
                type="checkbox"
                checked={autoTurn}
                onChange={(e) => setAutoTurn((e.target as HTMLInputElement).checked)}
              />
              Turn to the player to move
            </label>
          )}
          {mode !== 'ai' && (
            <label class="toggle">
              <input
                type="checkbox"
                checked={analysisOn}
                onChange={(e) => setAnalysisOn((e.target as HTMLInputElement).checked)}
              />
              Engine analysis
            </label>
          )}
        </div>

        {analysisOn && mode !== 'ai' && (
          <AnalysisView
            game={game}
            position={displayed}
            slot={session.turnAt(0) + viewPly}
            info={analysisNow?.info}
            error={analysisNow?.error}
            over={displayed.outcome() !== undefined}
          />
        )}

        <div class="actions records">
          <button type="button" onClick={() => setDialog('record')}>
            Position and record
          </button>
          <button
            type="button"
            onClick={() => {
              const url = shareUrl(route, session, viewPly);
              void copyText(url).then((done) => setNotice(done ? 'Link copied' : url));
            }}
          >
            Copy link
          </button>
          <button type="button" onClick={() => setDialog('new')}>
            New game
          </button>
          <a class="button" href={`#/rules/${game.id}`}>
            Rules
          </a>
        </div>
        {notice && (
          <p class="notice" aria-hidden="true">
            {notice}
          </p>
        )}
      </aside>

      {choice && (
        <ChoiceDialog
          game={game}
          position={displayed}
          choice={choice}
          bottomSeat={viewSeat}
          onChoose={(move) => {
            setChoice(undefined);
            play(move);
          }}
          onCancel={() => setChoice(undefined)}
        />
      )}
      {dialog === 'record' && (
        <RecordDialog
          session={session}
          ply={viewPly}
          players={game.players.map((_, i) => (mode === 'ai' ? players[i] : '?'))}
          onClose={() => setDialog(undefined)}
          onOpen={(next) => {
            setDialog(undefined);
            navigate(next);
          }}
          mode={mode}
          route={route}
        />
      )}
      {dialog === 'new' && (
        <NewGameDialog
          initial={{
            game: game.id,
            mode,
            level: route.level,
            seat: humanSeat,
            ai: mode === 'ai' ? [...aiLevels].map(([seat, level]) => ({ seat, level })) : undefined,
            options: session.options,
          }}
          onClose={() => setDialog(undefined)}
          onStart={(next) => {
            setDialog(undefined);
            engine.current?.newGame();
            navigate(next);
          }}
        />
      )}
    </main>
  );
}

/** Passes on the latest value at most once per `ms`, the last one always. */
function throttled<T>(ms: number, send: (value: T) => void) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: T | undefined;
  const flush = () => {
    timer = undefined;
    last = performance.now();
    if (pending !== undefined) send(pending);
    pending = undefined;
  };
  return {
    push(value: T) {
      pending = value;
      const wait = ms - (performance.now() - last);
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

/**
 * The seat the board turns to: `turn` itself when every seat is played here (`among` empty),
 * otherwise the first of `among` at or after `turn` in turn order.
 */
export function nextSeatAmong(among: readonly number[], turn: number, seats: number): number {
  if (among.length === 0) return turn;
  for (let i = 0; i < seats; i++) {
    const seat = (turn + i) % seats;
    if (among.includes(seat)) return seat;
  }
  return turn;
}

/** 'Against the AI (level 2), you play Red', or for several seats of each kind, each named. */
export function aiDescription(
  players: readonly string[],
  aiLevels: ReadonlyMap<number, number>,
  humans: readonly number[],
): string {
  const levels = new Set(aiLevels.values());
  if (humans.length === 1 && levels.size === 1)
    return `Against the AI (level ${[...levels][0]}), you play ${players[humans[0]]}`;
  const ai = [...aiLevels].map(([seat, level]) => `${players[seat]} (level ${level})`);
  const here = humans.map((s) => players[s]);
  return `Against the AI: the AI plays ${ai.join(' and ')}; ${here.join(' and ')} ${
    here.length === 1 ? 'plays' : 'play'
  } here`;
}

/** Seats in the order they sit round the table, starting with the one at the bottom. */
function orderedSeats(seats: number, bottom: number): number[] {
  return Array.from({ length: seats }, (_, i) => (bottom + i) % seats);
}

/** A link that reopens this game at the shown move, on an analysis board. */
export function shareUrl(route: PlayRoute, session: GameSession, ply: number): string {
  const hash = formatRoute({
    ...route,
    mode: 'analysis',
    seat: route.seat,
    start: session.standardStart ? undefined : session.startText,
    options: session.changedOptions(),
    moves: session.coordinates(),
    ply: ply === session.length ? undefined : ply,
  });
  return `${location.origin}${location.pathname}${hash}`;
}

/** Arrows for the engine's best move and the reply it expects. */
function pvArrows(position: Position, pv: readonly string[] | undefined): Arrow[] {
  if (!pv || pv.length === 0) return [];
  const out: Arrow[] = [];
  const first = position.parseMove(pv[0]);
  if (!first.ok) return [];
  const a = position.moveInfo(first.value);
  if (a.from >= 0 && a.to >= 0) out.push({ from: a.from, to: a.to, kind: 'best' });
  if (pv.length > 1) {
    const copy = position.clone();
    copy.play(first.value);
    const second = copy.parseMove(pv[1]);
    if (second.ok) {
      const b = copy.moveInfo(second.value);
      if (b.from >= 0 && b.to >= 0) out.push({ from: b.from, to: b.to, kind: 'next' });
    }
  }
  return out;
}
