import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Command } from './command.js';
import { bufferIo } from './io.js';
import { commands, dispatch, run } from './main.js';

const names = [...commands.map((c) => c.name), 'help'].join(', ');

async function fails(argv: string[]) {
  const io = bufferIo();
  const code = await run(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('bad input: one line on stderr, status 2, the code at its end', () => {
  it.each([
    [['frobnicate'], `unknown command 'frobnicate' (commands: ${names})`, 'usage'],
    [['--frob'], "unknown flag '--frob' (try 'trigon help')", 'usage'],
    [['help', 'frobnicate'], `unknown command 'frobnicate' (commands: ${names})`, 'usage'],
    [['moves'], 'missing argument <game>', 'usage'],
    [
      ['moves', 'chess'],
      /^unknown game 'chess' \(games: ([a-z-]+, )*trigonal(, [a-z-]+)*\)$/,
      'unknown-game',
    ],
    [['moves', 'trigonal', 'extra'], "unexpected argument 'extra'", 'usage'],
    [
      ['moves', 'trigonal', '--frob'],
      "unknown flag '--frob' (flags: --position, --moves, --option, --record)",
      'usage',
    ],
    [['moves', 'trigonal', '--position'], '--position needs a value', 'usage'],
    [['perft', 'trigonal'], 'missing argument <depth>', 'usage'],
    [['perft', 'trigonal', 'two'], "<depth>: 'two' is not an integer from 0 to 64", 'usage'],
    [['perft', 'trigonal', '-1'], "<depth>: '-1' is not an integer from 0 to 64", 'usage'],
    [['perft', 'trigonal', '1.5'], "<depth>: '1.5' is not an integer from 0 to 64", 'usage'],
    [['perft', 'trigonal', '65'], "<depth>: '65' is not an integer from 0 to 64", 'usage'],
    [
      ['show', 'trigonal', '--option', 'nosuch=1'],
      /^--option: unknown option 'nosuch' \(options: .+\)$/,
      'bad-option',
    ],
    [
      ['show', 'trigonal', '--option', 'nosuch'],
      "--option: 'nosuch' is not of the form name=value",
      'bad-option',
    ],
    [['show', 'trigonal', '--position', 'not a position'], /^--position: .+/, 'bad-position'],
    [
      ['moves', 'trigonal', '--moves', 'f4-f5 f8-f7 f3-f6'],
      /^--moves: move 3 'f3-f6': .+/,
      'illegal-move',
    ],
    [['perft', 'trigonal', '1', '--moves', 'zz9'], /^--moves: move 1 'zz9': .+/, 'bad-move'],
    [
      ['play', 'trigonal', '--as', 'red'],
      "--as: 'red' is not a seat of Trigonal Chess (white, black)",
      'bad-seat',
    ],
    // An option given twice, or against the position text, is a contradiction, not a choice.
    [
      ['show', 'trigonal', '--option', 'bishop=120', '--option', 'bishop=60'],
      '--option: bishop is given more than once',
      'bad-option',
    ],
    [
      [
        'show',
        'trigonal',
        '--position',
        '1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1 bishop=120',
        '--option',
        'bishop=60',
      ],
      '--option bishop=60: the position text says bishop=120; give it once',
      'bad-option',
    ],
    [
      ['match', 'trigonal', '--a', 'level=1,level=2', '--b', 'level=1', '--games', '2'],
      "--a: level is given more than once in 'level=1,level=2'",
      'usage',
    ],
    [
      ['match', 'trigonal', '--a', 'level=1,search=mcts', '--b', 'level=1', '--games', '2'],
      '--a search=mcts: the search is chosen for games of three players; Trigonal Chess has two',
      'usage',
    ],
  ])('trigon %j', async (argv, message, errorCode) => {
    const { code, out, err } = await fails(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.endsWith('\n')).toBe(true);
    const lines = err.slice(0, -1).split('\n');
    expect(lines).toHaveLength(1);
    const line = /^trigon: (.*) \[([a-z-]+)\]$/.exec(lines[0]);
    expect(line).not.toBeNull();
    const [, text, found] = line!;
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
    expect(found).toBe(errorCode);
  });

  it('takes an option that the position text names alike', async () => {
    const text = '1/3/5/7/9/NRPP3pprn/QBPP5ppbq/BKPP7ppkb/RNPP9ppnr w KQkq - 0 1 bishop=120';
    const io = bufferIo();
    expect(await run(['show', 'trigonal', '--position', text, '--option', 'bishop=120'], io)).toBe(
      0,
    );
    expect(io.err()).toBe('');
  });

  it('rejects a value that an option does not take', async () => {
    const { games } = await import('@trigon/engine');
    const options = games.list().flatMap((g) => g.options.map((o) => [g.id, o.name] as const));
    expect(options.length).toBeGreaterThan(0);
    for (const [id, name] of options) {
      const { code, err } = await fails(['moves', id, '--option', `${name}=no-such-value`]);
      expect(code).toBe(2);
      expect(err).toMatch(
        new RegExp(
          `^trigon: --option: option '${name}' cannot be 'no-such-value' \\(values: .+\\) \\[bad-option\\]\\n$`,
        ),
      );
    }
  });
});

describe('what the user gave, echoed in an error line', () => {
  it('has its control characters escaped, so that it cannot act on the terminal', async () => {
    // An escape sequence that would turn the terminal red, and a tab, in an argument.
    const colour = await fails(['frobnicate\x1b[31m\t']);
    expect(colour.code).toBe(2);
    expect(colour.err).toBe(
      `trigon: unknown command 'frobnicate\\x1b[31m\\x09' (commands: ${names}) [usage]\n`,
    );
    // The engine's message echoes a move, escape and all.
    const move = await fails(['moves', 'trigonal', '--moves', 'f4-f5\x1b]0;owned\x07']);
    expect(move.err).toMatch(
      /^trigon: --moves: move 1 'f4-f5\\x1b\]0;owned\\x07': .+ \[[a-z-]+\]\n$/,
    );
    // A binary file given as a record: its NUL is not written to the terminal.
    const folder = mkdtempSync(join(tmpdir(), 'trigon-binary-'));
    try {
      const file = join(folder, 'game.zip');
      writeFileSync(file, Buffer.from('PK\x03\x04\x00\x00\x1b[2J junk', 'latin1'));
      const binary = await fails(['show', 'trigonal', '--record', file]);
      expect(binary.code).toBe(2);
      expect(binary.err).toMatch(
        /^trigon: --record \S+: .*PK\\x03\\x04\\x00\\x00\\x1b\[2J.* \[bad-record\]\n$/,
      );
      // Only the line's own end is a control character.
      expect([...binary.err.slice(0, -1)].every((c) => c >= ' ' && c !== '\x7f')).toBe(true);
    } finally {
      rmSync(folder, { recursive: true });
    }
  });
});

describe('dispatch', () => {
  it('turns an unexpected failure into one line and status 1', async () => {
    const broken: Command = {
      name: 'broken',
      summary: 'fails',
      usage: 'trigon broken',
      run() {
        throw new TypeError('something\nwent wrong');
      },
    };
    const io = bufferIo();
    expect(await dispatch([broken], ['broken'], io)).toBe(1);
    expect(io.err()).toBe('trigon: internal error: something went wrong [internal]\n');
  });
});

describe('help and version', () => {
  it('lists every command', async () => {
    for (const argv of [[], ['help'], ['--help'], ['-h']]) {
      const io = bufferIo();
      expect(await run(argv, io)).toBe(0);
      for (const command of commands)
        expect(io.out()).toMatch(new RegExp(`^  ${command.name} +${command.summary}$`, 'm'));
    }
  });

  it('shows a command’s usage with help <command> or <command> --help', async () => {
    for (const command of commands) {
      for (const argv of [
        ['help', command.name],
        [command.name, '--help'],
        [command.name, 'x', '-h'],
      ]) {
        const io = bufferIo();
        expect(await run(argv, io)).toBe(0);
        expect(io.out()).toBe(command.usage + '\n');
      }
    }
  });

  it('prints the version of the package', async () => {
    const io = bufferIo();
    expect(await run(['--version'], io)).toBe(0);
    expect(io.out()).toMatch(/^trigon \d+\.\d+\.\d+\n$/);
    // Words after it are a mistake, as after any command that takes none.
    const extra = bufferIo();
    expect(await run(['--version', 'extra'], extra)).toBe(2);
    expect(extra.out()).toBe('');
    expect(extra.err()).toBe("trigon: --version takes nothing after it, not 'extra' [usage]\n");
  });
});
