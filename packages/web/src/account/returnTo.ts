/**
 * Where a visitor goes back to once signed in or signed up: the page they were on when they
 * followed a link to the sign-in page. The header's links are made from the address bar at the
 * moment they are followed, since a game page writes its moves there without a navigation.
 */
import { formatRoute, parseRoute } from '../app/route.js';

/** The address to come back to from the page at `hash` (the address bar's hash). */
export function returnAddress(hash: string): string {
  const route = parseRoute(hash);
  // From one of the two forms to the other: still back to where the visitor first came from.
  if (route.page === 'signin' || route.page === 'signup') return route.from ?? '#/';
  // A seat's token never goes into another address (the online page takes it out of its own).
  if (route.page === 'online') return formatRoute({ page: 'online', id: route.id });
  return hash.startsWith('#/') ? hash : '#/';
}

/** The link to the sign-in or sign-up page from the page at `hash`. */
export function accountFormLink(page: 'signin' | 'signup', hash: string): string {
  const from = returnAddress(hash);
  return formatRoute(from === '#/' ? { page } : { page, from });
}
