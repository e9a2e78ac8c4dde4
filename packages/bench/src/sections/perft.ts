import { perft, type Position } from '@trigon/engine';
import { Chess } from 'chessops/chess';
import { perft as chessopsPerft } from 'chessops/debug';
import { chooseDepth, time, timeMedian, type Timed } from '../measure.js';
import { middleGame } from '../middlegame.js';
import type { Section } from '../section.js';

/**
 * Perft speed of every game from its start and from a middle-game position, next to chessops
 * on standard chess from its start position, measured in the same run.
 */
export function perftSection(settings: { chessopsDepth: number } = { chessopsDepth: 5 }): Section {
  return {
    name: 'perft',
    title: 'Perft speed',
    leadingRows: 1,
    columns: [
      { header: 'game', align: 'left' },
      { header: 'position', align: 'left' },
      { header: 'depth', align: 'right' },
      { header: 'nodes', align: 'right' },
      { header: 'median ms', align: 'right' },
      { header: 'Mnodes/s', align: 'right' },
      { header: 'ratio to chessops', align: 'right' },
    ],
    run(context) {
      context.progress(`chessops, chess, depth ${settings.chessopsDepth}`);
      const chess = Chess.default();
      const reference = timeMedian(
        () => chessopsPerft(chess, settings.chessopsDepth, false),
        context.runs,
      );
      const referenceRate = rate(reference);
      const rows = [
        row('chess (chessops)', 'start', settings.chessopsDepth, reference, referenceRate),
      ];

      for (const game of context.games) {
        const middle = middleGame(game);
        context.note(`${game.id} middle (${middle.source}): ${middle.text}`);
        const positions: [string, Position][] = [
          ['start', game.create()],
          ['middle', middle.position],
        ];
        for (const [name, position] of positions) {
          context.progress(`${game.id}, ${name}`);
          const depth = chooseDepth((d) => time(() => perft(position, d)), context.target);
          const timed = timeMedian(() => perft(position, depth), context.runs);
          rows.push(row(game.id, name, depth, timed, referenceRate));
        }
      }
      return rows;
    },
  };
}

/** Nodes per millisecond. */
function rate(timed: Timed): number {
  return timed.nodes / Math.max(timed.ms, 1e-6);
}

function row(
  game: string,
  position: string,
  depth: number,
  timed: Timed,
  referenceRate: number,
): string[] {
  const perMs = rate(timed);
  return [
    game,
    position,
    String(depth),
    String(timed.nodes),
    timed.ms.toFixed(1),
    (perMs / 1000).toFixed(2),
    `${(perMs / referenceRate).toFixed(2)}x`,
  ];
}
