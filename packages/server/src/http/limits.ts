/** Limits per client address: a budget of actions over time, and a cap on open connections. */

export interface RateSpec {
  /** Actions allowed a minute, on average. */
  readonly perMinute: number;
  /** Actions allowed at once, after a quiet while. */
  readonly burst: number;
}

/**
 * A token bucket per address. Buckets that have filled up again are forgotten, so the map
 * holds only addresses that acted recently.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private swept = 0;

  constructor(
    private readonly spec: RateSpec,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether `address` may act now; counts the action if so. */
  take(address: string): boolean {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(address) ?? { tokens: this.spec.burst, at: now };
    bucket.tokens = this.refilled(bucket, now);
    bucket.at = now;
    this.buckets.set(address, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /**
   * Gives back the action `take` counted, when it turned out not to happen (a request refused
   * after the budget was checked): only what is done uses up the budget.
   */
  giveBack(address: string): void {
    const bucket = this.buckets.get(address);
    if (!bucket) return;
    const now = this.now();
    bucket.tokens = Math.min(this.spec.burst, this.refilled(bucket, now) + 1);
    bucket.at = now;
  }

  /** Seconds until `address` may act again (at least 1), for a Retry-After header. */
  retryAfter(address: string): number {
    const bucket = this.buckets.get(address);
    if (!bucket) return 1;
    const missing = 1 - this.refilled(bucket, this.now());
    return Math.max(1, Math.ceil((missing * 60) / this.spec.perMinute));
  }

  private refilled(bucket: { tokens: number; at: number }, now: number): number {
    return Math.min(
      this.spec.burst,
      bucket.tokens + ((now - bucket.at) / 60_000) * this.spec.perMinute,
    );
  }

  private sweep(now: number): void {
    if (now - this.swept < 60_000) return;
    this.swept = now;
    for (const [address, bucket] of this.buckets) {
      if (this.refilled(bucket, now) >= this.spec.burst) this.buckets.delete(address);
    }
  }
}

/** Open connections per address, up to a maximum each. */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts a new connection from `address`, or refuses it (false) when it has `max` open. */
  add(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  remove(address: string): void {
    const count = (this.open.get(address) ?? 0) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }

  get total(): number {
    let total = 0;
    for (const count of this.open.values()) total += count;
    return total;
  }
}

/**
 * At most `max` actions in any `windowMs`: one connection's chat messages (5 in 10 s), so that
 * a burst the per-second limit allows cannot flood a game's chat.
 */
export class WindowLimit {
  private readonly times: number[] = [];

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Whether one more action may happen at `now`; counts it if so. */
  take(now: number): boolean {
    while (this.times.length > 0 && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  }

  /** Seconds until the next action may happen (at least 1). */
  retryAfter(now: number): number {
    const first = this.times[0];
    return first === undefined ? 1 : Math.max(1, Math.ceil((first + this.windowMs - now) / 1000));
  }
}
