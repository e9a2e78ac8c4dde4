import { CELLS } from './board.js';
import { GENERAL, INFANTRY, NEUTRAL } from './pieces.js';
import { TriangulationPosition } from './position.js';
import { pileIndex } from './setup.js';

const NEUTRAL_NAMES = ['red', 'green', 'blue'];

/**
 * The position carried by a symmetry of the board: `cells[c]` is where cell c goes and
 * `colours[s]` the colour (and seat) that colour s becomes, as the rotation `ROTATE` with
 * colours [1, 2, 0] or the mirror `MIRROR` with [0, 2, 1] (rules §7 T14). Pieces, owners,
 * checkmate flags, piles and the turn all follow; the history is not carried. For property
 * tests and for tools that want a position seen from another seat.
 */
export function transformPosition(
  p: TriangulationPosition,
  cells: ArrayLike<number>,
  colours: readonly number[],
): TriangulationPosition {
  const board = new Uint8Array(CELLS);
  for (let c = 0; c < CELLS; c++) {
    const code = p.board[c];
    if (code !== 0) board[cells[c]] = (code & ~(3 << 3)) | (colours[(code >> 3) & 3] << 3);
  }
  const controller = new Uint8Array(3);
  const mate = new Uint8Array(3);
  const piles = new Uint8Array(36);
  const mask = (m: number) => [0, 1, 2].reduce((out, s) => out | (((m >> s) & 1) << colours[s]), 0);
  for (let s = 0; s < 3; s++) {
    const owner = p.controller[s];
    controller[colours[s]] = owner === NEUTRAL ? NEUTRAL : colours[owner];
    mate[colours[s]] = p.mate[s] === 0 ? 0 : 1 + mask(p.mate[s] - 1);
    for (let c = 0; c < 3; c++) {
      for (let k = GENERAL; k <= INFANTRY; k++)
        piles[pileIndex(colours[s], colours[c], k)] = p.piles[pileIndex(s, c, k)];
    }
  }
  const options = { ...p.options };
  if (p.neutralSeat >= 0) options.neutral = NEUTRAL_NAMES[colours[p.neutralSeat]];
  return new TriangulationPosition(p.game, options, {
    board,
    controller,
    mate,
    piles,
    turn: colours[p.turn],
  });
}
