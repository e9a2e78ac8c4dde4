/**
 * Accounts over HTTP, against SQLite and PostgreSQL: sign up, sign in and out, change the
 * password, delete the account, the session cookie, CSRF, limits, and every bad input of
 * issue #14 (each refused with a clear error, changing nothing).
 */
import { expect, it } from 'vitest';
import pg from 'pg';
import { hashSessionId } from './accounts/sessions.js';
import { Browser, freshName } from './testing/browser.js';
import { STORES, describeOn } from './testing/each-store.js';
import { DATABASE_URL_TEST, startServer } from './testing/harness.js';
import { OPEN_ACCOUNTS, suiteServer } from './testing/suite-server.js';

const PASSWORD = 'correct horse battery';

for (const kind of STORES) {
  describeOn(kind)(`accounts with ${kind}`, () => {
    const server = suiteServer(kind, { limits: OPEN_ACCOUNTS });

    const browser = () => new Browser(server.url);

    async function signedUp(name = freshName()) {
      const b = browser();
      const answer = await b.signUp(name, PASSWORD);
      expect(answer.status).toBe(201);
      return { b, name };
    }

    /** A browser whose cookie names a session of `name`'s that has expired (stored so). */
    async function expiredSession(name: string) {
      const user = (await server.store.accounts.userByName(name))!;
      const expired = browser();
      expired.cookie = 'expired-session-of-this-test-' + freshName();
      await server.store.accounts.createSession(
        {
          idHash: hashSessionId(expired.cookie),
          userId: user.id,
          csrf: 'c'.repeat(43),
          expiresAt: Date.now() - 1,
        },
        user.passwordHash,
      );
      return expired;
    }

    it('signs up into a session: an httpOnly SameSite=Lax cookie, the name and a CSRF token', async () => {
      const name = freshName('Al');
      const b = browser();
      const answer = await b.signUp(name, PASSWORD);
      expect(answer.status).toBe(201);
      expect(answer.body.name).toBe(name);
      expect(answer.body.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('trigon_session='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=2592000/);
      // 256 random bits, url-safe.
      expect(b.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const me = await b.me();
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ name, csrf: answer.body.csrf });
      // One account's answer (its CSRF token among it): no cache may keep it, nor any API answer.
      expect(me.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const games = await b.request('GET', '/api/me/games');
      expect([games.status, games.headers.get('cache-control')]).toEqual([200, 'no-store']);
      const missing = await b.request('GET', '/api/nothing-here');
      expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'no-store']);
      expect(Math.abs(me.body.created - Date.now())).toBeLessThan(60_000);

      // The store has an Argon2id hash, not the password, and the session id's SHA-256 only.
      const user = (await server.store.accounts.userByName(name))!;
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user.passwordHash).not.toContain(PASSWORD);
      expect(await server.store.accounts.session(b.cookie!, Date.now())).toBeUndefined();
      expect(
        await server.store.accounts.session(hashSessionId(b.cookie!), Date.now()),
      ).toBeDefined();
    });

    it('refuses a name taken in any mix of capitals, changing nothing', async () => {
      const { name } = await signedUp(freshName('Bo'));
      const again = await browser().signUp(name.toUpperCase(), 'another password');
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'name-taken',
        error: `the user name ${name.toUpperCase()} is taken`,
      });
      expect((await server.store.accounts.userByName(name))!.name).toBe(name);
      expect((await browser().signIn(name, 'another password')).status).toBe(401);
      expect((await browser().signIn(name.toLowerCase(), PASSWORD)).status).toBe(200);
    });

    it.each([
      ['a', 'a user name has 2 to 20 characters, not 1'],
      ['a'.repeat(21), 'a user name has 2 to 20 characters, not 21'],
      ['9lives', 'a user name starts with a letter'],
      ['_under', 'a user name starts with a letter'],
      [
        'tab\tname',
        'a user name has only ASCII letters, digits, _ and -; U+0009 is not one of them',
      ],
      [
        'nul\u0000',
        'a user name has only ASCII letters, digits, _ and -; U+0000 is not one of them',
      ],
      [
        'zero\u200Bwidth',
        'a user name has only ASCII letters, digits, _ and -; U+200B is not one of them',
      ],
      [
        'with space',
        'a user name has only ASCII letters, digits, _ and -; a space (U+0020) is not one of them',
      ],
      // Cyrillic а and е, which look like Latin a and e.
      [
        'p\u0430ypal',
        "a user name has only ASCII letters, digits, _ and -; 'а' (U+0430) is not one of them",
      ],
      [
        'Jos\u00e9',
        "a user name has only ASCII letters, digits, _ and -; 'é' (U+00E9) is not one of them",
      ],
    ])('refuses the user name %j: %s', async (name, error) => {
      const answer = await browser().signUp(name, PASSWORD);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'bad-name', error });
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(await server.store.accounts.userByName(name)).toBeUndefined();
    });

    it('refuses passwords too short or too long, and over-long fields', async () => {
      const name = freshName();
      const short = await browser().signUp(name, 'seven77');
      expect(short.body).toEqual({
        code: 'bad-password',
        error: 'a password has at least 8 characters',
      });
      const long = await browser().signUp(name, 'x'.repeat(201));
      expect(long.body).toEqual({
        code: 'bad-password',
        error: 'a password has at most 200 characters',
      });
      const overlong = await browser().signUp(name, 'x'.repeat(5000));
      expect(overlong.status).toBe(400);
      expect(overlong.body).toMatchObject({ code: 'malformed' });
      expect(overlong.body.error).toMatch(/^password: a password has at most 200 characters/);
      const longName = await browser().signUp('n'.repeat(5000), PASSWORD);
      expect(longName.body).toMatchObject({ code: 'malformed' });
      const extra = await browser().request('POST', '/api/signup', {
        name,
        password: PASSWORD,
        admin: true,
      });
      expect(extra.status).toBe(400);
      expect(extra.body).toMatchObject({ code: 'malformed' });
      const huge = await browser().request('POST', '/api/signup', {
        name,
        password: 'p'.repeat(20_000),
      });
      expect(huge.status).toBe(413);
      expect(await server.store.accounts.userByName(name)).toBeUndefined();
    });

    it('signs in with the right password only, saying the same for a wrong one and an unknown name', async () => {
      const { name } = await signedUp();
      const wrong = await browser().signIn(name, 'wrong password');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ code: 'wrong-password', error: 'wrong user name or password' });
      expect(wrong.headers.getSetCookie()).toEqual([]);
      const unknown = await browser().signIn(freshName(), PASSWORD);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      const control = await browser().signIn('nul\u0000', PASSWORD);
      expect(control.status).toBe(401);
      expect(control.body).toEqual(wrong.body);
      const b = browser();
      const right = await b.signIn(name.toUpperCase(), PASSWORD);
      expect(right.status).toBe(200);
      expect(right.body.name).toBe(name);
      expect((await b.me()).body.name).toBe(name);
    });

    it('answers 401 to no cookie, a forged one and an expired one, and clears a bad cookie', async () => {
      const none = await browser().me();
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ code: 'signed-out', error: 'not signed in' });

      // A page that needs an account says the same as /api/me.
      const forgedGames = browser();
      forgedGames.cookie = 'A'.repeat(43);
      expect((await forgedGames.request('GET', '/api/me/games')).body).toEqual({
        code: 'signed-out',
        error: 'your session has ended (signed out, expired or not valid); sign in again',
      });
      const forged = browser();
      forged.cookie = 'A'.repeat(43);
      const answer = await forged.me();
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: 'signed-out',
        error: 'your session has ended (signed out, expired or not valid); sign in again',
      });
      expect(forged.cookie).toBeNull();

      const { name } = await signedUp();
      const expired = await expiredSession(name);
      expect((await expired.me()).status).toBe(401);
    });

    it('answers GET /api/session with 200 always: who is signed in, and whether the cookie named a session now over', async () => {
      const none = await browser().request('GET', '/api/session');
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ account: null, ended: false });

      const { b, name } = await signedUp();
      const live = await b.request<{ account: { name: string; csrf: string }; ended: boolean }>(
        'GET',
        '/api/session',
      );
      expect(live.status).toBe(200);
      expect(live.body.account.name).toBe(name);
      expect(live.body.account.csrf).toBe(b.csrf);
      expect(live.body.ended).toBe(false);

      const cookie = b.cookie!;
      expect((await b.request('POST', '/api/signout')).status).toBe(204);
      const after = browser();
      after.cookie = cookie;
      const ended = await after.request('GET', '/api/session');
      expect(ended.status).toBe(200);
      expect(ended.body).toEqual({ account: null, ended: true });
      expect(after.cookie).toBeNull();
    });

    it("moves a session's expiry on when it is used a day or more after it was set", async () => {
      const { b } = await signedUp();
      const hash = hashSessionId(b.cookie!);
      const soon = Date.now() + 3_600_000;
      await server.store.accounts.extendSession(hash, soon);
      const me = await b.me();
      expect(me.status).toBe(200);
      expect(me.headers.getSetCookie().some((c) => c.startsWith('trigon_session='))).toBe(true);
      const after = (await server.store.accounts.session(hash, Date.now()))!.session.expiresAt;
      expect(after).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    });

    it('refuses a state-changing request the cookie authorises without its CSRF token, or from another site', async () => {
      const { b } = await signedUp();
      const token = b.csrf!;
      const without = await b.request('POST', '/api/signout', undefined, { 'x-csrf-token': '' });
      expect(without.status).toBe(403);
      expect(without.body).toMatchObject({ code: 'csrf' });
      expect(without.body.error).toMatch(/needs the session's token in x-csrf-token/);
      const wrong = await b.request('POST', '/api/signout', undefined, {
        'x-csrf-token': 'x'.repeat(43),
      });
      expect(wrong.status).toBe(403);
      const game = await b.request(
        'POST',
        '/api/games',
        { game: 'trigonal' },
        { 'x-csrf-token': '' },
      );
      expect(game.status).toBe(403);
      const crossSite = await b.request('POST', '/api/signout', undefined, {
        'x-csrf-token': token,
        origin: 'https://evil.example',
      });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body).toEqual({
        code: 'cross-site',
        error: 'requests from https://evil.example are not accepted here',
      });
      const crossSignIn = await browser().request(
        'POST',
        '/api/signin',
        { name: 'anyone', password: PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(crossSignIn.body).toMatchObject({ code: 'cross-site' });
      // Nothing changed: the session still stands.
      expect((await b.me()).status).toBe(200);

      const own = await b.request('POST', '/api/signout', undefined, { origin: server.url });
      expect(own.status).toBe(204);
      expect(b.cookie).toBeNull();
    });

    it('keeps the session and its checks on a path written with percent-escapes (/%61pi/…), which routes as /api/…', async () => {
      const { b, name } = await signedUp();
      const me = await b.request('GET', '/%61pi/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ name });
      const crossSite = await b.request(
        'POST',
        '/%61pi/games',
        { game: 'trigonal' },
        { origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      expect(crossSite.body).toMatchObject({ code: 'cross-site' });
      const noToken = await b.request(
        'POST',
        '/%61pi/games',
        { game: 'trigonal' },
        { 'x-csrf-token': '' },
      );
      expect(noToken.status).toBe(403);
      expect(noToken.body).toMatchObject({ code: 'csrf' });
      // Sign-in, which the password authorises, still needs no token.
      const again = await b.request(
        'POST',
        '/%61pi/signin',
        { name, password: PASSWORD },
        { 'x-csrf-token': '' },
      );
      expect(again.status).toBe(200);
    });

    it('signs out: the session ends on the server, so its cookie no longer signs in', async () => {
      const { b } = await signedUp();
      const cookie = b.cookie;
      expect((await b.request('POST', '/api/signout')).status).toBe(204);
      const replayed = browser();
      replayed.cookie = cookie;
      expect((await replayed.me()).status).toBe(401);
    });

    it('ends the session a sign-in or sign-up comes with, as a sign-out would: a copy of its cookie signs nobody in', async () => {
      const { b, name } = await signedUp();
      const copy = browser();
      copy.cookie = b.cookie;
      expect((await copy.me()).status).toBe(200);
      const before = b.cookie!;
      const again = await b.signIn(name, PASSWORD);
      expect(again.status).toBe(200);
      expect(b.cookie).not.toBe(before);
      expect((await b.me()).body.name).toBe(name);
      expect(
        await server.store.accounts.session(hashSessionId(before), Date.now()),
      ).toBeUndefined();
      const replayed = await copy.me();
      expect(replayed.status).toBe(401);
      expect(replayed.body.error).toMatch(/^your session has ended/);

      // A sign-up in a browser signed in to another account: that account's session ends too.
      const other = browser();
      other.cookie = b.cookie;
      const signedIn = b.cookie!;
      expect((await b.signUp(freshName(), PASSWORD)).status).toBe(201);
      expect(
        await server.store.accounts.session(hashSessionId(signedIn), Date.now()),
      ).toBeUndefined();
      expect((await other.me()).status).toBe(401);

      // A refused sign-in or sign-up changes nothing: the browser stays signed in.
      const stays = b.cookie!;
      expect((await b.signIn(name, 'not the password')).status).toBe(401);
      expect((await b.signUp(name, PASSWORD)).status).toBe(409);
      expect(b.cookie).toBe(stays);
      expect((await b.me()).status).toBe(200);
    });

    it('refuses a state-changing request whose cookie names a session that has ended, rather than serve it anonymously, and clears the cookie', async () => {
      const ENDED = {
        code: 'signed-out',
        error: 'your session has ended (signed out, expired or not valid); sign in again',
      };
      const open = async () => (await browser().request('GET', '/api/games')).body;
      const { b, name } = await signedUp();
      // Another device of the account, signed out from the first (its page still believes in it).
      const stale = browser();
      stale.cookie = b.cookie;
      stale.csrf = b.csrf;
      expect((await b.request('POST', '/api/signout')).status).toBe(204);
      const lobby = await open();
      const create = await stale.request('POST', '/api/games', { game: 'trigonal', public: true });
      expect([create.status, create.body]).toEqual([401, ENDED]);
      expect(await open()).toEqual(lobby);
      // The answer cleared the cookie: the next request is plainly anonymous.
      expect(stale.cookie).toBeNull();
      stale.csrf = null;
      expect((await stale.request('POST', '/api/games', { game: 'trigonal' })).status).toBe(201);

      // A join, after the password changed on another device.
      const { b: host } = await signedUp();
      const game = await host.request<{ id: string }>('POST', '/api/games', {
        game: 'trigonal',
        public: true,
      });
      const other = browser();
      expect((await other.signIn(name, PASSWORD)).status).toBe(200);
      const kept = browser();
      expect((await kept.signIn(name, PASSWORD)).status).toBe(200);
      const changed = await kept.request('POST', '/api/me/password', {
        current: PASSWORD,
        password: 'a new password',
      });
      expect(changed.status).toBe(204);
      const join = await other.request('POST', `/api/games/${game.body.id}/join`, {});
      expect([join.status, join.body]).toEqual([401, ENDED]);
      expect(other.cookie).toBeNull();
      const summary = await browser().request<{ status: string }>(
        'GET',
        `/api/games/${game.body.id}`,
      );
      expect(summary.body.status).toBe('waiting');

      // An expired session, and a cookie that names none.
      const expired = await expiredSession(name);
      expect((await expired.request('POST', '/api/games', { game: 'trigonal' })).body).toEqual(
        ENDED,
      );
      const forged = browser();
      forged.cookie = 'A'.repeat(43);
      expect((await forged.request('POST', '/api/games', { game: 'trigonal' })).body).toEqual(
        ENDED,
      );

      // Another site's request is refused as such first; a read is anonymous, as before.
      const elsewhere = browser();
      elsewhere.cookie = 'A'.repeat(43);
      const crossSite = await elsewhere.request(
        'POST',
        '/api/games',
        { game: 'trigonal' },
        { origin: 'https://evil.example' },
      );
      expect(crossSite.body).toMatchObject({ code: 'cross-site' });
      const read = browser();
      read.cookie = 'A'.repeat(43);
      expect((await read.request('GET', '/api/games')).status).toBe(200);
      expect(read.cookie).toBeNull();

      // What a player does about it: sign in again (or up), or sign out, which the dead cookie
      // does not stop.
      for (const [path, body, status] of [
        ['/api/signin', { name, password: 'a new password' }, 200],
        ['/api/signup', { name: freshName(), password: PASSWORD }, 201],
        ['/api/signout', undefined, 204],
      ] as const) {
        const again = browser();
        again.cookie = 'A'.repeat(43);
        expect((await again.request('POST', path, body)).status).toBe(status);
        // Signed in (or out) as asked: the dead cookie's clearing does not undo the new one.
        expect((await again.me()).status).toBe(status === 204 ? 401 : 200);
      }
    });

    it("refuses a request with a session's CSRF token but no cookie, which the browser dropped as the session expired", async () => {
      // The cookie's lifetime is the session's: at expiry the browser sends none, while the page,
      // still believing it is signed in, sends the token.
      const { b, name } = await signedUp();
      const lapsed = browser();
      lapsed.csrf = b.csrf;
      const create = await lapsed.request('POST', '/api/games', { game: 'trigonal' });
      expect([create.status, create.body]).toEqual([
        401,
        {
          code: 'signed-out',
          error: 'your session has ended (signed out, expired or not valid); sign in again',
        },
      ]);
      // What the page does then (session.ts drops the token) is plain anonymous play; signing in
      // again is not refused for the token.
      lapsed.csrf = null;
      expect((await lapsed.request('POST', '/api/games', { game: 'trigonal' })).status).toBe(201);
      const again = browser();
      again.csrf = b.csrf;
      expect((await again.signIn(name, PASSWORD)).status).toBe(200);
    });

    it('keeps anonymous play as it was: no cookie, no token needed', async () => {
      const created = await browser().request('POST', '/api/games', { game: 'trigonal' });
      expect(created.status).toBe(201);
    });

    it('changes the password with the current one, ending every other session', async () => {
      const { b, name } = await signedUp();
      const other = browser();
      await other.signIn(name, PASSWORD);
      const wrong = await b.request('POST', '/api/me/password', {
        current: 'not the password',
        password: 'a new password',
      });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({
        code: 'wrong-password',
        error: 'the current password is wrong',
      });
      const short = await b.request('POST', '/api/me/password', {
        current: PASSWORD,
        password: 'short',
      });
      expect(short.body).toMatchObject({ code: 'bad-password' });
      expect((await other.me()).status).toBe(200);
      expect((await browser().signIn(name, PASSWORD)).status).toBe(200);

      const changed = await b.request('POST', '/api/me/password', {
        current: PASSWORD,
        password: 'a new password',
      });
      expect(changed.status).toBe(204);
      expect((await b.me()).status).toBe(200);
      expect((await other.me()).status).toBe(401);
      expect((await browser().signIn(name, PASSWORD)).status).toBe(401);
      expect((await browser().signIn(name, 'a new password')).status).toBe(200);
      const anonymous = await browser().request('POST', '/api/me/password', {
        current: PASSWORD,
        password: 'a new password',
      });
      expect(anonymous.body).toMatchObject({ code: 'signed-out' });
    });

    it('signs nobody in whose password changed, or whose account went, while the sign-in checked the old one', async () => {
      // The store as the server sees it, with a hook that runs just before a session is made:
      // the other request, committed between the password's check and the new session.
      let meanwhile: (() => Promise<void>) | null = null;
      const accounts = new Proxy(server.store.accounts, {
        get(target, key) {
          const value: unknown = Reflect.get(target, key);
          if (typeof value !== 'function') return value;
          if (key !== 'createSession') return value.bind(target);
          return async (...args: unknown[]) => {
            const run = meanwhile;
            meanwhile = null;
            await run?.();
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const racing = await startServer({
        store: new Proxy(server.store, {
          get(target, key) {
            if (key === 'accounts') return accounts;
            const value: unknown = Reflect.get(target, key);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
        limits: OPEN_ACCOUNTS,
      });
      try {
        const { b, name } = await signedUp();
        const user = (await server.store.accounts.userByName(name))!;
        // Changed from another device, which ends every session but its own.
        meanwhile = () =>
          server.store.accounts.setPassword(user.id, 'the hash of another password', 'none');
        const late = new Browser(racing.url);
        const answer = await late.signIn(name, PASSWORD);
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: 'wrong-password' });
        expect(late.cookie).toBeNull();
        expect((await b.me()).status).toBe(401);

        const gone = await signedUp();
        const goneUser = (await server.store.accounts.userByName(gone.name))!;
        meanwhile = () => server.store.accounts.deleteUser(goneUser.id);
        const after = new Browser(racing.url);
        expect((await after.signIn(gone.name, PASSWORD)).body).toMatchObject({
          code: 'wrong-password',
        });
        expect(after.cookie).toBeNull();
      } finally {
        await racing.close();
      }
    });

    it.skipIf(kind !== 'postgres')(
      'makes no session that outlives a password change running at the same time (PostgreSQL, two connections)',
      async () => {
        const other = new pg.Client({ connectionString: DATABASE_URL_TEST });
        await other.connect();
        try {
          const { name } = await signedUp();
          const user = (await server.store.accounts.userByName(name))!;
          const session = (idHash: string) => ({
            idHash,
            userId: user.id,
            csrf: 'c',
            expiresAt: Date.now() + 60_000,
          });
          // A sign-in's session made on the old hash, not committed yet, holding the user's
          // row as createSession does: the change waits for it, then ends it.
          const early = hashSessionId(freshName('early'));
          await other.query('BEGIN');
          await other.query('SELECT 1 FROM users WHERE id = $1 FOR SHARE', [user.id]);
          await other.query(
            `INSERT INTO sessions (id_hash, user_id, csrf, created_at, expires_at)
             VALUES ($1, $2, 'c', 0, $3)`,
            [early, user.id, Date.now() + 60_000],
          );
          const change = server.store.accounts.setPassword(user.id, 'a new hash', 'none');
          await new Promise((resolve) => setTimeout(resolve, 200));
          await other.query('COMMIT');
          await change;
          expect(await server.store.accounts.session(early, Date.now())).toBeUndefined();

          // A change under way, not committed yet: the session waits for it, and is not made.
          await other.query('BEGIN');
          await other.query("UPDATE users SET password_hash = 'newer' WHERE id = $1", [user.id]);
          const late = server.store.accounts.createSession(
            session(hashSessionId(freshName('late'))),
            'a new hash',
          );
          await new Promise((resolve) => setTimeout(resolve, 200));
          await other.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
          await other.query('COMMIT');
          expect(await late).toBe(false);
        } finally {
          await other.end();
        }
      },
    );

    it('deletes the account with its password, ending every session; the name is free again', async () => {
      const { b, name } = await signedUp();
      const other = browser();
      await other.signIn(name, PASSWORD);
      const wrong = await b.request('DELETE', '/api/me', { password: 'not the password' });
      expect(wrong.status).toBe(401);
      expect(await server.store.accounts.userByName(name)).toBeDefined();
      const deleted = await b.request('DELETE', '/api/me', { password: PASSWORD });
      expect(deleted.status).toBe(204);
      expect(b.cookie).toBeNull();
      expect((await other.me()).status).toBe(401);
      expect((await browser().signIn(name, PASSWORD)).status).toBe(401);
      expect(await server.store.accounts.userByName(name)).toBeUndefined();
      expect((await browser().signUp(name, 'the next owner')).status).toBe(201);
    });
  });

  describeOn(kind)(`account limits with ${kind}`, () => {
    const lines: string[] = [];
    const server = suiteServer(kind, {
      limits: {
        signUps: { perMinute: 1, burst: 3 },
        signInsPerAccount: { perMinute: 1, burst: 3 },
        signIns: { perMinute: 1, burst: 6 },
      },
      logger: { level: 'debug', stream: { write: (line) => lines.push(line) } },
    });

    it('limits sign-ups from one address, sign-ins per account and per address, and logs no secret', async () => {
      const names = [freshName(), freshName(), freshName(), freshName()];
      const signUps = [];
      const browsers = names.map(() => new Browser(server.url));
      signUps.push(await browsers[0]!.signUp(names[0]!, PASSWORD));
      // Refused sign-ups make no account and use none of the budget of three.
      const refused = [
        await new Browser(server.url).signUp(names[0]!, PASSWORD),
        await new Browser(server.url).signUp(names[0]!.toUpperCase(), PASSWORD),
        await new Browser(server.url).signUp('x', PASSWORD),
        await new Browser(server.url).signUp('9lives', PASSWORD),
        await new Browser(server.url).signUp(freshName(), 'short'),
        await new Browser(server.url).request('POST', '/api/signup', { name: freshName() }),
      ];
      expect(refused.map((a) => a.body.code)).toEqual([
        'name-taken',
        'name-taken',
        'bad-name',
        'bad-name',
        'bad-password',
        'malformed',
      ]);
      for (const [i, name] of names.slice(1).entries())
        signUps.push(await browsers[i + 1]!.signUp(name, PASSWORD));
      expect(signUps.map((a) => a.status)).toEqual([201, 201, 201, 429]);
      expect(signUps[3]!.body).toEqual({
        code: 'rate-limit',
        error: 'too many accounts made from this address; try again in 60 s',
      });
      expect(signUps[3]!.headers.get('retry-after')).toBe('60');
      // Past the budget, a bad name is still told what is wrong with it.
      expect((await new Browser(server.url).signUp('x', PASSWORD)).body.code).toBe('bad-name');

      // Sign-ins for one account: three tries, then 429, even with the right password.
      const target = names[0]!;
      const tries = [];
      for (const password of ['wrong one 1', 'wrong one 2', PASSWORD, PASSWORD])
        tries.push(await new Browser(server.url).signIn(target, password));
      expect(tries.map((a) => a.status)).toEqual([401, 401, 200, 429]);
      expect(tries[3]!.body).toEqual({
        code: 'rate-limit',
        error: 'too many sign-ins for this user name; try again in 60 s',
      });
      expect(Number(tries[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
      // The address has two tries left (six in all), then is stopped whatever the name.
      const more = [];
      for (const name of [names[1]!, names[2]!, names[1]!])
        more.push(await new Browser(server.url).signIn(name, PASSWORD));
      expect(more.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(more[2]!.body).toMatchObject({
        error: expect.stringMatching(/^too many sign-ins from this address/),
      });

      // What the log got from all of that: no password, hash, session id or CSRF token.
      const secrets = [
        PASSWORD,
        'wrong one 1',
        ...browsers.slice(0, 3).flatMap((b) => [b.cookie!, b.csrf!]),
      ];
      const log = lines.join('');
      expect(log).toContain('"path":"/api/signin"');
      for (const secret of secrets) expect(log).not.toContain(secret);
      expect(log).not.toMatch(/argon2id/);
    });
  });

  describeOn(kind)(`known devices with ${kind}`, () => {
    const server = suiteServer(kind, {
      limits: { ...OPEN_ACCOUNTS, signInsPerAccount: { perMinute: 1, burst: 3 } },
    });

    const NAME_LIMIT = 'too many sign-ins for this user name; try again in 60 s';

    it('keeps an owner signing in from a browser that signed in before while wrong tries elsewhere use up the name', async () => {
      const owner = new Browser(server.url);
      const name = freshName('Own');
      const made = await owner.signUp(name, PASSWORD);
      const cookie = made.headers.getSetCookie().find((c) => c.startsWith('trigon_device='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\//);
      expect(cookie).toMatch(/Max-Age=31536000/);
      const entry = owner.device!;
      expect(entry).toMatch(/^[\w-]{16}\.[\w-]{22}\.[\w-]{43}$/);
      expect(entry).not.toContain(owner.cookie!);

      // Someone else tries the name from browsers it does not know: three, then refused.
      const guesses = [];
      for (let i = 0; i < 4; i++)
        guesses.push(await new Browser(server.url).signIn(name, `guess number ${i}`));
      expect(guesses.map((a) => a.status)).toEqual([401, 401, 401, 429]);
      expect(guesses[3]!.body).toEqual({ code: 'rate-limit', error: NAME_LIMIT });
      // And so is the right password from a browser the account does not know.
      expect((await new Browser(server.url).signIn(name, PASSWORD)).body.error).toBe(NAME_LIMIT);

      // The owner's browser has its own budget: signed out, it signs in again.
      expect((await owner.request('POST', '/api/signout')).status).toBe(204);
      owner.csrf = null;
      expect((await owner.signIn(name, PASSWORD)).status).toBe(200);
      expect(owner.device).toBe(entry);
      const own = [];
      for (const password of ['typo one', 'typo two', PASSWORD])
        own.push(await owner.signIn(name, password));
      expect(own.map((a) => a.status)).toEqual([401, 401, 429]);
      expect(own[2]!.body.error).toBe(
        'too many sign-ins for this user name from this browser; try again in 60 s',
      );

      // A copied entry with a forged signature, or another account's, counts as unknown.
      const forged = new Browser(server.url);
      forged.device = entry.slice(0, -1) + (entry.endsWith('A') ? 'B' : 'A');
      expect((await forged.signIn(name, PASSWORD)).body.error).toBe(NAME_LIMIT);
      const other = new Browser(server.url);
      expect((await other.signUp(freshName('Oth'), PASSWORD)).status).toBe(201);
      expect((await other.signIn(name, PASSWORD)).body.error).toBe(NAME_LIMIT);
      // A browser keeps the entries of the accounts signed in on it, the last first.
      expect(other.device!.split('~')).toHaveLength(1);
      const shared = new Browser(server.url);
      shared.device = other.device;
      const second = freshName('Sec');
      expect((await shared.signUp(second, PASSWORD)).status).toBe(201);
      expect(shared.device!.split('~')).toEqual([expect.stringMatching(/\./), other.device]);
    });

    it('counts a signed-in password check in its session, and voids the entries with the password', async () => {
      const owner = new Browser(server.url);
      const name = freshName('Chg');
      expect((await owner.signUp(name, PASSWORD)).status).toBe(201);
      const before = owner.device!;
      for (let i = 0; i < 3; i++) await new Browser(server.url).signIn(name, `guess ${i}`);
      expect((await new Browser(server.url).signIn(name, PASSWORD)).status).toBe(429);

      // The name's budget is spent, yet the owner, signed in, may still check the password.
      const changed = await owner.request('POST', '/api/me/password', {
        current: PASSWORD,
        password: 'a brand new secret',
      });
      expect(changed.status).toBe(204);
      // The changing browser is known under the new password; a copy of the old entry is not.
      expect(owner.device).not.toBe(before);
      const stale = new Browser(server.url);
      stale.device = before;
      expect((await stale.signIn(name, 'a brand new secret')).body.error).toBe(NAME_LIMIT);
      const again = new Browser(server.url);
      again.device = owner.device;
      expect((await again.signIn(name, 'a brand new secret')).status).toBe(200);

      const wrong = [];
      for (let i = 0; i < 3; i++)
        wrong.push(
          await owner.request('POST', '/api/me/password', {
            current: `not it ${i}`,
            password: 'another new secret',
          }),
        );
      expect(wrong.map((a) => a.status)).toEqual([401, 401, 429]);
      expect(wrong[2]!.body.error).toBe(
        'too many password tries in this session; try again in 60 s',
      );
    });
  });
}
