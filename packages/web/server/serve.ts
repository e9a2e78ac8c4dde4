/**
 * The app alone, without the game server (`npm start -w @trigon/web`, and the e2e tests of
 * local play): builds the app when its sources are newer than the last build, then serves it
 * with a small static HTTP server. The root `npm start` serves the app from the game server.
 *
 *   PORT=3000 npm start        or        npm start -- --port 3000
 */
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes, pagePolicy, policyHeader } from '@trigon/protocol/page-policy';

/** packages/web: the nearest folder above this file (source or build) with the Vite config. */
function findWebRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'vite.config.ts'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find packages/web above ' + import.meta.url);
    dir = parent;
  }
  return dir;
}

export const webRoot = findWebRoot();
export const appDir = join(webRoot, 'dist', 'app');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The newest modification time (ms) of any file under the given paths. */
function newest(paths: string[]): number {
  let max = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        max = Math.max(max, newest([join(path, entry)]));
      }
    } else {
      max = Math.max(max, stat.mtimeMs);
    }
  }
  return max;
}

/** True when there is no build, or some source of the app is newer than it. */
export function buildIsStale(): boolean {
  const index = join(appDir, 'index.html');
  if (!existsSync(index)) return true;
  const sources = [
    join(webRoot, 'src'),
    join(webRoot, 'index.html'),
    join(webRoot, 'vite.config.ts'),
    join(webRoot, 'package.json'),
    join(webRoot, '..', 'engine', 'src'),
    join(webRoot, '..', 'ai', 'src'),
    // The rules files the build renders into rules-docs/.
    join(webRoot, '..', '..', 'docs', 'rules'),
  ];
  return newest(sources) > statSync(index).mtimeMs;
}

export async function buildApp(): Promise<void> {
  const vite = await import('vite');
  await vite.build({ root: webRoot, configFile: join(webRoot, 'vite.config.ts') });
}

/**
 * A static server for the built app: hashed assets are cached for good, pages are not. It sends
 * the game server's Content Security Policy (@trigon/protocol's page-policy.ts), with the inline
 * scripts of the build it serves, so that the tests of local play run under it too.
 */
export function createAppServer(root: string = appDir): Server {
  const base = resolve(root);
  const page = join(base, 'index.html');
  const policy = policyHeader(
    pagePolicy(existsSync(page) ? inlineScriptHashes(readFileSync(page, 'utf8')) : []),
  );
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let file = resolve(base, '.' + pathname);
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(pathname) !== '') {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      // Other paths get the app itself, which routes by its URL hash.
      file = join(base, 'index.html');
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': String(statSync(file).size),
      // Cross-origin isolation lets the AI's worker share a stop flag with the page.
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': policy,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
      'Cache-Control': file.includes(`${sep}assets${sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  });
}

function portFromArgs(args: readonly string[]): number {
  const at = args.indexOf('--port');
  const text = at >= 0 ? args[at + 1] : process.env.PORT;
  const port = text === undefined ? 8080 : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`port must be an integer 0..65535, not '${text}'`);
  }
  return port;
}

async function main(): Promise<void> {
  const port = portFromArgs(process.argv.slice(2));
  if (buildIsStale()) {
    console.log('Building the app…');
    await buildApp();
  }
  const server = createAppServer();
  server.on('error', (error) => {
    console.error(`Cannot serve on port ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, process.env.HOST, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`Trigon is served on http://localhost:${actual}`);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
