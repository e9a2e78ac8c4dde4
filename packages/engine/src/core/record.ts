import { optionWords, parseOptionWordsOnce, resolveOptions } from './options.js';
import type { Registry } from './registry.js';
import { EngineError, err, fail, ok, type Result } from './result.js';
import { moveRows, numberedMoves } from './rounds.js';
import { checkSeat, checkSeatCount, playingSeats } from './seats.js';
import type { GameDefinition, GameOptions, Move, Outcome, Position } from './types.js';
import { moveEffects } from './view.js';

/**
 * The game record, one format for every game and every program (the server's `/record`, the
 * web app's export and import, the command line): PGN's shape.
 *
 *   [Game "<id>"]                 the game's id in the registry
 *   [Title "<title>"]
 *   [Options "name=value …"]      only options that differ from their defaults
 *   [Position "<position text>"]  only when the game did not start from the start position
 *   [Date "2026.11.29"]
 *   [White "Ann"] [Black "Bo"]    one tag per seat, named as the game names its seats
 *   [Result "1-0"]                each seat's score (1, 0 or 1/2) joined by '-', or '*'
 *   [Termination "White wins: checkmate"]   the result per seat in words, and why
 *
 *   1. f4-f5 f8-f7 2. Nf1-e2 … 1-0
 *
 * A round of moves (one per seat still playing) gets one number, so games of three number by
 * rounds, and a seat that is out leaves its turn out of them (see rounds.ts). Other tags
 * (a server's `Id`) may follow the seats; readers keep them and need none of them.
 */
export interface GameRecord {
  readonly game: GameDefinition;
  /** The options in force; only those that differ from their defaults are written. */
  readonly options?: GameOptions;
  /** Position text of the start, when it is not the game's own start position. */
  readonly start?: string;
  /** The moves played, in coordinate form or the game's notation. */
  readonly moves: readonly string[];
  /** Player names by seat; a missing name is written as the seat's name. */
  readonly players?: readonly (string | undefined)[];
  /**
   * How the game ended, when the players ended it (resignation, agreement, time, abandonment);
   * an ending by the rules is read off the last position and need not be given.
   */
  readonly result?: Outcome;
  readonly date?: Date;
  /**
   * Write `Date` by the UTC calendar rather than the local one: a server's record then reads
   * the same whatever time zone its host is set to (a person's export keeps their own day).
   */
  readonly utc?: boolean;
  /**
   * More tags, written after the seats' names: each name once, one word, and none of the tags
   * the record writes itself (Game, Title, Options, Position, Date, the seats, Result, and
   * Termination when the game has an ending); otherwise `writeRecord` throws an `EngineError`.
   */
  readonly tags?: readonly (readonly [string, string])[];
  /** Comments by move index, written before that move (why a player left, …). */
  readonly comments?: ReadonlyMap<number, string>;
}

/**
 * The record's text. The moves must be legal from the start: they are the caller's own game,
 * so a move that does not play is an `EngineError`, not a result.
 */
export function writeRecord(record: GameRecord): string {
  const { game } = record;
  const position = startPosition(game, record.start, record.options ?? {});
  if (!position.ok) throw new EngineError(position.code, position.error);
  const live = position.value;
  const contradiction = overridden(record.options ?? {}, live.options);
  if (contradiction) throw new EngineError('bad-record', `options: ${contradiction}`);
  const moves: { text: string; seat: number }[] = [];
  for (const [i, word] of record.moves.entries()) {
    const move = live.parseMove(word);
    if (!move.ok) throw new EngineError(move.code, `move ${i + 1} '${word}': ${move.error}`);
    moves.push({ text: live.moveToText(move.value), seat: moverOf(live, move.value) });
    live.play(move.value);
  }
  const outcome = live.outcome() ?? record.result;

  const tags: (readonly [string, string])[] = [
    ['Game', game.id],
    ['Title', game.title],
  ];
  const options = optionWords(game.options, live.options);
  if (options.length > 0) tags.push(['Options', options.join(' ')]);
  if (record.start !== undefined) tags.push(['Position', record.start]);
  tags.push(['Date', formatDate(record.date ?? new Date(), record.utc === true)]);
  game.players.forEach((seat, i) => tags.push([seat, record.players?.[i] || seat]));
  const result = resultToken(game.players.length, outcome, live.activeSeats?.());
  const own = new Set(['Game', 'Title', 'Options', 'Position', 'Date', ...game.players, 'Result']);
  if (outcome) own.add('Termination');
  const extra = new Set<string>();
  for (const [name] of record.tags ?? []) {
    // A reader keeps the last of two tags of one name, so a repeated Game or Result would win;
    // and it reads Options and Position even where the record has none of its own.
    if (!/^[^\s"\]]+$/.test(name))
      throw new EngineError(
        'bad-record',
        `tag '${name}': a tag name is one word without '"' or ']'`,
      );
    if (own.has(name))
      throw new EngineError(
        'bad-record',
        `tag ${name}: the record writes it itself; leave it out of 'tags'`,
      );
    if (extra.has(name)) throw new EngineError('bad-record', `tag ${name}: given twice`);
    extra.add(name);
  }
  tags.push(...(record.tags ?? []));
  tags.push(['Result', result]);
  if (outcome) tags.push(['Termination', resultWords(game, outcome)]);

  const tokens: string[] = [];
  let index = 0;
  const first = playingSeats(game, live.options)[0];
  for (const token of numberedMoves(moves, [], game.players.length, first)) {
    const isNumber = /^\d+\.+$/.test(token);
    // A move's comment goes before its number, so that the number stays beside the move.
    const comment = record.comments?.get(index);
    const numbered = !isNumber && /^\d+\.+$/.test(tokens[tokens.length - 1] ?? '');
    if (comment !== undefined && !numbered) tokens.push(`{${comment.replace(/[{}]/g, '')}}`);
    tokens.push(token);
    if (!isNumber) index++;
  }
  tokens.push(result);

  const lines = tags.map(([name, value]) => `[${name} "${escape(value)}"]`);
  lines.push('');
  lines.push(wrap(tokens));
  return lines.join('\n') + '\n';
}

/**
 * The result token of a record: each seat's score, '1', '0' or '1/2', joined by '-'
 * ('1-0', '0-1', '1/2-1/2' for two players, '0-1-1' for three); '*' while the game goes on.
 * A draw gives 1/2 to the seats in `inGame` (default: every seat), 0 to those already out.
 * A winner or a seat of `inGame` that is not one of the `seats` is a RangeError.
 */
export function resultToken(
  seats: number,
  outcome: Outcome | undefined,
  inGame?: readonly number[],
): string {
  checkSeatCount(seats);
  if (!outcome) return '*';
  outcome.winners.forEach((seat) => checkSeat(seat, seats, 'winner'));
  inGame?.forEach((seat) => checkSeat(seat, seats, 'seat in the game'));
  const scores: string[] = [];
  for (let seat = 0; seat < seats; seat++) {
    if (outcome.winners.length > 0) scores.push(outcome.winners.includes(seat) ? '1' : '0');
    else scores.push(!inGame || inGame.includes(seat) ? '1/2' : '0');
  }
  return scores.join('-');
}

/**
 * The result per seat in words, so that no one has to know which score belongs to whom:
 * 'Black wins: White resigned', 'Green and Blue win: Red resigned', 'Draw by agreement',
 * 'Draw: stalemate'. A winner that is not a seat of the game is a RangeError.
 */
export function resultWords(game: GameDefinition, outcome: Outcome): string {
  outcome.winners.forEach((seat) => checkSeat(seat, game.players.length, 'winner'));
  if (outcome.winners.length === 0) {
    return outcome.reason.startsWith('draw ')
      ? `D${outcome.reason.slice(1)}`
      : `Draw: ${outcome.reason}`;
  }
  const names = outcome.winners.map((s) => game.players[s]).join(' and ');
  return `${names} ${outcome.winners.length === 1 ? 'wins' : 'win'}: ${outcome.reason}`;
}

/**
 * An outcome from a result token ('0-1', '1/2-1/2', '0-1-1') and the words of `resultWords`
 * (or a bare reason). '*' is no outcome. Also reads the words servers wrote before this
 * format (`Black won (White resigned)`, `draw (stalemate)`, `Green and Blue share a draw (…)`).
 */
export function readResult(
  game: GameDefinition,
  token: string,
  words?: string,
): Result<Outcome | undefined> {
  const text = token.trim();
  if (text === '*') return ok(undefined);
  const legacy = legacyResult(game, text);
  if (legacy) return ok(legacy);
  const seats = game.players.length;
  const scores = text.split('-');
  const shape = Array(seats).fill('S').join('-');
  if (scores.length !== seats || scores.some((s) => s !== '1' && s !== '0' && s !== '1/2'))
    return err(
      'bad-record',
      `'${text}' is not a result of ${seats} seats (${shape}, each S one of 1, 0, 1/2; or *)`,
    );
  // A win: some seats (not all) score 1, the rest 0. A draw: 1/2 for the seats still in, 0
  // for those out before it.
  const winners = scores.flatMap((s, i) => (s === '1' ? [i] : []));
  // A draw is shared by the seats still in, two at least.
  const draw = winners.length === 0 && scores.filter((s) => s === '1/2').length >= 2;
  if (!draw && (winners.length === 0 || winners.length === seats || scores.includes('1/2')))
    return err(
      'bad-record',
      `'${text}' is not a result: a win is 1 for some seats and 0 for the others, a draw 1/2 for the two or more still in`,
    );
  const reason = reasonOf(game, words?.trim() ?? '');
  return ok({
    winners,
    reason: reason !== '' ? reason : draw ? 'draw by agreement' : 'resignation',
  });
}

/** The reason in Termination's words: 'Black wins: White resigned' → 'White resigned'. */
function reasonOf(game: GameDefinition, words: string): string {
  if (/^draw /i.test(words)) return `d${words.slice(1)}`;
  const draw = /^draw: (.+)$/i.exec(words);
  if (draw) return draw[1];
  const names = game.players.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const win = new RegExp(`^(?:(?:${names})(?: and )?)+ wins?: (.+)$`).exec(words);
  return win ? win[1] : words;
}

function legacyResult(game: GameDefinition, text: string): Outcome | undefined {
  const draw = /^draw \((.*)\)$/.exec(text);
  if (draw) return { winners: [], reason: draw[1] };
  const won = /^(.+) (?:won|share a draw) \((.*)\)$/.exec(text);
  if (!won) return undefined;
  const winners = won[1].split(' and ').map((name) => game.players.indexOf(name));
  if (winners.some((w) => w < 0)) return undefined;
  return { winners, reason: won[2] };
}

/** A record read back: everything needed to set the game up again and replay it. */
export interface ReadRecord {
  readonly game: GameDefinition;
  /** The options in force, every one named. */
  readonly options: GameOptions;
  /** Position text of the start, when the record names one. */
  readonly start?: string;
  /** The moves in coordinate form. */
  readonly moves: readonly string[];
  /** Player names by seat, from the seat tags ('?' when a tag is missing). */
  readonly players: readonly string[];
  readonly tags: ReadonlyMap<string, string>;
  /** The position after the last move. */
  readonly position: Position;
  /** How the game ended, by the rules (the last position) or else by the Result tag. */
  readonly result?: Outcome;
  /** The ending came from the Result tag, not from the rules. */
  readonly declared: boolean;
}

/**
 * Reads a record: finds the game by its Game tag (or Title, or else `fallback`), sets up the
 * options and the start position, and plays the moves, each in the game's notation or
 * coordinate form. An error says which tag or which move was wrong, naming a move by the
 * number the record shows before it (`move 2...`, a later move of round 2) and its seat.
 */
export function readRecord(
  text: string,
  registry: Registry,
  fallback?: GameDefinition,
): Result<ReadRecord> {
  const tags = new Map<string, string>();
  const tagPattern = /^\s*\[\s*([^\s"\]]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$/;
  const body: string[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // Where each tag was given, and whether the moves have begun: a reader that let a later tag
  // win would read a record that contradicts itself (or two records run together) as one.
  const tagLines = new Map<string, number>();
  let moved = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^\s*\[/.test(line)) {
      const match = tagPattern.exec(line);
      if (!match) return err('bad-record', `line ${i + 1}: a tag must look like [Name "value"]`);
      if (moved)
        return err(
          'bad-record',
          `line ${i + 1}: a tag after the moves (a record is one game, its tags first)`,
        );
      const earlier = tagLines.get(match[1]);
      if (earlier !== undefined)
        return err(
          'bad-record',
          `line ${i + 1}: tag ${match[1]} is given twice (line ${earlier} gave it)`,
        );
      tagLines.set(match[1], i + 1);
      tags.set(match[1], match[2].replace(/\\(.)/g, '$1'));
    } else {
      body.push(line);
      if (line.replace(/\{[^}]*\}|;.*$/g, '').trim() !== '') moved = true;
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
  const given = parseOptionWordsOnce(optionText.length > 0 ? optionText.split(/\s+/) : []);
  if (!given.ok) return fail(given, 'tag Options: ');
  const start = tags.get('Position');
  if (start === undefined) {
    const resolved = resolveOptions(game.options, given.value);
    if (!resolved.ok) return fail(resolved, 'tag Options: ');
  }
  const setUp = startPosition(game, start, given.value);
  if (!setUp.ok) return fail(setUp, start === undefined ? 'tag Options: ' : 'tag Position: ');
  const position = setUp.value;
  const contradiction = overridden(given.value, position.options);
  if (contradiction) return err('bad-record', `tag Options: ${contradiction}`);

  const movetext = body
    .join('\n')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/;[^\n]*/g, ' ');
  const tokens = movetext.split(/\s+/).filter((t) => t.length > 0);
  const moves: string[] = [];
  const movers: number[] = [];
  // The number the record shows before the move being read, and whether the move follows it.
  let shown: number | undefined;
  let followsNumber = false;
  let resultText: string | undefined;
  for (const [index, raw] of tokens.entries()) {
    const number = /^(\d+)\.+/.exec(raw);
    if (number) {
      shown = Number(number[1]);
      followsNumber = true;
      if (number[0] === raw) continue;
    }
    if (raw === '*' || /^(1|0|1\/2)(-(1|0|1\/2))+$/.test(raw)) {
      resultText = raw;
      // What follows would be left out unread: moves after the end, or another game.
      const after = tokens[index + 1];
      if (after !== undefined)
        return err(
          'bad-record',
          `'${after}' follows the result '${raw}': the moves come before the result, which ends the record`,
        );
      break;
    }
    // A move number may be glued to its move: '1.f4-f5'.
    const token = number ? raw.slice(number[0].length) : raw;
    const seat = position.turn;
    const move = position.parseMove(token);
    if (!move.ok || position.outcome() !== undefined) {
      const rows = moveRows([...movers, seat], game.players.length);
      const label =
        shown !== undefined
          ? `${shown}${followsNumber ? '.' : '...'}`
          : `${rows.length}${rows[rows.length - 1].cells.findIndex((c) => c !== undefined) === seat ? '.' : '...'}`;
      const why = move.ok ? 'the game is over' : move.error;
      return err('bad-record', `move ${label} '${token}' (${game.players[seat]}): ${why}`);
    }
    movers.push(moverOf(position, move.value));
    moves.push(position.moveToCoord(move.value));
    position.play(move.value);
    followsNumber = false;
  }

  // The tag and the token after the moves say the same, or the record contradicts itself (a
  // Result tag in the words servers once wrote is not compared).
  const tagged = tags.get('Result')?.trim();
  if (
    tagged !== undefined &&
    resultText !== undefined &&
    tagged !== resultText &&
    (tagged === '*' || /^(1|0|1\/2)(-(1|0|1\/2))+$/.test(tagged))
  )
    return err(
      'bad-record',
      `the result after the moves, '${resultText}', is not the one of tag Result, '${tagged}'`,
    );

  const players = game.players.map((seat) => tags.get(seat) ?? '?');
  const read = { game, options: position.options, start, moves, players, tags, position };
  // An ending by the rules is read off the position; any other is the one the record declares.
  const byRules = position.outcome();
  if (byRules) return ok({ ...read, result: byRules, declared: false });
  const token = tags.get('Result') ?? resultText ?? '*';
  const result = readResult(game, token, tags.get('Termination'));
  if (!result.ok) return fail(result, tags.has('Result') ? 'tag Result: ' : 'result: ');
  return ok({ ...read, result: result.value, declared: result.value !== undefined });
}

/**
 * The first option of `given` that the start position's text overrode, as `bishop=60, but the
 * start position says bishop=120`: the game's parse lets the text win, which in a record hides
 * a contradiction.
 */
function overridden(given: GameOptions, inForce: GameOptions): string | undefined {
  const name = Object.keys(given).find((n) => inForce[n] !== given[n]);
  if (name === undefined) return undefined;
  return `${name}=${given[name]}, but the start position says ${name}=${inForce[name]}`;
}

function startPosition(
  game: GameDefinition,
  start: string | undefined,
  options: GameOptions,
): Result<Position> {
  if (start !== undefined) return game.parse(start.trim(), options);
  const resolved = resolveOptions(game.options, options);
  if (!resolved.ok) return fail(resolved);
  return ok(game.create(resolved.value));
}

/** The seat a move belongs to: the mover, or for a withdrawal the seat that leaves. */
function moverOf(position: Position, move: Move): number {
  const leaving = moveEffects(position, move).find((e) => e.type === 'withdrawal');
  return leaving?.type === 'withdrawal' ? leaving.seat : position.turn;
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

function formatDate(date: Date, utc: boolean): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const [year, month, day] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  return `${year}.${pad(month + 1)}.${pad(day)}`;
}

/**
 * A tag value as the tag line holds it: `\\` and `\"` escaped, and a line break (or another
 * control character) written as a space, since a tag is one line and a reader would refuse the
 * broken one.
 */
function escape(value: string): string {
  return value
    .replace(/\r\n|\p{Cc}|[\u2028\u2029]/gu, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"');
}
