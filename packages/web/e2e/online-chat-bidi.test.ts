/**
 * A chat line whose sender's name is written right to left (Hebrew, Arabic) keeps its name and
 * its text apart: without isolation the browser's bidi algorithm draws a number that starts
 * the text inside the name's run, to the name's left ("3 דנה moves to mate"), so that the line
 * seems to say something else.
 */
import { expect, it } from 'vitest';
import { startPair } from './online-pair.js';
import { onlineFile } from './online-file.js';

const online = onlineFile();
const browser = online.browser;

it("draws a right-to-left name before its line's text, not around it", async () => {
  const pair = await startPair(await browser.get(), online.server.baseUrl);
  const { host, guest } = pair;
  try {
    await guest.locator('.online-name input[name="name"]').fill('דנה');
    await guest.getByRole('button', { name: 'Save' }).click();
    await host.locator('.player-strip[data-seat="1"] .player-name', { hasText: 'דנה' }).waitFor();
    const input = guest.getByRole('textbox', { name: 'Chat message' });
    await input.click();
    await guest.keyboard.type('3 moves to mate');
    await guest.keyboard.press('Enter');
    const line = host.locator('.chat-line', { hasText: 'moves to mate' });
    await line.waitFor();
    // Where the name is drawn, and where the text's first character ('3') is.
    const drawn = await line.evaluate((li) => {
      const name = li.querySelector('.chat-name')!.getBoundingClientRect();
      const text = li.querySelector('.chat-text')!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const three = range.getBoundingClientRect();
      return { nameRight: name.right, threeLeft: three.left };
    });
    expect(drawn.threeLeft).toBeGreaterThan(drawn.nameRight);
    expect(pair.errors).toEqual([]);
  } finally {
    await pair.close();
  }
}, 120_000);
