import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { sankaku } from './index.js';
import { moveCaptured } from './moves.js';
import { EMPEROR } from './pieces.js';
import { MAX_MOVES } from './position.js';

// The bench's middle game: every piece still on the board, Chariots and Cavalry out.
const MIDDLE =
  'r1r/h3h/sgssses/2h1h2/2H1H1E/S1SSS1S/H3H/RGR b d1-d5,d8-g4,d5-a5,g4-d5,a5-g3,e7-c5,c2-c4,d5-d8,d2-d1,c7-e5,e2-e4,d7-c7,g3-a4,f6-g6,b3-a3,d8-f6,f3-g3,b6-a6,a4-g4,c7-b6';

/** A small deterministic generator, so that a failure replays. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('generateCaptures and hasLegalMove', () => {
  const readings: GameOptions[] = [
    {},
    { 'run-downs': 'unlimited' },
    { 'soldier-step': 'move-only' },
    { 'defended-test': 'before-move' },
    { repetition: 'third-illegal' },
  ];
  for (const options of readings) {
    it(`give generateLegal's captures in its order, and whether it has a move; no capture generator once the game is over (${JSON.stringify(options)})`, () => {
      const next = random(3);
      const legal = new Int32Array(MAX_MOVES);
      const captures = new Int32Array(MAX_MOVES + 5);
      let finished = 0;
      let compared = 0;
      for (const text of [undefined, MIDDLE]) {
        for (let game = 0; game < 40; game++) {
          const position =
            text === undefined ? sankaku.create(options) : unwrap(sankaku.parse(text, options));
          for (let ply = 0; ply < 80; ply++) {
            const n = position.generateLegal(legal, 0);
            expect(position.hasLegalMove()).toBe(n > 0);
            if (n === 0) {
              expect(position.outcome()).toBeDefined();
              expect(position.generateCaptures).toBeUndefined();
              finished++;
              break;
            }
            const expected = Array.from(legal.subarray(0, n)).filter((m) => position.isCapture(m));
            // A game that is on always has a capture, so an empty list never means "none".
            expect(expected.length).toBeGreaterThan(0);
            const generate = position.generateCaptures;
            expect(generate).toBeDefined();
            captures.fill(-1);
            const k = generate!(captures, 5);
            expect(Array.from(captures.subarray(5, 5 + k))).toEqual(expected);
            expect(captures[4]).toBe(-1);
            compared++;
            // Captures often, so that promotions, run-downs and thin armies come up; an
            // Emperor now and then, so that some games end and others last.
            const capture = next() < 0.4;
            const from = Math.floor(next() * n);
            let move = legal[from];
            for (let i = 0; i < n; i++) {
              const m = legal[(from + i) % n];
              if (capture && !position.isCapture(m)) continue;
              if ((moveCaptured(m) & 7) === EMPEROR && next() < 0.8) continue;
              move = m;
              break;
            }
            position.play(move);
          }
        }
      }
      expect(compared).toBeGreaterThan(1000);
      expect(finished).toBeGreaterThan(5);
    });
  }
});
