/**
 * A seat's name: a hello that repeats it (however it is spaced or padded with invisible
 * characters) stores nothing, and a seat renaming itself on every hello cannot grow its game
 * without bound.
 */
import { expect, it } from 'vitest';
import { MAX_NAME_CHANGES } from './game/state.js';
import { STORES, describeOn } from './testing/each-store.js';
import { TestClient, post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

for (const kind of STORES) {
  describeOn(kind)(`names with ${kind}`, () => {
    const server = suiteServer(kind, { rate: { perSecond: 100, burst: 100 } });

    /** Says hello as the seat with `name`; the answer, then the connection is closed. */
    async function hello(id: string, token: string, name: unknown) {
      return (await helloAndAfter(id, token, name)).answer;
    }

    /** The same, and the error the server sent after its welcome, if any. */
    async function helloAndAfter(id: string, token: string, name: unknown) {
      const client = await TestClient.connect(server.ws);
      client.sendRaw(JSON.stringify({ t: 'hello', game: id, token, name }));
      const answer = await client.next((m) => m.t === 'welcome' || m.t === 'error');
      // The join event (if any) is stored in the hello's turn, right after the welcome.
      await new Promise((r) => setTimeout(r, 30));
      const after =
        answer.t === 'welcome' ? client.received.find((m) => m.t === 'error') : undefined;
      await client.close();
      return { answer, after };
    }

    async function summary(id: string) {
      return (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
        seq: number;
        names: (string | null)[];
      };
    }

    it('stores nothing for a name that reads the same', async () => {
      const created = await post<{ id: string; token: string }>(`${server.url}/api/games`, {
        game: 'trigonal',
      });
      const { id, token } = created.body;
      expect(await hello(id, token, 'Ann  Lee')).toMatchObject({ t: 'welcome' });
      const first = await summary(id);
      expect(first.names[0]).toBe('Ann Lee');
      for (const same of ['Ann Lee', '  Ann Lee ', 'Ann\u200B Lee', 'Ann\tLee', 'Ann\u0007 Lee'])
        expect(await hello(id, token, same)).toMatchObject({ t: 'welcome' });
      expect(await hello(id, token, undefined)).toMatchObject({ t: 'welcome' });
      expect((await summary(id)).seq).toBe(first.seq);
      // Composed and decomposed accents are one name.
      expect(await hello(id, token, 'Zoe\u0301')).toMatchObject({ t: 'welcome' });
      const named = await summary(id);
      expect(await hello(id, token, 'Zo\u00e9')).toMatchObject({ t: 'welcome' });
      expect((await summary(id)).seq).toBe(named.seq);
    });

    it('refuses names that are too long or empty', async () => {
      const created = await post<{ id: string; token: string }>(`${server.url}/api/games`, {
        game: 'trigonal',
      });
      const { id, token } = created.body;
      for (const bad of ['x'.repeat(41), ' \u200B ', '', 'y'.repeat(500)])
        expect(await hello(id, token, bad)).toMatchObject({ t: 'error', code: 'malformed' });
      expect(await hello(id, token, 'x'.repeat(40))).toMatchObject({ t: 'welcome' });
    });

    it('bounds the name changes a seat stores', async () => {
      const created = await post<{ id: string; token: string }>(`${server.url}/api/games`, {
        game: 'trigonal',
      });
      const { id, token } = created.body;
      for (let i = 0; i < MAX_NAME_CHANGES + 20; i++) await hello(id, token, `Player ${i}`);
      const game = await summary(id);
      // The first join and MAX_NAME_CHANGES changes; later names are not stored.
      expect(game.seq).toBe(1 + MAX_NAME_CHANGES);
      expect(game.names[0]).toBe(`Player ${MAX_NAME_CHANGES}`);
      const watcher = await TestClient.join(server.ws, id);
      expect(watcher.welcome.events).toHaveLength(1 + MAX_NAME_CHANGES);
      await watcher.client.close();
      // The player is told, and the hello still stands; the name it keeps is not news.
      const refused = await helloAndAfter(id, token, 'Someone else');
      expect(refused.answer).toMatchObject({ t: 'welcome', seat: 0 });
      expect(refused.after).toMatchObject({
        t: 'error',
        ref: null,
        code: 'name-changes',
        message: `a seat's name changes at most ${MAX_NAME_CHANGES} times a game: you play on as "Player ${MAX_NAME_CHANGES}"`,
      });
      expect((await helloAndAfter(id, token, `Player ${MAX_NAME_CHANGES}`)).after).toBeUndefined();
      expect((await helloAndAfter(id, token, undefined)).after).toBeUndefined();
      expect((await summary(id)).seq).toBe(1 + MAX_NAME_CHANGES);
    });

    it('clears a name with null, and leaves it with no name given', async () => {
      const created = await post<{ id: string; token: string }>(`${server.url}/api/games`, {
        game: 'trigonal',
      });
      const { id, token } = created.body;
      await hello(id, token, 'Ann');
      expect((await summary(id)).names[0]).toBe('Ann');
      await hello(id, token, undefined);
      expect((await summary(id)).names[0]).toBe('Ann');
      expect(await hello(id, token, null)).toMatchObject({ t: 'welcome' });
      const cleared = await summary(id);
      expect(cleared.names[0]).toBeNull();
      await hello(id, token, null);
      expect((await summary(id)).seq).toBe(cleared.seq);
    });
  });
}
