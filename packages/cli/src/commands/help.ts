import { parseArgs, positionals, UsageError } from '../args.js';
import type { Command } from '../command.js';

/** `trigon help [<command>]`, over the dispatcher's list of commands. */
export function helpCommand(commands: readonly Command[]): Command {
  const help: Command = {
    name: 'help',
    summary: 'show this help, or the help of one command',
    usage: `trigon help [<command>]

Without a command: what trigon does and the list of commands. With one: its flags and output.
\`trigon <command> --help\` does the same.`,
    run(args, io) {
      const parsed = parseArgs(args, {});
      if (parsed.positionals.length === 0) {
        io.stdout.write(overview([...commands, help]));
        return 0;
      }
      const [name] = positionals(parsed, ['<command>']);
      const command = [...commands, help].find((c) => c.name === name);
      if (command === undefined) throw unknownCommand(name, [...commands, help]);
      io.stdout.write(command.usage + '\n');
      return 0;
    },
  };
  return help;
}

export function unknownCommand(name: string, commands: readonly Command[]): UsageError {
  return new UsageError(
    `unknown command '${name}' (commands: ${commands.map((c) => c.name).join(', ')})`,
  );
}

function overview(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const list = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  return `trigon — chess-like games on boards of triangles

Usage: trigon <command> [arguments]

Commands:
${list}

  trigon <command> --help   the flags and output of a command
  trigon --version          the version

A <game> is an id from \`trigon games\`. Moves are read in coordinate form (\`f4-f5\`, \`O-O\`)
or in the game's own notation, and written in coordinate form. A file to read (\`--record FILE\`,
a match engine's \`weights=FILE\`) may be \`-\`: standard input. Errors go to stderr as one line,
\`trigon: <message> [<code>]\`, with control characters of what was given written as escapes
(\`\\x1b\`); the exit status is 0 on success, 2 for a mistake in the input, 1 for a failure
that is not the input's. The code is \`usage\` for a mistake in the command line, the
engine's code when the engine refused what was given (\`unknown-game\`, \`bad-option\`,
\`bad-position\`, \`bad-move\`, \`illegal-move\`, \`game-over\`, \`bad-seat\`, …); with status 1,
\`server\` when a Trigon server refuses or cannot be reached (or \`serve\` cannot start),
\`output\` when stdout, or a file written once the work is done (\`--save\`, \`--records\`), cannot
be written (a full disk; a reader that stops reading, as \`| head\`, is not a failure: status
0) and \`internal\` for anything else. A match or an analysis stopped by Ctrl-C ends with
status 130 and the code \`interrupted\`, after its score or best move so far; a game of
\`play\` abandoned by Ctrl-C at the prompt ends with status 130.
`;
}
