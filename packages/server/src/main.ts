/**
 * `npm start`: the game server and the built web app on one port.
 *
 *   PORT=8080 DATA_DIR=./data node packages/server/dist/main.js      (or: --port 8080)
 *   DATABASE_URL=postgres://…   stores games in PostgreSQL instead of SQLite
 *   REDIS_URL=redis://…         shares game events with other server processes
 *   LOG_LEVEL, TRUST_PROXY, MAX_CONNECTIONS_PER_ADDRESS, HELLO_TIMEOUT_MS,
 *   GAMES_PER_MINUTE, GAMES_BURST, SIGNUPS_PER_MINUTE, SIGNUPS_BURST, SIGNINS_PER_MINUTE,
 *   SIGNINS_BURST, SIGNINS_PER_NAME_PER_MINUTE, SIGNINS_PER_NAME_BURST, WAITING_EXPIRY_MS,
 *   STOP_MS: packages/server/README.md
 *
 * `trigon serve` (packages/cli) does the same with flags.
 */
import { DEFAULT_STOP_MS } from './app.js';
import { operatorSettings, parsePort, serve } from './serve.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // A variable set to the empty string counts as unset, as in the rest of the settings.
  const env = (name: string) => process.env[name] || undefined;
  const at = args.indexOf('--port');
  const port =
    at >= 0 ? parsePort(args[at + 1] ?? '', '--port') : parsePort(env('PORT') ?? '8080', 'PORT');
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
