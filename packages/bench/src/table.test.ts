import { describe, expect, it } from 'vitest';
import { formatTable } from './table.js';

describe('formatTable', () => {
  it('aligns each column to its widest cell', () => {
    const text = formatTable(
      [
        { header: 'game', align: 'left' },
        { header: 'nodes', align: 'right' },
      ],
      [
        ['trigonal', '224'],
        ['x', '1234567'],
      ],
    );
    expect(text).toBe(
      ['game        nodes', '--------  -------', 'trigonal      224', 'x         1234567', ''].join(
        '\n',
      ),
    );
  });
});
