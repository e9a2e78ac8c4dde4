import type { ParsedArgs } from '../args.js';
import { flag, printable, UsageError } from '../args.js';
import type { Io } from '../io.js';

/** Where the commands that read a game server look, without `--server` or TRIGON_SERVER. */
export const DEFAULT_SERVER = 'http://localhost:8080';

export const serverFlagHelp = `  --server URL         the Trigon server to ask (default: TRIGON_SERVER when it is set and
                       not empty, else ${DEFAULT_SERVER})`;

/** The server's address from `--server`, TRIGON_SERVER or the default, checked to be http(s). */
export function serverArg(parsed: ParsedArgs, io: Io): string {
  const given = flag(parsed, 'server');
  // A variable set to the empty string counts as unset, as for serve's; a bad address is named
  // where it came from, so that one set long ago in a shell's profile is found.
  const fromEnv = io.env.TRIGON_SERVER === '' ? undefined : io.env.TRIGON_SERVER;
  const source = given !== undefined ? '--server' : 'TRIGON_SERVER';
  const text = given ?? fromEnv ?? DEFAULT_SERVER;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${source}: '${text}' is not a URL (for example ${DEFAULT_SERVER})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${source}: '${text}' is not an http or https address`);
  // Its path too: a server may be reached under one, behind a proxy (https://host/trigon).
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/**
 * A failure of the server or of reaching it, with the server's own sentence: the command
 * prints it and exits with status 1 (not 2: nothing the user typed was malformed).
 */
export class ServerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerError';
  }
}

/** GETs `path` of the server: the answer's body, as text or JSON; a refusal throws ServerError. */
export async function getText(server: string, path: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(server + path, { headers: { accept: 'application/json, text/plain' } });
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    throw new ServerError(
      `cannot reach the Trigon server at ${server} (${cause?.code ?? cause?.message ?? (e as Error).message}); give its address with --server`,
    );
  }
  const text = await response.text();
  if (response.ok) return text;
  let sentence = `the server answered ${response.status}`;
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') sentence = body.error;
  } catch {
    // Not the server's JSON (a proxy's page, say): the status says enough.
  }
  throw new ServerError(sentence);
}

export async function getJson<T>(server: string, path: string): Promise<T> {
  const text = await getText(server, path);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ServerError(`${server}${path} did not answer JSON: is it a Trigon server?`);
  }
}

/** Runs a command's body, turning a ServerError into its sentence on stderr and status 1. */
export async function askingServer(io: Io, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (!(e instanceof ServerError)) throw e;
    io.stderr.write(`trigon: ${printable(e.message)} [server]\n`);
    return 1;
  }
}

/** '1500?' for a provisional rating (RD above 110), as lichess shows one; else the number. */
export function ratingText(rating: number, provisional: boolean): string {
  return provisional ? `${rating}?` : String(rating);
}

/** A date as YYYY-MM-DD (UTC), as the lists print them. */
export function dayText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
