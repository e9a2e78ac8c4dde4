import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  games,
  parseOptionWords,
  playMoves,
  readRecord,
  resolveOptions,
  resultWords,
  type ErrorCode,
  type Failure,
  type GameDefinition,
  type Outcome,
  type Position,
} from '@trigon/engine';
import type { Io } from './io.js';

/**
 * What kind of mistake an error line reports, stable for scripts: the engine's code (core/result.ts)
 * when the engine refused what was given (`bad-move`, `illegal-move`, `bad-option`, …), `usage`
 * for a mistake in the command line itself (a flag, an argument, a number out of range).
 */
export type CliErrorCode = ErrorCode | 'usage';

/**
 * A mistake in what the user typed. The dispatcher prints its message and code as one line and
 * exits with status 2; anything else thrown is an internal error (status 1).
 */
export class UsageError extends Error {
  readonly code: CliErrorCode;
  constructor(message: string, code: CliErrorCode = 'usage') {
    super(message);
    this.name = 'UsageError';
    this.code = code;
  }
}

/**
 * A file the command had to write once its work was done (a --save record, --records) that
 * could not be written: a full disk, a folder that went away. Not the input's fault, so the
 * dispatcher reports it as stdout that cannot be written is reported: `[output]`, status 1.
 */
export class OutputError extends Error {
  readonly code = 'output';
  constructor(message: string) {
    super(message);
    this.name = 'OutputError';
  }
}

/**
 * Text as an error line may show it: control characters (a NUL from a binary file, the escape
 * that starts a terminal's colour or cursor sequence), DEL, C1 controls and the Unicode line
 * separators written as `\xHH` or `\uHHHH`, so that what the user gave cannot break the line
 * or act on the terminal.
 */
export function printable(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** A failure the engine returned, as a UsageError with its code, the message put in context. */
export function refused(failure: Failure, prefix = ''): UsageError {
  return new UsageError(`${prefix}${failure.error}`, failure.code);
}

/** How a flag takes values: a single string, a repeatable string, or a switch. */
export type FlagKind = 'string' | 'strings' | 'boolean';

export interface ParsedArgs {
  readonly positionals: readonly string[];
  /** Every value given to each string flag, in order. */
  readonly strings: ReadonlyMap<string, readonly string[]>;
  readonly switches: ReadonlySet<string>;
}

/**
 * Reads `--name value`, `--name=value`, `--switch` and positionals; `--` ends the flags.
 * Strict: an unknown flag, a missing value or a single-value flag given twice is an error.
 * A string flag always takes the next word as its value, even one starting with `-`.
 */
export function parseArgs(
  args: readonly string[],
  flags: Readonly<Record<string, FlagKind>>,
): ParsedArgs {
  const positionals: string[] = [];
  const strings = new Map<string, string[]>();
  const switches = new Set<string>();
  const known = () =>
    Object.keys(flags)
      .map((f) => `--${f}`)
      .join(', ') || 'none';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      // A lone '-' and negative numbers are values, so that `perft x -1` can say what is wrong.
      if (arg.startsWith('-') && arg !== '-' && !/^-\d/.test(arg)) {
        throw new UsageError(`unknown flag '${arg}' (flags: ${known()})`);
      }
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    const kind = Object.hasOwn(flags, name) ? flags[name] : undefined;
    if (kind === undefined) throw new UsageError(`unknown flag '--${name}' (flags: ${known()})`);
    if (kind === 'boolean') {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      switches.add(name);
      continue;
    }
    let value: string;
    if (eq >= 0) value = arg.slice(eq + 1);
    else if (i + 1 < args.length) value = args[++i];
    else throw new UsageError(`--${name} needs a value`);
    const values = strings.get(name) ?? [];
    if (kind === 'string' && values.length > 0) throw new UsageError(`--${name} given twice`);
    values.push(value);
    strings.set(name, values);
  }
  return { positionals, strings, switches };
}

/** The single value of a string flag, if given. */
export function flag(parsed: ParsedArgs, name: string): string | undefined {
  return parsed.strings.get(name)?.[0];
}

/**
 * The positionals a command expects, by name (`<game>`, `<depth>`); a missing or an extra
 * one is an error that names it.
 */
export function positionals(parsed: ParsedArgs, names: readonly string[]): string[] {
  if (parsed.positionals.length < names.length) {
    throw new UsageError(`missing argument ${names[parsed.positionals.length]}`);
  }
  if (parsed.positionals.length > names.length) {
    throw new UsageError(`unexpected argument '${parsed.positionals[names.length]}'`);
  }
  return [...parsed.positionals];
}

/** The flags of every command that works on a position. */
export const positionFlags: Readonly<Record<string, FlagKind>> = {
  position: 'string',
  moves: 'string',
  option: 'strings',
  record: 'string',
};

/** Help text for `positionFlags`, shared by the commands' usage. */
export const positionFlagsHelp = `  --position TEXT      start from this position text instead of the start position
  --record FILE        start where the game in this record ends (the web app's export, the
                       server's /record, \`trigon play --save\`); its options and moves are kept,
                       and so is its result: a game the players ended (a resignation, time,
                       an agreement) is over. \`-\` reads the record from stdin
  --moves "M1 M2 …"    then play these moves (coordinate form or the game's notation)
  --option NAME=VALUE  a game option (repeatable; \`trigon games\` lists them); options
                       written in the position text are read too`;

export function gameArg(id: string): GameDefinition {
  const game = games.get(id);
  if (!game.ok) throw refused(game);
  return game.value;
}

/** Where a command starts: the position, and how the game had ended there, if it had. */
export interface StartArgs {
  readonly position: Position;
  /**
   * The ending by the rules (the position's outcome), or the one a --record declares for a
   * game the players ended (a resignation, time, an agreement), which the position cannot show.
   */
  readonly over: Outcome | undefined;
}

/**
 * The position named by `--position`, `--record`, `--option` and `--moves`: the start position
 * (or the given text, or where the record ends), with the moves played as its history.
 * `--record -` reads the record from stdin.
 */
export async function positionArgs(
  game: GameDefinition,
  parsed: ParsedArgs,
  io: Io,
): Promise<StartArgs> {
  const file = flag(parsed, 'record');
  if (file !== undefined) {
    if (flag(parsed, 'position') !== undefined || parsed.strings.has('option'))
      throw new UsageError(
        '--record: the record gives the start and the options; drop --position and --option',
      );
    const { position, declared } = recordArg(game, file, await inputFile('--record', file, io));
    const moves = flag(parsed, 'moves');
    if (moves !== undefined) {
      // The rules do not know that the players ended the game: the record does.
      if (declared !== undefined)
        throw new UsageError(
          `--moves: the game is over (${resultWords(game, declared)}, as the record says)`,
          'game-over',
        );
      const played = playMoves(position, moves);
      if (!played.ok) throw refused(played, '--moves: ');
    }
    return { position, over: position.outcome() ?? declared };
  }
  const words = optionArgs(parsed.strings.get('option') ?? []);
  const options = resolveOptions(game.options, words);
  if (!options.ok) throw refused(options, '--option: ');

  const text = flag(parsed, 'position');
  let position: Position;
  if (text === undefined) {
    position = game.create(options.value);
  } else {
    const parsedPosition = game.parse(text, options.value);
    if (!parsedPosition.ok) throw refused(parsedPosition, '--position: ');
    position = parsedPosition.value;
    // Options the text names win over --option: one that lost is a contradiction, not a choice.
    for (const [name, value] of Object.entries(words)) {
      const used = position.options[name];
      if (used !== value)
        throw new UsageError(
          `--option ${name}=${value}: the position text says ${name}=${used}; give it once`,
          'bad-option',
        );
    }
  }

  const moves = flag(parsed, 'moves');
  if (moves !== undefined) {
    const played = playMoves(position, moves);
    if (!played.ok) throw refused(played, '--moves: ');
  }
  return { position, over: position.outcome() };
}

/** The `--option NAME=VALUE` words as options, each name at most once. */
export function optionArgs(words: readonly string[]): Record<string, string> {
  const read = parseOptionWords(words);
  if (!read.ok) throw refused(read, '--option: ');
  const twice = repeatedOption(words);
  if (twice !== undefined)
    throw new UsageError(`--option: ${twice} is given more than once`, 'bad-option');
  return read.value;
}

/**
 * The first option name that more than one of the `NAME=VALUE` words gives, if any: the engine's
 * reading lets the last one win, which on a command line hides a contradiction.
 */
export function repeatedOption(words: readonly string[]): string | undefined {
  const names = words.map((word) => word.slice(0, word.indexOf('=')));
  return names.find((name, i) => names.indexOf(name) !== i);
}

/**
 * The text of a file a flag names (`flag`, as `--record`), or all of stdin for `-`. A file that
 * cannot be read is a mistake in the command line.
 */
export async function inputFile(flag: string, file: string, io: Io): Promise<string> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of io.stdin)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    } catch (e) {
      throw new UsageError(`${flag}: cannot read standard input: ${(e as Error).message}`);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`${flag}: cannot read '${file}': ${(e as Error).message}`);
  }
}

/**
 * The position at the end of the game record `text` (read from `file`), with its moves as its
 * history, and the ending the record declares where the rules do not end the game.
 */
function recordArg(
  game: GameDefinition,
  file: string,
  text: string,
): { position: Position; declared: Outcome | undefined } {
  const name = file === '-' ? 'standard input' : file;
  // A record may leave out every tag (the command's game is its game) but not everything.
  if (text.trim() === '')
    throw new UsageError(
      `--record ${name}: the ${file === '-' ? 'input' : 'file'} is empty`,
      'bad-record',
    );
  const read = readRecord(text, games, game);
  if (!read.ok) throw refused(read, `--record ${name}: `);
  if (read.value.game.id !== game.id)
    throw new UsageError(
      `--record ${name}: the record is a game of ${read.value.game.id}, not ${game.id}`,
      'bad-record',
    );
  return {
    position: read.value.position,
    declared: read.value.declared ? read.value.result : undefined,
  };
}

/** The order in which moves are listed: plain string order (UTF-16 code units). */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Refuses a file a command is to write (`flag` names it) that could not be written: a
 * directory, a file without write permission, a folder that is missing or not writable. Asked
 * before the work whose result goes there, so that a typo loses nothing.
 */
export function writableFileArg(flag: string, file: string): void {
  const cannot = (why: string) => new UsageError(`${flag}: cannot write '${file}': ${why}`);
  try {
    if (statSync(file).isDirectory()) throw cannot('it is a directory');
    accessSync(file, constants.W_OK);
    return;
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw cannot((e as Error).message);
  }
  try {
    accessSync(dirname(file), constants.W_OK);
  } catch (e) {
    throw cannot((e as Error).message);
  }
}
