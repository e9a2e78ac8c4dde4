/**
 * `npm start`: the game server and the built web app on one port.
 *
 *   PORT=8080 DATA_DIR=./data node packages/server/dist/main.js      (or: --port 8080)
 *   DATABASE_URL=postgres://…   stores games in PostgreSQL instead of SQLite
 *   REDIS_URL=redis://…         shares game events with other server processes
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { LocalBus, RedisBus, type Bus } from './game/bus.js';
import { openStore } from './store/open.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--port');
  const port = Number(at >= 0 ? args[at + 1] : (process.env.PORT ?? 8080));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be an integer 0..65535, not '${process.env.PORT}'`);
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const bus: Bus = process.env.REDIS_URL
    ? await RedisBus.open(process.env.REDIS_URL, randomBytes(6).toString('hex'))
    : new LocalBus();
  const disconnectMs = process.env.DISCONNECT_MS ? Number(process.env.DISCONNECT_MS) : undefined;
  const { app, service } = await buildApp({
    store,
    bus,
    // The web app built beside this package in the repository, unless APP_DIR says otherwise.
    appDir: process.env.APP_DIR
      ? resolve(process.env.APP_DIR)
      : fileURLToPath(new URL('../../web/dist/app', import.meta.url)),
    disconnectMs,
  });
  const resumed = await service.resume();
  const address = await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${dataDir}`;
  console.log(
    `Trigon is served on ${address.replace('0.0.0.0', 'localhost')} (games in ${where}; ${resumed} resumed)`,
  );
  const stop = async () => {
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
