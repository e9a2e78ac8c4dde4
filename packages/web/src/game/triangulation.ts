import { Triangulation, type GameDefinition, type Move, type Position } from '@trigon/engine';

/**
 * What the app shows of Triangulation beyond the generic board and panel: each player's state
 * (to move, in check, checkmated, eliminated, neutral, left the game), captured piles, the words of a rescue
 * choice and the announcements of a move (rules/triangulation.md §5.2–§5.5).
 */

/** A seat's standing, as its strip beside the board says it. */
export interface SeatState {
  readonly status: 'playing' | 'check' | 'checkmated' | 'eliminated' | 'neutral' | 'left';
  /** For 'eliminated': the seat that captured its General (who now owns its army). */
  readonly by?: number;
}

export function isTriangulation(
  position: Position,
): position is Triangulation.TriangulationPosition {
  return position instanceof Triangulation.TriangulationPosition;
}

/** Every seat's standing in a Triangulation position. */
export function seatStates(position: Triangulation.TriangulationPosition): SeatState[] {
  const eliminated = position.eliminatedSeats();
  const checkmated = position.checkmatedSeats();
  return [0, 1, 2].map((seat): SeatState => {
    if (seat === position.neutralSeat && position.controller[seat] !== seat)
      // A neutral army in a game of three is a player's who left it (engine README).
      return position.ownerOf(seat) !== seat
        ? { status: 'eliminated', by: position.ownerOf(seat) }
        : position.options.players === '2'
          ? { status: 'neutral' }
          : { status: 'left' };
    if (eliminated.includes(seat)) return { status: 'eliminated', by: position.ownerOf(seat) };
    if (checkmated.includes(seat)) return { status: 'checkmated' };
    const general = position.generalCell[seat];
    if (general >= 0 && position.isAttacked(general, seat)) return { status: 'check' };
    return { status: 'playing' };
  });
}

/** The words of a seat's state, or '' while it simply plays. */
export function stateWords(game: GameDefinition, state: SeatState): string {
  switch (state.status) {
    case 'check':
      return 'in check';
    case 'checkmated':
      return 'checkmated, awaiting capture';
    case 'eliminated':
      return state.by === undefined ? 'eliminated' : `eliminated by ${game.players[state.by]}`;
    case 'neutral':
      return 'neutral army';
    case 'left':
      return 'left the game; army neutral';
    default:
      return '';
  }
}

/**
 * A rescue choice in words (rules §5.5 and the coordinate suffix of rules/README.md), from the
 * mover's side: `!R@C7Φ` is "Rescue the Rukh; your Infantry returns to C7Φ".
 */
export function rescueWords(
  game: GameDefinition,
  mover: number,
  suffix: string | undefined,
  corner?: string,
): string {
  if (!suffix) return corner ? `No rescue; your Infantry stays on ${corner}` : 'No rescue';
  const m = /^!([rgb]?)([RCI])@(.+)$/u.exec(suffix);
  if (!m) return suffix;
  const [, colourLetter, kindLetter, cells] = m;
  const colour = colourLetter ? 'rgb'.indexOf(colourLetter) : mover;
  const name = game.pieces.find((p) => p.letter === kindLetter)?.name ?? kindLetter;
  const piece = colour === mover ? `the ${name}` : `the ${game.players[colour]} ${name}`;
  if (kindLetter === 'I') {
    const [a, b] = cells.split(',');
    return `Rescue ${piece}; both Infantries go to ${a} and ${b}`;
  }
  return `Rescue ${piece}; your Infantry returns to ${cells}`;
}

/** The rescued piece of a rescue suffix, as a piece to draw, or undefined for no rescue. */
export function rescuedPiece(
  mover: number,
  suffix: string | undefined,
): { owner: number; kind: string; original?: number } | undefined {
  const m = suffix ? /^!([rgb]?)([RCI])@/u.exec(suffix) : null;
  if (!m) return undefined;
  const colour = m[1] ? 'rgb'.indexOf(m[1]) : mover;
  return colour === mover
    ? { owner: mover, kind: m[2] }
    : { owner: mover, kind: m[2], original: colour };
}

/**
 * What a move announces (§5.2, §5.4), read from the position before it: "Red checks Blue",
 * "Red: Double Check" (the rules' words, with the mover's name), and "Green is eliminated by
 * Red" for each General it captures.
 */
export function moveNotes(position: Position, move: Move): string[] {
  if (!isTriangulation(position)) return [];
  const game = position.game;
  const out: string[] = [];
  const mover = position.turn;
  // A withdrawal (`leave:g`) is a move of the engine's, not of a player's pieces.
  if (Triangulation.isWithdrawal(move)) {
    const seat = Triangulation.withdrawnSeat(move);
    return [`${game.players[seat]} leaves the game; its army stands neutral`];
  }
  const before = position.eliminatedSeats();
  const announced = position.announcement(move);
  position.play(move);
  const after = position.eliminatedSeats().filter((s) => !before.includes(s));
  position.undo();
  for (const seat of after)
    out.push(`${game.players[seat]} is eliminated by ${game.players[mover]}`);
  if (announced)
    out.push(announced.includes(' checks ') ? announced : `${game.players[mover]}: ${announced}`);
  return out;
}
