import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import { board, parseCell, COLUMN_LETTER_SETS } from './board.js';
import { triangulation, type TriangulationPosition } from './index.js';
import { boardText } from './text.js';

// Position text (text.ts), cell labels and move text, and the errors for malformed input.

const START = 'rC/rRrGrR/rIrIrIrIrI/7/9/gI9bI/gRgIgI7bIbIbR/gCgGgRgIgI5bIbIbRbGbC r rgb - -/-/-';
const LETTERS = COLUMN_LETTER_SETS['lambda-pi-sigma-phi'];

describe('position text', () => {
  it('writes the start positions', () => {
    expect(triangulation.create().toText()).toBe(START);
    expect(triangulation.create({ players: '2' }).toText()).toBe(
      'rC/rRrGrR/rIrIrIrIrI/7/9/gI9bI/gRgIgI7bIbIbR/gCgGgRgIgI5bIbIbRbCbG r rgn - -/-/- players=2',
    );
  });

  it('round-trips a position with an elimination, a checkmate flag, piles and options', () => {
    const text =
      'rC/rR*1rR*/rI3rI/3gI*3/9/11/gR*gI11/gC1gR*2rG*4bI*bIbR*bG*bC r rrb b:r gGbI/-/rIrIgI charge=first-move';
    const p = unwrap(triangulation.parse(text)) as TriangulationPosition;
    expect(p.toText()).toBe(text);
    expect(p.eliminatedSeats()).toEqual([1]);
    expect(p.checkmatedBy(2)).toEqual([0]);
    expect(p.capturedPile(2)).toEqual([
      { colour: 0, kind: 'I' },
      { colour: 0, kind: 'I' },
      { colour: 1, kind: 'I' },
    ]);
    expect(p.options.charge).toBe('first-move');
    expect(p.contents(board.cell('H4Σ'))).toEqual([{ owner: 0, kind: 'G' }]);
    expect(p.contents(board.cell('G3Ω'))).toEqual([{ owner: 0, kind: 'I', original: 1 }]);
  });

  it('takes options given beside the text, the text winning', () => {
    const p = unwrap(
      triangulation.parse(`${START} charge=straight`, {
        charge: 'first-move',
        'edge-attack': 'unblocked',
      }),
    );
    expect(p.options.charge).toBe('straight');
    expect(p.options['edge-attack']).toBe('unblocked');
  });

  const bad: [string, RegExp][] = [
    ['', /needs 5 fields/],
    ['rC r rgb -', /needs 5 fields/],
    [START.replace('rC/', ''), /8 ranks/],
    [START.replace('/7/', '/6/'), /rank D: 6 cells, but rank D has 7/],
    [START.replace('/7/', '/8/'), /rank D: 8 cells/],
    [START.replace('/7/', '/0rI6/'), /cannot be 0/],
    [START.replace('rC/', 'rX/'), /rank A: 'rX' does not start with a piece/],
    [START.replace('rC/', 'rC*/'), /'\*' \(has moved\) is written only for Generals and Rukhs/],
    [START.replace('/7/', '/rG*6/'), /too many Red Generals/],
    [START.replace('rRrGrR', 'rR1rR'), /Red is in the game but has no General/],
    [
      START.replace('/7/', '/rG6/').replace('rRrGrR', 'rR1rR'),
      /rG on D5Ω is off its start cells \(B8Ω\)/,
    ],
    [START.replace(' r rgb', ' x rgb'), /turn: 'x' is not r, g or b/],
    [START.replace(' rgb ', ' rgz '), /armies: 'rgz'/],
    [START.replace(' rgb ', ' ngn '), /the Red and Blue armies cannot both be neutral/],
    [
      START.replace(' r rgb ', ' g ngb ') + ' players=2',
      /the Red army cannot be neutral: the neutral army is Blue's/,
    ],
    [START.replace(' r rgb ', ' b rgn '), /turn: Blue is not in the game/],
    [START.replace(' rgb ', ' rrb '), /the Green army belongs to another player, so its General/],
    [START.replace(' r rgb ', ' g ggb '), /the Red army belongs to another player/],
    [START.replace(' rgb ', ' bgg '), /the Red army belongs to Blue, who is not in the game/],
    [
      START.replace(' r rgb', ' b rgb').replace(' - -', ' b -'),
      /Blue is to move, so its status is decided afresh/,
    ],
    [START.replace(' - -', ' q -'), /checkmated: 'q'/],
    [START.replace(' - -', ' g:g -'), /Green cannot be listed as giving check to Green/],
    [START.replace(' - -', ' g,g -'), /Green is listed twice/],
    [START.replace('-/-/-', '-/-'), /needs three piles/],
    [START.replace('-/-/-', 'rR/-/-'), /Red cannot have captured its own Rukh/],
    [START.replace('-/-/-', 'gX/-/-'), /'gX' \(Red\) is not '-' or pieces/],
    [START.replace('-/-/-', 'gG/-/-'), /holds Green's General but does not own the Green army/],
    [START.replace('-/-/-', 'gR/-/-'), /too many Green Rukhs/],
    [
      START.replace('-/-/-', '-/rI/-'),
      /too many Red Infantry on the board and in the piles: 6, an army has 5/,
    ],
    [`${START} colour=red`, /options: unknown option 'colour'/],
    [`${START} players=4`, /options: option 'players' cannot be '4'/],
    [`${START} players`, /options: 'players' is not of the form name=value/],
    [`${START} players=2`, /the neutral Blue army is no player/],
  ];

  it.each(bad)('rejects %j', (text, message) => {
    const result = triangulation.parse(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });
});

describe('cell labels (§2.3)', () => {
  const name = (text: string) => {
    const cell = parseCell(text, LETTERS);
    return cell.ok ? board.name(cell.value) : cell.error;
  };

  it('reads Greek letters in either case and their ASCII names', () => {
    expect(name('F6Σ')).toBe('F6Σ');
    expect(name('f6σ')).toBe('F6Σ');
    expect(name('F6sigma')).toBe('F6Σ');
    expect(name('F6SIGMA')).toBe('F6Σ');
    expect(name('H8beta')).toBe('H8β');
    expect(name('H8Β')).toBe('H8β');
    expect(board.cell('F6sigma')).toBe(board.cell('F6Σ'));
  });

  it('explains bad labels', () => {
    expect(name('F6Θ')).toMatch(
      /'Θ' is not a column letter \(β Γ Δ Λ Π Σ Φ Ω; in ASCII beta gamma delta lambda pi sigma phi omega\)/,
    );
    expect(name('F6theta')).toMatch(/'theta' is not a column letter/);
    expect(name('F6Ψ')).toMatch(/'Ψ' is not a column letter/);
    expect(name('A1β')).toMatch(
      /rank A, file 1 and column β do not meet \(their numbers add up to 3/,
    );
    expect(name('J1β')).toMatch(/'J' is not a rank/);
    expect(name('F9Σ')).toMatch(/'9' is not a file/);
    expect(name('F6')).toMatch(/the column letter is missing/);
    expect(name('F')).toMatch(/is not a cell: a cell is a rank letter/);
    expect(name('')).toMatch(/is not a cell/);
  });
});

describe('move text', () => {
  it('writes the coordinate form and the readable notation', () => {
    const p = triangulation.create() as TriangulationPosition;
    const charge = unwrap(p.parseMove('C6Ω-E5Ω'));
    expect(p.moveToCoord(charge)).toBe('C6Ω-E5Ω');
    expect(p.moveToText(charge)).toBe('IC6Ω-E5Ω');
    expect(p.moveInfo(charge)).toEqual({
      from: board.cell('C6Ω'),
      to: board.cell('E5Ω'),
      capture: false,
    });
    const castle = unwrap(p.parseMove('B8Ω-B7Ω'));
    expect(p.moveToText(castle)).toBe('GB8Ω<>B7Ω');
    expect(unwrap(p.parseMove('GB8Ω<>B7Ω'))).toBe(castle);
    expect(unwrap(p.parseMove('CA8omega-D7phi'))).toBe(unwrap(p.parseMove('A8Ω-D7Φ')));
    expect(p.isCapture(charge)).toBe(false);
  });

  it('reads captures with x and check marks', () => {
    const p = unwrap(
      triangulation.parse('rG*/3/5/7/9/11/3rC9/gG*13bG* r rgb - -/-/-'),
    ) as TriangulationPosition;
    const move = unwrap(p.parseMove('G4ΦxH1Ω'));
    expect(p.moveToCoord(move)).toBe('G4Φ-H1Ω');
    expect(p.moveToText(move)).toBe('CG4ΦxH1Ω');
    expect(p.isCapture(move)).toBe(true);
    expect(p.moveInfo(move).capture).toBe(true);
    expect(unwrap(p.parseMove('CG4Φ×H1Ω+'))).toBe(move);
  });

  // T13: Red Infantry H2Ω, Red General D7Σ, Green General F6Π, Blue General H8β.
  const t13 = '1/3/5/4rG*2/9/6gG*4/13/1rI12bG* r rgb - -/rRrI/-';
  /** Red to move in T13's position, with its rescues. */
  const rescuePosition = () => unwrap(triangulation.parse(t13)) as TriangulationPosition;

  it('writes and reads the rescue suffix', () => {
    const p = rescuePosition();
    const rescue = unwrap(p.parseMove('H2Ω-H1Ω!R@C7Φ'));
    expect(p.moveToCoord(rescue)).toBe('H2Ω-H1Ω!R@C7Φ');
    expect(p.moveInfo(rescue)).toEqual({
      from: board.cell('H2Ω'),
      to: board.cell('H1Ω'),
      capture: false,
      choice: '!R@C7Φ',
    });
    expect(p.isCapture(rescue)).toBe(true);
    expect(unwrap(p.parseMove('H2Ω-H1Ω!rR@C7Φ'))).toBe(rescue);
  });

  const bad: [string, RegExp][] = [
    ['', /is not a move/],
    ['H2Ω', /is not a move: write <from>-<to>/],
    ['H2Θ-H1Ω', /'Θ' is not a column letter/],
    ['A1β-B8Ω', /'A1β' is not a cell: rank A, file 1 and column β do not meet/],
    ['H2Ω-Z1Ω', /'Z' is not a rank/],
    ['C6Ω-D6Ω', /no piece on C6Ω/],
    ['F6Π-F6Σ', /the General on F6Π is Green's, and Red is to move/],
    ['RH2Ω-H1Ω', /H2Ω holds an Infantry, not a Rukh/],
    ['H2Ω-H3Φ', /Infantry H2Ω-H3Φ is not a legal move for Red/],
    ['H2Ω-H1Ω!Q@C7Φ', /'Q' is not a piece that can be rescued \(R, C or I\)/],
    ['H2Ω-H1Ω!R@C7Φ,C8Φ', /a rescued Rukh needs one cell/],
    ['H2Ω-H1Ω!I@C7Φ', /a rescued Infantry needs two cells/],
    ['H2Ω-H1Ω!I@C7Φ,C7Φ', /two different cells/],
    ['H2Ω-H1Ω!R@C9Φ', /bad rescue suffix '!R@C9Φ': 'C9Φ' is not a cell: '9' is not a file/],
    ['H2Ω-H1Ω!R', /bad rescue suffix '!R': write !<type>@<cell>/],
    ['H2Ω-H1Ω!C@C7Φ', /is not a rescue Red can make here \(possible: /],
    ['H2Ω-H1Ω!gR@C7Φ', /is not a rescue Red can make here/],
    ['H2Ω-H1Ω!R@D7Φ', /is not a rescue Red can make here/],
    ['H2Ω-H2Φ!R@C7Φ', /H2Ω-H2Φ rescues nothing: H2Φ is not a home corner/],
    ['pass', /Red cannot pass: Red has moves/],
  ];

  it.each(bad)('rejects %j without changing the position', (text, message) => {
    const p = rescuePosition();
    const before = [p.toText(), p.hash()];
    const result = p.parseMove(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
    expect([p.toText(), p.hash()]).toEqual(before);
  });

  it('rejects any move once the game is over', () => {
    const p = unwrap(triangulation.parse('rG*/3/5/7/9/11/13/gG*13bG* r rgb - -/-/-'));
    expect(p.outcome()?.reason).toBe('only Generals left');
    const result = p.parseMove('A8Ω-B8Ω');
    expect(result.ok ? '' : result.error).toMatch(/the game is over/);
  });
});

describe('boardText', () => {
  it('writes the board field of the pieces given by cell, and says what is wrong', () => {
    const start = triangulation.create().toText().split(' ')[0];
    const pieces: Record<string, string> = {};
    const p = triangulation.create();
    for (let cell = 0; cell < board.size; cell++) {
      const [piece] = p.contents(cell);
      if (!piece) continue;
      const token = 'rgb'[piece.owner] + piece.kind;
      pieces[board.name(cell)] = token;
    }
    expect(unwrap(boardText(pieces))).toBe(start);
    expect(unwrap(boardText({ A8Ω: 'rG*', H1Ω: '' }))).toBe('rG*/3/5/7/9/11/13/15');
    expect(boardText({ Z9: 'rG' })).toEqual({
      ok: false,
      code: 'bad-position',
      error: "'Z9' is not a cell",
    });
    expect(boardText({ A8Ω: 'xG' })).toEqual({
      ok: false,
      code: 'bad-position',
      error: "A8Ω: 'xG' is not a piece",
    });
  });
});
