import { describe, expect, it } from 'vitest';
import {
  MAX_CHAT_LENGTH,
  MAX_NAME_LENGTH,
  createGameSchema,
  normalizeName,
  readClientMessage,
} from './messages.js';

describe('names', () => {
  it('reads names that look the same as one name', () => {
    for (const text of ['Ann Lee', ' Ann  Lee ', 'Ann\tLee', 'Ann\u200B Lee', 'Ann\u202E Lee'])
      expect(normalizeName(text)).toBe('Ann Lee');
    expect(normalizeName('Zoe\u0301')).toBe('Zo\u00e9');
  });

  it('removes every character that shows nothing, keeping those that shape their neighbours', () => {
    // A word joiner, direction marks, an Arabic letter mark, a soft hyphen, an invisible
    // operator, a Hangul filler, the braille blank, tag characters: nothing to see, yet a name
    // or a line that holds them differs from one that reads the same, and marks reorder text.
    for (const hidden of [
      '\u2060',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u00AD',
      '\u2062',
      '\u3164',
      '\u115F',
      '\uFFA0',
      '\u2800',
      '\u{E0041}',
    ])
      expect(normalizeName(`Ann${hidden} Lee${hidden}`)).toBe('Ann Lee');
    // Joiners and variation selectors make emoji and scripts what they are.
    for (const kept of [
      '\u{1F44D}\u{1F3FD}',
      '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
      '\u2764\uFE0F',
      '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645',
    ])
      expect(normalizeName(kept)).toBe(kept);
  });

  it('keeps at most four combining marks on a character, so that stacked marks cover nothing', () => {
    const zalgo = 'Ann' + '\u0336\u0489\u0335'.repeat(10);
    expect(normalizeName(zalgo)).toBe('Ann\u0336\u0489\u0335\u0336');
    // Scripts and emoji that stack marks keep them: Tibetan, Vietnamese, Hebrew, a keycap.
    for (const kept of [
      '\u0F66\u0F90\u0FB1\u0F7A',
      'Vi\u1EC7t',
      '\u05E9\u05C1\u05BC\u05B8',
      '1\uFE0F\u20E3',
    ])
      expect(normalizeName(kept)).toBe(kept.normalize('NFC'));
  });

  it('takes 1 to MAX_NAME_LENGTH characters, after normalising', () => {
    const hello = (name: string) =>
      readClientMessage(JSON.stringify({ t: 'hello', game: 'g', name }));
    expect(hello('x'.repeat(MAX_NAME_LENGTH))).toMatchObject({ ok: true });
    expect(hello(`  ${'x'.repeat(MAX_NAME_LENGTH)}  `)).toMatchObject({ ok: true });
    expect(hello('x'.repeat(MAX_NAME_LENGTH + 1))).toMatchObject({ ok: false });
    expect(hello('\u200B \u0007')).toMatchObject({ ok: false });
    // Nothing to see: joiners, marks and fillers alone.
    for (const blank of ['\u2060\u2060', '\u3164', '\u200D', '\u200C \uFE0F', '\u0301'])
      expect(hello(blank)).toEqual({
        ok: false,
        ref: null,
        error: "malformed message at 'name': a name needs a letter",
      });
  });
});

describe('chat', () => {
  const chat = (text: string, channel = 'players') =>
    readClientMessage(JSON.stringify({ t: 'chat', channel, text, ref: 1 }));

  it('keeps 1 to MAX_CHAT_LENGTH characters of one line, without control characters', () => {
    expect(chat(' good\r\ngame\u0007 ')).toEqual({
      ok: true,
      value: { t: 'chat', channel: 'players', text: 'good game', ref: 1 },
    });
    expect(chat('<b>hi</b>')).toMatchObject({ ok: true, value: { text: '<b>hi</b>' } });
    expect(chat('x'.repeat(MAX_CHAT_LENGTH))).toMatchObject({ ok: true });
  });

  it('refuses an empty message, a long one and an unknown channel, saying why', () => {
    expect(chat(' \u200B\u0007 ')).toEqual({
      ok: false,
      ref: 1,
      error: "malformed message at 'text': a chat message needs some text",
    });
    for (const blank of ['\u2060', '\u3164\u3164', '\u2800', '\u200D \u200D', '\u0336\u0336'])
      expect(chat(blank)).toEqual({
        ok: false,
        ref: 1,
        error: "malformed message at 'text': a chat message needs some text",
      });
    expect(chat('x'.repeat(MAX_CHAT_LENGTH + 1))).toEqual({
      ok: false,
      ref: 1,
      error: "malformed message at 'text': a chat message has at most 140 characters",
    });
    expect(chat('x'.repeat(10 * MAX_CHAT_LENGTH))).toMatchObject({
      ok: false,
      error: "malformed message at 'text': a chat message has at most 140 characters",
    });
    expect(chat('hi', 'everyone')).toMatchObject({ ok: false, ref: 1 });
  });
});

describe('readClientMessage', () => {
  it("gives a malformed message's integer ref back", () => {
    expect(readClientMessage('{"t":"move","ref":3}')).toMatchObject({ ok: false, ref: 3 });
    expect(readClientMessage('{"t":"move","move":"a1-a2","ref":3.5}')).toMatchObject({
      ok: false,
      ref: null,
    });
    expect(readClientMessage('[1]')).toMatchObject({ ok: false, ref: null });
    expect(readClientMessage('nope')).toMatchObject({ ok: false, ref: null });
  });
});

describe('a new game’s seat', () => {
  it("says what it takes when it is neither a seat number nor 'random'", () => {
    for (const seat of ['randomly', 'white', true, null]) {
      const read = createGameSchema.safeParse({ game: 'trigonal', seat });
      expect(read.success, String(seat)).toBe(false);
      expect(read.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['seat', "a seat number (0 to 15) or 'random'"],
      ]);
    }
    // A number out of range is told the range.
    expect(
      createGameSchema.safeParse({ game: 'trigonal', seat: 16 }).error?.issues[0]?.message,
    ).toBe('Too big: expected number to be <=15');
    expect(createGameSchema.parse({ game: 'trigonal', seat: 'random' }).seat).toBe('random');
    // Left to the server, which knows the playing seats: the first of them.
    expect(createGameSchema.parse({ game: 'trigonal' }).seat).toBeUndefined();
  });
});
