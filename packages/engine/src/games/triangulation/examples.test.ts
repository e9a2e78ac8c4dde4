import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { CORNERS, ROTATE, board } from './board.js';
import { triangulation, type TriangulationPosition } from './index.js';
import { moveFrom, moveTo } from './moves.js';
import { boardText } from './text.js';

// The worked examples of docs/rules/triangulation.md §7 (T1-T13), as exact sets.

function place(pieces: Record<string, string>, rest = 'r rgb - -/-/-'): TriangulationPosition {
  return unwrap(
    triangulation.parse(`${unwrap(boardText(pieces))} ${rest}`),
  ) as TriangulationPosition;
}

const sorted = (list: string[]) => [...list].sort();
const coords = (p: TriangulationPosition) => sorted(p.legalMoves().map((m) => p.moveToCoord(m)));
/** Where the piece on `from` may go, by the legal moves. */
function targets(p: TriangulationPosition, from: string): string[] {
  const cell = board.cell(from);
  return sorted([
    ...new Set(
      p
        .legalMoves()
        .filter((m) => moveFrom(m) === cell)
        .map((m) => board.name(moveTo(m))),
    ),
  ]);
}
const reach = (kind: string, owner: number, cell: string) =>
  sorted(triangulation.reach(kind, owner, board.cell(cell)).map((c) => board.name(c)));
const list = (text: string) => sorted(text.split(/[\s,]+/).filter(Boolean));

// Generals kept out of the way of examples on the middle of the board.
const FAR = { H1Ω: 'gG*', H8β: 'bG*' };

describe('T1 cells and labels', () => {
  it('has 64 cells, 36 black and 28 white, with the rank sizes of §2.2', () => {
    expect(board.size).toBe(64);
    expect([...board.orientation].filter((o) => o === 1)).toHaveLength(36);
    const ranks = [...'ABCDEFGH'].map((r) => board.names.filter((n) => n[0] === r).length);
    expect(ranks).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
    expect(board.names.filter((n) => n[1] === '3')).toHaveLength(5);
    expect(board.names.filter((n) => n.endsWith('Δ'))).toHaveLength(5);
  });

  it('places the corners and the centre', () => {
    const at = (n: string) => [
      board.x(board.cell(n)),
      board.y(board.cell(n)),
      board.z(board.cell(n)),
    ];
    expect(at('A8Ω')).toEqual([0, 7, 7]);
    expect(at('H1Ω')).toEqual([7, 0, 7]);
    expect(at('H8β')).toEqual([7, 7, 0]);
    expect(at('F6Σ')).toEqual([5, 5, 5]);
    for (const n of ['A8Ω', 'H1Ω', 'H8β']) expect(board.orientation[board.cell(n)]).toBe(1);
    expect(board.orientation[board.cell('F6Σ')]).toBe(0);
    expect(CORNERS.map((c) => board.name(c))).toEqual(['A8Ω', 'H1Ω', 'H8β']);
    expect(board.cell('A1β')).toBe(-1);
  });

  it('rotates A8Ω→H1Ω→H8β, B8Ω→H2Ω→H8Γ and keeps F6Σ', () => {
    const rot = (n: string) => board.name(ROTATE[board.cell(n)]);
    expect([rot('A8Ω'), rot('H1Ω'), rot('H8β')]).toEqual(['H1Ω', 'H8β', 'A8Ω']);
    expect([rot('B8Ω'), rot('H2Ω')]).toEqual(['H2Ω', 'H8Γ']);
    expect(rot('F6Σ')).toBe('F6Σ');
  });

  it('lists the cells row by row as §2.7', () => {
    expect(board.names.slice(25, 36).join(' ')).toBe('F3Ω F4Ω F4Φ F5Φ F5Σ F6Σ F6Π F7Π F7Λ F8Λ F8Δ');
    expect(board.names.slice(49).join(' ')).toBe(
      'H1Ω H2Ω H2Φ H3Φ H3Σ H4Σ H4Π H5Π H5Λ H6Λ H6Δ H7Δ H7Γ H8Γ H8β',
    );
  });
});

describe('T2 setup', () => {
  it('places the armies as the table of §3.2', () => {
    const p = triangulation.create() as TriangulationPosition;
    const army = (seat: number) => {
      const out: Record<string, string[]> = {};
      for (let c = 0; c < 64; c++) {
        const [v] = p.contents(c);
        if (v && v.owner === seat) (out[v.kind] ??= []).push(board.name(c));
      }
      return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, sorted(v)]));
    };
    expect(army(0)).toEqual({
      C: ['A8Ω'],
      G: ['B8Ω'],
      R: list('B7Ω B8Φ'),
      I: list('C6Ω C7Ω C7Φ C8Φ C8Σ'),
    });
    expect(army(1)).toEqual({
      C: ['H1Ω'],
      G: ['H2Ω'],
      R: list('G2Ω H2Φ'),
      I: list('F3Ω G3Ω G3Φ H3Φ H3Σ'),
    });
    expect(army(2)).toEqual({
      C: ['H8β'],
      G: ['H8Γ'],
      R: list('G8Γ H7Γ'),
      I: list('F8Δ G8Δ G7Δ H7Δ H6Δ'),
    });
  });
});

describe('T3 start moves', () => {
  it('gives Red exactly its 18 moves', () => {
    const p = triangulation.create() as TriangulationPosition;
    expect(coords(p)).toEqual(
      list(`A8Ω-D7Φ C6Ω-D6Ω C6Ω-D5Ω C6Ω-D6Φ C6Ω-E5Ω C6Ω-E6Φ C7Φ-D7Φ C7Φ-D6Φ C7Φ-D7Σ C7Φ-E6Φ C7Φ-E7Σ
        C8Σ-D8Σ C8Σ-D7Σ C8Σ-D8Π C8Σ-E7Σ C8Σ-E8Π B8Ω-B7Ω B8Ω-B8Φ`),
    );
  });

  it('gives Green and Blue 16 ordinary moves and 2 castlings each', () => {
    const p = triangulation.create() as TriangulationPosition;
    p.play(unwrap(p.parseMove('C6Ω-D6Ω')));
    expect(p.turn).toBe(1);
    const green = coords(p);
    expect(green).toHaveLength(18);
    expect(green).toEqual(
      expect.arrayContaining(
        list('H1Ω-G4Φ F3Ω-E4Ω F3Ω-E5Ω F3Ω-F4Φ F3Ω-F4Ω F3Ω-F5Φ H2Ω-G2Ω H2Ω-H2Φ'),
      ),
    );
    p.play(unwrap(p.parseMove('H1Ω-G4Φ')));
    const blue = coords(p);
    expect(blue).toHaveLength(18);
    expect(blue).toEqual(expect.arrayContaining(list('H8β-G7Λ H8Γ-G8Γ H8Γ-H7Γ')));
  });
});

describe('T4 Rukh', () => {
  it('reaches 25 cells from E6Σ and 27 from F6Σ on an empty board', () => {
    expect(reach('R', 0, 'E6Σ')).toEqual(
      list(`F6Σ F5Σ G5Σ G4Σ H4Σ H3Σ F6Π G6Π G6Λ H6Λ H6Δ E7Σ D7Σ D8Σ C8Σ E7Π E8Π E8Λ
        E6Φ D6Φ D6Ω C6Ω E5Φ E5Ω E4Ω`),
    );
    expect(reach('R', 0, 'F6Σ')).toEqual(
      list(`F5Σ G5Σ G4Σ H4Σ H3Σ F6Π G6Π G6Λ H6Λ H6Δ E6Σ E7Σ D7Σ D8Σ C8Σ F7Π F7Λ F8Λ F8Δ
        E6Φ D6Φ D6Ω C6Ω F5Φ F4Φ F4Ω F3Ω`),
    );
  });

  it('stops before its own piece and captures the first enemy', () => {
    const p = place({ E6Σ: 'rR*', F5Σ: 'rI', E7Π: 'gI', B8Ω: 'rG', ...FAR });
    expect(targets(p, 'E6Σ')).toEqual(
      list(`F6Σ F6Π G6Π G6Λ H6Λ H6Δ E7Σ D7Σ D8Σ C8Σ E7Π E6Φ D6Φ D6Ω C6Ω E5Φ E5Ω E4Ω`),
    );
  });
});

describe('T5 Cavalry', () => {
  it('leaps to 10 cells from E6Σ, 9 from F6Σ, 2 from A8Ω', () => {
    expect(reach('C', 0, 'E6Σ')).toEqual(list('G5Π D8Π D5Ω H5Π C7Φ F4Φ F7Λ B8Ω G3Ω G8Δ'));
    expect(reach('C', 0, 'F6Σ')).toEqual(list('D7Φ G4Φ G7Λ C7Φ G3Φ G7Δ H5Π E8Π E5Ω'));
    expect(reach('C', 0, 'A8Ω')).toEqual(list('C7Φ D7Φ'));
  });

  it('leaps over pieces and never lands on its own', () => {
    const p = place({
      E6Σ: 'rC',
      F6Σ: 'gI',
      E7Σ: 'bI',
      E6Φ: 'rI',
      G5Π: 'rI',
      D8Π: 'gI',
      B8Ω: 'rG',
      ...FAR,
    });
    expect(targets(p, 'E6Σ')).toEqual(list('D8Π D5Ω H5Π C7Φ F4Φ F7Λ G3Ω G8Δ'));
  });
});

describe('T6 General', () => {
  it('steps to 12 cells from E6Σ; an own piece on F6Σ blocks F5Σ and F6Π', () => {
    expect(reach('G', 0, 'E6Σ')).toEqual(list('D6Φ D7Σ D7Φ E5Φ E6Φ E7Π E7Σ F5Σ F5Φ F6Π F6Σ F7Π'));
    const p = place({ E6Σ: 'rG*', F6Σ: 'rI', ...FAR });
    expect(targets(p, 'E6Σ')).toEqual(list('D6Φ D7Σ D7Φ E5Φ E6Φ E7Π E7Σ F5Φ F7Π'));
  });

  it('steps to 12 cells from F6Σ; an own piece on F5Σ leaves 9', () => {
    expect(reach('G', 0, 'F6Σ')).toEqual(list('E5Φ E6Σ E6Φ E7Π E7Σ F5Σ F5Φ F6Π F7Π G5Π G5Σ G6Π'));
    const p = place({ F6Σ: 'rG*', F5Σ: 'rR*', ...FAR });
    expect(targets(p, 'F6Σ')).toEqual(list('E5Φ E6Σ E6Φ E7Π E7Σ F6Π F7Π G5Π G6Π'));
  });

  it('steps to 3 cells from the corners', () => {
    expect(reach('G', 0, 'A8Ω')).toEqual(list('B7Ω B8Φ B8Ω'));
    expect(reach('G', 0, 'H1Ω')).toEqual(list('G2Ω H2Φ H2Ω'));
  });
});

/** Enemy Infantry on every corner-neighbour of `cell`, from the given colours in turn. */
function ring(cell: string, colours: string): Record<string, string> {
  const out: Record<string, string> = {};
  board
    .cornerNeighbours(board.cell(cell))
    .forEach((c, i) => (out[board.name(c)] = `${colours[i % 2]}I`));
  return out;
}

describe('T7 Red Infantry attacks', () => {
  const generals = { A8Ω: 'rG*', ...FAR };

  it('on black E6Σ: step F6Σ, captures F5Φ F7Π and F5Σ F6Π; the piece on F6Σ blocks the glancing ones', () => {
    const p = place({ E6Σ: 'rI', ...ring('E6Σ', 'gb'), ...generals });
    expect(targets(p, 'E6Σ')).toEqual(list('F6Σ F5Φ F7Π F5Σ F6Π'));
    const q = place({ E6Σ: 'rI', ...ring('E6Σ', 'gb'), F6Σ: 'rC', ...generals });
    expect(targets(q, 'E6Σ')).toEqual(list('F5Φ F7Π'));
  });

  it('on white F6Σ: steps F5Σ F6Π, captures G5Π, G5Σ and G6Π unless a black #1 cell is occupied', () => {
    const p = place({ F6Σ: 'rI', ...ring('F6Σ', 'gb'), ...generals });
    expect(targets(p, 'F6Σ')).toEqual(list('F5Σ F6Π G5Π G5Σ G6Π'));
    const q = place({ F6Σ: 'rI', ...ring('F6Σ', 'gb'), F5Σ: 'rC', ...generals });
    expect(targets(q, 'F6Σ')).toEqual(list('F6Π G5Π G6Π'));
  });
});

describe('T8 Green and Blue Infantry on E6Σ', () => {
  it('Green: step E7Σ, captures D7Φ F7Π D7Σ E7Π', () => {
    const p = place({ E6Σ: 'gI', ...ring('E6Σ', 'rb'), A8Ω: 'rG*', ...FAR }, 'g rgb - -/-/-');
    expect(targets(p, 'E6Σ')).toEqual(list('E7Σ D7Φ F7Π D7Σ E7Π'));
  });

  it('Blue: step E6Φ, captures D7Φ F5Φ D6Φ E5Φ', () => {
    const p = place({ E6Σ: 'bI', ...ring('E6Σ', 'rg'), A8Ω: 'rG*', ...FAR }, 'b rgb - -/-/-');
    expect(targets(p, 'E6Σ')).toEqual(list('E6Φ D7Φ F5Φ D6Φ E5Φ'));
  });
});

describe('T9 far edge', () => {
  const generals = { A8Ω: 'rG*', ...FAR };

  it('black H4Π steps sideways and attacks along the edge, blocked by the white cell between', () => {
    expect(targets(place({ H4Π: 'rI', ...generals }), 'H4Π')).toEqual(list('H4Σ H5Π'));
    const enemies = { H5Λ: 'gI', H3Σ: 'bI' };
    expect(targets(place({ H4Π: 'rI', ...enemies, ...generals }), 'H4Π')).toEqual(
      list('H4Σ H5Π H5Λ H3Σ'),
    );
    const blocked = place({ H4Π: 'rI', ...enemies, H4Σ: 'rC', ...generals });
    expect(targets(blocked, 'H4Π')).toEqual(list('H5Π H5Λ'));
  });

  it('white H5Π steps to H4Π and H5Λ and never attacks', () => {
    const p = place({ H5Π: 'rI', G5Π: 'gI', G6Π: 'bI', G5Σ: 'gI', ...generals });
    expect(targets(p, 'H5Π')).toEqual(list('H4Π H5Λ'));
  });
});

describe('T10 charges', () => {
  const generals = { A8Ω: 'rG*', ...FAR };

  it('from black C6Ω: D6Ω D5Ω D6Φ E5Ω E6Φ', () => {
    expect(targets(place({ C6Ω: 'rI', ...generals }), 'C6Ω')).toEqual(list('D6Ω D5Ω D6Φ E5Ω E6Φ'));
  });

  it('an enemy on D5Ω leaves D6Ω D6Φ E6Φ and its capture; any piece on D6Ω leaves nothing', () => {
    expect(targets(place({ C6Ω: 'rI', D5Ω: 'gI', ...generals }), 'C6Ω')).toEqual(
      list('D6Ω D6Φ E6Φ D5Ω'),
    );
    expect(targets(place({ C6Ω: 'rI', D6Ω: 'rC', ...generals }), 'C6Ω')).toEqual([]);
  });

  it('from white C7Ω: 7 cells; off the 3rd row only single steps', () => {
    expect(targets(place({ C7Ω: 'rI', ...generals }), 'C7Ω')).toEqual(
      list('C6Ω C7Φ D6Ω D7Φ D5Ω D6Φ D7Σ'),
    );
    expect(targets(place({ D6Ω: 'rI', ...generals }), 'D6Ω')).toEqual(list('D5Ω D6Φ'));
    expect(targets(place({ D5Ω: 'rI', ...generals }), 'D5Ω')).toEqual(list('E5Ω'));
  });

  it('a charge turning through either black cell reaches D6Φ while one path is clear', () => {
    expect(targets(place({ C7Ω: 'rI', C6Ω: 'gI', ...generals }), 'C7Ω')).toEqual(
      list('C7Φ D7Φ D6Φ D7Σ'),
    );
    expect(targets(place({ C7Ω: 'rI', C6Ω: 'gI', C7Φ: 'bI', ...generals }), 'C7Ω')).toEqual([]);
  });
});

describe('T11 check', () => {
  it('leaves Red the 8 moves out of the Rukh’s file', () => {
    const p = place({ E6Σ: 'rG*', H6Δ: 'bR*', A8Ω: 'gG*', H8β: 'bG*' });
    expect(p.inCheck()).toBe(true);
    expect(targets(p, 'E6Σ')).toEqual(list('D7Σ D7Φ E5Φ E7Π E7Σ F5Σ F5Φ F7Π'));
    expect(p.legalMoves()).toHaveLength(8);
  });
});

describe('T12 checkmate and forced capture', () => {
  const start = () =>
    place({ D7Σ: 'rG*', G4Φ: 'rC', H1Ω: 'gG*', H2Ω: 'gR*', G8Γ: 'bG*' }, 'g rgb - -/-/-');

  it('Green is checkmated and must move its Rukh (26 moves, no captures)', () => {
    const p = start();
    expect(p.inCheck()).toBe(true);
    const moves = p.legalMoves();
    expect(moves).toHaveLength(26);
    expect(moves.every((m) => board.name(moveFrom(m)) === 'H2Ω' && !p.isCapture(m))).toBe(true);
    expect(p.checkmatedSeats()).toEqual([1]);
  });

  it('Red must then capture the General; Green is out and its Rukh is Red’s', () => {
    const p = start();
    p.play(unwrap(p.parseMove('H2Ω-H3Σ')));
    expect(p.checkmatedSeats()).toEqual([1]);
    expect(p.toText()).toContain(' b rgb g:r ');
    p.play(unwrap(p.parseMove('G8Γ-G8Δ')));
    expect(coords(p)).toEqual(['G4Φ-H1Ω']);
    p.play(p.legalMoves()[0]);
    expect(p.eliminatedSeats()).toEqual([1]);
    expect(p.activeSeats()).toEqual([0, 2]);
    expect(p.contents(board.cell('H3Σ'))).toEqual([{ owner: 0, kind: 'R', original: 1 }]);
    expect(p.turn).toBe(2);
    expect(p.capturedPile(0)).toEqual([{ colour: 1, kind: 'G' }]);
    expect(p.checkmatedSeats()).toEqual([]);
    p.play(unwrap(p.parseMove('G8Δ-G8Γ')));
    expect(p.turn).toBe(0);
  });
});

describe('T13 rescue', () => {
  const start = () => place({ H2Ω: 'rI', D7Σ: 'rG*', F6Π: 'gG*', H8β: 'bG*' }, 'r rgb - -/rRrI/-');

  it('gives the 16 outcomes of H2Ω-H1Ω, H2Ω-H2Φ and 9 General moves', () => {
    const p = start();
    const all = coords(p);
    const rank = list('C6Ω C7Ω C7Φ C8Φ C8Σ');
    const pairs = rank.flatMap((a, i) => rank.slice(i + 1).map((b) => `H2Ω-H1Ω!I@${a},${b}`));
    expect(pairs).toHaveLength(10);
    expect(all.filter((m) => m.startsWith('H2Ω'))).toEqual(
      sorted(['H2Ω-H1Ω', 'H2Ω-H2Φ', ...rank.map((c) => `H2Ω-H1Ω!R@${c}`), ...pairs]),
    );
    expect(all.filter((m) => m.startsWith('D7Σ'))).toHaveLength(9);
    expect(all).toHaveLength(26);
  });

  it('places the rescued Rukh on the corner and the Infantry on rank C', () => {
    const p = start();
    p.play(unwrap(p.parseMove('H2Ω-H1Ω!R@C7Φ')));
    expect(p.contents(board.cell('H1Ω'))).toEqual([{ owner: 0, kind: 'R' }]);
    expect(p.contents(board.cell('C7Φ'))).toEqual([{ owner: 0, kind: 'I' }]);
    expect(p.capturedPile(1)).toEqual([{ colour: 0, kind: 'I' }]);
    expect(p.toText()).toContain('rR*');
  });

  it('returns both Infantries and leaves the corner empty', () => {
    const p = start();
    const move = unwrap(p.parseMove('H2Ω-H1Ω!I@C8Σ,C6Ω'));
    expect(p.moveToCoord(move)).toBe('H2Ω-H1Ω!I@C6Ω,C8Σ');
    p.play(move);
    expect(p.contents(board.cell('H1Ω'))).toEqual([]);
    expect(p.contents(board.cell('C6Ω'))).toEqual([{ owner: 0, kind: 'I' }]);
    expect(p.contents(board.cell('C8Σ'))).toEqual([{ owner: 0, kind: 'I' }]);
    expect(p.capturedPile(1)).toEqual([{ colour: 0, kind: 'R' }]);
    expect(p.history()).toEqual([move]);
    p.undo();
    expect(p.toText()).toBe(start().toText());
  });
});
