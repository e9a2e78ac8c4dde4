import { describe, expect, it } from 'vitest';
import { playMoves } from '../../core/play.js';
import { perft } from '../../core/perft.js';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { board } from './board.js';
import { triangulate } from './index.js';
import { ENTER, PLACE, moveKind } from './moves.js';
import { OPTIONS } from './options.js';
import { X, type TriangulatePosition } from './position.js';

const START = '2OXOX2/8/X6O/O6X/X6O/O6X/8/2XOXO2 X 32 32 0';
const parse = (text: string, options?: GameOptions) => unwrap(triangulate.parse(text, options));
const coords = (p: TriangulatePosition) =>
  p
    .legalMoves()
    .map((m) => p.moveToCoord(m))
    .sort();
const play = (p: TriangulatePosition, moves: string) => unwrap(playMoves(p, moves));
const stack = (p: TriangulatePosition, name: string) => p.squareText(board.cell(name));

describe('option specs', () => {
  it('name every option with a description, values, a default and one description per value', () => {
    expect(OPTIONS.map((o) => [o.name, o.default, o.values])).toEqual([
      ['layout', 'rim', ['rim']],
      ['triangulate', 'anywhere', ['anywhere', 'consecutive']],
      ['track', 'pile', ['pile', 'freeOwnTrack', 'closed', 'slide']],
    ]);
    for (const o of OPTIONS) {
      expect(o.description.length).toBeGreaterThan(0);
      expect(o.valueDescriptions).toHaveLength(o.values.length);
    }
  });

  it('are all named in a position', () => {
    expect(triangulate.create().options).toEqual({
      layout: 'rim',
      triangulate: 'anywhere',
      track: 'pile',
    });
  });
});

describe('layout', () => {
  it('rim: §2’s layout, which a left↔right mirror maps onto itself with the colours swapped', () => {
    expect(triangulate.create({ layout: 'rim' }).toText()).toBe(START);
    const p = triangulate.create();
    for (let c = 0; c < 64; c++) {
      const mirror = board.cell(String.fromCharCode(104 - (c & 7)) + String((c >> 3) + 1));
      expect(p.topOwner(mirror)).toBe(p.topOwner(c) < 0 ? -1 : 1 - p.topOwner(c));
    }
    expect(triangulate.parse(`${START} layout=diagram`).ok).toBe(false);
  });
});

describe('triangulate', () => {
  // X's pair on d4 capped by O; X's third token comes from e4.
  const capped = '8/8/8/8/3(XXO)X3/8/8/7O X 5 5 0';

  it('anywhere: a cap does not stop the third token from winning', () => {
    const p = parse(capped);
    play(p, 'e4>d4');
    expect(p.outcome()).toEqual({ winners: [X], reason: 'triangulated' });
  });

  it('consecutive: a cap is a real defence, but three in a row still win', () => {
    const p = parse(capped, { triangulate: 'consecutive' });
    expect(p.moveToText(unwrap(p.parseMove('e4-d4')))).toBe('e4>d4');
    play(p, 'e4>d4');
    expect(p.outcome()).toBeUndefined();
    const q = parse('8/8/8/8/3(OXX)X3/8/8/7O X 5 5 0 triangulate=consecutive');
    expect(q.moveToText(unwrap(q.parseMove('e4-d4')))).toBe('e4>d4#');
    play(q, 'e4>d4');
    expect(q.outcome()).toEqual({ winners: [X], reason: 'triangulated' });
  });

  it('decides which texts describe a finished game', () => {
    const text = '8/8/8/8/3(XOXX)4/8/8/7O O 5 5 0';
    expect(parse(text).outcome()?.winners).toEqual([X]);
    expect(parse(text, { triangulate: 'consecutive' }).outcome()).toBeUndefined();
  });
});

describe('track', () => {
  // An X token on e3; e4 holds X's large token, d4 O's over X's, f4 nothing.
  const tracks = 'O7/8/8/8/3(xo)x3/4X3/8/8 X 5 5 0';

  it('pile: entering any square without small tokens costs a large token, whatever lies there', () => {
    const p = parse(tracks);
    expect(coords(p)).toEqual([
      'e3-d2',
      'e3-d3',
      'e3-d4',
      'e3-e2',
      'e3-e4',
      'e3-f2',
      'e3-f3',
      'e3-f4',
    ]);
    play(p, 'e3-e4');
    expect(stack(p, 'e4')).toBe('xxX');
    expect(p.supplyOf(X)).toBe(4);
    expect(coords(parse(tracks.replace('X 5 5', 'X 0 5')))).toEqual(['pass']);
  });

  it('freeOwnTrack: entering a square topped by your own large token costs nothing', () => {
    const p = parse(tracks, { track: 'freeOwnTrack' });
    const enter = unwrap(p.parseMove('e3-e4'));
    expect(moveKind(enter)).toBe(ENTER);
    expect(moveKind(unwrap(p.parseMove('e3-d4')))).toBe(PLACE);
    const before = p.toText();
    const hash = p.hash();
    p.play(enter);
    expect(stack(p, 'e4')).toBe('xX');
    expect(p.supplyOf(X)).toBe(5);
    p.undo();
    expect(p.toText()).toBe(before);
    expect(p.hash()).toBe(hash);
    // With an empty supply only the free entry is left.
    expect(coords(parse(tracks.replace('X 5 5', 'X 0 5'), { track: 'freeOwnTrack' }))).toEqual([
      'e3-e4',
    ]);
  });

  it('freeOwnTrack: free entries are reversible, so they can repeat a position', () => {
    const p = parse('(oO)o6/8/8/8/8/8/8/(xX)x6 X 0 0 0 track=freeOwnTrack');
    play(p, 'a1-b1 a8-b8 b1-a1 b8-a8 a1-b1 a8-b8 b1-a1');
    expect(p.outcome()).toBeUndefined();
    play(p, 'b8-a8');
    expect(p.outcome()?.reason).toBe('threefold repetition');
  });

  it('closed: a square holding large tokens can be entered only by stacking', () => {
    const p = parse(tracks, { track: 'closed' });
    expect(coords(p)).toEqual(['e3-d2', 'e3-d3', 'e3-e2', 'e3-f2', 'e3-f3', 'e3-f4']);
    const q = parse('O7/8/8/8/4(xO)3/4X3/8/8 X 5 5 0 track=closed');
    expect(coords(q)).toContain('e3-e4');
    play(q, 'e3-e4');
    expect(stack(q, 'e4')).toBe('xOX');
    expect(perft(triangulate.create({ track: 'closed' }), 4)).toBe(2443432);
    expect(perft(triangulate.create(), 4)).toBe(2451168);
  });

  it('slide: a token may run along its own track and stop on or just past it', () => {
    const line = 'O7/8/8/4O3/3x4/2x5/1x6/X7 X 5 5 0';
    expect(coords(parse(line))).toEqual(['a1-a2', 'a1-b1', 'a1-b2']);
    const p = parse(line, { track: 'slide' });
    expect(coords(p)).toEqual(['a1-a2', 'a1-b1', 'a1-b2', 'a1-c3', 'a1-d4', 'a1-e5']);
    expect(p.moveToText(unwrap(p.parseMove('a1-e5')))).toBe('a1>e5');
    play(p, 'a1-d4');
    expect(stack(p, 'd4')).toBe('xxX');
    expect(p.supplyOf(X)).toBe(4);
    // Without large tokens, only the slide onto the stack at its end remains.
    expect(coords(parse(line.replace('X 5 5', 'X 0 5'), { track: 'slide' }))).toEqual(['a1-e5']);
    // O's large token on top of c3 ends the line there.
    expect(coords(parse('O7/8/8/4O3/3x4/2(xo)5/1x6/X7 X 5 5 0 track=slide'))).toEqual([
      'a1-a2',
      'a1-b1',
      'a1-b2',
      'a1-c3',
    ]);
  });
});
