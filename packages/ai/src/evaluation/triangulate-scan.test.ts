import { describe, expect, it } from 'vitest';
import { unwrap } from '@trigon/engine';
import { games } from '@trigon/engine';
import {
  NEIGHBOURS,
  O,
  O_WON,
  ONGOING,
  TRIANGULATE_CONSECUTIVE,
  X,
  X_WON,
  type TriangulatePosition,
} from '@trigon/engine/games/triangulate';
import { seededRandom } from '../random.js';
import {
  TRIANGULATE_WEIGHTS,
  TriangulateEvaluation,
  type TriangulateWeights,
} from './triangulate.js';

/**
 * The evaluation as it was first written, square by square over the whole board with a table
 * of movers per square: the reference the evaluation by square sets must agree with exactly.
 */
const SQUARES = 64;
const GAME_WON = 50_000;

function scanScore(position: TriangulatePosition, w: TriangulateWeights): number {
  // A finished game (a search without quiescence evaluates the position after its move
  // without asking for the outcome).
  if (position.result === X_WON) return GAME_WON;
  if (position.result === O_WON) return -GAME_WON;
  if (position.result !== ONGOING) return 0;
  const height = position.smallHeight;
  const owners = position.smallOwners;
  const nStart = NEIGHBOURS.start;
  const nCells = NEIGHBOURS.cells;
  const movers = new Uint8Array(2 * SQUARES);
  const consecutive = position.rules.triangulate === TRIANGULATE_CONSECUTIVE;

  // Pass 1: where each player's movable tokens can go, frozen tokens, mobility.
  let frozen = 0;
  let mobility = 0;
  let contact = 0;
  const canPlace0 = position.supply[X] > 0;
  const canPlace1 = position.supply[O] > 0;
  for (let s = 0; s < SQUARES; s++) {
    const h = height[s];
    if (h === 0) continue;
    const bits = owners[s];
    const top = (bits >> (h - 1)) & 1;
    // Tokens under the top one that belong to the other player are frozen by it.
    const below = bits & ((1 << (h - 1)) - 1);
    const oBelow = popcount(below);
    const xBelow = h - 1 - oBelow;
    if (top === X) frozen -= oBelow;
    else frozen += xBelow;
    const at = top * SQUARES;
    const canPlace = top === X ? canPlace0 : canPlace1;
    const sign = top === X ? 1 : -1;
    for (let i = nStart[s], end = nStart[s + 1]; i < end; i++) {
      const t = nCells[i];
      movers[at + t]++;
      const ht = height[t];
      if (ht !== 0) {
        mobility += sign;
        // Next to a square holding one of the mover's own tokens: a pair in one move.
        const ownThere = (top === O ? owners[t] : ~owners[t]) & ((1 << ht) - 1);
        if (ownThere !== 0) contact += sign;
      } else if (canPlace) mobility += sign;
    }
  }

  // Pass 2: pairs and threats.
  let threatX = 0;
  let threatO = 0;
  let nearX = 0;
  let nearO = 0;
  let pairs = 0;
  for (let s = 0; s < SQUARES; s++) {
    const h = height[s];
    if (h < 2) continue;
    const bits = owners[s] & ((1 << h) - 1);
    const oCount = popcount(bits);
    const xCount = h - oCount;
    for (let seat = X; seat <= O; seat++) {
      const own = seat === X ? xCount : oCount;
      if (own < 2) continue;
      // One more own token wins: anywhere needs two own, consecutive the top two own.
      const ready = consecutive
        ? ((bits >> (h - 1)) & 1) === seat && ((bits >> (h - 2)) & 1) === seat
        : true;
      if (!ready) {
        if (seat === X) pairs++;
        else pairs--;
        continue;
      }
      // A movable own token next to s; the top token of s itself cannot join its own square.
      let next = movers[seat * SQUARES + s];
      if (next > 0) {
        if (seat === X) threatX++;
        else threatO++;
        continue;
      }
      // Two steps: an own movable token next to a neighbour of s.
      for (let i = nStart[s], end = nStart[s + 1]; i < end && next === 0; i++) {
        next = movers[seat * SQUARES + nCells[i]];
      }
      if (next > 0) {
        if (seat === X) nearX++;
        else nearO++;
      } else if (seat === X) pairs++;
      else pairs--;
    }
  }

  const toMove = position.turn;
  let threats = (threatX - threatO) * w.threat + (nearX - nearO) * w.nearThreat;
  // The player to move facing two threats of the other rarely stops both.
  if (toMove === X && threatO >= 2) threats -= w.doubleThreat;
  if (toMove === O && threatX >= 2) threats += w.doubleThreat;
  const supply = w.supply[position.supply[X]] - w.supply[position.supply[O]];
  return (
    threats +
    pairs * w.pair -
    frozen * w.frozen +
    contact * w.contact +
    mobility * w.mobility +
    supply +
    (toMove === X ? w.tempo : -w.tempo)
  );
}

function popcount(v: number): number {
  v = v - ((v >> 1) & 0x5555);
  v = (v & 0x3333) + ((v >> 2) & 0x3333);
  v = (v + (v >> 4)) & 0x0f0f;
  return (v + (v >> 8)) & 0x1f;
}

const triangulate = unwrap(games.get('triangulate'));

/** Weights with every term in play (the tuned set leaves four at zero), drawn at random. */
function randomWeights(random: () => number): TriangulateWeights {
  const pick = (limit: number) => Math.floor(random() * (2 * limit + 1)) - limit;
  return {
    threat: pick(600),
    nearThreat: pick(200),
    doubleThreat: pick(2000),
    pair: pick(100),
    frozen: pick(100),
    contact: pick(50),
    mobility: pick(20),
    supply: Array.from({ length: 33 }, () => pick(600)),
    tempo: pick(50),
  };
}

describe('Triangulate evaluation by square sets', () => {
  it('gives what the square-by-square scan gives, under both readings of a triangle, for any weights', () => {
    const random = seededRandom(7);
    const weightSets = [
      TRIANGULATE_WEIGHTS,
      ...Array.from({ length: 5 }, () => randomWeights(random)),
    ];
    const evaluations = weightSets.map((w) => new TriangulateEvaluation(w));
    let compared = 0;
    for (const triangle of ['anywhere', 'consecutive']) {
      for (let game = 0; game < 40; game++) {
        const p = triangulate.create({ triangulate: triangle }) as TriangulatePosition;
        // Long games, so that supplies run out and stacks grow tall.
        for (let ply = 0; ply < 160; ply++) {
          for (let k = 0; k < weightSets.length; k++) {
            expect(evaluations[k].xScore(p)).toBe(scanScore(p, weightSets[k]));
          }
          compared++;
          if (p.outcome() !== undefined) break;
          const moves = p.legalMoves();
          p.play(moves[Math.floor(random() * moves.length)]);
          // A step back and another move now and then: the sets must survive undo too.
          if (random() < 0.2 && p.outcome() === undefined) {
            p.undo();
            p.play(moves[Math.floor(random() * moves.length)]);
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(4000);
  });
});
