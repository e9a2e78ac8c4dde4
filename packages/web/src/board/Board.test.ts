// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { games, type GameDefinition, type PieceView } from '@trigon/engine';
import { Board, type BoardProps } from './Board.js';
import { boardGeometry } from './geometry.js';
import { skinFor } from '../pieces/index.js';
import { describePiece } from '../ui/words.js';

let root: HTMLElement | undefined;

afterEach(() => {
  if (root) render(null, root);
  root?.remove();
  root = undefined;
});

function mount(game: GameDefinition, props: Partial<BoardProps> = {}): HTMLElement {
  const start = game.create();
  const contents: PieceView[][] = [];
  for (let cell = 0; cell < game.topology.size; cell++) contents.push([...start.contents(cell)]);
  root = document.createElement('div');
  document.body.appendChild(root);
  act(() =>
    render(
      h(Board, {
        topology: game.topology,
        skin: skinFor(game),
        angle: game.views[0] ?? 0,
        bottomSeat: 0,
        seats: game.players.length,
        contents,
        describePiece: (p: PieceView) => describePiece(game, p),
        label: game.title,
        ...props,
      }),
      root!,
    ),
  );
  return root;
}

function cellElements(element: HTMLElement): SVGPolygonElement[] {
  return [...element.querySelectorAll<SVGPolygonElement>('polygon[data-cell]')];
}

function click(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

function key(element: Element, key: string): void {
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

describe.each(games.list().map((g) => [g.id, g] as const))('the board of %s', (_id, game) => {
  const topology = game.topology;

  it('draws every cell once, named as the engine names it', () => {
    const cells = cellElements(mount(game));
    expect(cells).toHaveLength(topology.size);
    const seen = new Set<number>();
    for (const polygon of cells) {
      const cell = Number(polygon.getAttribute('data-cell'));
      const name = polygon.getAttribute('data-name')!;
      seen.add(cell);
      expect(name).toBe(topology.name(cell));
      expect(topology.cell(name)).toBe(cell);
      expect(polygon.getAttribute('aria-label')!.startsWith(`${name}: `)).toBe(true);
      expect(polygon.getAttribute('points')!.trim().split(/\s+/)).toHaveLength(topology.corners);
    }
    expect(seen.size).toBe(topology.size);
  });

  it('says what stands on each cell to a screen reader', () => {
    const start = game.create();
    const cells = cellElements(mount(game));
    for (const polygon of cells) {
      const cell = Number(polygon.getAttribute('data-cell'));
      const stack = start.contents(cell);
      const label = polygon.getAttribute('aria-label')!;
      if (stack.length === 0) expect(label).toContain(': empty');
      else expect(label).toContain(describePiece(game, stack[stack.length - 1]));
    }
  });

  it('reports a click on every cell', () => {
    const clicked: number[] = [];
    const element = mount(game, { onCell: (cell) => clicked.push(cell) });
    for (const polygon of cellElements(element)) click(polygon);
    expect(clicked).toEqual(Array.from({ length: topology.size }, (_, i) => i));
  });

  it('moves a piece by two clicks: pick up, then put down on a legal cell', () => {
    const start = game.create();
    const move = start
      .legalMoves()
      .map((m) => start.moveInfo(m))
      .find((i) => i.from >= 0 && i.to >= 0)!;
    const targets = new Map([[move.from, new Set([move.to])]]);
    const moves: [number, number][] = [];
    const element = mount(game, { targets, onMove: (from, to) => moves.push([from, to]) });
    const cells = cellElements(element);
    click(cells[move.from]);
    expect(cells[move.from].getAttribute('aria-pressed')).toBe('true');
    click(cells[move.to]);
    expect(moves).toEqual([[move.from, move.to]]);
  });

  it('puts its labels outside the board, each a part of some cell name', () => {
    for (const angle of game.views) {
      const geometry = boardGeometry(topology, angle);
      expect(geometry.labels.length).toBeGreaterThan(0);
      for (const label of geometry.labels) {
        expect(topology.names.some((n) => n.includes(label.text))).toBe(true);
      }
    }
  });
});

describe('keyboard use', () => {
  const game = games.list()[0];

  it('moves the focus with the arrow keys and picks up with Enter', () => {
    const start = game.create();
    const move = start
      .legalMoves()
      .map((m) => start.moveInfo(m))
      .find((i) => i.from >= 0)!;
    const element = mount(game, { targets: new Map([[move.from, new Set([move.to])]]) });
    const svg = element.querySelector('svg')!;
    const focusable = cellElements(element).filter((c) => c.getAttribute('tabindex') === '0');
    // One cell takes the tab stop: the piece that can move.
    expect(focusable.map((c) => Number(c.getAttribute('data-cell')))).toEqual([move.from]);
    key(svg, 'Enter');
    expect(cellElements(element)[move.from].getAttribute('aria-pressed')).toBe('true');
    key(svg, 'ArrowUp');
    const after = cellElements(element).filter((c) => c.getAttribute('tabindex') === '0');
    expect(after).toHaveLength(1);
    expect(Number(after[0].getAttribute('data-cell'))).not.toBe(move.from);
  });
});
