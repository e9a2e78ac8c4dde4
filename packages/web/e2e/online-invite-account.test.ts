/**
 * A signed-in player who opens an invitation link plays the seat with their account, as a join
 * from the lobby gives it: the game is in their games and comes back on another device where
 * they are signed in. A signed-in creator who opens their own invitation link on another device
 * keeps their seat there.
 */
import { expect, it } from 'vitest';
import { MANY_SIGNUPS, signInByApi, signUpByApi } from './accounts.js';
import { statusIs } from './online-server.js';
import { onlineFile } from './online-file.js';

const online = onlineFile(MANY_SIGNUPS);
const browser = online.browser;

it('an invitation link opened signed in gives the account the seat: in its games, back on another device', async () => {
  const chromium = await browser.get();
  const base = online.server.baseUrl;
  const [creator, guest, other] = [
    await chromium.newContext(),
    await chromium.newContext(),
    await chromium.newContext(),
  ];
  try {
    const first = await creator.newPage();
    await first.goto(`${base}/#/new/trigonal?mode=online`);
    await first.locator('select[name="clock"]').selectOption('none');
    await first.getByRole('button', { name: 'Start' }).click();
    const invite = first.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    const link = await invite.inputValue();
    const id = /#\/online\/([\w-]+)\//.exec(link)![1]!;

    await signUpByApi(guest, base, 'Invitee');
    const black = await guest.newPage();
    await black.goto(link);
    for (const page of [first, black]) await statusIs(page, 'White to move');
    expect(await black.locator('.panel-head .mode').textContent()).toMatch(/^You play Black/);

    const listed = await guest.request.get(`${base}/api/players/Invitee/games`);
    expect(((await listed.json()) as { games: { id: string }[] }).games.map((g) => g.id)).toEqual([
      id,
    ]);
    await signInByApi(other, base, 'Invitee');
    const again = await other.newPage();
    await again.goto(`${base}/#/online/${id}`);
    await statusIs(again, 'White to move');
    expect(await again.locator('.panel-head .mode').textContent()).toMatch(/^You play Black/);
  } finally {
    for (const context of [creator, guest, other]) await context.close();
  }
});

it('a signed-in creator opening their own invitation link on another device keeps their seat', async () => {
  const chromium = await browser.get();
  const base = online.server.baseUrl;
  const [creator, other] = [await chromium.newContext(), await chromium.newContext()];
  try {
    await signUpByApi(creator, base, 'Maker');
    const first = await creator.newPage();
    await first.goto(`${base}/#/new/trigonal?mode=online`);
    await first.locator('select[name="clock"]').selectOption('none');
    await first.getByRole('button', { name: 'Start' }).click();
    const invite = first.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    const link = await invite.inputValue();

    await signInByApi(other, base, 'Maker');
    const check = await other.newPage();
    await check.goto(link);
    await statusIs(check, 'Waiting for Black to join');
    expect(await check.locator('.panel-head .mode').textContent()).toMatch(/^You play White/);
    expect(await check.locator('.own-invitation').textContent()).toBe(
      'This is the invitation link of another seat: send it to the friend it is for. You play White.',
    );
  } finally {
    for (const context of [creator, other]) await context.close();
  }
});
