import type { GameDefinition, Registry, Result } from '@trigon/engine';
import { err, ok, optionWords, parseOptionWords } from '@trigon/engine';
import { numberedMoves } from './rounds.js';
import { GameSession, resultToken, type Ending } from './session.js';

/**
 * The game record: PGN's shape, for any game. Tags in square brackets, then the moves in the
 * game's readable notation with move numbers, then the result:
 *
 *   [Game "<id>"]                 the game's id in the registry
 *   [Title "<title>"]
 *   [Options "name=value …"]      only options that differ from their defaults
 *   [Position "<position text>"]  only when the game did not start from the start position
 *   [Date "2026.11.29"]
 *   [White "…"] [Black "…"]       one tag per seat, named as the game names its seats
 *   [Result "1-0"]                each seat's score joined by '-', or '*'
 *   [Termination "checkmate"]     why the game ended
 *
 *   1. f4-f5 f8-f7 2. Nf1-e2 … 1-0
 *
 * A round of moves (one per seat still playing) gets one number, so games of three number by
 * rounds, and a seat that is out leaves its turn out of them (see rounds.ts).
 */
export interface RecordInfo {
  /** Player names by seat. */
  readonly players?: readonly string[];
  readonly date?: Date;
}

export function writeRecord(session: GameSession, info: RecordInfo = {}): string {
  const game = session.game;
  const ending = session.ending();
  const tags: [string, string][] = [
    ['Game', game.id],
    ['Title', game.title],
  ];
  const options = optionWords(game.options, session.options);
  if (options.length > 0) tags.push(['Options', options.join(' ')]);
  if (!session.standardStart) tags.push(['Position', session.startText]);
  tags.push(['Date', formatDate(info.date ?? new Date())]);
  game.players.forEach((seat, i) => tags.push([seat, info.players?.[i] ?? '?']));
  const result = resultToken(game.players.length, ending);
  tags.push(['Result', result]);
  if (ending) tags.push(['Termination', ending.reason]);

  const lines = tags.map(([name, value]) => `[${name} "${escape(value)}"]`);
  lines.push('');
  lines.push(wrap([...moveTokens(session), result]));
  return lines.join('\n') + '\n';
}

/** Move numbers and moves: 'N.' before each round, 'N...' when a game starts mid-round. */
function moveTokens(session: GameSession): string[] {
  const moves = session.moves();
  return numberedMoves(moves, [], session.game.players.length);
}

function wrap(tokens: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line.length > 0 && line.length + 1 + token.length > 80) {
      lines.push(line);
      line = token;
    } else {
      line = line.length > 0 ? `${line} ${token}` : token;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines.join('\n');
}

function formatDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

export interface ParsedRecord {
  readonly session: GameSession;
  readonly tags: ReadonlyMap<string, string>;
  /** Player names by seat, from the seat tags ('?' when unknown). */
  readonly players: readonly string[];
}

/**
 * Reads a record: finds the game by its Game tag (or Title), sets up the options and the
 * start position, and plays the moves, each in readable notation or coordinate form. An error
 * says which tag or which move (by its number in the list) was wrong.
 */
export function readRecord(
  text: string,
  registry: Registry,
  fallback?: GameDefinition,
): Result<ParsedRecord> {
  const tags = new Map<string, string>();
  const tagPattern = /^\s*\[\s*([^\s"\]]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/;
  const body: string[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*\[/.test(line)) {
      const match = tagPattern.exec(line);
      if (!match) return err('bad-record', `line ${i + 1}: a tag must look like [Name "value"]`);
      tags.set(match[1], match[2].replace(/\\(.)/g, '$1'));
    } else {
      body.push(line);
    }
  }

  let game: GameDefinition | undefined;
  const id = tags.get('Game');
  if (id !== undefined) {
    const found = registry.get(id);
    if (!found.ok) return err('bad-record', `tag Game: ${found.error}`);
    game = found.value;
  } else if (tags.has('Title')) {
    game = registry.list().find((g) => g.title === tags.get('Title'));
    if (!game) return err('bad-record', `tag Title: no game is called '${tags.get('Title')}'`);
  } else {
    game = fallback;
  }
  if (!game) return err('bad-record', 'the record names no game (tag Game)');

  const optionText = tags.get('Options')?.trim() ?? '';
  const options = parseOptionWords(optionText.length > 0 ? optionText.split(/\s+/) : []);
  if (!options.ok) return err('bad-record', `tag Options: ${options.error}`);

  const start = tags.get('Position');
  let session: GameSession;
  if (start !== undefined) {
    const read = GameSession.fromText(game, start, options.value);
    if (!read.ok) return err('bad-record', `tag Position: ${read.error}`);
    session = read.value;
  } else {
    const resolved = checkOptions(game, options.value);
    if (!resolved.ok) return err('bad-record', `tag Options: ${resolved.error}`);
    session = GameSession.start(game, options.value);
  }

  const movetext = body
    .join('\n')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ');
  const tokens = movetext.split(/\s+/).filter((t) => t.length > 0);
  let number = 0;
  for (const raw of tokens) {
    if (/^\d+\.+$/.test(raw)) continue;
    if (raw === '*' || /^(1|0|1\/2)(-(1|0|1\/2))+$/.test(raw)) break;
    // A move number may be glued to its move: '1.f4-f5'.
    const token = raw.replace(/^\d+\.+/, '');
    number++;
    const played = session.playText(token);
    if (!played.ok) return err('bad-record', `move ${number} '${token}': ${played.error}`);
  }

  const result = tags.get('Result');
  if (result && result !== '*' && !session.isOver()) {
    const ending = endingFromResult(game, result, tags.get('Termination'));
    if (ending) session.declare(ending);
  }
  const players = game.players.map((seat) => tags.get(seat) ?? '?');
  return ok({ session, tags, players });
}

function checkOptions(game: GameDefinition, options: Record<string, string>): Result<true> {
  for (const [name, value] of Object.entries(options)) {
    const spec = game.options.find((o) => o.name === name);
    if (!spec) return err('bad-record', `unknown option '${name}'`);
    if (!spec.values.includes(value))
      return err('bad-record', `option '${name}' cannot be '${value}'`);
  }
  return ok(true);
}

/** An ending the players declared (resignation, agreement), read back from Result. */
function endingFromResult(
  game: GameDefinition,
  result: string,
  termination: string | undefined,
): Ending | undefined {
  const scores = result.split('-');
  if (scores.length !== game.players.length) return undefined;
  if (scores.every((s) => s === '1/2')) {
    return { winners: [], reason: termination ?? 'draw by agreement', by: 'agreement' };
  }
  const winners = scores.flatMap((s, i) => (s === '1' ? [i] : []));
  if (winners.length === 0) return undefined;
  return { winners, reason: termination ?? 'resignation', by: 'resignation' };
}
