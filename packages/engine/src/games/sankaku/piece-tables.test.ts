import { describe, expect, it } from 'vitest';
import { unwrap } from '../../core/result.js';
import type { GameOptions } from '../../core/types.js';
import { CELLS } from './board.js';
import { sankaku } from './index.js';
import { PIECE_CODES } from './pieces.js';
import { MAX_MOVES, type SankakuPosition } from './position.js';

// The bench's middle game: every piece still on the board, Chariots and Cavalry out.
const MIDDLE =
  'r1r/h3h/sgssses/2h1h2/2H1H1E/S1SSS1S/H3H/RGR b d1-d5,d8-g4,d5-a5,g4-d5,a5-g3,e7-c5,c2-c4,d5-d8,d2-d1,c7-e5,e2-e4,d7-c7,g3-a4,f6-g6,b3-a3,d8-f6,f3-g3,b6-a6,a4-g4,c7-b6';

/** The counts and masks `play` and `undo` keep, computed from the mailbox. */
function fromScratch(position: SankakuPosition): { count: number[]; bits: number[] } {
  const count = new Array<number>(PIECE_CODES).fill(0);
  const bits = new Array<number>(PIECE_CODES * 2).fill(0);
  for (let c = 0; c < CELLS; c++) {
    const p = position.board[c];
    if (p === 0) continue;
    count[p]++;
    bits[p * 2 + (c >> 5)] |= 1 << (c & 31);
  }
  return { count, bits };
}

function expectKept(position: SankakuPosition): void {
  const { count, bits } = fromScratch(position);
  expect(Array.from(position.pieceCount)).toEqual(count);
  expect(Array.from(position.pieceBits)).toEqual(bits);
}

/** A small deterministic generator, so that a failure replays. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the piece counts and masks the position keeps', () => {
  const readings: GameOptions[] = [
    {},
    { 'run-downs': 'unlimited' },
    { 'soldier-step': 'move-only' },
    { repetition: 'none' },
  ];
  for (const options of readings) {
    it(`equal a fresh count after every play and undo of random games (${JSON.stringify(options)})`, () => {
      const next = random(7);
      const moves = new Int32Array(MAX_MOVES);
      for (const text of [undefined, MIDDLE]) {
        for (let game = 0; game < 40; game++) {
          const position =
            text === undefined ? sankaku.create(options) : unwrap(sankaku.parse(text, options));
          expectKept(position);
          expectKept(position.clone());
          let played = 0;
          for (let ply = 0; ply < 60; ply++) {
            const n = position.generateLegal(moves, 0);
            if (n === 0) break;
            // Captures half the time, so that run-downs and promotions come up often.
            let move = moves[Math.floor(next() * n)];
            if (next() < 0.5) {
              for (let i = 0; i < n; i++) {
                const m = moves[(i + Math.floor(next() * n)) % n];
                if (position.isCapture(m)) {
                  move = m;
                  break;
                }
              }
            }
            position.play(move);
            played++;
            expectKept(position);
            // Now and then a step back and forth, and a look one move ahead.
            if (next() < 0.3) {
              position.undo();
              expectKept(position);
              position.play(move);
              expectKept(position);
            }
          }
          for (; played > 0; played--) {
            position.undo();
            expectKept(position);
          }
        }
      }
    });
  }
});
