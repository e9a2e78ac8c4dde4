import { perft, perftDivide } from '@trigon/engine';
import {
  byText,
  gameArg,
  parseArgs,
  positionArgs,
  positionFlags,
  positionFlagsHelp,
  positionals,
  UsageError,
} from '../args.js';
import type { Command } from '../command.js';

/** Deeper than any search finishes; it only keeps a typo from allocating without end. */
const MAX_DEPTH = 64;

export const perftCommand: Command = {
  name: 'perft',
  summary: 'count the move sequences of a given length',
  usage: `trigon perft <game> <depth> [--divide] [--position TEXT | --record FILE] [--moves "M1 M2 …"] [--option NAME=VALUE …]

Counts the sequences of <depth> legal moves from the position (docs/rules/README.md §7) and
prints the total as the last line of stdout. The time taken and nodes per second go to stderr.

  <depth>              an integer from 0 to ${MAX_DEPTH}
  --divide             first print \`<move> <count>\` for each legal move, in the order of
                       \`trigon moves\`
${positionFlagsHelp}`,
  async run(args, io) {
    const parsed = parseArgs(args, { ...positionFlags, divide: 'boolean' });
    const [id, depthText] = positionals(parsed, ['<game>', '<depth>']);
    const game = gameArg(id);
    const depth = /^\d+$/.test(depthText) ? Number(depthText) : NaN;
    if (!(depth <= MAX_DEPTH)) {
      throw new UsageError(`<depth>: '${depthText}' is not an integer from 0 to ${MAX_DEPTH}`);
    }
    const { position } = await positionArgs(game, parsed, io);

    const started = performance.now();
    let total: number;
    let lines = '';
    if (parsed.switches.has('divide')) {
      const divided = perftDivide(position, depth);
      divided.sort((a, b) => byText(a.move, b.move));
      total = depth === 0 ? 1 : divided.reduce((sum, d) => sum + d.nodes, 0);
      lines = divided.map((d) => `${d.move} ${d.nodes}\n`).join('');
    } else {
      total = perft(position, depth);
    }
    const seconds = (performance.now() - started) / 1000;

    io.stdout.write(`${lines}${total}\n`);
    const rate = seconds > 0 ? Math.round(total / seconds) : 0;
    io.stderr.write(`perft ${depth}: ${total} nodes in ${seconds.toFixed(3)} s, ${rate} nodes/s\n`);
    return 0;
  },
};
