import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { GameDefinition } from '@trigon/engine';
import type { GameSession } from '../game/session.js';

/**
 * The moves in the game's readable notation, one row per round (a move of every seat),
 * numbered as a record numbers them. A click on a move shows the position after it. What a
 * move announces (Triangulation's "Red checks Blue", an elimination) follows its round.
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
  const first = useMemo(() => session.turnAt(0), [session]);
  const list = useRef<HTMLOListElement>(null);

  const rows: { number: number; cells: (number | undefined)[] }[] = [];
  session.moves().forEach((_, i) => {
    const slot = first + i;
    const round = Math.floor(slot / seats);
    const row = round - Math.floor(first / seats);
    while (rows.length <= row)
      rows.push({
        number: rows.length + 1 + Math.floor(first / seats),
        cells: Array(seats).fill(undefined),
      });
    rows[row].cells[slot % seats] = i;
  });

  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    current?.scrollIntoView?.({ block: 'nearest' });
  }, [ply, props.version]);

  return (
    <div class="move-list" aria-label="Moves">
      <div
        class="move-head"
        style={{ gridTemplateColumns: `3em repeat(${seats}, 1fr)` }}
        aria-hidden="true"
      >
        <span />
        {game.players.map((seat) => (
          <span key={seat}>{seat}</span>
        ))}
      </div>
      <ol ref={list} class="moves">
        {rows.length === 0 && <li class="empty">No moves yet</li>}
        {rows.map((row) => [
          <li
            key={row.number}
            class="round"
            style={{ gridTemplateColumns: `3em repeat(${seats}, 1fr)` }}
          >
            <span class="number">{row.number}.</span>
            {row.cells.map((index, seat) =>
              index === undefined ? (
                <span key={seat} class="move blank">
                  {row === rows[0] && seat < first % seats ? '…' : ''}
                </span>
              ) : (
                <button
                  key={seat}
                  type="button"
                  class="move"
                  data-ply={index + 1}
                  data-coord={session.ply(index).coord}
                  aria-current={index + 1 === ply ? 'true' : undefined}
                  aria-label={`${row.number}. ${game.players[seat]} ${session.ply(index).text}`}
                  onClick={() => props.onSelect(index + 1)}
                >
                  {session.ply(index).text}
                </button>
              ),
            )}
          </li>,
          ...row.cells.flatMap((index) =>
            index === undefined
              ? []
              : session.ply(index).notes.map((note, n) => (
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
