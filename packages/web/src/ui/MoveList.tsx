import { useEffect, useMemo, useRef } from 'preact/hooks';
import { playingSeats, type GameDefinition } from '@trigon/engine';
import type { GameSession, Ply } from '../game/session.js';
import { moveRows } from '../game/rounds.js';

/** What a move's entry says: its notation, or for a player leaving the game, that in words. */
export function plyLabel(ply: Ply): string {
  return ply.withdrawal ? 'leaves the game' : ply.text;
}

/**
 * The moves in the game's readable notation, one row per round and one column per seat that
 * plays (a neutral army, which never moves, has none), each move under the seat that made it
 * (see game/rounds.ts). A click on a move shows the position after it. What a move announces
 * (a check in a game of three, an elimination, a player leaving) follows its round.
 */
export function MoveList(props: {
  game: GameDefinition;
  session: GameSession;
  /** The number of moves shown on the board. */
  ply: number;
  onSelect: (ply: number) => void;
  /** Changes whenever the session does. */
  version: number;
}) {
  const { game, session, ply } = props;
  const seats = game.players.length;
  const columns = playingSeats(game, session.options);
  const first = useMemo(() => session.turnAt(0), [session]);
  const list = useRef<HTMLOListElement>(null);
  const plies = session.moves();
  const rows = moveRows(
    plies.map((p) => p.seat),
    seats,
  );

  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    current?.scrollIntoView?.({ block: 'nearest' });
  }, [ply, props.version]);

  return (
    <div class="move-list" aria-label="Moves">
      <div
        class="move-head"
        style={{ gridTemplateColumns: `3em repeat(${columns.length}, 1fr)` }}
        aria-hidden="true"
      >
        <span />
        {columns.map((seat) => (
          <span key={seat}>{game.players[seat]}</span>
        ))}
      </div>
      <ol ref={list} class="moves">
        {rows.length === 0 && <li class="empty">No moves yet</li>}
        {rows.map((row) => [
          <li
            key={row.number}
            class="round"
            style={{ gridTemplateColumns: `3em repeat(${columns.length}, 1fr)` }}
          >
            <span class="number">{row.number}.</span>
            {columns.map((seat) => {
              const index = row.cells[seat];
              if (index === undefined)
                return (
                  <span key={seat} class="move blank">
                    {row === rows[0] && seat < first ? '…' : ''}
                  </span>
                );
              return (
                <button
                  key={seat}
                  type="button"
                  class={plies[index].withdrawal ? 'move withdrawal' : 'move'}
                  data-ply={index + 1}
                  data-seat={seat}
                  data-coord={plies[index].coord}
                  aria-current={index + 1 === ply ? 'true' : undefined}
                  aria-label={`${row.number}. ${game.players[seat]} ${plyLabel(plies[index])}`}
                  onClick={() => props.onSelect(index + 1)}
                >
                  {plyLabel(plies[index])}
                </button>
              );
            })}
          </li>,
          ...row.cells.flatMap((index) =>
            index === undefined
              ? []
              : plies[index].notes.map((note, n) => (
                  <li key={`${row.number}:${index}:${n}`} class="note" data-ply={index + 1}>
                    {note}
                  </li>
                )),
          ),
        ])}
      </ol>
    </div>
  );
}
