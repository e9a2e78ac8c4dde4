/**
 * `npm start`: the game server and the built web app on one port.
 *
 *   PORT=8080 DATA_DIR=./data node packages/server/dist/main.js      (or: --port 8080)
 *   DATABASE_URL=postgres://…   stores games in PostgreSQL instead of SQLite
 *   REDIS_URL=redis://…         shares game events with other server processes
 *
 * `trigon serve` (packages/cli) does the same with flags.
 */
import { parsePort, serve } from './serve.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--port');
  const port =
    at >= 0
      ? parsePort(args[at + 1] ?? '', '--port')
      : parsePort(process.env.PORT ?? '8080', 'PORT');
  const server = await serve({
    port,
    host: process.env.HOST ?? '0.0.0.0',
    dataDir: process.env.DATA_DIR ?? 'data',
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    appDir: process.env.APP_DIR,
    disconnectMs: process.env.DISCONNECT_MS ? Number(process.env.DISCONNECT_MS) : undefined,
  });
  console.log(server.banner);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
