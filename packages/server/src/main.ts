/**
 * `npm start`: the game server and the built web app on one port.
 *
 *   PORT=8080 DATA_DIR=./data node packages/server/dist/main.js      (or: --port 8080)
 *   DATABASE_URL=postgres://…   stores games in PostgreSQL instead of SQLite
 *   REDIS_URL=redis://…         shares game events with other server processes
 *   LOG_LEVEL, TRUST_PROXY, MAX_CONNECTIONS_PER_ADDRESS, HELLO_TIMEOUT_MS,
 *   GAMES_PER_MINUTE, GAMES_BURST, SIGNUPS_PER_MINUTE, SIGNUPS_BURST, SIGNINS_PER_MINUTE,
 *   SIGNINS_BURST, SIGNINS_PER_NAME_PER_MINUTE, SIGNINS_PER_NAME_BURST, WAITING_EXPIRY_MS,
 *   STOP_MS, OPERATOR_TOKEN: packages/server/README.md
 *
 * `trigon serve` (packages/cli) does the same with flags.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_STOP_MS } from './app.js';
import { operatorSettings, parsePort, serve } from './serve.js';

async function main(): Promise<void> {
  // A reader of stdout that has gone (a log pipe's end killed) fails the banner's write with
  // EPIPE. Unhandled, it ended the process: the log is lost either way (ops/log.ts stops writing
  // it on EPIPE); the games need not be.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const given = portFlag(process.argv.slice(2));
  // A variable set to the empty string counts as unset, as in the rest of the settings.
  const env = (name: string) => process.env[name] || undefined;
  const port =
    given !== undefined ? parsePort(given, '--port') : parsePort(env('PORT') ?? '8080', 'PORT');
  // The rest of the environment (limits, logs, stop time) is read by serve() itself.
  const stopMs = operatorSettings(process.env).stopMs ?? DEFAULT_STOP_MS;
  const server = await serve({
    port,
    host: env('HOST') ?? '0.0.0.0',
    dataDir: env('DATA_DIR') ?? 'data',
    databaseUrl: env('DATABASE_URL'),
    redisUrl: env('REDIS_URL'),
    appDir: env('APP_DIR'),
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // The stop finishes within stopMs; past that (a store that hangs), the process goes anyway.
    setTimeout(() => {
      console.error(`the server did not stop within ${stopMs} ms; exiting`);
      process.exit(1);
    }, stopMs + 2000).unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  // Only now: whoever waits for this line may stop the server at once, and gets a graceful stop.
  console.log(server.banner);
}

/**
 * The value of `--port N` or `--port=N`, the one flag `npm start -- …` takes. Anything else is
 * refused: a misspelt flag or `--host` would otherwise start a server where nobody asked for one,
 * without a word.
 */
function portFlag(args: readonly string[]): string | undefined {
  const advice =
    'npm start takes --port N; the other settings are variables (packages/server/README.md)';
  let ports: string[] | undefined;
  try {
    ({
      values: { port: ports },
    } = parseArgs({
      args: [...args],
      options: { port: { type: 'string', multiple: true } },
      strict: true,
    }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const flag = args.find((arg) => arg.startsWith('-') && !/^--port(=|$)/.test(arg)) ?? '';
      throw new Error(`unknown flag '${flag.split('=')[0]}': ${advice}`, { cause: error });
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const word = args.find((arg, i) => !arg.startsWith('-') && args[i - 1] !== '--port');
      throw new Error(`unexpected argument '${word}': ${advice}`, { cause: error });
    }
    // --port with no value, or one that reads as a flag ('--port -1'): the port's own refusal
    // says what is wrong with what followed it.
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      return args[args.indexOf('--port') + 1] ?? '';
    throw error;
  }
  if (ports !== undefined && ports.length > 1)
    throw new Error(`--port is given ${ports.length} times (${ports.join(', ')}): give it once`);
  return ports?.[0];
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
