import { Redis } from 'ioredis';
import type { ChatLine, StoredEvent } from '@trigon/protocol';
import { RedisBudgets, type Budgets } from '../http/budgets.js';

/** What server processes tell each other about the games they serve. */
export type BusMessage =
  | { readonly type: 'event'; readonly game: string; readonly event: StoredEvent }
  /** How many connections this process holds for each seat of a game. */
  | { readonly type: 'presence'; readonly game: string; readonly counts: readonly number[] }
  /** A line of a game's chat, for the connections other processes hold. */
  | { readonly type: 'chat'; readonly game: string; readonly line: ChatLine }
  /** A process that has just loaded a game asks the others for their presence counts. */
  | { readonly type: 'presence-query'; readonly game: string }
  /**
   * Sent by every process a few times per presence TTL: the presence counts of a process not
   * heard from for a TTL expire (it was killed, or cut off from Redis).
   */
  | { readonly type: 'alive' }
  /** A process stopping: its connections are gone at once. */
  | { readonly type: 'gone' };

/** Shares game events (and the limits' budgets) between the processes that serve the same games. */
export interface Bus {
  readonly process: string;
  /**
   * The limits' budgets, kept where every process of the bus sees them, under keys that start
   * with `prefix` (one per database: servers of different databases keep apart); none for one
   * process alone, which keeps its own.
   */
  budgets?(prefix: string): Budgets;
  publish(message: BusMessage): void;
  /**
   * Starts hearing a game's messages, before the game is read from the store so that nothing
   * published after the read is missed; none means the bus delivers every game's messages.
   */
  follow?(game: string): Promise<void>;
  /** Stops hearing a game's messages (the process forgot the game). */
  unfollow?(game: string): void;
  /** Called for messages from other processes. */
  onMessage(handler: (message: BusMessage, from: string) => void): void;
  /** Resolves when the bus's service answers (for the readiness check); none for one alone. */
  ping?(): Promise<void>;
  /** Tells `listener` (the log, the games) when the bus's service is lost (the error) and back (null). */
  onConnection?(listener: (lost: Error | null) => void): void;
  close(): Promise<void>;
}

/** One process alone: nothing to share. */
export class LocalBus implements Bus {
  readonly process = 'local';
  publish(): void {}
  onMessage(): void {}
  async close(): Promise<void> {}
}

/** The channel of the processes' own messages (alive, gone). */
const PROCESSES = 'trigon:processes';
/** Each game's channel, which only the processes holding the game hear. */
const gameChannel = (game: string) => `trigon:game:${game}`;

/**
 * Redis pub/sub. A game's messages go on a channel of its own, which a process hears only while
 * it holds the game: under a proxy that sends each game's clients to one process (deploy/
 * nginx.conf), the others are not woken for its moves. Each process ignores its own messages.
 */
export class RedisBus implements Bus {
  private handler: (message: BusMessage, from: string) => void = () => {};
  /** The clients whose connection is down; the last error one of them had. */
  private readonly down = new Set<Redis>();
  private lastError: Error | null = null;
  private readonly connection: ((lost: Error | null) => void)[] = [];

  private constructor(
    readonly process: string,
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    subscriber.on('message', (_channel: string, text: string) => {
      const { from, message } = JSON.parse(text) as { from: string; message: BusMessage };
      if (from !== this.process) this.handler(message, from);
    });
    // ioredis retries a lost connection on its own, with an 'error' event for every try; with
    // no listener, each is written to stderr with its stack. Heard here, an outage is told
    // once when it begins and once when it ends.
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: Error) => {
        this.lastError = error;
        if (this.down.size === 0) for (const listener of this.connection) listener(error);
        this.down.add(client);
      });
      client.on('ready', () => {
        if (this.down.delete(client) && this.down.size === 0)
          for (const listener of this.connection) listener(null);
      });
    }
  }

  static async open(url: string, process: string): Promise<RedisBus> {
    // Commands of one event-loop turn go to Redis in one write.
    const publisher = new Redis(url, {
      maxRetriesPerRequest: 3,
      enableAutoPipelining: true,
      lazyConnect: true,
    });
    const subscriber = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: true });
    const bus = new RedisBus(process, publisher, subscriber);
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(PROCESSES);
    } catch (error) {
      // Not retried at start: the operator hears why (the connection's own error, rather than
      // ioredis's 'Connection is closed') and the process does not start.
      publisher.disconnect();
      subscriber.disconnect();
      throw bus.lastError ?? error;
    }
    bus.down.clear();
    return bus;
  }

  /** Tells `listener` when the connection to Redis is lost (the error) and back (null). */
  onConnection(listener: (lost: Error | null) => void): void {
    this.connection.push(listener);
  }

  publish(message: BusMessage): void {
    // A message lost while Redis is away is made good without it: the others read events they
    // lack from the store, and presence is refreshed by the beats and queries that follow.
    const channel = 'game' in message ? gameChannel(message.game) : PROCESSES;
    this.publisher
      .publish(channel, JSON.stringify({ from: this.process, message }))
      .catch(() => undefined);
  }

  async follow(game: string): Promise<void> {
    await this.subscriber.subscribe(gameChannel(game));
  }

  unfollow(game: string): void {
    this.subscriber.unsubscribe(gameChannel(game)).catch(() => undefined);
  }

  onMessage(handler: (message: BusMessage, from: string) => void): void {
    this.handler = handler;
  }

  budgets(prefix: string): Budgets {
    return new RedisBudgets(this.publisher, prefix);
  }

  async ping(): Promise<void> {
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.publisher.quit();
  }
}
