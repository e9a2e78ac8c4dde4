import { createSearch, evaluationFor } from '@trigon/ai';
import { unwrap } from '@trigon/engine';
import { median } from './measure.js';
import type { Section } from './section.js';

/**
 * Search speed of the AI on Trigonal Chess: nodes (positions visited) per second at a fixed
 * depth, from three fixed positions, each run with cleared tables so that every run searches
 * the same tree. The median of the runs is reported, after WARM_UP_RUNS runs that are not
 * counted: the first searches of a process run partly unoptimised code (the start position's
 * first search takes three times as long as its fifth), which is not how the AI runs in a game.
 */
const WARM_UP_RUNS = 2;

export const SEARCH_POSITIONS: readonly {
  readonly name: string;
  readonly text: string;
  readonly depth: number;
}[] = [
  {
    name: 'start',
    text: '1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1',
    depth: 8,
  },
  // After 24 plies of a level-5 self-play game.
  {
    name: 'middle',
    text: '1/2r/R4/4q2/7n1/2PNP2pp2/Q2PP3ppb2/1K1P1P3n1pp1r/R1PPN5B2ppk1 w K - 9 13',
    depth: 7,
  },
  // After 60 plies of the same game: knights, a rook and pawns.
  {
    name: 'late',
    text: '1/3/4n/1R5/4p4/2PN1p5/3P2P1pp3/4PN2P1p1p2/1KPP8pkpr1 w - - 0 31',
    depth: 9,
  },
];

/** The section; `positions` replaces the fixed ones (for tests). */
export function searchSection(positions: typeof SEARCH_POSITIONS = SEARCH_POSITIONS): Section {
  return {
    name: 'search-trigonal',
    title: `Search speed (trigonal), after ${WARM_UP_RUNS} uncounted runs`,
    columns: [
      { header: 'position', align: 'left' },
      { header: 'depth', align: 'right' },
      { header: 'nodes', align: 'right' },
      { header: 'median ms', align: 'right' },
      { header: 'nodes/s', align: 'right' },
      { header: 'nodes/s of CPU time', align: 'right' },
    ],
    run(context) {
      const game = context.games.find((g) => g.id === 'trigonal');
      if (game === undefined) return [];
      const evaluation = evaluationFor(game);
      const rows: string[][] = [];
      for (const { name, text, depth } of positions) {
        context.note(`${name}: ${text}`);
        context.progress(`${name}, depth ${depth}`);
        const position = unwrap(game.parse(text));
        const times: number[] = [];
        // CPU time too: on a machine busy with other work it shows the search's own speed.
        const cpuTimes: number[] = [];
        let nodes = 0;
        // One searcher, cleared before each run: the same tree every time, without timing the
        // operating system's first touch of a new transposition table's pages.
        const search = createSearch(game, evaluation);
        for (let run = -WARM_UP_RUNS; run < context.runs; run++) {
          search.clear();
          const started = performance.now();
          const cpu = process.cpuUsage();
          nodes = search.search(position, { depth }).nodes;
          const used = process.cpuUsage(cpu);
          if (run < 0) continue;
          times.push(performance.now() - started);
          cpuTimes.push((used.user + used.system) / 1000);
        }
        const ms = median(times);
        const cpuMs = median(cpuTimes);
        rows.push([
          name,
          String(depth),
          String(nodes),
          ms.toFixed(1),
          String(Math.round((nodes * 1000) / ms)),
          String(Math.round((nodes * 1000) / cpuMs)),
        ]);
      }
      return rows;
    },
  };
}
