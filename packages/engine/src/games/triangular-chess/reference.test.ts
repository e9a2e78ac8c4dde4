import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { START, triangularChess, triChess, type DekleGame, type DeklePosition } from './index.js';

/**
 * An independent model of the rules, written again from the rules text with plain geometry:
 * cells are named triples (r, f, s) placed by their centroids; lines are the cells whose
 * centroids lie on a ray at one of the six angles; a rook's line is one whose first cell is an
 * inradius-pair away (it crosses an edge), a bishop's one whose first cell is twice as far (a
 * vertex); leapers land at a point in the plane; a move is legal when, on a copy of the board,
 * no enemy piece could take the king. No tables, pins, reverse scans or make/unmake. The
 * engine must agree with it on every legal move set and every position text.
 */

const ROWS = 'abcdefgh';
const H = Math.sqrt(3) / 2;
const INRADIUS_PAIR = 1 / Math.sqrt(3); // centroid to centroid across an edge
const EPS = 1e-6;

interface Cell {
  name: string;
  r: number;
  f: number;
  s: number;
  up: boolean;
  x: number;
  y: number;
}

const CELLS: Cell[] = [];
for (let r = 1; r <= 8; r++) {
  for (let f = 1; f <= 8; f++) {
    for (let s = 1; s <= 8; s++) {
      const sum = s + r - f;
      if (sum !== 4 && sum !== 5) continue;
      const up = sum === 5;
      // §2.2: centroid x = (f + s − 9) / 2; a Δ's centroid is a third of the row height up, a ∇'s two thirds.
      CELLS.push({
        name: `${ROWS[r - 1]}${f}${s}`,
        r,
        f,
        s,
        up,
        x: (f + s - 9) / 2,
        y: (r - 1 + (up ? 1 : 2) / 3) * H,
      });
    }
  }
}
const byName = new Map(CELLS.map((c) => [c.name, c]));
const cellAtPoint = (x: number, y: number): Cell | undefined =>
  CELLS.find((c) => Math.abs(c.x - x) < EPS && Math.abs(c.y - y) < EPS);
const unit = (degrees: number): [number, number] => [
  Math.cos((degrees * Math.PI) / 180),
  Math.sin((degrees * Math.PI) / 180),
];
const ANGLES = [90, 30, 330, 270, 210, 150];

/** The cells on the ray from `c` at `angle`, nearest first, with their distances. */
function lineFrom(c: Cell, angle: number): { cell: Cell; distance: number }[] {
  const [ux, uy] = unit(angle);
  return CELLS.filter((o) => o !== c)
    .map((o) => ({
      cell: o,
      along: (o.x - c.x) * ux + (o.y - c.y) * uy,
      across: (o.x - c.x) * uy - (o.y - c.y) * ux,
    }))
    .filter((o) => o.along > EPS && Math.abs(o.across) < EPS)
    .sort((a, b) => a.along - b.along)
    .map((o) => ({ cell: o.cell, distance: o.along }));
}

/** A Δ points its corners at 90°, 210° and 330°; a ∇ at 270°, 30° and 150°. */
const throughVertex = (c: Cell, angle: number): boolean =>
  (c.up ? [90, 210, 330] : [270, 30, 150]).includes(angle);

interface Geometry {
  rookLines: Cell[][];
  bishopLines: Cell[][];
  altitudeLines: Cell[][];
  strips: Cell[][];
  kingSteps: Cell[];
}
const GEOMETRY = new Map<Cell, Geometry>();
for (const c of CELLS) {
  const lines = ANGLES.map((a) => ({ angle: a, cells: lineFrom(c, a) }));
  // Strips: the cells of the same row, F-file or S-file, ordered along the strip, split at c.
  const strips: Cell[][] = [];
  const axes: [(o: Cell) => boolean, number][] = [
    [(o) => o.r === c.r, 0],
    [(o) => o.f === c.f, 120],
    [(o) => o.s === c.s, 60],
  ];
  for (const [same, angle] of axes) {
    const [ux, uy] = unit(angle);
    const key = (o: Cell) => (o.x - c.x) * ux + (o.y - c.y) * uy;
    const strip = CELLS.filter(same).sort((a, b) => key(a) - key(b));
    const i = strip.indexOf(c);
    strips.push(strip.slice(i + 1), strip.slice(0, i).reverse());
  }
  GEOMETRY.set(c, {
    rookLines: lines
      .filter((l) => !throughVertex(c, l.angle))
      .map((l) => l.cells.map((o) => o.cell)),
    bishopLines: lines
      .filter((l) => throughVertex(c, l.angle))
      .map((l) => l.cells.map((o) => o.cell)),
    altitudeLines: lines.map((l) => l.cells.map((o) => o.cell)),
    strips,
    kingSteps: lines.filter((l) => l.cells.length > 0).map((l) => l.cells[0].cell),
  });
  // The spacing along an altitude line alternates: across an edge, then across a vertex.
  for (const l of lines) {
    if (l.cells.length === 0) continue;
    const first = l.cells[0].distance / INRADIUS_PAIR;
    expect(Math.round(first)).toBe(throughVertex(c, l.angle) ? 2 : 1);
  }
}

/** A leaper: three cells' worth along `angle`, then one edge-crossing step turned by `turn`. */
function leap(c: Cell, angle: number, turn: number, byPath: boolean): Cell | undefined {
  const [ux, uy] = unit(angle);
  const [tx, ty] = unit(angle + turn);
  if (byPath) {
    // The cells passed: one and two steps along the line.
    const first = throughVertex(c, angle) ? 2 : 1;
    if (!cellAtPoint(c.x + first * INRADIUS_PAIR * ux, c.y + first * INRADIUS_PAIR * uy))
      return undefined;
    if (!cellAtPoint(c.x + 3 * INRADIUS_PAIR * ux, c.y + 3 * INRADIUS_PAIR * uy)) return undefined;
  }
  return cellAtPoint(c.x + INRADIUS_PAIR * (3 * ux + tx), c.y + INRADIUS_PAIR * (3 * uy + ty));
}
const leapsOf = (c: Cell, vertexFirst: boolean, turns: number[], byPath: boolean): Cell[] =>
  ANGLES.filter((a) => throughVertex(c, a) === vertexFirst)
    .flatMap((a) => turns.map((t) => leap(c, a, t, byPath)))
    .filter((o): o is Cell => o !== undefined);
/** Leaps by cell: knight and unicorn, by offset and by path. */
const LEAPS = new Map(
  CELLS.map((c) => [
    c,
    {
      knight: [leapsOf(c, true, [60, -60], false), leapsOf(c, true, [60, -60], true)],
      unicorn: [leapsOf(c, false, [120, -120], false), leapsOf(c, false, [120, -120], true)],
    },
  ]),
);

type Board = Map<Cell, string>; // piece letter, upper case White
interface Model {
  board: Board;
  white: boolean;
  castling: string;
  ep: Cell | undefined;
  halfmove: number;
  fullmove: number;
}
interface Rules {
  tri: boolean;
  byPath: boolean;
  rotation: boolean;
}

const isWhite = (letter: string): boolean => letter === letter.toUpperCase();
const pawnAhead = (c: Cell, white: boolean): Cell | undefined =>
  GEOMETRY.get(c)!.altitudeLines[white ? 0 : 3][0];
/** §4.9: the cells beside the cell ahead, in the next row, half a side to either side. */
const pawnCaptureCells = (c: Cell, white: boolean): Cell[] =>
  CELLS.filter((o) => o.r === c.r + (white ? 1 : -1) && Math.abs(Math.abs(o.x - c.x) - 0.5) < EPS);

/** Cells a piece on `c` attacks (could take on), given the board. */
function attacks(board: Board, c: Cell, rules: Rules): Cell[] {
  const letter = board.get(c)!;
  const g = GEOMETRY.get(c)!;
  const slide = (lines: Cell[][], limit = 99): Cell[] =>
    lines.flatMap((line) => {
      const out: Cell[] = [];
      for (const o of line.slice(0, limit)) {
        out.push(o);
        if (board.has(o)) break;
      }
      return out;
    });
  switch (letter.toUpperCase()) {
    case 'P':
      return pawnCaptureCells(c, isWhite(letter));
    case 'N':
      return LEAPS.get(c)!.knight[rules.byPath ? 1 : 0];
    case 'U':
      return LEAPS.get(c)!.unicorn[rules.byPath ? 1 : 0];
    case 'K':
      return rules.tri ? [...g.kingSteps, ...slide(g.strips, 2)] : g.kingSteps;
    case 'R':
      return rules.tri ? slide(g.strips) : slide(g.rookLines);
    case 'B':
      return rules.tri ? slide(g.altitudeLines) : slide(g.bishopLines);
    default:
      return rules.tri ? slide([...g.strips, ...g.altitudeLines]) : slide(g.altitudeLines);
  }
}

const attacked = (board: Board, target: Cell, byWhite: boolean, rules: Rules): boolean =>
  [...board].some(([c, l]) => isWhite(l) === byWhite && attacks(board, c, rules).includes(target));
const kingOf = (board: Board, white: boolean): Cell =>
  [...board].find(([, l]) => l === (white ? 'K' : 'k'))![0];

/** §4.8 (and its half turn for Black with black-setup=rotation): king path, rook from and to, other cells to empty. */
const castles = (rules: Rules) => CASTLES[rules.rotation ? 1 : 0];
const CASTLES = [false, true].map((rotation) => castleTable(rotation));
function castleTable(rotation: boolean) {
  const c = (n: string) => byName.get(n)!;
  const black = rotation
    ? [
        {
          letter: 'k',
          text: 'O-O',
          king: 'h62',
          path: ['h52', 'h51'],
          rook: ['h41', 'h52'],
          empty: [],
        },
        {
          letter: 'q',
          text: 'O-O-O',
          king: 'h62',
          path: ['h63', 'h73', 'h74'],
          rook: ['h85', 'h73'],
          empty: ['h84'],
        },
      ]
    : [
        {
          letter: 'k',
          text: 'O-O',
          king: 'h73',
          path: ['h74', 'h84'],
          rook: ['h85', 'h74'],
          empty: [],
        },
        {
          letter: 'q',
          text: 'O-O-O',
          king: 'h73',
          path: ['h63', 'h62', 'h52'],
          rook: ['h41', 'h62'],
          empty: ['h51'],
        },
      ];
  return [
    {
      letter: 'K',
      text: 'O-O',
      king: 'a37',
      path: ['a47', 'a48'],
      rook: ['a58', 'a47'],
      empty: [],
    },
    {
      letter: 'Q',
      text: 'O-O-O',
      king: 'a37',
      path: ['a36', 'a26', 'a25'],
      rook: ['a14', 'a26'],
      empty: ['a15'],
    },
    ...black,
  ].map((x) => ({
    ...x,
    kingCell: c(x.king),
    pathCells: x.path.map(c),
    rookCells: x.rook.map(c),
    emptyCells: x.empty.map(c),
  }));
}

function play(model: Model, move: string, rules: Rules): Model {
  const board = new Map(model.board);
  const white = model.white;
  let ep: Cell | undefined;
  let resets = false;
  const touched: Cell[] = [];
  const castle = castles(rules).find((x) => x.text === move && isWhite(x.letter) === white);
  if (castle) {
    board.delete(castle.kingCell);
    board.delete(castle.rookCells[0]);
    board.set(castle.pathCells[castle.pathCells.length - 1], white ? 'K' : 'k');
    board.set(castle.rookCells[1], white ? 'R' : 'r');
    touched.push(castle.kingCell, castle.rookCells[0]);
  } else {
    const [fromName, rest] = move.split('-');
    const [toName, promotion] = rest.split('=');
    const from = byName.get(fromName)!;
    const to = byName.get(toName)!;
    const letter = board.get(from)!;
    touched.push(from, to);
    if (board.has(to)) resets = true;
    if (letter.toUpperCase() === 'P') {
      resets = true;
      if (to === model.ep) board.delete(pawnAhead(to, !white)!);
      const ahead = pawnAhead(from, white);
      if (ahead && to === pawnAhead(ahead, white)) ep = ahead;
    }
    board.delete(from);
    board.set(to, promotion ? (white ? promotion : promotion.toLowerCase()) : letter);
  }
  let castling = model.castling;
  for (const x of castles(rules)) {
    if (touched.includes(x.kingCell) || touched.includes(x.rookCells[0]))
      castling = castling.replace(x.letter, '');
  }
  return {
    board,
    white: !white,
    castling,
    ep,
    halfmove: resets ? 0 : model.halfmove + 1,
    fullmove: model.fullmove + (white ? 0 : 1),
  };
}

function legalMoves(model: Model, rules: Rules): string[] {
  const { board, white } = model;
  const out: string[] = [];
  const safe = (after: Model) => !attacked(after.board, kingOf(after.board, white), !white, rules);
  const tryMove = (from: Cell, to: Cell) => {
    const text = `${from.name}-${to.name}`;
    const promotes = board.get(from)!.toUpperCase() === 'P' && to.r === (white ? 8 : 1);
    for (const move of promotes ? [...'QRBNU'].map((q) => `${text}=${q}`) : [text]) {
      if (safe(play(model, move, rules))) out.push(move);
    }
  };
  for (const [from, letter] of board) {
    if (isWhite(letter) !== white) continue;
    const enemy = (o: Cell) => board.has(o) && isWhite(board.get(o)!) !== white;
    if (letter.toUpperCase() !== 'P') {
      for (const to of new Set(attacks(board, from, rules)))
        if (!board.has(to) || enemy(to)) tryMove(from, to);
      continue;
    }
    const ahead = pawnAhead(from, white);
    const captures = pawnCaptureCells(from, white);
    if (!ahead) {
      // The edge rule (§4.9): with no cell ahead the pawn goes to its capture cell, empty or enemy.
      for (const to of captures) if (!board.has(to) || enemy(to)) tryMove(from, to);
      continue;
    }
    if (!board.has(ahead)) {
      tryMove(from, ahead);
      const two = pawnAhead(ahead, white);
      if (from.r === (white ? 2 : 7) && two && !board.has(two)) tryMove(from, two);
    }
    for (const to of captures) if (enemy(to) || to === model.ep) tryMove(from, to);
  }
  for (const x of castles(rules)) {
    if (isWhite(x.letter) !== white || !model.castling.includes(x.letter)) continue;
    if ([...x.pathCells, ...x.emptyCells].some((o) => board.has(o))) continue;
    if ([x.kingCell, ...x.pathCells].some((o) => attacked(board, o, !white, rules))) continue;
    if (safe(play(model, x.text, rules))) out.push(x.text);
  }
  return out.sort();
}

function modelOf(text: string): Model {
  const [rows, turn, castling, ep, half, full] = text.split(' ');
  const board: Board = new Map();
  rows.split('/').forEach((row, i) => {
    const cells = CELLS.filter((c) => c.r === 8 - i).sort((a, b) => a.x - b.x);
    let at = 0;
    for (const token of row.match(/\d+|[a-zA-Z]/g) ?? []) {
      if (/\d/.test(token)) at += Number(token);
      else board.set(cells[at++], token);
    }
  });
  return {
    board,
    white: turn === 'w',
    castling: castling === '-' ? '' : castling,
    ep: ep === '-' ? undefined : byName.get(ep),
    halfmove: +half,
    fullmove: +full,
  };
}

function textOf(model: Model): string {
  const rows = [...ROWS].reverse().map((letter) => {
    let row = '';
    let empty = 0;
    for (const c of CELLS.filter((o) => o.name[0] === letter).sort((a, b) => a.x - b.x)) {
      const piece = model.board.get(c);
      if (piece === undefined) empty++;
      else {
        row += (empty ? String(empty) : '') + piece;
        empty = 0;
      }
    }
    return row + (empty ? String(empty) : '');
  });
  return [
    rows.join('/'),
    model.white ? 'w' : 'b',
    model.castling || '-',
    model.ep?.name ?? '-',
    model.halfmove,
    model.fullmove,
  ].join(' ');
}

/** §5: the material with which neither side can mate. */
function dead(model: Model, rules: Rules): boolean {
  const others = [...model.board.values()].filter((l) => l.toUpperCase() !== 'K');
  if (others.length === 0) return true;
  return rules.tri && others.length === 1 && 'BNU'.includes(others[0].toUpperCase());
}

const rulesOf = (game: DekleGame, options: GameOptions): Rules => ({
  tri: game === triChess,
  byPath: options['leapers'] === 'path',
  rotation: options['black-setup'] === 'rotation',
});
const engineMoves = (p: DeklePosition): string[] =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();

const TP = 'r1b2k2r/1p1uP1p4/P2q9/3B3P2n4/4p4U1P3/4N1Q5p/P1P8/R4K2R';
const STARTS: [string, GameOptions][] = [
  [START, {}],
  [START, { leapers: 'path' }],
  [START.replace('rnbqukbnr', 'rnbkuqbnr'), { 'black-setup': 'rotation' }],
  [`${TP} w KQkq - 0 1`, {}],
  [`${TP} b KQkq - 0 1`, { leapers: 'path' }],
  // Pawns near the edge rule and promotion, an en passant capture for two pawns, a unicorn on the rim.
  ['5k3/10P/P12/U6PpP5/14p/p12/10n/5K3 w - f64 0 30', {}],
  // Open lines, exposed kings.
  ['R7q/4k6/13/15/5up8/9B3/6K4/Q7r b - - 3 40', {}],
];

describe('the engine agrees with an independent model of the rules', () => {
  for (const game of [triangularChess, triChess]) {
    it(`${game.title}: every move set and position text agree down to depth 3 from the start, and depth 2 from TP`, () => {
      const walk = (p: DeklePosition, model: Model, rules: Rules, depth: number): number => {
        const moves = legalMoves(model, rules);
        expect(engineMoves(p)).toEqual(moves);
        if (depth === 1) return moves.length;
        let leaves = 0;
        for (const m of p.legalMoves()) {
          const after = play(model, p.moveToCoord(m), rules);
          p.play(m);
          expect(p.toText()).toBe(textOf(after));
          leaves += walk(p, after, rules, depth - 1);
          p.undo();
        }
        return leaves;
      };
      const rules = rulesOf(game, {});
      expect(walk(game.create(), modelOf(START), rules, 3)).toBe(game === triChess ? 22381 : 22157);
      for (const turn of ['w', 'b']) {
        const text = `${TP} ${turn} KQkq - 0 1`;
        walk(unwrap(game.parse(text)), modelOf(text), rules, 2);
      }
    });
  }

  it('on random playouts in both games under every option: same moves, same position text, same ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('triangular-chess', 'tri-chess'),
        fc.constantFrom(...STARTS),
        fc.array(fc.nat(), { minLength: 20, maxLength: 60 }),
        (id, [text, options], picks) => {
          const game = id === 'tri-chess' ? triChess : triangularChess;
          const rules = rulesOf(game, options);
          const p = unwrap(game.parse(text, options));
          let model = modelOf(text);
          for (const pick of picks) {
            expect(p.toText().split(' ').slice(0, 6).join(' ')).toBe(textOf(model));
            const moves = legalMoves(model, rules);
            const outcome = p.outcome();
            if (outcome?.reason === 'insufficient material') {
              expect(dead(model, rules)).toBe(true);
              break;
            }
            expect(dead(model, rules)).toBe(false);
            expect(engineMoves(p)).toEqual(outcome ? [] : moves);
            if (outcome) {
              if (moves.length === 0) {
                const check = attacked(
                  model.board,
                  kingOf(model.board, model.white),
                  !model.white,
                  rules,
                );
                expect(outcome.reason).toBe(check ? 'checkmate' : 'stalemate');
              }
              break;
            }
            const move = p.legalMoves()[pick % moves.length];
            model = play(model, p.moveToCoord(move), rules);
            p.play(move);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
