import { isIPv6 } from 'node:net';

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

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, trailing IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const bare = address.split('%')[0]!;
  const halves = bare.split('::');
  const parse = (part: string): number[] => {
    if (part === '') return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [parseInt(group, 16)];
      const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const left = parse(halves[0]!);
  if (halves.length === 1) return left;
  const right = parse(halves[1]!);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Whom an address's limits count: an IPv6 address by its /64 network, as written
 * `2001:db8:1:2::/64`, because one host (a home line, a cloud machine) is given a whole /64 and
 * may send from any of its 2^64 addresses, each of which would otherwise get a budget of its
 * own; an IPv4-mapped address (`::ffff:192.0.2.1`, as a dual-stack socket reports IPv4) as the
 * IPv4 address; anything else as it is.
 */
export function limitKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
