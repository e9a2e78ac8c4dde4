import { Readable } from 'node:stream';

/** Where a command's text goes. */
export interface Writer {
  write(text: string): void;
}

/**
 * Everything a command touches outside itself, so that tests can run commands in-process
 * with buffers and a command never reaches for `process` directly.
 */
export interface Io {
  readonly stdout: Writer;
  readonly stderr: Writer;
  readonly stdin: NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** stdout is a terminal: colour and other decoration are welcome. */
  readonly stdoutIsTTY: boolean;
  /**
   * Calls `listener` on the first interrupt (Ctrl-C: SIGINT) instead of letting it end the
   * process, until the returned function is called; a second interrupt ends the process as
   * usual. For a command that has something to say when stopped (a match's score so far).
   */
  onInterrupt(listener: () => void): () => void;
}

/** The real process. */
export function processIo(): Io {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    onInterrupt(listener) {
      const first = () => {
        // With no listener left, SIGINT ends the process again.
        process.off('SIGINT', first);
        listener();
      };
      process.on('SIGINT', first);
      return () => process.off('SIGINT', first);
    },
  };
}

/** An Io that keeps what is written, for tests and for callers that want the text. */
export interface BufferIo extends Io {
  out(): string;
  err(): string;
  /** Interrupts as Ctrl-C would: calls the listeners given to `onInterrupt`. */
  interrupt(): void;
}

export function bufferIo(
  setup: { stdin?: string; tty?: boolean; env?: Record<string, string | undefined> } = {},
): BufferIo {
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  return {
    stdout: { write: (text) => void (out += text) },
    stderr: { write: (text) => void (err += text) },
    stdin: Readable.from(setup.stdin === undefined ? [] : [setup.stdin]),
    env: setup.env ?? {},
    stdoutIsTTY: setup.tty ?? false,
    onInterrupt(listener) {
      const first = () => {
        listeners.delete(first);
        listener();
      };
      listeners.add(first);
      return () => void listeners.delete(first);
    },
    out: () => out,
    err: () => err,
    interrupt: () => [...listeners].forEach((listener) => listener()),
  };
}

/**
 * Colour only on a terminal, and never when NO_COLOR is set to anything but the empty string
 * (https://no-color.org: an empty NO_COLOR is as if unset).
 */
export function wantsColour(io: Io): boolean {
  const noColour = io.env.NO_COLOR;
  return io.stdoutIsTTY && (noColour === undefined || noColour === '');
}
