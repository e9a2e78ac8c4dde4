import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../args.js';
import { bufferIo } from '../io.js';
import { DEFAULT_SERVER, serverArg } from './server-api.js';

function server(args: string[], env: Record<string, string>): string {
  return serverArg(parseArgs(args, { server: 'string' }), bufferIo({ env }));
}

function refusal(args: string[], env: Record<string, string>): string {
  try {
    server(args, env);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  throw new Error('not refused');
}

describe('the server a command asks', () => {
  it('is --server, else TRIGON_SERVER, else the default; an empty TRIGON_SERVER is unset', () => {
    const env = { TRIGON_SERVER: 'http://env.example:1' };
    expect(server(['--server', 'https://flag.example/trigon/'], env)).toBe(
      'https://flag.example/trigon',
    );
    expect(server([], env)).toBe('http://env.example:1');
    expect(server([], {})).toBe(DEFAULT_SERVER);
    expect(server([], { TRIGON_SERVER: '' })).toBe(DEFAULT_SERVER);
  });

  it('names where a bad address came from', () => {
    expect(refusal(['--server', 'localhost 8080'], {})).toBe(
      `--server: 'localhost 8080' is not a URL (for example ${DEFAULT_SERVER})`,
    );
    expect(refusal([], { TRIGON_SERVER: 'localhost 8080' })).toBe(
      `TRIGON_SERVER: 'localhost 8080' is not a URL (for example ${DEFAULT_SERVER})`,
    );
    expect(refusal([], { TRIGON_SERVER: 'ftp://files.example' })).toBe(
      "TRIGON_SERVER: 'ftp://files.example' is not an http or https address",
    );
    // The flag wins over a bad variable, which is then not read.
    expect(server(['--server', 'http://flag.example'], { TRIGON_SERVER: 'bad' })).toBe(
      'http://flag.example',
    );
  });
});
