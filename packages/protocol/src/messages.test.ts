import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, normalizeName, readClientMessage } from './messages.js';

describe('names', () => {
  it('reads names that look the same as one name', () => {
    for (const text of ['Ann Lee', ' Ann  Lee ', 'Ann\tLee', 'Ann\u200B Lee', 'Ann\u202E Lee'])
      expect(normalizeName(text)).toBe('Ann Lee');
    expect(normalizeName('Zoe\u0301')).toBe('Zo\u00e9');
  });

  it('takes 1 to MAX_NAME_LENGTH characters, after normalising', () => {
    const hello = (name: string) =>
      readClientMessage(JSON.stringify({ t: 'hello', game: 'g', name }));
    expect(hello('x'.repeat(MAX_NAME_LENGTH))).toMatchObject({ ok: true });
    expect(hello(`  ${'x'.repeat(MAX_NAME_LENGTH)}  `)).toMatchObject({ ok: true });
    expect(hello('x'.repeat(MAX_NAME_LENGTH + 1))).toMatchObject({ ok: false });
    expect(hello('\u200B \u0007')).toMatchObject({ ok: false });
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
