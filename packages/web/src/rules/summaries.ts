/**
 * The rules in short, for each game's rules page, in the words of the rules files
 * (docs/rules/*.md), which stay the authority: each paragraph and piece cites the sections it
 * summarises (`§4.1`, `(A13)`), and the page links every citation to that section of the
 * rules file as the app serves it (rules-docs/). A game without an entry still gets a rules
 * page: its pieces with their move diagrams and its options.
 */
export interface RulesSummary {
  /** The game's rules file in docs/rules/, which its citations refer to. */
  readonly rulesFile: string;
  /** Who designed it and when. */
  readonly origin: string;
  /**
   * The game in one line, for its card on the home page: what sets it apart, so that games
   * on the same board (Dekle's two) are told apart at a glance.
   */
  readonly tagline: string;
  readonly paragraphs: readonly string[];
  /** One line per kind of piece, by letter. */
  readonly pieces: Readonly<Record<string, string>>;
}

export const SUMMARIES: Readonly<Record<string, RulesSummary>> = {
  trigonal: {
    rulesFile: 'trigonal-chess.md',
    origin: 'Max Koval, 2023',
    tagline: 'Chess on a triangle of 81 cells, the armies facing each other from two corners.',
    paragraphs: [
      'A triangle of 81 cells. The rows parallel to the base are the files a (the apex, 1 cell) to i (the base, 17 cells); the cells of a file are numbered from White’s edge to Black’s. Shown with the apex at the left, files run up the screen like a chess board’s (§2.1).',
      'White’s pieces stand at the lower corner and Black’s at the upper corner, facing each other along files f to i. White moves first (§3).',
      'An orthogonal step crosses a side; a diagonal step goes through a corner to a cell of the same orientation (six directions, §2.3).',
      'Checkmate wins. Stalemate, threefold repetition, the 50-move rule and the bare-king endings K v K and K+N v K are draws, as in orthodox chess (§5).',
    ],
    pieces: {
      K: 'One step to any of the 9 cells a queen reaches first. Castles short (to i2, rook to h1) or long (to g2, rook to g1): drag the king onto the rook (§4.4).',
      Q: 'Rook and bishop together (§4.3).',
      R: 'Slides along the 3 strips through its cell, zigzagging across sides: 6 rays (§4.1).',
      B: 'Slides in 12 zigzag rays, alternating two diagonal directions 60° apart; it keeps to cells of one orientation (§4.2).',
      N: 'Jumps to 6 cells: an orthogonal step then an outward diagonal. It always changes orientation (§4.5).',
      P: 'Steps up its file; captures on the 3 forward diagonals; may step two from its 3rd rank; takes en passant; promotes at the end of its file to Q, R, B or N (§4.6).',
    },
  },
  sankaku: {
    rulesFile: 'sankaku-shogi.md',
    origin: 'L. Lynn Smith, 2004',
    tagline: 'Shogi on 44 triangles: capture the Emperor; captured pieces never come back.',
    paragraphs: [
      'Shogi on 44 triangles, files a to g and ranks 1 to 8. Black moves first. Captured pieces leave the game: there are no drops (§1.1, §2).',
      'There is no check: the game is won by capturing the enemy Emperor. Repeating a position to escape a capture is not allowed, and a position that occurs a fourth time is a draw (§4, §5).',
      'A Soldier or a Cavalry that captures becomes a General at once (§3.6).',
    ],
    pieces: {
      E: 'Leaps to any cell of the board that is empty or holds an enemy, but may not capture a defended Emperor (§3.1).',
      R: 'Chariot: slides along the six straight lines. Soldiers cannot capture it; it may run down an enemy Soldier and slide on (§3.2).',
      H: 'Cavalry: leaps to the six second-orthogonal cells; landing on a friendly piece it leaps once more (§3.3).',
      G: 'General: steps to any adjacent cell, by side or corner (§3.4).',
      S: 'Soldier: steps across a side; also captures two cells away along a straight line when the cell between is empty (§3.5).',
    },
  },
  triangulate: {
    rulesFile: 'triangulate.md',
    origin: 'Allan Bedford, 2001',
    tagline: 'Tokens on an 8 × 8 board: stack three of your own small tokens on one square.',
    paragraphs: [
      'An 8 × 8 board, 8 small tokens and 32 large tokens for each player, X and O. X moves first (§1, §2).',
      'A small token on top of its stack steps one square in any of the 8 directions. Onto an empty square it first lays one of its player’s large tokens there (the track); onto a square holding small tokens it simply goes on top, covering them (§3).',
      'A player who gets three of their own small tokens into one stack wins. A player without a move passes; two passes in a row, or a threefold repetition, is a draw (§4, §5).',
    ],
    pieces: {
      S: 'Small token: moves one square like a chess king, if nothing lies on it (§3).',
      L: 'Large token: laid under a small token that steps onto an empty square; it never moves again (§3).',
    },
  },
  triangulation: {
    rulesFile: 'triangulation.md',
    origin: 'WebStamp (the designer’s site), 2020',
    tagline: 'Three armies on one triangle: a captured General hands its army to the captor.',
    paragraphs: [
      'Three armies, Red, Green and Blue, on a triangle of 64 cells; each round goes Red, Green, Blue. Two can play with a neutral third army (§2, §5.1, §5.8).',
      'A player whose General is captured is out, and every piece of theirs still on the board passes to the captor. The last General standing wins (§5.4, §5.7).',
      'The coloured bars on the board: each white (inverted) cell has one bar in each army’s colour, on its side that faces that army’s corner. The cell’s corner opposite an army’s bar points that army’s way forward: where its Infantry step, charge and attack (§2.1, §2.5).',
      'An Infantry that reaches an active opponent’s corner may rescue a piece that opponent captured, of a colour its owner controls (§5.6).',
    ],
    pieces: {
      G: 'General: steps to the 3 side-neighbours and the corner-neighbours, unless a side-neighbour between blocks the way (§4.4).',
      R: 'Rukh: slides along the 3 strips of triangles through its cell (§4.2).',
      C: 'Cavalry: leaps to the 2nd or 3rd cell along the 6 lines perpendicular to its sides (§4.3).',
      I: 'Infantry: steps forward, may charge 2 or 3 steps from its 3rd row, and attacks over a corner into the next row (§4.1).',
    },
  },
  'triangular-chess': {
    rulesFile: 'triangular-chess.md',
    origin: 'G. R. Dekle Sr., 1986',
    tagline: 'Chess on a hexagon of 96 cells: the rook crosses sides, the bishop passes corners.',
    paragraphs: [
      'A hexagon of 96 triangles, rows a to h; a cell is named by its row and its two oblique lines. White moves first. The Unicorn is the extra piece (§2, §3).',
      'As in orthodox chess: checkmate wins; stalemate, repetition and the 50-move rule draw (§5).',
    ],
    pieces: {
      K: 'One step along any of the six lines through its cell (§4.5).',
      Q: 'Rook and bishop together: all six lines (§4.4).',
      R: 'Slides out through the 3 sides of its cell (§4.2).',
      B: 'Slides out through the 3 corners of its cell (§4.3).',
      N: 'Two steps through a corner, then one across a side, turning 60° (§4.6).',
      U: 'Two steps across a side, then one turning back 120° (§4.7).',
      P: 'Steps forward, may step two from its start, captures beside its forward cell, promotes on the far row (§4.9).',
    },
  },
  'tri-chess': {
    rulesFile: 'triangular-chess.md',
    origin: 'G. R. Dekle Sr., 1986',
    tagline:
      'Triangular Chess’s board and army with new line pieces: the rook runs along strips, the bishop along all six lines.',
    paragraphs: [
      'Triangular Chess’s board and army with other line pieces: the rook runs along strips and the bishop along all six lines (§4.10).',
      'As in orthodox chess: checkmate wins; stalemate, repetition and the 50-move rule draw (§5).',
    ],
    pieces: {
      K: 'One step to any of the 12 cells touching its cell (the middle of a two-cell step must be empty) (§4.10).',
      Q: 'Rook and bishop together (§4.10).',
      R: 'Slides along the 3 strips through its cell (§4.10).',
      B: 'Slides along all six lines through its cell (§4.10).',
      N: 'Two steps through a corner, then one across a side, turning 60° (§4.6).',
      U: 'Two steps across a side, then one turning back 120° (§4.7).',
      P: 'Steps forward, may step two from its start, captures beside its forward cell, promotes on the far row (§4.9).',
    },
  },
};
