/**
 * The headers that tell a browser what the app may do, through @fastify/helmet: a Content
 * Security Policy that runs only the app's own scripts (so that text a player writes, should
 * it ever reach the page as markup, runs nothing) and lets no other site frame the app (so that
 * no page can lay its buttons over Resign or Delete account), `nosniff`, no referrer to other
 * sites, and the cross-origin isolation the AI's worker needs to share its stop flag. The
 * policy itself is @trigon/protocol's (page-policy.ts), which the app's own static server sends
 * too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { inlineScriptHashes, pagePolicy } from '@trigon/protocol/page-policy';

/** The inline scripts' CSP sources of the build being served (none without one). */
function servedInlineScripts(appDir: string | undefined): string[] {
  const page = appDir === undefined ? undefined : join(appDir, 'index.html');
  if (page === undefined || !existsSync(page)) return [];
  return inlineScriptHashes(readFileSync(page, 'utf8'));
}

export async function securityHeaders(app: FastifyInstance, appDir: string | undefined) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pagePolicy(servedInlineScripts(appDir)),
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
