import type { ComponentChildren, JSX } from 'preact';
import type { GameDefinition, PieceView } from '@trigon/engine';
import { Board, type Arrow } from '../board/Board.js';
import { boardGeometry } from '../board/geometry.js';
import type { GameSkin } from '../pieces/index.js';
import type { BoardContents } from '../game/session.js';
import { statusWords } from '../game/standing.js';
import { BoardFrame } from './BoardFrame.js';
import { PlayerStrip } from './PlayerStrip.js';
import type { Standings } from './useStandings.js';

/**
 * The board with a strip per seat: the viewer's seat below it, the others above it in turn
 * order (for three players the next seat's corner is on the left).
 */
export function GameBoardColumn(props: {
  game: GameDefinition;
  skin: GameSkin;
  /** The seat the board is turned to. */
  viewSeat: number;
  names: readonly string[];
  standings: Standings;
  /** The game has ended (by the rules or by the players): nobody is to move. */
  over: boolean;
  /** The seat the AI is thinking for, or -1. */
  thinking: number;
  contents: BoardContents;
  targets: ReadonlyMap<number, ReadonlySet<number>>;
  lastMove: { readonly from: number; readonly to: number } | undefined;
  arrows: readonly Arrow[];
  slide: ReadonlyMap<number, number> | undefined;
  onMove: (from: number, to: number) => void;
  /** Premoves (see board/usePremove.ts): whether the board takes them, the queued one. */
  premoving?: boolean;
  premove?: { readonly from: number; readonly to: number };
  onCancelPremove?: () => void;
  describePiece: (piece: PieceView) => string;
  label: string;
  /** Shown beside the board, on its left (the evaluation bar). */
  beside?: ComponentChildren;
  /** A seat's clock, in a game with clocks. */
  clock?: (seat: number) => { readonly text: string; readonly running: boolean } | undefined;
}) {
  const { game, skin, viewSeat, standings } = props;
  const seats = game.players.length;
  const [, , boxWidth, boxHeight] = boardGeometry(game.topology, game.views[viewSeat] ?? 0).viewBox;
  const around = Array.from({ length: seats }, (_, i) => (viewSeat + i) % seats);
  const strip = (seat: number) => (
    <PlayerStrip
      key={seat}
      game={game}
      seat={seat}
      name={props.names[seat]}
      captured={standings.pieces[seat] ?? []}
      toMove={!props.over && (standings.status[seat]?.toMove ?? false)}
      thinking={props.thinking === seat}
      colour={skin.seatColours[seat]}
      status={standings.status[seat]?.state}
      statusText={standings.status[seat] && statusWords(game, standings.status[seat])}
      clock={props.clock?.(seat)}
    />
  );
  return (
    <section
      class="board-column"
      style={{ '--board-aspect': String(boxWidth / boxHeight) } as JSX.CSSProperties}
    >
      <div class="strips top">{around.slice(1).map(strip)}</div>
      <div class={props.beside ? 'board-row with-beside' : 'board-row'}>
        {props.beside}
        <BoardFrame>
          <Board
            topology={game.topology}
            skin={skin}
            angle={game.views[viewSeat] ?? 0}
            bottomSeat={viewSeat}
            seats={seats}
            contents={props.contents}
            targets={props.targets}
            lastMove={props.lastMove}
            check={standings.check}
            arrows={props.arrows}
            arrivals={props.slide}
            onMove={props.onMove}
            premoving={props.premoving}
            premove={props.premove}
            onCancelPremove={props.onCancelPremove}
            describePiece={props.describePiece}
            label={props.label}
          />
        </BoardFrame>
      </div>
      <div class="strips bottom">{strip(viewSeat)}</div>
    </section>
  );
}
