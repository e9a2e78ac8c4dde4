/**
 * The headers that tell a browser what the app may do, through @fastify/helmet: a Content
 * Security Policy that runs only the app's own scripts (so that text a player writes, should
 * it ever reach the page as markup, runs nothing) and lets no other site frame the app (so that
 * no page can lay its buttons over Resign or Delete account), `nosniff`, no referrer to other
 * sites, and the cross-origin isolation the AI's worker needs to share its stop flag.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The CSP sources of the inline scripts of the app's index.html: the one that sets the theme
 * before the first paint. Hashed from the build being served, so that any build's own inline
 * scripts run, and nothing else inline does.
 */
export function inlineScriptHashes(appDir: string | undefined): string[] {
  const page = appDir === undefined ? undefined : join(appDir, 'index.html');
  if (page === undefined || !existsSync(page)) return [];
  const html = readFileSync(page, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
  }
  return hashes;
}

export async function securityHeaders(app: FastifyInstance, appDir: string | undefined) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(appDir)],
        // Preact writes style through the CSSOM, which a policy does not govern.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The WebSocket at /ws is the page's own origin ('self' covers ws: and wss: there).
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: { policy: 'require-corp' },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // HTTPS is the proxy's: one that terminates TLS sets Strict-Transport-Security for its
    // whole host, which this server cannot know the extent of (README, "HTTP").
    strictTransportSecurity: false,
  });
}
