/**
 * Issue 13, sounds: a move, a capture, a check and the game's end each sound as they are
 * played by clicks, nothing sounds before the person has pressed anything, the mute switch
 * silences them and the browser remembers it; online, the turn coming to this browser's seat
 * is called. The page's Web Audio is replaced by a fake that records the notes started.
 */
import { expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { movesShown, statusIs } from './online-server.js';
import { clickCell, moveTexts, resignOnline, waitForMoves } from './page.js';
import { TONES } from '../src/sound/tones.js';
import type { Cue } from '../src/sound/cues.js';
import { onlineFile } from './online-file.js';

const baseUrl = inject('baseUrl');
const online = onlineFile();
const browser = online.browser;

/** A stand-in for AudioContext recording the pitch of every note started, in order. */
function fakeAudio(): void {
  const w = window as unknown as { heard: number[]; contexts: number; AudioContext: unknown };
  w.heard = [];
  w.contexts = 0;
  const param = () => ({
    value: 0,
    setValueAtTime(v: number) {
      this.value = v;
    },
    linearRampToValueAtTime() {},
    exponentialRampToValueAtTime() {},
  });
  class FakeAudioContext {
    state = 'suspended';
    destination = {};
    constructor() {
      w.contexts++;
    }
    get currentTime() {
      return performance.now() / 1000;
    }
    resume() {
      this.state = 'running';
      return Promise.resolve();
    }
    createGain() {
      return { gain: param(), connect() {} };
    }
    createOscillator() {
      const frequency = param();
      return {
        type: 'sine',
        frequency,
        connect() {},
        start() {
          w.heard.push(frequency.value);
        },
        stop() {},
      };
    }
  }
  w.AudioContext = FakeAudioContext;
}

/** The sounds the page played, read back from the pitches of their notes. */
async function heard(page: Page): Promise<Cue[]> {
  const pitches = await page.evaluate(() => (window as unknown as { heard: number[] }).heard);
  const cues: Cue[] = [];
  let i = 0;
  while (i < pitches.length) {
    const match = (Object.keys(TONES) as Cue[]).find((cue) =>
      TONES[cue].every((note, k) => pitches[i + k] === note.hz),
    );
    if (!match) throw new Error(`notes that are no sound: ${pitches.slice(i).join(', ')}`);
    cues.push(match);
    i += TONES[match].length;
  }
  return cues;
}

async function newContext(): Promise<BrowserContext> {
  const context = await (
    await browser.get()
  ).newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(fakeAudio);
  return context;
}

async function play(page: Page, from: string, to: string, count: number): Promise<void> {
  await clickCell(page, from);
  await clickCell(page, to);
  await page.locator(`.moves button.move[data-ply="${count}"]`).waitFor();
}

// White Kc4 Qd4, Black Ka1 Rh1: a quiet move each, the Rook taken, a check and a mate.
const START = encodeURIComponent('k/3/3K1/3Q3/9/11/13/r14/17 w - - 0 1');
const GAME = [
  ['d4', 'e4', 'move'],
  ['h1', 'h4', 'move'],
  ['e4', 'h4', 'capture'],
  ['a1', 'b1', 'move'],
  ['h4', 'h12', 'check'],
  ['b1', 'a1', 'move'],
  ['h12', 'h2', 'end'],
] as const;

it('sounds each move as played, and the mute switch silences them across a reload', async () => {
  const context = await newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${baseUrl}#/play/trigonal?mode=local&start=${START}`);
    await page.locator('svg.board').waitFor();
    // Nothing may sound before the person has done something: no audio context yet.
    expect(await page.evaluate(() => (window as unknown as { contexts: number }).contexts)).toBe(0);

    const expected: Cue[] = [];
    for (const [i, [from, to, cue]] of GAME.entries()) {
      await play(page, from, to, i + 1);
      expected.push(cue);
      await expect.poll(() => heard(page)).toEqual(expected);
    }
    expect((await moveTexts(page)).at(-1)).toBe('Qh12-h2#');

    const mute = page.getByRole('button', { name: 'Mute sounds', exact: true });
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');

    // The browser remembers the switch: after a reload, taking the mate back and playing it
    // again is silent.
    await page.reload();
    await page.locator('.moves button.move[data-ply="7"]').waitFor();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await play(page, 'h12', 'h2', 7);
    await page.waitForTimeout(300);
    // Muted, the page does not even start an audio context, whatever the person presses.
    expect(await page.evaluate(() => (window as unknown as { contexts: number }).contexts)).toBe(0);
    expect(await heard(page)).toEqual([]);

    // Switched on again, the same mate sounds.
    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await play(page, 'h12', 'h2', 7);
    await expect.poll(() => heard(page)).toEqual(['end']);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it('calls every turn change when three play at one screen, and none when two do', async () => {
  const context = await newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}#/play/triangulation?mode=local`);
    await page.locator('svg.board').waitFor();
    await play(page, 'C6Ω', 'D6Ω', 1);
    await play(page, 'F3Ω', 'E4Ω', 2);
    await expect.poll(() => heard(page)).toEqual(['move', 'your-turn', 'move', 'your-turn']);

    await page.goto(`${baseUrl}#/play/trigonal?mode=local`);
    await page.reload();
    await page.locator('svg.board').waitFor();
    await play(page, 'f4', 'f5', 1);
    await play(page, 'f8', 'f7', 2);
    await expect.poll(() => heard(page)).toEqual(['move', 'move']);
  } finally {
    await context.close();
  }
});

it('against the AI, calls the turn coming back after its answer', async () => {
  const context = await newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=1&seat=0`);
    await page.locator('svg.board').waitFor();
    await play(page, 'f4', 'f5', 1);
    await waitForMoves(page, 2);
    await expect.poll(() => heard(page)).toEqual(['move', 'move', 'your-turn']);
  } finally {
    await context.close();
  }
});

it("against the AI with a clock, warns once as a player's own time falls below 10 s", async () => {
  const context = await newContext();
  const page = await context.newPage();
  try {
    // Black at 0:30 + 0: the AI (White) moves at once, then Black's clock runs down.
    await page.goto(`${baseUrl}#/play/trigonal?mode=ai&level=1&seat=1&clock=0:30%2B0`);
    await page.locator('svg.board').waitFor();
    await waitForMoves(page, 1);
    // Any press lets the page make sounds (browsers ask for a gesture first).
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const warnings = async () => (await heard(page)).filter((cue) => cue === 'low-time').length;
    expect(await warnings()).toBe(0);
    // About 20 s later Black is under 10 s: one warning, and no more while the clock runs on.
    await expect.poll(warnings, { timeout: 40_000, interval: 500 }).toBe(1);
    await page.waitForTimeout(1_000);
    expect(await warnings()).toBe(1);
  } finally {
    await context.close();
  }
}, 60_000);

it('online, calls "your turn" to the player whose turn comes, not to the one who moved, and the end', async () => {
  const contexts = await Promise.all([newContext(), newContext()]);
  const [host, guest] = await Promise.all(contexts.map((c) => c.newPage()));
  try {
    await host!.goto(`${online.server.baseUrl}/#/new/trigonal?mode=online`);
    await host!.getByRole('button', { name: 'Start' }).click();
    const invite = host!.locator('input.invite-link[data-seat="1"]');
    await invite.waitFor({ timeout: 10_000 });
    await guest!.goto(await invite.inputValue());
    for (const page of [host!, guest!]) await statusIs(page, 'White to move');
    // The guest has pressed something on the page (sound is allowed from then on).
    await guest!.locator('.panel-head h1').click();

    await clickCell(host!, 'f4');
    await clickCell(host!, 'f5');
    for (const page of [host!, guest!]) await movesShown(page, 1);
    await expect.poll(() => heard(guest!)).toEqual(['move', 'your-turn']);
    expect(await heard(host!)).toEqual(['move']);

    await clickCell(guest!, 'g10');
    await clickCell(guest!, 'g9');
    for (const page of [host!, guest!]) await movesShown(page, 2);
    await expect.poll(() => heard(host!)).toEqual(['move', 'move', 'your-turn']);
    expect(await heard(guest!)).toEqual(['move', 'your-turn', 'move']);

    // A resignation ends the game for both: the end sounds, though no move was played.
    await resignOnline(host!);
    await expect.poll(() => heard(guest!)).toEqual(['move', 'your-turn', 'move', 'end']);
    await expect.poll(() => heard(host!)).toEqual(['move', 'move', 'your-turn', 'end']);
  } finally {
    for (const context of contexts) await context.close();
  }
});
