import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { board } from './board.js';
import { START, trigonal } from './index.js';

/**
 * An independent model of the rules, written again from the rules text with cell names and
 * plain geometry: no ray tables, no pins, no reverse scanning, no make/unmake. Moves are found
 * by walking; a move is legal when, on a copy of the board, no enemy piece could take the king.
 * The engine must agree with it on every legal move set and every position text.
 */

const FILES = 'abcdefghi';
type Model = {
  cells: string[]; // piece letter per cell ('' empty), upper case White
  turn: 'w' | 'b';
  castling: string;
  ep: string; // '-' or a cell name
  halfmove: number;
  fullmove: number;
  // Per cell: the piece there has never moved (every piece of a position read from text).
  unmoved: boolean[];
};

const fileOf = (cell: number): number => FILES.indexOf(board.name(cell)[0]) + 1;
const numberOf = (cell: number): number => Number(board.name(cell).slice(1));
const length = (file: number): number => 2 * file - 1;
/** The cell at file (1 = a) and number, or −1. */
const at = (file: number, number: number): number =>
  file < 1 || file > 9 || number < 1 || number > length(file)
    ? -1
    : board.cell(FILES[file - 1] + number);
const isWhite = (letter: string): boolean => letter !== '' && letter === letter.toUpperCase();
const own = (letter: string, white: boolean): boolean => letter !== '' && isWhite(letter) === white;

// Diagonal steps by name (rules §2.3): D0 … D300.
const DIAGONAL: ((f: number, p: number) => number)[] = [
  (f, p) => at(f, p + 2),
  (f, p) => at(f - 1, p),
  (f, p) => at(f - 1, p - 2),
  (f, p) => at(f, p - 2),
  (f, p) => at(f + 1, p),
  (f, p) => at(f + 1, p + 2),
];
const diagonal = (cell: number, k: number): number =>
  cell < 0 ? -1 : DIAGONAL[k](fileOf(cell), numberOf(cell));

/** Lanes (§2.2): the cells sharing x, y or z, ordered as a path of edge neighbours. */
const lanes: number[][] = [];
for (const axis of [0, 1, 2]) {
  const coord = (c: number) => [board.x(c), board.y(c), board.z(c)][axis];
  for (let v = 0; v <= 8; v++) {
    const cells = board.names.map((_, c) => c).filter((c) => coord(c) === v);
    if (cells.length === 0) continue;
    const next = (c: number) => board.sides(c).filter((n) => cells.includes(n));
    let end = cells.find((c) => next(c).length <= 1)!;
    const path = [end];
    while (path.length < cells.length) {
      end = next(end).find((n) => !path.includes(n))!;
      path.push(end);
    }
    lanes.push(path);
  }
}

const centroid = (c: number) => board.centroid(c);
const sameOrientationCorners = (c: number) =>
  board.cornerNeighbours(c).filter((n) => board.orientation[n] === board.orientation[c]);

function knightTargets(cell: number, nine: boolean): number[] {
  const out = new Set<number>();
  const [cx, cy] = centroid(cell);
  for (const n of board.sides(cell)) {
    const [nx, ny] = centroid(n);
    for (const t of sameOrientationCorners(n)) {
      const [tx, ty] = centroid(t);
      // §4.5: a positive component along the orthogonal step; §6 item 11: or a right angle to it.
      const dot = (tx - nx) * (nx - cx) + (ty - ny) * (ny - cy);
      if (dot > 1e-9 || (nine && dot > -1e-9)) out.add(t);
    }
  }
  return [...out];
}

function kingTargets(cell: number, twelve: boolean): number[] {
  return [
    ...board.sides(cell),
    ...(twelve ? board.cornerNeighbours(cell) : sameOrientationCorners(cell)),
  ];
}

/** Cells a slider on `cell` reaches on `cells`, walking until the first piece (taken in). */
function slide(
  cells: string[],
  cell: number,
  bishop: string,
  rook: boolean,
  bishopToo: boolean,
): number[] {
  const out: number[] = [];
  if (rook) {
    for (const lane of lanes) {
      const i = lane.indexOf(cell);
      if (i < 0) continue;
      for (const dir of [1, -1]) {
        for (let j = i + dir; j >= 0 && j < lane.length; j += dir) {
          out.push(lane[j]);
          if (cells[lane[j]] !== '') break;
        }
      }
    }
  }
  if (bishopToo) {
    const apart = bishop === '120' ? 2 : 1;
    for (let k = 0; k < 6; k++) {
      for (const [a, b] of [
        [k, (k + apart) % 6],
        [(k + apart) % 6, k],
      ]) {
        let c = cell;
        for (let i = 0; ; i++) {
          c = diagonal(c, i % 2 === 0 ? a : b);
          if (c < 0) break;
          out.push(c);
          if (cells[c] !== '') break;
        }
      }
    }
  }
  return out;
}

function pawnCaptures(cell: number, white: boolean): number[] {
  const f = fileOf(cell);
  const p = numberOf(cell);
  return (
    white
      ? [at(f, p + 2), at(f - 1, p), at(f + 1, p + 2)]
      : [at(f, p - 2), at(f + 1, p), at(f - 1, p - 2)]
  ).filter((c) => c >= 0);
}

/** Every cell a piece on `cell` attacks. */
function attacks(cells: string[], cell: number, options: GameOptions): number[] {
  const letter = cells[cell];
  switch (letter.toUpperCase()) {
    case 'P':
      return pawnCaptures(cell, isWhite(letter));
    case 'N':
      return knightTargets(cell, options['knight'] === '9');
    case 'K':
      return kingTargets(cell, options['king'] === '12');
    case 'R':
      return slide(cells, cell, options['bishop'], true, false);
    case 'B':
      return slide(cells, cell, options['bishop'], false, true);
    default:
      return slide(cells, cell, options['bishop'], true, true);
  }
}

function attacked(cells: string[], cell: number, byWhite: boolean, options: GameOptions): boolean {
  return cells.some((l, c) => own(l, byWhite) && attacks(cells, c, options).includes(cell));
}

const kingCell = (cells: string[], white: boolean): number => cells.indexOf(white ? 'K' : 'k');

const CASTLES = [
  {
    letter: 'K',
    text: 'O-O',
    king: ['h2', 'i2'],
    rook: ['i1', 'h1'],
    empty: ['h1', 'i2'],
    crossed: ['h1'],
  },
  {
    letter: 'Q',
    text: 'O-O-O',
    king: ['h2', 'g2'],
    rook: ['f2', 'g1'],
    empty: ['g1', 'g2', 'f1'],
    crossed: ['g1'],
  },
  {
    letter: 'k',
    text: 'O-O',
    king: ['h14', 'i16'],
    rook: ['i17', 'h15'],
    empty: ['h15', 'i16'],
    crossed: ['h15'],
  },
  {
    letter: 'q',
    text: 'O-O-O',
    king: ['h14', 'g12'],
    rook: ['f10', 'g13'],
    empty: ['g13', 'g12', 'f11'],
    crossed: ['g13'],
  },
];
const cellOf = (name: string) => board.cell(name);

/** Plays a coordinate move on a model (no legality check). */
function play(model: Model, move: string): Model {
  const cells = [...model.cells];
  const unmoved = [...model.unmoved];
  const white = model.turn === 'w';
  let castling = model.castling;
  let ep = '-';
  let resets = false;
  const castle = CASTLES.find((c) => c.text === move && isWhite(c.letter) === white);
  const touched: string[] = [];
  if (castle) {
    cells[cellOf(castle.king[0])] = '';
    cells[cellOf(castle.rook[0])] = '';
    cells[cellOf(castle.king[1])] = white ? 'K' : 'k';
    cells[cellOf(castle.rook[1])] = white ? 'R' : 'r';
    for (const name of [...castle.king, ...castle.rook]) unmoved[cellOf(name)] = false;
    touched.push(castle.king[0], castle.rook[0]);
  } else {
    const [fromName, rest] = move.split('-');
    const [toName, promotion] = rest.split('=');
    const from = cellOf(fromName);
    const to = cellOf(toName);
    const letter = cells[from];
    touched.push(fromName, toName);
    if (cells[to] !== '') resets = true;
    if (letter.toUpperCase() === 'P') {
      resets = true;
      const f = fileOf(from);
      const step = white ? 1 : -1;
      if (toName === model.ep) {
        // En passant: the pawn passed by stands one step beyond the skipped cell.
        cells[at(fileOf(to), numberOf(to) - step)] = '';
        unmoved[at(fileOf(to), numberOf(to) - step)] = false;
      }
      // Two cells up the file from the pawn's 3rd rank onto an empty cell is a double step. The
      // same shape from elsewhere is a D0 capture, en passant when it lands on the skipped cell.
      const third = white ? numberOf(from) === 3 : numberOf(from) === length(f) - 2;
      if (
        third &&
        fileOf(to) === f &&
        Math.abs(numberOf(to) - numberOf(from)) === 2 &&
        cells[to] === '' &&
        !promotion
      ) {
        const skipped = at(f, numberOf(from) + step);
        if (cells[skipped] === '') ep = board.name(skipped);
      }
    }
    cells[from] = '';
    cells[to] = promotion ? (white ? promotion : promotion.toLowerCase()) : letter;
    unmoved[from] = false;
    unmoved[to] = false;
  }
  for (const c of CASTLES) {
    if (touched.includes(c.king[0]) || touched.includes(c.rook[0]))
      castling = castling.replace(c.letter, '');
  }
  return {
    cells,
    turn: white ? 'b' : 'w',
    castling,
    ep,
    halfmove: resets ? 0 : model.halfmove + 1,
    fullmove: model.fullmove + (white ? 0 : 1),
    unmoved,
  };
}

function legalMoves(model: Model, options: GameOptions): string[] {
  const white = model.turn === 'w';
  const { cells } = model;
  const out: string[] = [];
  const safe = (after: string[]): boolean =>
    !attacked(after, kingCell(after, white), !white, options);
  const tryMove = (from: number, to: number, promote: boolean, extra?: (c: string[]) => void) => {
    const after = [...cells];
    after[to] = after[from];
    after[from] = '';
    extra?.(after);
    if (!safe(after)) return;
    const text = `${board.name(from)}-${board.name(to)}`;
    if (promote) for (const q of 'QRBN') out.push(`${text}=${q}`);
    else out.push(text);
  };
  for (let from = 0; from < cells.length; from++) {
    const letter = cells[from];
    if (!own(letter, white)) continue;
    if (letter.toUpperCase() !== 'P') {
      for (const to of new Set(attacks(cells, from, options))) {
        if (!own(cells[to], white)) tryMove(from, to, false);
      }
      continue;
    }
    const f = fileOf(from);
    const p = numberOf(from);
    const step = white ? 1 : -1;
    const last = (c: number) => numberOf(c) === (white ? length(fileOf(c)) : 1);
    const ahead = at(f, p + step);
    if (ahead >= 0 && cells[ahead] === '') tryMove(from, ahead, last(ahead));
    const third = white ? p === 3 : p === length(f) - 2;
    // Under `unmoved`, a pawn that never moved: one still on its start cell (files f to i).
    const allowed =
      options['double-step'] === 'unmoved' ? third && f >= 6 && model.unmoved[from] : third;
    const land = at(f, p + 2 * step);
    if (
      allowed &&
      land >= 0 &&
      cells[land] === '' &&
      (cells[ahead] === '' || options['double-step-skip'] === 'any')
    ) {
      tryMove(from, land, last(land));
    }
    for (const to of pawnCaptures(from, white)) {
      if (cells[to] !== '' && !own(cells[to], white)) tryMove(from, to, last(to));
      if (board.name(to) === model.ep) {
        tryMove(from, to, false, (after) => (after[at(fileOf(to), numberOf(to) - step)] = ''));
      }
    }
  }
  for (const c of CASTLES) {
    if (isWhite(c.letter) !== white || !model.castling.includes(c.letter)) continue;
    if (c.empty.some((n) => cells[cellOf(n)] !== '')) continue;
    const king = kingCell(cells, white);
    if (attacked(cells, king, !white, options)) continue;
    if (c.crossed.some((n) => attacked(cells, cellOf(n), !white, options))) continue;
    const after = play(model, c.text).cells;
    if (safe(after)) out.push(c.text);
  }
  return out.sort();
}

function modelOf(text: string): Model {
  const [rows, turn, castling, ep, half, full] = text.split(' ');
  const cells: string[] = new Array(board.size).fill('');
  rows.split('/').forEach((row, r) => {
    let number = 1;
    for (const token of row.match(/\d+|[a-zA-Z]/g) ?? []) {
      if (/\d/.test(token)) number += Number(token);
      else cells[at(r + 1, number++)] = token;
    }
  });
  return {
    cells,
    turn: turn as 'w' | 'b',
    castling: castling === '-' ? '' : castling,
    ep,
    halfmove: +half,
    fullmove: +full,
    unmoved: cells.map(() => true),
  };
}

function textOf(model: Model): string {
  const rows = [...FILES].map((_, r) => {
    let row = '';
    let empty = 0;
    for (let n = 1; n <= length(r + 1); n++) {
      const letter = model.cells[at(r + 1, n)];
      if (letter === '') empty++;
      else {
        row += (empty ? String(empty) : '') + letter;
        empty = 0;
      }
    }
    return row + (empty ? String(empty) : '');
  });
  return [
    rows.join('/'),
    model.turn,
    model.castling || '-',
    model.ep,
    model.halfmove,
    model.fullmove,
  ].join(' ');
}

/** Positions with more going on than the start: open lines, castling rights, pawns near promotion, en passant. */
const STARTS = [
  START,
  // Open lines, every castling right, a pawn each side near promotion.
  '1/3/2p2/2N2q1/4Q1P2/1RP4p1rn/1B1P5p1b1/BKP8p1kb/R2P9p2r w KQkq - 0 12',
  // Pawns racing; White's f3 pawn may double-step past Black's g6 pawn.
  '1/R2/5/2p1P2/3p4k/2P8/5p4P2/12n2/4K12 w - - 0 40',
  // Black to move with two en passant captures onto f4, and a promotion.
  '1/3/1pN2/6r/3p5/4P3b2/5p7/1K11k1/R16 b K f4 0 20',
];

const OPTION_CHOICES: GameOptions[] = [
  {},
  { bishop: '120' },
  { king: '12', knight: '9' },
  { 'double-step': 'unmoved', 'double-step-skip': 'any' },
  { castling: 'off' },
  { bishop: '120', king: '12', knight: '9', 'double-step-skip': 'any' },
];

describe('the engine agrees with an independent model of the rules', () => {
  it('perft(3) from the start is 4759, with every move set and position text equal on the way', () => {
    const p = trigonal.create();
    const walk = (model: Model, depth: number): number => {
      const moves = legalMoves(model, {});
      expect(moves).toEqual(
        p
          .legalMoves()
          .map((m) => p.moveToCoord(m))
          .sort(),
      );
      if (depth === 1) return moves.length;
      let leaves = 0;
      for (const m of p.legalMoves()) {
        const after = play(model, p.moveToCoord(m));
        p.play(m);
        expect(textOf(after)).toBe(p.toText());
        leaves += walk(after, depth - 1);
        p.undo();
      }
      return leaves;
    };
    expect(walk(modelOf(START), 2)).toBe(224);
    expect(walk(modelOf(START), 3)).toBe(4759);
  });

  it('on random playouts under random options: same moves, same position text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STARTS),
        fc.constantFrom(...OPTION_CHOICES),
        fc.array(fc.nat(), { minLength: 30, maxLength: 70 }),
        (start, options, picks) => {
          const text = options['castling'] === 'off' ? start.replace(/ [KQkq]+ /, ' - ') : start;
          const p = unwrap(trigonal.parse(text, options));
          const full = { ...p.options };
          let model = modelOf(text);
          for (const pick of picks) {
            const moves = p.legalMoves();
            const coords = moves.map((m) => p.moveToCoord(m)).sort();
            if (p.outcome()) break;
            expect(coords).toEqual(legalMoves(model, full));
            if (moves.length === 0) break;
            const move = moves[pick % moves.length];
            model = play(model, p.moveToCoord(move));
            p.play(move);
            expect(p.toText().split(' ').slice(0, 6).join(' ')).toBe(textOf(model));
          }
        },
      ),
      {
        numRuns: 24,
        examples: [
          // White's f6 pawn takes Black's f9-f7 en passant on f8: a capture, not a double step.
          [
            START,
            {},
            [
              1025611382, 2107374992, 1902915447, 637984364, 1725899259, 1469702635, 2141743266,
              1272308525, 1940745957, 1343786271, 544623653, 0, 125370455, 1579511504, 1503477853,
              1460904584, 0, 1477630700, 1283568467, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            ],
          ],
        ],
      },
    );
  });
});
