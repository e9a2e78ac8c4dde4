import { describe, expect, it } from 'vitest';
import { byText, parseArgs, positionals, UsageError } from './args.js';

const flags = { position: 'string', option: 'strings', divide: 'boolean' } as const;

describe('parseArgs', () => {
  it('reads values, repeated values, switches and positionals', () => {
    const parsed = parseArgs(
      ['trigonal', '--position', 'x y', '--option=a=1', '--option', 'b=2', '--divide', '3'],
      flags,
    );
    expect(parsed.positionals).toEqual(['trigonal', '3']);
    expect(parsed.strings.get('position')).toEqual(['x y']);
    expect(parsed.strings.get('option')).toEqual(['a=1', 'b=2']);
    expect(parsed.switches.has('divide')).toBe(true);
  });

  it('takes the next word as a value even when it starts with a dash, and stops at --', () => {
    const parsed = parseArgs(['--position', '--odd', '--', '--divide'], flags);
    expect(parsed.strings.get('position')).toEqual(['--odd']);
    expect(parsed.positionals).toEqual(['--divide']);
    expect(parseArgs(['-1', '-'], flags).positionals).toEqual(['-1', '-']);
  });

  it.each([
    [['--nope'], "unknown flag '--nope' (flags: --position, --option, --divide)"],
    [['-x'], "unknown flag '-x' (flags: --position, --option, --divide)"],
    [['--position'], '--position needs a value'],
    [['--position', 'a', '--position=b'], '--position given twice'],
    [['--divide=yes'], '--divide takes no value'],
  ])('rejects %j', (args, message) => {
    expect(() => parseArgs(args, flags)).toThrow(new UsageError(message));
  });
});

describe('positionals', () => {
  it('names a missing or an extra argument', () => {
    const parsed = parseArgs(['trigonal'], {});
    expect(positionals(parsed, ['<game>'])).toEqual(['trigonal']);
    expect(() => positionals(parsed, ['<game>', '<depth>'])).toThrow('missing argument <depth>');
    expect(() => positionals(parsed, [])).toThrow("unexpected argument 'trigonal'");
  });
});

describe('byText', () => {
  it('is plain string order: upper case before lower case, digits by character', () => {
    expect(['b1', 'a10', 'a9', 'O-O', 'a1'].sort(byText)).toEqual(['O-O', 'a1', 'a10', 'a9', 'b1']);
  });
});
