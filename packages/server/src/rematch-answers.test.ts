/**
 * Answers to a rematch request, as on lichess: a player asked may decline it, an asker may take
 * its request back, and asking again is limited; among three, one player's no ends every
 * request. Nothing is refused silently: each refusal says why and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { MATE } from './testing/fixtures.js';
import { TestClient, post, startedGame } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

/** Triangulation: Red, Green and Blue's first moves, Red's Cavalry out. */
const ROUND = ['A8Ω-D7Φ', 'F3Ω-E5Ω', 'H6Δ-G6Λ'];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('rematch answers', () => {
  const server = suiteServer('sqlite');
  const { clients } = server;

  const game = async (id: string) =>
    (await (await fetch(`${server.url}/api/games/${id}`)).json()) as {
      status: string;
      rematch: string | null;
    };
  const events = (client: TestClient) =>
    client.received.flatMap((m) =>
      m.t === 'event' && m.event.kind.startsWith('rematch') ? [m.event] : [],
    );

  it('lets the one asked decline, the asker cancel and ask again, three times at most', async () => {
    const { id, white, black } = await startedGame(server, 'trigonal');
    clients.push(white, black);
    expect(await black.command({ t: 'rematch', act: 'decline' })).toMatchObject({
      t: 'error',
      code: 'not-finished',
    });
    for (const [i, move] of MATE.entries())
      expect(await [white, black][i % 2]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
    expect((await game(id)).status).toBe('finished');

    expect(await black.command({ t: 'rematch', act: 'decline' })).toMatchObject({
      t: 'error',
      code: 'no-request',
      message: 'nobody has asked for a rematch',
    });
    expect(await black.command({ t: 'rematch', act: 'cancel' })).toMatchObject({
      t: 'error',
      code: 'no-request',
      message: 'you have not asked for a rematch',
    });
    // White asks (the act is `offer` when none is given), Black says no: the request lapses.
    expect(await white.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'rematch', act: 'decline' })).toMatchObject({
      code: 'repeated',
      message: 'you have asked for a rematch: cancel your request instead',
    });
    expect(await black.command({ t: 'rematch', act: 'decline' })).toMatchObject({ t: 'ack' });
    // So Black asking now is a request of its own, not the answer that starts the rematch.
    expect(await black.command({ t: 'rematch', act: 'offer' })).toMatchObject({ t: 'ack' });
    await wait(200);
    expect((await game(id)).rematch).toBeNull();
    expect(await black.command({ t: 'rematch', act: 'cancel' })).toMatchObject({ t: 'ack' });
    // White asks twice more (three in all), taking it back once between.
    expect(await white.command({ t: 'rematch', act: 'offer' })).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'rematch', act: 'cancel' })).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'rematch', act: 'offer' })).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'rematch', act: 'cancel' })).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'rematch', act: 'offer' })).toMatchObject({
      t: 'error',
      code: 'too-soon',
      message: 'you asked for a rematch 3 times: the others may still ask for one',
    });
    // Black may still ask; White may still decline, and say yes, which starts the rematch.
    expect(await black.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'rematch', act: 'decline' })).toMatchObject({ t: 'ack' });
    expect(await black.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
    expect(await white.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
    await expect.poll(() => events(white).length).toBe(13);
    expect(events(white).map((e) => `${e.kind} ${'seat' in e ? e.seat : ''}`)).toEqual([
      'rematch-offer 0',
      'rematch-decline 1',
      'rematch-offer 1',
      'rematch-cancel 1',
      'rematch-offer 0',
      'rematch-cancel 0',
      'rematch-offer 0',
      'rematch-cancel 0',
      'rematch-offer 1',
      'rematch-decline 0',
      'rematch-offer 1',
      'rematch-offer 0',
      expect.stringMatching(/^rematch $/),
    ]);
    expect((await game(id)).rematch).toEqual(expect.any(String));
  });

  it('among three, one player’s no ends every request; all three asking start the rematch', async () => {
    const created = (
      await post<{ id: string; token: string; invitations: { token: string }[] }>(
        `${server.url}/api/games`,
        { game: 'triangulation' },
      )
    ).body;
    const tokens = [created.token, ...created.invitations.map((i) => i.token)];
    const seats: TestClient[] = [];
    for (const token of tokens)
      seats.push((await TestClient.join(server.ws, created.id, token)).client);
    clients.push(...seats);
    const [red, green, blue] = seats as [TestClient, TestClient, TestClient];
    await red.next((m) => m.t === 'event' && m.event.kind === 'start', 5000, true);
    for (const [i, move] of ROUND.entries())
      expect(await seats[i]!.command({ t: 'move', move })).toMatchObject({ t: 'ack' });
    expect(await red.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
    for (const seat of [green, blue])
      expect(await seat.command({ t: 'draw', act: 'accept' })).toMatchObject({ t: 'ack' });
    expect((await game(created.id)).status).toBe('finished');

    for (const seat of [red, green])
      expect(await seat.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
    expect(await blue.command({ t: 'rematch', act: 'decline' })).toMatchObject({ t: 'ack' });
    // Both requests lapsed: Blue asking now starts nothing.
    expect(await blue.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
    await wait(200);
    expect((await game(created.id)).rematch).toBeNull();
    for (const seat of [red, green])
      expect(await seat.command({ t: 'rematch' })).toMatchObject({ t: 'ack' });
    const started = (await red.next(
      (m) => m.t === 'event' && m.event.kind === 'rematch',
      5000,
      true,
    )) as { event: { game: string } };
    expect((await game(created.id)).rematch).toBe(started.event.game);
    expect(await blue.command({ t: 'rematch', act: 'decline' })).toMatchObject({
      code: 'rematch',
    });
  });
});
