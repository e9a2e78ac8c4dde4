/**
 * The rules in short, for each game's rules page, in the words of the project's rules files
 * (shared/rules/*.md), which stay the authority. A game without an entry still gets a rules
 * page: its pieces with their move diagrams and its options.
 */
export interface RulesSummary {
  /** Who designed it and when. */
  readonly origin: string;
  readonly paragraphs: readonly string[];
  /** One line per kind of piece, by letter. */
  readonly pieces: Readonly<Record<string, string>>;
}

export const SUMMARIES: Readonly<Record<string, RulesSummary>> = {
  trigonal: {
    origin: 'Max Koval, 2023',
    paragraphs: [
      'A triangle of 81 cells. The rows parallel to the base are the files a (the apex, 1 cell) to i (the base, 17 cells); the cells of a file are numbered from White’s edge to Black’s. Shown with the apex at the left, files run up the screen like a chess board’s.',
      'White’s pieces stand at the lower corner and Black’s at the upper corner, facing each other along files f to i. White moves first.',
      'An orthogonal step crosses a side; a diagonal step goes through a corner to a cell of the same orientation (six directions).',
      'Checkmate wins. Stalemate, threefold repetition, the 50-move rule and the bare-king endings K v K and K+N v K are draws, as in orthodox chess.',
    ],
    pieces: {
      K: 'One step to any of the 9 cells a queen reaches first. Castles short (to i2, rook to h1) or long (to g2, rook to g1): drag the king onto the rook.',
      Q: 'Rook and bishop together.',
      R: 'Slides along the 3 strips through its cell, zigzagging across sides: 6 rays.',
      B: 'Slides in 12 zigzag rays, alternating two diagonal directions 60° apart; it keeps to cells of one orientation.',
      N: 'Jumps to 6 cells: an orthogonal step then an outward diagonal. It always changes orientation.',
      P: 'Steps up its file; captures on the 3 forward diagonals; may step two from its 3rd rank; takes en passant; promotes at the end of its file to Q, R, B or N.',
    },
  },
  sankaku: {
    origin: 'L. Lynn Smith, 2004',
    paragraphs: [
      'Shogi on 44 triangles, files a to g and ranks 1 to 8. Black moves first. Captured pieces leave the game: there are no drops.',
      'There is no check: the game is won by capturing the enemy Emperor. Repeating a position to escape a capture is not allowed, and a position that occurs a fourth time is a draw.',
      'A Soldier or a Cavalry that captures becomes a General at once.',
    ],
    pieces: {
      E: 'Leaps to any cell of the board that is empty or holds an enemy, but may not capture a defended Emperor.',
      R: 'Chariot: slides along the six straight lines. Soldiers cannot capture it; it may run down an enemy Soldier and slide on.',
      H: 'Cavalry: leaps to the six second-orthogonal cells; landing on a friendly piece it leaps once more.',
      G: 'General: steps to any adjacent cell, by side or corner.',
      S: 'Soldier: steps across a side; also captures two cells away along a straight line when the cell between is empty.',
    },
  },
  triangulate: {
    origin: 'Allan Bedford, 2001',
    paragraphs: [
      'An 8 × 8 board, 8 small tokens and 32 large tokens for each player, X and O. X moves first.',
      'A small token on top of its stack steps one square in any of the 8 directions. Onto an empty square it first lays one of its player’s large tokens there (the track); onto a square holding small tokens it simply goes on top, covering them.',
      'A player who gets three of their own small tokens into one stack wins. A player without a move passes; two passes in a row, or a threefold repetition, is a draw.',
    ],
    pieces: {
      S: 'Small token: moves one square like a chess king, if nothing lies on it.',
      L: 'Large token: laid under a small token that steps onto an empty square; it never moves again.',
    },
  },
  triangulation: {
    origin: 'WebStamp (the designer’s site), 2020',
    paragraphs: [
      'Three armies, Red, Green and Blue, on a triangle of 64 cells; each round goes Red, Green, Blue. Two can play with a neutral third army.',
      'A player whose General is captured is out, and every piece of theirs still on the board passes to the captor. The last General standing wins.',
      'An Infantry that reaches an active opponent’s corner may rescue a piece that opponent captured, of a colour its owner controls.',
    ],
    pieces: {
      G: 'General: steps to the 3 side-neighbours and the corner-neighbours, unless a side-neighbour between blocks the way.',
      R: 'Rukh: slides along the 3 strips of triangles through its cell.',
      C: 'Cavalry: leaps to the 2nd or 3rd cell along the 6 lines perpendicular to its sides.',
      I: 'Infantry: steps forward, may charge 2 or 3 steps from its 3rd row, and attacks over a corner into the next row.',
    },
  },
  'triangular-chess': {
    origin: 'G. R. Dekle Sr., 1986',
    paragraphs: [
      'A hexagon of 96 triangles, rows a to h; a cell is named by its row and its two oblique lines. White moves first. The Unicorn is the extra piece.',
      'As in orthodox chess: checkmate wins; stalemate, repetition and the 50-move rule draw.',
    ],
    pieces: {
      K: 'One step along any of the six lines through its cell.',
      Q: 'Rook and bishop together: all six lines.',
      R: 'Slides out through the 3 sides of its cell.',
      B: 'Slides out through the 3 corners of its cell.',
      N: 'Two steps through a corner, then one across a side, turning 60°.',
      U: 'Two steps across a side, then one turning back 120°.',
      P: 'Steps forward, may step two from its start, captures beside its forward cell, promotes on the far row.',
    },
  },
  'tri-chess': {
    origin: 'G. R. Dekle Sr., 1986',
    paragraphs: [
      'Triangular Chess’s board and army with other line pieces: the rook runs along strips and the bishop along all six lines.',
      'As in orthodox chess: checkmate wins; stalemate, repetition and the 50-move rule draw.',
    ],
    pieces: {
      K: 'One step to any of the 12 cells touching its cell (the middle of a two-cell step must be empty).',
      Q: 'Rook and bishop together.',
      R: 'Slides along the 3 strips through its cell.',
      B: 'Slides along all six lines through its cell.',
      N: 'Two steps through a corner, then one across a side, turning 60°.',
      U: 'Two steps across a side, then one turning back 120°.',
      P: 'Steps forward, may step two from its start, captures beside its forward cell, promotes on the far row.',
    },
  },
};
