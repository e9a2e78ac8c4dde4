/**
 * Whether a request comes from a page of this server's own site: its Origin header names the
 * host the request was sent to. Browsers send Origin with every state-changing request and
 * every WebSocket handshake, and a page cannot forge it; clients that are not browsers send
 * none, and are not asked (what they could do, they can do without a browser).
 */
import type { IncomingHttpHeaders } from 'node:http';

/** Whether `origin` (an Origin header: `https://host[:port]`, or `null`) is of `host`. */
export function sameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The host a request was sent to, as Fastify's `request.host` reads it for the HTTP routes:
 * behind trusted proxies the last X-Forwarded-Host entry (the one the nearest proxy wrote),
 * otherwise Host.
 */
export function requestHost(
  headers: IncomingHttpHeaders,
  trustedProxies: number,
): string | undefined {
  const forwarded = headers['x-forwarded-host'];
  if (trustedProxies > 0 && typeof forwarded === 'string' && forwarded.length > 0)
    return forwarded.split(',').at(-1)!.trim();
  return headers.host;
}
