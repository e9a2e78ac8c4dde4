import { describe, expect, it } from 'vitest';
import {
  optionWords,
  parseOptionWords,
  parseOptionWordsOnce,
  resolveOptions,
  ruleChanges,
} from './options.js';
import { triangulation } from '../games/triangulation/index.js';
import type { OptionSpec } from './types.js';

const SPECS: OptionSpec[] = [
  { name: 'bishop', description: 'how bishops zigzag', values: ['60', '120'], default: '60' },
  { name: 'castling', description: 'castling exists', values: ['on', 'off'], default: 'on' },
];

describe('resolveOptions', () => {
  it('fills in every default', () => {
    expect(resolveOptions(SPECS)).toEqual({ ok: true, value: { bishop: '60', castling: 'on' } });
    expect(resolveOptions(SPECS, { castling: 'off' })).toEqual({
      ok: true,
      value: { bishop: '60', castling: 'off' },
    });
  });

  it('refuses unknown names and values, naming what is allowed', () => {
    expect(resolveOptions(SPECS, { colour: 'red' })).toEqual({
      ok: false,
      code: 'bad-option',
      error: "unknown option 'colour' (options: bishop, castling)",
    });
    expect(resolveOptions([], { colour: 'red' })).toEqual({
      ok: false,
      code: 'bad-option',
      error: "unknown option 'colour' (options: none)",
    });
    expect(resolveOptions(SPECS, { bishop: '90' })).toEqual({
      ok: false,
      code: 'bad-option',
      error: "option 'bishop' cannot be '90' (values: 60, 120)",
    });
  });
});

describe('parseOptionWords', () => {
  it('reads name=value words; a later word wins', () => {
    expect(parseOptionWords(['bishop=120', 'castling=off', 'bishop=60'])).toEqual({
      ok: true,
      value: { bishop: '60', castling: 'off' },
    });
    expect(parseOptionWords([])).toEqual({ ok: true, value: {} });
    expect(parseOptionWords(['a=b=c'])).toEqual({ ok: true, value: { a: 'b=c' } });
  });

  it('reads the name __proto__ as a name like any other, for resolveOptions to refuse', () => {
    const read = parseOptionWords(['__proto__=x']);
    expect(read.ok && Object.entries(read.value)).toEqual([['__proto__', 'x']]);
    expect(read.ok && resolveOptions(SPECS, read.value)).toMatchObject({
      ok: false,
      code: 'bad-option',
      error: expect.stringContaining("unknown option '__proto__'"),
    });
  });

  it('refuses words that are not name=value', () => {
    for (const word of ['bishop', '=120', 'bishop=']) {
      expect(parseOptionWords([word])).toEqual({
        ok: false,
        code: 'bad-option',
        error: `'${word}' is not of the form name=value`,
      });
    }
  });
});

describe('parseOptionWordsOnce', () => {
  it('reads what parseOptionWords reads, and refuses a name given twice', () => {
    expect(parseOptionWordsOnce(['bishop=120', 'castling=off'])).toEqual({
      ok: true,
      value: { bishop: '120', castling: 'off' },
    });
    expect(parseOptionWordsOnce(['bishop=120', 'castling=off', 'bishop=60'])).toEqual({
      ok: false,
      code: 'bad-option',
      error: "option 'bishop' is given twice (bishop=120, bishop=60)",
    });
    expect(parseOptionWordsOnce(['bishop=60', 'bishop=60']).ok).toBe(false);
    expect(parseOptionWordsOnce(['bishop'])).toMatchObject({ ok: false, code: 'bad-option' });
  });
});

describe('optionWords', () => {
  it('names only the options that differ from their defaults, in spec order', () => {
    expect(optionWords(SPECS, { castling: 'off', bishop: '120' })).toEqual([
      'bishop=120',
      'castling=off',
    ]);
    expect(optionWords(SPECS, { bishop: '60', castling: 'on' })).toEqual([]);
    expect(optionWords(SPECS, {})).toEqual([]);
  });

  it('round-trips through parseOptionWords and resolveOptions', () => {
    const options = { bishop: '120', castling: 'off' };
    const words = parseOptionWords(optionWords(SPECS, options));
    expect(words.ok && resolveOptions(SPECS, words.value)).toEqual({ ok: true, value: options });
  });
});

describe('ruleChanges', () => {
  it('names the options that change the rules, not those that only rename cells', () => {
    const specs: OptionSpec[] = [
      ...SPECS,
      {
        name: 'letters',
        description: 'cell names',
        values: ['a', 'b'],
        default: 'a',
        notation: true,
      },
    ];
    expect(ruleChanges(specs, { letters: 'b' })).toEqual([]);
    expect(ruleChanges(specs, { letters: 'b', castling: 'off' })).toEqual(['castling=off']);
    expect(ruleChanges(specs, {})).toEqual([]);
  });

  it("leaves Triangulation's column letters out: only the names of Blue's columns change", () => {
    const specs = triangulation.options;
    expect(ruleChanges(specs, { 'column-letters': 'pi-sigma-phi-psi' })).toEqual([]);
    expect(ruleChanges(specs, { players: '2', 'column-letters': 'pi-sigma-phi-psi' })).toEqual([
      'players=2',
    ]);
  });
});
