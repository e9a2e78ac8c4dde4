import type { PieceView } from '@trigon/engine';
import type { GameSkin } from './types.js';

/**
 * Triangulate's tokens. A square shows its track (the large tokens, as a mat in the colour
 * of the top one, triangulate.md §7.12) under its stack of small tokens, drawn as discs piled
 * up the screen with the stack's height written on the top disc once it is taller than one.
 * The players are X and O, so each small token wears its player's letter: a cross or a ring.
 * On a stack's top disc, which carries the height, the cross opens its centre to four
 * diagonal strokes and the height reads inside either mark.
 */
const COLOURS = [
  { fill: '#2b2724', stroke: '#000000', text: '#f4f1ec', mat: '#6d655d' },
  { fill: '#fbf8f2', stroke: '#3a342e', text: '#1f1a14', mat: '#efe6d2' },
];

const colours = (seat: number) => COLOURS[seat] ?? COLOURS[0];

export function drawDisc(view: PieceView, cx = 50, cy = 50, r = 30, centreFree = false) {
  const c = colours(view.owner);
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={c.fill} stroke={c.stroke} stroke-width={5} />
      {drawLetter(view.owner, cx, cy, r, c.text, centreFree)}
    </g>
  );
}

/** The player's letter on a disc of radius `r`: X (seat 0) a cross, O a ring. */
function drawLetter(
  seat: number,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  centreFree: boolean,
) {
  const width = r * 0.18;
  if (seat !== 0) {
    return (
      <circle
        class="token-letter"
        data-letter="O"
        cx={cx}
        cy={cy}
        r={r * 0.7}
        fill="none"
        stroke={colour}
        stroke-width={width}
      />
    );
  }
  const inner = centreFree ? r * 0.55 : 0;
  const outer = r * 0.75;
  const d = [1, -1]
    .flatMap((sx) => [1, -1].map((sy) => [sx, sy]))
    .map(
      ([sx, sy]) =>
        `M${cx + sx * inner * Math.SQRT1_2} ${cy + sy * inner * Math.SQRT1_2}L${cx + sx * outer * Math.SQRT1_2} ${cy + sy * outer * Math.SQRT1_2}`,
    )
    .join('');
  return (
    <path
      class="token-letter"
      data-letter="X"
      d={d}
      stroke={colour}
      stroke-width={width}
      stroke-linecap="round"
    />
  );
}

export function drawMat(view: PieceView, count: number) {
  const c = colours(view.owner);
  return (
    <g>
      <rect
        x={6}
        y={6}
        width={88}
        height={88}
        rx={10}
        fill={c.mat}
        stroke={c.stroke}
        stroke-width={3}
        stroke-dasharray={count > 1 ? '8 5' : undefined}
        opacity={0.85}
      />
    </g>
  );
}

export function tokenSkin(): GameSkin {
  return {
    seatColours: [COLOURS[0].fill, COLOURS[1].fill],
    // Beside a player's name, a token with the player's letter.
    seatMark: (seat) => drawDisc({ owner: seat, kind: 'S' }, 50, 50, 44),
    piece(view) {
      return view.kind === 'L' ? drawMat(view, 1) : drawDisc(view);
    },
    stack(views) {
      const large = views.filter((v) => v.kind === 'L');
      const small = views.filter((v) => v.kind !== 'L');
      // At most four discs are drawn; the number on the top one tells the real height.
      const shown = small.slice(-4);
      const top = small[small.length - 1];
      const lift = 11;
      const base = 50 + ((shown.length - 1) * lift) / 2;
      return (
        <g>
          {large.length > 0 && drawMat(large[large.length - 1], large.length)}
          {shown.map((v, i) =>
            drawDisc(v, 50, base - i * lift, 31, small.length > 1 && i === shown.length - 1),
          )}
          {small.length > 1 && top && (
            <text
              x={50}
              y={base - (shown.length - 1) * lift + 1}
              text-anchor="middle"
              dominant-baseline="central"
              font-family="system-ui, sans-serif"
              font-weight="700"
              font-size={34}
              fill={colours(top.owner).text}
            >
              {small.length}
            </text>
          )}
        </g>
      );
    },
  };
}
