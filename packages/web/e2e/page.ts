import type { Locator, Page } from 'playwright-core';

/** The centre of a cell on screen (its triangle's centroid), in page pixels. */
export async function cellCentre(page: Page, name: string): Promise<[number, number]> {
  return page.evaluate((cellName) => {
    const polygon = document.querySelector<SVGPolygonElement>(`polygon[data-name="${cellName}"]`);
    if (!polygon) throw new Error(`no cell ${cellName} on the page`);
    const points = polygon.points;
    let x = 0;
    let y = 0;
    for (let i = 0; i < points.numberOfItems; i++) {
      x += points.getItem(i).x;
      y += points.getItem(i).y;
    }
    const n = points.numberOfItems;
    const p = new DOMPoint(x / n, y / n).matrixTransform(polygon.getScreenCTM()!);
    return [p.x, p.y] as [number, number];
  }, name);
}

export async function clickCell(page: Page, name: string): Promise<void> {
  const [x, y] = await cellCentre(page, name);
  await page.mouse.click(x, y);
}

/** Drags the piece on `from` and drops it on `to`, moving the mouse in steps as a hand does. */
export async function dragPiece(page: Page, from: string, to: string): Promise<void> {
  const [x1, y1] = await cellCentre(page, from);
  const [x2, y2] = await cellCentre(page, to);
  await page.mouse.move(x1, y1);
  await page.mouse.down();
  await page.mouse.move((x1 + x2) / 2, (y1 + y2) / 2, { steps: 5 });
  await page.mouse.move(x2, y2, { steps: 5 });
  await page.mouse.up();
}

export async function moveTexts(page: Page): Promise<string[]> {
  return page.locator('.moves button.move').allTextContents();
}

/** The kinds standing on a cell, as the board's label for screen readers says. */
export async function cellLabel(page: Page, name: string): Promise<string> {
  return (await page.locator(`polygon[data-name="${name}"]`).getAttribute('aria-label')) ?? '';
}

/** The shown position's text, read from the position-and-record dialog. */
export async function positionText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Position and record', exact: true }).click();
  const text = await page.locator('.record-dialog textarea.position-text').inputValue();
  await page.locator('.record-dialog .close').click();
  return text;
}

/**
 * Starts recording the page's long tasks (main-thread work over 50 ms), once the page has loaded
 * and drawn its board: what is watched is the page while the AI works, not the start-up of the
 * app (whose first render of a board can pass 50 ms on a loaded machine, before as now).
 */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.locator('svg.board').first().waitFor();
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await page.evaluate(() => {
    // Muted, so that no audio context is made: headless Chromium takes some 230 ms to start
    // its first (an audio service coming up), which is the browser's work, not the page's.
    localStorage.setItem('trigon.sound.muted', '1');
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

/**
 * The long tasks that froze the page: over 200 ms. A search on the main thread blocks it for
 * seconds; tasks of 50-75 ms came and went between runs on this 2-core machine, on the code of
 * before this change as after, while the AI's worker held the other core.
 */
export async function longTasks(page: Page): Promise<number[]> {
  const all = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  return all.filter((duration) => duration > FREEZE_MS);
}

const FREEZE_MS = 200;

/**
 * How much a screenshot of an element varies: the number of distinct colours in it (read
 * back through a canvas). A blank or one-colour picture has one or two.
 */
export async function distinctColours(page: Page, element: Locator): Promise<number> {
  const png = await element.screenshot();
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length; i += 4) {
      colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
    }
    return colours.size;
  }, png.toString('base64'));
}

/** Waits until the AI has answered: `count` moves in the list and nobody thinking. */
export async function waitForMoves(page: Page, count: number): Promise<void> {
  await page.locator(`.moves button.move[data-ply="${count}"]`).waitFor({ timeout: 30_000 });
  await page.locator('.status .thinking').waitFor({ state: 'detached', timeout: 30_000 });
}

/** The words of the page's player strips that do not fit: cut off, or out past the strip's edge. */
export async function cutStripWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const strip of document.querySelectorAll<HTMLElement>('.player-strip')) {
      const box = strip.getBoundingClientRect();
      for (const part of strip.querySelectorAll<HTMLElement>('.seat-status, .to-move-tag')) {
        const r = part.getBoundingClientRect();
        const clipped = part.scrollWidth > part.clientWidth + 1;
        const outside = r.left < box.left - 1 || r.right > box.right + 1;
        if (clipped || outside) cut.push(part.textContent ?? '');
      }
    }
    return cut;
  });
}

/** Everything the page says: its visible text, its labels and titles, and what only screen readers hear. */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const words = [document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [title]')) {
      words.push(element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '');
    }
    for (const element of document.querySelectorAll('.sr-only'))
      words.push(element.textContent ?? '');
    return words.join('\n');
  });
}

/**
 * Resigns an online game as a player does: Resign, then the question's "Yes, resign". The
 * question goes after five seconds unanswered; on a machine busy enough to stall the page that
 * long it is asked again, as a player would (a fresh-clone CI run once failed so).
 */
export async function resignOnline(page: Page): Promise<void> {
  const yes = page.getByRole('button', { name: 'Yes, resign', exact: true });
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('button', { name: 'Resign', exact: true }).click();
    try {
      await yes.click({ timeout: 4000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
