import { UsageError } from '../args.js';

/*
 * The server is loaded only when a command that needs it runs, by a name TypeScript does not
 * follow: the rules commands must not pay for (or depend on) the server's storage and network
 * packages.
 */
const SERVER_PACKAGE = '@trigon/server';

/**
 * The @trigon/server package, as much of it as `command` uses (`T`), or a usage error saying
 * that the command needs it when it is not installed.
 */
export async function loadServer<T>(command: string): Promise<T> {
  try {
    return (await import(SERVER_PACKAGE)) as T;
  } catch {
    throw new UsageError(`${command} needs the ${SERVER_PACKAGE} package, which is not installed`);
  }
}
