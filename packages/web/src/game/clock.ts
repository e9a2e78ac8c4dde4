/**
 * The clocks of a game played on this screen (against the AI): each seat's time, running on
 * its turn, with an increment added after each of its moves. Times are read against a `now`
 * the caller passes (milliseconds, any origin), so that the clock is plain data to test.
 */
export interface ClockControl {
  readonly initialMs: number;
  readonly incrementMs: number;
}

/** The clocks offered for games against the AI, by name (the online names of the same). */
export const LOCAL_CLOCKS: Readonly<Record<string, ClockControl>> = {
  '0:30+0': { initialMs: 30_000, incrementMs: 0 },
  '1+0': { initialMs: 60_000, incrementMs: 0 },
  '3+2': { initialMs: 180_000, incrementMs: 2_000 },
  '10+5': { initialMs: 600_000, incrementMs: 5_000 },
  '30+0': { initialMs: 1_800_000, incrementMs: 0 },
};

export class GameClock {
  readonly control: ClockControl;
  private readonly left: number[];
  /** The seat whose clock runs, or -1; and the moment it started. */
  private running = -1;
  private since = 0;

  constructor(seats: number, control: ClockControl) {
    this.control = control;
    this.left = Array.from({ length: seats }, () => control.initialMs);
  }

  get runningSeat(): number {
    return this.running;
  }

  timeLeft(seat: number, now: number): number {
    const base = this.left[seat] ?? 0;
    return seat === this.running ? base - (now - this.since) : base;
  }

  /** `seat`'s clock starts (the first turn, or after a pause); any other stops. */
  start(seat: number, now: number): void {
    this.stop(now);
    this.running = seat;
    this.since = now;
  }

  /** The running seat moved: its clock stops, gains the increment, and `next`'s starts. */
  moved(next: number, now: number): void {
    const mover = this.running;
    this.stop(now);
    if (mover >= 0) this.left[mover] += this.control.incrementMs;
    this.start(next, now);
  }

  stop(now: number): void {
    if (this.running >= 0) this.left[this.running] -= now - this.since;
    this.running = -1;
  }

  /** The running seat when its time is up at `now`, else -1. */
  flagged(now: number): number {
    return this.running >= 0 && this.timeLeft(this.running, now) <= 0 ? this.running : -1;
  }
}
