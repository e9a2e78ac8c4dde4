import { describe, expect, it } from 'vitest';
import { helpersStarted } from './helpers.js';

describe('waiting for helper threads', () => {
  it('ends as soon as they have started, the thread idle meanwhile', async () => {
    const from = performance.now();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await helpersStarted(() => performance.now() - from < 100);
    clearInterval(timer);
    const took = performance.now() - from;
    expect(took).toBeGreaterThanOrEqual(100);
    expect(took).toBeLessThan(1000);
    // Other work ran while it waited: it does not spin.
    expect(ticks).toBeGreaterThan(3);
  });

  it('gives up after a few seconds on helpers that never start', async () => {
    const from = performance.now();
    await helpersStarted(() => true);
    const took = performance.now() - from;
    expect(took).toBeGreaterThanOrEqual(3000);
    expect(took).toBeLessThan(5000);
  });
});
