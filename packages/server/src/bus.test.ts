/**
 * The Redis bus: a process hears a game's messages only while it follows the game, and every
 * process hears the processes' own messages (alive, gone), which the expiry of presence needs.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@trigon/protocol';
import { RedisBus, type BusMessage } from './game/bus.js';
import { REDIS_URL_TEST, redisAvailable } from './testing/harness.js';

const ready = await redisAvailable();

const event = (seq: number): StoredEvent => ({
  seq,
  at: 0,
  event: { kind: 'move', seat: 0, move: 'h4-h5' },
});

describe.skipIf(!ready)('the Redis bus', () => {
  const buses: RedisBus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });

  async function open(): Promise<{ bus: RedisBus; heard: BusMessage[] }> {
    const bus = await RedisBus.open(REDIS_URL_TEST, randomBytes(6).toString('hex'));
    buses.push(bus);
    const heard: BusMessage[] = [];
    bus.onMessage((message) => heard.push(message));
    return { bus, heard };
  }

  /** Publishes a marker on the processes' channel and waits until `to` has heard it. */
  async function settled(from: RedisBus, to: BusMessage[]): Promise<void> {
    const before = to.filter((m) => m.type === 'alive').length;
    from.publish({ type: 'alive' });
    for (let i = 0; i < 100 && to.filter((m) => m.type === 'alive').length === before; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it("hears a game's events only while following it", async () => {
    const a = await open();
    const b = await open();
    const game = `g${randomBytes(4).toString('hex')}`;
    a.bus.publish({ type: 'event', game, event: event(1) });
    await settled(a.bus, b.heard);
    expect(b.heard.filter((m) => m.type === 'event')).toEqual([]);

    await b.bus.follow(game);
    a.bus.publish({ type: 'event', game, event: event(2) });
    a.bus.publish({ type: 'presence', game, counts: [1, 0] });
    a.bus.publish({ type: 'event', game: `${game}x`, event: event(3) });
    await settled(a.bus, b.heard);
    expect(b.heard.filter((m) => m.type !== 'alive')).toEqual([
      { type: 'event', game, event: event(2) },
      { type: 'presence', game, counts: [1, 0] },
    ]);
    // Its own messages are not given back to it.
    expect(a.heard).toEqual([]);

    b.bus.unfollow(game);
    a.bus.publish({ type: 'event', game, event: event(4) });
    await settled(a.bus, b.heard);
    expect(
      b.heard.filter((m) => m.type === 'event').map((m) => m.type === 'event' && m.event.seq),
    ).toEqual([2]);
  });

  it("hears every process's alive and gone without following anything", async () => {
    const a = await open();
    const b = await open();
    a.bus.publish({ type: 'gone' });
    await settled(a.bus, b.heard);
    expect(b.heard).toEqual([{ type: 'gone' }, { type: 'alive' }]);
  });
});
