import { useMemo, useState } from 'preact/hooks';
import type { GameDefinition, PieceView } from '@trigon/engine';
import * as Triangulate from '@trigon/engine/games/triangulate';
import type { GameSession } from '../game/session.js';
import { drawDisc, drawMat, tokenSkin } from './tokens.js';
import type { GameSkin } from './types.js';

/**
 * Triangulate's board and panel. The board keeps the token drawings of tokens.tsx (the
 * track as a mat in the colour of its top large token, up to four discs of the stack with
 * its height on the top disc) and adds what a stack hides: a column of pips along the right
 * edge, one per small token from the bottom up, so that every stack's make-up shows at a
 * glance, and the number of large tokens in a corner of the mat when there is more than
 * one. The panel shows each player's supply and lets a player inspect any square's stack.
 */
const PIP = ['#2b2724', '#fbf8f2'];
const PIP_STROKE = ['#d8d2c8', '#3a342e'];
const SEAT_FILL = ['#2b2724', '#fbf8f2'];

function drawStack(views: readonly PieceView[]) {
  const large = views.filter((v) => v.kind === Triangulate.LARGE);
  const small = views.filter((v) => v.kind !== Triangulate.LARGE);
  const shown = small.slice(-4);
  const top = small[small.length - 1];
  const lift = 11;
  const base = 50 + ((shown.length - 1) * lift) / 2;
  // Pips: one per token from the bottom (y = 96) up, 14 units apart, closer for tall stacks
  // (at most 16 tokens fit in 90 units).
  const pip = Math.min(14, 90 / Math.max(1, small.length));
  return (
    <g>
      {large.length > 0 && drawMat(large[large.length - 1], large.length)}
      {shown.map((v, i) =>
        drawDisc(v, 44, base - i * lift, 28, small.length > 1 && i === shown.length - 1),
      )}
      {small.length > 1 && top && (
        <text
          x={44}
          y={base - (shown.length - 1) * lift + 1}
          text-anchor="middle"
          dominant-baseline="central"
          font-family="system-ui, sans-serif"
          font-weight="700"
          font-size={32}
          fill={top.owner === 0 ? '#f4f1ec' : '#1f1a14'}
        >
          {small.length}
        </text>
      )}
      {small.length > 1 &&
        small.map((v, i) => (
          <rect
            key={i}
            class="stack-pip"
            data-owner={v.owner}
            x={79}
            y={96 - (i + 1) * pip}
            width={19}
            height={pip - 2}
            rx={1.5}
            fill={PIP[v.owner] ?? PIP[0]}
            stroke={PIP_STROKE[v.owner] ?? PIP_STROKE[0]}
            stroke-width={1.5}
          />
        ))}
      {large.length > 1 && (
        <text
          x={9}
          y={91}
          font-family="system-ui, sans-serif"
          font-weight="700"
          font-size={20}
          fill="#1f1a14"
          stroke="#fbf8f2"
          stroke-width={3}
          paint-order="stroke"
        >
          {large.length}
        </text>
      )}
    </g>
  );
}

export function triangulateSkin(game: GameDefinition): GameSkin {
  const base = tokenSkin();
  return {
    ...base,
    stack: drawStack,
    PanelExtras: (props: { session: GameSession; ply: number }) => (
      <TriangulatePanel game={game} session={props.session} ply={props.ply} />
    ),
  };
}

interface SquareInfo {
  readonly cell: number;
  readonly name: string;
  /** Owners of the small tokens, bottom to top. */
  readonly small: readonly number[];
  /** Owners of the large tokens, bottom to top. */
  readonly large: readonly number[];
}

/** What the panel shows of a position: supplies and every occupied square. */
function readPosition(position: Triangulate.TriangulatePosition): {
  supply: number[];
  squares: SquareInfo[];
} {
  const topology = position.game.topology;
  const squares: SquareInfo[] = [];
  for (let cell = 0; cell < topology.size; cell++) {
    const smallCount = position.smallCount(cell);
    const largeCount = position.largeCount(cell);
    if (smallCount === 0 && largeCount === 0) continue;
    squares.push({
      cell,
      name: topology.name(cell),
      small: Array.from({ length: smallCount }, (_, i) => position.smallOwner(cell, i)),
      large: Array.from({ length: largeCount }, (_, i) => position.largeOwner(cell, i)),
    });
  }
  return { supply: [position.supplyOf(0), position.supplyOf(1)], squares };
}

function Chip(props: { owner: number; large?: boolean; label?: string }) {
  return (
    <span
      class={`chip ${props.large ? 'large' : ''}`}
      style={{ background: SEAT_FILL[props.owner] ?? SEAT_FILL[0] }}
      role={props.label ? 'img' : undefined}
      aria-label={props.label}
      aria-hidden={props.label ? undefined : 'true'}
    />
  );
}

function TriangulatePanel(props: { game: GameDefinition; session: GameSession; ply: number }) {
  const { game, session, ply } = props;
  const length = session.length;
  const info = useMemo(() => {
    const position = session.positionAt(ply);
    return position instanceof Triangulate.TriangulatePosition ? readPosition(position) : undefined;
  }, [ply, length, session]);
  const [chosen, setChosen] = useState<number | undefined>();
  if (!info) return null;
  const players = game.players;
  const stacks = info.squares.filter((s) => s.small.length > 1);
  const inspected = info.squares.find((s) => s.cell === chosen);
  const seatWord = (owner: number) => players[owner] ?? `seat ${owner + 1}`;

  return (
    <section class="triangulate-panel" aria-label="Supplies and stacks">
      <h2>Large tokens left</h2>
      <ul class="supplies">
        {info.supply.map((n, seat) => (
          <li key={seat} class="supply" data-seat={seat} data-testid={`supply-${seat}`}>
            <Chip owner={seat} large />
            <span>
              {seatWord(seat)}: <strong class="count">{n}</strong>
            </span>
          </li>
        ))}
      </ul>

      <h2>Stacks</h2>
      {stacks.length === 0 ? (
        <p class="no-stacks">No stacks yet.</p>
      ) : (
        <ul class="stacks">
          {stacks.map((s) => (
            <li key={s.cell}>
              <button
                type="button"
                data-square={s.name}
                aria-pressed={s.cell === chosen ? 'true' : 'false'}
                title={`Inspect ${s.name}`}
                onClick={() => setChosen(s.cell === chosen ? undefined : s.cell)}
              >
                {s.name}
                {s.small.map((owner, i) => (
                  <Chip key={i} owner={owner} />
                ))}
              </button>
            </li>
          ))}
        </ul>
      )}

      <label class="inspect-square">
        Inspect a square{' '}
        <select
          name="inspect"
          value={inspected ? String(inspected.cell) : ''}
          onChange={(e) => {
            const value = (e.target as HTMLSelectElement).value;
            setChosen(value === '' ? undefined : Number(value));
          }}
        >
          <option value="">—</option>
          {info.squares.map((s) => (
            <option key={s.cell} value={String(s.cell)}>
              {s.name}
            </option>
          ))}
        </select>
      </label>

      {inspected && (
        <div class="inspect" data-square={inspected.name} aria-live="polite">
          <h2>{inspected.name}, bottom to top</h2>
          {inspected.small.length > 0 ? (
            <ol class="stack-list">
              {inspected.small.map((owner, i) => (
                <li key={i} data-owner={owner}>
                  <Chip owner={owner} /> {seatWord(owner)} small token
                  {i === inspected.small.length - 1 ? ' (top: it may move)' : ' (covered)'}
                </li>
              ))}
            </ol>
          ) : (
            <p>No small tokens.</p>
          )}
          <p class="track">
            Track:{' '}
            {inspected.large.length === 0
              ? 'none'
              : inspected.large.map((owner) => seatWord(owner).toLowerCase()).join(', ')}
            {inspected.large.length > 0 &&
              ` (${inspected.large.length} large token${inspected.large.length === 1 ? '' : 's'})`}
          </p>
        </div>
      )}
    </section>
  );
}
