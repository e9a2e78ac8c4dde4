import { describe, expect, it } from 'vitest';
import { games, unwrap, type GameOptions } from '@trigon/engine';
import {
  BLACK,
  CAVALRY,
  CELLS,
  CHARIOT,
  EMPEROR,
  GENERAL,
  SOLDIER,
  WHITE,
  adjacent,
  emitsFirst,
  moveCaptured,
  rays,
  second,
  secondVia,
  sides,
  type SankakuPosition,
} from '@trigon/engine/games/sankaku';
import { seededRandom } from '../random.js';
import { SANKAKU_WEIGHTS, SankakuEvaluation, type SankakuWeights } from './sankaku.js';

const sankaku = unwrap(games.get('sankaku'));

// The bench's middle game: every piece still on the board, Chariots and Cavalry out.
const MIDDLE =
  'r1r/h3h/sgssses/2h1h2/2H1H1E/S1SSS1S/H3H/RGR b d1-d5,d8-g4,d5-a5,g4-d5,a5-g3,e7-c5,c2-c4,d5-d8,d2-d1,c7-e5,e2-e4,d7-c7,g3-a4,f6-g6,b3-a3,d8-f6,f3-g3,b6-a6,a4-g4,c7-b6';

/**
 * The evaluation's value for Black as it was computed before it kept sets of cells: a scan of
 * the board for material and a walk of every piece's moves over the mailbox, counting each
 * side's attacks cell by cell. Kept here as the reference the fast evaluation must equal.
 */
function walkedScore(position: SankakuPosition, weights: SankakuWeights): number {
  if (position.emperorAt[WHITE] < 0) return 50_000;
  if (position.emperorAt[BLACK] < 0) return -50_000;
  const v = weights.values;
  const value = [0, 0, v.chariot, v.cavalry, v.general, v.soldier];
  const loosePenalty = value.map((x) => Math.round((x * weights.loose) / 100));
  const hangingBonus = value.map((x) => Math.round((x * weights.hanging) / 64));
  const promotionBonus = Math.round(((v.general - v.soldier) * weights.promotionThreat) / 64);
  const board = position.board;
  const rules = position.rules;
  const attacks = new Uint8Array(2 * CELLS);
  const pieceCells: number[] = [];
  let material = 0;
  for (let c = 0; c < CELLS; c++) {
    const p = board[c];
    if (p === 0 || (p & 7) === EMPEROR) continue;
    material += p >> 3 === BLACK ? value[p & 7] : -value[p & 7];
    pieceCells.push(c);
  }
  let mobility = 0;
  let threats = 0;
  for (const c of pieceCells) {
    const p = board[c];
    const side = p >> 3;
    const type = p & 7;
    const at = side * CELLS;
    let reach = 0;
    let canCapture = false;
    switch (type) {
      case GENERAL:
        for (let i = adjacent.start[c]; i < adjacent.start[c + 1]; i++) {
          const x = adjacent.cells[i];
          attacks[at + x]++;
          const q = board[x];
          if (q === 0 || q >> 3 !== side) reach++;
        }
        break;
      case SOLDIER:
        for (let i = sides.start[c]; i < sides.start[c + 1]; i++) {
          const x = sides.cells[i];
          const q = board[x];
          if (rules.soldierStepCaptures) attacks[at + x]++;
          if (q === 0) reach++;
          else if (rules.soldierStepCaptures && q >> 3 !== side && (q & 7) !== CHARIOT) {
            reach++;
            canCapture = true;
          }
        }
        for (let i = second.start[c]; i < second.start[c + 1]; i++) {
          if (board[secondVia[i]] !== 0) continue;
          const y = second.cells[i];
          attacks[at + y]++;
          const q = board[y];
          if (q !== 0 && q >> 3 !== side && (q & 7) !== CHARIOT) {
            reach++;
            canCapture = true;
          }
        }
        break;
      case CAVALRY:
        for (let i = second.start[c]; i < second.start[c + 1]; i++) {
          const y = second.cells[i];
          const q = board[y];
          attacks[at + y]++;
          if (q === 0) {
            reach++;
            continue;
          }
          if (q >> 3 !== side) {
            reach++;
            canCapture = true;
            continue;
          }
          for (let j = second.start[y]; j < second.start[y + 1]; j++) {
            const z = second.cells[j];
            if (z === c) continue;
            attacks[at + z]++;
            const r = board[z];
            if (r === 0) reach++;
            else if (r >> 3 !== side) {
              reach++;
              canCapture = true;
            }
          }
        }
        break;
      case CHARIOT: {
        const victim = ((side ^ 1) << 3) | SOLDIER;
        for (let d = 0; d < 6; d++) {
          const ray = c * 6 + d;
          let runDowns = 0;
          for (let i = rays.start[ray]; i < rays.start[ray] + rays.length[ray]; i++) {
            const x = rays.cells[i];
            if (i !== rays.start[ray] || emitsFirst[ray] === 1) attacks[at + x]++;
            const q = board[x];
            if (q === 0) {
              reach++;
              continue;
            }
            if (q >> 3 === side) break;
            reach++;
            if (q !== victim || runDowns === rules.maxRunDowns) break;
            runDowns++;
          }
        }
        break;
      }
    }
    const sign = side === BLACK ? 1 : -1;
    mobility += sign * reach * weights.mobility[type];
    if (canCapture) threats += sign;
  }
  let loose = 0;
  let hanging = 0;
  const mover = position.turn;
  for (const c of pieceCells) {
    const p = board[c];
    const side = p >> 3;
    if (attacks[side * CELLS + c] === 0) {
      loose += side === BLACK ? -loosePenalty[p & 7] : loosePenalty[p & 7];
      if (side !== mover && hangingBonus[p & 7] > hanging) hanging = hangingBonus[p & 7];
    }
  }
  loose += mover === BLACK ? hanging : -hanging;
  const safety = (side: number): number => {
    const guards = attacks[side * CELLS + position.emperorAt[side]];
    return guards === 0 ? -weights.emperorNaked : Math.min(3, guards) * weights.emperorGuard;
  };
  const active = mobility + loose + safety(BLACK) - safety(WHITE) + threats * promotionBonus;
  const tempo = mover === BLACK ? weights.tempo : -weights.tempo;
  return material + tempo + Math.max(-400, Math.min(400, active));
}

/** The position text with two pieces of one side and of different types swapped (its history left out). */
function swapTwo(text: string, random: () => number): string {
  const [board, turn] = text.split(' ');
  const ranks = board.split('/').map((rank) => [...rank.replace(/\d/g, (d) => '.'.repeat(+d))]);
  const cells = ranks.flatMap((rank, r) => rank.map((x, i) => [r, i, x] as const));
  const pieces = cells.filter(([, , x]) => x !== '.' && x.toUpperCase() !== 'E');
  const [r1, i1, a] = pieces[Math.floor(random() * pieces.length)];
  const others = pieces.filter(
    ([, , x]) => x !== a && (x === x.toUpperCase()) === (a === a.toUpperCase()),
  );
  if (others.length > 0) {
    const [r2, i2, b] = others[Math.floor(random() * others.length)];
    ranks[r1][i1] = b;
    ranks[r2][i2] = a;
  }
  const swapped = ranks.map((rank) => rank.join('').replace(/\.+/g, (run) => String(run.length)));
  return `${swapped.join('/')} ${turn}`;
}

describe('the Sankaku evaluation by sets of cells', () => {
  // Every mobility weight non-zero too, so that no piece's reach goes unchecked.
  const everyTerm: SankakuWeights = { ...SANKAKU_WEIGHTS, mobility: [0, 0, 3, 5, 2, 4] };
  const readings: GameOptions[] = [
    {},
    { 'run-downs': 'unlimited' },
    { 'soldier-step': 'move-only' },
  ];
  for (const options of readings) {
    it(`equals the walk over the mailbox in random games (${JSON.stringify(options)})`, () => {
      const random = seededRandom(11);
      const moves = new Int32Array(sankaku.create().maxMoves);
      for (const weights of [SANKAKU_WEIGHTS, everyTerm]) {
        const evaluation = new SankakuEvaluation(weights);
        let compared = 0;
        for (const text of [undefined, MIDDLE]) {
          for (let game = 0; game < 30; game++) {
            const position = (
              text === undefined ? sankaku.create(options) : unwrap(sankaku.parse(text, options))
            ) as SankakuPosition;
            for (let ply = 0; ply < 50; ply++) {
              expect(evaluation.blackScore(position)).toBe(walkedScore(position, weights));
              compared++;
              const n = position.generateLegal(moves, 0);
              if (n === 0) break;
              // Captures often, so that promotions, run-downs and thin armies come up, but
              // an Emperor only now and then, so that games last.
              const captures = random() < 0.4;
              const from = Math.floor(random() * n);
              let move = moves[from];
              for (let i = 0; i < n; i++) {
                const m = moves[(from + i) % n];
                if (captures && !position.isCapture(m)) continue;
                if ((moveCaptured(m) & 7) === EMPEROR && random() < 0.9) continue;
                move = m;
                break;
              }
              position.play(move);
            }
          }
        }
        expect(compared).toBeGreaterThan(1000);
      }
    });
  }

  it('equals the walk over the mailbox for positions met in any order (what it remembers between calls)', () => {
    // A search evaluates positions far apart in its tree one after another: here positions of
    // the same few games, visited in random order, so that what the evaluation keeps from one
    // call (a Chariot's slides) meets positions that differ in many ways from the last one.
    const random = seededRandom(5);
    const moves = new Int32Array(sankaku.create().maxMoves);
    for (const options of readings) {
      const texts: string[] = [];
      for (let game = 0; game < 12; game++) {
        const position = unwrap(sankaku.parse(MIDDLE, options)) as SankakuPosition;
        for (let ply = 0; ply < 40; ply++) {
          texts.push(position.toText());
          const n = position.generateLegal(moves, 0);
          if (n === 0) break;
          let move = moves[Math.floor(random() * n)];
          for (let i = 0; i < n && random() < 0.5; i++) {
            const m = moves[Math.floor(random() * n)];
            if (position.isCapture(m) && (moveCaptured(m) & 7) !== EMPEROR) move = m;
          }
          position.play(move);
        }
      }
      // Each position also with two pieces of one side swapped, evaluated one right after the
      // other: the same cells occupied by the same sides, a Soldier where another piece stood
      // (a stop that ends a slide, or one that a slide runs down and passes).
      const evaluation = new SankakuEvaluation();
      // The activity itself, not a value the evaluation cached by hash.
      const activity = (p: SankakuPosition) =>
        (evaluation as unknown as { activity(p: SankakuPosition): number }).activity(p);
      let compared = 0;
      for (let i = 0; i < 3000; i++) {
        const text = texts[Math.floor(random() * texts.length)];
        for (const t of random() < 0.5
          ? [text, swapTwo(text, random)]
          : [swapTwo(text, random), text]) {
          const position = unwrap(sankaku.parse(t, options)) as SankakuPosition;
          if (position.emperorAt[BLACK] < 0 || position.emperorAt[WHITE] < 0) continue;
          // Material and tempo: the lazy value below any window, less the margin.
          const quick = evaluation.blackScore(position, 1e9, Infinity) - 400;
          expect(quick + activity(position)).toBe(walkedScore(position, SANKAKU_WEIGHTS));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(5000);
    }
  });
});
