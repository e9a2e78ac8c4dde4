/** Where the log goes and how much of it: JSON lines (pino), to stdout unless a stream is given. */
export interface LogSettings {
  readonly level?: string;
  readonly stream?: { write(line: string): void };
}

/** Log lines never carry these, whatever an object logged by mistake holds. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'token',
  '*.token',
  'req.headers["x-csrf-token"]',
  'req.body',
  'password',
  '*.password',
  'current',
  '*.current',
  'passwordHash',
  '*.passwordHash',
  'csrf',
  '*.csrf',
  'idHash',
  '*.idHash',
  'session',
  '*.session',
];

/** Fastify's `logger` option: off when false or left out (tests), JSON lines otherwise. */
export function loggerOption(logger: boolean | LogSettings | undefined) {
  if (!logger) return false;
  const settings = logger === true ? {} : logger;
  return {
    level: settings.level ?? 'info',
    redact: REDACT,
    stream: settings.stream ?? stdoutLog(),
  };
}

let stdout: { write(line: string): void } | undefined;

/**
 * Standard output as the log's stream, one for the process. Not pino's own stdout stream: that
 * one writes asynchronously and flushes what it holds when the process exits, and its flush
 * (sonic-boom 4.2.1) retries a broken pipe for ever, so a server whose log reader had gone
 * (`npm start | tee log`, then Ctrl-C) could hang at its exit instead of ending. Node writes
 * standard output synchronously to files and pipes on Linux, so nothing is left to flush. A
 * broken pipe ends the log, not the process; any other failure to write is thrown, as pino's
 * stream did.
 */
function stdoutLog(): { write(line: string): void } {
  if (stdout !== undefined) return stdout;
  let open = true;
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    open = false;
  });
  stdout = {
    write(line: string) {
      if (open) process.stdout.write(line);
    },
  };
  return stdout;
}
