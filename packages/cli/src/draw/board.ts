import type { GameDefinition, PieceView, Position } from '@trigon/engine';
import { chooseRotation, layoutBoard, type BoardLayout } from './layout.js';

export interface DrawOptions {
  /** Use ANSI colours (only for a terminal). */
  readonly colour: boolean;
}

const EMPTY = { up: '△', down: '▽', square: '·' };

// ANSI SGR codes: each seat's pieces bold in their own colour (the colour a seat is named
// after, when it is), empty cells and names dimmed.
const SEAT_COLOURS = ['1;93', '1;96', '1;95', '1;92'];
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  red: '1;91',
  green: '1;92',
  yellow: '1;93',
  blue: '1;94',
};
const DIM = '2';

function seatColour(game: GameDefinition, seat: number): string {
  const named = NAMED_COLOURS[(game.players[seat] ?? '').toLowerCase()];
  return named ?? SEAT_COLOURS[seat % SEAT_COLOURS.length];
}

/**
 * The board as lines of text: rows of cells (an empty triangle shows which way it points,
 * a piece shows as its letter, a stack as its top piece and height), the names of the first
 * and last cell of each row at its two ends, the names of the outer cells of the top and
 * bottom rows above and below, then legend lines.
 */
export function drawBoard(position: Position, options: DrawOptions): string[] {
  const game = position.game;
  const layout = layoutFor(game);
  const paint = (text: string, code: string) =>
    options.colour ? `\x1b[${code}m${text}\x1b[0m` : text;

  const tokens: { text: string; code: string }[] = [];
  let stacks = false;
  for (let cell = 0; cell < game.topology.size; cell++) {
    const stack = position.contents(cell);
    if (stack.length > 1) stacks = true;
    tokens.push(cellToken(game, layout, cell, stack));
  }
  const name = (cell: number) => game.topology.name(cell);
  const top = edgeCells(game, layout, 0, 'up');
  const bottom = edgeCells(game, layout, layout.rows.length - 1, 'down');

  // Columns per grid unit: room for the widest cell and a space, and for the names along the
  // top and bottom edges to stand side by side.
  const width = Math.max(...tokens.map((t) => length(t.text)));
  let step = width + 1;
  for (const edge of [top, bottom]) {
    for (let i = 1; i < edge.length; i++) {
      const gap = edge[i].column - edge[i - 1].column;
      const room = Math.max(length(name(edge[i].cell)), length(name(edge[i - 1].cell))) + 1;
      step = Math.max(step, Math.ceil(room / gap));
    }
  }

  // Each line is a list of pieces of text at grid columns; columns may be negative until
  // everything is shifted right to make room for the names on the left.
  type Segment = { at: number; text: string; code?: string };
  const boardLines: Segment[][] = layout.rows.map((row) => {
    const segments: Segment[] = [];
    const first = row.cells[0];
    const last = row.cells[row.cells.length - 1];
    const label = name(first);
    segments.push({ at: row.columns[0] * step - 1 - length(label), text: label, code: DIM });
    row.cells.forEach((cell, i) => {
      const token = tokens[cell];
      segments.push({ at: row.columns[i] * step, text: token.text, code: token.code });
    });
    if (last !== first) {
      segments.push({
        at: row.columns[row.columns.length - 1] * step + width + 1,
        text: name(last),
        code: DIM,
      });
    }
    return segments;
  });

  const edgeLabels = (edge: readonly EdgeCell[], facing: 'up' | 'down'): Segment[][] => {
    const lines: Segment[][] = [];
    const free: number[] = [];
    for (const { cell, column } of edge) {
      const label = name(cell);
      const at = Math.round(column * step + (width - 1) / 2 - (length(label) - 1) / 2);
      // Names that would touch go to another line.
      let line = free.findIndex((f) => at >= f);
      if (line < 0) {
        line = lines.length;
        lines.push([]);
        free.push(-Infinity);
      }
      lines[line].push({ at, text: label, code: DIM });
      free[line] = at + length(label) + 1;
    }
    return facing === 'up' ? lines.reverse() : lines;
  };

  const all = [...edgeLabels(top, 'up'), ...boardLines, ...edgeLabels(bottom, 'down')];
  const shift = -Math.min(0, ...all.flat().map((s) => s.at));
  const rendered = all.map((segments) => {
    let line = '';
    let visible = 0; // columns used so far; colour codes take none
    for (const segment of segments.sort((a, b) => a.at - b.at)) {
      const gap = Math.max(0, segment.at + shift - visible);
      line +=
        ' '.repeat(gap) +
        (segment.code === undefined ? segment.text : paint(segment.text, segment.code));
      visible += gap + length(segment.text);
    }
    return line;
  });
  return [...rendered, ...legend(game, stacks, paint)];
}

interface EdgeCell {
  readonly cell: number;
  readonly column: number;
}

/**
 * The cells of the top (or bottom) row whose side lies on the board's outer edge there, except
 * the row's first and last cell, which are named at the row's ends.
 */
function edgeCells(
  game: GameDefinition,
  layout: BoardLayout,
  rowIndex: number,
  facing: 'up' | 'down',
): EdgeCell[] {
  const row = layout.rows[rowIndex];
  const out: EdgeCell[] = [];
  row.cells.forEach((cell, i) => {
    if (i === 0 || i === row.cells.length - 1) return;
    // A triangle's flat side faces away from its point: only that side lies on the edge.
    const flatSide =
      game.topology.shape === 'squares' || (layout.pointsUp[cell] === 1) === (facing === 'down');
    if (flatSide) out.push({ cell, column: row.columns[i] });
  });
  return out;
}

/** The layout of each game's board, computed once. */
const layouts = new WeakMap<GameDefinition, BoardLayout>();

function layoutFor(game: GameDefinition): BoardLayout {
  let layout = layouts.get(game);
  if (layout === undefined) {
    layout = layoutBoard(game.topology, chooseRotation(game));
    layouts.set(game, layout);
  }
  return layout;
}

function cellToken(
  game: GameDefinition,
  layout: BoardLayout,
  cell: number,
  stack: readonly PieceView[],
): { text: string; code: string } {
  if (stack.length === 0) {
    const glyph =
      game.topology.shape === 'squares'
        ? EMPTY.square
        : layout.pointsUp[cell] === 1
          ? EMPTY.up
          : EMPTY.down;
    return { text: glyph, code: DIM };
  }
  const top = stack[stack.length - 1];
  const height = stack.length > 1 ? String(stack.length) : '';
  return {
    text: pieceLetter(top.kind, top.owner) + height,
    code: seatColour(game, top.owner),
  };
}

/**
 * A piece as one character: upper case for the first seat, lower case for the second, and a
 * circled capital for the third (Ⓚ), so three armies stay apart without colour.
 */
export function pieceLetter(kind: string, owner: number): string {
  if (owner === 0) return kind.toUpperCase();
  if (owner === 1) return kind.toLowerCase();
  const upper = kind.toUpperCase();
  if (owner === 2 && /^[A-Z]$/.test(upper)) {
    return String.fromCodePoint(0x24b6 + upper.charCodeAt(0) - 65);
  }
  // No game has a fourth seat yet; keep any such piece readable.
  return `${kind.toLowerCase()}${owner}`;
}

const MARKINGS = ['upper case', 'lower case', 'circled'];

function legend(
  game: GameDefinition,
  stacks: boolean,
  paint: (text: string, code: string) => string,
): string[] {
  const sample = game.pieces[0]?.letter ?? 'K';
  const seats = game.players
    .map((player, seat) => {
      const marking = MARKINGS[seat] ?? `letter + ${seat}`;
      const example = paint(pieceLetter(sample, seat), seatColour(game, seat));
      return `${player}: ${marking} (${example})`;
    })
    .join(', ');
  const lines = [seats];
  if (game.pieces.length > 0)
    lines.push(game.pieces.map((p) => `${p.letter} ${p.name}`).join(', '));
  if (stacks || game.topology.shape === 'squares') {
    lines.push('a letter with a number: the top piece of a stack and the stack height');
  }
  return lines;
}

/** Length in columns as the terminal shows it: one per code point. */
function length(text: string): number {
  return [...text].length;
}
