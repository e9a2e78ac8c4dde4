import type { Store } from './types.js';

export interface ExpirySettings {
  /**
   * How long a game may wait for its players, after its creation and after its last event (a
   * seat claimed, a player connecting), before it is deleted.
   */
  readonly waitingMs: number;
  /** How often to look for such games. */
  readonly everyMs: number;
}

/** A day to gather the players; looked for every ten minutes. */
export const DEFAULT_EXPIRY: ExpirySettings = { waitingMs: 24 * 3_600_000, everyMs: 600_000 };

/**
 * Deletes games that never started, now and then every `everyMs`, so that abandoned
 * invitations and lobby games do not pile up; and the sessions that have expired, which sign
 * nobody in but would otherwise stay for good (every sign-in makes one). Several processes may
 * run it on one store: each deletion is one statement, and deleting twice deletes nothing more.
 */
export class Expiry {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly settings: ExpirySettings,
    private readonly expired: (count: number) => void,
    private readonly failed: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Runs once now and then on a timer that does not keep the process alive. */
  start(): Promise<void> {
    this.timer = setInterval(() => void this.run(), this.settings.everyMs);
    this.timer.unref();
    return this.run();
  }

  run(): Promise<void> {
    this.running = this.running.then(async () => {
      try {
        const now = this.now();
        const count = await this.store.expire(now - this.settings.waitingMs);
        if (count > 0) this.expired(count);
        await this.store.accounts.expireSessions(now);
      } catch (error) {
        this.failed(error);
      }
    });
    return this.running;
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
