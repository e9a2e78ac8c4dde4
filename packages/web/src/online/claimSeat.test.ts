/**
 * Taking a seat posts to the game's own address whatever its id holds: the id comes from the
 * page's address (`#/online/<id>`, which any link can write), and the post carries the session's
 * CSRF token, so an id such as `../../api/signout?` must not lead it to another route.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

let posts: string[];

beforeEach(() => {
  vi.resetModules();
  posts = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) => {
    const body =
      path === '/api/session'
        ? { account: { name: 'Ada', created: 1, csrf: 'token-1' }, ended: false }
        : { seat: 1, token: 'a-seat-token-of-the-game' };
    if (init.method === 'POST') posts.push(path);
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
});

afterEach(() => vi.unstubAllGlobals());

it("posts the claim to the game's join route, its id escaped", async () => {
  const { claimSeat } = await import('./protocol.js');
  await claimSeat('g1');
  await claimSeat('../../api/signout?');
  expect(posts).toEqual(['/api/games/g1/join', '/api/games/..%2F..%2Fapi%2Fsignout%3F/join']);
});
