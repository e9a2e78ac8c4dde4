import { describe, expect, it } from 'vitest';
import { board, cellAt, fallingOf, isUp, risingOf, rowOf } from './board.js';

/** Rules §2.2: every cell, left to right, `^` for Δ and `v` for ∇. */
const LISTING = `
h                    h41^ h51v h52^ h62v h63^ h73v h74^ h84v h85^
g               g31^ g41v g42^ g52v g53^ g63v g64^ g74v g75^ g85v g86^
f          f21^ f31v f32^ f42v f43^ f53v f54^ f64v f65^ f75v f76^ f86v f87^
e     e11^ e21v e22^ e32v e33^ e43v e44^ e54v e55^ e65v e66^ e76v e77^ e87v e88^
d     d11v d12^ d22v d23^ d33v d34^ d44v d45^ d55v d56^ d66v d67^ d77v d78^ d88v
c          c12v c13^ c23v c24^ c34v c35^ c45v c46^ c56v c57^ c67v c68^ c78v
b               b13v b14^ b24v b25^ b35v b36^ b46v b47^ b57v b58^ b68v
a                    a14v a15^ a25v a26^ a36v a37^ a47v a48^ a58v`;

const rows = LISTING.trim()
  .split('\n')
  .map((line) => line.trim().split(/\s+/).slice(1));

/** Cells of a row, left to right by their centroids in the drawing frame. */
const drawnRow = (letter: string): string[] =>
  board.names
    .map((name, cell) => ({ name, cell }))
    .filter(({ name }) => name[0] === letter)
    .sort((a, b) => board.centroid(a.cell)[0] - board.centroid(b.cell)[0])
    .map(({ name, cell }) => name + (isUp(cell) ? '^' : 'v'));

describe("Dekle's hexagon (rules §2)", () => {
  it('has 96 cells in rows of 9, 11, 13, 15, 15, 13, 11, 9, exactly as §2.2 lists them', () => {
    expect(board.size).toBe(96);
    for (const row of rows) expect(drawnRow(row[0][0])).toEqual(row);
    expect(rows.map((r) => r.length).reverse()).toEqual([9, 11, 13, 15, 15, 13, 11, 9]);
  });

  it('draws row a at the bottom and h at the top; a Δ points up', () => {
    const y = (name: string) => board.centroid(board.cell(name))[1];
    expect(y('a14')).toBeLessThan(y('b13'));
    expect(y('g31')).toBeLessThan(y('h41'));
    // A Δ's apex (its highest corner) is above its centroid by twice the centroid's height.
    const up = board.polygon(board.cell('a15')).map(([, py]) => py);
    expect(Math.max(...up) - y('a15')).toBeCloseTo(2 * (y('a15') - Math.min(...up)));
    // §2.2: centroid x = (f + s − 9) / 2 in side lengths; the six cells around the centre.
    for (let cell = 0; cell < board.size; cell++) {
      expect(board.centroid(cell)[0]).toBeCloseTo((fallingOf(cell) + risingOf(cell) - 9) / 2);
    }
    const centre = ['d44', 'd45', 'd55', 'e44', 'e54', 'e55'].map((n) => board.cell(n));
    const [cx, cy] = centre
      .map((c) => board.centroid(c))
      .reduce(([a, b], [x, yy]) => [a + x / 6, b + yy / 6], [0, 0]);
    for (const c of centre) {
      const [x, yy] = board.centroid(c);
      expect(Math.hypot(x - cx, yy - cy)).toBeCloseTo(1 / Math.sqrt(3));
    }
  });

  it('reads (r, f, s) from names and finds cells by coordinates', () => {
    const e54 = board.cell('e54');
    expect([rowOf(e54), fallingOf(e54), risingOf(e54)]).toEqual([5, 5, 4]);
    expect(cellAt(5, 5, 4)).toBe(e54);
    expect(cellAt(7, 4, 6)).toBe(-1); // "g46" of the Wikipedia caption: 6 + 7 − 4 = 9
    expect(cellAt(7, 6, 4)).toBe(board.cell('g64'));
    expect(cellAt(9, 5, 4)).toBe(-1);
  });

  it('accepts both spellings, any case, and nothing else', () => {
    expect(board.cell('a25')).toBe(board.cell('a-2-5'));
    expect(board.cell('A25')).toBe(board.cell('a25'));
    expect(board.cell('A-2-5')).toBe(board.cell('a25'));
    expect(board.cell('a25')).toBeGreaterThanOrEqual(0);
    for (const bad of ['a52', 'a2-5', 'a-25', 'g46', 'i11', 'a', '', 'a-2-5-']) {
      expect(board.cell(bad)).toBe(-1);
    }
  });

  it('has 48 cells of each orientation, and the symmetries of §2.2 map the board onto itself', () => {
    expect(board.orientation.filter((o) => o === 0).length).toBe(48);
    const maps: [(r: number, f: number, s: number) => number, boolean][] = [
      [(r, f, s) => cellAt(9 - r, s, f), true], // top↔bottom mirror swaps Δ and ∇
      [(r, f, s) => cellAt(r, 9 - s, 9 - f), false], // left↔right mirror keeps them
      [(r, f, s) => cellAt(9 - r, 9 - f, 9 - s), true], // half turn
    ];
    for (const [map, swaps] of maps) {
      const images = new Set<number>();
      for (let cell = 0; cell < board.size; cell++) {
        const image = map(rowOf(cell), fallingOf(cell), risingOf(cell));
        expect(image).toBeGreaterThanOrEqual(0);
        expect(isUp(image)).toBe(swaps ? !isUp(cell) : isUp(cell));
        images.add(image);
      }
      expect(images.size).toBe(96);
    }
  });
});
