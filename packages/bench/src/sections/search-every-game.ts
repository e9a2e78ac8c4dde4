import { createSearch, evaluationFor, type HelperStarter, type SearchHelpers } from '@trigon/ai';
import { startNodeHelpers } from '@trigon/ai/node';
import type { GameDefinition, Position } from '@trigon/engine';
import { median } from '../measure.js';
import { middleGame } from '../middlegame.js';
import type { Section } from '../section.js';

/** How long each search runs: long enough to reach a real depth, short enough for six games. */
export const SEARCH_MS = 400;

/**
 * Search speed of the AI on every game, from the start and from a middle game (the perft
 * section's, middlegame.ts): nodes per second and the depth completed in SEARCH_MS, the median
 * of the runs after one that is not counted (its code still unoptimised). A time budget rather
 * than a depth, so that one table covers games whose trees differ a hundredfold, and a
 * regression anywhere shows as fewer nodes and a shallower depth. Each run starts from cleared
 * tables, the evaluation's caches among them (`Search.clear()`), as a game's first search does:
 * until 2026-12-06 those caches kept the previous run's positions, and every run after the first
 * found much of its work done (Trigonal's middle game 1.59 M nodes/s so, 1.32 M from empty caches).
 * With `threads` above 1 (--threads) a game of two is searched with helper threads
 * (search/helpers.ts), started with the searcher and waited for by uncounted runs; their nodes
 * count, and their caches are cleared with the search's. A game of three searches on one
 * thread whatever the setting, and its rows say so.
 */
export function searchEveryGameSection(
  timeMs = SEARCH_MS,
  startHelpers: HelperStarter = startNodeHelpers,
): Section {
  return {
    name: 'search',
    title: `Search speed, every game (${timeMs} ms a search, after 1 uncounted run)`,
    columns: [
      { header: 'game', align: 'left' },
      { header: 'position', align: 'left' },
      { header: 'threads', align: 'right' },
      { header: 'depth', align: 'right' },
      { header: 'nodes/s', align: 'right' },
      { header: 'nodes/s of CPU time', align: 'right' },
    ],
    run(context) {
      const rows: string[][] = [];
      for (const game of context.games) {
        const middle = middleGame(game);
        context.note(`${game.id} middle (${middle.source}): ${middle.text}`);
        const positions: [string, Position][] = [
          ['start', game.create()],
          ['middle', middle.position],
        ];
        for (const [name, position] of positions) {
          context.progress(`${game.id} ${name}, ${timeMs} ms`);
          // Helpers search games of two only (search/helpers.ts).
          const threads = game.players.length === 2 ? context.threads : 1;
          rows.push([
            game.id,
            name,
            String(threads),
            ...measure(game, position, timeMs, context.runs, threads, startHelpers),
          ]);
        }
      }
      return rows;
    },
  };
}

/** At most this many uncounted runs wait for the helpers to start. */
const MAX_WARM_UPS = 20;

function measure(
  game: GameDefinition,
  position: Position,
  timeMs: number,
  runs: number,
  threads: number,
  startHelpers: HelperStarter,
): string[] {
  // The helpers, kept to see when they take part.
  let helpers: SearchHelpers | undefined;
  const search = createSearch(game, evaluationFor(game), {
    threads,
    startHelpers: (count, table, settings) => (helpers = startHelpers(count, table, settings)),
  });
  const depths: number[] = [];
  const rates: number[] = [];
  const cpuRates: number[] = [];
  // Uncounted runs until the helper threads, started with the searcher, take part.
  let warmUps = 1;
  for (let run = -1; run < runs; run++) {
    search.clear();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = search.search(position, { timeMs });
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - started;
    if (run < 0) {
      if (helpers !== undefined && helpers.nodes() === 0 && warmUps++ < MAX_WARM_UPS) run--;
      continue;
    }
    depths.push(result.depth);
    rates.push((result.nodes * 1000) / ms);
    // CPU time too: on a machine busy with other work it shows the search's own speed.
    cpuRates.push((result.nodes * 1000) / ((used.user + used.system) / 1000));
  }
  search.close();
  return [
    String(median(depths)),
    String(Math.round(median(rates))),
    String(Math.round(median(cpuRates))),
  ];
}
