import { describe, expect, it } from 'vitest';
import { bufferIo, wantsColour } from './io.js';

describe('wantsColour', () => {
  it('colours a terminal unless NO_COLOR is set to something (https://no-color.org)', () => {
    expect(wantsColour(bufferIo({ tty: true }))).toBe(true);
    expect(wantsColour(bufferIo({ tty: true, env: { NO_COLOR: '1' } }))).toBe(false);
    expect(wantsColour(bufferIo({ tty: true, env: { NO_COLOR: '0' } }))).toBe(false);
    // Set but empty counts as unset.
    expect(wantsColour(bufferIo({ tty: true, env: { NO_COLOR: '' } }))).toBe(true);
    expect(wantsColour(bufferIo({ tty: false }))).toBe(false);
  });
});
