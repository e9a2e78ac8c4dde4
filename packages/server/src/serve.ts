import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { LocalBus, RedisBus, type Bus } from './game/bus.js';
import { openStore } from './store/open.js';

/** Where and how to serve: `npm start` and `trigon serve` read these from flags and env. */
export interface ServeSettings {
  readonly port: number;
  readonly host: string;
  /** SQLite's folder, unless `databaseUrl` names a PostgreSQL database. */
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** Redis for game events shared with other server processes; alone without it. */
  readonly redisUrl?: string;
  /** The built web app; the one beside this package in the repository by default. */
  readonly appDir?: string;
  readonly disconnectMs?: number;
}

export interface RunningServer {
  /** `http://localhost:8080` */
  readonly address: string;
  /** One line for people: where the server is and what it resumed. */
  readonly banner: string;
  close(): Promise<void>;
}

/** Opens the storage, starts the game server and the web app, and resumes unfinished games. */
export async function serve(settings: ServeSettings): Promise<RunningServer> {
  const dataDir = resolve(settings.dataDir);
  const store = await openStore({ databaseUrl: settings.databaseUrl, dataDir });
  const bus: Bus = settings.redisUrl
    ? await RedisBus.open(settings.redisUrl, randomBytes(6).toString('hex'))
    : new LocalBus();
  const { app, service } = await buildApp({
    store,
    bus,
    appDir: settings.appDir
      ? resolve(settings.appDir)
      : fileURLToPath(new URL('../../web/dist/app', import.meta.url)),
    disconnectMs: settings.disconnectMs,
  });
  const resumed = await service.resume();
  const listened = await app.listen({ port: settings.port, host: settings.host });
  const address = listened.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const where = settings.databaseUrl ? 'PostgreSQL' : `SQLite in ${dataDir}`;
  return {
    address,
    banner: `Trigon is served on ${address} (games in ${where}; ${resumed} resumed)`,
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/** Reads a port number, or says what is wrong with it. */
export function parsePort(text: string, source: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new Error(`${source} must be an integer 0..65535, not '${text}'`);
  }
  return port;
}
