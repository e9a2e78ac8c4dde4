import { describe, expect, it } from 'vitest';
import { err, ok, unwrap } from './result.js';

describe('Result', () => {
  it('carries a value or an error message', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(err('no')).toEqual({ ok: false, error: 'no' });
  });

  it('unwrap gives the value, or throws the message', () => {
    expect(unwrap(ok('x'))).toBe('x');
    expect(() => unwrap(err('f9 is not a cell'))).toThrow('f9 is not a cell');
  });
});
