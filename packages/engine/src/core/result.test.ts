import { describe, expect, it } from 'vitest';
import { EngineError, err, fail, ok, unwrap } from './result.js';

describe('Result', () => {
  it('carries a value, or a code and an error message', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(err('bad-cell', 'no')).toEqual({ ok: false, code: 'bad-cell', error: 'no' });
  });

  it('fail passes a failure on with its code, the message in context', () => {
    const failure = err('illegal-move', 'f4-f6 is not a legal move');
    expect(fail(failure as Extract<typeof failure, { ok: false }>, 'move 2: ')).toEqual({
      ok: false,
      code: 'illegal-move',
      error: 'move 2: f4-f6 is not a legal move',
    });
  });

  it('unwrap gives the value, or throws the message with its code', () => {
    expect(unwrap(ok('x'))).toBe('x');
    expect(() => unwrap(err('bad-cell', 'f9 is not a cell'))).toThrow('f9 is not a cell');
    try {
      unwrap(err('bad-cell', 'f9 is not a cell'));
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('bad-cell');
    }
  });
});
