import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from '@trigon/protocol';

describe('metrics in the README', () => {
  it('lists every WebSocket message type that trigon_commands_total counts, and no other', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const row = /^\| `trigon_commands_total\{command\}` \|.*\|(.*)\|$/m.exec(readme)![1]!;
    const listed = [...row.matchAll(/`([a-z]+)`/g)].map((m) => m[1]);
    const types = clientMessageSchema.options.map((option) => option.shape.t.value);
    expect(listed).toEqual(types);
  });
});
