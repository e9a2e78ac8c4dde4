import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { integerArg } from './ai-support.js';
import { parseArgs, positionals, printable, UsageError } from '../args.js';
import type { Command } from '../command.js';
import { loadServer } from './server-package.js';

/** What `trigon serve` uses of @trigon/server (packages/server/src/serve.ts). */
interface ServerModule {
  serve(settings: {
    port: number;
    host: string;
    dataDir: string;
    databaseUrl?: string;
    redisUrl?: string;
    appDir?: string;
  }): Promise<{ banner: string; close(): Promise<void> }>;
}

/** The flag of each variable the server reads: its messages name the variable. */
const FLAGS: Readonly<Record<string, string>> = {
  PORT: 'port',
  HOST: 'host',
  DATA_DIR: 'data',
  DATABASE_URL: 'database',
  REDIS_URL: 'redis',
  APP_DIR: 'app',
};

export const serveCommand: Command = {
  name: 'serve',
  summary: 'start the game server with the web app, as npm start does',
  usage: `trigon serve [--port N] [--host ADDRESS] [--data DIR] [--database URL] [--redis URL] [--app DIR]

Serves the web app and online play on http://localhost:N (default 8080, or PORT), until
interrupted (Ctrl-C). Games are kept in SQLite in DIR (default ./data, or DATA_DIR), or in the
PostgreSQL database at --database (or DATABASE_URL); --redis (or REDIS_URL) shares game events
with other server processes. --app (or APP_DIR) is the built web app's folder, which must hold
its index.html (by default the repository's; none: the API alone). --host defaults to 0.0.0.0
(every interface). Prints one line when it is ready: "Trigon is served on http://localhost:N (…)".
A setting the server cannot use (a port in use, a database down) is an error line and status 1.
Needs the @trigon/server package (in this repository it is installed).`,
  async run(args, io) {
    const parsed = parseArgs(args, {
      port: 'string',
      host: 'string',
      data: 'string',
      database: 'string',
      redis: 'string',
      app: 'string',
    });
    positionals(parsed, []);
    // A variable set to the empty string counts as unset, as shells leave them.
    const fromEnv = (env: string) => (io.env[env] === '' ? undefined : io.env[env]);
    const value = (flag: string, env: string) => parsed.strings.get(flag)?.[0] ?? fromEnv(env);
    // A bad port is named where it came from: the flag, or the variable.
    const portSource = parsed.strings.has('port') ? '--port' : 'PORT';
    const port = integerArg(portSource, value('port', 'PORT') ?? '8080', 0, 65535);
    const appDir = value('app', 'APP_DIR');
    // Without one the server serves no page at all, and says nothing: a typo would go unseen.
    if (appDir !== undefined && appDir !== 'none' && !existsSync(join(appDir, 'index.html')))
      throw new UsageError(
        `${parsed.strings.has('app') ? '--app' : 'APP_DIR'}: '${appDir}' has no index.html, so it is not a built web app (npm run build writes packages/web/dist/app; none serves the API alone)`,
      );
    const server = await loadServer<ServerModule>('serve');
    let running: Awaited<ReturnType<ServerModule['serve']>>;
    try {
      running = await server.serve({
        port,
        host: value('host', 'HOST') ?? '0.0.0.0',
        dataDir: value('data', 'DATA_DIR') ?? 'data',
        databaseUrl: value('database', 'DATABASE_URL'),
        redisUrl: value('redis', 'REDIS_URL'),
        appDir,
      });
    } catch (error) {
      // A port in use, an unreachable database: the machine's state, not a mistake in the flags.
      // The server names the variable of a setting; one given here as a flag is named so.
      const message = (error as Error).message.replace(/^([A-Z_]+):/, (word, name: string) =>
        FLAGS[name] !== undefined && parsed.strings.has(FLAGS[name]) ? `--${FLAGS[name]}:` : word,
      );
      io.stderr.write(`trigon: cannot start the server: ${printable(message)} [server]\n`);
      return 1;
    }
    // A server runs until the process is told to stop; then it closes its storage cleanly. The
    // handlers come before the line that says it is ready, which a stop may follow at once.
    const stopped = new Promise<void>((done) => {
      process.once('SIGINT', done);
      process.once('SIGTERM', done);
    });
    io.stdout.write(`${running.banner}\n`);
    await stopped;
    await running.close();
    return 0;
  },
};
