/**
 * Commands in play: a draw offer its maker withdraws, or makes and then moves; refusals that
 * name the message's ref.
 */
import { expect, it } from 'vitest';
import { post } from './testing/harness.js';
import { suiteServer } from './testing/suite-server.js';

const server = suiteServer('sqlite');

async function started() {
  const created = await post<{ id: string; token: string; invitations: { token: string }[] }>(
    `${server.url}/api/games`,
    { game: 'trigonal' },
  );
  const id = created.body.id;
  const white = (await server.join(id, created.body.token)).client;
  const black = (await server.join(id, created.body.invitations[0]!.token)).client;
  await white.event(3);
  return { id, white, black };
}

it('lets the maker of a draw offer withdraw it', async () => {
  const { white, black } = await started();
  // Both move first: until then the game is aborted, not drawn.
  expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack', seq: 4 });
  expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack', seq: 5 });
  expect(await white.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack', seq: 6 });
  expect(await white.command({ t: 'draw', act: 'accept' })).toMatchObject({
    code: 'repeated',
  });
  expect(await white.command({ t: 'draw', act: 'decline' })).toMatchObject({ t: 'ack', seq: 7 });
  expect(await black.event(7)).toMatchObject({ event: { kind: 'draw-decline', seat: 0 } });
  expect(await black.command({ t: 'draw', act: 'accept' })).toMatchObject({ code: 'no-offer' });
  // Withdrawn, the other side may make one (White's next waits 20 moves), and its maker decline it.
  expect(await black.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
  expect(await white.command({ t: 'draw', act: 'decline' })).toMatchObject({ t: 'ack' });
  expect(await white.command({ t: 'draw', act: 'offer' })).toMatchObject({ code: 'too-soon' });
});

it("keeps a draw offered on one's own turn through one's move, for the opponent to answer", async () => {
  const { id, white, black } = await started();
  expect(await white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
  expect(await black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack' });
  // As over the board: White offers, then moves; Black, to move, answers.
  expect(await white.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
  expect(await white.command({ t: 'move', move: 'i4-i5' })).toMatchObject({ t: 'ack' });
  expect(await black.command({ t: 'draw', act: 'accept' })).toMatchObject({ t: 'ack' });
  const summary = await fetch(`${server.url}/api/games/${id}`).then((r) => r.json());
  expect(summary).toMatchObject({
    status: 'finished',
    result: { winners: [], reason: 'draw agreed' },
  });

  // Black's offer, Black's move, and White's move declines it.
  const other = await started();
  expect(await other.white.command({ t: 'move', move: 'h4-h5' })).toMatchObject({ t: 'ack' });
  expect(await other.black.command({ t: 'draw', act: 'offer' })).toMatchObject({
    code: 'abortable',
  });
  expect(await other.black.command({ t: 'move', move: 'g10-g9' })).toMatchObject({ t: 'ack' });
  expect(await other.black.command({ t: 'draw', act: 'offer' })).toMatchObject({ t: 'ack' });
  expect(await other.white.command({ t: 'move', move: 'i4-i5' })).toMatchObject({ t: 'ack' });
  expect(await other.white.command({ t: 'draw', act: 'accept' })).toMatchObject({
    code: 'no-offer',
  });
});

it("answers a malformed message with the message's ref", async () => {
  const { white } = await started();
  const refused = (ref: number | null) =>
    white.next((m) => m.t === 'error' && m.code === 'malformed' && m.ref === ref, 2000);
  const cases: [unknown, number | null][] = [
    [{ t: 'move', move: '', ref: 5 }, 5],
    [{ t: 'draw', act: 'maybe', ref: 6 }, 6],
    [{ t: 'teleport', ref: 7 }, 7],
    [{ t: 'move', ref: 1.5 }, null],
    [{ t: 'move', ref: 'x' }, null],
  ];
  for (const [message, ref] of cases) {
    const answer = refused(ref);
    white.sendRaw(JSON.stringify(message));
    expect(await answer).toMatchObject({ t: 'error', ref });
  }
  const answer = refused(null);
  white.sendRaw('{not json');
  expect(await answer).toMatchObject({ ref: null });
});
