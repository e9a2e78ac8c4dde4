/**
 * Being away ends a real-time or unclocked game (abandonment, claims), never a correspondence
 * one, where players are away between moves as a rule and the days per move decide.
 */
import { expect, it } from 'vitest';
import type { ClockSpec } from '@trigon/protocol';
import { post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const server = suiteServer('sqlite', { disconnectMs: 300, claimMs: 100 });

/** A started Trigonal game on `clock` whose Black has gone away 500 ms ago. */
async function blackAway(clock: ClockSpec) {
  const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
    `${server.url}/api/games`,
    { game: 'trigonal', clock },
  );
  const id = created.body.id;
  const white = (await server.join(id, created.body.token)).client;
  const black = (await server.join(id, created.body.invitations[0]!.token)).client;
  await white.event(3);
  expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
  await black.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const game = await fetch(`${server.url}/api/games/${id}`);
  return { white, status: ((await game.json()) as { status: string }).status };
}

it('keeps a correspondence game going while a player is away, and takes no claim for it', async () => {
  const { white, status } = await blackAway({ kind: 'correspondence', daysPerMove: 3 });
  expect(status).toBe('playing');
  // The others still see who is away.
  expect(white.received.filter((m) => m.t === 'presence').at(-1)).toMatchObject({
    connected: [true, false],
  });
  expect(await white.command({ t: 'claim', act: 'win' })).toMatchObject({
    t: 'error',
    code: 'no-absence',
    message: 'a correspondence game is not claimed for absence: the days per move decide',
  });
});

it('ends a game without a clock by abandonment once a player has been away too long', async () => {
  const { status } = await blackAway({ kind: 'none' });
  expect(status).toBe('finished');
});
