import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@trigon/protocol';

describe('error codes', () => {
  it('the README lists every code the server sends, with its meaning, and no other', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Error codes'));
    const rows = [...section.matchAll(/^\| `([a-z-]+)` \| (.+) \|$/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(rows)).toEqual(SERVER_ERRORS);
  });
});
