/**
 * The security headers of the app's pages, declared once for both servers that serve the app:
 * the game server (packages/server, through @fastify/helmet) and the app's own static server
 * (packages/web/server, the app alone and its end-to-end tests of local play), so that the app
 * is tested under the policy it is served with. Node only (it hashes with node:crypto): the
 * subpath '@trigon/protocol/page-policy', which the app's bundle never imports.
 */
import { createHash } from 'node:crypto';

/** Directive name (as the header spells it) to its sources. */
export type PagePolicy = Readonly<Record<string, readonly string[]>>;

/**
 * The Content Security Policy: only the app's own scripts run, besides the page's inline ones
 * given by hash (`inlineScriptHashes`), so that text a player writes, should it ever reach the
 * page as markup, runs nothing; and no other site may frame the app, so that no page can lay its
 * buttons over Resign or Delete account.
 */
export function pagePolicy(inlineScripts: readonly string[]): PagePolicy {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts],
    // Preact writes style through the CSSOM, which a policy does not govern.
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // The WebSocket at /ws is the page's own origin ('self' covers ws: and wss: there).
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The CSP sources of a page's inline scripts ('sha256-…'), from its HTML: the built page's own
 * (the theme set before the first paint) run, and nothing else inline does.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
  }
  return hashes;
}

/** The policy as a Content-Security-Policy header's value. */
export function policyHeader(policy: PagePolicy): string {
  return Object.entries(policy)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}
