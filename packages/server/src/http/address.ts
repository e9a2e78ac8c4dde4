/**
 * The address a request comes from, for limits and logs. Behind a reverse proxy every request
 * comes from the proxy, so the server reads X-Forwarded-For, but only as many entries from its
 * right end as there are proxies it trusts: a client can write anything further left.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  const socket = socketAddress ?? 'unknown';
  if (trustedProxies <= 0 || forwardedFor === undefined) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  // The chain as seen from here: the client's claims, then each proxy, then the socket.
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}
